// Augment's own backend protocol for the mock (Auggie CLI): the tenant API it calls at start-up,
// `/chat-stream` answered in JSON lines, and the OAuth discovery its login screen checks.
//
// Auggie speaks no LLM API: AUGMENT_SESSION_AUTH names a tenant URL, and every call is a POST of
// JSON to `<tenantURL><endpoint>`; with the tenant URL `http://127.0.0.1:PORT/m/<behaviour>/` the
// behaviour rides in the path like the other families'. What is served was read off
// @augmentcode/auggie 0.36.0 (its bundle's response converters, and the requests it sent):
//   - `get-models` needs `default_model` and `models` (each with the prefix/suffix char counts);
//   - `agents/list-remote-tools` needs a `tools` array (the CLI maps over it);
//   - `chat-stream` is a stream of JSON objects, one a line, each `{text, nodes?, stop_reason?}`:
//     text arrives in pieces, a tool call is a response node of type 5 (TOOL_USE) carrying
//     `{tool_use_id, tool_name, input_json}`, and the tool's result comes back in the next
//     request as a request node of type 1 (`tool_result_node`); stop_reason 1 is END_TURN, 3
//     TOOL_USE_REQUESTED;
//   - `--login-url <url>` makes the login screen GET `<url>/.well-known/openid-configuration`
//     before it shows the authorize URL: any answer below 400 will do;
//   - every other endpoint (settings, metrics, event records, error reports) gets `{}`.
// Failures: `401` rejects the token on every endpoint (Auggie exits with "Authentication failed" at
// start-up, as it does for an expired session); every other error behaviour (403/429/500/503/529,
// quota, p-*, t-*) fails `chat-stream` only, so the CLI starts and the failure shows in a turn.
// Auggie reports a failed call by its status text (it discards the body), so the bodies are the
// mock's generic ones, or the LiteLLM relay of lab/faults.mjs for p-*.

/** @import { IncomingMessage, ServerResponse } from 'node:http' */
/** @import { Responder } from './transport-faults.mjs' */
/** @import { Reply, ToolCall } from './board-agent.mjs' */
/**
 * A chat-stream request, as far as it is read: the tools offered, and the nodes carrying a tool's result.
 * @typedef {{ tool_definitions?: { name: string, input_schema_json?: string }[], nodes?: { type?: number, tool_result_node?: unknown }[] }} ChatStreamRequest
 */
/**
 * What the mock hands over with a request (augmentApi).
 * @typedef {object} AugmentContext
 * @property {string} path the path, behaviour prefix removed
 * @property {string} behaviour
 * @property {ChatStreamRequest} body
 * @property {(behaviour: string, o: { toolResultSeen: boolean, pickTool: (command: string) => ToolCall | null }) => Reply} plan the mock's reply planner
 * @property {(schema: object, command?: string) => Record<string, unknown>} shellArgs fills a shell tool's arguments from its schema (running `command`, or the mock's own)
 * @property {(text: string) => string[]} chunks cuts text into streamed pieces
 * @property {Responder | undefined} fault the responder of a p- or t- behaviour
 * @property {number} slowMs the `slow` behaviour's delay
 */

export const AUGMENT_MODEL = 'lab-mock-model';
// The CLI's shell tool: it runs a command in a terminal (`wait` and `cwd` are required).
export const AUGMENT_SHELL_TOOL = 'launch-process';

const ENDPOINTS = /^\/(get-models|chat-stream|chat|prompt-enhancer|token|find-missing|batch-upload|checkpoint-blobs|report-error|client-metrics|subscription-info|completion|resolve-completions|memorize|(settings|agents|record|remote-agents|notifications|chat\/exchanges)[/-][\w/-]*|\.well-known\/openid-configuration)$/;

/**
 * Whether a path (behaviour prefix removed) is one of Augment's endpoints rather than an LLM API's.
 * @param {string} path
 */
export function isAugmentPath(path) {
  return ENDPOINTS.test(path);
}

/** @type {(ms: number) => Promise<void>} */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** @type {(res: ServerResponse, status: number, body: unknown) => void} */
const json = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

// The status and body of an error behaviour, in the shape Augment's API gateway answers
// (`{"error": …}`); Auggie shows only the status text.
/** @type {Record<string, string>} */
const ERRORS = {
  401: 'Unauthenticated: the access token is invalid or has expired.',
  403: 'Permission denied.',
  429: 'Too many requests. Please try again later.',
  quota: 'You are out of credits for this billing period.',
  500: 'Internal server error.',
  503: 'Service unavailable.',
  529: 'Service overloaded.',
};
/** @type {(behaviour: string) => number} */
const errorStatus = (behaviour) => (behaviour === 'quota' ? 429 : Number(behaviour));

// `models` (otherwise as `ok`) also lists the tenant's model choices (feature flag
// model_info_registry, a JSON string keyed by model id), so `--model` is checked against them.
/** @param {string} behaviour */
function modelsResult(behaviour) {
  const registry = { [AUGMENT_MODEL]: { displayName: 'Lab Mock Model', shortName: 'lab-mock' } };
  return {
    default_model: AUGMENT_MODEL,
    models: [{ name: AUGMENT_MODEL, suggested_prefix_char_count: 0, suggested_suffix_char_count: 0 }],
    languages: [],
    feature_flags: behaviour === 'models' ? { model_info_registry: JSON.stringify(registry) } : {},
    user_tier: 'PROFESSIONAL_TIER',
    user: { id: 'lab-user', email: 'lab@example.invalid' },
  };
}

/**
 * The result lines of one chat-stream answer for a plan `{text}` or `{tool: {name, args}}`.
 * @param {Reply} p
 * @param {{ id?: string, chunk?: (text: string) => string[] }} [options]
 */
export function chatStreamLines(p, { id = 'toolu_lab', chunk = (t) => [t] } = {}) {
  if (p.tool) {
    return [
      { text: "I'll create the build directory and the file.", nodes: [] },
      { text: '', nodes: [{ id: 0, type: 5, content: '', tool_use: { tool_use_id: id, tool_name: p.tool.name, input_json: JSON.stringify(p.tool.args) } }] },
      { text: '', nodes: [], stop_reason: 3 },
    ];
  }
  // a reply without a tool call has text
  return [...chunk(/** @type {string} */ (p.text)).map((t) => ({ text: t, nodes: [] })), { text: '', nodes: [], stop_reason: 1 }];
}

// The launch-process call: its schema arrives as a JSON string (`input_schema_json`).
/** @type {(body: ChatStreamRequest, shellArgs: AugmentContext['shellArgs']) => { name: string, args: Record<string, unknown> } | null} */
function pickShellTool(body, shellArgs) {
  const t = (body.tool_definitions || []).find((d) => d.name === AUGMENT_SHELL_TOOL);
  if (!t) return null;
  let schema = {};
  try { schema = JSON.parse(t.input_schema_json || '{}'); } catch { /* keep empty */ }
  const args = shellArgs(schema);
  // wait for the command (else the CLI polls a background terminal) and run it in the workspace
  return { name: t.name, args: { ...args, wait: true, max_wait_seconds: 60, cwd: '.' } };
}

/** @type {(body: ChatStreamRequest) => boolean} */
const toolResultSeen = (body) => (body.nodes || []).some((n) => n.type === 1 && n.tool_result_node);

/**
 * Answers one request of Auggie. `ctx`: { path, behaviour, body, plan, shellArgs, chunks, fault,
 * slowMs } — the mock's reply planner, tool-argument filler, text chunker, the fault responder
 * for the p- and t- behaviours (or undefined), and the `slow` delay.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {AugmentContext} ctx
 */
export async function augmentApi(req, res, ctx) {
  const { path, behaviour, body } = ctx;
  if (req.method === 'GET') {
    if (path === '/.well-known/openid-configuration') {
      const issuer = `http://${req.headers.host || '127.0.0.1'}`;
      return json(res, 200, { issuer, authorization_endpoint: `${issuer}/authorize`, token_endpoint: `${issuer}/token` });
    }
    return json(res, 404, { error: `mock: no route for GET ${path}` });
  }
  if (behaviour === '401') return json(res, 401, { error: ERRORS[401] });
  if (path === '/get-models') return json(res, 200, modelsResult(behaviour));
  if (path === '/agents/list-remote-tools') return json(res, 200, { tools: [] });
  if (path !== '/chat-stream') return json(res, 200, {});

  if (ctx.fault) return ctx.fault(req, res, { family: 'augment', path, url: new URL(/** @type {string} */ (req.url), 'http://mock.local'), body });
  if (behaviour === 'hang') return undefined;
  if (ERRORS[behaviour]) return json(res, errorStatus(behaviour), { error: ERRORS[behaviour] });
  if (!['ok', 'models', 'tool', 'decoy', 'slow'].includes(behaviour)) return json(res, 404, { error: `mock: unknown behaviour ${behaviour}` });
  if (behaviour === 'slow') await sleep(ctx.slowMs);
  const p = ctx.plan(behaviour === 'models' ? 'ok' : behaviour, { toolResultSeen: toolResultSeen(body), pickTool: (/** @type {string} */ command) => pickShellTool(body, (schema) => ctx.shellArgs(schema, command)) });
  res.writeHead(200, { 'content-type': 'application/json' });
  for (const line of chatStreamLines(p, { id: `toolu_${Date.now().toString(36)}`, chunk: ctx.chunks })) {
    res.write(`${JSON.stringify(line)}\n`);
    await sleep(15);
  }
  res.end();
  return undefined;
}
