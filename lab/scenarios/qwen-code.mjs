// Qwen Code scenarios (vendor id qwen-code). A Gemini CLI fork that talks OpenAI-compatible APIs:
// OPENAI_API_KEY + OPENAI_BASE_URL (the mock, behaviour in the path) + OPENAI_MODEL select the
// OpenAI auth type without any dialog; without them Qwen opens its "Connect a Provider" menu.
import { PROMPT, SHELL_PROMPT, ready, failing, gate, notAgent, eitherScreen, retryThenFinal, decoyScenario, busyScenario, permissionDeniedScenario, recoveredScenario } from './common.mjs';
/** @import { RunContext, Scenario, Step, Vendor } from './common.mjs' */
/**
 * Qwen Code's own scenario fields: the mock's address (`baseUrl`), the model (`model`), no OpenAI env at
 * all (`noKey`) or no key in it (`envNoKey`).
 * @typedef {{ baseUrl?: (ctx: Partial<RunContext>) => string, model?: string, noKey?: boolean, envNoKey?: boolean }} Fields
 */
const KEY = 'sk-labtest-0000000000000000';
const TOOL_PROMPT = 'Create a build folder with an empty out.txt file.';
const COMPOSER = /Type your message/;
const CONNECT = /Connect a Provider/;
// An API error shown and no spinner left ('esc to cancel'): the retries are over.
const DONE_ERROR = /^(?![\s\S]*esc to cancel)[\s\S]*API Error/;

// ~/.qwen/settings.json: OpenAI auth chosen, no auto-update, 'Ask permissions' approval mode
// (0.24 defaults to 'auto', where an LLM classifier decides tool calls itself).
/**
 * @param {RunContext} ctx
 * @param {{ auth?: boolean, trust?: boolean, settings?: Record<string, unknown> }} [o]
 */
function settingsHome(ctx, { auth = true, trust = false, settings = {} } = {}) {
  /** @type {Record<string, unknown>} */
  const s = { general: { enableAutoUpdate: false }, tools: { approvalMode: 'default' }, ...settings };
  if (auth) s.security = { ...(s.security || {}), auth: { selectedType: 'openai' } };
  if (trust) s.security = { ...(s.security || {}), folderTrust: { enabled: true } };
  ctx.write('.qwen/settings.json', JSON.stringify(s, null, 2));
}
/** @type {(ctx: RunContext) => void} */
const onboarded = (ctx) => settingsHome(ctx);
// Failures: no OpenAI-SDK retries under Qwen's own retry loop (which shows a countdown).
/** @type {(ctx: RunContext) => void} */
const fewRetries = (ctx) => settingsHome(ctx, { settings: { model: { generationConfig: { maxRetries: 0 } } } });

/** @type {Step[]} */
const startOnboarded = [{ command: 'qwen' }, { waitFor: COMPOSER, timeout: 60000 }];
/** @type {(text?: string) => Step} */
const sendPrompt = (text = PROMPT) => ({ text, delay: 800, enter: true, settle: false });
/** @type {(text: string) => Step} */
const typeField = (text) => ({ text, delay: 1000, enter: true, settle: { quietMs: 1500, timeoutMs: 20000 } });
// 0.8.2 (a release before 0.24) asks 'How would you like to authenticate for this project?' instead
const GET_STARTED = /How would you like to authenticate for this project\?/;
// 0.12.0 (between them) asks 'Select Authentication Method' (Qwen OAuth, Alibaba Cloud Coding Plan, API Key)
const SELECT_AUTH = /Select Authentication Method/;
const SELECT_AUTH_METHODS = ['Qwen OAuth', 'Alibaba Cloud Coding Plan', 'API Key'];
/** @type {Step[]} */
const startNoKey = [{ command: 'qwen' }, { waitFor: /Connect a Provider|How would you like to authenticate|Select Authentication Method/, timeout: 60000 }];

// The screens differ by release, and the steps and labels read which one the screen shows: 0.8.2
// asks 'Get started / How would you like to authenticate', 0.12.0 'Select Authentication Method',
// 0.21.10 and 0.24 'Connect a Provider'; the shell permission offers 'Yes, allow always ...' up to
// 0.15 and 0.24's four choices from 0.21.10 on.

// Custom Provider's steps: 'Step k/7' in 0.24, 'Step k/6' in 0.21.10 (no API step); labels say what the box says.
const CUSTOM_API_STEP = /Step 2\/\d+ · API(?! Key)/;
/** @type {(c: { screen: string }) => string} */
const Step = (c) => (/· (Step \d+\/\d+) ·/.exec(c.screen) || [])[1] || 'Step ?';
/** @type {(c: { screen: string }) => string} */
const step = (c) => Step(c).toLowerCase();
const SETTINGS_CORRUPTED = /Settings file corrupted/;
const KIMI = 'Kimi (Moonshot AI) API Key';
// Custom Provider's protocols: 0.23.3 lists 'OpenAI Responses' among them (0.24 asks Chat Completions /
// Responses in a step of its own, 0.21.10 not at all); the label lists those the box shows.
const PROTOCOLS = ['OpenAI-compatible', 'OpenAI Responses', 'Anthropic-compatible', 'Gemini-compatible'];
/** @type {(c: { screen: string }) => string[]} */
const protocols = (c) => PROTOCOLS.filter((p) => p !== 'OpenAI Responses' || /^[│ ]*(?:› )?OpenAI Responses *│?$/m.test(c.screen));
// 0.24.4 draws a boxed 'Ripgrep not available: …' warning on every screen after start-up (its rg has no
// executable bit, see lab/README.md); 0.21.10 and 0.23.3 draw none. The notes name the box where the
// screen shows it: `notes` gets `box` (the words for it) or ''.
const RIPGREP = /Ripgrep not available/;
/** @type {(make: (notes: string) => import('./common.mjs').Label, box: string, notes: (box: string) => string) => (c: import('./common.mjs').CaptureContext) => import('./common.mjs').Label} */
const ripgrep = (make, box, notes) => eitherScreen(RIPGREP, make(notes(box)), make(notes('')));
const AUTH_METHODS = ['Alibaba ModelStudio', 'Third-party Providers', 'Custom Provider'];
const THIRD_PARTY = ['DeepSeek API Key', 'Grok (xAI) API Key', 'MiniMax API Key', 'Z.AI API Key', 'Kimi (Moonshot AI) API Key',
  'Idealab API Key', 'ModelScope API Key', 'OpenRouter', 'Requesty'];

/**
 * @param {string | number} behaviour
 * @param {{ reason: string, retry?: RegExp, final: RegExp, retryNotes?: string, finalNotes?: string, name?: string,
 *   baseUrl?: Fields['baseUrl'], silent?: { at: number, name: string, notes: string } }} o
 * @returns {Scenario<Fields> & { how: string }}
 */
function apiFailure(behaviour, { reason, retry, final, retryNotes, finalNotes, name, baseUrl, silent }) {
  const n = name || `api-${behaviour}`;
  /** @type {Step[]} */
  const steps = [...startOnboarded, sendPrompt()];
  if (silent) {
    // a release that does not retry (0.8.2 with maxRetries 0) has its final error up by then: no silent retry to capture
    steps.push({ wait: silent.at }, { if: /esc to cancel/, then: [{ capture: silent.name, settle: false, label: ready(silent.notes), expect: /esc to cancel/ }] });
  }
  steps.push(...retryThenFinal({ name: n, reason, retry, retryNotes, retryWait: 1000, retryTimeout: 120000, final, finalNotes, finalTimeout: 300000, finalSuffix: null }));
  return {
    name: n, mock: String(behaviour), setup: fewRetries, baseUrl,
    how: `Onboarded HOME (OpenAI env vars, model.generationConfig.maxRetries=0), 'qwen' + Enter, typed '${PROMPT}' + Enter; mock mode '${behaviour}'.`,
    steps,
  };
}

// Real providers' errors and transport faults (lab/faults.mjs), run only when named, e.g.
//   node lab/capture.mjs qwen-code --sizes 120x40 --scenario real-p-deepseek-401,real-dns --out /tmp/real
// real-tls needs `node lab/tls-failure.mjs` listening on LAB_TLS_FAILURE_PORT (8766) first.
const TLS_PORT = Number(process.env.LAB_TLS_FAILURE_PORT || 8766);
/** @type {(behaviour: string, reason: string, o?: { baseUrl?: Fields['baseUrl'], how?: string, notes?: string }) => Scenario<Fields>} */
const realFailure = (behaviour, reason, { baseUrl, how, notes } = {}) => {
  const sc = apiFailure(behaviour, { reason, final: DONE_ERROR, name: `real-${behaviour}`, baseUrl, finalNotes: notes });
  return { ...sc, manual: true, how: how ? sc.how.replace(/mock mode .*$/, how) : sc.how };
};
// Notes: what 0.24.4 showed at 120x40 under the echoed prompt, the input box idle below each time.
/** @type {(text: string) => string} */
const ERR = (text) => `'✕ [API Error: ${text}] (Press Ctrl+Y to retry)' under the echoed prompt; the input box is idle.`;
const REAL_FAILURES = [
  realFailure('p-deepseek-401', 'auth_rejected', { notes: ERR('401 Authentication Fails, Your api key: ****cd15 is invalid') }),
  realFailure('p-openrouter-402', 'billing_quota', { notes: ERR('402 This request requires more credits, or fewer max_tokens. You requested up to 32000 tokens, but can only afford 27342. To increase, visit https://openrouter.ai/settings/credits and upgrade to a paid account') }),
  realFailure('p-dashscope-400-arrearage', 'billing_quota', { notes: ERR('400 Access denied, please make sure your account is in good standing.') }),
  realFailure('p-moonshot-429-balance', 'billing_quota', { notes: "After Qwen's silent retries: '✕ [API Error: 429 Your account org-… <ak-…> is suspended due to insufficient balance, please recharge your account or check your plan and billing details]' / 'Possible quota limitations in place or slow response times detected. Please wait and try again later. (Press Ctrl+Y to retry)'; a billing stop sent as 429, the input box is idle." }),
  realFailure('p-openai-400-context', 'context_too_long', { notes: ERR("400 This model's maximum context length is 4097 tokens. However, your messages resulted in 4294 tokens. Please reduce the length of the messages.") }),
  realFailure('p-anthropic-529', 'overloaded', { notes: ERR('529 litellm.APIError: AnthropicException - {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}. Received Model Group=gpt-4o-mini Available Model Group Fallbacks=None') + ' (Anthropic\'s 529 as LiteLLM relays it to an OpenAI client.)' }),
  realFailure('t-alb-502', 'server_error', { notes: "'✕ [API Error: 502 <html> … <center><h1>502 Bad Gateway</h1></center> … </html> ] (Press Ctrl+Y to retry)': the AWS ALB page printed whole, line by line, under the prompt; the input box is idle." }),
  realFailure('t-envoy-503', 'overloaded', { notes: ERR('503 upstream connect error or disconnect/reset before headers. reset reason: overflow') }),
  realFailure('t-reset-mid-stream', 'network_error', { notes: "The reply line '◆ Let me look atLet me look at…' (the first streamed words of each attempt, run together), then '✕ [API Error: terminated (cause: UND_ERR_SOCKET: other side closed)] (Press Ctrl+Y to retry)'; the input box is idle." }),
  realFailure('dns', 'network_error', { baseUrl: () => 'http://api.lab.invalid/v1',
    how: "OPENAI_BASE_URL at a host under .invalid, which never resolves (ENOTFOUND).",
    notes: ERR('Connection error. (cause: getaddrinfo ENOTFOUND api.lab.invalid)') }),
  realFailure('tls', 'network_error', { baseUrl: () => `https://127.0.0.1:${TLS_PORT}/m/ok/v1`,
    how: 'OPENAI_BASE_URL at lab/tls-failure.mjs, whose certificate no CA signed (mock behaviour ok behind it).',
    notes: ERR('Connection error. (cause: DEPTH_ZERO_SELF_SIGNED_CERT: self-signed certificate)') }),
];

/** @type {Vendor<Fields>} */
export default {
  vendor: 'qwen-code',
  short: 'q',
  proxy: false,
  env: (ctx, sc) => (sc.noKey ? {} : {
    OPENAI_API_KEY: sc.envNoKey ? null : KEY,
    OPENAI_BASE_URL: sc.baseUrl ? sc.baseUrl(ctx) : ctx.mockUrl(ctx.mock, '/v1'),
    OPENAI_MODEL: sc.model || 'gpt-4o-mini',
  }),
  scenarios: [
    { name: 'explore', manual: true, setup: onboarded, steps: [{ command: 'qwen' }] },
    { name: 'explore-nokey', manual: true, noKey: true, steps: [{ command: 'qwen' }] },
    { name: 'explore-trust', manual: true, mock: 'tool', setup: (ctx) => settingsHome(ctx, { trust: true }), steps: [{ command: 'qwen' }] },
    {
      name: 'auth-menu', noKey: true,
      how: "Fresh HOME, no OpenAI env vars; 'qwen' + Enter; the provider menu and its sub-screens.",
      steps: [
        ...startNoKey,
        { if: GET_STARTED, then: [
          { capture: 'auth-method-select', expect: GET_STARTED,
            how: "Fresh HOME, fresh git project, no API-key env vars; typed 'qwen' + Enter; first screen.",
            label: gate('auth', 'Qwen Code authentication', 'select', ['Qwen OAuth', 'OpenAI'], "Box 'Get started / How would you like to authenticate for this project?' with '● 1. Qwen OAuth' and '2. OpenAI', '(Use Enter to Set Auth)' and the terms link; once the Qwen OAuth tried at start fails offline, 'Failed to authenticate. Message: Device authorization flow failed: fetch failed (cause: getaddrinfo ENOTFOUND chat.qwen.ai)' and troubleshooting lines appear under the choices, the same select gate.") },
          { keys: ['Down', 'Enter'] },
          { capture: 'auth-openai-config', expect: /OpenAI Configuration Required/,
            how: "Fresh HOME; 'qwen', Down + Enter on 'OpenAI'.",
            label: gate('auth', 'OpenAI configuration (API key, base URL, model)', 'text', [], "Box 'OpenAI Configuration Required' / 'Please enter your OpenAI configuration. You can get an API key from …' with fields for the API key, the base URL and the model, the cursor in the first; waits for typed values.") },
        ], else: [{ if: SELECT_AUTH, then: [
          { capture: 'auth-method-select', expect: SELECT_AUTH,
            how: "Fresh HOME, fresh git project, no API-key env vars; typed 'qwen' + Enter; first screen.",
            label: gate('auth', 'Qwen Code authentication method', 'select', SELECT_AUTH_METHODS, "Box 'Select Authentication Method' under the banner ('Unknown | coder-model') and a tip: '● Qwen OAuth', 'Alibaba Cloud Coding Plan' and 'API Key', each with a description line, then the Terms of Services link.") },
          { keys: ['Down', 'Enter'] },
          { capture: 'auth-coding-plan-region', expect: /Select Region for Coding Plan/,
            how: "Fresh HOME; 'qwen', Down + Enter on 'Alibaba Cloud Coding Plan'.",
            label: gate('auth', 'Alibaba Cloud Coding Plan region', 'select', ['阿里云百炼 (aliyun.com)', 'Alibaba Cloud (alibabacloud.com)'], "Box 'Select Region for Coding Plan' / 'Choose based on where your account is registered' with '● 阿里云百炼 (aliyun.com)' and 'Alibaba Cloud (alibabacloud.com)', each with its help URL below, and 'Enter to select, ↑↓ to navigate, Esc to go back'.") },
          { keys: ['Enter'] },
          { capture: 'auth-coding-plan-api-key', expect: /Enter Coding Plan API Key/,
            how: "Fresh HOME; 'qwen', Alibaba Cloud Coding Plan, Enter on the first region.",
            label: gate('auth', 'Alibaba Cloud Coding Plan API key', 'text', [], "Box 'Enter Coding Plan API Key' with an empty field showing the placeholder '> sk-sp-...', 'You can get your Coding Plan API key here' and its console URL, then 'Enter to submit, Esc to go back'.") },
        ], else: [
          { capture: 'auth-method-select', expect: CONNECT,
            how: "Fresh HOME, fresh git project, no API-key env vars; typed 'qwen' + Enter; first screen.",
            // At 80x24 the menu is squeezed: a wrapped description ('... or Standard API' / 'Key') runs
            // into the next choice with no blank line between them, so the option lines cannot be told
            // from description lines in the text; the label lists no options there.
            label: (c) => gate('auth', 'Qwen Code model provider (Connect a Provider)', 'select', c.cols <= 80 ? undefined : AUTH_METHODS, `Box 'Connect a Provider' with three choices each followed by a description line, cursor › on Alibaba ModelStudio, and the Terms of Services link; above it the 'Auto mode enabled' notice.${c.cols <= 80 ? " At 80x24 the first description wraps ('Key') straight into 'Third-party Providers' (the blank line is squeezed out): options not listed, the text does not separate them." : ''}`) },
          { keys: ['Enter'] },
          { capture: 'auth-modelstudio-access-method', expect: /Access Method/,
            how: "Fresh HOME; 'qwen', Enter on 'Alibaba ModelStudio'.",
            label: gate('auth', 'Alibaba ModelStudio access method', 'select', ['Coding Plan', 'Token Plan', 'Standard API Key'], "Box 'Alibaba ModelStudio · Access Method' with Coding Plan / Token Plan / Standard API Key, a description under each, and 'Enter to select, ↑↓ to navigate, Esc to go back'.") },
          { keys: ['Enter'] },
          { capture: 'auth-coding-plan-region', expect: /Region/,
            how: "Fresh HOME; 'qwen', Alibaba ModelStudio, Coding Plan.",
            label: gate('auth', 'Alibaba ModelStudio Coding Plan, step 1/3: region', 'select', ['China (Beijing)', 'Singapore (International)'], "Box 'Alibaba ModelStudio · Step 1/3 · Region' with two regions, each with its endpoint URL below, and the navigation hint.") },
          { keys: ['Enter'] },
          { capture: 'auth-coding-plan-api-key', expect: /Step 2\/3/,
            how: "Fresh HOME; 'qwen', Alibaba ModelStudio, Coding Plan, China (Beijing).",
            label: gate('auth', 'Alibaba ModelStudio Coding Plan API key (step 2/3)', 'text', [], "Box 'Alibaba ModelStudio · Step 2/3 · API Key' with an empty field showing the placeholder '> sk-sp-...' and 'Enter to submit, Esc to go back'.") },
          typeField('sk-sp-labtest0000'),
          { capture: 'auth-coding-plan-model-ids', expect: /Model IDs/,
            how: "Fresh HOME; 'qwen', Alibaba ModelStudio, Coding Plan, China (Beijing), a dummy key typed + Enter.",
            label: (c) => gate('auth', 'Alibaba ModelStudio Coding Plan model IDs (step 3/3)', 'text', [], `Box 'Alibaba ModelStudio · Step 3/3 · Model IDs': a model-ID field ('> model-id'), a search field and a list of recommended models with ◉ toggles ('provider list unavailable, showing built-ins'); 'Enter to submit, ↑↓/Tab to switch input, ... Esc to go back'.${c.cols <= 80 ? ' At 80x24 the box is taller than the pane: some lines are drawn over each other (\'> searchded models · ...\') and the last hint line overwrites the bottom border.' : ''}`) },
          { until: CONNECT, keys_: ['Escape'], max: 6 },
          { keys: ['Down', 'Enter'] },
          { capture: 'auth-third-party-provider-select', expect: /Third-party Providers · Provider/,
            how: "Fresh HOME; 'qwen', Down + Enter on 'Third-party Providers'.",
            // At 80x24 the nine-item list is taller than the pane and Ink draws lines over each other
            // ('Grok (xAI) API KeyepSeek (deepseek-v4-flash, ...)'): options not listed there.
            // 0.21.10 lists eight providers (no 'Kimi (Moonshot AI) API Key')
            label: (c) => gate('auth', 'third-party provider for Qwen Code', 'select', c.cols <= 80 ? undefined : THIRD_PARTY.filter((p) => p !== KIMI || c.screen.includes(KIMI)), c.cols <= 80
              ? "Box 'Third-party Providers · Provider' with the cursor on '› DeepSeek API Key' and the navigation hint, but the nine-item list is taller than the 24-row pane and is drawn garbled (labels and descriptions overwrite each other: 'Grok (xAI) API KeyepSeek (...)', 'Z.AI API Keyfor MiniMax models'); an auth select whose options cannot be read cleanly, so none are listed."
              : "Box 'Third-party Providers · Provider' listing API-key providers (DeepSeek, Grok, MiniMax, Z.AI, Kimi, Idealab, ModelScope, OpenRouter, Requesty) each with a description line, cursor on DeepSeek, and the navigation hint.") },
          { keys: ['Enter'] },
          { capture: 'auth-deepseek-api-key', expect: /DeepSeek API Key · Step 1\/2/,
            how: "Fresh HOME; 'qwen', Third-party Providers, Enter on 'DeepSeek API Key'.",
            label: gate('auth', 'DeepSeek API key (step 1/2)', 'text', [], "Box 'DeepSeek API Key · Step 1/2 · API Key' with a documentation link and an empty field showing the placeholder '> sk-...', 'Enter to submit, Esc to go back'.") },
        ] }] },
      ],
    },
    {
      name: 'custom-provider', noKey: true,
      how: "Fresh HOME, no OpenAI env vars; 'qwen', Custom Provider set up step by step against the mock, one prompt, /quit.",
      steps: [
        ...startNoKey,
        // 0.24's 'Connect a Provider' menu only: a release before 0.24 has no Custom Provider
        { if: CONNECT, then: [
          { keys: ['Up', 'Enter'] },
          { capture: 'auth-custom-provider-protocol', expect: /Step 1\/\d+ · Protocol/,
            how: "Fresh HOME; 'qwen', Up (wraps) + Enter on 'Custom Provider'.",
            label: (c) => gate('auth', `Custom Provider setup, ${step(c)}: protocol`, 'select', protocols(c), `Box 'Custom Provider · ${Step(c)} · Protocol' with ${protocols(c).length === 4 ? 'four' : 'three'} protocol choices (${protocols(c).join(', ')}) and descriptions, hint 'Enter to select, ↑↓ to navigate, Esc to go back'.`) },
          { keys: ['Enter'] },
          // 0.21.10 has six steps, no API step (Chat Completions / Responses): Base URL is step 2/6
          { if: CUSTOM_API_STEP, then: [
            { capture: 'auth-custom-provider-api', expect: CUSTOM_API_STEP,
              label: (c) => gate('auth', `Custom Provider setup, ${step(c)}: API`, 'select', ['Chat Completions', 'Responses'], `Box 'Custom Provider · ${Step(c)} · API' with Chat Completions / Responses and descriptions, and the navigation hint.`) },
            { keys: ['Enter'] },
          ] },
          { capture: 'auth-custom-provider-base-url', expect: /Step \d+\/\d+ · Base URL/,
            label: (c) => gate('auth', `Custom Provider setup, ${step(c)}: base URL`, 'text', [], `Box 'Custom Provider · ${Step(c)} · Base URL', 'Enter the API endpoint for this protocol.' and a field showing the placeholder '> https://api.openai.com/v1'; 'Enter to submit, Esc to go back'.`) },
          // the mock's own address (LAB_MOCK_PORT), as the onboarded scenarios' OPENAI_BASE_URL
          { ...typeField(''), text: (ctx) => ctx.mockUrl('ok', '/v1') },
          { capture: 'auth-custom-provider-api-key', expect: /Step \d+\/\d+ · API Key/,
            label: (c) => gate('auth', `Custom Provider setup, ${step(c)}: API key`, 'text', [], `Box 'Custom Provider · ${Step(c)} · API Key' with an empty field showing the placeholder '> sk-...'; 'Enter to submit, Esc to go back'.`) },
          typeField('sk-labtest-0000'),
          { capture: 'auth-custom-provider-model-ids', expect: /Step \d+\/\d+ · Model IDs/,
            label: (c) => gate('auth', `Custom Provider setup, ${step(c)}: model IDs`, 'text', [], `Box 'Custom Provider · ${Step(c)} · Model IDs', 'Enter model IDs separated by commas.' and a field showing the placeholder '> model-id-1, model-id-2'.`) },
          typeField('gpt-4o-mini'),
          { capture: 'auth-custom-provider-advanced', expect: /Step \d+\/\d+ · Advanced Config/,
            label: (c) => gate('auth', `Custom Provider setup, ${step(c)}: advanced config`, 'confirm', [], `Box 'Custom Provider · ${Step(c)} · Advanced Config': 'Optional: configure advanced generation settings.' with ○ toggles 'Enable thinking' / 'Enable modality', a 'Context window: > auto' field and '↑↓ to navigate, Space to toggle, Enter to continue, Esc to go back'.`) },
          { keys: ['Enter'] },
          { capture: 'auth-custom-provider-review', expect: /Enter to save/,
            label: (c) => gate('auth', `Custom Provider setup, ${step(c)}: review`, 'confirm', [], `Box 'Custom Provider · ${Step(c)} · Review': 'The following JSON will be saved to settings.json:' and the JSON (env key, modelProviders, security.auth, model), then 'Enter to save, Esc to go back'.${c.cols <= 80 ? " At 80x24 the JSON is taller than the pane: the hint is drawn over a JSON line ('Enter to save, Esc to go back7.0.0.1:8765/m/ok/v1\",') and the JSON runs through the bottom border." : ''}`) },
          { keys: ['Enter'], settle: false },
          { waitFor: COMPOSER, timeout: 30000 },
          { capture: 'ready-composer-first-run', expect: COMPOSER,
            how: 'Fresh HOME; Custom Provider set up against the mock and saved; first composer.',
            label: ripgrep(ready, 'the Ripgrep warning box, ', (box) => `Qwen banner ('API Key | gpt-4o-mini'), ${box}'Auto mode enabled' notice, '● Successfully configured Custom Provider. Use /model to switch models.' and the idle '>   Type your message or @path/to/file' input with the footer ('Auto mode (shift + tab to cycle)').`) },
          sendPrompt(),
          { waitFor: /local mock server/, timeout: 60000 },
          { capture: 'ready-after-reply', expect: /local mock server/,
            how: `Custom Provider to the mock as above; typed '${PROMPT}' + Enter; mock 'ok'.`,
            label: ready("'> Say hello in one sentence.' and the reply '◆ Hello! This answer comes from a local mock server...' above the idle input box.") },
          { text: '/quit', delay: 800, enter: true, settle: false },
          { waitFor: SHELL_PROMPT, timeout: 30000 },
          { capture: 'shell-after-quit',
            how: "After a reply, typed '/quit' + Enter; Qwen Code exited to bash.",
            label: ripgrep(notAgent, 'the Ripgrep warning, ', (box) => `Qwen left its screen: the typed 'qwen' command, ${box}'To continue this session, run qwen --resume <id>' and the bash prompt; bash is in the foreground.`) },
        ] },
      ],
    },
    {
      name: 'trust', mock: 'ok', setup: (ctx) => settingsHome(ctx, { trust: true }),
      how: "Onboarded HOME with security.folderTrust.enabled=true, fresh project; 'qwen' + Enter.",
      steps: [
        { command: 'qwen' },
        { waitFor: /Do you trust this folder/, timeout: 60000 },
        { capture: 'trust-folder', expect: /Do you trust this folder/,
          label: (c) => gate('trust', c.proj, 'select', [`Trust folder (${c.projName})`, `Trust parent folder (${c.projParentName})`, "Don't trust (esc)"],
            "A box (its right edge cut off) 'Do you trust this folder?' / 'Trusting a folder allows Qwen Code to execute commands it suggests...' with three numbered choices, cursor › on 1. Trust folder (<project>).") },
        { keys: ['Enter'], settle: false },
        { waitFor: COMPOSER, timeout: 30000 },
        { capture: 'ready-composer-trusted', expect: COMPOSER,
          label: ripgrep(ready, ', the Ripgrep warning box', (box) => `After '1. Trust folder': banner ('API Key | gpt-4o-mini'), tips${box} and the idle '>   Type your message or @path/to/file' input; footer '⏸ Ask permissions (shift + tab to cycle)'.`) },
      ],
    },
    {
      name: 'untrusted', mock: 'ok', setup: (ctx) => settingsHome(ctx, { trust: true }),
      how: "Onboarded HOME with security.folderTrust.enabled=true, fresh project; 'qwen', trust dialog answered Esc (Don't trust).",
      steps: [
        { command: 'qwen' },
        { waitFor: /Do you trust this folder/, timeout: 60000 },
        { keys: ['Escape'], settle: false },
        { waitFor: COMPOSER, timeout: 30000 },
        { capture: 'ready-composer-untrusted', expect: COMPOSER,
          label: ripgrep(ready, ', the Ripgrep warning box', (box) => `After Esc (Don't trust) on the trust dialog: banner, tips${box} and the idle input box; not a gate.`) },
      ],
    },
    {
      name: 'permission-shell', mock: 'tool', setup: onboarded,
      how: "Onboarded HOME (OpenAI env vars, approvalMode default); prompt; mock 'tool' answers with a run_shell_command call.",
      steps: [
        ...startOnboarded,
        { capture: 'ready-composer-env-key', expect: COMPOSER,
          how: "OPENAI_API_KEY/OPENAI_BASE_URL/OPENAI_MODEL set, settings with auth openai and approvalMode default; 'qwen' + Enter; first screen.",
          label: ripgrep(ready, ', the Ripgrep warning box', (box) => `With OpenAI env vars Qwen skips the provider menu: banner box 'API Key | gpt-4o-mini', tips${box} and the idle '>   Type your message or @path/to/file' input; footer '⏸ Ask permissions'.`) },
        sendPrompt(TOOL_PROMPT),
        { waitFor: /Allow execution/, timeout: 60000 },
        { capture: 'permission-shell', expect: /Allow execution of/,
          how: `Onboarded HOME; typed '${TOOL_PROMPT}' + Enter; mock 'tool' answered with run_shell_command 'mkdir -p build && touch build/out.txt'.`,
          // At 80 columns the two long choices are cut with '…'.
          // 0.7-0.15 offer 'Yes, allow always ...'; 0.21.10 already words it as 0.24 does (four choices)
          label: (c) => gate('permission', 'mkdir -p build && touch build/out.txt', 'select', !/Always allow run/.test(c.screen)
            ? ['Yes, allow once', 'Yes, allow always ...', 'No, suggest changes (esc)']
            : c.cols <= 80
            ? ['Yes, allow once', "Always allow run 'mkdir *' commands, run 'touch *' commands in thi…", "Always allow run 'mkdir *' commands, run 'touch *' commands for th…", 'No, suggest changes (esc)']
            : ['Yes, allow once', "Always allow run 'mkdir *' commands, run 'touch *' commands in this project", "Always allow run 'mkdir *' commands, run 'touch *' commands for this user", 'No, suggest changes (esc)'],
            "'? Shell mkdir -p build && touch build/out.txt (Create the build directory and an empty build/out.txt) ←', the command, \"Allow execution of: 'mkdir, touch'?\" and four numbered choices (cursor › on 1), spinner 'Waiting for user confirmation...' below; no box around it in 0.24.") },
        { keys: ['Enter'], settle: false },
        { waitFor: /Done: I created/, timeout: 60000 },
        { capture: 'ready-after-permission', expect: /Done: I created/,
          how: "The shell permission answered 1 (Yes, allow once); the command ran and the mock's final reply came.",
          label: ready("'✓ Shell mkdir -p build && touch build/out.txt (...)' then '◆ Done: I created build/out.txt ...' above the idle input box.") },
      ],
    },
    permissionDeniedScenario({
      start: startOnboarded, prompt: TOOL_PROMPT, send: (text) => [sendPrompt(text)], setup: onboarded,
      how: "Onboarded HOME; prompt; mock 'tool' asks for a shell command; answered Esc (No, suggest changes).",
      dialog: /Allow execution/, timeout: 60000,
      refuse: [{ keys: ['Escape'], settle: { quietMs: 2000, timeoutMs: 20000 } }],
      notes: "The shell confirmation was dismissed with Esc: the tool line shows the command as cancelled and the idle input box waits for the next instruction.",
    }),
    busyScenario({
      start: startOnboarded, send: () => [sendPrompt()], setup: onboarded,
      how: "Onboarded HOME; prompt sent; mock 'slow' waits 60 s before answering.",
      spinner: { capture: 'busy-spinner', expect: /esc to cancel/,
        notes: "Busy: the prompt is echoed and a spinner line with a loading phrase and '(Ns · esc to cancel)' runs above the input box while the mock holds the reply; no gate or failure shown." },
      after: { capture: 'ready-after-cancel',
        notes: "After Esc during the spinner the request was dropped and the prompt text put back into the input box ('> Say hello in one sentence.'); idle, waiting for Enter or an edit." },
    }),
    recoveredScenario({
      start: startOnboarded, setup: onboarded, status: 401, count: 1, final: /✕ \[API Error/,
      how: "Onboarded HOME; the mock fails the next model request with 401; prompt sent, final error awaited; a second prompt sent, which the mock answers.",
      notes: "The 401 of the first prompt ('✕ [API Error: 401 …]') stays on the screen above the second prompt and its '◆' reply; the input box is idle under them. The error is history, not the agent's state.",
    }),
    decoyScenario({
      start: startOnboarded, send: (text) => [sendPrompt(text)], setup: onboarded,
      how: "Onboarded HOME; prompt sent; mock 'decoy' replies with text quoting a trust prompt and 'Rate limit reached'.",
      notes: "Decoy: the '◆' reply quotes 'Do you trust the files in this folder?', '1. Yes, proceed', '2. No, exit' and 'Rate limit reached' as plain text; the input box below is idle. No gate, no failure.",
    }),
    apiFailure(401, { reason: 'auth_rejected', final: DONE_ERROR,
      finalNotes: "'✕ [API Error: 401 ...]' under the echoed prompt; the input box is idle below." }),
    apiFailure(429, { reason: 'rate_limited', final: DONE_ERROR,
      finalNotes: "After seven silent attempts (about 7 s behind the spinner): '✕ [API Error: 429 Rate limit reached for requests per min (RPM): ... Please try again in 20s.]' / 'Possible quota limitations in place or slow response times detected. Please wait and try again later. (Press Ctrl+Y to retry)' under the prompt; the input box is idle." }),
    apiFailure(500, { reason: 'server_error', final: DONE_ERROR, silent: { at: 15000, name: 'api-500-silent-retry',
        notes: "Only the echoed prompt and the spinner line ('<loading phrase> (15s · esc to cancel)') above the input box: the mock answers every request with HTTP 500 and Qwen Code retries silently (seven attempts, about a minute with backoff) before it shows anything. Busy as far as the screen shows; nothing names a failure." },
      finalNotes: "After about a minute of silent retries: '✕ [API Error: 500 The server had an error while processing your request. Sorry about that!] (Press Ctrl+Y to retry)' under the prompt; the input box is idle." }),
    apiFailure(503, { reason: 'overloaded', final: DONE_ERROR,
      finalNotes: "After about a minute of silent retries behind the spinner: '✕ [API Error: 503 The engine is currently overloaded, please try again later.] (Press Ctrl+Y to retry)' under the prompt; the input box is idle." }),
    apiFailure('closed-port', { name: 'api-closed-port', reason: 'network_error', final: DONE_ERROR, baseUrl: () => 'http://127.0.0.1:9/v1',
      finalNotes: "'✕ [API Error: Connection error.]' under the prompt (OPENAI_BASE_URL points at a closed port); the input box is idle." }),
    {
      name: 'startup-malformed-settings', setup: (ctx) => ctx.write('.qwen/settings.json', '{\n  "security": {\n    "auth": { selectedType: "openai" }\n  }\n}\n'),
      how: "HOME whose ~/.qwen/settings.json is not valid JSON (an unquoted key), OpenAI env vars set; 'qwen' + Enter.",
      steps: [
        { command: 'qwen' },
        { waitFor: /critical error|Please fix the configuration|Settings file corrupted/, timeout: 60000 },
        // 0.21.10 does not exit: it asks in a box what to do with the broken file
        { if: SETTINGS_CORRUPTED, then: [
          { capture: 'startup-settings-error', expect: SETTINGS_CORRUPTED,
            label: failing('config_error', "Instead of the composer, a box '> Settings file corrupted' / 'Your settings file had invalid JSON. A copy of the corrupted file has been saved for reference.' and the <HOME>/.qwen/settings.json.corrupted path, then two choices, '> Exit and restore corrupted file' (the cursor) and 'Continue with empty settings (esc)'; Qwen Code waits here until the operator picks one (as Claude Code's 'Settings Error' panel).") },
        ], else: [
          { waitFor: SHELL_PROMPT, timeout: 15000 },
          // 0.8.2 says only 'Error in <HOME>/.qwen/settings.json: Expected property name …' / 'Please fix the configuration file(s) and try again.'
          { capture: 'shell-after-startup-settings-error', expect: /Cannot read operator sandbox policy|Please fix the configuration/,
            label: notAgent("Under the typed command: 'An unexpected critical error occurred:' / 'Error: Cannot read operator sandbox policy from <HOME>/.qwen/settings.json: SyntaxError: Expected property name or '}' in JSON at position 32. A copy was saved to …settings.json.corrupted' and its stack trace, then the bash prompt: Qwen Code exited at start-up (foreground is bash).", { text_state: 'failing', ruling: 'foreground process is not the agent: not_agent wins by precedence' }) },
        ] },
      ],
    },
    {
      name: 'startup-unknown-model', mock: 'p-openai-404-model', model: 'gpt-nonexistent-9', setup: fewRetries,
      how: "Onboarded HOME, OPENAI_MODEL=gpt-nonexistent-9; 'qwen' + Enter, then a prompt; the mock answers with OpenAI's 404 model_not_found.",
      steps: [
        ...startOnboarded,
        { capture: 'ready-composer-unknown-model', expect: /gpt-nonexistent-9/,
          label: ripgrep(ready, ', the Ripgrep warning box', (box) => `The usual start: the banner box 'API Key | gpt-nonexistent-9 (/model to change)'${box} and the idle '>   Type your message or @path/to/file' input; the footer names gpt-nonexistent-9. Nothing says the model is unknown.`) },
        sendPrompt(),
        { waitFor: DONE_ERROR, timeout: 120000 },
        { capture: 'model-not-found-after-prompt', expect: /does not exist/,
          label: failing('model_not_found', "Under the echoed prompt: '✕ [API Error: 404 The model computer-use-preview-2025-03-11 does not exist or you do not have access to it.] (Press Ctrl+Y to retry)' (OpenAI's 404 body as the lab's catalogue has it, naming its own model); the input box is idle, the footer names gpt-nonexistent-9.") },
      ],
    },
    {
      name: 'startup-mcp-failed', setup: (ctx) => settingsHome(ctx, { settings: { mcpServers: { 'lab-tools': { command: '/opt/lab/no-such-mcp-server' } } } }),
      how: "Onboarded HOME whose ~/.qwen/settings.json configures an MCP server 'lab-tools' with a command that does not exist; 'qwen' + Enter.",
      steps: [
        ...startOnboarded, { wait: 8000 },
        { capture: 'ready-composer-mcp-failed', expect: /MCP offline/,
          label: ripgrep(ready, ' the Ripgrep warning box,', (box) => `The usual start (banner,${box} the idle '>   Type your message or @path/to/file' input); only the footer's mode line ends in '· 1 MCP offline'. The input takes prompts; the MCP server's tools are missing.`) },
      ],
    },
    {
      name: 'startup-missing-env-key', envNoKey: true, setup: onboarded,
      how: "Onboarded HOME (security.auth.selectedType openai), OPENAI_BASE_URL and OPENAI_MODEL set but OPENAI_API_KEY unset; 'qwen' + Enter.",
      steps: [
        { command: 'qwen' }, { waitFor: /Connect a Provider|Select Authentication Method/, timeout: 60000 },
        { capture: 'auth-method-select-key-unset', expect: /Missing API key/,
          // as auth-method-select: at 80x24 the squeezed menu does not separate its options
          label: (c) => SELECT_AUTH.test(c.screen) ? gate('auth', 'Qwen Code authentication method (OPENAI_API_KEY unset)', 'select', SELECT_AUTH_METHODS,
            "0.12's 'Select Authentication Method' box (● Qwen OAuth, Alibaba Cloud Coding Plan, API Key, each with a description) with the error inside it: 'Missing API key for OpenAI-compatible auth. Set settings.security.auth.apiKey, or set the 'OPENAI_API_KEY' environment variable.' The menu waits for a method to be chosen: a select gate with an inline error.")
          : gate('auth', 'Qwen Code model provider (Connect a Provider; OPENAI_API_KEY unset)', 'select', c.cols <= 80 ? undefined : AUTH_METHODS,
            "The 'Connect a Provider' box (cursor › on Alibaba ModelStudio) drawn over the start screen, with the error inside it: 'Failed to login. Message: Missing API key for openai auth. Current model: 'gpt-4o-mini', baseUrl: '…'. Provide an API key via settings (security.auth.apiKey), or set the environment variable 'OPENAI_API_KEY'.' The menu waits for a provider to be chosen: the same select gate as on a fresh HOME, with an inline error (as Gemini CLI's Vertex AI without its variables).") },
      ],
    },
    ...REAL_FAILURES,
  ],
};
