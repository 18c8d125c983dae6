// Continue CLI scenarios (vendor id continue, binary cn). Continue reads its models from
// ~/.continue/config.yaml; an "onboarded" HOME has a config.yaml whose one model is an
// OpenAI-compatible provider pointing at the mock (apiBase http://127.0.0.1:8765/m/<behaviour>/v1)
// and ~/.continue/.onboarding_complete (without it, cn asks for an Anthropic API key first).
import { PROMPT, TOOL_PROMPT, SHELL_PROMPT, ready, failing, gate, notAgent, sendPrompt, retryThenFinal, decoyScenario, busyScenario } from './common.mjs';
const KEY = 'sk-labtest-0000000000000000000000000000';
const ANTHROPIC_KEY = 'sk-ant-api03-labtest-0000000000';
const COMPOSER = /Ask anything, @ for context/;

function onboarded(ctx, sc) {
  const apiBase = sc.baseUrl ? sc.baseUrl(ctx) : ctx.mockUrl(ctx.mock, '/v1');
  ctx.write('.continue/config.yaml', [
    'name: Lab Config',
    'version: 1.0.0',
    'schema: v1',
    'models:',
    '  - name: Lab Mock',
    '    provider: openai',
    '    model: gpt-4o-mini',
    `    apiBase: ${apiBase}`,
    `    apiKey: ${KEY}`,
    '    roles: [chat, edit, apply]',
    '    capabilities: [tool_use]',
    '',
  ].join('\n'));
  ctx.write('.continue/.onboarding_complete', new Date().toISOString());
}

const startOnboarded = [{ command: 'cn' }, { waitFor: COMPOSER, timeout: 120000 }];
const exitSteps = (capture, notes) => [
  { text: '/exit', settle: false }, { wait: 800 }, { keys: ['Enter'], settle: { quietMs: 1500, timeoutMs: 20000 } },
  { waitFor: SHELL_PROMPT, timeout: 20000 },
  { capture, expect: SHELL_PROMPT, label: notAgent(notes) },
];

// Failure scenario: onboarded HOME whose model points at the mock behaviour (or a closed port).
// Retryable errors (429, 5xx, network) print 'Retrying request (n/9)' lines for about two minutes,
// then 'Failed after 11 attempts'.
function apiFailure(behaviour, { reason, retry, final, retryNotes, finalNotes, name, baseUrl }) {
  const n = name || `api-${behaviour}`;
  const steps = [...startOnboarded, sendPrompt(), ...retryThenFinal({ name: n, reason, retry, retryNotes, final, finalNotes })];
  return {
    name: n, mock: String(behaviour), onboarded: true, baseUrl,
    how: `Onboarded HOME (config.yaml: one openai-provider model whose apiBase is ${baseUrl ? 'a closed port, http://127.0.0.1:9/v1' : `the mock '${behaviour}'`}); 'cn' + Enter, typed '${PROMPT}' + Enter.`,
    steps,
  };
}

export default {
  vendor: 'continue',
  short: 'n',
  proxy: false,
  setupHome: (ctx, sc) => { if (sc.onboarded) onboarded(ctx, sc); },
  env: () => ({}),
  metaEnv: (ctx, sc) => (sc.onboarded ? [`config.yaml:apiBase=${sc.baseUrl ? sc.baseUrl(ctx) : ctx.mockUrl(ctx.mock, '/v1')}`] : []),
  scenarios: [
    { name: 'explore', manual: true, steps: [{ command: 'cn' }] },
    { name: 'explore-onboarded', manual: true, onboarded: true, steps: [{ command: 'cn' }] },
    {
      name: 'first-run',
      how: "Fresh HOME (no ~/.continue), fresh git project; 'cn' + Enter: the Anthropic API-key prompt; a well-formed dummy key typed; then /exit.",
      steps: [
        { command: 'cn' },
        { waitFor: /Enter your Anthropic API key/, timeout: 120000 },
        { capture: 'auth-api-key-prompt', expect: /Enter your Anthropic API key: *$/m,
          label: gate('auth', 'Anthropic API key', 'text', [], "Plain lines before the TUI starts: 'To get started, enter your Anthropic API key.' and 'Enter your Anthropic API key: ' with the cursor after it; nothing typed yet.") },
        { text: ANTHROPIC_KEY, settle: { quietMs: 800, timeoutMs: 5000 } },
        { capture: 'auth-api-key-typed', expect: /Enter your Anthropic API key: sk-ant/,
          label: gate('auth', 'Anthropic API key', 'text', [], "The API-key line with a dummy key typed (echoed in clear) but not yet submitted: 'Enter your Anthropic API key: sk-ant-api03-…'.") },
        { keys: ['Enter'], settle: { quietMs: 2000, timeoutMs: 30000 } },
        { waitFor: COMPOSER, timeout: 30000 },
        { capture: 'ready-composer-first-run', expect: /Config file updated successfully/,
          label: ready("'✓ Config file updated successfully at …/.continue/config.yaml' above the CONTINUE logo (v1.5.47), sometimes a random tip, 'Config: Main Config / Model: Claude Sonnet 4.6' and the empty boxed input 'Ask anything, @ for context, / for slash commands, ! for shell mode'; the key prompt lines stay above.") },
        ...exitSteps('shell-after-exit-first-run', "'/exit' + Enter: cn exited, its last frame (input box with '/exit' and the slash menu '/exit  Exit the chat') stays drawn above the bash prompt; bash is in the foreground."),
      ],
    },
    {
      name: 'invalid-key',
      how: "Fresh HOME; 'cn' + Enter, typed 'bogus-key' + Enter at the Anthropic API-key prompt.",
      steps: [
        { command: 'cn' },
        { waitFor: /Enter your Anthropic API key/, timeout: 120000 },
        { text: 'bogus-key', enter: true, settle: { quietMs: 1500, timeoutMs: 20000 } },
        { waitFor: SHELL_PROMPT, timeout: 20000 },
        { capture: 'shell-after-invalid-key', expect: /Fatal error: API key must start with/,
          label: notAgent("'Fatal error: API key must start with \"sk-ant-\"' under the key prompt, then the bash prompt: cn exited; bash is in the foreground.", { text_state: 'failing', ruling: 'the agent exited after the error; the process decides: not_agent' }) },
      ],
    },
    {
      name: 'reply', onboarded: true,
      how: "Onboarded HOME (config.yaml with the mock 'ok' model); 'cn', prompt, then /exit.",
      steps: [
        ...startOnboarded,
        { capture: 'ready-composer-empty', expect: COMPOSER,
          label: ready("CONTINUE logo (v1.5.47), 'Config: Lab Config / Model: Lab Mock' and the empty boxed input 'Ask anything, @ for context, / for slash commands, ! for shell mode'; footer with the cwd, git branch and '◉ Continue CLI'.") },
        sendPrompt(),
        { waitFor: /local mock server/, timeout: 60000 },
        { capture: 'ready-after-reply', expect: /local mock server/,
          label: ready("'● Say hello in one sentence.' and the '●' mock reply above the empty boxed input; idle.") },
        { text: '/exit', settle: { quietMs: 800, timeoutMs: 5000 } },
        { capture: 'ready-slash-menu-exit', expect: /Exit the chat/,
          label: ready("'/exit' typed in the input box (not yet submitted) with the slash-command menu '/exit  Exit the chat' and '↑/↓ to navigate, Enter to select, Tab to complete' below: still the composer.") },
        { keys: ['Enter'], settle: { quietMs: 1500, timeoutMs: 20000 } },
        { waitFor: SHELL_PROMPT, timeout: 20000 },
        { capture: 'shell-after-exit', expect: SHELL_PROMPT,
          label: notAgent("'/exit' + Enter: cn exited; its last frame (reply, input box with '/exit', slash menu, footer) stays drawn and the bash prompt follows under the footer; bash is in the foreground.") },
      ],
    },
    busyScenario({
      start: startOnboarded, onboarded: true,
      how: "Onboarded HOME; prompt sent; mock 'slow' holds the reply 60 s; then Esc.",
      spinner: { capture: 'busy-spinner', expect: /esc to interrupt/,
        notes: "Busy: the prompt is echoed and a spinner line '( Ns • esc to interrupt )' runs above the input box; no gate or failure shown." },
      interrupt: [
        { keys: ['Escape'], settle: { quietMs: 1500, timeoutMs: 10000 } },
      ],
      after: { capture: 'ready-after-interrupt', expect: /Interrupted by user/,
        notes: "After Esc during the spinner: 'Interrupted by user - Press enter to continue' under the prompt echo and the idle input box; a hint, not a gate (any new prompt works)." },
    }),
    {
      name: 'permission', mock: 'tool', onboarded: true,
      how: `Onboarded HOME; typed '${TOOL_PROMPT}' + Enter; mock 'tool' answers with a Bash call 'mkdir -p build && touch build/out.txt'; then Enter (Continue).`,
      steps: [
        ...startOnboarded, sendPrompt(TOOL_PROMPT),
        { waitFor: /Would you like to continue\?/, timeout: 150000 },
        { wait: 1500 },
        // the spinner above the box keeps the screen changing: capture without waiting to settle
        { capture: 'permission-bash', settle: false, expect: /Would you like to continue/,
          label: gate('permission', 'mkdir -p build && touch build/out.txt', 'select', ['Continue (tab)', "Continue + don't ask again (shift+tab)", 'No, and tell Continue what to do differently (esc)'],
            "'○ Bash(mkdir -p build && touch build/out.txt)' with the spinner, and a box 'Bash(...) / ⎿ Will run: mkdir -p build && touch build/out.txt / Would you like to continue?' with the dangerous-commands note and three choices with key hints (tab, shift+tab, esc), cursor '>' on the first.") },
        { keys: ['Enter'], settle: false },
        { waitFor: /Done: I created/, timeout: 150000 },
        { capture: 'ready-after-approval', expect: /Done: I created/,
          label: ready("'● Bash(mkdir -p build && touch build/out.txt)' with its (empty) result and the final reply 'Done: I created build/out.txt …' above the idle input box.") },
      ],
    },
    {
      name: 'permission-deny', mock: 'tool', onboarded: true,
      how: `Onboarded HOME; typed '${TOOL_PROMPT}' + Enter; mock 'tool' asks for Bash; Esc (No, and tell Continue what to do differently).`,
      steps: [
        ...startOnboarded, sendPrompt(TOOL_PROMPT),
        { waitFor: /Would you like to continue\?/, timeout: 150000 },
        { wait: 1000 },
        { keys: ['Escape'], settle: { quietMs: 1500, timeoutMs: 15000 } },
        { capture: 'ready-after-permission-denied', expect: /Permission denied|canceled/,
          label: ready("'● Bash(mkdir -p build && touch build/out.txt)' / 'Permission denied by user' and '[Tool canceled - please tell Continue what to do differently]' above the idle input box: the words appear, but it is the composer, not a gate or an error.") },
      ],
    },
    {
      name: 'permission-always', mock: 'tool', onboarded: true,
      how: `Onboarded HOME; typed '${TOOL_PROMPT}' + Enter; mock 'tool' asks for Bash; Shift+Tab (Continue + don't ask again).`,
      steps: [
        ...startOnboarded, sendPrompt(TOOL_PROMPT),
        { waitFor: /Would you like to continue\?/, timeout: 150000 },
        { wait: 1000 },
        { keys: ['BTab'], settle: false },
        { waitFor: /Done: I created/, timeout: 150000 },
        { capture: 'ready-after-approval-always', expect: /Done: I created/,
          label: ready("After Shift+Tab (Continue + don't ask again): the Bash call ran and the reply 'Done: I created build/out.txt …' sits above the idle input box.") },
      ],
    },
    decoyScenario({
      start: startOnboarded, onboarded: true,
      how: "Onboarded HOME; prompt; mock 'decoy' replies with text quoting gate wording.",
      notes: "Decoy: the '●' reply quotes 'Do you trust the files in this folder?', '1. Yes, proceed', '2. No, exit' and 'Rate limit reached' as plain text; the input box below is idle. No gate, no failure.",
    }),
    apiFailure(401, { reason: 'auth_rejected', final: /Error: 401/,
      finalNotes: "The API answered 401 (invalid_api_key): an error line naming the 401 / 'Incorrect API key provided' under the prompt echo; the input box is idle." }),
    apiFailure(429, { reason: 'rate_limited', retry: /Retrying request/, final: /Failed after \d+ attempts/,
      retryNotes: "'Retrying request (n/9). Error: 429 Rate limit reached for requests per min …' lines above the prompt echo and the spinner '( Ns • esc to interrupt )'; still retrying.",
      finalNotes: "After the retries: 'Failed after 11 attempts. Last error: 429 Rate limit reached …' and the error under the prompt echo; the input box is idle." }),
    apiFailure(500, { reason: 'server_error', retry: /Retrying request/, final: /Failed after \d+ attempts/,
      retryNotes: "'Retrying request (n/9). Error: 500 The server had an error while processing your request …' lines and the spinner; still retrying.",
      finalNotes: "After the retries: 'Failed after 11 attempts. Last error: 500 The server had an error …' and the error under the prompt echo; the input box is idle." }),
    apiFailure('closed-port', { name: 'network-error', reason: 'network_error', final: /Error: Connection error/, baseUrl: () => 'http://127.0.0.1:9/v1',
      finalNotes: "apiBase points at a closed port: no 'Retrying request' lines (the connection error is not retried), just 'Error: Connection error.' under the prompt echo; the input box is idle." }),
  ],
};
