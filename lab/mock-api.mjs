#!/usr/bin/env node
// Mock LLM API for the capture lab: Anthropic Messages, OpenAI Chat Completions + Responses and
// Gemini generateContent, with the behaviour picked by a path prefix: /m/<behaviour>/<api path>.
//
// Augment's own protocol (Auggie CLI) is answered by lab/augment-api.mjs, Amp's server by lab/amp-server.mjs.
//
// Usage: node lab/mock-api.mjs [--port 8765] [--log FILE] [--behaviour ok]   (env: LAB_MOCK_PORT, LAB_MOCK_LOG)
//   --behaviour  the behaviour of a request whose path has no /m/<behaviour>/ prefix (default ok)
//   --amp-thread the behaviour of Amp's thread creation (POST /api/thread-actors) alone
//
// Behaviours:
//   ok     a short streamed text reply
//   tool   a streamed tool call running `mkdir -p build && touch build/out.txt` (the shell tool the
//          client offers); once the request carries the tool's result, a short text reply
//   decoy  a streamed text reply that quotes gate wording (trust prompt, rate limit)
//   tool-fail  like tool, but the command fails (a Python traceback ending in a TypeError); the
//          reply after it says what went wrong: a tool's error output inside a good turn
//   traceback  a streamed text reply that explains a Python traceback and quotes an HTTP 500 error line
//   failed-words  a streamed text reply whose paragraphs open with "Failed": a good answer in an error's words
//   list   a streamed text reply that is a numbered list and ends with a question (no dialog)
//   slow   like ok, but waits LAB_MOCK_SLOW_MS (default 60000) before the first byte (busy spinner)
//   hang   accepts the request and never answers (timeouts)
//   401 403 429 500 503 529   an HTTP error with the vendor's error body
//   quota  HTTP 429 with a quota-exhausted body
//   board  a scripted agent keeping a todo board (lab/board-agent.mjs), for session logs
// Control: POST /lab/fail-next?status=500&count=1 makes the next `count` model requests that offer
// tools (Auggie's chat-stream requests) fail with that status (a failed turn in a session log, an
// error a later turn puts behind it). `&tools=1` fails only requests that offer tools: a Responses
// request carries `input` whether it is the turn or a side request (opencode's title, sent first).
//   p-<provider>-<case>   a real provider's error response (verbatim in its own API family, relayed
//          by LiteLLM in the others); t-<fault> a gateway page, a reset or a timeout. Listed by
//          `node lab/faults.mjs --list`; defined in lab/provider-errors.mjs and lab/transport-faults.mjs
// Anything else not recognised answers 404 like a real API would.
import { createServer } from 'node:http';
import { appendFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { anthropicHistory, boardTurn, chatHistory, geminiHistory, responsesHistory } from './board-agent.mjs';
import { faultFor } from './faults.mjs';
import { augmentApi, isAugmentPath } from './augment-api.mjs';
import { ampServer, isAmpServerPath, isAmpThreadRequest } from './amp-server.mjs';
/** @import { IncomingMessage, ServerResponse } from 'node:http' */
/** @import { AnthropicRequest, ApiRequest, ChatRequest, GeminiRequest, JsonSchema, ResponsesRequest } from './api-shapes.mjs' */
/** @import { Reply, ToolCall } from './board-agent.mjs' */

export const TOOL_COMMAND = 'mkdir -p build && touch build/out.txt';
export const OK_TEXT =
  'Hello! This answer comes from a local mock server, so nothing here was written by a real model.';
export const TOOL_DONE_TEXT = 'Done: I created build/out.txt with `' + TOOL_COMMAND + '`.';
// The 'tool-fail' behaviour: the project's own code called wrongly, so the command fails with a
// traceback; the turn itself goes well (the reply after it explains the failure).
export const FAILING_TOOL_COMMAND = 'python3 -c "import calc; print(calc.add(1))"';
export const TOOL_FAIL_DONE_TEXT =
  'The check failed on purpose: calc.add takes two numbers and I passed one, so Python raised a TypeError. calc.py itself is fine.';
// The 'traceback' behaviour: a reply that explains a traceback, quoting it and an HTTP 500 line.
export const TRACEBACK_TEXT = [
  'That traceback comes from the HTTP client, not from your code:',
  '',
  'Traceback (most recent call last):',
  '  File "app.py", line 12, in <module>',
  '    resp.raise_for_status()',
  'requests.exceptions.HTTPError: 500 Server Error: Internal Server Error for url: http://localhost:8000/api/items',
  '',
  'ERROR: HTTP 500 Internal Server Error (POST /api/items)',
  '',
  'The server answered 500, so look at its log; retrying the request is safe.',
].join('\n');
// The 'failed-words' behaviour: a good answer whose paragraphs open with the word "Failed", as a report
// on tests or a bug hunt does; nothing in it failed.
export const FAILED_WORDS_TEXT = [
  'Failed tests: none — all 12 pass.',
  '',
  'Failed to reproduce the bug: calc.add(2, 3) returns 5 on every run, so the code is correct as is.',
].join('\n');
// The 'list' behaviour: a reply that is a numbered list and ends with a question the operator
// answers in the composer, in prose (no dialog is drawn).
export const LIST_TEXT = [
  'Here is a plan for the tests:',
  '',
  '1. Add pytest to the dev dependencies.',
  '2. Write tests for add() in tests/test_calc.py.',
  '3. Run them in CI on every push.',
  '',
  'Which of these should I start with?',
].join('\n');
// The 'safety' behaviour (Gemini family only): the reply begins, then the provider's safety filter
// stops it. The last stream chunk carries no content, finishReason SAFETY and the rating that
// blocked it, as https://ai.google.dev/api/generate-content#FinishReason and
// https://ai.google.dev/gemini-api/docs/safety-settings describe a blocked candidate.
export const SAFETY_TEXT = 'Here is how that works: ';
export const SAFETY_RATINGS = [
  { category: 'HARM_CATEGORY_HATE_SPEECH', probability: 'NEGLIGIBLE' },
  { category: 'HARM_CATEGORY_DANGEROUS_CONTENT', probability: 'HIGH', blocked: true },
  { category: 'HARM_CATEGORY_HARASSMENT', probability: 'NEGLIGIBLE' },
  { category: 'HARM_CATEGORY_SEXUALLY_EXPLICIT', probability: 'NEGLIGIBLE' },
];
// The 'ask' behaviour: the agent's ask-the-user tool (Claude Code's AskUserQuestion) with one question
// and three choices, each with a description line under it; once answered, a text reply.
export const ASK_TOOL_NAMES = ['AskUserQuestion'];
export const ASK_QUESTION = {
  question: 'Which test framework should this project use?',
  header: 'Tests',
  multiSelect: false,
  options: [
    { label: 'pytest', description: 'Plain assert statements and fixtures; the most used Python test runner.' },
    { label: 'unittest', description: 'Ships with Python: class-based tests, no install.' },
    { label: 'doctest', description: 'Examples in docstrings, checked as tests.' },
  ],
};
// 'ask-multi': the same tool with multiSelect, which Claude Code draws as checkbox choices.
export const ASK_MULTI_QUESTION = {
  question: 'Which checks should run before each commit?',
  header: 'Checks',
  multiSelect: true,
  options: [
    { label: 'lint', description: 'Style and common mistakes, in a second or two.' },
    { label: 'type check', description: 'The whole project against its type hints.' },
    { label: 'unit tests', description: 'The fast tests only; the slow ones stay in CI.' },
  ],
};
/** @typedef {typeof ASK_QUESTION | typeof ASK_MULTI_QUESTION} AskQuestion */
/** @type {Record<string, AskQuestion>} */
const ASK_QUESTIONS = { ask: ASK_QUESTION, 'ask-multi': ASK_MULTI_QUESTION };
export const ASK_DONE_TEXT = 'Thanks: I will set up the tests with the framework you chose.';
export const DECOY_TEXT = [
  'Here is the text you asked me to quote, exactly as other tools print it:',
  '',
  'Do you trust the files in this folder?',
  '1. Yes, proceed',
  '2. No, exit',
  '',
  'Rate limit reached',
  '',
  'Those lines are only quoted here; nothing is waiting for an answer.',
].join('\n');

const SLOW_MS = Number(process.env.LAB_MOCK_SLOW_MS || 60000);

let seq = 0;
/** @type {(prefix: string) => string} */
const nextId = (p) => `${p}${Date.now().toString(36)}${(++seq).toString(36)}`;
/** @type {(ms: number) => Promise<void>} */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Split text into small chunks so the client really streams it.
 * @param {string} text
 * @param {number} [size]
 */
function chunks(text, size = 24) {
  const out = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out.length ? out : [''];
}

// ---------------------------------------------------------------- error bodies per API family
/** @type {Record<string, Record<string, (string | null)[]>>} */
const ERR = {
  anthropic: {
    400: ['invalid_request_error', 'The request could not be processed.'],
    401: ['authentication_error', 'invalid x-api-key'],
    403: ['permission_error', 'Your API key does not have permission to use the specified resource.'],
    429: ['rate_limit_error', 'This request would exceed the rate limit for your organization of 50 requests per minute. For details, refer to: https://docs.claude.com/en/api/rate-limits.'],
    quota: ['rate_limit_error', 'Your credit balance is too low to access the Anthropic API. Please go to Plans & Billing to upgrade or purchase credits.'],
    500: ['api_error', 'Internal server error'],
    503: ['overloaded_error', 'Overloaded'],
    529: ['overloaded_error', 'Overloaded'],
  },
  openai: {
    400: ['invalid_request_error', 'The request could not be processed.', null],
    401: ['invalid_request_error', 'Incorrect API key provided: sk-test-****. You can find your API key at https://platform.openai.com/account/api-keys.', 'invalid_api_key'],
    403: ['invalid_request_error', 'You are not allowed to sample from this model', 'model_not_allowed'],
    429: ['requests', 'Rate limit reached for requests per min (RPM): Limit 3, Used 3, Requested 1. Please try again in 20s.', 'rate_limit_exceeded'],
    quota: ['insufficient_quota', 'You exceeded your current quota, please check your plan and billing details.', 'insufficient_quota'],
    500: ['server_error', 'The server had an error while processing your request. Sorry about that!', null],
    503: ['server_error', 'The engine is currently overloaded, please try again later.', null],
    529: ['server_error', 'The engine is currently overloaded, please try again later.', null],
  },
  gemini: {
    400: ['INVALID_ARGUMENT', 'The request could not be processed.'],
    401: ['UNAUTHENTICATED', 'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.'],
    403: ['PERMISSION_DENIED', 'Permission denied on resource project (or it may not exist).'],
    429: ['RESOURCE_EXHAUSTED', 'Resource has been exhausted (e.g. check quota).'],
    quota: ['RESOURCE_EXHAUSTED', 'You exceeded your current quota, please check your plan and billing details.'],
    500: ['INTERNAL', 'An internal error has occurred. Please retry or report in https://developers.generativeai.google/guide/troubleshooting'],
    503: ['UNAVAILABLE', 'The model is overloaded. Please try again later.'],
    529: ['UNAVAILABLE', 'The model is overloaded. Please try again later.'],
  },
};

/** @type {(res: ServerResponse, family: string, behaviour: string) => void} */
function sendError(res, family, behaviour) {
  const status = behaviour === 'quota' ? 429 : Number(behaviour);
  // the callers check that the behaviour is an error of the family's table
  const [type, message, code] = /** @type {(string | null)[]} */ (/** @type {Record<string, (string | null)[]>} */ (ERR[family])[behaviour]);
  /** @type {{ error: Record<string, unknown>, [key: string]: unknown }} */
  let body;
  if (family === 'anthropic') body = { type: 'error', error: { type, message }, request_id: nextId('req_') };
  else if (family === 'openai') body = { error: { message, type, param: null, code } };
  else body = { error: { code: status, message, status: type } };
  if (family === 'gemini' && behaviour === 'quota') {
    // A daily free-tier quota, as Google reports it (QuotaFailure + RetryInfo details).
    body.error.details = [
      { '@type': 'type.googleapis.com/google.rpc.QuotaFailure', violations: [{ quotaMetric: 'generativelanguage.googleapis.com/generate_content_free_tier_requests', quotaId: 'GenerateRequestsPerDayPerProjectPerModel-FreeTier', quotaDimensions: { location: 'global', model: 'gemini-2.5-pro' }, quotaValue: '50' }] },
      { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '43200s' },
    ];
  }
  /** @type {Record<string, string>} */
  const headers = { 'content-type': 'application/json' };
  if (status === 429) headers['retry-after'] = '1';
  if (family === 'anthropic') headers['request-id'] = String(body.request_id);
  res.writeHead(status, headers);
  res.end(JSON.stringify(body));
}

// ---------------------------------------------------------------- tool-call helpers
const SHELL_TOOL_NAMES = ['Bash', 'bash', 'exec_command', 'shell', 'shell_command', 'run_shell_command',
  'local_shell', 'powershell', 'run_in_terminal', 'execute_command', 'run_command',
  'run_commands', 'Execute'];

// Fill a JSON-schema'd argument object for a shell tool call from the schema the client sent.
/**
 * @param {JsonSchema} [schema]
 * @param {string} [command]
 * @returns {Record<string, unknown>}
 */
function shellArgs(schema = {}, command = TOOL_COMMAND) {
  const props = schema.properties || {};
  /** @type {Record<string, unknown>} */
  const args = {};
  for (const [k, p] of Object.entries(props)) {
    if (['command', 'cmd', 'commandLine', 'script'].includes(k)) {
      args[k] = p.type === 'array' ? ['bash', '-lc', command] : command;
    } else if (k === 'commands') {
      // Cline's run_commands takes a list of command lines
      args[k] = [command];
    } else if (['description', 'explanation', 'justification', 'reason', 'summary', 'riskLevelReason'].includes(k)) {
      // Factory Droid's Execute requires a sentence-cased 3-8 word summary and a risk-level reason.
      args[k] = 'Create the build directory and an empty build/out.txt';
    } else if (k === 'sandbox_permissions') {
      // Codex: ask to run outside the sandbox so that the approval prompt shows.
      args[k] = (p.enum && p.enum.find((e) => /escalat/.test(String(e)))) || 'require_escalated';
    } else if (k === 'with_escalated_permissions') {
      args[k] = true;
    } else if (k === 'is_background' || k === 'isBackground' || k === 'async' || k === 'detach') {
      args[k] = false;
    } else if (k === 'mode' && p.enum) {
      args[k] = p.enum.includes('sync') ? 'sync' : p.enum[0];
    }
  }
  if (!Object.keys(args).some((k) => ['command', 'cmd', 'commandLine', 'script', 'commands'].includes(k))) {
    args.command = command;
  }
  for (const req of schema.required || []) {
    if (!(req in args)) args[req] = instanceOf(props[req] || { type: 'string' });
  }
  return args;
}

/**
 * A minimal value that satisfies a JSON schema (used for structured-output requests).
 * @param {JsonSchema} [s]
 * @returns {unknown}
 */
export function instanceOf(s = {}) {
  if (!s || typeof s !== 'object') return null;
  if (s.enum) return s.enum[0];
  if (s.const !== undefined) return s.const;
  if (s.anyOf || s.oneOf) return instanceOf(/** @type {JsonSchema[]} */ (s.anyOf || s.oneOf)[0]);
  const type = Array.isArray(s.type) ? s.type[0] : (s.type || '').toString().toLowerCase();
  switch (type) {
    case 'object': {
      /** @type {Record<string, unknown>} */
      const o = {};
      for (const [k, p] of Object.entries(s.properties || {})) o[k] = instanceOf(p);
      return o;
    }
    case 'array': return [];
    case 'boolean': return false;
    case 'integer': case 'number': return 0;
    case 'string': return 'mock';
    default: return s.properties ? instanceOf({ ...s, type: 'object' }) : 'mock';
  }
}

// ---------------------------------------------------------------- SSE plumbing
/** @type {(res: ServerResponse, extra?: Record<string, string>) => void} */
function sseStart(res, extra = {}) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive', ...extra });
}
/** @type {(res: ServerResponse, data: unknown, event?: string) => void} */
function sse(res, data, event) {
  if (event) res.write(`event: ${event}\n`);
  res.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
}

/**
 * What the reply should be: {text} or {tool: {name, args, ...}}.
 * @param {string} behaviour
 * @param {{ toolResultSeen: boolean, pickTool: (command: string) => ToolCall | null | undefined,
 *   pickAsk?: (question: AskQuestion) => ToolCall | null | undefined,
 *   board?: (() => Reply) | null }} o
 * @returns {Reply}
 */
function plan(behaviour, { toolResultSeen, pickTool, pickAsk, board }) {
  if (behaviour === 'board') return board ? board() : { text: OK_TEXT };
  if (behaviour === 'decoy') return { text: DECOY_TEXT };
  if (behaviour === 'traceback') return { text: TRACEBACK_TEXT };
  if (behaviour === 'failed-words') return { text: FAILED_WORDS_TEXT };
  if (behaviour === 'list') return { text: LIST_TEXT };
  if (Object.hasOwn(ASK_QUESTIONS, behaviour)) {
    if (toolResultSeen) return { text: ASK_DONE_TEXT };
    const ask = pickAsk?.(ASK_QUESTIONS[behaviour]);
    return ask ? { tool: ask, narration: 'I need one decision from you first.' } : { text: 'No question tool was offered, so I cannot ask.' };
  }
  if (behaviour === 'tool' || behaviour === 'tool-fail') {
    const command = behaviour === 'tool' ? TOOL_COMMAND : FAILING_TOOL_COMMAND;
    if (toolResultSeen) return { text: behaviour === 'tool' ? TOOL_DONE_TEXT : TOOL_FAIL_DONE_TEXT };
    const tool = pickTool(command);
    if (tool) return { tool: { ...tool, command }, narration: behaviour === 'tool' ? undefined : "I'll call calc.add with one argument." };
    return { text: 'No shell tool was offered, so I cannot run `' + command + '`.' };
  }
  return { text: OK_TEXT };
}

// ---------------------------------------------------------------- Anthropic Messages
/** @type {(req: IncomingMessage, res: ServerResponse, body: AnthropicRequest, behaviour: string) => Promise<void>} */
async function anthropicMessages(req, res, body, behaviour) {
  const msgs = body.messages || [];
  // the tool's result may come in a user message of its own, with another one (a reminder) after it
  const sinceReply = msgs.slice(msgs.findLastIndex((m) => m.role === 'assistant') + 1);
  const toolResultSeen = msgs.length > sinceReply.length && sinceReply.some((m) => Array.isArray(m.content) && m.content.some((c) => c.type === 'tool_result'));
  const p = plan(behaviour, {
    toolResultSeen,
    pickTool: (/** @type {string} */ command) => {
      const t = (body.tools || []).find((x) => SHELL_TOOL_NAMES.includes(x.name));
      return t && { name: t.name, args: shellArgs(t.input_schema, command) };
    },
    pickAsk: (/** @type {AskQuestion} */ question) => {
      const t = (body.tools || []).find((x) => ASK_TOOL_NAMES.includes(x.name));
      return t && { name: t.name, args: { questions: [question] } };
    },
    // Side requests (titles, summaries) offer no tools: they get plain text.
    board: (body.tools || []).length > 0 ? () => { const h = anthropicHistory(body); return boardTurn(h.history, h.offered); } : null,
  });
  if (p.wait) await sleep(SLOW_MS);
  if (p.tool) p.calls = [p.tool];
  const model = body.model || 'claude-sonnet-4-5';
  const id = nextId('msg_');
  const usage = { input_tokens: 12, output_tokens: 1, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
  // a reply without calls has text
  const text = /** @type {string} */ (p.text);
  if (!body.stream) {
    const content = p.calls
      ? p.calls.map((call) => ({ type: 'tool_use', id: nextId('toolu_'), name: call.name, input: call.args }))
      : [{ type: 'text', text }];
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ id, type: 'message', role: 'assistant', model, content,
      stop_reason: p.calls ? 'tool_use' : 'end_turn', stop_sequence: null, usage: { ...usage, output_tokens: 20 } }));
    return;
  }
  sseStart(res, { 'request-id': nextId('req_') });
  sse(res, { type: 'message_start', message: { id, type: 'message', role: 'assistant', model, content: [], stop_reason: null, stop_sequence: null, usage } }, 'message_start');
  sse(res, { type: 'ping' }, 'ping');
  if (p.calls) {
    sse(res, { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }, 'content_block_start');
    const narration = p.narration ?? (p.tool ? "I'll create the build directory and the file." : 'Updating the work.');
    sse(res, { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: narration } }, 'content_block_delta');
    sse(res, { type: 'content_block_stop', index: 0 }, 'content_block_stop');
    p.calls.forEach((call, i) => {
      sse(res, { type: 'content_block_start', index: i + 1, content_block: { type: 'tool_use', id: nextId('toolu_'), name: call.name, input: {} } }, 'content_block_start');
      sse(res, { type: 'content_block_delta', index: i + 1, delta: { type: 'input_json_delta', partial_json: JSON.stringify(call.args) } }, 'content_block_delta');
      sse(res, { type: 'content_block_stop', index: i + 1 }, 'content_block_stop');
    });
  } else {
    sse(res, { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }, 'content_block_start');
    for (const c of chunks(text)) {
      sse(res, { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: c } }, 'content_block_delta');
      await sleep(15);
    }
    sse(res, { type: 'content_block_stop', index: 0 }, 'content_block_stop');
  }
  sse(res, { type: 'message_delta', delta: { stop_reason: p.calls ? 'tool_use' : 'end_turn', stop_sequence: null }, usage: { output_tokens: 24 } }, 'message_delta');
  sse(res, { type: 'message_stop' }, 'message_stop');
  res.end();
}

// ---------------------------------------------------------------- OpenAI Chat Completions
/** @type {(req: IncomingMessage, res: ServerResponse, body: ChatRequest, behaviour: string) => Promise<void>} */
async function chatCompletions(req, res, body, behaviour) {
  const msgs = body.messages || [];
  const toolResultSeen = msgs.length > 0 && msgs[msgs.length - 1].role === 'tool';
  const p = plan(behaviour, {
    toolResultSeen,
    pickTool: (/** @type {string} */ command) => {
      const t = (body.tools || []).map((x) => x.function || x).find((x) => SHELL_TOOL_NAMES.includes(x.name));
      return t && { name: t.name, args: shellArgs(t.parameters, command) };
    },
    board: (body.tools || []).length > 0 ? () => { const h = chatHistory(body); return boardTurn(h.history, h.offered); } : null,
  });
  if (p.wait) await sleep(SLOW_MS);
  const calls = p.calls || (p.tool ? [p.tool] : null);
  const id = nextId('chatcmpl-');
  const model = body.model || 'gpt-4o-mini';
  const created = Math.floor(Date.now() / 1000);
  const usage = { prompt_tokens: 12, completion_tokens: 24, total_tokens: 36 };
  if (!body.stream) {
    const message = calls
      ? { role: 'assistant', content: null, tool_calls: calls.map((call) => ({ id: nextId('call_'), type: 'function', function: { name: call.name, arguments: JSON.stringify(call.args) } })) }
      : { role: 'assistant', content: p.text };
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ id, object: 'chat.completion', created, model, choices: [{ index: 0, message, finish_reason: calls ? 'tool_calls' : 'stop' }], usage }));
    return;
  }
  sseStart(res);
  /** @type {(delta: unknown, finish?: string | null) => void} */
  const chunk = (delta, finish = null) => sse(res, { id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish }] });
  chunk({ role: 'assistant', content: '' });
  if (calls) {
    calls.forEach((call, index) => {
      chunk({ tool_calls: [{ index, id: nextId('call_'), type: 'function', function: { name: call.name, arguments: '' } }] });
      chunk({ tool_calls: [{ index, function: { arguments: JSON.stringify(call.args) } }] });
    });
    chunk({}, 'tool_calls');
  } else {
    for (const c of chunks(/** @type {string} */ (p.text))) { chunk({ content: c }); await sleep(15); }
    chunk({}, 'stop');
  }
  if (body.stream_options && body.stream_options.include_usage) {
    sse(res, { id, object: 'chat.completion.chunk', created, model, choices: [], usage });
  }
  sse(res, '[DONE]');
  res.end();
}

// ---------------------------------------------------------------- OpenAI Responses
/** @type {(req: IncomingMessage, res: ServerResponse, body: ResponsesRequest, behaviour: string) => Promise<void>} */
async function responses(req, res, body, behaviour) {
  const input = Array.isArray(body.input) ? body.input : [];
  const lastItem = input[input.length - 1];
  const toolResultSeen = !!(lastItem && /_output$/.test(lastItem.type || ''));
  let toolType = 'function';
  const p = plan(behaviour, {
    toolResultSeen,
    pickTool: (/** @type {string} */ command) => {
      const t = (body.tools || []).find((x) => SHELL_TOOL_NAMES.includes(/** @type {string} */ (x.name)) || x.type === 'local_shell');
      if (!t) return null;
      toolType = t.type || 'function';
      return { name: t.name || 'local_shell', args: shellArgs(t.parameters, command) };
    },
    board: () => { const h = responsesHistory(body); return boardTurn(h.history, h.offered); },
  });
  if (p.wait) await sleep(SLOW_MS);
  if (p.calls) p.tool = p.calls[0];
  const id = nextId('resp_');
  const model = body.model || 'gpt-5';
  const created_at = Math.floor(Date.now() / 1000);
  const usage = { input_tokens: 12, input_tokens_details: { cached_tokens: 0 }, output_tokens: 24, output_tokens_details: { reasoning_tokens: 0 }, total_tokens: 36 };
  const base = { id, object: 'response', created_at, model, output: [], parallel_tool_calls: false, tool_choice: 'auto', tools: [] };
  /** @type {{ type: string, id: string, arguments?: string, content?: unknown[], [key: string]: unknown }} */
  let item;
  if (p.tool) {
    const call_id = nextId('call_');
    if (p.tool.custom) item = { type: 'custom_tool_call', id: nextId('ctc_'), call_id, name: p.tool.name, input: p.tool.input, status: 'completed' };
    else if (toolType === 'custom') item = { type: 'custom_tool_call', id: nextId('ctc_'), call_id, name: p.tool.name, input: p.tool.command ?? TOOL_COMMAND, status: 'completed' };
    else if (toolType === 'local_shell') item = { type: 'local_shell_call', id: nextId('lsh_'), call_id, status: 'completed', action: { type: 'exec', command: ['bash', '-lc', p.tool.command ?? TOOL_COMMAND], env: {} } };
    else item = { type: 'function_call', id: nextId('fc_'), call_id, name: p.tool.name, arguments: JSON.stringify(p.tool.args), status: 'completed' };
  } else {
    item = { type: 'message', id: nextId('msg_'), role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: p.text, annotations: [] }] };
  }
  if (!body.stream) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ ...base, status: 'completed', output: [item], usage }));
    return;
  }
  sseStart(res);
  let n = 0;
  /** @type {(type: string, data: Record<string, unknown>) => void} */
  const ev = (type, data) => sse(res, { type, sequence_number: n++, ...data }, type);
  ev('response.created', { response: { ...base, status: 'in_progress' } });
  ev('response.in_progress', { response: { ...base, status: 'in_progress' } });
  if (p.tool) {
    ev('response.output_item.added', { output_index: 0, item: { ...item, status: 'in_progress', arguments: item.arguments !== undefined ? '' : undefined } });
    if (item.type === 'function_call') {
      ev('response.function_call_arguments.delta', { item_id: item.id, output_index: 0, delta: item.arguments });
      ev('response.function_call_arguments.done', { item_id: item.id, output_index: 0, arguments: item.arguments });
    }
    ev('response.output_item.done', { output_index: 0, item });
  } else {
    const empty = { ...item, status: 'in_progress', content: [] };
    ev('response.output_item.added', { output_index: 0, item: empty });
    ev('response.content_part.added', { item_id: item.id, output_index: 0, content_index: 0, part: { type: 'output_text', text: '', annotations: [] } });
    for (const c of chunks(/** @type {string} */ (p.text))) {
      ev('response.output_text.delta', { item_id: item.id, output_index: 0, content_index: 0, delta: c });
      await sleep(15);
    }
    ev('response.output_text.done', { item_id: item.id, output_index: 0, content_index: 0, text: p.text });
    ev('response.content_part.done', { item_id: item.id, output_index: 0, content_index: 0, part: /** @type {unknown[]} */ (item.content)[0] });
    ev('response.output_item.done', { output_index: 0, item });
  }
  ev('response.completed', { response: { ...base, status: 'completed', output: [item], usage } });
  res.end();
}

// ---------------------------------------------------------------- Gemini
/** @type {(req: IncomingMessage, res: ServerResponse, body: GeminiRequest, behaviour: string, action: string, url: URL) => Promise<void>} */
async function gemini(req, res, body, behaviour, action, url) {
  if (action === 'countTokens') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ totalTokens: 12 }));
    return;
  }
  if (action === 'embedContent' || action === 'batchEmbedContents') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ embedding: { values: [0, 0, 0] } }));
    return;
  }
  const contents = body.contents || [];
  const last = contents[contents.length - 1];
  const toolResultSeen = !!(last && (last.parts || []).some((x) => x.functionResponse));
  const gc = body.generationConfig || body.config || {};
  // Structured-output side requests (model router, next-speaker check): answer with JSON that
  // fits the schema, so the main turn goes on normally.
  const jsonSchema = gc.responseJsonSchema || gc.responseSchema;
  /** @type {Reply} */
  let p;
  if (gc.responseMimeType === 'application/json' && jsonSchema) {
    p = { text: JSON.stringify(instanceOf(jsonSchema)) };
  } else {
    p = plan(behaviour, {
      toolResultSeen,
      pickTool: (/** @type {string} */ command) => {
        const decls = (body.tools || []).flatMap((t) => t.functionDeclarations || t.function_declarations || []);
        const t = decls.find((d) => SHELL_TOOL_NAMES.includes(d.name));
        return t && { name: t.name, args: shellArgs(t.parametersJsonSchema || t.parameters, command) };
      },
      board: (body.tools || []).length > 0 ? () => { const h = geminiHistory(body); return boardTurn(h.history, h.offered); } : null,
    });
  }
  if (p.wait) await sleep(SLOW_MS);
  const calls = p.calls || (p.tool ? [p.tool] : null);
  const usageMetadata = { promptTokenCount: 12, candidatesTokenCount: 24, totalTokenCount: 36 };
  /** @type {(parts: unknown[], finish: string | null) => unknown} */
  const cand = (parts, finish) => ({ candidates: [{ content: { role: 'model', parts }, index: 0, ...(finish ? { finishReason: finish } : {}) }], usageMetadata, modelVersion: 'gemini-2.5-pro' });
  const safetyStop = behaviour === 'safety' && !jsonSchema;
  const pieces = calls
    ? [cand(calls.map((call) => ({ functionCall: { name: call.name, args: call.args } })), 'STOP')]
    : safetyStop
      ? [cand([{ text: SAFETY_TEXT }], null),
        { candidates: [{ index: 0, finishReason: 'SAFETY', safetyRatings: SAFETY_RATINGS }], usageMetadata, modelVersion: 'gemini-2.5-pro' }]
      : chunks(/** @type {string} */ (p.text), 40).map((c, i, a) => cand([{ text: c }], i === a.length - 1 ? 'STOP' : null));
  if (action === 'generateContent') {
    const full = calls ? pieces[0] : safetyStop ? pieces[pieces.length - 1] : cand([{ text: p.text }], 'STOP');
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(full));
    return;
  }
  if (url.searchParams.get('alt') === 'sse') {
    sseStart(res);
    for (const piece of pieces) { sse(res, piece); await sleep(15); }
    res.end();
  } else {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(pieces));
  }
}

// ---------------------------------------------------------------- routing
/** @param {string} path */
function familyOf(path) {
  if (isAugmentPath(path)) return 'augment';
  if (/\/v1\/messages/.test(path) || /\/v1\/complete/.test(path)) return 'anthropic';
  if (/:(stream)?[gG]enerateContent|:countTokens|\/v1(beta|alpha)?\/models\/[^/]+:/.test(path)) return 'gemini';
  return 'openai';
}

/**
 * @param {IncomingMessage} req
 * @returns {Promise<ApiRequest>}
 */
function readBody(req) {
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const parts = [];
    req.on('data', (d) => parts.push(d));
    req.on('end', () => {
      const raw = Buffer.concat(parts).toString('utf8');
      try { resolve(raw ? JSON.parse(raw) : {}); } catch { resolve({ _raw: raw.slice(0, 200) }); }
    });
  });
}

const OK_LIKE = ['ok', 'tool', 'tool-fail', 'ask', 'ask-multi', 'decoy', 'traceback', 'failed-words', 'list', 'slow', 'board', 'safety'];

/**
 * Returns (req, res, opts) => Promise; opts.behaviour overrides the path prefix (the proxy uses it).
 * @param {{ log?: string, defaultBehaviour?: string, ampThread?: string | null }} [options]
 * @returns {(req: IncomingMessage, res: ServerResponse, opts?: { behaviour?: string, via?: string }) => Promise<void>}
 */
export function createHandler({ log, defaultBehaviour = 'ok', ampThread = null } = {}) {
  /** @param {string} line */
  const say = (line) => {
    if (!log) return;
    try { appendFileSync(log, `${new Date().toISOString()} ${line}\n`); } catch { /* ignore */ }
  };
  let failNext = { status: '500', count: 0, tools: false };
  return async function handle(req, res, opts = {}) {
    // a server's request always has a URL
    const reqUrl = /** @type {string} */ (req.url);
    const url = new URL(reqUrl, 'http://mock.local');
    let path = url.pathname;
    let behaviour = opts.behaviour || defaultBehaviour;
    const m = path.match(/^\/m\/([^/]+)(\/.*)?$/);
    if (m) { behaviour = m[1]; path = m[2] || '/'; }
    const body = req.method === 'POST' ? await readBody(req) : {};
    const family = familyOf(path);
    say(`${opts.via || 'direct'} ${req.method} ${req.headers.host || ''}${req.url} -> ${family}/${behaviour} model=${body.model || ''} stream=${body.stream ?? ''}${Array.isArray(body.tools) ? ` tools=${body.tools.map((t) => t.name || (t.function && t.function.name) || t.type || (t.functionDeclarations ? 'decls' : '?')).join(',')}` : ''}`);
    if (process.env.LAB_MOCK_DUMP && req.method === 'POST') {
      // debugging aid: keep the last request body of each API family
      try { writeFileSync(`${process.env.LAB_MOCK_DUMP}/${family}-${Date.now()}.json`, JSON.stringify(body, null, 1)); } catch { /* ignore */ }
    }

    // Augment's backend (Auggie CLI) is a protocol of its own: lab/augment-api.mjs.
    if (family === 'augment') {
      // Auggie's model requests are its turns (chat-stream): those are the ones failNext fails.
      if (failNext.count > 0 && req.method === 'POST' && path === '/chat-stream') {
        failNext.count -= 1;
        say(`failing this request with ${failNext.status} (${failNext.count} more)`);
        behaviour = failNext.status;
      }
      return augmentApi(req, res, { path, behaviour, body: /** @type {import('./augment-api.mjs').ChatStreamRequest} */ (body), plan, shellArgs, chunks, fault: faultFor(behaviour), slowMs: SLOW_MS });
    }
    // Amp's own server (its CLI takes an origin, AMP_URL, so the behaviour is the mock's default):
    // answered here for the ok-like behaviours, like any API request for the failing ones. With
    // ampThread set, a new thread (Amp's first request of a turn) gets that behaviour instead.
    if (ampThread && isAmpThreadRequest(req.method, path)) behaviour = ampThread;
    if (isAmpServerPath(path) && OK_LIKE.includes(behaviour)) return ampServer(req, res, { path, url });
    if (req.method === 'GET' && /websocket/i.test(req.headers.upgrade || '')) {
      // Codex tries a WebSocket for /v1/responses first. Error behaviours answer the handshake with
      // their error (so its retry line names the right status); the others refuse the upgrade
      // and Codex falls back to HTTP streaming.
      if (ERR.openai[behaviour]) { sendError(res, family, behaviour); return; }
      res.writeHead(426, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'mock: websocket transport not supported, use HTTP streaming' } }));
      return;
    }
    if (req.method === 'GET' && /\/models\/?$/.test(path)) {
      const ids = family === 'gemini' ? [] : ['gpt-5', 'gpt-5-codex', 'gpt-4o-mini', 'claude-sonnet-4-5'];
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ object: 'list', data: ids.map((id) => ({ id, object: 'model', created: 0, owned_by: 'mock' })), models: [] }));
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `mock: no route for ${req.method} ${path}` } }));
      return;
    }
    if (path === '/lab/fail-next' || reqUrl.startsWith('/lab/fail-next')) {
      failNext = { status: url.searchParams.get('status') || '500', count: Number(url.searchParams.get('count') || 1), tools: url.searchParams.get('tools') === '1' };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(failNext));
      return;
    }
    // Only the agent's own requests fail: they offer tools (Claude Code's side requests send an
    // empty list) or, for Codex, carry the conversation as `input`; with `tools`, only the first.
    const offersTools = Array.isArray(body.tools) && body.tools.length > 0;
    const agentRequest = offersTools || (!failNext.tools && Array.isArray(body.input));
    if (failNext.count > 0 && agentRequest && !/count_tokens/.test(path)) {
      failNext.count -= 1;
      say(`failing this request with ${failNext.status} (${failNext.count} more)`);
      sendError(res, family, failNext.status);
      return;
    }
    // Real providers' errors and transport faults (p-*, t-*), from lab/faults.mjs.
    const fault = faultFor(behaviour);
    if (fault) return fault(req, res, { family, path, url, body });
    if (behaviour === 'hang') return; // never answer
    if (ERR.openai[behaviour]) { sendError(res, family, behaviour); return; }
    if (behaviour === 'slow') await sleep(SLOW_MS);
    if (behaviour === 'safety' && family !== 'gemini') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `mock: 'safety' exists in the Gemini family only (finishReason SAFETY); this request is ${family}` } }));
      return;
    }
    if (!OK_LIKE.includes(behaviour)) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `mock: unknown behaviour ${behaviour}` } }));
      return;
    }
    if (family === 'anthropic') {
      if (/count_tokens/.test(path)) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ input_tokens: 12 }));
        return;
      }
      return anthropicMessages(req, res, /** @type {AnthropicRequest} */ (body), behaviour);
    }
    if (family === 'gemini') {
      const action = (path.match(/:([A-Za-z]+)$/) || [])[1] || 'generateContent';
      return gemini(req, res, /** @type {GeminiRequest} */ (body), behaviour, action, url);
    }
    // the path names the request's shape
    if (/\/responses$/.test(path)) return responses(req, res, /** @type {ResponsesRequest} */ (body), behaviour);
    if (/\/chat\/completions$/.test(path)) return chatCompletions(req, res, /** @type {ChatRequest} */ (body), behaviour);
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message: `mock: no route for POST ${path}` } }));
  };
}

/**
 * The value after `name` in `args`, or `fallback`.
 * @template {string | number | null} F
 * @param {string[]} args
 * @param {string} name
 * @param {F} fallback
 * @returns {string | F}
 */
export function argValue(args, name, fallback) {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const port = Number(argValue(args, '--port', process.env.LAB_MOCK_PORT || 8765));
  const log = argValue(args, '--log', process.env.LAB_MOCK_LOG || '');
  // --behaviour NAME: the behaviour of requests outside /m/<behaviour>/, for clients that take only
  // an origin (Amp's AMP_URL): one mock per port, one behaviour per mock
  // --amp-thread NAME: the behaviour of Amp's thread creation alone, so that Amp starts and its turn fails
  const handle = createHandler({ log, defaultBehaviour: argValue(args, '--behaviour', 'ok'), ampThread: argValue(args, '--amp-thread', null) });
  const server = createServer((req, res) => {
    handle(req, res).catch((e) => {
      try { res.writeHead(500); res.end(String(e)); } catch { /* ignore */ }
    });
  });
  server.listen(port, '127.0.0.1', () => console.log(`mock-api listening on http://127.0.0.1:${port}/m/<behaviour>`));
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(0));
}
