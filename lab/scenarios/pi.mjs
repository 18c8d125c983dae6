// pi coding agent scenarios (vendor id pi; npm @mariozechner/pi-coding-agent, a Node CLI drawing
// inline, not on the alternate screen). The mock is a custom provider in ~/.pi/agent/models.json
// (api "openai-completions", baseUrl = the mock with the behaviour in the path, one model
// gpt-4o-mini); without it pi has no model and asks for /login. pi has no tool-permission prompt
// and no folder trust: tools run at once.
import { compareVersions } from '../drift-compare.mjs';
import { PROMPT, TOOL_PROMPT, SHELL_PROMPT, ready, failing, gate, notAgent, sendPrompt, retryThenFinal, decoyScenario, busyScenario, recoveredScenario } from './common.mjs';
/** @import { Label, LabelSource, RunContext, Scenario, ScenarioBase, Step, Vendor } from './common.mjs' */
/**
 * pi's own scenario fields: models.json's provider at the mock (`models`, at `baseUrl`).
 * @typedef {{ models?: boolean, baseUrl?: (ctx: Partial<RunContext>) => string }} Fields
 */
const COMPOSER = /\(auto\)/; // the footer under the input: "0.0%/128k (auto)   gpt-4o-mini"

/** @type {(ctx: RunContext, sc: Scenario<Fields>) => void} */
function modelsJson(ctx, sc) {
  const baseUrl = sc.baseUrl ? sc.baseUrl(ctx) : ctx.mockUrl(ctx.mock, '/v1');
  ctx.write('.pi/agent/models.json', JSON.stringify({
    providers: {
      mock: {
        baseUrl, api: 'openai-completions', apiKey: 'sk-labtest-0000000000000000',
        models: [{ id: 'gpt-4o-mini', name: 'gpt-4o-mini', contextWindow: 128000, maxTokens: 16000 }],
      },
    },
  }, null, 2) + '\n');
}

/** @type {Step[]} */
const start = [{ command: 'pi' }, { waitFor: COMPOSER, timeout: 45000 }];
// the three subscription providers of pi 0.73
const SUB_PROVIDERS = ['Anthropic (Claude Pro/Max) • unconfigured', 'ChatGPT Plus/Pro (Codex Subscription) • unconfigured', 'GitHub Copilot • unconfigured'];
// older releases list more (read off their captures); a release not listed here reads as 0.73
/** @type {Record<string, string[]>} */
const SUB_PROVIDERS_BY_RELEASE = {
  '0.70.2': ['Anthropic (Claude Pro/Max) • unconfigured', 'Antigravity (Gemini 3, Claude, GPT-OSS) • unconfigured',
    'ChatGPT Plus/Pro (Codex Subscription) • unconfigured', 'GitHub Copilot • unconfigured', 'Google Cloud Code Assist (Gemini CLI) • unconfigured'],
};
// Where the list has more than 0.73's three providers, a subscription is picked by typing its name
// into the list's filter instead of by its place.
/** @type {(downs: number, filter: string) => Step[]} */
const pickSubscription = (downs, filter) => [{ if: /Antigravity/,
  then: [{ text: filter, settle: { quietMs: 1000, timeoutMs: 10000 } }, { keys: ['Enter'], settle: { quietMs: 2000, timeoutMs: 20000 } }],
  else: [{ keys: [...Array(downs).fill('Down'), 'Enter'], settle: { quietMs: 2000, timeoutMs: 20000 } }] }];
// the visible start of the API-key provider list at each size (read off the captures)
const KEY_PROVIDERS = ['Amazon Bedrock • unconfigured', 'Anthropic (Claude Pro/Max) • unconfigured', 'Azure OpenAI Responses • unconfigured',
  'Cerebras • unconfigured', 'Cloudflare AI Gateway • unconfigured', 'Cloudflare Workers AI • unconfigured', 'DeepSeek • unconfigured', 'Fireworks • unconfigured'];
/** @type {Record<string, string[]>} the same, of older releases */
const KEY_PROVIDERS_BY_RELEASE = {
  '0.70.2': ['Amazon Bedrock • unconfigured', 'Anthropic • unconfigured', 'Azure OpenAI Responses • unconfigured', 'Cerebras • unconfigured',
    'DeepSeek • unconfigured', 'Fireworks • unconfigured', 'Google Gemini • unconfigured', 'Google Vertex AI • unconfigured'],
};
// 0.52's /login lists the OAuth providers at once ('Select provider to login:'), with no choice of
// method and no API-key login: the login scenarios' path, written for 0.70 and later, reaches other
// screens than their names say, so their captures are left unlabelled there (0.52.12 was captured;
// which release between it and 0.70.2 brought the method choice is not known).
/** @type {(label: LabelSource) => LabelSource} */
const since070 = (label) => (c) => (compareVersions(c.version, '0.70.0') < 0 ? null : typeof label === 'function' ? label(c) : label);
/** @type {(cmd: string) => Step[]} */
const slash = (cmd) => [{ text: cmd, settle: false }, { wait: 600 }, { keys: ['Enter'], settle: { quietMs: 1200, timeoutMs: 20000 } }];

/**
 * @param {string | number} behaviour
 * @param {{ reason: string, retryNotes?: string, finalNotes: string, name?: string, baseUrl?: Fields['baseUrl'], final?: RegExp }} o
 * @returns {Scenario<Fields>}
 */
function apiFailure(behaviour, { reason, retryNotes, finalNotes, name, baseUrl, final = retryNotes ? /Retry failed after/ : /Error:/ }) {
  const n = name || `api-${behaviour}`;
  return {
    name: n, mock: String(behaviour), models: true, baseUrl,
    how: `~/.pi/agent/models.json provider 'mock' (openai-completions) at ${baseUrl ? baseUrl({}) : `the mock ('${behaviour}')`}; typed '${PROMPT}' + Enter.`,
    steps: [...start, sendPrompt(), ...retryThenFinal({
      name: n, reason, retry: retryNotes ? /Retrying \(/ : undefined, retryExpect: /Retrying/, retryNotes, retryWait: 300,
      final, finalNotes, finalTimeout: 180000,
    })],
  };
}

// Real providers' errors and transport faults (lab/faults.mjs), run only when named, e.g.
//   node lab/capture.mjs pi --sizes 120x40 --scenario real-p-openai-401,real-dns
// The mock provider speaks OpenAI Chat Completions: OpenAI-compatible providers' bodies come
// verbatim. pi retries some errors three times ('Retrying (n/3) …'); the capture waits until the
// retry line is gone and the last error is on screen.
const AFTER_RETRIES = /^(?![\s\S]*Retrying \()[\s\S]*Error:/;
/**
 * @param {string} behaviour
 * @param {string} reason
 * @param {{ baseUrl?: Fields['baseUrl'], how?: string, notes: string }} o
 * @returns {Scenario<Fields>}
 */
function realFailure(behaviour, reason, { baseUrl, how, notes }) {
  const name = `real-${behaviour}`;
  return {
    name, mock: behaviour, models: true, baseUrl, manual: true,
    how: `~/.pi/agent/models.json provider 'mock' (openai-completions) at ${how || `the mock ('${behaviour}')`}; typed '${PROMPT}' + Enter.`,
    steps: [...start, sendPrompt(), { waitFor: /Error:/, timeout: 120000, settle: false },
      { until: AFTER_RETRIES, keys_: [], max: 60, settle: { quietMs: 1000, timeoutMs: 5000 } },
      { capture: name, expect: AFTER_RETRIES, label: failing(reason, notes) }],
  };
}
// nginx's HTML 502 page (t-nginx-502) is not among them: pi prints its CRLF lines so that the
// screen after the retries shows only empty red lines above the editor, nothing that says it failed.
const REAL_FAILURES = [
  realFailure('p-openai-401', 'auth_rejected', {
    notes: "Not retried: under the user line 'Error: 401 Incorrect API key provided: sk-VKMIs****…wjh3. You can find your API key at https://platform.openai.com/account/api-keys.' (OpenAI's invalid_api_key); the input between the rules is idle." }),
  realFailure('p-deepseek-402', 'billing_quota', {
    notes: "Not retried: under the user line 'Error: 402 Insufficient Balance' (DeepSeek's 402); the input between the rules is idle." }),
  realFailure('p-openai-429-quota', 'billing_quota', {
    notes: "pi retries OpenAI's 429 insufficient_quota like a rate limit: one 'Error: 429 You exceeded your current quota, please check your plan and billing details. For more information …' per attempt, then 'Error: Retry failed after 3 attempts: 429 You exceeded your current quota …'; the input between the rules is idle." }),
  realFailure('p-openai-404-model', 'model_not_found', {
    notes: "Not retried: under the user line 'Error: 404 The model `computer-use-preview-2025-03-11` does not exist or you do not have access to it.' (OpenAI's model_not_found); the input between the rules is idle." }),
  realFailure('p-openai-400-context', 'context_too_long', {
    notes: "Under the user line 'Error: 400 This model's maximum context length is 4097 tokens. However, your messages resulted in 4294 tokens. …', then pi's own 'Context overflow recovery failed: Summarization failed: 400 This model's maximum context length …' (its summarising request failed the same way); the input between the rules is idle." }),
  realFailure('dns', 'network_error', { baseUrl: () => 'http://api.lab.invalid/v1',
    how: 'http://api.lab.invalid/v1 (a host under .invalid, which never resolves)',
    notes: "One 'Error: Connection error.' per attempt, then 'Error: Retry failed after 3 attempts: Connection error.' (the host does not resolve; the cause is not shown); the input between the rules is idle." }),
];

// Start-up and configuration failures: pi's own files wrong, an unknown model or a missing key
// named on the command line. Captured once pi shows its input (or has exited to the shell).
const STARTED = new RegExp(`${COMPOSER.source}|${SHELL_PROMPT.source}`, 'm');
/**
 * @param {string} name
 * @param {{ command?: string, how: string, label: LabelSource, expect?: RegExp } & Partial<ScenarioBase> & Fields} o
 * @returns {Scenario<Fields>}
 */
const startup = (name, { command = 'pi', how, label, expect, ...rest }) => ({
  name, how, ...rest,
  steps: [{ command, settle: { quietMs: 2000, timeoutMs: 45000 } }, { waitFor: STARTED, timeout: 120000, settle: { quietMs: 2500, timeoutMs: 30000 } },
    { capture: name, expect, label }],
});
/** @type {(notes: string) => Label} */
const exited = (notes) => notAgent(notes, { text_state: 'failing', ruling: 'pi exited after the error; the process decides: not_agent' });
/** @type {Scenario<Fields>[]} */
const STARTUP_FAILURES = [
  startup('startup-malformed-models-json', {
    setup: (ctx) => ctx.write('.pi/agent/models.json', '{\n  "providers": {\n    "mock": { baseUrl: "http://127.0.0.1:9/v1" }\n'),
    how: "~/.pi/agent/models.json is not JSON (an unquoted key, no closing braces); typed 'pi' + Enter.",
    expect: /models\.json/,
    label: failing('config_error', "pi starts, but under its header 'Error: models.json error: Failed to parse models.json: Expected property name or '}' in JSON at position 33' and 'File: <HOME>/.pi/agent/models.json', then 'Warning: No models available. Use /login …' with the docs paths; the empty input between the rules and the footer naming no model ('unknown'): nothing works until the file is fixed.") }),
  startup('ready-startup-malformed-settings', {
    models: true, setup: (ctx) => ctx.write('.pi/agent/settings.json', '{ "theme": dark,\n'),
    how: "~/.pi/agent/settings.json is not JSON; models.json provider 'mock' at the mock ('ok'); typed 'pi' + Enter.",
    expect: /settings/,
    label: ready("Above pi's start-up lines, 'Warning: (startup session lookup, global settings) Unexpected token 'd', \"{ \"theme\": dark,' / '\" is not valid JSON', then the same warning twice for '(runtime creation, global settings)'; pi ignores the file and starts: header, the empty input between the rules and the footer '0.0%/128k (auto)  gpt-4o-mini'. The composer is usable.") }),
  startup('startup-unknown-model', {
    models: true, command: 'pi --model gpt-9-nosuch',
    how: "models.json provider 'mock' at the mock ('ok'); typed 'pi --model gpt-9-nosuch' + Enter (no such model).",
    expect: /not found/,
    label: exited("Right under the typed command 'Error: Model \"gpt-9-nosuch\" not found. Use --list-models to see available models.' and the bash prompt again: pi exited before drawing anything.") }),
  {
    name: 'startup-missing-api-key',
    how: "Fresh HOME (no models.json, no keys, OPENAI_API_KEY unset); typed 'pi --model openai/gpt-4o-mini' + Enter, then the prompt.",
    steps: [{ command: 'pi --model openai/gpt-4o-mini', settle: { quietMs: 2000, timeoutMs: 45000 } }, { waitFor: STARTED, timeout: 120000, settle: { quietMs: 2500, timeoutMs: 30000 } },
      { capture: 'ready-startup-missing-api-key', expect: /gpt-4o-mini/,
        label: ready("pi starts on the built-in model named on the command line and says nothing about its key: header, the empty input between the rules and the footer '0.0%/128k (auto)  gpt-4o-mini'.") },
      sendPrompt(), { waitFor: /API key|Error|local mock server/, timeout: 60000 },
      { capture: 'login-needed-no-api-key', expect: /No API key found/,
        label: gate('auth', 'no API key for openai: log in with /login', 'text', [],
          "The prompt was not sent: above the input 'Error: No API key found for openai.' and 'Use /login to log into a provider via OAuth or API key. See:' with the docs paths; the input between the rules is empty again and the footer still names gpt-4o-mini: only /login (or a key in the environment) leads on.") }],
  },
];

/** @type {Vendor<Fields>} */
export default {
  vendor: 'pi',
  short: 'p',
  proxy: false,
  setupHome: (ctx, sc) => { if (sc.models) modelsJson(ctx, sc); },
  // a subscription login runs xdg-open: make "opening the browser" a no-op instead of starting one
  env: () => ({ BROWSER: '/bin/true' }),
  metaEnv: (ctx, sc) => (sc.models ? [`models.json:providers.mock.baseUrl=${sc.baseUrl ? sc.baseUrl(ctx) : ctx.mockUrl(ctx.mock, '/v1')}`] : []),
  scenarios: [
    { name: 'explore', manual: true, steps: [{ command: 'pi' }] },
    { name: 'explore-mock', manual: true, models: true, steps: [{ command: 'pi' }] },
    {
      name: 'login-subscription',
      how: 'Fresh HOME (no models.json, no keys); pi, then /login and the subscription providers.',
      steps: [
        { command: 'pi' }, { waitFor: /No models available/, timeout: 45000 },
        { capture: 'login-needed-no-models', expect: /Use \/login/,
          how: "Fresh HOME, no models.json or keys; typed 'pi' + Enter.",
          label: gate('auth', 'no models: log in with /login', 'text', [],
            "pi started with no provider: the fd/ripgrep download failures, the pi header, 'Warning: No models available. Use /login …', the empty input between two rules and the footer naming no model ('unknown'; 'no-model' in 0.52): only /login leads on.") },
        ...slash('/login'),
        { capture: 'auth-method-select', expect: /Select authentication method/,
          how: "Fresh HOME; typed '/login' + Enter.",
          label: since070(gate('auth', 'pi provider authentication', 'select', ['Use a subscription', 'Use an API key'],
            "Between the rules: 'Select authentication method:' with '→ Use a subscription' / 'Use an API key' and the hint '↑↓ navigate  enter select  escape/ctrl+c cancel'.")) },
        { keys: ['Enter'], settle: { quietMs: 1200, timeoutMs: 20000 } },
        { capture: 'auth-subscription-provider-select', expect: /Select provider/,
          how: "Fresh HOME; /login, Enter on 'Use a subscription'.",
          label: since070((c) => gate('auth', 'subscription provider to configure for pi', 'select', SUB_PROVIDERS_BY_RELEASE[c.version] || SUB_PROVIDERS,
            "'Select provider to configure:' with a '>' filter line and the subscription providers (three in 0.73, five in 0.70) marked '• unconfigured'.")) },
        { keys: ['Enter'], settle: { quietMs: 2000, timeoutMs: 20000 } },
        { capture: 'auth-anthropic-browser', expect: /Login to/,
          how: "Fresh HOME; /login, subscription, Enter on 'Anthropic (Claude Pro/Max)' (BROWSER=/bin/true).",
          label: since070(gate('auth', 'Anthropic (Claude Pro/Max) OAuth sign-in', 'browser', [],
            "Between the rules: 'Login to Anthropic (Claude Pro/Max)', the claude.ai authorize URL, 'Ctrl+click to open', 'Complete login in your browser. If the browser is on another machine, paste the final redirect URL here.', 'Paste redirect URL below, or complete login in browser:' with an empty '>' input and '(escape to cancel)'.")) },
        { keys: ['Escape'], settle: { quietMs: 1200, timeoutMs: 20000 } },
        ...slash('/login'),
        { keys: ['Enter'], settle: { quietMs: 1200, timeoutMs: 20000 } },
        ...pickSubscription(1, 'chatgpt'),
        { capture: 'auth-chatgpt-browser', expect: /Login to/,
          how: "Fresh HOME; /login, subscription, 'ChatGPT Plus/Pro (Codex Subscription)' (BROWSER=/bin/true).",
          label: since070(gate('auth', 'ChatGPT Plus/Pro (Codex) OAuth sign-in', 'browser', [],
            "Between the rules: 'Login to ChatGPT Plus/Pro (Codex Subscription)', the auth.openai.com authorize URL, 'Ctrl+click to open', 'A browser window should open. Complete login to finish.', 'Paste redirect URL below, or complete login in browser:' with an empty '>' input and '(escape to cancel)'.")) },
        { keys: ['Escape'], settle: { quietMs: 1200, timeoutMs: 20000 } },
        ...slash('/login'),
        { keys: ['Enter'], settle: { quietMs: 1200, timeoutMs: 20000 } },
        ...pickSubscription(2, 'copilot'),
        { capture: 'auth-copilot-enterprise-prompt', expect: /GitHub Enterprise/,
          how: "Fresh HOME; /login, subscription, 'GitHub Copilot'.",
          label: since070(gate('auth', 'GitHub Enterprise URL/domain for GitHub Copilot', 'text', [],
            "Between the rules: 'Login to GitHub Copilot', 'GitHub Enterprise URL/domain (blank for github.com)', an empty '>' input and '(escape to cancel, enter to submit)'.")) },
        { keys: ['Enter'], settle: { quietMs: 2000, timeoutMs: 30000 } },
        { capture: 'auth-copilot-login-failed', expect: /Failed to login/,
          how: "Fresh HOME; /login, subscription, GitHub Copilot, Enter (blank: github.com); the machine is offline.",
          label: since070(failing('network_error', "The device-code request to github.com failed offline: 'Error: Failed to login to GitHub Copilot: fetch failed' under the no-models warning; pi is back at its empty input with no model ('unknown').")) },
      ],
    },
    {
      name: 'login-api-key',
      how: 'Fresh HOME (no models.json, no keys); pi, /login, Use an API key, OpenAI.',
      steps: [
        { command: 'pi' }, { waitFor: /No models available/, timeout: 45000 },
        ...slash('/login'),
        { keys: ['Down', 'Enter'], settle: { quietMs: 1200, timeoutMs: 20000 } },
        { capture: 'auth-api-key-provider-select', expect: /Select provider/,
          how: "Fresh HOME; /login, Down + Enter on 'Use an API key'.",
          label: since070((c) => gate('auth', 'API key provider to configure for pi', 'select', KEY_PROVIDERS_BY_RELEASE[c.version] || KEY_PROVIDERS,
            "'Select provider to configure:' with a '>' filter line, the first eight of the alphabetical list of API-key providers (cursor → on Amazon Bedrock), each marked '• unconfigured', and the scroll position ('(1/29)' in 0.73, '(1/21)' in 0.70).")) },
        { text: 'openai', settle: { quietMs: 1000, timeoutMs: 10000 } },
        { keys: ['Enter'], settle: { quietMs: 1200, timeoutMs: 20000 } },
        { capture: 'auth-api-key-entry', expect: /Enter API key/,
          how: "Fresh HOME; /login, Use an API key, typed 'openai' in the filter + Enter on 'OpenAI'.",
          label: since070(gate('auth', 'OpenAI API key for pi', 'text', [],
            "Between the rules: 'Login to OpenAI', 'Enter API key:', an empty '>' input and '(escape to cancel, enter to submit)'.")) },
        { text: 'sk-labtest-0000000000000000', settle: { quietMs: 800, timeoutMs: 10000 } },
        { keys: ['Enter'], settle: { quietMs: 2000, timeoutMs: 30000 } },
        { capture: 'ready-after-api-key-saved', expect: COMPOSER,
          how: "Fresh HOME; /login, Use an API key, OpenAI, typed a (fake) key + Enter.",
          label: since070(ready("After saving the key pi reports the login and selects an OpenAI model: the input between the rules is empty and the footer names the model; nothing asks for anything.")) },
      ],
    },
    {
      name: 'reply', models: true,
      how: "models.json provider 'mock' at the mock ('ok'); pi, prompt, then Ctrl-D.",
      steps: [
        ...start,
        { capture: 'ready-composer-empty', expect: /gpt-4o-mini/,
          how: "Fresh HOME with ~/.pi/agent/models.json (openai-completions provider at the mock, model gpt-4o-mini); typed 'pi' + Enter.",
          label: ready("The fd/ripgrep download failures, the pi header and hints, then the empty input between two rules and the footer '0.0%/128k (auto)  gpt-4o-mini'; ready for a prompt.") },
        sendPrompt(),
        { waitFor: /local mock server/, timeout: 60000 },
        { capture: 'ready-after-reply', expect: /local mock server/,
          label: ready("The user line 'Say hello in one sentence.' and the reply 'Hello! This answer comes from a local mock server…' above the empty input; the footer shows token counts.") },
        { keys: ['C-d'], settle: false },
        { waitFor: SHELL_PROMPT, timeout: 20000 },
        { capture: 'shell-after-exit', expect: SHELL_PROMPT,
          label: notAgent("Ctrl-D at the empty input quit pi: its last frame (header, the exchange, the input between rules and the footer) stays on screen above a fresh bash prompt; bash is in the foreground.") },
      ],
    },
    busyScenario({
      start, wait: 5000, models: true,
      how: "models.json provider 'mock' at the mock ('slow', holds the reply 60 s); prompt; Esc.",
      spinner: { capture: 'busy-working', expect: /Working/,
        notes: "Busy: the user line, then a spinner 'Working… (escape to interrupt)' above the empty input while the mock holds the reply; no gate or failure." },
      interrupt: [
        { keys: ['Escape'], settle: { quietMs: 1500, timeoutMs: 20000 } },
      ],
      after: { capture: 'ready-after-interrupt', expect: COMPOSER,
        notes: "After Esc the turn is aborted (pi marks it as aborted) and the empty input is idle again." },
    }),
    {
      name: 'tool', mock: 'tool', models: true,
      how: "models.json provider 'mock' at the mock ('tool'); prompt; the mock calls the bash tool, which pi runs without asking.",
      steps: [
        ...start, sendPrompt(TOOL_PROMPT),
        { waitFor: /Done: I created/, timeout: 60000 },
        { capture: 'ready-after-tool-run', expect: /Done: I created/,
          label: ready("pi ran the bash tool without asking (it has no permission prompt): the '$ mkdir -p build && touch build/out.txt' block, then 'Done: I created build/out.txt …'; the input is idle.") },
      ],
    },
    recoveredScenario({
      start, models: true, status: 401, count: 1, final: /Error: 401/,
      how: "models.json provider 'mock' at the mock ('ok'); the mock fails the next model request with 401; prompt sent, final error awaited; a second prompt sent, which the mock answers.",
      notes: "The 401 of the first prompt ('Error: 401 Incorrect API key provided …') stays on the screen above the second prompt and its reply; the input between the rules is idle. The error is history, not the agent's state.",
    }),
    decoyScenario({
      start, models: true,
      how: "models.json provider 'mock' at the mock ('decoy'); the reply quotes gate wording.",
      notes: "Decoy: the reply quotes 'Do you trust the files in this folder?', '1. Yes, proceed', '2. No, exit' and 'Rate limit reached' as plain text above the empty input. No gate, no failure.",
    }),
    apiFailure(401, { reason: 'auth_rejected',
      finalNotes: "Under the user line 'Error: 401 Incorrect API key provided: sk-test-****. You can find your API key at https://platform.openai.com/account/api-keys.' (not retried); the input between the rules is idle." }),
    apiFailure(429, { reason: 'rate_limited',
      retryNotes: "Under the user line 'Error: 429 Rate limit reached for requests per min (RPM): …' and the spinner line 'Retrying (1/3) in 2s... (escape to cancel)' while pi backs off.",
      finalNotes: "One 'Error: 429 Rate limit reached …' line per attempt, then 'Error: Retry failed after 3 attempts: 429 Rate limit reached …'; the input between the rules is idle." }),
    apiFailure(500, { reason: 'server_error',
      retryNotes: "Under the user line 'Error: 500 The server had an error while processing your request. Sorry about that!' and the spinner line 'Retrying (1/3) in 2s... (escape to cancel)'.",
      finalNotes: "One 'Error: 500 The server had an error …' line per attempt, then 'Error: Retry failed after 3 attempts: 500 The server had an error …'; the input between the rules is idle." }),
    apiFailure(503, { reason: 'overloaded',
      retryNotes: "Under the user line 'Error: 503 The engine is currently overloaded, please try again later.' and the spinner line 'Retrying (1/3) in 2s... (escape to cancel)'.",
      finalNotes: "One 'Error: 503 The engine is currently overloaded …' line per attempt, then 'Error: Retry failed after 3 attempts: 503 The engine is currently overloaded …'; the input between the rules is idle." }),
    apiFailure('closed-port', { name: 'api-closed-port', reason: 'network_error', baseUrl: () => 'http://127.0.0.1:9/v1',
      retryNotes: "Under the user line 'Error: Connection error.' and the spinner line 'Retrying (1/3) in 2s... (escape to cancel)' (baseUrl is a closed port).",
      finalNotes: "One 'Error: Connection error.' line per attempt, then 'Error: Retry failed after 3 attempts: Connection error.' (baseUrl is a closed port); the input between the rules is idle." }),
    ...STARTUP_FAILURES,
    ...REAL_FAILURES,
  ],
};
