// GitHub Copilot CLI scenarios (vendor id copilot-cli). BYOK mode: COPILOT_PROVIDER_BASE_URL
// (OpenAI-compatible, the mock with the behaviour in the path), COPILOT_PROVIDER_API_KEY and
// COPILOT_MODEL; without them Copilot wants a GitHub login.
import { PROMPT, TOOL_PROMPT, SHELL_PROMPT, ready, failing, gate, notAgent, sendPrompt, decoyScenario, recoveredScenario, eitherScreen } from './common.mjs';
/** @import { LabelSource, RunContext, Scenario, Step, Vendor } from './common.mjs' */
/**
 * Copilot CLI's own scenario fields: BYOK env at the mock (`byok`, at `baseUrl`, with `model`).
 * @typedef {{ byok?: boolean, baseUrl?: (ctx: Partial<RunContext>) => string, model?: string }} Fields
 */
const COMPOSER = /^❯/m;

const TRUST_OPTIONS = ['Yes', 'Yes, and remember this folder for future sessions', 'No (Esc)'];

// Trust the folder (1. Yes) and wait for the composer.
/** @type {Step[]} */
const startTrusted = [
  { command: 'copilot' },
  { waitFor: /Do you trust the files|❯/, timeout: 60000 },
  { if: /Do you trust the files/, then: [{ keys: ['Enter'] }] },
  { waitFor: /Interactive ·|\/ commands/, timeout: 30000 },
];

// Copilot takes over a minute to start on a loaded machine. 0.0.384's input shows the placeholder
// 'Enter @ to mention files or / for commands' and its footer no '/ commands'.
/** @type {Step[]} */
const slowStartTrusted = [
  { command: 'copilot' },
  // the input's ❯ at the margin, not the cursor of the trust dialog's choices (0.0.384 draws that box slowly)
  { waitFor: /Do you trust the files|^❯|Enter @ to mention files/m, timeout: 150000 },
  { if: /Do you trust the files/, then: [{ keys: ['Enter'] }] },
  // 0.0.384 drops an Enter pressed as its trust box appears: press it again while the box is up
  { until: /Interactive ·|\/ commands|Enter @ to mention files/, max: 8, settle: { quietMs: 3000, timeoutMs: 30000 } },
  { waitFor: /Interactive ·|\/ commands|Enter @ to mention files/, timeout: 60000 },
];

/**
 * @param {string | number} behaviour
 * @param {{ reason: string, final: RegExp, notes: string, name?: string, baseUrl?: Fields['baseUrl'] }} o
 * @returns {Scenario<Fields>}
 */
function apiFailure(behaviour, { reason, final, notes, name, baseUrl }) {
  const n = name || `byok-${behaviour}`;
  return {
    name: n, mock: String(behaviour), byok: true, baseUrl,
    how: `BYOK env pointing at the mock ('${behaviour}'); trust 1 (Yes); typed '${PROMPT}' + Enter.`,
    steps: [...startTrusted, sendPrompt(), { waitFor: final, timeout: 180000 },
      { capture: n, label: failing(reason, notes), expect: final }],
  };
}

// Real providers' errors and transport faults (lab/faults.mjs), run only when named, e.g.
//   node lab/capture.mjs copilot-cli --sizes 120x40 --scenario real-p-openai-429,real-dns
// real-tls needs `node lab/tls-failure.mjs` listening on LAB_TLS_FAILURE_PORT (8766) first.
const TLS_PORT = Number(process.env.LAB_TLS_FAILURE_PORT || 8766);
/** @type {(behaviour: string, reason: string, notes: string, o?: { baseUrl?: Fields['baseUrl'], how?: string, model?: string }) => Scenario<Fields>} */
const realFailure = (behaviour, reason, notes, { baseUrl, how, model } = {}) => {
  const n = `real-${behaviour}`;
  return {
    name: n, mock: String(behaviour), byok: true, baseUrl, model, manual: true,
    how: `BYOK env pointing at ${how || `the mock ('${behaviour}')`}; trust 1 (Yes); typed '${PROMPT}' + Enter.`,
    // the turn is over when the footer is back ('/ commands' in place of '● Working')
    steps: [...slowStartTrusted, sendPrompt(), { waitFor: /✗[\s\S]*\/ commands/, timeout: 240000 },
      { capture: n, label: closing(reason, notes), expect: /✗/ }],
  };
};
// What 1.0.102 showed at 120x40 under the prompt (and '● MCP Servers reloaded'): Copilot words an
// auth error and an unknown model itself; other errors come as '✗ <status> <provider's message>',
// or after five retries as '✗ Failed to get response from the AI model; retried 5 times (total retry
// wait time: N seconds) Last error: …'. Its wrap drops a character or two at the line end.
// As the turn closes, the footer may still show the spinner or be idle already, whichever redraw the
// capture meets: a race the lab cannot fix. Both readings are written here; the spinner on the screen
// picks which one applies (both are the same failure).
/** @type {(reason: string, notes: string) => LabelSource} */
const closing = (reason, notes) => eitherScreen(/● Working/,
  failing(reason, `${notes} The footer still shows '● Working esc esc edit prompt' as the turn closes (the error is final); the ❯ input is empty.`),
  failing(reason, `${notes} The empty ❯ input is idle below.`));
/** A long error at 120x40 scrolls the start-up lines up and brings up the scrollbar. */
const SCROLLBAR = " A scrollbar '┃' runs down the right edge.";
/** @type {(n: string, what: string, last: string) => string} */
const RETRIED = (n, what, last) => `${n} '● ${what}. Retrying...' lines, then '✗ Failed to get response from the AI model; retried 5 times (total retry wait time: N seconds) Last error: ${last}`;
const REAL_FAILURES = [
  realFailure('p-openai-401', 'auth_rejected', `Two '● Request failed due to a transient API error. Retrying...' lines, then Copilot's own '✗ Authentication failed with provider at http://127.0.0.1:<port>/m/p-openai-401/v1 (HTTP 401).' / 'Check your COPILOT_PROVIDER_API_KEY, COPILOT_PROVIDER_API_KEY_COMMAND, or COPILOT_PROVIDER_BEARER_TOKEN.'; OpenAI's 'Incorrect API key provided' is not shown.`),
  realFailure('p-openai-429', 'rate_limited', `'✗ Failed to get response from the AI model; retried 5 times (total retry wait time: N seconds) Last error: 429 Ra' / 'limit reached for gpt-4o in organization XXXXXXXXX on tokens per min (TPM): Limit 30000, Used 14567, Requested 24754. Please try again in 18.642s. …' (OpenAI's rate_limit_exceeded; the wrap drops 'te' of 'Rate'); no retry lines are shown.`),
  realFailure('p-openai-429-quota', 'billing_quota', `'✗ Failed to get response from the AI model; retried 5 times (total retry wait time: N seconds) Last error: 429 Yo…' / '…exceeded your current quota, please check your plan and billing details. …' (OpenAI's insufficient_quota, sent as 429 and retried like a rate limit; the wrap drops characters at the line ends).`),
  realFailure('p-openrouter-402', 'billing_quota', `'✗ 402 This request requires more credits, or fewer max_tokens. You requested up to 32000 tokens, but can only afford' / '27342. To increase, visit https://openrouter.ai/settings/credits and upgrade to a paid account' (OpenRouter's 402, not retried).`),
  realFailure('p-moonshot-404-model', 'model_not_found', `Copilot's own '✗ Model 'gpt-4o-mini' not found on provider at http://127.0.0.1:<port>/m/p-moonshot-404-model/v1 (HTTP 404).' / 'Check that the model is available on your provider.' for Moonshot's 404 resource_not_found_error, whose message is not shown.`),
  realFailure('p-openai-400-context', 'context_too_long', `'✗ 400 This model's maximum context length is 4097 tokens. However, your messages resulted in 4294 tokens. Please redu…' / 'the length of the messages.' (OpenAI's context_length_exceeded, not retried).`),
  realFailure('t-nginx-502', 'server_error', `${RETRIED('Five', 'Request failed due to a transient API error', "502 Ba' / 'Gateway'")}: the status line of nginx's 502 page, not its HTML (the wrap drops 'd ').`),
  realFailure('dns', 'network_error', `${RETRIED('Five', 'Response was interrupted due to a server error', "Failed native model HTTP request: error sending request for url (http://api.lab.invalid/v1/chat/completions): client error (Connect): dns error: error resolving DNS: failed to lookup address information: Name or service not known [ENOTFOUND]'")} over four lines.${SCROLLBAR}`, { baseUrl: () => 'http://api.lab.invalid/v1',
    how: 'a host under .invalid, which never resolves (http://api.lab.invalid/v1)' }),
  realFailure('tls', 'network_error', `${RETRIED('Five', 'Response was interrupted due to a server error', "Failed native model HTTP request: error sending request for url (https://127.0.0.1:<port>/m/ok/v1/chat/completions): client error (Connect): error:0A000086:SSL routines:tls_post_process_server_certificate:certificate verify failed:… (self-signed certificate): …'")} over six lines.${SCROLLBAR}`, { baseUrl: () => `https://127.0.0.1:${TLS_PORT}/m/ok/v1`,
    how: "lab/tls-failure.mjs, whose certificate no CA signed (mock behaviour 'ok' behind it)" }),
];

const RECOVERED = "The 401 of the first prompt (the '● Request failed due to a transient API error. Retrying...' lines and '✗ Authentication failed with provider at … (HTTP 401).') stays on the screen above the second prompt ' ❯ Say hello again, in one sentence.' and its '●' reply from the mock, above the empty ❯ input. The error is history, not the agent's state.";
const SCROLLED = " The start-up lines have scrolled up; a scrollbar '┃' runs down the right edge.";

/** @type {Vendor<Fields>} */
export default {
  vendor: 'copilot-cli',
  short: 'c',
  proxy: false,
  env: (ctx, sc) => (sc.byok ? {
    COPILOT_PROVIDER_BASE_URL: sc.baseUrl ? sc.baseUrl(ctx) : ctx.mockUrl(ctx.mock, '/v1'),
    COPILOT_PROVIDER_API_KEY: 'sk-labtest-0000000000000000',
    COPILOT_MODEL: sc.model || 'gpt-4o-mini',
  } : {}),
  scenarios: [
    { name: 'explore', manual: true, steps: [{ command: 'copilot' }] },
    { name: 'explore-byok', manual: true, byok: true, steps: [{ command: 'copilot' }] },
    {
      name: 'login',
      how: "Fresh HOME, fresh git project, no token or BYOK env vars; 'copilot', trust, then /login.",
      steps: [
        { command: 'copilot' },
        { waitFor: /Do you trust the files/, timeout: 60000 },
        { capture: 'trust-folder', expect: /Do you trust the files in this folder/,
          how: "Fresh HOME, fresh git project, no token env vars; typed 'copilot' + Enter; first screen.",
          label: (c) => gate('trust', c.proj, 'select', TRUST_OPTIONS, "Copilot header with version and tip, then a box 'Confirm folder trust' with the folder path and 'Do you trust the files in this folder?', three numbered choices and '↑/↓ to navigate · enter to select · esc to cancel'.") },
        { keys: ['Enter'], settle: { quietMs: 2000, timeoutMs: 30000 } },
        { capture: 'login-needed-composer', expect: /\/login/,
          label: gate('auth', 'sign in with /login', 'text', [], "After trusting the folder without any login or BYOK env: header, tips, 'Please use /login to sign in to use Copilot' above the empty ❯ input and the footer. The input takes text, but a prompt fails ('You must be logged in'): the way on is /login, typed into it.") },
        { text: '/login', settle: false }, { wait: 800 }, { keys: ['Enter'], settle: { quietMs: 1500, timeoutMs: 20000 } },
        { capture: 'login-account-select', expect: /What account do you want to log into/,
          label: (c) => {
            // 1.0.71 words the second choice 'GitHub Enterprise Cloud with data residency (*.ghe.com)'
            const ghe = /2\. (GitHub Enterprise Cloud[^\n]*\(\*\.ghe\.com\))/.exec(c.screen)?.[1] ?? 'GitHub Enterprise Cloud (*.ghe.com)';
            return gate('auth', 'GitHub account for Copilot sign-in', 'select', ['GitHub.com', ghe], `'/login' opened 'What account do you want to log into?' with '1. GitHub.com' / '2. ${ghe}' and '↑/↓ to navigate · enter to select'.`);
          } },
        { keys: ['Enter'], settle: { quietMs: 3000, timeoutMs: 30000 } },
        // Older releases (1.0.71) ask no sign-in method: GitHub.com goes straight to the sign-in
        // request, which fails offline.
        { if: /How do you want to sign in/, else: [
          { capture: 'login-sign-in-network-error', expect: /Error during sign-in/,
            how: "Fresh HOME; trust, /login, GitHub.com (this release asks no sign-in method); the machine is offline.",
            label: failing('network_error', "Right after '1. GitHub.com': 'Error during sign-in: TypeError: fetch failed' and 'Press any key to retry' under the start-up lines: the sign-in request could not reach GitHub.") },
        ], then: [
        { capture: 'login-method-select', expect: /How do you want to sign in/,
          label: gate('auth', 'GitHub.com sign-in method', 'select', ['Sign in with your browser (recommended)', 'Sign in with a device code'], "'How do you want to sign in?' with two numbered choices (browser or device code) and the navigation hint.") },
        { keys: ['Enter'], settle: { quietMs: 3000, timeoutMs: 30000 } },
        { capture: 'login-browser-waiting', settle: false, expect: /Waiting for authorization/,
          label: gate('auth', 'GitHub.com OAuth sign-in for Copilot', 'browser', [], "'Opening your browser to sign in. If it does not open automatically, visit:' and a github.com/login/oauth/authorize URL (127.0.0.1 callback), then the spinner line 'Waiting for authorization in your browser...'.") },
        { keys: ['Escape'], settle: { quietMs: 1500, timeoutMs: 20000 } },
        { text: '/login', settle: false }, { wait: 800 }, { keys: ['Enter'], settle: { quietMs: 1500, timeoutMs: 20000 } },
        { keys: ['Enter'], settle: { quietMs: 1500, timeoutMs: 20000 } },
        { keys: ['Down', 'Enter'], settle: { quietMs: 3000, timeoutMs: 30000 } },
        { capture: 'login-device-code-network-error', expect: /Error during sign-in/,
          how: "Fresh HOME; trust, /login, GitHub.com, 'Sign in with a device code'; the machine is offline.",
          label: failing('network_error', "'Error during sign-in: Error: request failed: error sending request for url (https://github.com/login/device/code)' and 'Press any key to retry': the device-code request could not reach GitHub.") },
        ] },
      ],
    },
    {
      name: 'byok-reply', byok: true,
      how: "BYOK env pointing at the mock ('ok'); trust 1 (Yes); prompt; /exit.",
      steps: [
        ...startTrusted,
        { capture: 'ready-composer-byok-empty', expect: COMPOSER,
          label: ready("Copilot header and tips, a '! Model \"gpt-4o-mini\" is not in the built-in catalog...' warning, 'MCP Servers reloaded', then the cwd/branch line, the empty ❯ input between two rules and the footer '… Interactive · Manual Approval · / commands · ? help …' with the model name; idle.") },
        sendPrompt(),
        { waitFor: /local mock server/, timeout: 60000 },
        { capture: 'ready-after-reply-byok', expect: /local mock server/,
          label: ready("'❯ Say hello in one sentence.' with a timestamp and the reply '● Hello! This answer comes from a local mock server...'; the empty ❯ input below is idle.") },
        { text: '/exit', settle: false }, { wait: 800 }, { keys: ['Enter'], settle: false },
        { waitFor: SHELL_PROMPT, timeout: 30000 },
        { capture: 'shell-after-exit-summary', expect: /Duration/,
          label: notAgent("After '/exit' Copilot left the alternate screen and printed a short summary (small mascot, 'Changes +0 -0', 'Duration Ns'), then the bash prompt; bash is in the foreground.") },
      ],
    },
    {
      name: 'byok-permission', mock: 'tool', byok: true,
      how: "BYOK to the mock ('tool'); trust 1; prompt; the mock answers with a shell tool call.",
      steps: [
        ...startTrusted, sendPrompt(TOOL_PROMPT),
        { waitFor: /Do you want to|Allow|approve/i, timeout: 60000 },
        { capture: 'permission-shell', expect: /Do you want to run this command/,
          label: (c) => {
            // 1.0.24 words the second choice 'Yes, and approve `mkdir` and `touch` for the rest of the running session'
            const second = /2\. (Yes, and approve [^\n]*? for the rest of the running session)/.exec(c.screen)?.[1] ?? `Yes, and don't ask again for \`mkdir\` and \`touch\` in this repo (${c.proj})`;
            return gate('permission', 'mkdir -p build && touch build/out.txt', 'select', ['Yes', second, 'No, and tell Copilot what to do differently (Esc to stop)'],
            "A box with the tool description 'Create the build directory and an empty build/out.txt', the command 'mkdir -p build && touch build/out.txt' in an inner box, 'Do you want to run this command?' with three numbered choices (cursor on 1) and '↑/↓ to navigate · enter to select · esc to cancel'.");
          } },
        { keys: ['Enter'], settle: false },
        { waitFor: /Done: I created/, timeout: 60000 },
        { capture: 'ready-after-permission', expect: /Done: I created/,
          label: ready("'$ Shell Create the build directory and an empty build/out.txt No Content' with the command, then '● Done: I created build/out.txt ...'; the ❯ input is idle.") },
      ],
    },
    {
      name: 'byok-busy', mock: 'slow', byok: true,
      how: "BYOK to the mock ('slow', 60 s); trust 1; prompt.",
      steps: [
        ...startTrusted, sendPrompt(), { wait: 6000 },
        // 1.0.24 words its spinner '◉ Thinking (Esc to cancel)', above the cwd line
        { capture: 'busy-working-spinner', settle: false, expect: /Working|Thinking/,
          label: ready("Busy: the prompt is echoed with a timestamp and the footer shows the spinner '◉ Working' with 'esc esc edit prompt' while the mock holds the reply; the ❯ input is empty. No gate or failure shown.") },
        { keys: ['Escape'] }, { wait: 1500 },
        // 1.0.24 cancels the turn on one Esc ('● Operation cancelled by user'); later releases need two
        { capture: 'busy-after-one-esc', settle: false,
          label: eitherScreen(/Operation cancelled by user/,
            ready("One Esc during the spinner cancelled the turn: '● Operation cancelled by user' under the echoed prompt, no spinner; the empty ❯ input is idle. No gate or failure."),
            ready("One Esc during the spinner did not stop it: the footer still shows '◎ Working esc esc edit prompt' (the mock still holds the reply); busy, no gate or failure.")) },
      ],
    },
    decoyScenario({
      name: 'byok-decoy', start: startTrusted, byok: true,
      how: "BYOK to the mock ('decoy'); trust 1; prompt; the reply quotes gate wording.",
      notes: "Decoy: the '●' reply quotes 'Do you trust the files in this folder?', '1. Yes, proceed', '2. No, exit' and 'Rate limit reached' as plain text; the ❯ input below is idle. No gate, no failure.",
    }),
    apiFailure(401, { reason: 'auth_rejected', final: /✗|Authentication failed/,
      notes: "Two '● Request failed due to a transient API error. Retrying...' lines, then '✗ Authentication failed with provider at http://127.0.0.1:8765/m/401/v1 (HTTP 401). Check your COPILOT_PROVIDER_API_KEY, COPILOT_PROVIDER_API_KEY_COMMAND, or COPILOT_PROVIDER_BEARER_TOKEN.'; the empty ❯ input is idle below." }),
    apiFailure(429, { reason: 'rate_limited', final: /✗|retried/,
      notes: "'✗ Failed to get response from the AI model; retried 5 times (total retry wait time: N seconds) Last error: 429 Rate limit reached for requests per min (RPM)...' (at 120x40 the wrap drops the 'e' of 'Rate'); the empty ❯ input is idle below." }),
    apiFailure(500, { reason: 'server_error', final: /✗/,
      notes: "Five '● Request failed due to a transient API error. Retrying...' lines, then '✗ Failed to get response from the AI model; retried 5 times ... Last error: 500 The server had an error while processing your request...'; the ❯ input is idle." }),
    apiFailure(503, { reason: 'overloaded', final: /✗/,
      notes: "Five '● Request failed due to a transient API error. Retrying...' lines, then '✗ Failed to get response from the AI model; retried 5 times ... Last error: 503 The engine is currently overloaded, please try again later.'; the ❯ input is idle." }),
    apiFailure('closed-port', { name: 'byok-closed-port', reason: 'network_error', final: /✗/, baseUrl: () => 'http://127.0.0.1:9/v1',
      notes: "Five '● Response was interrupted due to a server error. Retrying...' lines, then '✗ Could not connect to local model provider at http://127.0.0.1:9/v1. Check that the service is running and the port is correct.'; the ❯ input is idle." }),
    {
      name: 'startup-malformed-settings', byok: true, setup: (ctx) => ctx.write('.copilot/settings.json', '{\n  "model": "gpt-4o-mini",\n  broken\n'),
      how: "BYOK env pointing at the mock ('ok'); ~/.copilot/settings.json is not valid JSON; 'copilot' + Enter, trust 1 (Yes).",
      steps: [
        { command: 'copilot' },
        { waitFor: /Do you trust the files/, timeout: 150000 },
        { capture: 'trust-folder-settings-invalid', expect: /Do you trust the files/,
          // on a short pane (80x24) the trust box pushes the start-up lines (and the error) out of view;
          // which of the two readings applies is what the screen shows, the gate is the same
          label: eitherScreen(/settings\.json is invalid/,
            (c) => gate('trust', c.proj, 'select', TRUST_OPTIONS, "Under the header two error lines, '✗ Could not load /environments settings: Error: Could not read AHP environment settings because settings.json is invalid.' and '✗ Could not load outgoing connections: Error: settings.json is invalid.', the tips, then the usual 'Confirm folder trust' box with three numbered choices: the unreadable settings.json is passed over, the trust question waits."),
            (c) => gate('trust', c.proj, 'select', TRUST_OPTIONS, "The usual 'Confirm folder trust' box with three numbered choices; the '✗ … settings.json is invalid.' lines above it are out of view on this short pane. The unreadable settings.json is passed over, the trust question waits.")) },
        { keys: ['Enter'] },
        { waitFor: /Interactive ·|\/ commands/, timeout: 60000 },
        { capture: 'ready-composer-settings-invalid', expect: /settings\.json is invalid/,
          label: ready("After '1. Yes': the two '✗ Could not load … settings.json is invalid.' lines (/environments settings, outgoing connections) stay near the top with the tips; below, the cwd line, the empty ❯ input and the footer as on any start. Copilot goes on without its settings; the input takes prompts.") },
      ],
    },
    {
      name: 'startup-unknown-model', byok: true, mock: 'p-openai-404-model', model: 'gpt-nonexistent-9',
      how: "BYOK env pointing at the mock, COPILOT_MODEL=gpt-nonexistent-9; trust 1 (Yes), then a prompt; the mock answers with OpenAI's 404 model_not_found.",
      steps: [
        ...slowStartTrusted,
        { capture: 'ready-composer-unknown-model', expect: /gpt-nonexistent-9/,
          label: ready("The usual BYOK start: header, tips, '! Model \"gpt-nonexistent-9\" is not in the built-in catalog. Using defaults for: prompt tokens …' (as for any BYOK model), the empty ❯ input and the footer naming gpt-nonexistent-9; nothing says the model does not exist.") },
        sendPrompt(),
        { waitFor: /✗/, timeout: 180000 },
        { capture: 'model-not-found-after-prompt', expect: /not found on provider/,
          label: failing('model_not_found', "Under the prompt and '● MCP Servers reloaded: 0 servers connected': '✗ Model 'gpt-nonexistent-9' not found on provider at http://127.0.0.1:<port>/m/p-openai-404-model/v1 (HTTP 404).' / 'Check that the model is available on your provider.' (Copilot's own words for the provider's 404); the empty ❯ input is idle.") },
      ],
    },
    {
      name: 'startup-mcp-failed', byok: true, setup: (ctx) => ctx.write('.copilot/mcp-config.json', JSON.stringify({ mcpServers: { 'lab-tools': { type: 'local', command: '/opt/lab/no-such-mcp-server', args: [], tools: ['*'] } } }, null, 2)),
      how: "BYOK env pointing at the mock ('ok'); ~/.copilot/mcp-config.json with a local MCP server 'lab-tools' whose command does not exist; 'copilot' + Enter, trust 1 (Yes).",
      steps: [
        ...slowStartTrusted, { waitFor: /Failed to connect to MCP server/, timeout: 60000 },
        { capture: 'ready-composer-mcp-failed', expect: /Failed to connect to MCP server/,
          label: ready("Above the cwd line and the empty ❯ input: '! Failed to connect to MCP server \"lab-tools\": failed to spawn MCP server process: No such file or directory (os error 2) … Execute '/mcp show lab-tools' to inspect or check the logs.' A warning ('!'), not an error; the input and footer are as on any start and take prompts.") },
      ],
    },
    {
      name: 'startup-not-logged-in',
      how: "Fresh HOME, no token or BYOK env vars; 'copilot', trust 1 (Yes), then a prompt.",
      steps: [
        ...slowStartTrusted, sendPrompt(),
        // 0.0.384 drops an Enter that follows the typed text closely: press it again while the text waits in the input
        { while: /❯ Say hello in one sentence\.\s*$/m },
        { waitFor: /You must be logged in/, timeout: 60000 },
        { capture: 'not-logged-in-after-prompt', expect: /You must be logged in to send messages/,
          // '● MCP Servers reloaded' comes in after the refusal or not, as the screen settles (a race); the
          // line on the screen picks which of the two readings applies
          label: eitherScreen(/MCP Servers reloaded/,
            failing('auth_rejected', "The prompt was not sent (no echo of it): '✗ You must be logged in to send messages. Please run /login' under the tips, then '● MCP Servers reloaded: 0 servers connected', 'Please use /login to sign in to use Copilot' and the cwd line above the empty ❯ input; nothing can be sent before a login."),
            failing('auth_rejected', "The prompt was not sent (no echo of it): '✗ You must be logged in to send messages. Please run /login' under the tips, then 'Please use /login to sign in to use Copilot' and the cwd line above the empty ❯ input; nothing can be sent before a login.")) },
      ],
    },
    recoveredScenario({
      start: slowStartTrusted, byok: true, status: 401, count: 3, final: /✗[\s\S]*\/ commands/,
      how: "BYOK env pointing at the mock ('ok'); trust 1 (Yes); the mock fails the next three model requests with 401 (Copilot retries twice); prompt sent, final error awaited; a second prompt sent, which the mock answers.",
      // The 401 stays in view above the second turn (1.0.102, 120x40 and 80x24); at 80x24 the start-up
      // lines have scrolled up under a scrollbar. As the reply ends the footer may still show the spinner
      // or be idle already (a race): the spinner on the screen picks which reading applies.
      label: eitherScreen(/● Working/,
        (c) => ready(`${RECOVERED}${c.rows <= 24 ? SCROLLED : ''} The footer still shows the spinner '● Working · N B esc esc interrupt' as the reply ends: busy, no failure.`),
        (c) => ready(`${RECOVERED}${c.rows <= 24 ? SCROLLED : ''} The input is idle.`)),
    }),
    ...REAL_FAILURES,
  ],
};
