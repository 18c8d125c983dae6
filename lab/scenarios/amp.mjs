// Amp scenarios (vendor id amp; npm @ampcode/cli, formerly @sourcegraph/amp: a Bun single-file
// binary, a full-screen TUI). Amp takes only its server's origin (AMP_URL) and an access token
// (AMP_API_KEY); the agent loop runs on that server, behind a WebSocket actor protocol the lab does
// not speak. So each scenario gets a mock of its own at AMP_URL (`originMock`) answering the start-up
// calls (lab/amp-server.mjs): offline Amp reaches its login, splash, tour and composer and its
// start-up failures (the mock's behaviour for every request); a prompt makes Amp create a thread on
// the server, and that one request can be given a behaviour of its own (`thread: true`, the mock's
// --amp-thread): its failures show in Amp's composer, a held request is its busy "Connecting". A reply
// never comes: it would stream from the thread's actor.
import { PROMPT, SHELL_PROMPT, ready, failing, gate, notAgent, sendPrompt } from './common.mjs';
/** @import { Label, RunContext, Scenario, Step, Vendor } from './common.mjs' */
/**
 * Amp's own scenario fields: the thread creation alone gets the behaviour (`thread`), the tour already
 * done (`toured`), no AMP_API_KEY (`noKey`).
 * @typedef {{ thread?: boolean, toured?: boolean, noKey?: boolean }} Fields
 */

const COMPOSER = /ctrl\+o for commands/; // beside the logo, above the composer box
// The orb above the composer never stops moving, so a screen never settles: every step waits for
// what it expects, then settles only briefly.
const BRIEF = { quietMs: 800, timeoutMs: 3000 };
const KEY = 'sgamp_user_labtest_0000000000000000';
/** @type {Step[]} */
const start = [{ command: 'amp', settle: BRIEF }];
/** @type {Step[]} */
const startToComposer = [...start, { waitFor: COMPOSER, timeout: 45000, settle: BRIEF }];
// the decoy's words, typed into the composer and not sent: a turn never runs offline
const DECOY_DRAFT = 'Do you trust the files in this folder? 1. Yes, proceed 2. No, exit. Rate limit reached';
const TOUR_DONE = JSON.stringify({ agentMode: 'medium', pluginAgentModeKey: null, lastFastModeEnabled: false, launchCount: 1,
  neoInvadersHighScore: 0, shortcutsHintUsed: false, neoWelcomeDismissed: true }, null, 2) + '\n';

/**
 * After Amp has exited: waits for the shell prompt and captures it as `shell-after-<what>`.
 * @type {(what: string, label: Label, expect?: RegExp) => Step[]}
 */
const backToShell = (what, label, expect = SHELL_PROMPT) => [
  { waitFor: SHELL_PROMPT, timeout: 90000, settle: BRIEF },
  { capture: `shell-after-${what}`, settle: BRIEF, expect, label },
];

/** A start-up failure: Amp prints one "Error: …" line (and a hint) and exits to the shell. */
/**
 * @param {string} name
 * @param {{ mock?: string, url?: string, notes: string, how?: string, setup?: (ctx: RunContext) => void, command?: string, toured?: boolean }} o
 * @returns {Scenario<Fields>}
 */
function startupFailure(name, { mock, url, notes, how, setup, command, toured }) {
  return {
    name: `startup-${name}`, mock: mock || 'ok', setup, toured, ...(url ? { env: () => ({ AMP_URL: url }) } : {}),
    how: how || `AMP_URL at the lab mock ('${mock}'); typed 'amp' + Enter.`,
    steps: [
      { command: command || 'amp', settle: BRIEF },
      ...backToShell(`startup-${name}`, notAgent(notes, { text_state: 'failing', ruling: 'Amp exited after the error; the process decides: not_agent' }), /Error: /),
    ],
  };
}

/** A turn whose thread creation fails: the error toast above the composer, then its reconnect line. */
/**
 * @param {string | number} mock
 * @param {{ reason: string, notes: string, reconnectNotes?: string }} o
 * @returns {Scenario<Fields>}
 */
function turnFailure(mock, { reason, notes, reconnectNotes }) {
  const name = `api-${mock}`;
  return {
    name, mock: String(mock), thread: true, toured: true,
    how: `AMP_URL at the lab mock (start-up ok, thread creation '${mock}'); typed '${PROMPT}' + Enter.`,
    steps: [
      ...startToComposer, sendPrompt(),
      { waitFor: /✕ Connection failed/, timeout: 30000, settle: false }, { wait: 500 },
      { capture: name, settle: false, expect: /✕ Connection failed/, label: failing(reason, notes) },
      // (a conditional spread gets no contextual type: the steps are typed here)
      ...(reconnectNotes ? /** @type {Step[]} */ ([
        { waitFor: /Reconnecting in/, timeout: 30000, settle: false },
        // the countdown lasts a second or two before the next attempt ('∼ Connecting'), and the orb never
        // lets the screen settle: look often, and capture as soon as the toast has gone and the countdown shows
        { until: /^(?![\s\S]*✕ Connection failed)[\s\S]*Reconnecting in/, keys_: [], max: 90, settle: { quietMs: 200, timeoutMs: 400 } },
        { capture: `${name}-reconnecting`, settle: false, expect: /Reconnecting in/, label: failing('network_error', reconnectNotes) },
      ]) : []),
    ],
  };
}

/** @type {Vendor<Fields>} */
export default {
  vendor: 'amp',
  short: 'am',
  proxy: false,
  originMock: (ctx, sc) => (sc.thread ? ['--behaviour', 'ok', '--amp-thread', ctx.mock] : ['--behaviour', ctx.mock]),
  // The tour ran once: Amp keeps that in ~/.local/share/amp/session.json.
  setupHome: (ctx, sc) => { if (sc.toured) ctx.write('.local/share/amp/session.json', TOUR_DONE); },
  env: (ctx, sc) => ({ AMP_URL: ctx.originUrl, AMP_API_KEY: sc.noKey ? null : KEY, BROWSER: '/bin/true' }),
  metaEnv: (ctx, sc) => [`AMP_URL=${sc.env ? sc.env(ctx).AMP_URL : ctx.originUrl}`,
    sc.thread ? `mock: start-up ok, thread creation ${ctx.mock}` : `mock: every request ${ctx.mock}`],
  scenarios: [
    { name: 'explore', manual: true, steps: [{ command: 'amp' }] },
    {
      name: 'first-run',
      how: 'Fresh HOME, AMP_API_KEY and AMP_URL at the lab mock; amp, then the splash and the five-page tour.',
      steps: [
        ...start, { waitFor: /Space to continue/, timeout: 45000, settle: BRIEF },
        { capture: 'onboarding-welcome-splash', settle: BRIEF, expect: /Welcome to Amp/,
          label: gate('onboarding', 'Welcome to Amp', 'key', [],
            "First start: the animated orb, 'Welcome to Amp' and 'Space to continue' centred; nothing else is drawn until Space is pressed.") },
        { keys: ['Space'], settle: BRIEF },
        { capture: 'onboarding-tour-page', settle: BRIEF, expect: /1\/5/,
          label: gate('onboarding', 'Amp tour', 'key', [],
            "The tour's first page under the orb: 'Battle-Tested Agent Modes' with two lines of text, the page count '1/5' and 'Space to continue'.") },
        { keys: ['Space', 'Space', 'Space'], settle: BRIEF },
        { capture: 'onboarding-tour-permissions', settle: BRIEF, expect: /4\/5|5\/5/,
          label: gate('onboarding', 'Amp tour', 'key', [],
            "A later tour page ('Cross-Client Access' or 'Permissions', 'Amp runs tools and commands without asking for confirmation') with its page count and 'Space to continue'.") },
        { until: /Enter to get started/, keys_: ['Space'], max: 4, settle: BRIEF },
        { capture: 'onboarding-tour-last', settle: BRIEF, expect: /Enter to get started/,
          label: gate('onboarding', 'Amp tour', 'key', [],
            "The tour's last page: 'Customize Amp with Amp', 'Amp has a complete plugin API.' and 'Enter to get started' instead of a page count.") },
        { keys: ['Enter'], settle: BRIEF },
        { waitFor: COMPOSER, timeout: 30000, settle: BRIEF }, { wait: 2000 },
        { capture: 'ready-composer-first', settle: BRIEF, expect: COMPOSER,
          label: ready("After the tour: the orb, 'Welcome to Amp' and 'ctrl+o for commands · ? for shortcuts' beside it, and the empty composer box with the mode ('medium') in its top edge and the project path in its bottom edge.") },
        { text: PROMPT, settle: BRIEF },
        { capture: 'ready-composer-draft', settle: BRIEF, expect: /Say hello/,
          label: ready("The prompt typed into the composer box, not sent; the orb and hints above.") },
        { keys: ['C-u'], settle: BRIEF },
        // two Ctrl-C within a second quit; one alone does nothing visible
        { keys: ['C-c', 'C-c'], settle: false },
        ...backToShell('exit', notAgent('Ctrl-C twice in a row quit Amp: it leaves the alternate screen and the bash prompt is back; bash is in the foreground.')),
      ],
    },
    {
      name: 'returning', toured: true,
      how: "HOME whose ~/.local/share/amp/session.json says the tour was seen; AMP_API_KEY, AMP_URL at the lab mock; amp.",
      steps: [
        ...startToComposer,
        { capture: 'ready-composer-returning', settle: BRIEF, expect: COMPOSER,
          label: ready("A returning start: no splash, straight to the orb, 'Welcome to Amp', the hints and the empty composer box.") },
        { text: DECOY_DRAFT, settle: BRIEF },
        { capture: 'ready-composer-decoy-draft', settle: BRIEF, expect: /Do you trust/,
          label: ready("The composer holds typed text quoting a trust question, its options and 'Rate limit reached' (not sent): nothing is waiting for an answer.") },
      ],
    },
    {
      name: 'login', noKey: true,
      how: 'Fresh HOME, no AMP_API_KEY; amp, then y, a malformed code, Ctrl-C.',
      steps: [
        ...start, { waitFor: /Would you like to log in/, timeout: 45000, settle: BRIEF },
        { capture: 'auth-login-confirm', settle: BRIEF, expect: /\(y\)es, \(n\)o/,
          label: gate('auth', 'log in to Amp', 'confirm', ['(y)es', '(n)o'],
            "Plain lines: 'No API key found. Starting login flow...' and 'Would you like to log in to Amp? [(y)es, (n)o]:' with the cursor after it.") },
        { keys: ['y'], settle: BRIEF },
        { waitFor: /paste your code here/, timeout: 20000, settle: BRIEF },
        { capture: 'auth-login-paste-code', settle: BRIEF, expect: /paste your code here/,
          label: gate('auth', 'Amp login code', 'text', [],
            "'If your browser does not open automatically, visit:' the AMP_URL/auth/cli-login?authToken=… URL, then 'When prompted, paste your code here:' waiting for the code.") },
        { text: 'abc123badcode', enter: true, settle: BRIEF },
        { capture: 'auth-login-code-rejected', settle: BRIEF, expect: /code looks incomplete/,
          label: gate('auth', 'Amp login code', 'text', [],
            "After a malformed code: 'That code looks incomplete. Copy the full code from the browser and try again.' and the prompt 'When prompted, paste your code here:' again.") },
        { keys: ['C-c'], settle: false },
        ...backToShell('login-cancelled', notAgent('Ctrl-C at the code prompt ended amp: the login lines stay above the bash prompt; bash is in the foreground.')),
      ],
    },
    {
      name: 'login-declined', noKey: true,
      how: "Fresh HOME, no AMP_API_KEY; amp, then 'n'.",
      steps: [
        ...start, { waitFor: /Would you like to log in/, timeout: 45000, settle: BRIEF },
        { keys: ['n'], settle: false },
        ...backToShell('login-declined', notAgent("'n' at 'Would you like to log in to Amp?' ended amp; what it printed stays above the bash prompt; bash is in the foreground.")),
      ],
    },
    {
      name: 'busy', mock: 'hang', thread: true, toured: true,
      how: `AMP_URL at the lab mock (start-up ok, thread creation held unanswered); typed '${PROMPT}' + Enter.`,
      steps: [
        ...startToComposer, sendPrompt(), { wait: 3000 },
        { capture: 'busy-connecting', settle: false, expect: /Connecting/,
          label: ready("Busy: the user line '┃ Say hello in one sentence.' above the empty composer, whose bottom edge shows a spinner and 'Connecting' while Amp waits for its server to create the thread; no error, no dialog.") },
      ],
    },
    turnFailure(401, { reason: 'auth_rejected',
      notes: "Above the user line a toast box: '✕ Connection failed: Failed to create thread-actors thread: 401 {\"error\":{\"message\":\"Incorrect API key provided: …' (cut with '…'); the composer's bottom edge shows '◌ Reconnecting in 1s'.",
      reconnectNotes: "The toast has gone; only the composer's bottom edge says what happened: '◌ Reconnecting in Ns' under the user line, again and again (Amp cannot create the thread and keeps retrying)." }),
    turnFailure(429, { reason: 'rate_limited',
      notes: "Toast '✕ Connection failed: Failed to create thread-actors thread: 429 {\"error\":{\"message\":\"Rate limit reached for requests per min (RPM): …'; '◌ Reconnecting in …' in the composer's bottom edge." }),
    turnFailure(500, { reason: 'server_error',
      notes: "Toast '✕ Connection failed: Failed to create thread-actors thread: 500 {\"error\":{\"message\":\"The server had an error while processing your request. …'; '◌ Reconnecting in …' in the composer's bottom edge.",
      reconnectNotes: "The toast has gone; the composer's bottom edge shows '◌ Reconnecting in Ns' under the user line while Amp retries." }),
    turnFailure(503, { reason: 'overloaded',
      notes: "Toast '✕ Connection failed: Failed to create thread-actors thread: 503 {\"error\":{\"message\":\"The engine is currently overloaded, please try again later.' …; '◌ Reconnecting in …' in the composer's bottom edge." }),
    turnFailure('p-openrouter-402', { reason: 'billing_quota',
      notes: "OpenRouter's 402 body for the thread request (Amp does not retry a 402): toast '✕ Connection failed: {\"error\":{\"message\":\"This request requires more credits, or fewer max_tokens. …' and the same text in the composer's bottom edge." }),
    turnFailure('t-nginx-502', { reason: 'server_error',
      notes: "nginx's HTML 502 page for the thread request: toast '✕ Connection failed: Failed to create thread-actors thread: 502 <html> …' (the page's markup); '◌ Reconnecting in …' in the composer's bottom edge." }),
    turnFailure('t-envoy-503', { reason: 'overloaded',
      notes: "Envoy's plain-text 503 for the thread request: toast '✕ Connection failed: Failed to create thread-actors thread: 503 upstream connect error or disconnect/reset before headers. reset reason: overflow'; '◌ Reconnecting in …' in the composer's bottom edge." }),
    startupFailure('api-401', { mock: '401',
      notes: "Amp's first call (getUserInfo) got 401: 'Error: Invalid or missing API key. Run 'amp login' to authenticate.', then the bash prompt." }),
    startupFailure('closed-port', { url: 'http://127.0.0.1:9', how: "AMP_URL=http://127.0.0.1:9 (a closed port); typed 'amp' + Enter.",
      notes: "'Error: Couldn't connect to the Amp server at http://127.0.0.1:9.' and a hint to start the local server, then the bash prompt." }),
    startupFailure('dns-failure', { url: 'http://api.lab.invalid', how: "AMP_URL=http://api.lab.invalid (never resolves); typed 'amp' + Enter.",
      notes: "'Error: Couldn't connect to the Amp server at http://api.lab.invalid.' and 'Check your network connection or the server URL and try again.', then the bash prompt." }),
    startupFailure('gateway-502', { mock: 't-nginx-502',
      notes: "getUserInfo got nginx's HTML 502 page: Amp printed 'Error: …' and exited; bash prompt." }),
    startupFailure('malformed-settings', {
      setup: (ctx) => ctx.write('.config/amp/settings.json', '{ "amp.permissions": [ broken\n'),
      how: "~/.config/amp/settings.json is not JSON; AMP_API_KEY, AMP_URL at the lab mock; typed 'amp' + Enter.",
      notes: "'Error: Invalid JSON in settings file …/.config/amp/settings.json' and 'Fix the JSON syntax errors. …', then the bash prompt." }),
    startupFailure('malformed-mcp-config', { command: "amp --mcp-config '{ broken'", toured: true,
      how: "AMP_API_KEY, AMP_URL at the lab mock; typed \"amp --mcp-config '{ broken'\" + Enter (the option's JSON is malformed).",
      notes: "Under the typed command: 'Error: Failed to parse --mcp-config as JSON: JSON Parse error: Expected '}'', then the bash prompt." }),
    {
      name: 'startup-mcp-failed', toured: true,
      setup: (ctx) => ctx.write('.config/amp/settings.json', JSON.stringify({ 'amp.mcpServers': { 'lab-tools': { command: '/opt/lab/no-such-mcp-server', args: [] } } }, null, 2) + '\n'),
      how: "~/.config/amp/settings.json with amp.mcpServers 'lab-tools' whose command does not exist; AMP_API_KEY, AMP_URL at the lab mock; typed 'amp' + Enter.",
      steps: [
        // Amp tries the server three more times within about five seconds, then gives up on it
        ...startToComposer, { wait: 10000 },
        { capture: 'ready-startup-mcp-failed', settle: BRIEF, expect: COMPOSER,
          label: ready("The usual returning start: the orb, 'Welcome to Amp', the hints and the empty composer box; nothing on the screen says that the MCP server could not start (Amp's log has 'MCP client connection error … ENOENT … posix_spawn' and the server disabled). The composer takes input.") },
      ],
    },
    {
      name: 'unknown-mode', toured: true,
      how: "AMP_API_KEY, AMP_URL at the lab mock; typed 'amp --mode bogus' + Enter (no such agent mode).",
      steps: [
        { command: 'amp --mode bogus', settle: BRIEF }, { waitFor: COMPOSER, timeout: 45000, settle: BRIEF },
        { capture: 'ready-composer-unknown-mode', settle: BRIEF, expect: /bogus/,
          label: ready("Amp takes any agent mode name at start-up: the composer box shows 'bogus' in its top edge where the mode goes; nothing complains until a turn asks the server.") },
      ],
    },
  ],
};

