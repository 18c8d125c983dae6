// Gemini CLI scenarios (vendor id gemini-cli). Talks to the mock through GOOGLE_GEMINI_BASE_URL
// (http allowed for 127.0.0.1) with GEMINI_API_KEY; no proxy needed.
import { PROMPT, SHELL_PROMPT, ready, failing, gate, notAgent, sendPrompt, decoyScenario, busyScenario, permissionDeniedScenario, recoveredScenario, byForeground,
  goodTurnScenario, TRACEBACK_PROMPT, LIST_PROMPT, FAILING_TOOL_PROMPT, TOOL_FAIL_DONE, TRACEBACK_DONE, LIST_DONE,
  FAILED_WORDS_PROMPT, FAILED_WORDS_DONE } from './common.mjs';
/** @import { CaptureContext, Env, Label, RunContext, Scenario, Send, Step, Vendor } from './common.mjs' */
/**
 * Gemini CLI's own scenario fields: no GEMINI_API_KEY (`noKey`), the API's address (`baseUrl`).
 * @typedef {{ noKey?: boolean, baseUrl?: (ctx: Partial<RunContext>) => string }} Fields
 */
const KEY = 'AIzaSyLabTest-000000000000000000000000';
const TOOL_PROMPT = 'Create a build folder with an empty out.txt file.';
const COMPOSER = /Type your message/;

// HOME that already chose API-key auth, and (unless told) trusts the project folder.
/**
 * @param {RunContext} ctx
 * @param {{ trusted?: boolean, settings?: Record<string, unknown> }} [o]
 */
function onboardedHome(ctx, { trusted = true, settings = {} } = {}) {
  ctx.write('.gemini/settings.json', JSON.stringify({
    security: { auth: { selectedType: 'gemini-api-key' } },
    general: { enableAutoUpdate: false },
    ...settings,
  }, null, 2));
  if (trusted) ctx.write('.gemini/trustedFolders.json', JSON.stringify({ [ctx.proj]: 'TRUST_FOLDER' }, null, 2));
}

/** @type {(c: RunContext) => string[]} */
const trustOptions = (c) => [`Trust folder (${c.projName})`, `Trust parent folder (${c.projParentName})`, "Don't trust"];
// 0.19.1 and 0.33.0 word the first way to sign in 'Login with Google'
/** @type {(c: { version: string }) => string[]} */
const authMethods = (c) => [before039(c.version) ? 'Login with Google' : 'Sign in with Google', 'Use Gemini API Key', 'Vertex AI'];
// 0.19.1 asks 'Do you trust this folder?', and only where settings turn folder trust on
// (security.folderTrust.enabled; on by default in 0.45.2): the first run then starts at sign-in.
const TRUST_QUESTION = /Do you trust (?:the files in )?this folder\?/;
/** @type {Step[]} */
const pastTrust = [
  { waitFor: /Do you trust|How would you like to authenticate/, timeout: 45000 },
  { if: /Do you trust/, then: [{ keys: ['Enter'], settle: false }] },
  { waitFor: /How would you like to authenticate/, timeout: 45000 },
];

/** @type {Step[]} */
const startOnboarded = [{ command: 'gemini' }, { waitFor: COMPOSER, timeout: 45000 }];

// Sends a prompt on a loaded machine: a pause before Enter (else it is taken as part of a paste), and
// Enter again while the prompt still sits in the input box (the box's lower edge right under it,
// nothing but the footer or the screen's end below).
const escapeRe = (/** @type {string} */ t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** @type {Send} */
const sendSlowly = (text = PROMPT) => [{ ...sendPrompt(text), delay: 1200 }, { wait: 2000 },
  { while: new RegExp(`> ${escapeRe(text)}\\s*\\n▀{20,}\\n(?:\\s*workspace|\\s*$)`), keys_: ['Enter'], every: 3000, max: 3 }];

/** @type {(version: string) => number} the minor of a 0.x release */
const minor = (version) => { const [major, m] = version.split('.').map(Number); return major === 0 ? (m ?? 0) : Infinity; };
// A release before 0.61 from 0.45 on (0.45.2 was captured) ends a request given up in a quota or
// model dialog ('2. Stop'), and one that could not reach the API, in '✕ [API Error: An unknown error
// occurred.]', so the screen does not say what failed (unknownErrorRelease, below); and 0.45.2's
// /resume opens a session browser that lists the session itself.
/** @type {(version: string) => boolean} */
const before061 = (version) => minor(version) < 61;
// 0.45 is where the unknown error begins (unknownErrorRelease); what older releases word otherwise
// is said by before039 and before033 below.
/** @type {(version: string) => boolean} */
const before045 = (version) => minor(version) < 45;
// 0.33.0 (captured) already asks for a missing key in a box of its own, offers 'Allow once' /
// 'Allow for this session', and runs a shell command without dying; it still words its first
// sign-in choice 'Login with Google' and its permission question "Allow execution of: 'mkdir, touch'?",
// and shows a quota or an unknown model's error at once, with no dialog. So 0.19.1 alone is before 0.33.
// 0.19.1 also dies in the lab as soon as a shell command runs (node-pty's resize is given no size):
// Ink draws the error and its stack where the session was.
/** @type {(version: string) => boolean} */
const before033 = (version) => minor(version) < 33;
// 0.39.1 (captured) words the first sign-in choice 'Sign in with Google' and asks in a dialog about
// a quota or an unknown model, as 0.45 does; but what a request given up in those dialogs, or one
// that could not reach the API, ends in is the error itself, as in 0.61 ('An unknown error occurred'
// is 0.45's alone among the releases captured). So 0.19.1 and 0.33.0 are before 0.39.
/** @type {(version: string) => boolean} */
const before039 = (version) => minor(version) < 39;
/** @type {(version: string) => boolean} 0.45 (captured: 0.45.2) up to 0.61: the unknown error */
const unknownErrorRelease = (version) => before061(version) && !before045(version);
const shellCrash = failing('crash', "Ink's error screen in place of the session: source lines of node-pty's unixTerminal.js around 'throw new Error('resizing must be done using positive cols and rows')' and the stack under it (UnixTerminal.resize, ShellExecutionService.resizePty, AppContainer.js, react-reconciler); no composer. Gemini CLI died when the shell command started; its process is still in the foreground.");
/** @type {(notes: string) => Label} */
const unknownError = (notes) => failing('error', `${notes} Under the prompt only '✕ [API Error: An unknown error occurred.]' and 'ℹ This request failed. Press F12 for diagnostics…': what failed is not said; the input box is idle.`);

// general.maxAttempts=3 (default 10, with backoff: minutes of a silent 'Thinking...' spinner).
/** @type {(ctx: RunContext) => void} */
const fewRetries = (ctx) => onboardedHome(ctx, { settings: { general: { enableAutoUpdate: false, maxAttempts: 3 } } });

// dialog: the failure is drawn as a dialog asking what to do (quota, model access), so a gate reading is right too
// label: a release whose screen says otherwise gets its own label from it (null: the one from reason and notes)
/**
 * @param {string | number} behaviour
 * @param {{ reason: string, final: RegExp, notes: string, name?: string, mock?: string, env?: (ctx: RunContext) => Env,
 *   baseUrl?: Fields['baseUrl'], extra?: Step[], send?: readonly Step[], dialog?: boolean, label?: (c: CaptureContext) => Label | null }} o
 * @returns {Scenario<Fields> & { how: string }}
 */
function apiFailure(behaviour, { reason, final, notes, name, mock, env, baseUrl, extra = [], send = sendSlowly(), dialog = false, label }) {
  /** @type {Label} */
  const usual = dialog ? { ...failing(reason, notes), also: ['operator_gate'] } : failing(reason, notes);
  return {
    name: name || `api-${behaviour}`, mock: mock || String(behaviour), setup: fewRetries, env, baseUrl,
    how: `Onboarded HOME (API key auth, general.maxAttempts=3), trusted project; 'gemini' + Enter, typed '${PROMPT}' + Enter; mock API mode '${behaviour}'.`,
    steps: [
      ...startOnboarded, ...send,
      { waitFor: final, timeout: 240000 },
      { capture: name || `api-${behaviour}`, label: label ? (c) => label(c) ?? usual : usual, expect: final },
      ...extra,
    ],
  };
}

// Real providers' errors and transport faults (lab/faults.mjs), run only when named, e.g.
//   node lab/capture.mjs gemini-cli --sizes 120x40 --scenario real-p-gemini-429,real-dns
// Google's own bodies come verbatim (Gemini API family); other providers' as LiteLLM relays them.
/**
 * @type {(behaviour: string, reason: string, what: string | null,
 *   o?: { baseUrl?: Fields['baseUrl'], how?: string, final?: RegExp, notes?: string, dialog?: boolean }) => Scenario<Fields>}
 */
const realFailure = (behaviour, reason, what, { baseUrl, how, final = /✕ \[API Error|✕ .*(?:error|Error)/, notes, dialog } = {}) => {
  const sc = apiFailure(behaviour, { reason, final, name: `real-${behaviour}`, baseUrl, dialog,
    notes: notes ?? `'✕ [API Error: …]' with ${what} under the echoed prompt, 'ℹ This request failed. Press F12 for diagnostics…' below it, and the input box idle.` });
  return { ...sc, manual: true, how: how ? sc.how.replace(/mock API mode .*$/, how) : sc.how };
};
// What 0.61.0 showed at 120x40. A 429 or a 5xx is retried silently behind the spinner for minutes
// (Google's RetryInfo), so those screens look busy and are not kept; the 4xx come at once.
const REAL_FAILURES = [
  realFailure('p-gemini-400-key', 'auth_rejected', "Google's raw 400 body: INVALID_ARGUMENT 'API key not valid. Please pass a valid API key.', reason API_KEY_INVALID"),
  // Gemini CLI answers an unknown model with a dialog of its own, not an error line
  realFailure('p-gemini-404-model', 'model_not_found', null, { final: /don't have access to/, dialog: true,
    notes: "A box in place of the input: 'It seems like you don't have access to gemini-3.5-flash-lite. Your admin might have disabled the access. Contact them to enable the Preview Release Channel.' with '● 1. Switch to gemini-3.1-pro-preview-customtools' and '2. Stop': the model asked for is not there (Google's 404 NOT_FOUND), and the CLI offers another." }),
  realFailure('p-gemini-400-context', 'context_too_long', "Google's raw 400 body: INVALID_ARGUMENT 'The input token count (3475108) exceeds the maximum number of tokens allowed (1048576).'"),
  realFailure('p-gemini-400-location', 'bad_request', "Google's raw 400 body: FAILED_PRECONDITION 'User location is not supported for the API use.' (a region the API does not serve), its \"code\":400 on the screen"),
  realFailure('p-openai-400-invalid-prompt', 'content_refused', "OpenAI's 400 invalid_prompt 'Invalid prompt: your prompt was flagged as potentially violating our usage policy …' inside LiteLLM's relay body (escaped JSON over six lines, invalid_request_error and \"code\":\"400\" on the screen)"),
  realFailure('p-openrouter-402', 'billing_quota', "OpenRouter's 402 'This request requires more credits, or fewer max_tokens …' inside LiteLLM's relay body (escaped JSON, wrapped over five lines)"),
  realFailure('dns', 'network_error', "'exception TypeError: fetch failed sending request' (the host does not resolve; the cause is not shown)", { baseUrl: () => 'http://api.lab.invalid',
    how: 'GOOGLE_GEMINI_BASE_URL at a host under .invalid, which never resolves (ENOTFOUND).' }),
];

/** @type {Vendor<Fields>} */
export default {
  vendor: 'gemini-cli',
  short: 'g',
  proxy: false,
  env: (ctx, sc) => ({
    GEMINI_API_KEY: sc.noKey ? null : KEY,
    GOOGLE_GEMINI_BASE_URL: sc.baseUrl ? sc.baseUrl(ctx) : ctx.mockUrl(),
  }),
  scenarios: [
    { name: 'explore', manual: true, steps: [{ command: 'gemini' }] },
    { name: 'explore-nokey', manual: true, noKey: true, steps: [{ command: 'gemini' }] },
    { name: 'explore-onboarded', manual: true, setup: onboardedHome, steps: [{ command: 'gemini' }] },
    {
      name: 'first-run',
      how: 'Fresh HOME with GEMINI_API_KEY set, fresh git project; trust, auth method, key, one prompt, /quit.',
      steps: [
        { command: 'gemini' },
        { waitFor: /Do you trust|How would you like to authenticate/, timeout: 45000 },
        { if: /Do you trust/, then: [
          { capture: 'trust-folder', expect: TRUST_QUESTION,
            how: "Fresh HOME with GEMINI_API_KEY, fresh git project; typed 'gemini' + Enter; first screen.",
            label: (c) => gate('trust', c.proj, 'select', trustOptions(c), "Gemini CLI banner and tips, then a boxed 'Do you trust the files in this folder?' dialog with three numbered choices; option 1 highlighted.") },
          { keys: ['Enter'], settle: false },
          { waitFor: /How would you like to authenticate|Enter Gemini API Key|Type your message/, timeout: 45000 },
        ] },
        { capture: 'auth-method-key-detected', expect: /How would you like to authenticate/,
          how: 'Fresh HOME with GEMINI_API_KEY; trust dialog answered 1 (Trust folder).',
          label: (c) => gate('auth', 'Gemini CLI authentication (GEMINI_API_KEY detected)', 'select', authMethods(c), "Boxed '? Get started / How would you like to authenticate for this project?' with three choices, option 2 preselected, and 'Existing API key detected (GEMINI_API_KEY). Select \"Gemini API Key\" option to use it.'") },
        { keys: ['Enter'] },
        // 0.33.0 asks for no key when GEMINI_API_KEY is set: 'Use Gemini API Key' goes on to the composer
        { waitFor: /Enter Gemini API Key|Type your message/, timeout: 30000 },
        { if: /Enter Gemini API Key/, then: [
          { capture: 'auth-api-key-prefilled', expect: /Enter Gemini API Key/,
            how: "Fresh HOME with GEMINI_API_KEY; trust 1, auth method 'Use Gemini API Key'.",
            label: gate('auth', 'Gemini API key (GEMINI_API_KEY detected)', 'text', [], "'Enter Gemini API Key' dialog whose field is already filled with the (dummy) key from GEMINI_API_KEY (0.19.1: the field shows its placeholder 'Paste your API key here' under 'Existing API key detected (GEMINI_API_KEY)'); waits for Enter to submit.") },
          { keys: ['Enter'], settle: false },
        ] },
        { waitFor: COMPOSER, timeout: 30000 },
        { capture: 'ready-composer-first-run', expect: COMPOSER,
          how: 'Fresh HOME; trust, auth method and key answered; first composer.',
          label: ready("Gemini CLI banner and tips above the idle input box '> Type your message or @path/to/file' and the footer (workspace, sandbox, model).") },
        sendPrompt(),
        { waitFor: /local mock server/, timeout: 45000 },
        { capture: 'ready-after-reply', expect: /local mock server/,
          how: `First run as above; typed '${PROMPT}' + Enter; mock 'ok'.`,
          label: ready("The prompt and the '✦ Hello! This answer comes from a local mock server...' reply above the empty, idle input box.") },
        { text: '/quit', enter: true, settle: false },
        { waitFor: SHELL_PROMPT, timeout: 20000 },
        { capture: 'shell-after-quit-summary',
          how: "After a reply, typed '/quit' + Enter; Gemini CLI exited to bash.",
          label: notAgent("Gemini CLI exit summary ('Agent powering down. Goodbye!', interaction summary, performance, model usage) and the bash prompt on the last line; bash is in the foreground.") },
      ],
    },
    {
      name: 'login-google', noKey: true,
      how: "Fresh HOME without GEMINI_API_KEY; 'gemini', trust 1, auth method 1 (Sign in with Google).",
      steps: [
        { command: 'gemini' },
        ...pastTrust,
        { capture: 'auth-method', expect: /How would you like to authenticate/,
          how: "Fresh HOME without GEMINI_API_KEY; 'gemini' + Enter, trust 1.",
          label: (c) => gate('auth', 'Gemini CLI authentication', 'select', authMethods(c), "Boxed '? Get started / How would you like to authenticate for this project?' with three choices, option 1 'Sign in with Google' (0.19.1 and 0.33.0: 'Login with Google') highlighted, 'No authentication method selected.', '(Use Enter to select)' and the terms link.") },
        { keys: ['Enter'] },
        { waitFor: /Enter the authorization code/, timeout: 30000 },
        { capture: 'auth-google-code-entry', expect: /Enter the authorization code/,
          how: "Fresh HOME without GEMINI_API_KEY; 'gemini', trust 1, auth method 1 (Sign in with Google); no browser on the machine.",
          label: gate('auth', 'Google account (Sign in with Google, OAuth)', 'text', [], "Screen cleared to a plain prompt: 'Please visit the following URL to authorize the application:' with a long accounts.google.com OAuth URL wrapped over several lines, then 'Enter the authorization code:' waiting for a pasted code (the URL must be opened in a browser first).") },
        { text: 'bogus-auth-code', enter: true, settle: false },
        { waitFor: /Failed|rror|@lab:[^\n]*#\s*$/m, timeout: 60000 },
        { capture: 'auth-google-code-rejected',
          how: "Google sign-in as above; a bogus code typed + Enter; the token exchange cannot reach oauth2.googleapis.com (offline).",
          label: byForeground(
            notAgent("After a bogus authorization code: 'Failed to authenticate with authorization code: ...' (the token endpoint is unreachable offline) and the bash prompt: Gemini CLI exited.", { text_state: 'failing', ruling: 'foreground process is not the agent: not_agent wins by precedence' }),
            gate('auth', 'Google account (Sign in with Google, OAuth)', 'text', [], "After a bogus code: 'Failed to authenticate with authorization code:request to https://oauth2.googleapis.com/token failed, reason: getaddrinfo ENOTFOUND oauth2.googleapis.com' and 'Failed to authenticate with user code. Retrying...', then a new OAuth URL and 'Enter the authorization code:' again: the error is shown, but the screen waits for a code (gate wins by precedence).")) },
      ],
    },
    {
      name: 'login-api-key-empty', noKey: true,
      how: "Fresh HOME without GEMINI_API_KEY; 'gemini', trust 1, auth method 2 (Use Gemini API Key).",
      steps: [
        { command: 'gemini' },
        ...pastTrust,
        { keys: ['Down', 'Enter'] },
        { capture: 'auth-api-key-entry', expect: /Enter Gemini API Key|must specify the GEMINI_API_KEY/,
          label: (c) => before033(c.version)
            ? gate('auth', 'Gemini CLI authentication (Gemini API needs GEMINI_API_KEY)', 'select', authMethods(c), "The '? Get started / How would you like to authenticate for this project?' dialog stays open with '2. Use Gemini API Key' selected and 'When using Gemini API, you must specify the GEMINI_API_KEY environment variable. Update your environment and try again': 0.19.1 asks for no key, so the same select gate with an inline error.")
            : gate('auth', 'Gemini API key', 'text', [], "Boxed 'Enter Gemini API Key / Please enter your Gemini API key. It will be securely stored in your system keychain.' with the aistudio link and an empty field showing the placeholder 'Paste your API key here'; '(Press Enter to submit, Esc to cancel, Ctrl+C to clear stored key)'.") },
      ],
    },
    {
      name: 'login-vertex', noKey: true,
      how: "Fresh HOME without GEMINI_API_KEY or Google Cloud env vars; 'gemini', trust 1, auth method 3 (Vertex AI).",
      steps: [
        { command: 'gemini' },
        ...pastTrust,
        { keys: ['Down', 'Down', 'Enter'] },
        { capture: 'auth-vertex-missing-env', expect: /Vertex AI/,
          label: (c) => gate('auth', 'Gemini CLI authentication (Vertex AI needs env vars)', 'select', authMethods(c), "The '? Get started / How would you like to authenticate for this project?' dialog stays open with '3. Vertex AI' selected and the message 'When using Vertex AI, you must specify either: GOOGLE_CLOUD_PROJECT and GOOGLE_CLOUD_LOCATION ... GOOGLE_API_KEY ... Update your environment and try again'; still the same select gate, with an inline validation error.") },
      ],
    },
    {
      name: 'untrusted',
      setup: (ctx) => onboardedHome(ctx, { trusted: false, settings: { general: { enableAutoUpdate: false },
        security: { auth: { selectedType: 'gemini-api-key' }, folderTrust: { enabled: true } } } }),
      how: "HOME with API-key auth chosen and folder trust on (security.folderTrust.enabled), project not trusted; 'gemini', trust dialog answered 3 (Don't trust).",
      steps: [
        { command: 'gemini' },
        { waitFor: /Do you trust/, timeout: 45000 },
        { capture: 'trust-folder-onboarded', expect: TRUST_QUESTION,
          how: "HOME with API-key auth chosen and folder trust on, fresh untrusted project; 'gemini' + Enter.",
          label: (c) => gate('trust', c.proj, 'select', trustOptions(c), "Banner, tips and the boxed 'Do you trust the files in this folder?' (0.19.1: 'Do you trust this folder?') dialog with three numbered choices; option 1 highlighted.") },
        { keys: ['Down', 'Down', 'Enter'], settle: false },
        { waitFor: COMPOSER, timeout: 45000 },
        { capture: 'ready-composer-untrusted', expect: COMPOSER,
          label: ready("Idle input box after choosing Don't trust: 'ℹ Skipping project agents due to untrusted folder...' (0.19.1: 'ℹ This folder is not trusted. Some features may be disabled. …') above it (0.33.0: no notice) and the footer shows 'untrusted' under sandbox; not a gate.") },
      ],
    },
    {
      name: 'permission-shell', mock: 'tool', setup: onboardedHome,
      how: "Onboarded HOME, trusted project; prompt; mock 'tool' answers with a run_shell_command call.",
      steps: [
        ...startOnboarded,
        { capture: 'ready-composer-empty', expect: COMPOSER,
          how: "Onboarded HOME (API key auth), trusted project; 'gemini' + Enter; first screen.",
          label: ready("Gemini CLI banner and tips, then the idle input box '> Type your message or @path/to/file' and the footer (workspace, sandbox, model).") },
        sendPrompt(TOOL_PROMPT),
        { waitFor: /Allow execution|Allow once/, timeout: 45000 },
        { capture: 'permission-shell', expect: /Allow/,
          how: `Onboarded HOME, trusted project; typed '${TOOL_PROMPT}' + Enter; mock 'tool' answered with run_shell_command 'mkdir -p build && touch build/out.txt'.`,
          label: (c) => gate('permission', 'mkdir -p build && touch build/out.txt', 'select', before033(c.version)
            ? ['Yes, allow once', 'Yes, allow always ...', 'No, suggest changes (esc)'] : ['Allow once', 'Allow for this session', 'No, suggest changes (esc)'],
          "Boxed tool confirmation '? Shell mkdir -p build && touch build/out.txt' with the command in an inner box, 'Allow execution of [Shell]?' (0.19.1: \"Allow execution of: 'mkdir, touch'?\"; 0.39.1: 'Allow execution of [mkdir]?') and three numbered choices, option 1 highlighted (0.33.0: the box headed 'Action Required', \"Allow execution of: 'mkdir, touch'?\").") },
        { keys: ['Enter'], settle: false },
        { waitFor: /Done: I created|must be done using positive/, timeout: 45000 },
        { capture: 'ready-after-permission',
          how: "The shell permission answered 1 (Allow once); the command ran and the mock's final reply came.",
          label: (c) => (before033(c.version) ? shellCrash
            : ready("A finished tool box '✓ Shell mkdir -p build && touch build/out.txt', then the mock reply 'Done: I created build/out.txt ...' above the idle input box.")) },
      ],
    },
    permissionDeniedScenario({
      start: startOnboarded, send: sendSlowly, prompt: TOOL_PROMPT, setup: onboardedHome,
      how: "Onboarded HOME, trusted project; prompt; mock 'tool' asks for a shell command; answered Esc (No).",
      dialog: /Allow execution|Allow once/, timeout: 45000,
      notes: "The shell confirmation was dismissed with Esc: the tool box shows '-  Shell mkdir -p build && touch build/out.txt' (not run) and 'ℹ Request cancelled.'; the input box is idle.",
    }),
    busyScenario({
      start: startOnboarded, send: () => sendSlowly(), setup: onboardedHome,
      how: "Onboarded HOME, trusted project; prompt sent; mock 'slow' waits 60 s before answering.",
      spinner: { capture: 'busy-thinking-spinner',
        notes: "Busy: the prompt is echoed and a spinner line (e.g. 'Thinking... (esc to cancel, 5s)') runs above the input box while the mock holds the reply (0.33.0: a tip in its place, 'Exit the CLI with /quit or /exit… (esc to cancel, 10s)'); not idle, but no gate or failure shown." },
      after: { capture: 'ready-after-cancel',
        notes: "After Esc during the spinner: 'Request cancelled.' under the prompt; the empty input box is idle." },
    }),
    recoveredScenario({
      start: startOnboarded, send: sendSlowly, setup: onboardedHome, status: 401, count: 1, final: /✕ \[API Error/,
      how: "Onboarded HOME, trusted project; the mock fails the next model request with 401; prompt sent, final error awaited; a second prompt sent, which the mock answers.",
      notes: "The 401 of the first prompt ('✕ [API Error: {…UNAUTHENTICATED…}]') stays on the screen above the second prompt and its '✦' reply; the input box is idle under them. The error is history, not the agent's state.",
    }),
    decoyScenario({
      start: startOnboarded, send: sendSlowly, setup: onboardedHome,
      how: "Onboarded HOME, trusted project; prompt sent; mock 'decoy' replies with text quoting a trust prompt and 'Rate limit reached'.",
      notes: "Decoy: the '✦' reply quotes 'Do you trust the files in this folder?', '1. Yes, proceed', '2. No, exit' and 'Rate limit reached' as plain text; below it the input box is idle. No gate and no failure.", timeout: 45000,
    }),
    apiFailure(401, { reason: 'auth_rejected', final: /API Error|✕/,
      notes: "'✕ [API Error: {\"error\":{\"code\":401,\"message\":\"Request had invalid authentication credentials...\",\"status\":\"UNAUTHENTICATED\"}}]' (raw JSON, wrapped) and 'ℹ This request failed. Press F12 for diagnostics...' under the prompt; the input box is idle below." }),
    apiFailure(403, { reason: 'auth_rejected', final: /API Error|✕/,
      notes: "'✕ [API Error: {\"error\":{\"code\":403,\"message\":\"Permission denied on resource project (or it may not exist).\",\"status\":\"PERMISSION_DENIED\"}}]' and 'ℹ This request failed...' under the prompt; the input box is idle below." }),
    {
      // Gemini CLI 0.61 retries 5xx (and plain 429) silently behind the spinner for minutes, even
      // with general.maxAttempts=3: what the operator sees is only 'Thinking...'.
      name: 'api-500', mock: '500', setup: fewRetries,
      how: `Onboarded HOME (general.maxAttempts=3), trusted project; 'gemini', typed '${PROMPT}' + Enter; mock '500'; captured 20 s later.`,
      steps: [
        ...startOnboarded, sendPrompt(), { wait: 20000 },
        { capture: 'api-500-silent-retry', settle: false, expect: /esc to cancel/,
          label: ready("Only the echoed prompt and the spinner 'Thinking... (esc to cancel, 20s)' (0.19.1: a tip in place of 'Thinking...', and '✖ 3 errors (F12 for details)' in the footer; 0.33.0: a tip, no error count) above the input box: the mock answers every request with HTTP 500 and Gemini CLI keeps retrying without showing it (it kept spinning for over 4 minutes in a trial run). Busy as far as the screen shows; nothing names a failure.") },
      ],
    },
    apiFailure('quota', { reason: 'rate_limited', dialog: true, final: /Usage limit|quota/i,
      // 0.19.1 asks nothing: the quota error comes at once, under the prompt
      label: (c) => (before039(c.version) ? failing('rate_limited', "'✕ [API Error: You have exhausted your daily quota on this model.]' under the prompt at once (no dialog) and '✖ 2 errors (F12 for details)' in the footer (0.33.0: 'ℹ This request failed. Press F12 for diagnostics…' under it, no error count); the input box is idle below.") : null),
      notes: "Boxed modal 'Usage limit reached for gemini-3.5-flash-lite. / /stats model for usage details / /model to switch models.' (0.39.1: 'gemini-2.5-flash-lite') with '1. Switch to gemini-3.1-pro-preview-customtools' / '2. Stop': a daily-quota 429 (QuotaFailure details) on the router model; it waits for a choice, labelled failing like the corpus (also a select).",
      extra: [{ if: /Usage limit reached/, then: [
          { keys: ['Down', 'Enter'], settle: { quietMs: 2000, timeoutMs: 60000 } },
          { capture: 'api-quota-all-pro-models', expect: /Usage limit reached/,
            how: "Daily-quota 429s from the mock; the first quota dialog answered '2. Stop'.",
            label: { ...failing('rate_limited', "Second boxed modal 'Usage limit reached for all Pro models.' with '1. Keep trying' / '2. Stop' (after Stop on the first one); a quota failure that waits for a choice."), also: ['operator_gate'] } },
          { keys: ['Down', 'Enter'], settle: { quietMs: 2000, timeoutMs: 60000 } },
          { capture: 'api-quota-final',
            how: "Daily-quota 429s from the mock; both quota dialogs answered '2. Stop'.",
            label: (c) => unknownErrorRelease(c.version) ? unknownError('Both quota dialogs answered 2. Stop.')
              : failing('rate_limited', "'✕ [API Error: You have exhausted your daily quota on this model.]' / 'Please wait and try again later. To increase your limits, request a quota increase through AI Studio, or switch to another /auth method' (0.39.1: the first line alone) and 'ℹ This request failed...' under the prompt; the input box is idle.") },
      ] }] }),
    {
      ...apiFailure('closed-port', { name: 'api-closed-port', mock: 'ok', baseUrl: () => 'http://127.0.0.1:9/m/ok', reason: 'network_error', final: /API Error|✕|fetch failed/,
        notes: "'✕ [API Error: exception TypeError: fetch failed sending request]' and 'ℹ This request failed. Press F12 for diagnostics...' under the prompt (GOOGLE_GEMINI_BASE_URL points at a closed port); the input box is idle below.",
        label: (c) => (unknownErrorRelease(c.version) ? unknownError('GOOGLE_GEMINI_BASE_URL points at a closed port.') : null) }),
      setup: (ctx) => onboardedHome(ctx, { settings: { general: { enableAutoUpdate: false, maxAttempts: 3, retryFetchErrors: false } } }),
      how: `Onboarded HOME (general.maxAttempts=3, retryFetchErrors=false), trusted project; GOOGLE_GEMINI_BASE_URL=http://127.0.0.1:9 (closed port); 'gemini', typed '${PROMPT}' + Enter.`,
    },
    {
      name: 'fatal-bad-settings',
      setup: (ctx) => ctx.write('.gemini/settings.json', '{\n  "security": {\n    "auth": { selectedType: "gemini-api-key" }\n  }\n}\n'),
      how: "HOME whose ~/.gemini/settings.json is not valid JSON (unquoted key); 'gemini' + Enter.",
      steps: [
        { command: 'gemini' },
        { waitFor: SHELL_PROMPT, timeout: 30000 },
        { capture: 'fatal-startup-bad-settings',
          label: notAgent("Right under the typed command: 'Error in <HOME>/.gemini/settings.json: Expected property name or '}' in JSON at position 32' / 'Please fix the configuration file(s) and try again.' and the bash prompt again: Gemini CLI died at start-up (foreground is bash).", { text_state: 'failing', ruling: 'foreground process is not the agent: not_agent wins by precedence' }) },
      ],
    },
    {
      name: 'startup-mcp-failed',
      setup: (ctx) => onboardedHome(ctx, { settings: { general: { enableAutoUpdate: false }, mcpServers: { 'lab-tools': { command: '/opt/lab/no-such-mcp-server', args: [] } } } }),
      how: "Onboarded HOME, trusted project, ~/.gemini/settings.json with an MCP server 'lab-tools' whose command does not exist; 'gemini' + Enter.",
      steps: [
        ...startOnboarded, { wait: 8000 }, { settle: { quietMs: 2000, timeoutMs: 30000 } },
        { capture: 'ready-composer-mcp-failed', expect: COMPOSER, label: ready("The usual start (banner, tips) with 'ℹ MCP issues detected. Run /mcp list for status.' under the tips and '1 MCP server' at the right of the line above the input box; the idle input box '>   Type your message or @path/to/file' takes input. The MCP server could not be spawned, but the agent is usable: a notice, not a stop. (0.19.1 says it in a line of its own above the input box: '✕ Error during discovery for server 'lab-tools': Connection failed for 'lab-tools': spawn /opt/lab/no-such-mcp-server ENOENT', then 'Using: 1 MCP server'.)") },
      ],
    },
    {
      name: 'startup-unknown-model', mock: 'p-gemini-404-model', setup: fewRetries,
      how: "Onboarded HOME (general.maxAttempts=3), trusted project; 'gemini --model gemini-nonexistent-9' + Enter, then a prompt; the mock answers with Google's 404 NOT_FOUND for a model.",
      steps: [
        { command: 'gemini --model gemini-nonexistent-9' }, { waitFor: COMPOSER, timeout: 45000 },
        { capture: 'ready-composer-unknown-model', expect: COMPOSER, label: ready("Gemini CLI takes the unknown model without a word: the idle input box '>   Type your message or @path/to/file' and the footer naming 'gemini-nonexistent-9' under /model (the banner not yet drawn above it in this frame); nothing says the model is unknown.") },
        { ...sendPrompt(), delay: 1200 },
        { waitFor: /don't have access to|✕|not found/i, timeout: 120000 },
        { capture: 'model-not-found-after-prompt', expect: /was not found or is invalid|is not found for API version/,
          // 0.19.1 and 0.33.0 ask nothing: Google's 404 body comes at once under the prompt
          label: (c) => (before039(c.version)
            ? failing('model_not_found', "Under the prompt at once (no dialog): '✕ [API Error: {\"error\":{\"code\":404,\"message\":\"models/gemini-pro is not found for API version v1beta, or is not supported for generateContent. …\",\"status\":\"NOT_FOUND\"}}]' wrapped over three lines, and '✖ 1 error (F12 for details)' in the footer, which names gemini-nonexistent-9 (0.33.0: the message alone, '✕ [API Error: models/gemini-pro is not found for API version v1beta, or is not supported for generateContent. Call ListModels …]', and 'ℹ This request failed. Press F12 for diagnostics…' under it); the input box is idle.")
            : { ...failing('model_not_found', "After the prompt, a box in place of the input: 'Model \"gemini-nonexistent-9\" was not found or is invalid.' / '/model to switch models.' with '● 1. Keep trying' and '2. Stop' (Google's 404 NOT_FOUND for the model): the model is not there; the box waits for a choice, so a select reading is right too."), also: ['operator_gate'] }) },
        { if: /was not found or is invalid/, then: [
          { keys: ['Down', 'Enter'], settle: { quietMs: 2000, timeoutMs: 60000 } },
          { capture: 'model-not-found-stopped', expect: /is not found for API version|An unknown error occurred/,
            label: (c) => unknownErrorRelease(c.version) ? unknownError("The model dialog answered '2. Stop'; the footer names gemini-nonexistent-9.") : failing('model_not_found', "After '2. Stop' in that box: under the prompt '✕ [API Error: models/gemini-pro is not found for API version v1beta, or is not supported for generateContent. Call ListModels …]' (Google's 404 body as the lab's catalogue has it, naming its own model) and 'ℹ This request failed. Press F12 for diagnostics…'; the input box is idle, the footer names gemini-nonexistent-9.") },
        ] },
      ],
    },
    // Errors that are not failures, and a customised footer and theme: every screen below is `ready`.
    {
      name: 'slash-refusal', setup: onboardedHome,
      how: "Onboarded HOME, trusted project; 'gemini' + Enter; '/compress' + Enter with no conversation to compress, then '/resume' + Enter with no saved session.",
      steps: [
        ...startOnboarded,
        { text: '/compress', settle: false }, { wait: 800 }, { keys: ['Enter'] }, { wait: 4000 },
        { capture: 'ready-after-slash-compress-refused', expect: /compress/i,
          label: ready('/compress with nothing to compress: the command answers in a line of its own; the input box is idle below.') },
        { text: '/resume', settle: false }, { wait: 800 }, { keys: ['Enter'] }, { wait: 4000 },
        { capture: 'slash-resume-shown', expect: /resume|session/i,
          label: (c) => ready(before061(c.version) && !/No auto-saved conversations found/.test(c.screen)
            ? "'> /resume' in a new session: its session browser 'Chat Sessions (1 total)' with 'Navigate: ↑/↓   Resume: Enter   Search: /   Delete: x   Quit: q' lists the current session alone, in place of the input box. The operator's own command, waiting on its own keys; nothing failed and no gate was put to the operator."
            : "/resume with no saved session (0.33.0 and 0.39.1: 'No auto-saved conversations found.' / 'Press q to exit' in place of the input box, waiting on its own key).") },
        { if: COMPOSER, else: [{ keys: ['Escape'] }, { wait: 1500 }] },
        { capture: 'ready-after-slash-resume', expect: COMPOSER,
          label: ready('After /resume with no saved session; the input box is idle.') },
      ],
    },
    goodTurnScenario({
      name: 'tool-error', mock: 'tool-fail', setup: onboardedHome, start: startOnboarded, send: sendSlowly, prompt: FAILING_TOOL_PROMPT,
      between: [{ waitFor: /Allow execution|Allow once/, timeout: 120000 }, { keys: ['Enter'], settle: false }],
      done: TOOL_FAIL_DONE, capture: 'ready-after-tool-error',
      how: `Onboarded HOME, trusted project; typed '${FAILING_TOOL_PROMPT}'; mock 'tool-fail' calls run_shell_command with a command that fails (a Python TypeError traceback); allowed once; the mock's reply explains the failure.`,
      notes: "The shell tool box shows the command's traceback ending in 'TypeError: add() missing 1 required positional argument', then the reply 'The check failed on purpose …'; the input box is idle below.",
    }),
    goodTurnScenario({
      name: 'traceback-reply', mock: 'traceback', setup: onboardedHome, start: startOnboarded, send: sendSlowly, prompt: TRACEBACK_PROMPT,
      done: TRACEBACK_DONE, capture: 'ready-after-traceback-reply',
      how: `Onboarded HOME, trusted project; typed '${TRACEBACK_PROMPT}'; mock 'traceback' replies with text that quotes a Python traceback and an 'ERROR: HTTP 500 Internal Server Error' line.`,
      notes: "The reply explains a traceback, quoting it and 'ERROR: HTTP 500 Internal Server Error (POST /api/items)', and ends with a sentence; the input box is idle below.",
    }),
    goodTurnScenario({
      name: 'failed-words-reply', mock: 'failed-words', setup: onboardedHome, start: startOnboarded, send: sendSlowly, prompt: FAILED_WORDS_PROMPT,
      done: FAILED_WORDS_DONE, capture: 'ready-after-failed-words-reply',
      how: `Onboarded HOME, trusted project; typed '${FAILED_WORDS_PROMPT}'; mock 'failed-words' replies with two paragraphs that open with 'Failed'.`,
      notes: "The reply's paragraphs open with 'Failed': '✦ Failed tests: none — all 12 pass.' and 'Failed to reproduce the bug: calc.add(2, 3) returns 5 on every run, so the code is correct as is.'; the input box is idle below. A good answer in an error's words.",
    }),
    goodTurnScenario({
      name: 'numbered-list', mock: 'list', setup: onboardedHome, start: startOnboarded, send: sendSlowly, prompt: LIST_PROMPT,
      done: LIST_DONE, capture: 'ready-after-numbered-list-reply',
      how: `Onboarded HOME, trusted project; typed '${LIST_PROMPT}'; mock 'list' replies with a numbered list ending with a question.`,
      notes: "The reply is a numbered list '1. Add pytest … 2. … 3. …' ending with 'Which of these should I start with?'; the input box is idle below. No dialog.",
    }),
    {
      name: 'custom-footer',
      setup: (ctx) => onboardedHome(ctx, { settings: { general: { enableAutoUpdate: false },
        ui: { theme: 'Dracula', hideBanner: true, hideTips: true,
          footer: { items: ['git-branch', 'model-name', 'token-count', 'memory-usage', 'session-id'], showLabels: true } } } }),
      how: "Onboarded HOME, trusted project, settings.json ui.theme 'Dracula', ui.hideBanner and ui.hideTips, and ui.footer.items (branch, model, tokens, memory, session id) with labels; 'gemini' + Enter, then a prompt.",
      steps: [
        ...startOnboarded, { wait: 2000 },
        { capture: 'ready-composer-custom-footer', expect: COMPOSER,
          label: ready('No banner, no tips: the idle input box and a footer of the chosen items with their labels, in the Dracula theme (0.19.1 and 0.33.0 know no ui.footer.items and draw their own footer).') },
        ...sendSlowly(), { waitFor: /comes from a local mock server/, timeout: 60000 }, { wait: 2000 },
        { capture: 'ready-after-reply-custom-footer', expect: /local mock/,
          label: ready("The mock's reply above the idle input box; the custom footer under it (0.19.1 and 0.33.0: their own footer).") },
      ],
    },
    {
      name: 'hidden-footer',
      setup: (ctx) => onboardedHome(ctx, { settings: { general: { enableAutoUpdate: false }, ui: { hideBanner: true, hideFooter: true } } }),
      how: "Onboarded HOME, trusted project, settings.json ui.hideBanner and ui.hideFooter; 'gemini' + Enter, then a prompt.",
      steps: [
        ...startOnboarded, { wait: 2000 },
        ...sendSlowly(), { waitFor: /comes from a local mock server/, timeout: 60000 }, { wait: 2000 },
        { capture: 'ready-after-reply-hidden-footer', expect: /local mock/,
          label: ready("No banner and no footer: the mock's reply above the idle input box, and nothing under it.") },
      ],
    },
    {
      name: 'startup-warning-reply',
      setup: (ctx) => onboardedHome(ctx, { settings: { general: { enableAutoUpdate: false }, mcpServers: { 'lab-tools': { command: '/opt/lab/no-such-mcp-server', args: [] } } } }),
      how: "Onboarded HOME, trusted project, an MCP server 'lab-tools' whose command does not exist; 'gemini' + Enter, then a prompt answered by the mock.",
      steps: [
        ...startOnboarded, { wait: 3000 },
        ...sendSlowly(), { waitFor: /comes from a local mock server/, timeout: 60000 }, { wait: 2000 },
        { capture: 'ready-after-reply-startup-warning', expect: /local mock/,
          label: ready("The start-up notice about the MCP server that could not start stays above (0.19.1: '✕ Error during discovery for server 'lab-tools': … ENOENT'), and the session goes on: the prompt and the mock's reply below it, the input box idle.") },
      ],
    },
    {
      // The provider's safety filter stops the reply (mock 'safety': finishReason SAFETY after a first
      // piece of text). Gemini CLI draws it as an info line of its own under the partial reply.
      name: 'safety-stop', mock: 'safety', setup: onboardedHome,
      how: `Onboarded HOME, trusted project; 'gemini' + Enter, typed '${PROMPT}' + Enter; mock 'safety' begins a reply, then ends the stream with finishReason SAFETY (a blocked safety rating, no content).`,
      steps: [
        ...startOnboarded, ...sendSlowly(), { waitFor: /Response stopped due to safety/, timeout: 60000 }, { wait: 2000 },
        { capture: 'safety-stop', expect: /Response stopped due to safety reasons/,
          label: failing('content_refused', "Under the prompt, 'ℹ ⚠️  Response stopped due to safety reasons.' (the provider's safety filter stopped the answer, finishReason SAFETY) beside the start of the reply ('✦ Here is how that works:'); the input box is idle below. The turn's outcome is the provider's refusal.") },
      ],
    },
    ...REAL_FAILURES,
  ],
};
