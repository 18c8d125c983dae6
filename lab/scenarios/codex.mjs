// Codex CLI scenarios (vendor id codex). Codex reads its base URL from `openai_base_url` in
// ~/.codex/config.toml (not from the environment), so every scenario writes a config.toml that
// points at the mock with the scenario's behaviour. A "signed-in" HOME has auth.json with an API key.
import { PROMPT, TOOL_PROMPT, SHELL_PROMPT, ready, failing, gate, notAgent, retryThenFinal, decoyScenario, busyScenario, recoveredScenario,
  goodTurnScenario, TRACEBACK_PROMPT, LIST_PROMPT, FAILING_TOOL_PROMPT, TOOL_FAIL_DONE, TRACEBACK_DONE, LIST_DONE,
  FAILED_WORDS_PROMPT, FAILED_WORDS_DONE } from './common.mjs';
/** @import { CaptureContext, Label, RunContext, Scenario, Step, Vendor } from './common.mjs' */
/**
 * Codex's own scenario fields: config.toml's base URL (`baseUrl`) and more lines (`configExtra`), the
 * project trusted (`trusted`), an API key in auth.json (`signedIn`) or in the environment (`envKey`).
 * @typedef {{ baseUrl?: (ctx: Partial<RunContext>) => string, configExtra?: string[] | ((ctx: RunContext) => string[]),
 *   trusted?: boolean, signedIn?: boolean, envKey?: boolean }} Fields
 */
const KEY = 'sk-proj-labtest-000000000000000000000000000000000000000000000000';

/** @type {(ctx: RunContext, sc: Scenario<Fields>) => string} */
const baseUrl = (ctx, sc) => (sc.baseUrl ? sc.baseUrl(ctx) : ctx.mockUrl(ctx.mock, '/v1'));
/** @type {(version: string) => number} the minor of a 0.x release (Codex has no 1.x yet) */
const minor = (version) => { const [major, m] = version.split('.').map(Number); return major === 0 ? (m ?? 0) : Infinity; };
// Releases before openai_base_url was read from config.toml (0.77 calls api.openai.com whatever it
// says) take the base URL from OPENAI_BASE_URL in the environment; 0.149 reads the file.
/** @type {(version: string) => boolean} a release before 0.149 (0.77.0 and 0.118.0 were captured) */
const before0149 = (version) => minor(version) < 149;
// 0.77 draws its own onboarding and retry screens (below); 0.118 already draws 0.149's (the releases
// between were not captured, so where the change came is not known more closely)
/** @type {(version: string) => boolean} a release before 0.118 */
const before0118 = (version) => minor(version) < 118;

/** @type {(ctx: RunContext, sc: Scenario<Fields>, o: { trusted: boolean }) => void} */
function config(ctx, sc, { trusted }) {
  const lines = [`openai_base_url = "${baseUrl(ctx, sc)}"`];
  if (sc.configExtra) lines.push(...(typeof sc.configExtra === 'function' ? sc.configExtra(ctx) : sc.configExtra));
  if (trusted) lines.push('', `[projects."${ctx.proj}"]`, 'trust_level = "trusted"');
  ctx.write('.codex/config.toml', lines.join('\n') + '\n');
}
/** @param {RunContext} ctx */
function signedIn(ctx) {
  ctx.write('.codex/auth.json', JSON.stringify({ auth_mode: 'apikey', OPENAI_API_KEY: KEY, tokens: null, last_refresh: null }, null, 2));
}

// The folder trust question: 'Trust this folder?' since 0.170; before it, 'Do you trust the contents of this directory?';
// older still (0.77), whether Codex may work in the folder without asking for approval.
const TRUST_QUESTION = /Trust this folder|Do you trust the contents of this directory|allow Codex to work in this folder/;
/** @type {(version: string) => boolean} a release before 0.170, which words and answers the trust question otherwise */
const before0170 = (version) => minor(version) < 170;
// 0.77's animated logo leaves an 80x24 pane no room for the rest of an onboarding screen
/** @type {(c: RunContext) => boolean} */
const clipped0077 = (c) => before0118(c.version) && c.rows < 30;
// The release run, not the screen, picks which of the two readings a person wrote applies.
// `underLogo`: the question follows the sign-in under 0.77's animated logo, which an 80x24 pane cuts off.
/** @type {(notes: string, o?: { underLogo?: boolean }) => (c: CaptureContext) => Label} */
const trustLabel = (notes, { underLogo = false } = {}) => (c) => {
  if (before0118(c.version)) {
    const question = "'You are running Codex in <project path>' / 'Since this folder is version controlled, you may wish to allow Codex to work in this folder without asking for approval.'";
    return underLogo && clipped0077(c)
      ? gate('trust', c.proj, 'select', undefined, `Under the animated logo: 'Welcome to Codex…', '✓ API key configured' and 'Codex will use usage-based billing with your API key.'; the folder question below it (${question}, two choices, 'Press enter to continue') is cut off by the 80x24 pane. No composer: the screen waits for that answer.`)
      : gate('trust', c.proj, 'select', ['Yes, allow Codex to work in this folder without asking for approval', 'No, ask me to approve edits and commands'], `${question} with '› 1. Yes, allow Codex to work in this folder without asking for approval' and '2. No, ask me to approve edits and commands'; 'Press enter to continue'.`);
  }
  return before0170(c.version)
    ? gate('trust', c.proj, 'select', ['Yes, continue', 'No, quit'], "'You are in <project path>' / 'Do you trust the contents of this directory? Working with untrusted contents comes with higher risk of prompt injection...' with '› 1. Yes, continue' and '2. No, quit'; 'Press enter to continue'.")
    : gate('trust', c.proj, 'select', ['Trust and continue', 'Back to Agent Command Center'], notes);
};

// The session is up when the status line shows (' default · '; in 0.77 the footer's 'context left'):
// a prompt typed before it is not sent.
const SESSION_UP = / default · |context left/;
/** @type {Step[]} */
const launch = [{ command: 'codex' }, { waitFor: /Ask Codex|› /, timeout: 45000 }];
// 0.118 offers a newer model once it has started ('Introducing GPT-5.4' / '1. Try new model' /
// '2. Use existing model'): the scenarios keep the existing model and go on to the session
const MODEL_NUDGE = /Use existing model/;
/** @type {(timeout: number) => Step[]} */
const pastModelNudge = (timeout) => [
  { waitFor: new RegExp(`${SESSION_UP.source}|${MODEL_NUDGE.source}`), timeout },
  { if: MODEL_NUDGE, then: [{ choose: /^Use existing model/, fallback: ['Down', 'Enter'] }, { waitFor: SESSION_UP, timeout: 60000 }] },
];
/** @type {Step[]} */
const startSignedIn = [...launch, ...pastModelNudge(120000)];
// A prompt typed before the session has started (the status line shows) is not sent, and on a loaded
// machine Codex drops an Enter: wait for the status line, then press Enter until the turn has begun.
/** @type {(text: string | undefined, begun: RegExp) => Step[]} */
const sendWhenStarted = (text = PROMPT, begun) => [{ waitFor: SESSION_UP, timeout: 120000 }, { text, settle: false }, { wait: 1500 }, { until: begun, keys_: ['Enter'], max: 4 }];
// Codex may drop an Enter that comes while it is still starting (the prompt then stays in the
// composer): press it until the turn has begun (a spinner, a reply, an error, a dialog).
const TURN_BEGUN = /Working|Reconnecting|■|^• |Would you like to/m;
/** @type {(text?: string, begun?: RegExp) => Step[]} */
const sendWhenUp = (text = PROMPT, begun = TURN_BEGUN) => [{ text, settle: false }, { wait: 1500 }, { until: begun, keys_: ['Enter'], max: 4 }];

/**
 * @param {string | number} behaviour
 * @param {{ reason: string, retry?: RegExp, final: RegExp, retryNotes?: string, finalNotes: string, name?: string,
 *   baseUrl?: Fields['baseUrl'], send?: Step | readonly Step[] }} o
 * @returns {Scenario<Fields> & { how: string }}
 */
function apiFailure(behaviour, { reason, retry, final, retryNotes, finalNotes, name, baseUrl, send = sendWhenUp() }) {
  const n = name || `api-${behaviour}`;
  // before 0.118 a retry is a bare '• Reconnecting... k/5' with no reason under it: the release picks that reading
  /** @type {(step: Step) => Step} */
  const retryOf0077 = (step) => (step.capture !== `${n}-reconnecting` || typeof step.label !== 'object' ? step : {
    ...step, label: ((/** @type {Label} */ label) => (/** @type {CaptureContext} */ c) => (before0118(c.version)
      ? failing('error', `Under the prompt only '• Reconnecting... 5/5 (21s • esc to interrupt)', with no line under it saying why (0.77 does not show the retried error); the composer and its footer below. Failing, for a reason the screen does not name (mock '${behaviour}').`)
      : label))(step.label),
  });
  const steps = [...startSignedIn, ...[send].flat(), ...retryThenFinal({
    name: n, reason, retry, retryNotes, retryWait: 1000, retrySuffix: 'reconnecting',
    final, finalNotes, finalSuffix: behaviour === 'closed-port' ? 'waiting-for-network' : 'final',
  }).map(retryOf0077)];
  return {
    name: n, mock: String(behaviour), signedIn: true, trusted: true, baseUrl,
    how: `Signed-in HOME (API key in auth.json), trusted project; 'codex' + Enter, typed '${PROMPT}' + Enter; mock Responses API mode '${behaviour}'.`,
    steps,
  };
}

// Real providers' errors and transport faults (lab/faults.mjs), run only when named, e.g.
//   node lab/capture.mjs codex --sizes 120x40 --scenario real-p-openai-429-quota,real-dns
// Codex speaks the Responses API: OpenAI-compatible providers' bodies come verbatim.
/** @type {(behaviour: string, reason: string, what: string | null, o?: { baseUrl?: Fields['baseUrl'], how?: string, final?: RegExp, notes?: string }) => Scenario<Fields>} */
const realFailure = (behaviour, reason, what, { baseUrl, how, final = /■/, notes } = {}) => {
  const sc = apiFailure(behaviour, { reason, final, name: `real-${behaviour}`, baseUrl,
    finalNotes: notes ?? `'■ ' and ${what} under the prompt; the composer is idle.` });
  return { ...sc, manual: true, how: how ? sc.how.replace(/mock Responses API mode .*$/, how) : sc.how };
};
// What 0.171.0 showed at 120x40: Codex prints some errors in its own words, not the provider's.
const REAL_FAILURES = [
  realFailure('p-openai-401', 'auth_rejected', "'unexpected status 401 Unauthorized: Incorrect API key provided: sk-…' (OpenAI's invalid_api_key)"),
  realFailure('p-openai-429-quota', 'billing_quota', "Codex's own 'Quota exceeded. Check your plan and billing details.' for OpenAI's 429 insufficient_quota"),
  realFailure('p-azure-429', 'rate_limited', "Azure OpenAI's 429 token rate limit message"),
  realFailure('p-openai-404-model', 'model_not_found', "'The model `computer-use-preview-2025-03-11` does not exist or you do not have access to it.' (OpenAI's 404 model_not_found)"),
  realFailure('p-openai-400-context', 'context_too_long', "Codex's own 'Codex ran out of room in the model's context window. Start a new thread or clear earlier history before retrying.' for OpenAI's 400 context_length_exceeded"),
  realFailure('p-openrouter-402', 'billing_quota', "'unexpected status 402 Payment Required: This request requires more credits, or fewer max_tokens. …' (OpenRouter's 402)"),
  realFailure('p-openai-responses-overloaded', 'overloaded', "Codex's own 'Selected model is at capacity. Please try a different model.' for the Responses stream's server_is_overloaded failure event"),
  realFailure('p-openai-400-invalid-prompt', 'content_refused', "'Invalid prompt: your prompt was flagged as potentially violating our usage policy. …' (OpenAI's 400 invalid_prompt: its content filter, in words no status class names)"),
  // a body Codex does not parse is printed raw, its invalid_request_error or its "code":400 on the screen
  realFailure('p-deepseek-400-risk', 'content_refused', "DeepSeek's raw 400 body '{\"error\":{\"message\":\"Content Exists Risk\",\"type\":\"invalid_request_error\",…}}' (its content filter)"),
  realFailure('p-moonshot-400-risk', 'content_refused', "Moonshot's raw 400 body '{\"error\":{\"code\":400,\"message\":\"The request was rejected because it was considered high risk\",…,\"type\":\"content_filter\"}}' wrapped over two lines (its content filter)"),
  realFailure('t-nginx-502', 'server_error', "'unexpected status 502 Bad Gateway: <html> …' (nginx's HTML page printed whole)"),
  realFailure('dns', 'network_error', null, { baseUrl: () => 'http://api.lab.invalid/v1',
    how: 'openai_base_url at a host under .invalid, which never resolves.', final: /■|waiting for network/,
    notes: "Codex keeps retrying: '• Reconnecting... waiting for network (Ns • esc to interrupt)' with '└ Connection failed: error sending request' and a tip line under the prompt (the host does not resolve); the composer is idle below." }),
];

/** @type {Vendor<Fields>} */
export default {
  vendor: 'codex',
  short: 'x',
  proxy: false,
  setupHome: (ctx, sc) => {
    config(ctx, sc, { trusted: !!sc.trusted });
    if (sc.signedIn) signedIn(ctx);
  },
  env: (ctx, sc) => ({ OPENAI_API_KEY: sc.envKey ? KEY : null, OPENAI_BASE_URL: before0149(ctx.version) ? baseUrl(ctx, sc) : null }),
  metaEnv: (ctx, sc) => [`config.toml:openai_base_url=${baseUrl(ctx, sc)}`],
  scenarios: [
    { name: 'explore', manual: true, steps: [{ command: 'codex' }] },
    { name: 'explore-signed', manual: true, signedIn: true, steps: [{ command: 'codex' }] },
    {
      name: 'first-run', envKey: false,
      how: 'Fresh HOME (config.toml with the mock base URL only), no API key; the sign-in screens.',
      steps: [
        { command: 'codex' },
        { waitFor: /Welcome to Codex|Sign in/, timeout: 45000 },
        { capture: 'auth-welcome-signin', expect: /Choose how you want to use Codex|Provide your own API key/,
          // the release picks the reading: two choices before 0.118 (an 80x24 pane shows only the first),
          // '3. Provide your own API key' before 0.170, '3. Sign in another way' since
          label: (c) => {
            if (before0118(c.version)) {
              return gate('auth', 'Codex sign-in', 'select', clipped0077(c) ? ['Sign in with ChatGPT'] : ['Sign in with ChatGPT', 'Provide your own API key'], "Full-screen 'Welcome to Codex, OpenAI's command-line coding agent / Sign in with ChatGPT to use Codex as part of your paid plan or connect an API key for usage-based billing' under the animated logo, the choices '1. Sign in with ChatGPT' (cursor '>') and '2. Provide your own API key' and 'Press Enter to continue'; an 80x24 pane cuts the screen off after the first choice.");
            }
            return before0170(c.version)
              ? gate('auth', 'Codex sign-in', 'select', ['Sign in with ChatGPT', 'Sign in with Device Code', 'Provide your own API key'], "Full-screen 'Welcome to Codex, OpenAI's command-line coding agent / Sign in with ChatGPT to use Codex as part of your paid plan or connect an API key for usage-based billing' with three sign-in options (each with a grey description line), cursor '>' on 1, and 'Press enter to continue'.")
              : gate('auth', 'Codex sign-in', 'select', ['Sign in with ChatGPT', 'Sign in with Device Code', 'Sign in another way'], "Full-screen 'Welcome to Codex, OpenAI's command-line coding agent / Choose how you want to use Codex.' with three sign-in options (each with a grey description line), cursor '>' on 1, and 'Press enter to continue'.");
          } },
        // releases before the 'Sign in another way' submenu offer '3. Provide your own API key' on the first menu
        { choose: /^Sign in another way|^Provide your own API key/, fallback: ['Down', 'Down', 'Enter'] },
        { if: /Use an OpenAI API key/, then: [
          { capture: 'auth-other-way', expect: /Sign in another way/, label: gate('auth', 'Codex sign-in (API key or other provider)', 'select', ['Use an OpenAI API key', 'Use Amazon Bedrock'], "'Sign in another way' submenu: '1. Use an OpenAI API key / Pay for what you use', '2. Use Amazon Bedrock / Connect using your AWS credentials'; 'Press enter to continue / Press esc to go back'.") },
          { choose: /^Use an OpenAI API key/, fallback: ['Enter'] },
        ] },
        { capture: 'auth-api-key-entry', expect: /Paste or type your API key/, label: gate('auth', 'OpenAI API key', 'text', [], "'Use your own OpenAI API key for usage-based billing / Paste or type your API key below.' with an empty 'API key' input box (placeholder 'Paste or type your API key'); 'Press enter to save / Press esc to go back'.") },
        { text: KEY },
        { keys: ['Enter'], settle: { quietMs: 1500, timeoutMs: 30000 } },
        { capture: 'trust-folder', expect: TRUST_QUESTION, how: 'Fresh HOME; signed in through Sign in another way -> Use an OpenAI API key (typed key) + Enter.',
          label: trustLabel("'Folder access' / the project path / 'Trust this folder? Codex can read, edit, and run files here, subject to your permission settings...' with '1. Trust and continue' and '2. Back to Agent Command Center'; 'enter continue · esc back'.", { underLogo: true }) },
        { keys: ['Enter'] },
        { waitFor: new RegExp(`${SESSION_UP.source}|${MODEL_NUDGE.source}`), timeout: 30000 },
        { if: MODEL_NUDGE, then: [
          { capture: 'onboarding-model-nudge', expect: MODEL_NUDGE, how: 'Fresh HOME; API key typed, folder trusted; the model offer shown before the first composer (0.118).',
            label: gate('onboarding', 'Introducing GPT-5.4', 'select', ['Try new model', 'Use existing model'], "Full-screen 'Introducing GPT-5.4 / Codex just got an upgrade with GPT-5.4, …' with the 'Learn more' link, 'You can always keep using GPT-5.3-Codex if you prefer.', 'Choose how you'd like Codex to proceed.', '› 1. Try new model' and '2. Use existing model'; 'Use ↑/↓ to move, press enter to confirm'. No composer: the screen waits for the choice.") },
          { choose: /^Use existing model/, fallback: ['Down', 'Enter'] },
          { waitFor: SESSION_UP, timeout: 60000 },
        ] },
        { capture: 'ready-composer-first-run', expect: /Ask Codex to do anything/, how: 'Fresh HOME; API key typed, folder trusted; first composer.',
          label: (c) => ready(`'>_ OpenAI Codex (v${c.version})' header with the cwd, the large logo, then the idle composer placeholder '› Ask Codex to do anything' (before 0.149 a suggestion such as '› Explain this codebase'), the model/cwd status line (0.77: '100% context left · ? for shortcuts') and (since 0.170) '← for agents · ? for shortcuts'.`) },
      ],
    },
    {
      name: 'login-chatgpt',
      how: "Fresh HOME, no API key; 'codex', 1 (Sign in with ChatGPT).",
      steps: [
        { command: 'codex' },
        { waitFor: /Welcome to Codex|Sign in/, timeout: 45000 },
        { keys: ['Enter'], settle: { quietMs: 1500, timeoutMs: 20000 } },
        { capture: 'auth-chatgpt-browser', expect: /Finish signing in via your browser/,
          label: gate('auth', 'ChatGPT account (auth.openai.com OAuth, local callback 127.0.0.1:1455)', 'browser', [], "'Finish signing in via your browser' with the auth.openai.com authorize URL ('press c to copy it'), 'On a remote or headless machine? Press esc and choose Sign in with Device Code.' and 'Press esc to cancel'.") },
        { keys: ['Escape'] },
        // 0.77's menu has no device-code sign-in: the scenario ends with the browser screen there
        { if: /Sign in with Device Code/, then: [
        { choose: /^Sign in with Device Code/, fallback: ['Down', 'Enter'], settle: { quietMs: 2000, timeoutMs: 30000 } },
        { capture: 'auth-device-code-network-error', expect: /device code|deviceauth/,
          how: "Fresh HOME, no API key; ChatGPT sign-in cancelled with Esc, then 2 (Sign in with Device Code); the machine is offline.",
          label: (c) => failing('network_error', before0149(c.version)
            ? "The sign-in menu is still shown under the animated logo (cursor on '2. Sign in with Device Code') with an error line below: 'error sending request for url (https://auth.openai.com/api/accounts/deviceauth/usercode)'."
            : "The sign-in menu is still shown (cursor on '2. Sign in with Device Code') with an error line below: 'account/login/start failed: failed to request device code: error sending request for url (https://auth.openai.com/api/accounts/deviceauth/usercode) (code -32603)'.") },
        ] },
      ],
    },
    {
      name: 'api-key-env', envKey: true,
      how: "Fresh HOME, OPENAI_API_KEY in the environment; 'codex', 3 (Sign in another way), 1 (Use an OpenAI API key).",
      steps: [
        { command: 'codex' },
        { waitFor: /Choose how you want to use Codex|Provide your own API key/, timeout: 45000 },
        { choose: /^Sign in another way|^Provide your own API key/, fallback: ['Down', 'Down', 'Enter'] },
        { if: /Use an OpenAI API key/, then: [{ choose: /^Use an OpenAI API key/, fallback: ['Enter'] }] },
        { capture: 'auth-api-key-detected-env', expect: /OPENAI_API_KEY/,
          label: gate('auth', 'OpenAI API key (OPENAI_API_KEY detected in environment)', 'text', [], "API key entry with 'Detected OPENAI_API_KEY environment variable. / Paste a different key if you prefer to use another account.' and the box prefilled with the key; 'Press enter to save / Press esc to go back'.") },
      ],
    },
    {
      name: 'reply', signedIn: true,
      how: "Signed-in HOME, untrusted project; 'codex', trust, prompt; mock 'ok'; then Ctrl-C.",
      steps: [
        { command: 'codex' },
        { waitFor: TRUST_QUESTION, timeout: 45000 },
        { capture: 'trust-folder-signed-in', expect: TRUST_QUESTION,
          label: trustLabel("'Folder access' / the project path / 'Trust this folder? Codex can read, edit, and run files here...' with '1. Trust and continue' and '2. Back to Agent Command Center'; 'enter continue · esc back'.") },
        { keys: ['Enter'] },
        ...pastModelNudge(30000),
        { capture: 'ready-composer-empty', expect: /Ask Codex to do anything/,
          label: (c) => ready(`'>_ OpenAI Codex (v${c.version})' header with the cwd, the large logo, then the idle composer placeholder '› Ask Codex to do anything' (before 0.149 a suggestion such as '› Explain this codebase'), the model/cwd status line (0.77: '100% context left · ? for shortcuts') and (since 0.170) '← for agents · ? for shortcuts'.`) },
        ...sendWhenUp(),
        { waitFor: /Worked for|comes from a local mock server/, timeout: 60000 }, // releases before 0.170 print no "Worked for" after a quick turn
        { capture: 'ready-after-reply', expect: /local mock server/, label: ready("A finished turn (prompt, '•' mock reply, 'Worked for Ns') above the idle composer placeholder '› Ask Codex to do anything'.") },
        { keys: ['C-c'], settle: { quietMs: 1500, timeoutMs: 20000 } },
        { if: /again to (quit|exit)/i, then: [{ keys: ['C-c'] }] },
        { waitFor: SHELL_PROMPT, timeout: 20000 },
        { capture: 'shell-after-exit', expect: /codex resume/,
          label: notAgent("Ctrl-C quit Codex: 'Disconnected from this task. Any running work continues. To reconnect, run: codex resume <id>', token usage, then the bash prompt; bash is in the foreground.") },
      ],
    },
    {
      name: 'approval', mock: 'tool', signedIn: true, trusted: true,
      configExtra: ['model = "gpt-5-codex"', 'approval_policy = "on-request"'],
      how: "Signed-in HOME, trusted project; prompt; mock 'tool' answers with a shell call asking for escalated permissions.",
      steps: [
        ...startSignedIn,
        ...sendWhenUp(TOOL_PROMPT),
        { waitFor: /Would you like to run|Yes, proceed/, timeout: 60000 },
        { capture: 'approval-command', expect: /Would you like to run the following command/,
          how: `Signed-in HOME, trusted project, config model="gpt-5-codex" and approval_policy="on-request"; typed '${TOOL_PROMPT}' + Enter; the mock answered with exec_command 'mkdir -p build && touch build/out.txt' and sandbox_permissions=require_escalated.`,
          label: gate('permission', 'mkdir -p build && touch build/out.txt', 'select', ['Yes, proceed (y)', "Yes, and don't ask again for commands that start with `mkdir -p build` (p)", 'No, and tell Codex what to do differently (esc)'],
            "'• Running mkdir -p build && touch build/out.txt' then 'Would you like to run the following command?' with 'Environment: local', 'Reason: ...' and '$ mkdir -p build && touch build/out.txt', three choices (cursor › on 1) and 'Press enter to confirm or esc to cancel'.") },
        { keys: ['Enter'], settle: false },
        { waitFor: /Done: I created/, timeout: 60000 },
        { capture: 'ready-after-approval', expect: /You approved codex/,
          label: ready("'✔ You approved codex to run mkdir -p build && touch build/out.txt this time', '• Ran ...' '└ (no output)', the final reply 'Done: I created build/out.txt ...' and 'Worked for Ns' above the idle composer.") },
      ],
    },
    busyScenario({
      start: startSignedIn, send: () => sendWhenUp(), signedIn: true, trusted: true,
      how: "Signed-in HOME, trusted project; prompt sent; mock 'slow' holds the reply 60 s.",
      spinner: { capture: 'busy-working-spinner',
        notes: "Busy: the prompt is echoed and a 'Working (Ns • esc to interrupt)' spinner line runs above the composer; no gate or failure shown." },
      after: { capture: 'ready-after-interrupt', expect: /interrupted/,
        notes: "After Esc during 'Working': '■ Conversation interrupted - use /feedback if something went wrong' under the prompt; the composer placeholder '› Ask Codex to do anything' is idle." },
    }),
    decoyScenario({
      start: startSignedIn, send: (text) => sendWhenUp(text), signedIn: true, trusted: true,
      how: "Signed-in HOME, trusted project; prompt; mock 'decoy' replies with text quoting gate wording.",
      notes: "Decoy: the '•' reply quotes 'Do you trust the files in this folder?', '1. Yes, proceed', '2. No, exit' and 'Rate limit reached' as plain text; the composer below is idle. No gate, no failure.",
    }),
    {
      name: 'update-prompt', signedIn: true, trusted: true,
      setup: (ctx) => ctx.write('.codex/version.json', JSON.stringify({ latest_version: '0.999.0', last_checked_at: new Date().toISOString(), dismissed_version: null })),
      how: "Signed-in HOME with a cached ~/.codex/version.json announcing 0.999.0; 'codex' + Enter.",
      steps: [
        { command: 'codex' },
        { waitFor: /Update|update/, timeout: 45000 },
        { capture: 'update-available-prompt', expect: /Update available/,
          // 'Update available! A -> B' before 0.170, 'Update available · A → B' since
          label: (c) => gate('update', `${c.version} ${before0170(c.version) ? '->' : '→'} 0.999.0`, 'select', ['Update now (runs `npm install -g @openai/codex`)', 'Skip', 'Skip until next version'],
            "'Update available · <version> → 0.999.0' (before 0.170 '✨ Update available! <version> -> 0.999.0') with the release-notes link, three choices (cursor › on 'Update now') and 'enter continue · esc skip' (before 0.170 'Press enter to continue'); shown before the TUI starts.") },
        { choose: /^Skip$/, fallback: ['Down', 'Enter'] },
        ...pastModelNudge(30000),
        { capture: 'ready-update-banner', expect: /Update available!/,
          how: "Signed-in HOME with a cached version.json announcing 0.999.0, trusted project; 'codex', '2. Skip' on the update prompt.",
          label: ready("Idle composer under a boxed '✨ Update available! <version> -> 0.999.0 / Run npm install -g @openai/codex to update.' banner with the release-notes link: an update notice, not a gate.") },
      ],
    },
    recoveredScenario({
      // a prompt typed before the session has started (the status line shows) is not sent, and an
      // Enter may be dropped under load: wait for the status line, press Enter until the turn begins
      // the first turn's error stays on screen: the second has begun when it works or answers
      start: startSignedIn, signedIn: true, trusted: true,
      send: (text) => sendWhenUp(text, text === PROMPT ? TURN_BEGUN : /Working|Worked for|comes from a local mock server/),
      status: 401, count: 20, final: /■ unexpected status 401/,
      how: "Signed-in HOME, trusted project; the mock fails the model requests with 401 (Codex retries a 401 over HTTP about nine times) until the final error shows; a second prompt sent, which the mock answers.",
      notes: "The 401 of the first prompt ('■ unexpected status 401 Unauthorized: Incorrect API key provided …') stays on the screen above the second prompt and its '•' reply ('Worked for Ns'); the composer is idle under them. The error is history, not the agent's state.",
    }),
    apiFailure(401, { reason: 'auth_rejected', retry: /Reconnecting/, final: /■/,
      retryNotes: "'• Reconnecting... k/5 (… • esc to interrupt)' with '└ Unexpected status 401 Unauthorized: ... Incorrect API key provided ... invalid_api_key' while every request gets HTTP 401; still retrying.",
      finalNotes: "'■ unexpected status 401 Unauthorized: Incorrect API key provided: sk-test-****. ... url: http://127.0.0.1:8765/m/401/v1/responses' under the prompt; the composer is idle." }),
    apiFailure(429, { reason: 'rate_limited', retry: /Reconnecting|reconnecting/, final: /■/,
      retryNotes: "'• Reconnecting... k/5' or 'Server is busy, reconnecting' with the 429 detail while the API answers 429 Too Many Requests; still retrying.",
      finalNotes: "'■ exceeded retry limit, last status: 429 Too Many Requests' under the prompt; the composer is idle." }),
    apiFailure(500, { reason: 'server_error', retry: /Reconnecting|reconnecting/, final: /■/,
      retryNotes: "'• Reconnecting... k/5 (… • esc to interrupt)' with '└ We’re currently experiencing high demand, which may cause temporary errors.' while the API answers HTTP 500; still retrying.",
      finalNotes: "After the retries: '■ We’re currently experiencing high demand, which may cause temporary errors.' under the prompt (no status code shown); the composer is idle." }),
    apiFailure(503, { reason: 'overloaded', retry: /Reconnecting|reconnecting/, final: /■/,
      retryNotes: "'• Reconnecting... k/5' with the 503 Service Unavailable / engine overloaded detail; still retrying.",
      finalNotes: "'■ unexpected status 503 Service Unavailable: The engine is currently overloaded, please try again later., url: ...' under the prompt; the composer is idle." }),
    apiFailure('closed-port', { name: 'api-closed-port', reason: 'network_error', retry: /Reconnecting/, final: /waiting for network/, baseUrl: () => 'http://127.0.0.1:9/v1',
      retryNotes: "'• Reconnecting... k/5 (… • esc to interrupt)' with '└ Stream disconnected before completion: Connection refused (os error 111)' (openai_base_url points at a closed port).",
      finalNotes: "After the retries Codex keeps waiting: '• Reconnecting... waiting for network (… • esc to interrupt)' with '└ Connection failed: error sending request' and a rotating tip line (openai_base_url points at a closed port); it goes on retrying." }),
    {
      name: 'startup-malformed-config', signedIn: true, trusted: true, configExtra: ['model = "gpt-5-codex'],
      how: "Signed-in HOME whose ~/.codex/config.toml is not valid TOML (an unterminated string); 'codex' + Enter.",
      steps: [
        { command: 'codex' },
        { waitFor: /Error:? loading config\.toml/, timeout: 45000 },
        { waitFor: SHELL_PROMPT, timeout: 15000 },
        { capture: 'shell-after-startup-config-error', expect: /invalid basic string/,
          label: (c) => notAgent(/Error loading config\.toml/.test(c.screen)
            ? "Under the typed command: the PATH-aliases warning, the TUI's header box (model and directory 'loading'), then 'Error loading config.toml:' written over the composer line, '<HOME>/.codex/config.toml:2:21: invalid basic string, expected `\"`' with the offending line and a caret (a stray '| for shortcuts' left from the footer), then the bash prompt: Codex exited at start-up (foreground is bash)."
            : "Under the typed command: the PATH-aliases warning, 'Error: loading config.toml:' / '<HOME>/.codex/config.toml:2:21: invalid basic string, expected `\"`' with the offending line and a caret, then the bash prompt: Codex exited at start-up (foreground is bash).", { text_state: 'failing', ruling: 'foreground process is not the agent: not_agent wins by precedence' }) },
      ],
    },
    {
      name: 'startup-unknown-model', mock: 'p-openai-404-model', signedIn: true, trusted: true, configExtra: ['model = "gpt-nonexistent-9"'],
      how: "Signed-in HOME, trusted project, config.toml model = \"gpt-nonexistent-9\"; 'codex' + Enter, then a prompt; the mock answers with OpenAI's 404 model_not_found.",
      steps: [
        // a prompt typed before the session has started (the status line shows) is not sent
        ...startSignedIn,
        { capture: 'ready-composer-unknown-model', expect: /gpt-nonexistent-9/,
          label: ready("The usual start: header, logo, the idle composer '› Ask Codex to do anything' and the status line 'gpt-nonexistent-9 default · <cwd>' with '⚠ 1 warning · f2 to view' (the sandbox's bubblewrap notice) in the corner; nothing says the model is unknown.") },
        ...sendWhenUp(),
        { waitFor: /■/, timeout: 120000 },
        { capture: 'model-not-found-after-prompt', expect: /does not exist/,
          label: failing('model_not_found', "Under the prompt: '■ The model `computer-use-preview-2025-03-11` does not exist or you do not have access to it.' (OpenAI's 404 body as the lab's catalogue has it, naming its own model, not the configured one); the composer is idle, the status line names gpt-nonexistent-9.") },
      ],
    },
    {
      name: 'startup-mcp-failed', signedIn: true, trusted: true,
      configExtra: ['', '[mcp_servers.lab-tools]', 'command = "/opt/lab/no-such-mcp-server"'],
      how: "Signed-in HOME, trusted project, config.toml with an MCP server 'lab-tools' whose command does not exist; 'codex' + Enter.",
      steps: [
        // before 0.170 the warnings are printed above the composer, not counted in the footer
        ...startSignedIn, { waitFor: /2 warnings|MCP startup incomplete/, timeout: 120000 },
        { capture: 'ready-composer-mcp-failed', expect: /2 warnings|MCP startup incomplete/,
          label: (c) => ready(/MCP startup incomplete/.test(c.screen) ? "The usual start; above the idle composer '› Ask Codex to do anything' two warnings: '⚠ MCP client for `lab-tools` failed to start: MCP startup failed: No such file or directory (os error 2)' and '⚠ MCP startup incomplete (failed: lab-tools)'. The composer takes input." : "The usual start with the idle composer '› Ask Codex to do anything'; only the corner of the footer says '⚠ 2 warnings · f2 to view' (behind F2: 'MCP client for `lab-tools` failed to start: … No such file or directory (os error 2)' and the bubblewrap notice). The composer takes input.") },
      ],
    },
    {
      name: 'startup-missing-env-key', signedIn: true, trusted: true,
      configExtra: (ctx) => ['model_provider = "lab"', '', '[model_providers.lab]', 'name = "Lab"', `base_url = "${ctx.mockUrl(ctx.mock, '/v1')}"`, 'env_key = "LAB_API_KEY"', 'wire_api = "responses"'],
      how: "Signed-in HOME, trusted project, config.toml model_provider 'lab' whose env_key LAB_API_KEY is not set in the environment; 'codex' + Enter, then a prompt.",
      steps: [
        ...startSignedIn,
        { capture: 'ready-composer-env-key-unset', expect: /Ask Codex to do anything/,
          label: ready("The usual start: header, logo, the idle composer and the status line 'GPT-6.2-Sol default · <cwd>'; nothing on the screen says the provider's key variable is unset.") },
        ...sendWhenUp(),
        { waitFor: /■/, timeout: 120000 },
        { capture: 'missing-env-key-after-prompt', expect: /Missing environment variable/,
          label: failing('config_error', "Under the prompt: '■ Missing environment variable: `LAB_API_KEY`.' (the provider's env_key); the composer is idle. The environment Codex was started in lacks the key variable its config names.") },
      ],
    },
    // Errors that are not failures, and a customised status line: every screen below is `ready`.
    {
      name: 'slash-refusal', signedIn: true, trusted: true,
      how: "Signed-in HOME, trusted project; 'codex' + Enter; '/copy' + Enter with no reply to copy; then '/compact' + Enter with no conversation (the mock has no compaction output, so the compaction request fails).",
      steps: [
        ...startSignedIn,
        { text: '/copy', settle: false }, { wait: 800 }, { keys: ['Enter'] }, { wait: 4000 },
        { capture: 'ready-after-slash-copy-refused', expect: /copy/i,
          label: ready("/copy with no reply to copy: the command answers 'Nothing to copy' under it; the composer is idle below. The command's refusal, not a failed turn.") },
        { text: '/compact', settle: false }, { wait: 800 }, { keys: ['Enter'] }, { wait: 6000 },
        { capture: 'compact-failed', expect: /compact/i,
          label: failing('error', "/compact: the compaction request's answer had no compaction item (the mock has none), and Codex says '■ Error running remote compact task: Fatal error: remote compaction v2 expected exactly one compaction output item …'; the composer is idle below. The command's own request failed: a failure.") },
      ],
    },
    goodTurnScenario({
      name: 'tool-error', mock: 'tool-fail', signedIn: true, trusted: true, start: startSignedIn,
      configExtra: ['model = "gpt-5-codex"', 'approval_policy = "on-request"'],
      send: (text) => sendWhenStarted(text, /Working|Would you like|■/),
      prompt: FAILING_TOOL_PROMPT,
      between: [{ if: /Would you like to run/, then: [{ keys: ['Enter'], settle: false }] },
        { waitFor: /itself\s+is\s+fine|Would you like to run/, timeout: 60000 },
        { if: /Would you like to run/, then: [{ keys: ['Enter'], settle: false }] }],
      done: TOOL_FAIL_DONE, capture: 'ready-after-tool-error',
      how: `Signed-in HOME, trusted project (approval_policy on-request); typed '${FAILING_TOOL_PROMPT}'; mock 'tool-fail' calls exec_command with a command that fails (a Python TypeError traceback); approved; the mock's reply explains the failure.`,
      notes: "The command ran and failed: its output (a Python traceback ending in 'TypeError: add() missing 1 required positional argument') under '• Ran …', then the reply 'The check failed on purpose …'; the composer is idle below.",
    }),
    goodTurnScenario({
      name: 'traceback-reply', mock: 'traceback', signedIn: true, trusted: true, start: startSignedIn,
      send: (text) => sendWhenStarted(text, /Working|■|traceback comes/),
      prompt: TRACEBACK_PROMPT, done: TRACEBACK_DONE, capture: 'ready-after-traceback-reply',
      how: `Signed-in HOME, trusted project; typed '${TRACEBACK_PROMPT}'; mock 'traceback' replies with text that quotes a Python traceback and an 'ERROR: HTTP 500 Internal Server Error' line.`,
      notes: "The reply explains a traceback, quoting it and 'ERROR: HTTP 500 Internal Server Error (POST /api/items)', and ends with a sentence; the composer is idle below.",
    }),
    goodTurnScenario({
      name: 'failed-words-reply', mock: 'failed-words', signedIn: true, trusted: true, start: startSignedIn,
      send: (text) => sendWhenStarted(text, /Working|■|Failed tests/),
      prompt: FAILED_WORDS_PROMPT, done: FAILED_WORDS_DONE, capture: 'ready-after-failed-words-reply',
      how: `Signed-in HOME, trusted project; typed '${FAILED_WORDS_PROMPT}'; mock 'failed-words' replies with two paragraphs that open with 'Failed'.`,
      notes: "The reply's paragraphs open with 'Failed': '• Failed tests: none — all 12 pass.' and 'Failed to reproduce the bug: calc.add(2, 3) returns 5 on every run, so the code is correct as is.'; the composer is idle below. A good answer in an error's words.",
    }),
    goodTurnScenario({
      name: 'numbered-list', mock: 'list', signedIn: true, trusted: true, start: startSignedIn,
      send: (text) => sendWhenStarted(text, /Working|■|plan for the tests/),
      prompt: LIST_PROMPT, done: LIST_DONE, capture: 'ready-after-numbered-list-reply',
      how: `Signed-in HOME, trusted project; typed '${LIST_PROMPT}'; mock 'list' replies with a numbered list ending with a question.`,
      notes: "The reply is a numbered list '1. Add pytest … 2. … 3. …' ending with 'Which of these should I start with?'; the composer is idle below. No dialog.",
    }),
    {
      name: 'statusline', mock: 'list', signedIn: true, trusted: true,
      configExtra: ['', '[tui]', 'status_line = ["model-with-reasoning", "git-branch", "context-used", "codex-version", "session-id"]'],
      how: "Signed-in HOME, trusted project, config.toml [tui] status_line with five items (model with reasoning, git branch, context used, version, session id); 'codex' + Enter, then a prompt; mock 'list' replies with a numbered list ending with a question.",
      steps: [
        // the custom line replaces ' default · ', the sign that the session has started: a prompt typed
        // before that is not sent, so wait until the status line names the branch
        ...launch, { waitFor: /Ask Codex to do anything/, timeout: 120000 }, { waitFor: /\bmaster\b|\bmain\b/, timeout: 120000 }, { wait: 3000 },
        { capture: 'ready-composer-statusline', expect: /Ask Codex/,
          label: ready('The idle composer with the custom status line under it in place of the default one; idle.') },
        { text: LIST_PROMPT, settle: false }, { wait: 1500 }, { until: /Working|■|plan for the tests/, keys_: ['Enter'], max: 4 },
        { waitFor: LIST_DONE, timeout: 60000 }, { wait: 2000 },
        { capture: 'ready-after-list-reply-statusline', expect: LIST_DONE,
          label: ready("The mock's numbered list ending with a question above the idle composer; the custom status line under it, and no '? for shortcuts' hint.") },
      ],
    },
    {
      name: 'startup-warning-reply', signedIn: true, trusted: true,
      configExtra: ['', '[mcp_servers.lab-tools]', 'command = "/opt/lab/no-such-mcp-server"'],
      how: "Signed-in HOME, trusted project, config.toml with an MCP server 'lab-tools' whose command does not exist; 'codex' + Enter, then a prompt answered by the mock.",
      steps: [
        ...startSignedIn, { waitFor: /warning/, timeout: 120000 },
        { text: PROMPT, settle: false }, { wait: 1500 }, { until: /Working|■|local mock/, keys_: ['Enter'], max: 4 },
        { waitFor: /comes from a local mock server/, timeout: 60000 }, { wait: 2000 },
        { capture: 'ready-after-reply-startup-warning', expect: /local mock/,
          label: ready("The MCP server 'lab-tools' could not start (the start-up warning stays on the screen), and the session goes on: a prompt and the mock's reply below it, the composer idle.") },
      ],
    },
    ...REAL_FAILURES,
  ],
};
