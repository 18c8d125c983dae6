// Grok CLI scenarios (vendor id grok-cli; npm @vibe-kit/grok-cli, binary grok, a Node/Ink CLI drawing
// inline under its "GROK" banner). GROK_API_KEY + GROK_BASE_URL (the mock, behaviour in the path) +
// GROK_MODEL; it speaks OpenAI Chat Completions through the openai SDK (two silent retries for
// 429/5xx, then the error). Without a key it exits at once. Its bash tool asks before it runs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROMPT, TOOL_PROMPT, SHELL_PROMPT, ready, failing, gate, notAgent, sendPrompt, DECOY_PROMPT, recoveredScenario } from './common.mjs';
/** @import { RunContext, Scenario, Step, Vendor } from './common.mjs' */
/**
 * Grok CLI's own scenario fields: no key (`noKey`), the API's address (`baseUrl`), the model (`model`).
 * @typedef {{ noKey?: boolean, baseUrl?: (ctx: Partial<RunContext>) => string, model?: string }} Fields
 */
const KEY = 'sk-labtest-0000000000000000';
const COMPOSER = /Ask me anything|auto-edit: (?:on|off)/;
// A turn is over when the spinner line ('… esc to interrupt)') is gone.
/** @type {(re: RegExp) => RegExp} */
const TURN_DONE = (re) => new RegExp(`^(?![\\s\\S]*esc to interrupt\\))[\\s\\S]*${re.source}`);
const PERMISSION = ['Yes', "Yes, and don't ask again this session", 'No', 'No, with feedback'];

/** @type {Step[]} */
const start = [{ command: 'grok' }, { waitFor: COMPOSER, timeout: 45000 }];

/**
 * @param {string | number} behaviour
 * @param {{ reason: string, notes: string, name?: string, baseUrl?: Fields['baseUrl'], model?: string }} o
 * @returns {Scenario<Fields>}
 */
function apiFailure(behaviour, { reason, notes, name, baseUrl, model }) {
  const n = name || `api-${behaviour}`;
  return {
    name: n, mock: String(behaviour), baseUrl, model,
    how: `GROK_API_KEY set, GROK_BASE_URL at ${baseUrl ? baseUrl({}) : `the mock ('${behaviour}')`}${model ? `, GROK_MODEL=${model}` : ''}; 'grok' + Enter, typed '${PROMPT}' + Enter.`,
    steps: [...start, sendPrompt(), { waitFor: TURN_DONE(/Sorry, I encountered an error/), timeout: 120000 },
      { capture: n, expect: /Sorry, I encountered an error/, label: failing(reason, notes) }],
  };
}

/** @type {(text: string) => string} */
const ERR = (text) => `Under the user line '> ${PROMPT}': '⏺ Sorry, I encountered an error: Grok API error: ${text}'; the input box below is idle.`;

/** @type {Vendor<Fields>} */
export default {
  vendor: 'grok-cli',
  short: 'g',
  proxy: false,
  env: (ctx, sc) => (sc.noKey ? {} : {
    GROK_API_KEY: KEY,
    GROK_BASE_URL: sc.baseUrl ? sc.baseUrl(ctx) : ctx.mockUrl(ctx.mock, '/v1'),
    GROK_MODEL: sc.model || 'grok-code-fast-1',
  }),
  scenarios: [
    { name: 'explore', manual: true, steps: [...start, { print: true }] },
    { name: 'explore-tool', manual: true, mock: 'tool', steps: [...start, sendPrompt(TOOL_PROMPT), { waitFor: /proceed/, timeout: 30000 }, { print: true }] },
    {
      name: 'reply',
      how: "GROK_API_KEY, GROK_BASE_URL at the mock ('ok'), GROK_MODEL; 'grok', a prompt, then 'exit'.",
      steps: [
        ...start,
        { capture: 'ready-composer-empty', expect: COMPOSER,
          how: "Fresh HOME; GROK_API_KEY, GROK_BASE_URL at the mock, GROK_MODEL=grok-code-fast-1; typed 'grok' + Enter.",
          label: ready("The 3D 'GROK' banner, 'Tips for getting started:' (five numbered tips), \"Type your request in natural language. Ctrl+C to clear, 'exit' to quit.\", the empty round input box '❯ Ask me anything...' and the footer '⏸ auto-edit: off (shift + tab)  ≋ grok-code-fast-1'.") },
        sendPrompt(),
        { waitFor: TURN_DONE(/local mock server/), timeout: 60000 },
        { capture: 'ready-after-reply', expect: /local mock server/,
          label: ready("The user line '> Say hello in one sentence.' and the reply '⏺ Hello! This answer comes from a local mock server…' above the empty input box and the footer.") },
        { text: 'exit', enter: true, settle: false },
        { waitFor: SHELL_PROMPT, timeout: 20000 },
        { capture: 'shell-after-exit', expect: SHELL_PROMPT,
          label: notAgent("'exit' typed in the input quit grok at once: its last frame (banner, the exchange, the input box with 'exit' and the footer) stays on screen above a fresh bash prompt; bash is in the foreground.") },
      ],
    },
    {
      name: 'busy', mock: 'slow',
      how: "GROK_BASE_URL at the mock ('slow', holds the reply 60 s); prompt; Esc.",
      steps: [
        ...start, sendPrompt(), { wait: 5000 },
        { capture: 'busy-spinner', settle: false, expect: /esc to interrupt/,
          label: ready("Busy: the user line, then the spinner line '<frame> <Loading phrase>... (Ns · ↑ N tokens · esc to interrupt)', e.g. '- Processing... (4s · ↑ 795 tokens · esc to interrupt)', above the input box while the mock holds the reply; no gate or failure.") },
        { keys: ['Escape'], settle: { quietMs: 1500, timeoutMs: 20000 } },
        { capture: 'ready-after-interrupt', expect: COMPOSER,
          label: ready("After Esc the request is aborted: the spinner is gone, the user line stays with nothing under it and the input box is idle.") },
      ],
    },
    {
      name: 'permission-bash', mock: 'tool',
      how: "GROK_BASE_URL at the mock ('tool'); the mock calls the bash tool, grok asks before it runs; answered 1 (Yes).",
      steps: [
        ...start, sendPrompt(TOOL_PROMPT),
        { waitFor: /Do you want to proceed/, timeout: 60000 },
        { capture: 'permission-bash', expect: /Do you want to proceed with this operation/,
          label: gate('permission', 'mkdir -p build && touch build/out.txt', 'select', PERMISSION,
            "'⏺ Run bash command(mkdir -p build && touch build/out.txt)', '⎿ Requesting user confirmation', '⎿ Command: …' and the working directory, 'Do you want to proceed with this operation?' and four numbered choices (the highlight, on 1, is a colour only), '↑↓ navigate • Enter select • Esc cancel'; the input box is gone.") },
        { keys: ['Enter'], settle: false },
        { waitFor: TURN_DONE(/Done: I created/), timeout: 60000 },
        { capture: 'ready-after-permission', expect: /Done: I created/,
          label: ready("After '1. Yes' the command ran: '⏺ Bash' / '⎿ Command executed successfully (no output)', then '⏺ Done: I created build/out.txt …' above the idle input box.") },
      ],
    },
    {
      name: 'permission-denied', mock: 'tool',
      how: "GROK_BASE_URL at the mock ('tool'); the bash permission answered 3 (No), then once more with 4 (No, with feedback).",
      steps: [
        ...start, sendPrompt(TOOL_PROMPT),
        { waitFor: /Do you want to proceed/, timeout: 60000 },
        { keys: ['Down', 'Down', 'Enter'], settle: { quietMs: 2000, timeoutMs: 30000 } },
        { capture: 'ready-after-permission-denied', expect: COMPOSER,
          label: ready("After '3. No' the tool call is shown as refused ('⏺ Bash' / '⎿ Operation cancelled by user'), the mock's fixed closing reply '⏺ Done: I created build/out.txt …' follows and the input box is idle again.") },
        sendPrompt(TOOL_PROMPT),
        { waitFor: /Do you want to proceed/, timeout: 60000 },
        { keys: ['Up', 'Enter'], settle: { quietMs: 1500, timeoutMs: 20000 } },
        { capture: 'permission-feedback', expect: /Type your feedback/,
          label: gate('permission', null, 'text', [],
            "After '4. No, with feedback': 'Type your feedback and press Enter, or press Escape to go back.' above a yellow round box with '❯ █': grok waits for the reason the command was refused.") },
      ],
    },
    {
      name: 'decoy', mock: 'decoy',
      how: "GROK_BASE_URL at the mock ('decoy'); the reply quotes gate wording.",
      steps: [
        ...start, sendPrompt(DECOY_PROMPT),
        { waitFor: TURN_DONE(/nothing is waiting/), timeout: 60000 },
        { capture: 'ready-after-decoy-reply', expect: /Do you trust the files/,
          label: ready("Decoy: the '⏺' reply quotes 'Do you trust the files in this folder?', '1. Yes, proceed', '2. No, exit' and 'Rate limit reached' as plain text above the idle input box. No gate, no failure.") },
      ],
    },
    {
      name: 'slash-menus',
      how: "GROK_BASE_URL at the mock ('ok'); '/' typed in the input (command suggestions), then '/models' + Enter (the model list).",
      steps: [
        ...start,
        { text: '/', settle: { quietMs: 1200, timeoutMs: 10000 } },
        { capture: 'ready-command-suggestions', expect: /\/commit-and-push/,
          label: ready("'/' typed in the input: under the footer the command suggestions ('/help Show help information', '/clear', '/models', '/commit-and-push', '/exit', each with its description) and '↑↓ navigate • Enter/Tab select • Esc cancel'. The composer's own completion list, opened by typing; nothing waits for an answer.") },
        { keys: ['BSpace'], settle: { quietMs: 1000, timeoutMs: 10000 } },
        // the first Enter takes the highlighted suggestion into the input, the next one runs it
        { text: '/models', enter: true, settle: { quietMs: 1500, timeoutMs: 10000 } },
        { until: /Select Grok Model/, keys_: ['Enter'], max: 3 },
        { capture: 'ready-model-list', expect: /Select Grok Model/,
          label: ready("'/models' + Enter (twice): under the footer 'Select Grok Model (current: grok-code-fast-1):' and the configured model names, with '↑↓ navigate • Enter/Tab select • Esc cancel'. A picker the operator opened from the composer, not a screen the agent blocks on.") },
      ],
    },
    {
      name: 'no-key', noKey: true,
      how: "No GROK_API_KEY and no ~/.grok/user-settings.json; 'grok' + Enter.",
      steps: [
        { command: 'grok' }, { waitFor: SHELL_PROMPT, timeout: 20000 },
        { capture: 'shell-after-no-key', expect: /API key required/,
          label: notAgent("'❌ Error: API key required. Set GROK_API_KEY environment variable, use --api-key flag, or set \"apiKey\" field in ~/.grok/user-settings.json' under the typed command, then the bash prompt: grok exited at start-up.", { text_state: 'failing', ruling: 'the agent exited after the error; the process decides: not_agent' }) },
      ],
    },
    {
      name: 'malformed-settings', noKey: true,
      setup: (ctx) => ctx.write('.grok/user-settings.json', `{ "apiKey": "${KEY}", "baseURL": "${ctx.mockUrl('ok', '/v1')}",\n`),
      how: "No GROK_API_KEY; ~/.grok/user-settings.json holds the key but is cut short (invalid JSON); 'grok' + Enter.",
      steps: [
        { command: 'grok' }, { waitFor: SHELL_PROMPT, timeout: 20000 },
        { capture: 'shell-after-malformed-settings', expect: /Failed to load user settings/,
          label: notAgent("'Failed to load user settings: <JSON parse error>' then '❌ Error: API key required. …' under the typed command and the bash prompt: the key lives in the broken settings file, so grok exited at start-up.", { text_state: 'failing', ruling: 'the agent exited after the error; the process decides: not_agent' }) },
      ],
    },
    {
      name: 'startup-mcp-failed',
      // Grok CLI reads MCP servers from the project's .grok/settings.json only
      setup: (ctx) => {
        mkdirSync(join(ctx.proj, '.grok'), { recursive: true });
        writeFileSync(join(ctx.proj, '.grok/settings.json'), `${JSON.stringify({ mcpServers: { 'lab-tools': { name: 'lab-tools', transport: { type: 'stdio', command: '/opt/lab/no-such-mcp-server', args: [] } } } }, null, 2)}\n`);
      },
      how: "GROK_API_KEY, GROK_BASE_URL at the mock ('ok'); the project's .grok/settings.json configures an MCP server 'lab-tools' whose command does not exist; 'grok' + Enter.",
      steps: [
        ...start, { wait: 8000 }, { settle: { quietMs: 2000, timeoutMs: 30000 } },
        { capture: 'ready-composer-mcp-failed', expect: COMPOSER, label: ready("The usual start (GROK banner, tips, the empty round input box '❯ Ask me anything...') with '⚒ mcps: 1' (in green) added to the footer: grok counts the configured server although its command could not be spawned (the failure is not drawn; 'Failed to initialize MCP server …' goes to a muted stderr). Nothing on the screen says it failed; the input takes a prompt.") },
      ],
    },
    recoveredScenario({
      start, status: 401, count: 1, final: /Sorry, I encountered an error: Grok API error: 401/,
      how: "GROK_BASE_URL at the mock ('ok'); the mock fails the next model request with 401 (not retried); prompt sent, final error awaited; a second prompt sent, which the mock answers.",
      notes: "The 401 of the first prompt ('⏺ Sorry, I encountered an error: Grok API error: 401 Incorrect API key provided …') stays on the screen above the second user line and its '⏺' reply; the input box is idle under them. The error is history, not the agent's state.",
    }),
    apiFailure(401, { reason: 'auth_rejected', notes: ERR('401 Incorrect API key provided: sk-test-****. You can find your API key at https://platform.openai.com/account/api-keys.') + ' (not retried)' }),
    apiFailure(429, { reason: 'rate_limited', notes: ERR('429 Rate limit reached for requests per min (RPM): Limit 3, Used 3, Requested 1. Please try again in 20s.') + " (after the SDK's silent retries behind the spinner)" }),
    apiFailure(500, { reason: 'server_error', notes: ERR('500 The server had an error while processing your request. Sorry about that!') + " (after the SDK's silent retries)" }),
    apiFailure(503, { reason: 'overloaded', notes: ERR('503 The engine is currently overloaded, please try again later.') + " (after the SDK's silent retries)" }),
    apiFailure('closed-port', { name: 'api-closed-port', reason: 'network_error', baseUrl: () => 'http://127.0.0.1:9/v1', notes: ERR('Connection error.') + ' (GROK_BASE_URL at a closed port)' }),
    // The openai SDK says only "Connection error." for a name that does not resolve: no ENOTFOUND on screen.
    apiFailure('dns', { name: 'api-dns', reason: 'network_error', baseUrl: () => 'http://api.lab.invalid/v1', notes: ERR('Connection error.') + ' (GROK_BASE_URL at a host under .invalid, which never resolves; the cause is not shown)' }),
    apiFailure('p-xai-403-credits', { reason: 'billing_quota', notes: ERR('403 "Your newly created teams doesn\'t have any credits yet. You can purchase credits on https://console.x.ai/team/…."') + " (xAI's own 403 for a team without credits: a billing stop sent as 403)" }),
    apiFailure('p-openrouter-402', { reason: 'billing_quota', notes: ERR('402 This request requires more credits, or fewer max_tokens. …') + " (OpenRouter's 402)" }),
    apiFailure('p-openai-429-quota', { reason: 'billing_quota', notes: ERR('429 You exceeded your current quota, please check your plan and billing details. …') + " (OpenAI's quota stop, sent as 429: a billing stop, not a rate limit)" }),
    apiFailure('p-anthropic-529', { reason: 'overloaded', notes: ERR('529 litellm.APIError: AnthropicException - {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}. …') + " (Anthropic's 529 as LiteLLM relays it to an OpenAI client)" }),
    apiFailure('p-openai-404-model', { name: 'api-unknown-model', reason: 'model_not_found', model: 'grok-9-nonexistent', notes: ERR('404 The model computer-use-preview-2025-03-11 does not exist or you do not have access to it.') + " (GROK_MODEL=grok-9-nonexistent, shown in the footer; the body is OpenAI's verbatim 404, which names its own model)" }),
    apiFailure('t-nginx-502', { reason: 'server_error', notes: "Under the user line '⏺ Sorry, I encountered an error: Grok API error: 502 <html>' and the rest of nginx's 502 page line by line ('<head><title>502 Bad Gateway</title></head>' … '</html>'); the input box below is idle." }),
    apiFailure('t-envoy-503', { reason: 'overloaded', notes: ERR('503 upstream connect error or disconnect/reset before headers. reset reason: overflow') + " (Envoy's plain-text 503, after the silent retries)" }),
    apiFailure('t-reset-mid-stream', { reason: 'network_error', notes: "The stream broke after its first event: the reply line shows the first streamed words with the apology run on ('⏺ Let me look atSorry, I encountered an error: Grok API error: terminated'); the input box below is idle." }),
  ],
};
