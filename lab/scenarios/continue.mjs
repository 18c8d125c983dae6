// Continue CLI scenarios (vendor id continue, binary cn). Continue reads its models from
// ~/.continue/config.yaml; an "onboarded" HOME has a config.yaml whose one model is an
// OpenAI-compatible provider pointing at the mock (apiBase http://127.0.0.1:8765/m/<behaviour>/v1)
// and ~/.continue/.onboarding_complete (without it, cn asks for an Anthropic API key first).
import { PROMPT, TOOL_PROMPT, SHELL_PROMPT, ready, failing, gate, notAgent, sendPrompt, retryThenFinal, decoyScenario, busyScenario, recoveredScenario, eitherScreen } from './common.mjs';
/** @import { Label, LabelSource, RunContext, Scenario, ScenarioBase, Step, Vendor } from './common.mjs' */
/**
 * Continue's own scenario fields: an onboarded HOME (`onboarded`) whose config.yaml model speaks `provider`
 * at `baseUrl` with `apiKey`, more config lines (`extraConfig`), or the file's text changed (`config`).
 * @typedef {{ onboarded?: boolean, provider?: string, baseUrl?: (ctx: Partial<RunContext>) => string, apiKey?: string,
 *   extraConfig?: string[], config?: (lines: string[], ctx: RunContext) => string }} Fields
 */
const KEY = 'sk-labtest-0000000000000000000000000000';
const ANTHROPIC_KEY = 'sk-ant-api03-labtest-0000000000';
const COMPOSER = /Ask anything, @ for context/;

// The model entry of config.yaml; `sc.provider` 'anthropic' speaks Anthropic Messages at the mock.
/** @type {(ctx: RunContext, sc: Scenario<Fields>) => string} */
const apiBaseOf = (ctx, sc) => (sc.baseUrl ? sc.baseUrl(ctx) : ctx.mockUrl(ctx.mock, sc.provider === 'anthropic' ? '/v1/' : '/v1'));
/** @type {(ctx: RunContext, sc: Scenario<Fields>) => string[]} */
function modelLines(ctx, sc) {
  const apiBase = apiBaseOf(ctx, sc);
  return [
    '  - name: Lab Mock',
    `    provider: ${sc.provider || 'openai'}`,
    `    model: ${sc.provider === 'anthropic' ? 'claude-sonnet-4-5' : 'gpt-4o-mini'}`,
    `    apiBase: ${apiBase}`,
    `    apiKey: ${sc.apiKey || KEY}`,
    '    roles: [chat, edit, apply]',
    '    capabilities: [tool_use]',
  ];
}

/** @type {(ctx: RunContext, sc: Scenario<Fields>) => void} */
function onboarded(ctx, sc) {
  // `sc.config(lines)` may change the file: a start-up failure scenario breaks it on purpose
  const lines = [
    'name: Lab Config',
    'version: 1.0.0',
    'schema: v1',
    'models:',
    ...modelLines(ctx, sc),
    ...(sc.extraConfig || []),
    '',
  ];
  ctx.write('.continue/config.yaml', sc.config ? sc.config(lines, ctx) : lines.join('\n'));
  ctx.write('.continue/.onboarding_complete', new Date().toISOString());
}

// 1.5.11 names the config on the intro's first line 'Agent: …' where later releases say 'Config: …':
// the notes say what the screen draws (a notes-only change; the state is the person's reading).
/** @type {(l: Label) => Label} */
const agentWord = (l) => ({ ...l, notes: l.notes?.replaceAll("'Config: ", "'Agent: ").replaceAll("no 'Config:' line", "no 'Agent:' line") });
/** @type {(label: LabelSource) => LabelSource} */
const asDrawn = (label) => {
  /** @type {(c: import('./common.mjs').CaptureContext) => Label | null} */
  const pick = (c) => {
    const l = typeof label === 'function' ? label(c) : label;
    return l && /^ Agent: /m.test(c.screen) ? agentWord(l) : l;
  };
  return 'readings' in label ? Object.assign(pick, { readings: label.readings }) : pick;
};

// Older releases (1.5.43 and before) ask first how to get started, on plain lines: '1. ⏩ Log in with
// Continue' / '2. 🔑 Enter your Anthropic API key' and 'Enter choice (1): '; 1.5.47 asks for the key at
// once. Where the question is asked, '2' + Enter picks the key (captured once, in first-run).
const METHOD_OPTIONS = ['⏩ Log in with Continue', '🔑 Enter your Anthropic API key'];
/** @type {(capture: boolean) => Step[]} */
const chooseApiKey = (capture) => [
  { waitFor: /Enter your Anthropic API key:|Enter choice \(\d\):/, timeout: 120000 },
  { if: /Enter choice \(\d\):/, then: [
    ...(capture ? [{ capture: 'auth-method-select', expect: /Enter choice \(1\): *$/m,
      label: gate('auth', 'How do you want to get started?', 'select', METHOD_OPTIONS,
        "Plain lines before the TUI starts: 'How do you want to get started?', '1. ⏩ Log in with Continue', '2. 🔑 Enter your Anthropic API key' and 'Enter choice (1): ' with the cursor after it; nothing typed yet (a number and Enter pick).") }] : []),
    { text: '2', enter: true, settle: { quietMs: 1000, timeoutMs: 10000 } },
    { waitFor: /Enter your Anthropic API key:/, timeout: 20000 },
  ] },
];

/** @type {Step[]} */
const startOnboarded = [{ command: 'cn' }, { waitFor: COMPOSER, timeout: 120000 }];
// 1.5.11's first Enter on '/exit' takes the slash menu's choice (the menu closes, '/exit' stays in the
// box, cn runs on) and a second one sends it; 1.5.43 and later exit on the first. While the box still
// holds '/exit' with the footer as the last line (no shell prompt under it), Enter is pressed again.
const EXIT_TYPED = /│ ● \/exit\s*│\n╰─+╯\n(?:\s*\n)*.*◉ Continue CLI\s*$/;
/** @type {Step} */
const exitAgain = { while: EXIT_TYPED, keys_: ['Enter'], every: 2000, max: 2 };
/** @type {(capture: string, notes: string) => Step[]} */
const exitSteps = (capture, notes) => [
  { text: '/exit', settle: false }, { wait: 800 }, { keys: ['Enter'], settle: { quietMs: 1500, timeoutMs: 20000 } }, exitAgain,
  { waitFor: SHELL_PROMPT, timeout: 20000 },
  { capture, expect: SHELL_PROMPT, label: notAgent(notes) },
];

// Failure scenario: onboarded HOME whose model points at the mock behaviour (or a closed port).
// Retryable errors (429, 5xx, network) print 'Retrying request (n/9)' lines for about two minutes,
// then 'Failed after 11 attempts'.
/**
 * @param {string | number} behaviour
 * @param {{ reason: string, retry?: RegExp, final: RegExp, retryNotes?: string, finalNotes: string, name?: string, baseUrl?: Fields['baseUrl'] }} o
 * @returns {Scenario<Fields>}
 */
function apiFailure(behaviour, { reason, retry, final, retryNotes, finalNotes, name, baseUrl }) {
  const n = name || `api-${behaviour}`;
  const steps = [...startOnboarded, sendPrompt(), ...retryThenFinal({ name: n, reason, retry, retryNotes, final, finalNotes })];
  return {
    name: n, mock: String(behaviour), onboarded: true, baseUrl,
    how: `Onboarded HOME (config.yaml: one openai-provider model whose apiBase is ${baseUrl ? 'a closed port, http://127.0.0.1:9/v1' : `the mock '${behaviour}'`}); 'cn' + Enter, typed '${PROMPT}' + Enter.`,
    steps,
  };
}

// Real providers' errors and transport faults (lab/faults.mjs), run only when named, e.g.
//   node lab/capture.mjs continue --sizes 120x40 --scenario real-p-openai-404-model,real-dns
// The config's model is an openai provider (Chat Completions: OpenAI-compatible providers' bodies come
// verbatim), or an anthropic one for Anthropic's own errors. cn retries 429 and 5xx ('Retrying request
// (n/9)') for about two minutes; the capture waits for the final 'Error: …' under the prompt echo.
// real-tls needs `node lab/tls-failure.mjs` listening on LAB_TLS_FAILURE_PORT (8766) first.
const TLS_PORT = Number(process.env.LAB_TLS_FAILURE_PORT || 8766);
const FINAL_ERROR = /^(?:Error|Fatal error)\b/m;
/** @type {(behaviour: string, reason: string, o?: { provider?: string, baseUrl?: Fields['baseUrl'], how?: string, notes?: string }) => Scenario<Fields>} */
const realFailure = (behaviour, reason, { provider, baseUrl, how, notes } = {}) => {
  const name = `real-${behaviour}`;
  return {
    name, mock: behaviour, onboarded: true, provider, baseUrl, manual: true,
    how: `Onboarded HOME (config.yaml: one ${provider || 'openai'}-provider model whose apiBase is ${how || `the mock '${behaviour}'`}); 'cn' + Enter, typed '${PROMPT}' + Enter.`,
    steps: [...startOnboarded, sendPrompt(), { waitFor: FINAL_ERROR, timeout: 240000 }, { capture: name, expect: FINAL_ERROR, label: failing(reason, notes) }],
  };
};
// What 1.5.47 showed at 120x40: the provider's message on an 'Error: <status> …' line under the
// prompt echo, the input box idle below.
/** @type {(what: string) => string} */
const RETRIED = (what) => `'Retrying request (n/9). Error: ${what}' lines above the prompt echo, 'Failed after 11 attempts. Last error: ${what}', then '● Say hello in one sentence.' and 'Error: ${what}' under it; the input box is idle.`;
/** @type {(what: string) => string} */
const ONCE = (what) => `Not retried: under '● Say hello in one sentence.' the line 'Error: ${what}'; the input box is idle.`;
const REAL_FAILURES = [
  realFailure('p-anthropic-401', 'auth_rejected', { provider: 'anthropic',
    notes: ONCE('{"type":"error","error":{"type":"authentication_error","message":"invalid x-api-key"}}') + " (the anthropic provider prints Anthropic's body as it came)" }),
  realFailure('p-openrouter-401-nokey', 'auth_rejected', { notes: ONCE('401 No auth credentials found') + " (OpenRouter's 401)" }),
  realFailure('p-openai-429', 'rate_limited', {
    notes: RETRIED('429 Rate limit reached for gpt-4o in organization XXXXXXXXX on tokens per min (TPM): Limit 30000, Used 14567, Requested 24754. Please try again in 18.642s. Visit https://platform.openai.com/account/rate-limits to learn more.') }),
  realFailure('p-openai-429-quota', 'billing_quota', {
    notes: `cn retries OpenAI's 429 insufficient_quota like a rate limit: ${RETRIED('429 You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: …')} A billing stop: retrying does not help.` }),
  realFailure('p-openrouter-402', 'billing_quota', {
    notes: ONCE('402 This request requires more credits, or fewer max_tokens. You requested up to 32000 tokens, but can only afford 27342. To increase, visit https://openrouter.ai/settings/credits and upgrade to a paid account') }),
  realFailure('p-openai-404-model', 'model_not_found', {
    notes: ONCE('404 The model `computer-use-preview-2025-03-11` does not exist or you do not have access to it.') }),
  realFailure('p-openai-400-context', 'context_too_long', {
    notes: ONCE("Context length exceeded: Error: 400 This model's maximum context length is 4097 tokens. However, your messages resulted in 4294 tokens. Please reduce the length of the messages.") + " (cn's own 'Context length exceeded:' before the provider's message)" }),
  realFailure('p-anthropic-529', 'overloaded', { provider: 'anthropic',
    notes: RETRIED('{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}') }),
  realFailure('t-nginx-502', 'server_error', {
    notes: "Retried: the last two 'Retrying request (n/9). Error: 502 <html>' blocks and 'Failed after 11 attempts. Last error: 502 <html>', each followed by nginx's page line by line ('<head><title>502 Bad Gateway</title></head>' … '</html>'), then '● Say hello in one sentence.' and 'Error: 502 <html>' with the whole page again under it; the input box is idle." }),
  realFailure('dns', 'network_error', { baseUrl: () => 'http://api.lab.invalid/v1',
    how: 'http://api.lab.invalid/v1 (a host under .invalid, which never resolves)',
    notes: ONCE('Connection error.') + ' (the host does not resolve; the cause is not shown)' }),
  realFailure('tls', 'network_error', { baseUrl: () => `https://127.0.0.1:${TLS_PORT}/m/ok/v1`,
    how: `lab/tls-failure.mjs (https://127.0.0.1:${TLS_PORT}/m/ok/v1, a certificate no CA signed)`,
    notes: ONCE('Connection error.') + ' (the certificate is signed by no CA; the cause is not shown)' }),
];

// Start-up and configuration failures: config.yaml broken, a provider, model or MCP server that
// cannot be had, a secret the config names but nobody set. Captured once cn shows its input box or
// has exited to the shell. cn 1.5.47 shows no error for a config it cannot load: the intro's
// 'Model:' line stays at 'Loading...' and prompts go nowhere (the error is logged at debug level
// only; 'cn -p' prints it: "Failed to parse config: …", "Failed to initialize LLM. …").
const STARTED = new RegExp(`${COMPOSER.source}|${SHELL_PROMPT.source}`, 'm');
/**
 * @param {string} name
 * @param {{ command?: string, capture?: string, how: string, label: LabelSource, expect?: RegExp, then?: readonly Step[] } & Partial<ScenarioBase> & Fields} o
 * @returns {Scenario<Fields>}
 */
const startup = (name, { command = 'cn', capture = name, how, label, expect, then = [], ...rest }) => ({
  name, how, onboarded: true, ...rest,
  steps: [{ command, settle: { quietMs: 2000, timeoutMs: 45000 } }, { waitFor: STARTED, timeout: 120000, settle: { quietMs: 3000, timeoutMs: 30000 } },
    { capture, expect, label }, ...then],
});
const STARTUP_FAILURES = [
  startup('startup-malformed-config', {
    config: (lines) => lines.join('\n').replace('    model: gpt-4o-mini', '   model: gpt-4o-mini\n    apiBase: [unclosed'),
    how: "~/.continue/config.yaml is not YAML (a mis-indented key, an unclosed flow sequence); typed 'cn' + Enter, then the prompt.",
    expect: /Model: Loading/,
    // 1.5.11 prints the config it could not parse above the logo; later releases show no error
    label: eitherScreen(/Failed to parse rolled assistant/,
      failing('config_error', "Above the logo, 'Failed to parse rolled assistant: name: Lab Config' and the rest of config.yaml line by line (the mis-indented '   model: gpt-4o-mini' and 'apiBase: [unclosed' among them); under the logo no 'Agent:' line and 'Model: Loading...' above the empty input box: the config did not load and never will, and a prompt goes nowhere."),
      failing('config_error', "The CONTINUE logo and, under it, no 'Config:' line and 'Model: Loading...' above the empty input box: the config did not load and never will ('cn -p' says \"Failed to parse config: Sequence item without - indicator at line 7\"); the TUI shows no error, and a prompt goes nowhere.")),
    then: [sendPrompt(), { wait: 15000 },
      { capture: 'startup-malformed-config-prompt-sent', expect: /Model: Loading[\s\S]*● Say hello/,
        label: failing('config_error', "The same screen after the prompt was sent: '● Say hello in one sentence.' echoed under 'Model: Loading...' and nothing after it (no spinner, no reply, no error) for 15 s; the input box is empty again. No model was loaded: nothing typed gets an answer.") }] }),
  startup('startup-unknown-provider', {
    config: (lines) => lines.join('\n').replace('provider: openai', 'provider: nosuch-provider'),
    how: "config.yaml's one model names a provider that does not exist ('provider: nosuch-provider'); typed 'cn' + Enter.",
    expect: /Model: Loading/,
    label: asDrawn(failing('config_error', "'Config: Lab Config' and 'Model: Loading...' under the logo, above the empty input box: the model never loads ('cn -p' says \"Failed to initialize LLM. Please check your configuration.\"); the TUI shows no error, and a prompt goes nowhere.")) }),
  startup('startup-unknown-hub-model', {
    command: 'cn --model lab-nosuch/nosuch-model', capture: 'ready-startup-unknown-hub-model',
    how: "Onboarded HOME; typed 'cn --model lab-nosuch/nosuch-model' + Enter (a hub slug for a model; this cn resolves no hub slugs).",
    expect: /Slug-based package resolution|Failed to unroll block/,
    // 1.5.47 resolves no hub slugs; older releases (1.5.43) try the hub, which the lab does not reach
    label: asDrawn(eitherScreen(/Slug-based package resolution/,
      ready("Above the logo, plain lines 'Failed to unroll block {\"uriType\":\"slug\",…}: Slug-based package resolution is not supported', 'Warning: Slug-based package resolution is not supported.' and '> [object Object]'; cn drops the model it could not get and starts on the config's: 'Config: Lab Config / Model: Lab Mock' and the empty input box. A working composer."),
      ready("Above the logo, plain lines 'Failed to unroll block {\"uriType\":\"slug\",…}: fetch failed' (cn tried the hub, which the lab does not reach), 'Warning: fetch failed.' and '> [object Object]'; cn drops the model it could not get and starts on the config's: 'Config: Lab Config / Model: Lab Mock' and the empty input box. A working composer."))) }),
  startup('startup-mcp-missing-command', {
    capture: 'ready-startup-mcp-missing-command',
    extraConfig: ['mcpServers:', '  - name: Lab Tools', '    command: lab-mcp-nosuch', '    args: ["--stdio"]'],
    how: "config.yaml with an mcpServers entry 'Lab Tools' whose command 'lab-mcp-nosuch' does not exist; typed 'cn' + Enter.",
    expect: /Lab Tools/,
    label: asDrawn(ready("'Config: Lab Config / Model: Lab Mock / MCP Servers: / - Lab Tools' under the logo and the empty input box; nothing says the server failed to start (only /mcp shows it, with a red dot). A prompt sent by hand in the same setup was answered: a working composer.")) }),
  startup('startup-missing-secret', {
    capture: 'ready-startup-missing-secret', apiKey: '${{ secrets.LAB_API_KEY }}',
    how: "config.yaml's model takes its key from a secret nobody set ('apiKey: ${{ secrets.LAB_API_KEY }}'); typed 'cn' + Enter.",
    expect: /Error resolving FQSNs/,
    label: asDrawn(ready("A plain line 'Error resolving FQSNs through API: The request failed and the interceptors did not return an alternative response' above the logo (cn could not look the secret up), then 'Config: Lab Config / Model: Lab Mock' and the empty input box. cn goes on without the key: a prompt sent by hand in the same setup was answered by the mock (a real provider would refuse the turn). A working composer.")) }),
  startup('startup-hub-config', {
    command: 'cn --config lab-nosuch/nosuch-assistant', capture: 'shell-after-hub-config',
    how: "Onboarded HOME; typed 'cn --config lab-nosuch/nosuch-assistant' + Enter (a hub assistant slug; this cn resolves no hub slugs).",
    expect: /Fatal error/,
    label: eitherScreen(/Slug-based package resolution/,
      notAgent("Under the typed command 'Fatal error: Failed to load config from \"lab-nosuch/nosuch-assistant\": Error: Slug-based package resolution is not supported' and the bash prompt: cn exited before drawing anything.",
        { text_state: 'failing', ruling: 'the agent exited after the error; the process decides: not_agent' }),
      notAgent("Under the typed command 'Fatal error: Failed to load config from \"lab-nosuch/nosuch-assistant\": TypeError: fetch failed' (cn tried the hub, which the lab does not reach) and the bash prompt: cn exited before drawing anything.",
        { text_state: 'failing', ruling: 'the agent exited after the error; the process decides: not_agent' })) }),
];

/** @type {Vendor<Fields>} */
export default {
  vendor: 'continue',
  short: 'n',
  proxy: false,
  setupHome: (ctx, sc) => { if (sc.onboarded) onboarded(ctx, sc); },
  env: () => ({}),
  metaEnv: (ctx, sc) => (sc.onboarded ? [`config.yaml:apiBase=${apiBaseOf(ctx, sc)}`] : []),
  scenarios: [
    { name: 'explore', manual: true, steps: [{ command: 'cn' }] },
    { name: 'explore-onboarded', manual: true, onboarded: true, steps: [{ command: 'cn' }] },
    {
      name: 'first-run',
      how: "Fresh HOME (no ~/.continue), fresh git project; 'cn' + Enter: the Anthropic API-key prompt; a well-formed dummy key typed; then /exit.",
      steps: [
        { command: 'cn' },
        ...chooseApiKey(true),
        { capture: 'auth-api-key-prompt', expect: /Enter your Anthropic API key: *$/m,
          label: eitherScreen(/How do you want to get started/,
            gate('auth', 'Anthropic API key', 'text', [], "Plain lines before the TUI starts: the question 'How do you want to get started?' answered 'Enter choice (1): 2', then 'Enter your Anthropic API key: ' with the cursor after it; nothing typed yet."),
            gate('auth', 'Anthropic API key', 'text', [], "Plain lines before the TUI starts: 'To get started, enter your Anthropic API key.' and 'Enter your Anthropic API key: ' with the cursor after it; nothing typed yet.")) },
        { text: ANTHROPIC_KEY, settle: { quietMs: 800, timeoutMs: 5000 } },
        { capture: 'auth-api-key-typed', expect: /Enter your Anthropic API key: sk-ant/,
          label: gate('auth', 'Anthropic API key', 'text', [], "The API-key line with a dummy key typed (echoed in clear) but not yet submitted: 'Enter your Anthropic API key: sk-ant-api03-…'.") },
        { keys: ['Enter'], settle: { quietMs: 2000, timeoutMs: 30000 } },
        { waitFor: COMPOSER, timeout: 30000 },
        // 1.5.43 writes the key with a hub model ('anthropic/claude-sonnet-4-5'), which it fetches from the
        // hub; offline the fetch fails and the model never loads. 1.5.47 writes a model it loads at once.
        { if: /Failed to unroll block[\s\S]*^ Model: Loading\.\.\./m,
          then: [{ capture: 'startup-first-run-model-not-loaded', expect: /Model: Loading/,
            label: asDrawn((c) => failing('config_error', `'✓ Config file updated successfully at …/.continue/config.yaml', then plain lines 'Failed to unroll block "anthropic/claude-sonnet-4-5": fetch failed', 'Warning: fetch failed.', '> "anthropic/claude-sonnet-4-5"' and 'Failed to unroll block {"uriType":"slug",…}: fetch failed' above the CONTINUE logo (v${c.version}); 'Config: Local Config' and 'Model: Loading...' above the empty input box. The config cn wrote names a hub model, which it could not fetch (the lab is offline): no model is loaded and a prompt goes nowhere, as with a config it cannot load.`)) }],
          else: [{ capture: 'ready-composer-first-run', expect: /Config file updated successfully/,
            label: (c) => ready(`'✓ Config file updated successfully at …/.continue/config.yaml' above the CONTINUE logo (v${c.version}), sometimes a random tip, 'Config: Main Config / Model: Claude Sonnet 4.6' and the empty boxed input 'Ask anything, @ for context, / for slash commands, ! for shell mode'; the key prompt lines stay above.`) }] },
        ...exitSteps('shell-after-exit-first-run', "'/exit' + Enter (twice where the first took the slash menu's choice): cn exited, its last frame (input box with '/exit', with or without the slash menu '/exit  Exit the chat') stays drawn above the bash prompt; bash is in the foreground."),
      ],
    },
    {
      name: 'invalid-key',
      how: "Fresh HOME; 'cn' + Enter, typed 'bogus-key' + Enter at the Anthropic API-key prompt.",
      steps: [
        { command: 'cn' },
        ...chooseApiKey(false),
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
          label: asDrawn((c) => ready(`CONTINUE logo (v${c.version}), 'Config: Lab Config / Model: Lab Mock' and the empty boxed input 'Ask anything, @ for context, / for slash commands, ! for shell mode'; footer with the cwd, git branch and '◉ Continue CLI'.`)) },
        sendPrompt(),
        { waitFor: /local mock server/, timeout: 60000 },
        { capture: 'ready-after-reply', expect: /local mock server/,
          label: ready("'● Say hello in one sentence.' and the '●' mock reply above the empty boxed input; idle.") },
        { text: '/exit', settle: { quietMs: 800, timeoutMs: 5000 } },
        { capture: 'ready-slash-menu-exit', expect: /Exit the chat/,
          label: ready("'/exit' typed in the input box (not yet submitted) with the slash-command menu '/exit  Exit the chat' and '↑/↓ to navigate, Enter to select, Tab to complete' below: still the composer.") },
        { keys: ['Enter'], settle: { quietMs: 1500, timeoutMs: 20000 } }, exitAgain,
        { waitFor: SHELL_PROMPT, timeout: 20000 },
        { capture: 'shell-after-exit', expect: SHELL_PROMPT,
          label: eitherScreen(/Exit the chat/,
            notAgent("'/exit' + Enter: cn exited; its last frame (reply, input box with '/exit', slash menu, footer) stays drawn and the bash prompt follows under the footer; bash is in the foreground."),
            notAgent("'/exit' + Enter took the slash menu's choice, a second Enter sent it: cn exited; its last frame (reply, input box with '/exit', footer) stays drawn and the bash prompt follows under the footer; bash is in the foreground.")) },
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
    recoveredScenario({
      start: startOnboarded, onboarded: true, status: 401, count: 1, final: /^Error: 401/m,
      how: "Onboarded HOME (config.yaml with the mock 'ok' model); the mock fails the next model request with 401; prompt sent, final error awaited; a second prompt sent, which the mock answers.",
      notes: "The 401 of the first prompt ('Error: 401 …' under its '● Say hello in one sentence.') stays on the screen above the second prompt '● Say hello again, in one sentence.' and the mock's reply ('● Hello! …'; at 80x24 the reply wraps and is drawn without its '●'); the input box is idle under them. The error is history, not the agent's state.",
    }),
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
    ...REAL_FAILURES,
    ...STARTUP_FAILURES,
  ],
};
