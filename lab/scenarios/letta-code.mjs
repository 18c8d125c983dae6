// Letta Code scenarios (vendor id letta-code; npm @letta-ai/letta-code, binary letta, one Node bundle
// drawing inline with Ink). By default Letta Code talks to a Letta server (api.letta.com: agents,
// memory and the model calls all run there), which the mock does not speak. Its local backend
// (LETTA_LOCAL_BACKEND_EXPERIMENTAL=1, the same as `--backend local`) keeps the agent on disk and
// calls the model provider itself: OPENROUTER_API_KEY + OPENROUTER_BASE_URL (the mock, behaviour in
// the path) make it speak OpenAI Chat Completions to the mock. The sign-in screens are Letta's own
// API mode (`api: true`): no key, or LETTA_API_KEY with LETTA_BASE_URL at the mock.
//
// Releases before 0.25 (0.19.5, 0.21.7 were looked at) have no local backend (no
// LETTA_LOCAL_BACKEND_EXPERIMENTAL, no OPENROUTER_BASE_URL in letta.js): only the API-mode scenarios
// (login, login-exit, startup-api-key-rejected, startup-server-unreachable) run against the lab. Their
// start-up in API mode prints no 'Failed to call /v1/…: <cause>' line, so a refused key and an
// unreachable server draw the same screen, and the sign-in's device-code request fails as
// '✗ Error: fetch failed' alone (release-aware below, by version). From 0.30 (0.30.28, 0.32.18) the
// screens are drawn as 0.32 draws them; 0.30.28 asks nothing on a first start without a key (a local
// agent with 'No model selected'), so the two sign-in scenarios capture nothing there.
import { PROMPT, TOOL_PROMPT, SHELL_PROMPT, ready, failing, gate, notAgent, byForeground, sendPrompt, decoyScenario, recoveredScenario } from './common.mjs';
/** @import { LabelSource, RunContext, Scenario, Step, Vendor } from './common.mjs' */
/**
 * Letta Code's own scenario fields: Letta's API mode (`api`, with LETTA_API_KEY when `apiKey`), the
 * server's or the provider's address (`baseUrl`).
 * @typedef {{ api?: boolean, apiKey?: boolean, baseUrl?: (ctx: RunContext) => string }} Fields
 */

const KEY = 'sk-labtest-0000000000000000';
// the footer under the composer: its hint, or the permission mode when it is not the default (request approval) mode (shift+tab to cycle)', whose last words wrap at 80 columns)
// ('▶ standard (request approval) mode (shift+tab to cycle)', whose last words wrap at 80 columns);
// 0.32 draws no hint: the footer is '<agent> · <model>' at the right, under the composer's lower rule
const COMPOSER = /Press \/ for commands|▶ \S.*? mode\b.*Letta Code \[|─{20,}\n›[^\n]*\n─{20,}\n[^\n]*\S[^\n]* · \S/;
// A turn is over when the spinner line ('… (esc to interrupt)') is gone and the footer shows.
// a start-up that went on (the composer) or ended (the shell prompt); 0.32 prints a settings error
// first and then 'Loading pinned agents...' for a while
const STARTED = new RegExp(`${COMPOSER.source}|@lab:[^\\n]*#\\s*$`, 'm');
/** @type {(re: RegExp) => RegExp} */
const TURN_DONE = (re) => new RegExp(`^(?![\\s\\S]*esc to interrupt\\))[\\s\\S]*${re.source}[\\s\\S]*(?:${COMPOSER.source})`);
// A failed turn ends in a '⚠' line: 'Something went wrong? Use /feedback …' after an error that is
// not retried, 'Downstream provider (…) is experiencing errors — …' after the retries of one that is.
const FAILED = /\n⚠ (?:Something went wrong\? Use \/feedback|Downstream provider)/;
const PERMISSION = ['Yes', "Yes, and don't ask again for 'mkdir -p build' in this project", 'No, and tell Letta Code what to do differently'];
const LOGIN = ['Login to Letta Code', 'Exit'];
// 0.32's first start asks where agents live (cloud sign-in, local, or exit)
const LOGIN_032 = ['Sign in with Letta (default)', 'Proceed locally', 'Exit'];
const LOGIN_MENU = /Login to Letta Code|Sign in with Letta \(default\)/;
// What a first start without a key shows: the sign-in menu, or (0.30.28) the composer of a local
// agent with no model ('No model selected · Local'), Letta asking nothing
const NO_KEY_START = new RegExp(`${LOGIN_MENU.source}|${COMPOSER.source}`);
/** @type {(version: string | undefined) => number} the minor of a 0.x release (none given: the newest) */
const minor = (version) => { const [major, m] = (version || '1').split('.').map(Number); return major === 0 ? (m ?? 0) : Infinity; };
/** from 0.30 (0.30.28 and 0.32.18 were captured): no logo and no hint, the footer '<agent> · <model>',
 * the API-mode start-up failure ends letta, a retried error closes without '(<provider>) … —' */
/** @type {(version: string | undefined) => boolean} */
const from030 = (version) => minor(version) >= 30;
/** before 0.25: no local backend, start-up failures without their cause */
/** @type {(version: string) => boolean} */
const before025 = (version) => minor(version) < 25;
/** what the start-up failure shows before 0.25, whatever its cause (a refused key, a closed port) */
/** 0.30 and 0.32: the same lines, no cause either, then letta says the key in the environment cannot be replaced and exits */
/** @type {(baseUrl: string) => (c: import('./common.mjs').CaptureContext) => import('./common.mjs').Label} */
const startupExit032 = (baseUrl) => byForeground(
  notAgent(`'Failed to connect to Letta server.', 'Base URL: ${baseUrl}', 'Your credentials may be invalid or the server may be unreachable.', 'LETTA_API_KEY is set in your environment, so setup cannot replace the credential Letta Code is using.', 'Unset LETTA_API_KEY or update it with a valid API key, then run \`letta\` again.', then the bash prompt: letta exited (0.30 and 0.32 offer no sign-in menu here and name no cause: a refused key and an unreachable server draw the same lines).`, { text_state: 'failing', ruling: 'the agent exited after the error; the process decides: not_agent' }),
  failing('error', `'Failed to connect to Letta server.', 'Base URL: ${baseUrl}', 'Your credentials may be invalid or the server may be unreachable.' and the LETTA_API_KEY advice, letta still in the foreground; no cause is named.`));
/** @type {(baseUrl: string) => import('./common.mjs').Label} */
const startupNoCause = (baseUrl) => failing('error', `'Failed to connect to Letta server.', 'Base URL: ${baseUrl}', 'Your credentials may be invalid or the server may be unreachable.', "Let's reconfigure your setup.", then the sign-in menu ('Welcome to Letta Code!', '> Login to Letta Code' / 'Exit'). Before 0.25 no 'Failed to call /v1/…: <cause>' line says why: a refused key and an unreachable server draw this same screen, so the reason read is the catch-all.`);

/** @type {(command?: string) => Step[]} */
const start = (command = 'letta') => [{ command }, { waitFor: COMPOSER, timeout: 120000, settle: { quietMs: 2000, timeoutMs: 30000 } }];
const startAsking = start('letta --permission-mode standard');

const ERR_TAIL = "then '⚠ Something went wrong? Use /feedback to report issues.'; the composer '›' between its two rules and the footer 'Press / for commands' are idle below.";
// 0.30 and 0.32: the message is '<status>: <provider body>', a retried error closes with a line without '(…)'
const ERR_TAIL_032 = "then the closing line ('⚠ Something went wrong? Use /feedback to report issues.' when not retried, '⚠ Downstream provider is experiencing errors. Use /model to swap …' after the retries); the composer '›' between its two rules and the footer '<agent> · <model>' at the right are idle below.";
/** @type {(text: string) => string} */
const ERR = (text) => `Under the user line '› ${PROMPT}': '⚠' and the error Letta Code's local backend relays (${text}), ${ERR_TAIL}`;

/**
 * @param {string | number} behaviour
 * @param {{ name?: string, reason: string, notes: string, baseUrl?: (ctx: Partial<RunContext>) => string, command?: string, sizes?: string[] }} o
 * @returns {Scenario<Fields>}
 */
function apiFailure(behaviour, { name, reason, notes, baseUrl, command, sizes }) {
  const n = name || `api-${behaviour}`;
  return {
    name: n, mock: String(behaviour), baseUrl, sizes,
    how: `Local backend; OPENROUTER_API_KEY, OPENROUTER_BASE_URL at ${baseUrl ? baseUrl({}) : `the mock ('${behaviour}')`}; '${command || 'letta'}' + Enter, typed '${PROMPT}' + Enter.`,
    steps: [...start(command), sendPrompt(), { waitFor: TURN_DONE(FAILED), timeout: 240000, settle: { quietMs: 3000, timeoutMs: 30000 } },
      { capture: n, expect: FAILED, label: (c) => failing(reason, from030(c.version) ? notes.replace(ERR_TAIL, ERR_TAIL_032) : notes) }],
  };
}

/** A start-up in Letta's API mode (LETTA_API_KEY, LETTA_BASE_URL at `baseUrl`), captured once it has settled. */
/**
 * @param {string} name
 * @param {{ baseUrl?: Fields['baseUrl'], how: string, label: LabelSource, expect?: RegExp, waitFor?: RegExp }} o
 * @returns {Scenario<Fields>}
 */
function apiModeStartup(name, { baseUrl, how, label, expect, waitFor = /Enter to select|@lab:[^\n]*#\s*$|Press \/ for commands/m }) {
  return {
    name, api: true, apiKey: true, baseUrl, sizes: ['120x40', '80x24'], how,
    steps: [{ command: 'letta' }, { wait: 5000 }, { waitFor, timeout: 120000, settle: { quietMs: 3000, timeoutMs: 30000 } },
      { capture: name, expect, label }],
  };
}

/** @type {Vendor<Fields>} */
export default {
  vendor: 'letta-code',
  short: 'l',
  proxy: false,
  env: (ctx, sc) => (sc.api ? {
    DISABLE_AUTOUPDATER: '1',
    LETTA_API_KEY: sc.apiKey ? KEY : null,
    LETTA_BASE_URL: sc.baseUrl ? sc.baseUrl(ctx) : null,
  } : {
    DISABLE_AUTOUPDATER: '1',
    LETTA_LOCAL_BACKEND_EXPERIMENTAL: '1',
    OPENROUTER_API_KEY: KEY,
    OPENROUTER_BASE_URL: sc.baseUrl ? sc.baseUrl(ctx) : ctx.mockUrl(ctx.mock, '/v1'),
  }),
  scenarios: [
    { name: 'explore', manual: true, steps: [...start(), { print: true }] },
    {
      name: 'login', api: true,
      how: "Fresh HOME, no LETTA_API_KEY (Letta's API mode, the default); 'letta' + Enter; then Enter on 'Login to Letta Code' (the device-code request to app.letta.com fails offline).",
      steps: [
        { command: 'letta' }, { waitFor: NO_KEY_START, timeout: 120000, settle: { quietMs: 2000, timeoutMs: 30000 } },
        // 0.30 asks nothing without a key: it starts locally with no model (no sign-in menu to capture)
        { if: LOGIN_MENU, else: [], then: [
        { capture: 'login-select', expect: /Let's get you authenticated|Sign in with Letta \(default\)/,
          label: (c) => (from030(c.version)
            ? gate('auth', null, 'select', LOGIN_032, "'Welcome to Letta Code', 'Sign in with Letta for remote access via chat.letta.com and other devices, or continue locally …', the menu '> Sign in with Letta (default)' / 'Proceed locally' / 'Exit', each with a line of description, 'Your choice is saved. Use --backend cloud or --backend local to override it.' and 'Use ↑/↓ to navigate, Enter to select'. No composer: the CLI waits for the choice.")
            : gate('auth', null, 'select', LOGIN, "The Letta logo, 'Welcome to Letta Code!', \"Let's get you authenticated:\", the menu '> Login to Letta Code' / 'Exit' and 'Use ↑/↓ to navigate, Enter to select'. No composer: nothing works until someone signs in.")) },
        { keys: ['Enter'] }, { waitFor: SHELL_PROMPT, timeout: 90000, settle: { quietMs: 3000, timeoutMs: 30000 } },
        { capture: 'shell-after-login-offline', expect: /Failed to request device code|✗ Error: fetch failed/,
          label: (c) => (from030(c.version)
            ? byForeground(notAgent("'✗ Error: Failed to request device code from app.letta.com: getaddrinfo ENOTFOUND app.letta.com. …' under the typed command, then the bash prompt: letta exited after the error.", { text_state: 'failing', ruling: 'the agent exited after the error; the process decides: not_agent' }),
              failing('network_error', "Under 'Sign in with Letta': '✗ Error: Failed to request device code from app.letta.com: getaddrinfo ENOTFOUND app.letta.com. The CLI could not reach Letta auth servers from this machine. Check your network, DNS, proxy, VPN, or TLS settings.'; 0.32 does not exit (no 'Press Ctrl+C to exit', no menu, no composer): the sign-in cannot reach Letta's servers offline."))(c)
            : before025(c.version)
            ? notAgent("'✗ Error: fetch failed' and 'Press Ctrl+C to exit' under the typed command (the logo and the menu are gone), then the bash prompt: letta exited after the error (before 0.25 the device-code request's failure names neither the host nor its cause).", { text_state: 'failing', ruling: 'the agent exited after the error; the process decides: not_agent' })
            : notAgent("'✗ Error: Failed to request device code from app.letta.com: getaddrinfo ENOTFOUND app.letta.com. The CLI could not reach Letta auth servers from this machine. Check your network, DNS, proxy, VPN, or TLS settings.' and 'Press Ctrl+C to exit' under the typed command, then the bash prompt: letta exited after the error.", { text_state: 'failing', ruling: 'the agent exited after the error; the process decides: not_agent' })) },
        ] },
      ],
    },
    {
      name: 'login-exit', api: true, sizes: ['120x40', '80x24'],
      how: "Fresh HOME, no LETTA_API_KEY; 'letta' + Enter; Down, Enter on 'Exit'.",
      steps: [
        { command: 'letta' }, { waitFor: NO_KEY_START, timeout: 120000, settle: { quietMs: 2000, timeoutMs: 30000 } },
        { if: LOGIN_MENU, else: [], then: [
          // 0.32's menu has 'Proceed locally' between the sign-in and 'Exit'
          { if: /Proceed locally/, then: [{ keys: ['Down'] }], else: [] },
          { keys: ['Down'] }, { keys: ['Enter'] }, { waitFor: SHELL_PROMPT, timeout: 30000 },
          { capture: 'shell-after-login-exit', expect: SHELL_PROMPT,
            label: notAgent("'Exit' chosen on the sign-in menu: letta quit; the bash prompt is in the foreground.") },
        ] },
      ],
    },
    {
      name: 'reply',
      how: "Local backend, OpenRouter at the mock ('ok'); 'letta', a prompt, then '/exit'.",
      steps: [
        ...start(),
        { capture: 'ready-composer-empty', expect: COMPOSER,
          how: "Fresh HOME; LETTA_LOCAL_BACKEND_EXPERIMENTAL=1, OPENROUTER_API_KEY, OPENROUTER_BASE_URL at the mock; typed 'letta' + Enter.",
          label: (c) => (from030(c.version)
            ? ready(`'Letta Code v${c.version}', 'kimi-k2.6 · Local' and the project path (no logo), '• Starting new conversation with Tutor' and its '→ /rename …' hints, the composer '›' between two rules (empty, or with a placeholder such as 'Try "explain what this function does"'), and the footer 'Tutor · kimi-k2.6' at the right (no 'Press / for commands' hint).`)
            : ready("The Letta logo with 'Letta Code v0.25.9', 'deepseek-v4-pro · Local' and the project path, '• Starting new conversation with Letta Code' and its '→ /agents …' hints, the empty composer '›' between two rules and the footer 'Press / for commands … Letta Code [DeepSeek V4 Pro]'.")) },
        sendPrompt(),
        { waitFor: TURN_DONE(/local mock server/), timeout: 120000, settle: { quietMs: 2000, timeoutMs: 30000 } },
        { capture: 'ready-after-reply', expect: /local mock server/,
          label: ready("The user line '› Say hello in one sentence.' and the reply '• Hello! This answer comes from a local mock server…' above the empty composer and the footer.") },
        { text: '/exit', enter: true, settle: false },
        { waitFor: SHELL_PROMPT, timeout: 30000 },
        { capture: 'shell-after-exit', expect: SHELL_PROMPT,
          label: notAgent("'/exit': '└ See ya!', the session summary ('Total duration (API)', 'Session usage: …'), 'Resume this agent with: letta -n \"<agent>\"', then the bash prompt; bash is in the foreground.") },
      ],
    },
    {
      name: 'typed-draft',
      how: "Local backend at the mock ('ok'); gate and error wording typed into the composer, not sent.",
      steps: [
        ...start(),
        { text: 'Do you trust the files in this folder? 1. Yes, proceed  Rate limit reached', settle: { quietMs: 1500, timeoutMs: 20000 } },
        { capture: 'ready-composer-draft', expect: /Do you trust the files/,
          label: ready("A draft typed into the composer quotes trust-dialog and rate-limit wording ('Do you trust the files in this folder? 1. Yes, proceed  Rate limit reached'); nothing is sent, the footer shows: the composer is the operator's.") },
      ],
    },
    {
      name: 'busy', mock: 'slow',
      how: "Local backend at the mock ('slow', holds the reply 60 s); prompt; Esc.",
      steps: [
        ...start(), sendPrompt(), { wait: 8000 },
        { capture: 'busy-spinner', settle: false, expect: /esc to interrupt/,
          label: ready("Busy: under the user line the spinner line '<glyph> <agent> is <verb>… (esc to interrupt)' with a tip under it, above the composer and the footer, while the mock holds the reply; no gate or failure.") },
        { keys: ['Escape'] }, { wait: 2000 }, { settle: { quietMs: 2000, timeoutMs: 30000 } },
        { capture: 'ready-after-interrupt', expect: /Interrupted/,
          label: ready("After Esc: '⚠ Interrupted – tell the agent what to do differently. Something went wrong? Use /feedback to report issues.' under the user line, the composer idle below. The operator's own interrupt, not a failure.") },
      ],
    },
    {
      name: 'permission-bash', mock: 'tool', command: 'letta --permission-mode standard',
      how: "Local backend at the mock ('tool'); 'letta --permission-mode standard' (the default mode, unrestricted, runs tools without asking); the mock calls Bash; answered 1 (Yes).",
      steps: [
        ...startAsking, sendPrompt(TOOL_PROMPT),
        { waitFor: /Run this command\?/, timeout: 120000, settle: { quietMs: 2000, timeoutMs: 30000 } },
        { capture: 'permission-bash', expect: /Run this command\?/,
          label: gate('permission', 'mkdir -p build && touch build/out.txt', 'select', PERMISSION,
            "Under the user line and a rule: 'Run this command?', '$ mkdir -p build && touch build/out.txt' and its description, the numbered choices ('❯ 1. Yes', \"2. Yes, and don't ask again for 'mkdir -p build' in this project\", '3. No, and tell Letta Code what to do differently') and 'Enter to select · Esc to cancel'; the composer is gone.") },
        { keys: ['Enter'], settle: false },
        { waitFor: TURN_DONE(/Done: I created/), timeout: 120000, settle: { quietMs: 2000, timeoutMs: 30000 } },
        { capture: 'ready-after-permission', expect: /Done: I created/,
          label: ready("After '1. Yes' the command ran ('• Ran' or '• Run' and the command or its description, '└ (Command completed with no output)'), then '• Done: I created build/out.txt …' above the idle composer.") },
      ],
    },
    {
      name: 'permission-denied', mock: 'tool', command: 'letta --permission-mode standard',
      how: "Local backend at the mock ('tool'); 'letta --permission-mode standard'; the Bash permission answered 3 (No, and tell Letta Code what to do differently), then Esc.",
      steps: [
        ...startAsking, sendPrompt(TOOL_PROMPT),
        { waitFor: /Run this command\?/, timeout: 120000, settle: { quietMs: 2000, timeoutMs: 30000 } },
        { keys: ['Down', 'Down', 'Enter'], settle: { quietMs: 2000, timeoutMs: 30000 } },
        { capture: 'permission-feedback', label: gate('permission', null, 'text', [], "After '3. No, and tell Letta Code what to do differently': the same dialog with '❯' and a cursor on choice 3 and the hint 'Type reason · Esc to cancel': it waits for the reason the command was refused.") },
        { keys: ['Escape'], settle: { quietMs: 3000, timeoutMs: 60000 } },
        { capture: 'ready-after-permission-denied', label: ready("After Esc on the refusal: '• Run' and the command or its description, '└ Approval cancelled' under the user line, the composer idle below and the footer '▶ standard (request approval) mode (shift+tab to cycle)'.") },
      ],
    },
    decoyScenario({
      start: start(),
      how: "Local backend at the mock ('decoy'); the reply quotes gate and error wording.",
      notes: "Decoy: the '•' reply quotes 'Do you trust the files in this folder?', '1. Yes, proceed', '2. No, exit' and 'Rate limit reached' as plain text above the idle composer and the footer. No gate, no failure.",
      timeout: 120000,
    }),
    recoveredScenario({
      start: start(), status: 401, count: 1, final: FAILED,
      how: "Local backend at the mock ('ok'); the mock fails the next model request with 401 (not retried); prompt sent, error awaited; a second prompt sent, which the mock answers.",
      notes: "The 401 of the first prompt (the '⚠' JSON error block and '⚠ Something went wrong? Use /feedback to report issues.') stays above the second user line and its '•' reply; the composer is idle under them. The error is history, not the agent's state.",
    }),
    apiFailure(401, { reason: 'auth_rejected', notes: ERR("a JSON block whose message is '401 Incorrect API key provided: sk-test-****. …', with \"error_type\": \"llm_error\"") }),
    apiFailure(429, { reason: 'rate_limited', notes: ERR("'429 Rate limit reached for requests per min (RPM) …'") }),
    apiFailure(500, { reason: 'server_error', notes: ERR("'500 The server had an error while processing your request …'") }),
    apiFailure(503, { reason: 'overloaded', notes: ERR("'503 The engine is currently overloaded …'") }),
    apiFailure('closed-port', { name: 'api-closed-port', reason: 'network_error', baseUrl: () => 'http://127.0.0.1:9/v1', notes: ERR('a connection error; OPENROUTER_BASE_URL at a closed port') }),
    apiFailure('dns', { name: 'api-dns', reason: 'network_error', baseUrl: () => 'http://api.lab.invalid/v1', notes: ERR('a connection error; OPENROUTER_BASE_URL at a host under .invalid') }),
    apiFailure('p-openrouter-402', { reason: 'billing_quota', notes: ERR("OpenRouter's 402 'This request requires more credits …'") }),
    apiFailure('p-openai-429-quota', { reason: 'billing_quota', notes: ERR("OpenAI's quota stop sent as 429, 'You exceeded your current quota …'") }),
    apiFailure('p-anthropic-529', { reason: 'overloaded', notes: ERR("Anthropic's 529 'Overloaded' as LiteLLM relays it") }),
    apiFailure('p-openai-404-model', { name: 'api-unknown-model', reason: 'model_not_found', notes: ERR("OpenAI's 404 'The model … does not exist or you do not have access to it.'") }),
    apiFailure('t-nginx-502', { reason: 'server_error', notes: ERR("nginx's 502 page") }),
    apiFailure('t-envoy-503', { reason: 'overloaded', notes: ERR("Envoy's plain-text 503 'upstream connect error or disconnect/reset before headers'") }),
    apiFailure('t-reset-mid-stream', { reason: 'network_error', notes: ERR('the stream broke after its first event') }),
    // Start-up in Letta's API mode, and configuration.
    apiModeStartup('startup-api-key-rejected', {
      baseUrl: (ctx) => ctx.mockUrl('401', ''),
      how: "Letta's API mode: LETTA_API_KEY set, LETTA_BASE_URL at the mock ('401', every request refused); 'letta' + Enter.",
      expect: /Let's get you authenticated|LETTA_API_KEY is set in your environment/,
      label: (c) => (from030(c.version) ? startupExit032(c.mockUrl('401', ''))(c) : before025(c.version) ? startupNoCause(c.mockUrl('401', '')) : failing('auth_rejected', "Letta Code's first calls were refused: 'Failed to call /v1/tools/add-base-tools: API error (401): {…\"Incorrect API key provided …\"…}', 'Failed to connect to Letta server.', 'Base URL: …', 'Your credentials may be invalid or the server may be unreachable.', \"Let's reconfigure your setup.\", then the sign-in menu ('Welcome to Letta Code!', '> Login to Letta Code' / 'Exit'): the key was refused; the menu offers a new sign-in.")),
    }),
    apiModeStartup('startup-server-unreachable', {
      baseUrl: () => 'http://127.0.0.1:9',
      how: "Letta's API mode: LETTA_API_KEY set, LETTA_BASE_URL at a closed port; 'letta' + Enter.",
      expect: /Let's get you authenticated|LETTA_API_KEY is set in your environment/,
      label: (c) => (from030(c.version) ? startupExit032('http://127.0.0.1:9')(c) : before025(c.version) ? startupNoCause('http://127.0.0.1:9') : failing('network_error', "Letta Code could not reach its server: 'Failed to call /v1/tools/add-base-tools: fetch failed', 'Failed to connect to Letta server.', 'Base URL: http://127.0.0.1:9', 'Your credentials may be invalid or the server may be unreachable.', \"Let's reconfigure your setup.\", then the sign-in menu ('> Login to Letta Code' / 'Exit'): the server cannot be reached, which a new sign-in would not change.")),
    }),
    {
      name: 'startup-malformed-settings', sizes: ['120x40', '80x24'],
      setup: (ctx) => ctx.write('.letta/settings.json', '{ "permissions": { "allow": [\n'),
      how: "Local backend at the mock ('ok'); ~/.letta/settings.json cut short (invalid JSON); 'letta' + Enter.",
      steps: [{ command: 'letta' }, { wait: 5000 }, { waitFor: STARTED, timeout: 120000, settle: { quietMs: 3000, timeoutMs: 30000 } },
        { capture: 'startup-malformed-settings', label: ready("'Error loading settings, using defaults: SyntaxError: Unexpected end of JSON input' and its stack trace ('at JSON.parse …', 'at SettingsManager.initialize (file:///…/letta.js:…)') under the typed command, then the usual start (banner, '• Starting new conversation with <agent>', the composer and the footer): Letta Code went on with its default settings and takes a prompt.") }],
    },
    {
      name: 'startup-unknown-model', sizes: ['120x40', '80x24'],
      how: "Local backend at the mock ('ok'); 'letta -m openrouter/nonexistent-model-9' + Enter.",
      steps: [{ command: 'letta -m openrouter/nonexistent-model-9' }, { wait: 5000 }, { waitFor: STARTED, timeout: 120000, settle: { quietMs: 3000, timeoutMs: 30000 } },
        { capture: 'startup-unknown-model', label: ready("'letta -m openrouter/nonexistent-model-9': the usual start with 'nonexistent-model-9 · Local' in the banner and the model in the footer ('Letta Code [nonexistent-model-9]', from 0.30 '<agent> · nonexistent-model-9') under the composer. Letta Code does not check the name at start: only a turn would meet the provider's 404.") }],
    },
  ],
};
