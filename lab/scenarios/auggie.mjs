// Auggie scenarios (vendor id auggie; npm @augmentcode/auggie, one Node bundle drawing inline with
// Ink). Auggie speaks Augment's own backend protocol, not an LLM API: AUGMENT_SESSION_AUTH names the
// tenant URL, here the mock with the behaviour in the path (lab/augment-api.mjs answers it). An
// onboarded HOME has ~/.augment/.auggie.json with `onboardingVersion` and ~/.augment/settings.json
// listing the project in `indexingDenyDirs` (else the workspace-indexing consent shows first).
// 0.25.2 draws every scenario's screens as 0.36.0 does, line for line, but for the version on the
// version line (the labels' notes name the release captured). 0.21.0 draws the input, the indexing
// consent and the login page as 0.25.2 does, and words its retry lines, skips the OAuth check and
// fetches no MCP configurations at start-up as 0.16.1 does.
import { PROMPT, TOOL_PROMPT, SHELL_PROMPT, ready, failing, gate, notAgent, sendPrompt, retryThenFinal, DECOY_PROMPT, decoyReplyCapture, recoveredScenario, eitherScreen } from './common.mjs';
/** @import { RunContext, Scenario, Vendor } from './common.mjs' */
/**
 * Auggie's own scenario fields: the tenant URL (`tenant`, default the mock), no session token (`noAuth`),
 * no ~/.augment at all (`fresh`), launch-process asking first (`askTools`), settings.json as text (`settingsText`).
 * @typedef {{ tenant?: (ctx: RunContext) => string, noAuth?: boolean, fresh?: boolean, askTools?: boolean, settingsText?: string }} Fields
 */

const MOCK_PORT = Number(process.env.LAB_MOCK_PORT || 8765);
const COMPOSER = /\? to show shortcuts/; // the hint under the input's lower rule
const RETRY_SECS = 15; // --retry-timeout: the final error comes after 15 s of retries instead of minutes
// 0.25.2 and 0.36.0: 'Retrying in 10s…'; before 0.25 (0.16.1, 0.21.0): 'Retrying in 10 seconds.'
const RETRYING = /Retrying in \d+(?:s…| seconds\.)/;
const FINAL = /Request failed after exceeding retry timeout/;
const INDEXING_OPTIONS = [
  'Always index this workspace - Unlock full workspace understanding',
  'Never index this workspace - Use basic assistance only',
  'Index this workspace for this session',
  'Skip indexing for this session',
];
/** @type {(version: string | undefined) => number} the minor of a 0.x release (none given: the newest) */
const minor = (version) => { const [major, m] = (version || '1').split('.').map(Number); return major === 0 ? (m ?? 0) : Infinity; };
/**
 * A release before 0.25 (0.16.1 and 0.21.0 were captured): a turn's retry lines read 'API Error:
 * "<cause>" Retrying in N seconds.', the login page does not check the OAuth server before showing
 * the authorize URL, and no MCP configurations are fetched at start-up.
 * @type {(version: string) => boolean}
 */
const before025 = (version) => minor(version) < 25;
/**
 * A release before 0.21 (0.16.1 was captured, 0.21.0 draws these as 0.25.2 does; 0.19.0 and 0.20.1
 * were not captured): it asks the indexing question with two choices, [Y] and [N] ('Use arrow keys to
 * select, Enter to confirm, or press Y/N directly' / 'Press Esc to continue without indexing') where
 * later releases offer [1]..[4]; it keeps no deny list (settings.json has only `indexingAllowDirs`,
 * and a project listed there is indexed), so an onboarded start is asked too and answers 'n'; it
 * draws the input in a rounded box ('╭─╮' / '│ › │' / '╰─╯') where later releases draw two rules,
 * every line indented one column; its login page words the sign-up otherwise.
 * @type {(version: string) => boolean}
 */
const before021 = (version) => minor(version) < 21;
const yesNoConsent = before021;
/** @type {(version: string) => string} how the notes name the empty input */
const emptyInput = (version) => (before021(version) ? "the empty '›' input in its rounded box" : "the empty '›' input between two rules");
const YN_CONSENT = /press Y\/N directly/;
const INDEXING_OPTIONS_YN = [
  'Enable indexing - Unlock full workspace understanding',
  'Skip indexing - Use basic assistance only',
];
/** @type {(version: string) => string[]} */
const indexingOptions = (version) => (yesNoConsent(version) ? INDEXING_OPTIONS_YN : INDEXING_OPTIONS);
/** The consent's last line, which every size shows. */
const CONSENT_LAST = /Press 1\/2\/3\/4 to select directly|Press Esc to continue without indexing/;
/** @type {(tenantURL: string) => string} */
const sessionAuth = (tenantURL) => JSON.stringify({ accessToken: 'lab-token-0000000000000000', tenantURL, scopes: ['email'] });
/** @type {(ctx: RunContext, sc: Scenario<Fields>) => string} */
const tenantOf = (ctx, sc) => (sc.tenant ? sc.tenant(ctx) : ctx.mockUrl(ctx.mock, '/'));

/** @type {(ctx: RunContext, sc: Scenario<Fields>) => void} */
function augmentHome(ctx, sc) {
  if (sc.fresh) return;
  ctx.write('.augment/.auggie.json', `${JSON.stringify({ onboardingVersion: '1.0.0', sessionCount: 1 }, null, 2)}\n`);
  /** @type {Record<string, unknown>} */
  const settings = { indexingDenyDirs: [ctx.proj] };
  // Tools run without asking by default; a rule with policy ask-user makes launch-process ask.
  if (sc.askTools) settings.toolPermissions = [{ toolName: 'launch-process', permission: { type: 'ask-user' } }];
  ctx.write('.augment/settings.json', sc.settingsText || `${JSON.stringify(settings, null, 2)}\n`);
}

/** @type {(command?: string) => import('./common.mjs').Step[]} */
const start = (command = 'auggie') => [
  { command }, { waitFor: new RegExp(`${COMPOSER.source}|${YN_CONSENT.source}`), timeout: 60000, settle: { quietMs: 2000, timeoutMs: 30000 } },
  // before 0.21 the indexing consent is asked whatever settings.json says: skip indexing
  { if: YN_CONSENT, then: [{ keys: ['n'], settle: false }, { waitFor: COMPOSER, timeout: 60000, settle: { quietMs: 2000, timeoutMs: 30000 } }] },
];
const startRetrying = start(`auggie --retry-timeout ${RETRY_SECS}`);

/**
 * Before 0.25 a turn's retry lines read 'API Error: "<cause>" Retrying in N seconds.' (not 'Rate limit
 * reached. Retrying in 10s…' or 'Augment service is temporarily unavailable (HTTP 500). Retrying in 1s…'),
 * and before 0.21 the input sits in a rounded box: each capture's notes, written for 0.36.0, say so for
 * such a release.
 * @type {(steps: readonly import('./common.mjs').Step[]) => import('./common.mjs').Step[]}
 */
const olderTurnNotes = (steps) => steps.map((st) => (st.capture && st.label && typeof st.label !== 'function'
  ? { ...st, label: ((/** @type {import('./common.mjs').Label} */ l) => (/** @type {import('./common.mjs').CaptureContext} */ c) => (before025(c.version)
    ? { ...l, notes: `${l.notes} Before 0.25 the retry lines read 'API Error: "<cause>" Retrying in N seconds.' instead${before021(c.version) ? ', and the input sits in a rounded box' : ''}.` } : l))(st.label) }
  : st));

/** A failing turn: retry lines, then the final error once the retry timeout is spent. */
/**
 * @param {string | number} behaviour
 * @param {{ name?: string, reason: string, tenant?: Fields['tenant'], retryNotes?: string, finalNotes: string, how?: string, sizes?: string[] }} o
 * @returns {Scenario<Fields>}
 */
function apiFailure(behaviour, { name, reason, tenant, retryNotes, finalNotes, how, sizes }) {
  const n = name || `api-${behaviour}`;
  return {
    name: n, mock: String(behaviour), tenant, sizes,
    how: how || `Onboarded HOME, tenant URL at the mock ('${behaviour}'); 'auggie --retry-timeout ${RETRY_SECS}', typed '${PROMPT}' + Enter.`,
    steps: [...startRetrying, sendPrompt(), ...olderTurnNotes(retryThenFinal({
      name: n, reason, retry: retryNotes ? RETRYING : undefined, retryNotes, retryWait: 500, retryTimeout: 30000,
      final: FINAL, finalNotes, finalTimeout: 90000,
    }))],
  };
}

/** @type {Vendor<Fields>} */
export default {
  vendor: 'auggie',
  short: 'ag',
  proxy: false,
  setupHome: augmentHome,
  env: (ctx, sc) => ({
    AUGMENT_DISABLE_AUTO_UPDATE: '1',
    // "Opening the browser" for the login is a no-op instead of starting one
    BROWSER: '/bin/true',
    AUGMENT_SESSION_AUTH: sc.noAuth ? null : sessionAuth(tenantOf(ctx, sc)),
  }),
  metaEnv: (ctx, sc) => (sc.noAuth ? [] : [`AUGMENT_SESSION_AUTH:tenantURL=${tenantOf(ctx, sc)}`]),
  scenarios: [
    { name: 'explore', manual: true, steps: [{ command: 'auggie' }] },
    { name: 'explore-fresh', manual: true, fresh: true, steps: [{ command: 'auggie' }] },
    {
      name: 'first-run', fresh: true,
      how: "Fresh HOME, AUGMENT_SESSION_AUTH at the mock; 'auggie', then through the welcome, the tips and the indexing consent.",
      steps: [
        { command: 'auggie' }, { waitFor: /Welcome to Augment Code/, timeout: 60000, settle: { quietMs: 2000, timeoutMs: 30000 } },
        { capture: 'onboarding-welcome', expect: /Press return to continue/,
          label: gate('onboarding', 'Welcome to Augment Code', 'key', ['Continue'],
            "A box '✨ Welcome to Augment Code! A bit of housekeeping before we get started', the notes '● Augment context engine' and '● Commands run automatically', then '→ Continue' and 'Press return to continue, or esc to skip'.") },
        { keys: ['Enter'], settle: { quietMs: 1500, timeoutMs: 20000 } },
        { capture: 'onboarding-tips', expect: /Tips for using Auggie/,
          label: gate('onboarding', 'Tips for using Auggie', 'key', ['Continue'],
            "A box '💡 Tips for using Auggie  1 of 3' with two tips ('New lines in input', 'Attach images'), then '→ Continue' and 'Press return to continue, or esc to skip'.") },
        // the consent's title scrolls away at 80x24: wait for its last line
        { until: CONSENT_LAST, keys_: ['Enter'], max: 4, settle: { quietMs: 1500, timeoutMs: 20000 } },
        { capture: 'indexing-consent', expect: /Choose an option/,
          label: (ctx) => gate('trust', ctx.proj, 'select', indexingOptions(ctx.version), yesNoConsent(ctx.version)
            ? "A box '🔍 Workspace Indexing Permission', why Augment would like to index, 'Workspace: <project>', 'Choose an option:' with '[Y] Enable indexing …' and '[N] Skip indexing …' (none highlighted yet), 'Use arrow keys to select, Enter to confirm, or press Y/N directly' and 'Press Esc to continue without indexing'."
            : "A box '🔍 Workspace Indexing Permission', why Augment would like to index, 'Workspace: <project>', 'Choose an option:' with [1]..[4] (none highlighted yet), '[↑↓] Navigate • [Enter] Confirm' and 'Press 1/2/3/4 to select directly • Esc to skip'.") },
        { keys: ['Down'], settle: { quietMs: 1000, timeoutMs: 10000 } },
        { capture: 'indexing-consent-selected', expect: /→ \[(?:1|Y)\]/,
          label: (ctx) => gate('trust', ctx.proj, 'select', indexingOptions(ctx.version), yesNoConsent(ctx.version)
            ? "The indexing consent after Down: '→ [Y] Enable indexing …' is highlighted."
            : "The indexing consent after Down: '→ [1] Always index this workspace …' is highlighted (green).") },
        // skip indexing: '4' (for this session), or 'n' where the consent asks Y/N
        { if: YN_CONSENT, then: [{ keys: ['n'], settle: false }], else: [{ keys: ['4'], settle: false }] },
        { waitFor: COMPOSER, timeout: 60000, settle: { quietMs: 2000, timeoutMs: 30000 } },
        { capture: 'ready-composer-first-run', expect: /Indexing disabled/,
          label: (c) => ready(`After '${yesNoConsent(c.version) ? 'n' : '4'}' (skip indexing${yesNoConsent(c.version) ? '' : ' for this session'}): 'Version ${c.version} (commit …) ● lab@example.invalid', the AUGGIE logo, 'Get started with Auggie' hints, '◊ Indexing disabled for current workspace …', ${emptyInput(c.version)} and '? to show shortcuts'.`) },
      ],
    },
    {
      name: 'login', noAuth: true, fresh: true,
      how: "Fresh HOME, no AUGMENT_SESSION_AUTH; 'auggie --login-url <mock>' (the OAuth discovery check is answered by the mock).",
      steps: [
        { command: `auggie --login-url http://127.0.0.1:${MOCK_PORT}/m/ok` },
        { waitFor: /Login to continue/, timeout: 60000, settle: { quietMs: 2000, timeoutMs: 30000 } },
        { capture: 'login-required', expect: /Press return to open your browser/,
          label: (c) => gate('auth', 'Augment account login', 'key', ['Login to continue'],
            `Not logged in: the AUGGIE logo, ${before021(c.version) ? "'Don't have an account? Sign up for a free trial when you login'" : "'New to Augment? You can create an account from the login page.'"}, '→ Login to continue' and 'Press return to open your browser'.`) },
        { keys: ['Enter'], settle: { quietMs: 2000, timeoutMs: 20000 } },
        { capture: 'auth-oauth-code-entry', expect: /authorize\?/,
          label: gate('auth', 'Augment account sign-in in a browser', 'browser', [],
            "The authorize URL (http://127.0.0.1:<port>/authorize?response_type=code&code_challenge=…&client_id=auggie-cli-json-paste&state=…&prompt=login), '1. Visit the url above to continue to sign in', '2. Follow the instructions in the browser', '3. Paste the authentication JSON below', 'Paste your login code:' and the empty 'Paste JSON here...' field.") },
        { text: 'not-a-login-code', enter: true, settle: { quietMs: 1500, timeoutMs: 10000 } },
        { capture: 'auth-oauth-code-invalid', expect: /Invalid JSON format/,
          label: gate('auth', 'Augment account sign-in in a browser', 'browser', [],
            "A bad code was pasted: 'Invalid JSON format. Please paste the complete authentication response.' above 'Paste your login code:' with the typed text still in the field; the authorize URL and the three steps stay; it still waits for the JSON.") },
      ],
    },
    {
      name: 'login-offline', noAuth: true, fresh: true,
      how: "Fresh HOME, no AUGMENT_SESSION_AUTH, the default login URL (https://auth.augmentcode.com, unreachable offline); 'auggie', Enter on 'Login to continue'.",
      steps: [
        { command: 'auggie' }, { waitFor: /Login to continue/, timeout: 60000, settle: { quietMs: 2000, timeoutMs: 30000 } },
        { keys: ['Enter'], settle: { quietMs: 2000, timeoutMs: 30000 } },
        { waitFor: /Failed to initialize OAuth|Paste JSON here/, timeout: 30000 },
        // before 0.25 the OAuth server is not checked: the authorize URL at the default login host is
        // shown, and the field waits for the JSON as with a reachable server
        { if: /Failed to initialize OAuth/, then: [
          { capture: 'auth-oauth-unreachable', expect: /ENOTFOUND/,
            label: failing('network_error', "The three login steps without any URL, then 'Failed to initialize OAuth: Unable to reach OAuth server at https://auth.augmentcode.com: fetch failed (ENOTFOUND: getaddrinfo ENOTFOUND auth.augmentcode.com)' above 'Paste your login code:': no sign-in can finish, nothing typed fixes it.") },
        ], else: [
          { capture: 'auth-oauth-code-entry-default-url', expect: /auth\.augmentcode\.com\/authorize\?/,
            label: gate('auth', 'Augment account sign-in in a browser', 'browser', [],
              "The authorize URL at the default login host (https://auth.augmentcode.com/authorize?response_type=code&code_challenge=…&client_id=auggie-cli-json-paste&state=…&prompt=login), '1. Visit the url above to continue to sign in', '2. Follow the instructions in the browser', '3. Paste the authentication JSON below', 'Paste your login code:' and the empty 'Paste JSON here...' field: nothing on screen says the host is out of reach; it waits for the JSON.") },
        ] },
      ],
    },
    {
      name: 'reply',
      how: "Onboarded HOME, tenant URL at the mock ('ok'); auggie, prompt, then /exit.",
      steps: [
        ...start(),
        { capture: 'ready-composer-empty', expect: /lab@example\.invalid/,
          label: (c) => ready(`'Version ${c.version} (commit …) ● lab@example.invalid', the AUGGIE logo and hints, '◊ Indexing disabled for current workspace …', ${emptyInput(c.version)}, '? to show shortcuts' and the project path.`) },
        sendPrompt(),
        { waitFor: /local mock server/, timeout: 60000 },
        { capture: 'ready-after-reply', expect: /local mock server/,
          label: ready("'› Say hello in one sentence.' and the reply '● Hello! This answer comes from a local mock server…' above the empty input.") },
        // '/' opens the command list; typed at once with Enter, the command is not taken
        { text: '/', settle: false }, { wait: 1200 }, { text: 'exit', settle: false }, { wait: 1200 },
        { until: SHELL_PROMPT, keys_: ['Enter'], max: 3, settle: { quietMs: 1500, timeoutMs: 10000 } },
        { waitFor: SHELL_PROMPT, timeout: 20000 },
        { capture: 'shell-after-exit', expect: SHELL_PROMPT,
          label: notAgent("/exit quit auggie: its last frame stays above '✨ Tip: Use 'auggie session continue' or 'auggie session resume <id>' to resume your session' and a fresh bash prompt; bash is in the foreground.") },
      ],
    },
    {
      name: 'busy', mock: 'slow',
      how: "Onboarded HOME, tenant URL at the mock ('slow', holds the reply 60 s); prompt; Esc.",
      steps: [
        ...start(), sendPrompt(), { wait: 4000 },
        { capture: 'busy-sending', settle: false, expect: /esc to interrupt/,
          label: ready("Busy: the user line, then the spinner ' ⠚ Sending request... (3s • esc to interrupt)' above the input while the mock holds the reply; no gate or failure.") },
        { keys: ['Escape'], settle: { quietMs: 1500, timeoutMs: 20000 } },
        { capture: 'ready-after-interrupt', expect: /Interrupted by the user/,
          label: ready("After Esc: 'Interrupted by the user' and '⎿ Send 'continue' to keep going, or send a new message.' under the user line; the input is idle.") },
      ],
    },
    {
      name: 'tool', mock: 'tool', askTools: true,
      how: "Onboarded HOME with settings.json toolPermissions [launch-process: ask-user], tenant URL at the mock ('tool'); prompt; the mock calls launch-process.",
      steps: [
        ...start(), sendPrompt(TOOL_PROMPT),
        { waitFor: /Tool Approval Required/, timeout: 60000 },
        { capture: 'permission-launch-process', expect: /\[A\]llow \[D\]eny/,
          label: gate('permission', 'mkdir -p build && touch build/out.txt', 'key', ['[A]llow', '[D]eny'],
            "'● Terminal - mkdir -p build && touch build/out.txt', then a box 'Tool Approval Required' / 'Terminal: mkdir -p build && touch build/out.txt' and under it '[A]llow [D]eny' (keys a and d).") },
        { keys: ['a'], settle: false },
        { waitFor: /Done: I created/, timeout: 60000 },
        { capture: 'ready-after-tool-run', expect: /Command completed/,
          label: ready("After 'a': '● Terminal - mkdir -p build && touch build/out.txt', '⎿ Command completed', then '● Done: I created build/out.txt …'; the input is idle.") },
      ],
    },
    {
      name: 'tool-deny', mock: 'tool', askTools: true, sizes: ['120x40'],
      how: "As 'tool', answered with 'd' (Deny).",
      steps: [
        ...start(), sendPrompt(TOOL_PROMPT),
        { waitFor: /Tool Approval Required/, timeout: 60000 },
        { keys: ['d'], settle: { quietMs: 2500, timeoutMs: 60000 } },
        { capture: 'ready-after-tool-denied', expect: COMPOSER,
          label: ready("After 'd' the command is not run: the transcript says the tool call was denied and the reply goes on; the input is idle, nothing asks for anything.") },
      ],
    },
    {
      name: 'decoy', mock: 'decoy',
      how: "Onboarded HOME, tenant URL at the mock ('decoy'); the reply quotes gate wording.",
      steps: [
        ...start(), sendPrompt(DECOY_PROMPT),
        ...decoyReplyCapture("Decoy: the reply quotes 'Do you trust the files in this folder?', '1. Yes, proceed', '2. No, exit' and 'Rate limit reached' as plain text above the empty input. No gate, no failure."),
      ],
    },
    {
      name: 'api-401', mock: '401',
      how: "Onboarded HOME, tenant URL at the mock ('401': every endpoint rejects the token); auggie, prompt.",
      steps: [
        ...start(),
        // At 80x24 the warnings have scrolled away by the time the composer is drawn (0.36.0), at 120x40
        // and 200x50 they stay in view: the pane's height picks the reading a person wrote for what each
        // size shows; a height between, which nobody has read, is left without a label.
        { capture: 'startup-token-rejected', expect: /401 Unauthorized/,
          // before 0.25 no MCP configurations are fetched at start-up, so no warning names the 401
          label: ({ rows, version }) => (before025(version)
            ? ready(`No start-up warning names the 401 (before 0.25 no MCP configurations are fetched at start-up): the version line names no account, and the empty composer ${before021(version) ? 'in its rounded box' : 'between its rules'} shows nothing of the rejected token (the next prompt fails).`)
            : rows >= 40
            ? failing('auth_rejected', "Above the version line: 'Warning: Could not fetch tenant MCP server configurations: HTTP error: 401 Unauthorized' and the same for user configurations; the version line names no account; the composer is drawn but the session token was rejected.")
            : rows <= 24 ? ready("The start-up warnings naming the 401 have scrolled away above the logo: the empty composer shows nothing of the rejected token (the next prompt fails).") : null) },
        sendPrompt(),
        { waitFor: SHELL_PROMPT, timeout: 30000 },
        { capture: 'api-401-exit', expect: /Authentication failed/,
          label: notAgent("The prompt got '❌ Authentication failed. Please run 'auggie login' to authenticate.' and auggie exited at once: its last frame (the spinner frozen at 'Sending request... (0s …)') stays above a bash prompt; bash is in the foreground.",
            { text_state: 'failing', ruling: 'auggie exits after a rejected token; the screen shows the failure, the process is bash' }) },
      ],
    },
    ((sc) => ({ ...sc, steps: olderTurnNotes(sc.steps) }))(recoveredScenario({
      start: startRetrying, status: 500, count: 50, final: FINAL, finalTimeout: 90000,
      how: `Onboarded HOME, tenant URL at the mock ('ok'); 'auggie --retry-timeout ${RETRY_SECS}'; the mock fails the chat requests with 500 until the final error shows; a second prompt sent, which the mock answers.`,
      notes: "The 500 of the first prompt (the 'Augment service is temporarily unavailable (HTTP 500). Retrying in …' lines, 'Request failed after exceeding retry timeout of 15s: …' and '⎿ Request failed') stays on the screen above the second user line and its reply; the input is idle under them. The error is history, not the agent's state.",
    })),
    apiFailure(429, { reason: 'rate_limited',
      retryNotes: "Under the user line 'Rate limit reached. Retrying in 10s…' and the spinner 'Sending request... (Ns • esc to interrupt)'.",
      finalNotes: "'Rate limit reached. Retrying in 10s…' lines, then 'Request failed after exceeding retry timeout of 15s: Rate limited' and '⎿ Request failed'; the input is idle." }),
    apiFailure(500, { reason: 'server_error',
      retryNotes: "Under the user line 'Augment service is temporarily unavailable (HTTP 500). Retrying in 1s…' lines (backing off) and the spinner.",
      finalNotes: "The retry lines, then 'Request failed after exceeding retry timeout of 15s: unavailable: HTTP error: 500 Internal Server Error' and '⎿ Request failed'; the input is idle." }),
    apiFailure(503, { reason: 'overloaded',
      retryNotes: "Under the user line 'Augment service is temporarily unavailable (HTTP 503). Retrying in 1s…' lines and the spinner.",
      finalNotes: "The retry lines, then 'Request failed after exceeding retry timeout of 15s: unavailable: HTTP error: 503 Service Unavailable' and '⎿ Request failed'; the input is idle." }),
    apiFailure('closed-port', { name: 'api-closed-port', reason: 'network_error', tenant: () => 'http://127.0.0.1:39/',
      how: `Onboarded HOME, tenant URL at a closed port (http://127.0.0.1:39/; port 9 is on fetch's bad-port list); 'auggie --retry-timeout ${RETRY_SECS}', prompt.`,
      retryNotes: "Start-up warnings 'Could not fetch … MCP server configurations: fetch failed (ECONNREFUSED …)' at the top; under the user line 'Augment service is temporarily unavailable. Retrying in 1s…' lines and the spinner.",
      finalNotes: "The retry lines, then 'Request failed after exceeding retry timeout of 15s: unavailable: fetch failed (ECONNREFUSED …)' and '⎿ Request failed'; the input is idle." }),
    apiFailure('t-nginx-502', { name: 'real-nginx-502', reason: 'server_error',
      retryNotes: "nginx's 502 page behind the tenant URL: 'Augment service is temporarily unavailable (HTTP 502). Retrying in 1s…' lines and the spinner.",
      finalNotes: "The retry lines, then 'Request failed after exceeding retry timeout of 15s: unavailable: HTTP error: 502 Bad Gateway' and '⎿ Request failed' (the HTML body is not shown); the input is idle." }),
    apiFailure('dns', { name: 'real-dns', reason: 'network_error', tenant: () => 'http://api.lab.invalid/',
      how: `Onboarded HOME, tenant URL at a host under .invalid, which never resolves (ENOTFOUND); 'auggie --retry-timeout ${RETRY_SECS}', prompt.`,
      finalNotes: "Start-up warnings naming ENOTFOUND at the top; the 'Augment service is temporarily unavailable. Retrying in …' lines, then 'Request failed after exceeding retry timeout of 15s: unavailable: fetch failed (ENOTFOUND …)' and '⎿ Request failed'; the input is idle." }),
    {
      name: 'real-openrouter-402', mock: 'p-openrouter-402',
      how: "Onboarded HOME, tenant URL at the mock ('p-openrouter-402': OpenRouter's 402 as LiteLLM relays it); prompt.",
      steps: [
        ...start(), sendPrompt(),
        { waitFor: /API Error/, timeout: 60000 },
        { capture: 'real-openrouter-402', expect: /402 Payment Required/,
          label: failing('billing_quota', "Not retried: 'API Error: \"unknown: HTTP error: 402 Payment Required\"' and '⎿ Request ID: …' under the user line; the input is idle.") },
      ],
    },
    {
      name: 'real-reset', mock: 't-reset', sizes: ['120x40'],
      how: `Onboarded HOME, tenant URL at the mock ('t-reset': the socket is destroyed before any byte); 'auggie --retry-timeout ${RETRY_SECS}', prompt.`,
      // an 'API Error: …' that is not retried ends with '⎿ Request ID: …' (before 0.25 the retry lines start 'API Error:' too)
      steps: [...startRetrying, sendPrompt(), ...olderTurnNotes(retryThenFinal({
        name: 'real-reset', reason: 'network_error', final: /Request failed after exceeding retry timeout|API Error: .*\n\s*⎿ Request ID/, finalTimeout: 90000,
        finalNotes: "Chat requests whose socket is reset: retry lines, then the final 'Request failed …: … fetch failed (…)' / '⎿ Request failed'; the input is idle.",
      }))],
    },
    {
      name: 'config-malformed-settings', settingsText: '{"indexingDenyDirs": [\n',
      how: "Onboarded HOME whose ~/.augment/settings.json is cut off mid-array; auggie.",
      steps: [
        { command: 'auggie' }, { waitFor: /Choose an option/, timeout: 60000, settle: { quietMs: 2000, timeoutMs: 30000 } },
        { capture: 'config-malformed-settings', expect: /Error loading settings/,
          // the warning stays in view at 120x40 and larger, and scrolls away on a shorter pane: the screen
          // picks which of the two readings applies (the gate is the same)
          label: eitherScreen(/Error loading settings/, (ctx) => gate('trust', ctx.proj, 'select', indexingOptions(ctx.version),
            "'⚠️ Error loading settings from ~/.augment/settings.json:' / 'Failed to parse settings JSON: CloseBracketExpected, CloseBraceExpected' / 'Continuing with default settings. Some features may be limited.', then (the deny list being lost) the workspace indexing consent: the gate is what waits."),
            (ctx) => gate('trust', ctx.proj, 'select', indexingOptions(ctx.version), "The settings warning has scrolled away above the workspace indexing consent (the deny list being lost, it asks again): the gate is what waits.")) },
      ],
    },
    {
      name: 'startup-mcp-failed',
      setup: (ctx) => ctx.write('.augment/settings.json', `${JSON.stringify({ indexingDenyDirs: [ctx.proj], mcpServers: { 'lab-tools': { command: '/opt/lab/no-such-mcp-server', args: [] } } }, null, 2)}\n`),
      how: "Onboarded HOME whose ~/.augment/settings.json configures an MCP server 'lab-tools' with a command that does not exist; 'auggie' + Enter.",
      steps: [
        ...start(), { wait: 8000 }, { settle: { quietMs: 2000, timeoutMs: 30000 } },
        // the warning printed above the logo scrolls off the top on a short pane (80x24), at 120x40 it
        // stays: the screen picks which of the two readings applies
        { capture: 'ready-composer-mcp-failed', expect: COMPOSER, label: eitherScreen(/MCP server startup error/, (c) => ready(
          `Under the typed command: '⚠️ MCP server startup error: MCP error -32000: Connection closed' / 'Command: /opt/lab/no-such-mcp-server', then the usual start (version line, AUGGIE logo, 'Get started with Auggie', '◊ Indexing disabled …') and the empty '›' input ${before021(c.version) ? 'in its rounded box' : 'between its rules'} with '? to show shortcuts': the MCP server could not be spawned, Auggie says so once and goes on; the input takes a prompt.`),
          ready("The usual start (AUGGIE logo, 'Get started with Auggie', '◊ Indexing disabled …') and the empty '›' input with '? to show shortcuts': the '⚠️ MCP server startup error …' lines printed above the logo have scrolled off the top at this size; the input takes a prompt.")) },
      ],
    },
    {
      name: 'startup-unknown-model-listed', mock: 'models',
      how: "Onboarded HOME, tenant URL at the mock ('models': the tenant lists one model, lab-mock-model); 'auggie --model nonexistent-model-9' + Enter.",
      steps: [
        ...start('auggie --model nonexistent-model-9'), { wait: 3000 }, { settle: { quietMs: 2000, timeoutMs: 30000 } },
        // as above: the warning scrolls off the top on a short pane
        { capture: 'ready-composer-unknown-model-listed', label: eitherScreen(/Unknown model:/, ready(
          "Under the typed command: '⚠️  Unknown model: \"nonexistent-model-9\", falling back to default model.', then the usual start and the empty '›' input with '? to show shortcuts': Auggie warns and goes on with its default model; the input takes a prompt."),
          ready("The usual start (AUGGIE logo, 'Get started with Auggie', '◊ Indexing disabled …') and the empty '›' input with '? to show shortcuts': the '⚠️  Unknown model: \"nonexistent-model-9\", falling back to default model.' line above the logo has scrolled off the top at this size; the input takes a prompt.")) },
      ],
    },
    {
      name: 'startup-unknown-model',
      // the lab's tenant lists no model options, so Auggie ignores --model rather than checking the name
      how: "Onboarded HOME, tenant URL at the mock ('ok'); 'auggie --model nonexistent-model-9' + Enter.",
      steps: [
        ...start('auggie --model nonexistent-model-9'), { wait: 3000 }, { settle: { quietMs: 2000, timeoutMs: 30000 } },
        // as above: the notice scrolls off the top on a short pane
        { capture: 'ready-composer-unknown-model', label: eitherScreen(/Ignoring --model=/, ready(
          "Under the typed command: 'Ignoring --model=nonexistent-model-9 because no model options are available.' (the lab's tenant offers no model choice), then the usual start and the empty '›' input with '? to show shortcuts': a notice, the input takes a prompt."),
          ready("The usual start (AUGGIE logo, 'Get started with Auggie', '◊ Indexing disabled …') and the empty '›' input with '? to show shortcuts': the 'Ignoring --model=nonexistent-model-9 because no model options are available.' line above the logo has scrolled off the top at this size; the input takes a prompt.")) },
      ],
    },
  ],
};
