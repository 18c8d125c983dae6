#!/usr/bin/env node
// The mock's failure behaviours by name: `p-<entry>` answers with a real provider's error
// (lab/provider-errors.mjs), `t-<fault>` with a transport fault (lab/transport-faults.mjs).
//
// How a provider error reaches each API family the mock speaks:
//   - in the provider's own family (OpenAI Chat Completions and Responses for OpenAI-compatible
//     providers, Anthropic Messages, Gemini) it is sent verbatim: status, headers, body;
//   - in any other family it is sent as LiteLLM's proxy relays it, because that is the gateway that
//     puts any provider behind any API shape: the upstream status, and the body
//     {"error":{"message":"litellm.<Class>: <Provider>Exception - <upstream body>. Received Model
//     Group=<model>\nAvailable Model Group Fallbacks=None","type":…,"param":null,"code":"<status>"}}
//     (https://github.com/jasonacox/TinyLLM/issues/17, https://github.com/anthropics/claude-code/issues/11302);
//   - Bedrock speaks no mock family, so `p-bedrock-*` is always the LiteLLM relay and
//     `p-bedrock-*-raw` is Bedrock's own JSON and x-amzn-ErrorType header, in every family;
//   - family-specific entries (`stream` answers inside an HTTP 200 event stream, and `familyOnly`
//     ones no gateway relays) exist only in their family; elsewhere the mock answers 404 saying so.
//
// Usage: node lab/faults.mjs --list [--json]     every behaviour, its status, families and source
//        node lab/faults.mjs --coverage         entries per status class and provider (markdown)
import { pathToFileURL } from 'node:url';
import { PROVIDER_ERRORS, PROVIDERS, CLASSES } from './provider-errors.mjs';
import { GATEWAY_PAGES, TRANSPORT_FAULTS, TRANSPORT_NOTES, sendPage } from './transport-faults.mjs';
/** @import { ServerResponse } from 'node:http' */
/** @import { ProviderError } from './provider-errors.mjs' */
/** @import { FaultContext, Responder } from './transport-faults.mjs' */

/** @type {(entry: ProviderError) => string} */
const bodyText = (entry) => (typeof entry.body === 'string' ? entry.body
  : entry.pretty ? `${JSON.stringify(entry.body, null, 2)}\n` : `${JSON.stringify(entry.body)}${entry.newline ? '\n' : ''}`);

/** @type {(res: ServerResponse, status: number, headers: Record<string, string> | undefined, text: string) => void} */
function send(res, status, headers, text) {
  res.writeHead(status, { ...headers, 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

// LiteLLM names the exception after the status; statuses it has no class for come out as APIError.
/** @type {Record<number, string>} */
const LITELLM_CLASS = { 400: 'BadRequestError', 401: 'AuthenticationError', 403: 'PermissionDeniedError', 404: 'NotFoundError', 422: 'UnprocessableEntityError', 429: 'RateLimitError', 503: 'ServiceUnavailableError' };

/**
 * The response LiteLLM's proxy gives a client when the upstream answered with `entry`.
 * @param {ProviderError} entry
 * @param {string} model
 */
export function litellmRelay(entry, model) {
  const cls = LITELLM_CLASS[entry.status] || 'APIError';
  const message = `litellm.${cls}: ${PROVIDERS[entry.provider].litellm} - ${bodyText(entry)}. Received Model Group=${model}\nAvailable Model Group Fallbacks=None`;
  // A relayed 429 carries type "throttling_error" (TinyLLM#17); other statuses null.
  const body = { error: { message, type: entry.status === 429 ? 'throttling_error' : null, param: null, code: String(entry.status) } };
  return { status: entry.status, headers: { 'content-type': 'application/json' }, text: JSON.stringify(body) };
}

/** @type {(res: ServerResponse, name: string, where: string) => void} */
function sendNotHere(res, name, where) {
  send(res, 404, { 'content-type': 'application/json' }, JSON.stringify({ error: { message: `mock: ${name} exists only ${where}` } }));
}

/** @type {(ctx: FaultContext) => boolean} */
const isStreaming = (ctx) => !!(ctx.body && ctx.body.stream) || /:streamGenerateContent$/.test(ctx.path || '');
/** @type {(ctx: FaultContext) => 'messages' | 'responses' | 'gemini' | 'chat'} */
const routeOf = (ctx) => (ctx.family === 'anthropic' ? 'messages' : /\/responses$/.test(ctx.path || '') ? 'responses' : ctx.family === 'gemini' ? 'gemini' : 'chat');

// Fill the data-less events of a stream entry with the mock's own objects of that event type.
/** @type {(type: string, seq: number, ctx: FaultContext) => unknown} */
function streamEventData(type, seq, ctx) {
  const model = (ctx.body && ctx.body.model) || 'mock';
  /** @param {string} status */
  const response = (status) => ({ id: 'resp_fault', object: 'response', created_at: Math.floor(Date.now() / 1000), model, status, output: [],
    ...(status === 'failed' ? { error: { code: 'server_is_overloaded', message: 'Our servers are currently overloaded. Please try again later.' } } : {}) });
  if (type === 'response.created' || type === 'response.in_progress') return { type, sequence_number: seq, response: response('in_progress') };
  if (type === 'response.failed') return { type, sequence_number: seq, response: response('failed') };
  if (type === 'message_start') return { type, message: { id: 'msg_fault', type: 'message', role: 'assistant', model, content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 12, output_tokens: 1 } } };
  return { type };
}

/** @type {(res: ServerResponse, stream: NonNullable<ProviderError['stream']>, ctx: FaultContext) => void} */
function sendStream(res, stream, ctx) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  stream.events.forEach(([type, data], i) => {
    res.write(`event: ${type}\ndata: ${JSON.stringify(data || streamEventData(type, i, ctx))}\n\n`);
  });
  res.end();
}

/**
 * @param {ProviderError} entry
 * @param {{ raw?: boolean }} [options]
 * @returns {Responder}
 */
function providerResponder(entry, { raw = false } = {}) {
  const name = `p-${entry.id}${raw ? '-raw' : ''}`;
  const native = PROVIDERS[entry.provider].family;
  return (req, res, ctx) => {
    if (entry.stream) {
      const route = routeOf(ctx);
      if (route !== entry.stream.route || !isStreaming(ctx)) return sendNotHere(res, name, `in a streaming ${entry.stream.route === 'responses' ? 'OpenAI Responses' : 'Anthropic Messages'} request`);
      return sendStream(res, entry.stream, ctx);
    }
    if (raw || ctx.family === native || (entry.verbatimIn || []).includes(ctx.family)) {
      return send(res, entry.status, entry.headers, bodyText(entry));
    }
    if (entry.familyOnly) return sendNotHere(res, name, `in the ${native} family (no gateway relays ${PROVIDERS[entry.provider].name})`);
    const relayed = litellmRelay(entry, (ctx.body && ctx.body.model) || 'mock');
    return send(res, relayed.status, relayed.headers, relayed.text);
  };
}

/**
 * A failure behaviour: how it answers, and what `--list` says of it.
 * @typedef {{ responder: Responder, kind: 'provider' | 'provider-raw', entry: ProviderError }
 *   | { responder: Responder, kind: 'transport', status?: number, source?: string, note?: string }} Fault
 */
/**
 * Every failure behaviour: name → { responder, kind, …description }.
 * @type {Map<string, Fault>}
 */
export const FAULTS = new Map();
for (const entry of PROVIDER_ERRORS) {
  FAULTS.set(`p-${entry.id}`, { responder: providerResponder(entry), kind: 'provider', entry });
  if (PROVIDERS[entry.provider].family === 'bedrock') {
    FAULTS.set(`p-${entry.id}-raw`, { responder: providerResponder(entry, { raw: true }), kind: 'provider-raw', entry });
  }
}
for (const [id, page] of Object.entries(GATEWAY_PAGES)) {
  FAULTS.set(`t-${id}`, { responder: (req, res) => sendPage(res, page), kind: 'transport', status: page.status, source: page.source, note: page.note });
}
for (const [id, responder] of Object.entries(TRANSPORT_FAULTS)) {
  FAULTS.set(`t-${id}`, { responder, kind: 'transport', note: TRANSPORT_NOTES[id] });
}

/**
 * The responder for a behaviour name, or undefined when the name is not a failure behaviour.
 * @param {string} behaviour
 */
export function faultFor(behaviour) {
  const fault = FAULTS.get(behaviour);
  return fault && fault.responder;
}

/** One row per behaviour, for `--list` and the tests. */
export function listFaults() {
  return [...FAULTS].map(([name, f]) => {
    if (f.kind === 'transport') return { name, kind: f.kind, status: f.status ?? null, source: f.source ?? null, note: f.note ?? null };
    const e = f.entry;
    const native = PROVIDERS[e.provider].family;
    const families = e.stream ? `${e.stream.route === 'responses' ? 'openai-responses' : 'anthropic'} stream only`
      : f.kind === 'provider-raw' ? 'every family, verbatim (Bedrock JSON)'
        : e.familyOnly ? `${native} only`
          : native === 'bedrock' ? 'every family, relayed by LiteLLM'
            : `${native} verbatim${(e.verbatimIn || []).map((x) => `, ${x} verbatim`).join('')}, others relayed by LiteLLM`;
    return { name, kind: f.kind, provider: e.provider, class: e.class, status: e.status, families, source: e.source, note: e.note ?? null };
  });
}

// Column headings of the coverage table: the providers' short names.
/** @type {Record<string, string>} */
const SHORT = { openai: 'OpenAI', azure: 'Azure', anthropic: 'Anthropic', gemini: 'Gemini', vertex: 'Vertex', codeassist: 'Code Assist',
  bedrock: 'Bedrock', openrouter: 'OpenRouter', deepseek: 'DeepSeek', dashscope: 'DashScope', groq: 'Groq', mistral: 'Mistral', xai: 'xAI', moonshot: 'Moonshot' };

/** Markdown table: entries per status class and provider (lab/README.md carries it). */
export function coverageTable() {
  const providers = Object.keys(PROVIDERS);
  /** @type {(cells: string[]) => string} */
  const row = (cells) => `| ${cells.join(' | ')} |`.replace(/ {2}\|/g, ' |');
  const out = [row(['class', ...providers.map((p) => SHORT[p] || p)]), row(['---', ...providers.map(() => '---')])];
  for (const cls of Object.keys(CLASSES)) {
    out.push(row([cls, ...providers.map((p) => String(PROVIDER_ERRORS.filter((e) => e.class === cls && e.provider === p).length || ''))]));
  }
  return out.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  if (args.includes('--coverage')) {
    console.log(coverageTable());
    process.exit(0);
  }
  if (!args.includes('--list')) {
    console.error('usage: node lab/faults.mjs --list [--json] | --coverage   (the mock\'s failure behaviours, for /m/<name>/…)');
    process.exit(2);
  }
  const rows = listFaults();
  if (args.includes('--json')) {
    console.log(JSON.stringify(rows, null, 2));
  } else {
    for (const cls of Object.keys(CLASSES)) {
      console.log(`\n${cls} — ${CLASSES[cls]}`);
      for (const r of rows.filter((x) => x.class === cls)) console.log(`  ${r.name.padEnd(34)} ${String(r.status).padEnd(4)} ${r.families}`);
    }
    console.log('\ntransport');
    for (const r of rows.filter((x) => x.kind === 'transport')) console.log(`  ${r.name.padEnd(34)} ${String(r.status ?? '').padEnd(4)} ${r.note || ''}`);
  }
}
