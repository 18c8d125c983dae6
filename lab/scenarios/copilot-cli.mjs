// GitHub Copilot CLI scenarios (vendor id copilot-cli). BYOK mode: COPILOT_PROVIDER_BASE_URL
// (OpenAI-compatible, the mock with the behaviour in the path), COPILOT_PROVIDER_API_KEY and
// COPILOT_MODEL; without them Copilot wants a GitHub login.
const PROMPT = 'Say hello in one sentence.';
const TOOL_PROMPT = 'Create build/out.txt using the shell.';
const SHELL_PROMPT = /@lab:[^\n]*#\s*$/m;
const COMPOSER = /^❯/m;

const ready = (notes) => ({ state: 'ready', notes });
const failing = (reason, notes) => ({ state: 'failing', reason, notes });
const gate = (kind, subject, input, options, notes) => ({ state: 'operator_gate', gate: { kind, subject, input, options }, notes });
const notAgent = (notes, extra = {}) => ({ state: 'not_agent', observed_process: 'bash', ...extra, notes });
const TRUST_OPTIONS = ['Yes', 'Yes, and remember this folder for future sessions', 'No (Esc)'];

// Trust the folder (1. Yes) and wait for the composer.
const startTrusted = [
  { command: 'copilot' },
  { waitFor: /Do you trust the files|❯/, timeout: 60000 },
  { if: /Do you trust the files/, then: [{ keys: ['Enter'] }] },
  { waitFor: /Interactive ·|\/ commands/, timeout: 30000 },
];
const sendPrompt = (text = PROMPT) => ({ text, enter: true, settle: false });

function apiFailure(behaviour, { reason, final, notes, name, baseUrl }) {
  const n = name || `byok-${behaviour}`;
  return {
    name: n, mock: String(behaviour), byok: true, baseUrl,
    how: `BYOK env pointing at the mock ('${behaviour}'); trust 1 (Yes); typed '${PROMPT}' + Enter.`,
    steps: [...startTrusted, sendPrompt(), { waitFor: final, timeout: 180000 },
      { capture: n, label: failing(reason, notes), expect: final }],
  };
}

export default {
  vendor: 'copilot-cli',
  short: 'c',
  proxy: false,
  env: (ctx, sc) => (sc.byok ? {
    COPILOT_PROVIDER_BASE_URL: sc.baseUrl ? sc.baseUrl(ctx) : ctx.mockUrl(ctx.mock, '/v1'),
    COPILOT_PROVIDER_API_KEY: 'sk-labtest-0000000000000000',
    COPILOT_MODEL: 'gpt-4o-mini',
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
        { capture: 'ready-composer-not-logged-in', label: ready('TODO') },
        { text: '/login', settle: false }, { wait: 800 }, { keys: ['Enter'], settle: { quietMs: 1500, timeoutMs: 20000 } },
        { capture: 'login-account-select', label: gate('auth', 'GitHub account type', 'select', ['TODO'], 'TODO') },
        { keys: ['Enter'], settle: { quietMs: 1500, timeoutMs: 20000 } },
        { capture: 'login-method-select', label: gate('auth', 'GitHub.com sign-in method', 'select', ['Sign in with your browser (recommended)', 'Sign in with a device code'], 'TODO') },
        { keys: ['Enter'], settle: { quietMs: 3000, timeoutMs: 30000 } },
        { capture: 'login-browser-waiting', settle: false, label: gate('auth', 'GitHub.com OAuth sign-in for Copilot', 'browser', [], 'TODO') },
        { keys: ['Escape'], settle: { quietMs: 1500, timeoutMs: 20000 } },
        { text: '/login', settle: false }, { wait: 800 }, { keys: ['Enter'], settle: { quietMs: 1500, timeoutMs: 20000 } },
        { keys: ['Enter'], settle: { quietMs: 1500, timeoutMs: 20000 } },
        { keys: ['Down', 'Enter'], settle: { quietMs: 3000, timeoutMs: 30000 } },
        { capture: 'login-device-code', label: gate('auth', 'GitHub device code', 'browser', [], 'TODO') },
      ],
    },
    {
      name: 'byok-reply', byok: true,
      how: "BYOK env pointing at the mock ('ok'); trust 1 (Yes); prompt; /exit.",
      steps: [
        ...startTrusted,
        { capture: 'ready-composer-byok-empty', expect: COMPOSER, label: ready('TODO') },
        sendPrompt(),
        { waitFor: /local mock server/, timeout: 60000 },
        { capture: 'ready-after-reply-byok', expect: /local mock server/, label: ready('TODO') },
        { text: '/exit', settle: false }, { wait: 800 }, { keys: ['Enter'], settle: false },
        { waitFor: SHELL_PROMPT, timeout: 30000 },
        { capture: 'shell-after-exit-summary', label: notAgent('TODO') },
      ],
    },
    {
      name: 'byok-permission', mock: 'tool', byok: true,
      how: "BYOK to the mock ('tool'); trust 1; prompt; the mock answers with a shell tool call.",
      steps: [
        ...startTrusted, sendPrompt(TOOL_PROMPT),
        { waitFor: /Do you want to|Allow|approve/i, timeout: 60000 },
        { capture: 'permission-shell', label: gate('permission', 'mkdir -p build && touch build/out.txt', 'select', ['TODO'], 'TODO') },
        { keys: ['Enter'], settle: false },
        { waitFor: /Done: I created/, timeout: 60000 },
        { capture: 'ready-after-permission', label: ready('TODO') },
      ],
    },
    {
      name: 'byok-busy', mock: 'slow', byok: true,
      how: "BYOK to the mock ('slow', 60 s); trust 1; prompt.",
      steps: [
        ...startTrusted, sendPrompt(), { wait: 6000 },
        { capture: 'busy-working-spinner', settle: false, label: ready('TODO') },
        { keys: ['Escape'] }, { wait: 1500 },
        { capture: 'ready-after-cancel', label: ready('TODO') },
      ],
    },
    {
      name: 'byok-decoy', mock: 'decoy', byok: true,
      how: "BYOK to the mock ('decoy'); trust 1; prompt; the reply quotes gate wording.",
      steps: [
        ...startTrusted, sendPrompt('Quote the folder trust prompt and the rate limit message.'),
        { waitFor: /nothing is waiting/, timeout: 60000 },
        { capture: 'ready-after-decoy-reply', expect: /Do you trust the files/,
          label: ready("Decoy: the '●' reply quotes 'Do you trust the files in this folder?', '1. Yes, proceed', '2. No, exit' and 'Rate limit reached' as plain text; the ❯ input below is idle. No gate, no failure.") },
      ],
    },
    apiFailure(401, { reason: 'auth_rejected', final: /✗|Authentication failed/, notes: 'TODO' }),
    apiFailure(429, { reason: 'rate_limited', final: /✗|retried/, notes: 'TODO' }),
    apiFailure(500, { reason: 'server_error', final: /✗/, notes: 'TODO' }),
    apiFailure(503, { reason: 'overloaded', final: /✗/, notes: 'TODO' }),
    apiFailure('closed-port', { name: 'byok-closed-port', reason: 'network_error', final: /✗/, baseUrl: () => 'http://127.0.0.1:9/v1', notes: 'TODO' }),
  ],
};
