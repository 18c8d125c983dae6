// Factory Droid scenarios (vendor id droid; npm @factory/cli, a Bun single-file binary drawing inline,
// not on the alternate screen). Offline it runs in airgap mode (FACTORY_AIRGAP_ENABLED=true) against a
// BYOK custom model in ~/.factory/settings.json (provider generic-chat-completion-api, baseUrl = the
// mock with the behaviour in the path); without airgap it asks for a Factory login that fails offline.
import { mkdirSync, writeFileSync } from 'node:fs';
import { PROMPT, TOOL_PROMPT, SHELL_PROMPT, ready, failing, gate, notAgent, sendPrompt, retryThenFinal, DECOY_PROMPT, decoyReplyCapture, recoveredScenario } from './common.mjs';
/** @import { RunContext, Scenario, Step, Vendor } from './common.mjs' */
/**
 * Droid's own scenario fields (see `settings`): the custom model's address (`baseUrl`) or none (`model: false`),
 * settings.json not JSON (`malformed`), keys added to it (`settingsExtra`) and to its model (`customModelExtra`),
 * the project's own settings (`projSettings`), the folder not trusted (`untrusted`), airgap off (`online`).
 * @typedef {{ baseUrl?: (ctx: Partial<RunContext>) => string, model?: false, malformed?: boolean, settingsExtra?: Record<string, unknown>,
 *   customModelExtra?: Record<string, unknown>, projSettings?: string, untrusted?: boolean, online?: boolean }} Fields
 */

const KEY = 'sk-labtest-0000000000000000';
// Not an OpenAI model name: for gpt-*/o* names Droid prints an error asking for provider "openai".
const MODEL = 'lab-mock-1';
const COMPOSER = /\? for help/; // the footer under the input box
const TRUST = /Trust this folder\?/;
const BUSY = /Press ESC to stop/;
const RETRYING = /Retrying the model request \(attempt/;
// A turn's error line ('●  BYOK Error: …', '●  Unable to reach …') with no spinner left.
const DONE_ERROR = /^(?![\s\S]*Press ESC to stop)[\s\S]*^● {2}(?:BYOK Error|Unable to reach|Error)/m;
/** @type {(version: string | undefined) => number} the minor of a 0.x release (none given: the newest) */
const minor = (version) => { const [major, m] = (version || '1').split('.').map(Number); return major === 0 ? (m ?? 0) : Infinity; };
// 0.215.0 draws every scenario's screens as 0.225.2 does, line for line (but the version in the
// banner, tips and placeholders), except the offline login's error line, which it words otherwise.
/** @type {(version: string) => string} */
const loginOfflineError = (version) => (minor(version) < 225 ? 'Unable to connect. Is the computer able to access the url?' : 'getaddrinfo ENOTFOUND api.workos.com');
const TRUST_OPTIONS = ['Trust this folder', 'Exit without trusting'];
const APPROVE_OPTIONS = ['Yes, allow', 'Yes, and always allow low impact commands (file edits and read-only commands)', 'No, cancel'];

// ~/.factory/settings.json: no logo animation, the project trusted, and the mock as the one custom
// model. `malformed` writes a file that is not JSON; `settingsExtra` and `customModelExtra` add keys to the
// file and to its custom model; `projSettings` is written as the project's .factory/settings.json.
/** @type {(ctx: RunContext, sc: Scenario<Fields>) => void} */
function settings(ctx, sc) {
  if (sc.projSettings) { mkdirSync(`${ctx.proj}/.factory`, { recursive: true }); writeFileSync(`${ctx.proj}/.factory/settings.json`, sc.projSettings); }
  if (sc.malformed) {
    ctx.write('.factory/settings.json', `{\n  "customModels": [\n    { "model": "${MODEL}",\n`);
    return;
  }
  /** @type {Record<string, unknown>} */
  const s = { logoAnimation: 'off', ...(sc.settingsExtra || {}) };
  if (sc.model !== false) {
    s.customModels = [{
      model: MODEL, displayName: 'Lab Mock', provider: 'generic-chat-completion-api',
      baseUrl: sc.baseUrl ? sc.baseUrl(ctx) : ctx.mockUrl(ctx.mock, '/v1'), apiKey: KEY, ...(sc.customModelExtra || {}),
    }];
  }
  if (!sc.untrusted) s.trustedFolders = { [ctx.proj]: { trustedAt: '2026-01-01T00:00:00.000Z' } };
  ctx.write('.factory/settings.json', JSON.stringify(s, null, 2) + '\n');
}

/** @type {Step[]} */
const start = [{ command: 'droid' }, { waitFor: COMPOSER, timeout: 45000 }];
// Keys that quit Droid, then the shell prompt under its last frame, captured as `name`.
/** @type {(keys: string[], name: string, notes: string) => Step[]} */
const quitToShell = (keys, name, notes) => [
  { keys, settle: false },
  { waitFor: SHELL_PROMPT, timeout: 30000 },
  { capture: name, expect: SHELL_PROMPT, label: notAgent(notes) },
];
/** @type {Step[]} */
const startTrust = [{ command: 'droid' }, { waitFor: TRUST, timeout: 45000 }];

/**
 * @param {string | number} behaviour
 * @param {{ reason?: string, retryNotes?: string, finalNotes?: string, name?: string, baseUrl?: Fields['baseUrl'], final?: RegExp | null }} o
 * @returns {Scenario<Fields>}
 */
function apiFailure(behaviour, { reason, retryNotes, finalNotes, name, baseUrl, final = DONE_ERROR }) {
  const n = name || `api-${behaviour}`;
  return {
    name: n, mock: String(behaviour), baseUrl,
    how: `Airgap, settings.json custom model at ${baseUrl ? baseUrl({ mockUrl: () => 'the mock' }) : `the mock ('${behaviour}')`}; typed '${PROMPT}' + Enter.`,
    steps: [
      ...start, sendPrompt(),
      // The retry line names no error, so its capture's reason is the catch-all one.
      ...(retryNotes ? retryThenFinal({ name: n, reason: 'error', retry: RETRYING, retryNotes, retryWait: 500 }) : []),
      // every scenario with a final error names its reason
      ...(final ? retryThenFinal({ name: retryNotes ? `${n}-final` : n, reason: /** @type {string} */ (reason), final, finalNotes, finalTimeout: 300000 }) : []),
    ],
  };
}
/** @type {(text: string) => string} */
const errorNotes = (text) => `'●  ${text}' under the echoed prompt; the mode line and the empty input box below, idle.`;
// A start-up with a configuration problem that Droid starts through: its first screen, with the composer.
/**
 * @param {string} name
 * @param {{ how: string, expect?: RegExp, notes: string } & Partial<import('./common.mjs').ScenarioBase> & Fields} o
 * @returns {Scenario<Fields>}
 */
const startupReady = (name, { how, expect, notes, ...rest }) => ({
  name: `startup-${name}`, mock: 'ok', how, ...rest,
  steps: [...start, { wait: 5000 }, { capture: `ready-startup-${name}`, expect, label: ready(notes) }],
});
const MCP_MISSING = { mcpServers: { 'lab-tools': { type: 'stdio', command: '/opt/lab/no-such-mcp-server', args: [] } } };
const RETRY_NOTES = "The echoed prompt and the spinner line '⠋ Retrying the model request (attempt N)...  (Press ESC to stop)' above the input box ('Enter to steer · Ctrl+Enter to queue'): the mock answered with an error and Droid retries; the line does not say which error.";

/** @type {Vendor<Fields>} */
export default {
  vendor: 'droid',
  short: 'd',
  proxy: false,
  setupHome: settings,
  env: (ctx, sc) => ({ FACTORY_AIRGAP_ENABLED: sc.online ? null : 'true' }),
  metaEnv: (ctx, sc) => (sc.model === false || sc.malformed ? [] : [`settings.json:customModels[0].baseUrl=${sc.baseUrl ? sc.baseUrl(ctx) : ctx.mockUrl(ctx.mock, '/v1')}`]),
  scenarios: [
    { name: 'explore', manual: true, steps: [{ command: 'droid' }] },
    {
      // Without airgap mode the login comes before the folder trust question.
      name: 'login', online: true, model: false, untrusted: true,
      how: 'Fresh HOME without airgap mode or custom model; droid asks for a Factory login.',
      steps: [
        { command: 'droid' },
        { waitFor: /Please login/, timeout: 30000 },
        { capture: 'login-required', expect: /Please login with your Factory account/,
          how: "Fresh HOME, no airgap mode; typed 'droid' + Enter; first screen.",
          label: gate('auth', 'Factory account', 'select', ['Login', 'Exit'],
            "A box 'Welcome to Factory CLI' / 'Factory is an AI-powered software development assistant…', then 'Please login with your Factory account to continue.' and '> Login' / 'Exit'.") },
        { keys: ['Enter'], settle: false },
        { waitFor: /Authentication failed/, timeout: 60000 },
        { capture: 'login-failed-offline', expect: /Authentication failed/,
          how: "Fresh HOME, no airgap mode; 'droid', Enter on 'Login' with no network.",
          label: (c) => failing('network_error',
            `Under the welcome box: 'Authentication failed:' / '${loginOfflineError(c.version)}' and '> Press Enter to try again': the login request cannot reach Factory's sign-in service offline.`) },
      ],
    },
    {
      name: 'login-exit', online: true, model: false,
      how: "Trusted project, no airgap mode; droid's login screen, Down + Enter on 'Exit'.",
      steps: [
        { command: 'droid' }, { waitFor: /Please login/, timeout: 45000 },
        ...quitToShell(['Down', 'Enter'], 'shell-after-login-exit',
          "'Exit' on the login screen quit Droid: its last frame stays above the bash prompt; bash is in the foreground."),
      ],
    },
    {
      name: 'airgap-no-model', model: false,
      how: 'Airgap mode, trusted project, settings.json without customModels.',
      steps: [
        { command: 'droid' }, { waitFor: /no BYOK custom model/, timeout: 45000 },
        { capture: 'airgap-no-model', expect: /Airgap Mode is enabled and no BYOK custom model is configured/,
          label: failing('config_error',
            "Above the input box: 'Airgap Mode is enabled and no BYOK custom model is configured. Add a custom model in settings.json to proceed. See https://docs.factory.ai/cli/byok/overview'; the mode line names the default model; nothing typed here can proceed.") },
      ],
    },
    {
      name: 'trust', untrusted: true,
      how: 'Airgap mode, custom model, project not yet trusted; droid, then Enter on the trust dialog.',
      steps: [
        ...startTrust,
        { capture: 'trust-folder', expect: TRUST,
          how: "Airgap mode, custom model, fresh git project; typed 'droid' + Enter; first screen.",
          label: (c) => gate('trust', c.proj, 'select', TRUST_OPTIONS,
            "The DROID banner ('v<version> - Airgap'), then the 'Trust this folder?' box with the project path, '> 1. Trust this folder' / '2. Exit without trusting' and 'Enter to confirm · Esc to exit'.") },
        { keys: ['Enter'], settle: false },
        { waitFor: COMPOSER, timeout: 30000 },
        { capture: 'ready-composer-trusted', expect: COMPOSER,
          label: ready("After '1. Trust this folder': the banner, the mode line 'Auto (Off) · all actions require approval … Lab Mock', the empty input box with a 'Try \"…\"' placeholder and '? for help'.") },
      ],
    },
    {
      name: 'untrusted', untrusted: true,
      how: 'Airgap mode, custom model, project not trusted; droid, Esc on the trust dialog.',
      steps: [
        ...startTrust,
        ...quitToShell(['Escape'], 'shell-after-untrusted',
          'Esc on the trust dialog quit Droid: its last frame stays above the bash prompt; bash is in the foreground.'),
      ],
    },
    {
      name: 'trust-save-failed', malformed: true,
      how: 'Airgap mode, ~/.factory/settings.json cut off mid-object (not JSON); droid, Enter on the trust dialog.',
      steps: [
        ...startTrust,
        { keys: ['Enter'], settle: false },
        { waitFor: /Failed to save trust decision/, timeout: 30000 },
        { capture: 'trust-save-failed', expect: /Failed to save trust decision/,
          label: failing('config_error',
            "The unreadable settings.json is passed over silently (the trust dialog shows as on a fresh HOME); after '1. Trust this folder' the box stays and under it 'Failed to save trust decision.' / 'Press Enter to retry'.") },
      ],
    },
    {
      name: 'reply', mock: 'ok',
      how: "Airgap mode, trusted project, custom model at the mock ('ok'); prompt, reply, Ctrl-C twice.",
      steps: [
        ...start,
        { capture: 'ready-composer', expect: COMPOSER,
          how: "Airgap mode, trusted project, custom model at the mock; typed 'droid' + Enter; first screen.",
          label: ready("The DROID banner ('v<version> - Airgap', a tip, key hints, 'Skills … MCPs … AGENTS.md'), the mode line 'Auto (Off) · all actions require approval' with 'Lab Mock' on the right, the empty input box with a 'Try \"…\"' placeholder and '? for help'.") },
        sendPrompt(),
        { waitFor: /local mock server/, timeout: 60000 },
        { capture: 'ready-after-reply', expect: /local mock server/,
          label: ready("The echoed prompt and the reply '⛬  Hello! This answer comes from a local mock server…' above the mode line and the empty input box; '[⏱ Ns] ? for help'.") },
        // The second Ctrl-C must come within about a second of the first, so no settling here.
        { keys: ['C-c'], settle: false }, { wait: 400 },
        { capture: 'ready-exit-confirm', settle: false, expect: /Press Ctrl\+C again to exit/,
          label: ready("One Ctrl-C at the empty input: '●  Press Ctrl+C again to exit.' above the input box; Droid still waits for input.") },
        ...quitToShell(['C-c'], 'shell-after-exit',
          "Ctrl-C twice quit Droid: its last frame, 'To resume this session, run: droid --resume <id>' and the bash prompt; bash is in the foreground."),
      ],
    },
    {
      name: 'permission-shell', mock: 'tool',
      how: "Airgap mode, custom model at the mock ('tool'); the mock calls Droid's Execute tool.",
      steps: [
        ...start, sendPrompt(TOOL_PROMPT),
        { waitFor: /Command to approve/, timeout: 60000 },
        { capture: 'permission-shell', expect: /Command to approve/,
          how: `Typed '${TOOL_PROMPT}' + Enter; mock 'tool' answered with Execute 'mkdir -p build && touch build/out.txt' (riskLevel low).`,
          label: gate('permission', 'mkdir -p build && touch build/out.txt', 'select', APPROVE_OPTIONS,
            "'Execute mkdir -p build && touch build/out.txt', then 'Command to approve · low risk', '↳ mkdir -p build && touch build/out.txt', 'Why this needs approval: …' and a box with 'Yes, allow' (bold: selected) / 'Yes, and always allow low impact commands (…)' / 'No, cancel', under it '↑↓ navigate   Enter select   Esc cancel   Alt/Option+E to inspect approval details'.") },
        { keys: ['Enter'], settle: false },
        { waitFor: /Done: I created/, timeout: 60000 },
        { capture: 'ready-after-permission', expect: /Done: I created/,
          label: ready("'Execute mkdir -p build && touch build/out.txt' / '↳ Command completed successfully', then '⛬  Done: I created build/out.txt …' above the idle input box.") },
      ],
    },
    {
      name: 'permission-denied', mock: 'tool',
      how: "Airgap mode, custom model at the mock ('tool'); the Execute approval answered Esc.",
      steps: [
        ...start, sendPrompt(TOOL_PROMPT),
        { waitFor: /Command to approve/, timeout: 60000 },
        { keys: ['Escape'], settle: { quietMs: 2000, timeoutMs: 30000 } },
        { capture: 'ready-after-permission-denied',
          label: ready("The Execute approval was cancelled with Esc: the tool line 'Execute mkdir -p build && touch build/out.txt' stays with '⎿ Interrupted' under it, and the input box waits for the next instruction; no approval box.") },
      ],
    },
    {
      name: 'busy', mock: 'slow',
      how: "Airgap mode, custom model at the mock ('slow', which holds the reply 60 s); prompt, then Esc.",
      steps: [
        ...start, sendPrompt(), { waitFor: BUSY, timeout: 20000, settle: false }, { wait: 3000 },
        { capture: 'busy-spinner', settle: false, expect: BUSY,
          label: ready("Busy: the echoed prompt and the spinner line '⠋ Thinking...  (Press ESC to stop)' (or 'Streaming...') above the input box, whose placeholder reads 'Enter to steer · Ctrl+Enter to queue'; no gate or failure shown.") },
        { keys: ['Escape'], settle: { quietMs: 1500, timeoutMs: 20000 } },
        { capture: 'ready-after-cancel',
          label: ready("After Esc during the spinner: '●  Request cancelled by user' under the echoed prompt; the input box is idle again.") },
      ],
    },
    {
      name: 'decoy', mock: 'decoy',
      how: "Airgap mode, custom model at the mock ('decoy'); the reply quotes a trust prompt and 'Rate limit reached'.",
      steps: [
        ...start, sendPrompt(DECOY_PROMPT),
        ...decoyReplyCapture("Decoy: the '⛬' reply quotes 'Do you trust the files in this folder?', '1. Yes, proceed', '2. No, exit' and 'Rate limit reached' as plain text; the input box below is idle. No gate, no failure."),
      ],
    },
    startupReady('malformed-mcp-config', {
      setup: (ctx) => ctx.write('.factory/mcp.json', '{\n  "mcpServers": {\n    "lab-tools": { broken\n'),
      how: "Airgap mode, trusted project, custom model at the mock ('ok'); ~/.factory/mcp.json is not JSON; typed 'droid' + Enter.",
      expect: /config issue/,
      notes: "The usual start (banner, mode line naming Lab Mock, the empty input box) with 'MCPs (!) ✗' in the banner's status line and '1 config issue — /diagnostics' in place of '? for help' under the box (/diagnostics names '~/.factory/mcp.json | line 3, col 20: InvalidSymbol'). A warning: the input takes prompts." }),
    startupReady('malformed-project-settings', {
      projSettings: '{\n  "model": broken\n',
      how: "Airgap mode, trusted project, custom model at the mock ('ok'); the project's .factory/settings.json is not JSON; typed 'droid' + Enter.",
      expect: /config issue/,
      notes: "The usual start (banner, mode line naming Lab Mock, the empty input box); only '1 config issue — /diagnostics' under the box, in place of '? for help', says the project's settings.json could not be read. A warning: the input takes prompts." }),
    startupReady('unknown-model', {
      settingsExtra: { sessionDefaultSettings: { model: 'lab-nosuch-model-9' } },
      how: "Airgap mode, trusted project, custom model at the mock ('ok'); settings.json sessionDefaultSettings.model = 'lab-nosuch-model-9' (no such model); typed 'droid' + Enter.",
      expect: /Lab Mock/,
      notes: "The usual start: banner, the mode line with 'Lab Mock' (the one custom model) on the right, the empty input box and '? for help'. Droid passes over the unknown default model silently and uses the custom one; a prompt gets the mock's reply." }),
    {
      name: 'startup-unknown-custom-model', mock: 'ok', settingsExtra: { sessionDefaultSettings: { model: 'custom:lab-nosuch-9' } },
      how: "Airgap mode, trusted project, custom model at the mock ('ok'); settings.json sessionDefaultSettings.model = 'custom:lab-nosuch-9' (no custom model of that id); typed 'droid' + Enter, then a prompt.",
      steps: [
        ...start, { wait: 3000 },
        { capture: 'ready-startup-unknown-custom-model', expect: /lab-nosuch/,
          label: ready("The usual start: banner, the mode line with 'lab-nosuch' (the configured id without 'custom:') on the right where the model goes, the empty input box and '? for help'; nothing says the model does not exist.") },
        sendPrompt(), { waitFor: /Custom model configuration is unavailable/, timeout: 60000 },
        { capture: 'unknown-custom-model-after-prompt', expect: /Custom model configuration is unavailable/,
          label: failing('config_error', errorNotes("BYOK Error: Custom model configuration is unavailable' / 'If this persists, verify your custom model configuration in settings.") + " The mode line names 'lab-nosuch': settings.json names a custom model that is not configured.") },
      ],
    },
    {
      name: 'startup-invalid-custom-model', customModelExtra: { provider: 'lab-nosuch-provider' },
      how: "Airgap mode; ~/.factory/settings.json is JSON, with the project trusted, but its custom model names a provider 'lab-nosuch-provider' that Droid does not know; droid, then Enter on the trust dialog.",
      steps: [
        ...startTrust,
        { capture: 'trust-folder-settings-invalid', expect: TRUST,
          label: (c) => gate('trust', c.proj, 'select', TRUST_OPTIONS,
            "The whole settings.json is passed over silently (its trustedFolders too): the banner and the 'Trust this folder?' box with the project path, '> 1. Trust this folder' / '2. Exit without trusting' and 'Enter to confirm · Esc to exit', as on a fresh HOME.") },
        { keys: ['Enter'], settle: false },
        { waitFor: /no BYOK custom model/, timeout: 30000 },
        { capture: 'airgap-no-model-settings-invalid', expect: /no BYOK custom model is configured/,
          label: failing('config_error',
            "After '1. Trust this folder': the mode line names the default model and under it 'Airgap Mode is enabled and no BYOK custom model is configured. Add a custom model in settings.json to proceed. …' above the input box: the custom model with the unknown provider was dropped with the rest of settings.json; nothing typed here can proceed.") },
      ],
    },
    startupReady('mcp-failed', {
      setup: (ctx) => ctx.write('.factory/mcp.json', JSON.stringify(MCP_MISSING, null, 2) + '\n'),
      how: "Airgap mode, trusted project, custom model at the mock ('ok'); ~/.factory/mcp.json with a stdio MCP server 'lab-tools' whose command does not exist; typed 'droid' + Enter.",
      expect: /MCPs \(1\)/,
      notes: "The usual start with 'MCPs (1) ✓' in the banner's status line and 'MCP' (amber) before 'IDE' in the footer's right corner; nothing in words says the server failed (/mcp lists 'lab-tools  disconnected ✗'). The input box is idle and takes prompts." }),
    recoveredScenario({
      start, status: 401, count: 1, final: DONE_ERROR,
      how: "Airgap mode, trusted project, custom model at the mock ('ok'); the mock fails the next model request with 401 (not retried); prompt sent, final error awaited; a second prompt sent, which the mock answers.",
      notes: "The 401 of the first prompt ('●  BYOK Error: 401 Incorrect API key provided …' with its upstream line and advice) stays on the screen above the second echoed prompt and its '⛬' reply; the mode line and the empty input box below are idle. The error is history, not the agent's state.",
    }),
    apiFailure(401, { reason: 'auth_rejected',
      finalNotes: errorNotes("BYOK Error: 401 Incorrect API key provided: sk-test-****. …' / 'Upstream error: …' / 'If this persists, verify your custom model configuration in settings.") + ' Not retried.' }),
    apiFailure(429, { reason: 'rate_limited', retryNotes: RETRY_NOTES,
      finalNotes: errorNotes("BYOK Error: 429 Rate limit reached for requests per min (RPM): …' / 'Upstream error: …' / 'If this persists, verify your custom model configuration in settings.") + ' After about 20 s of retries.' }),
    apiFailure(500, { reason: 'server_error', retryNotes: RETRY_NOTES,
      finalNotes: errorNotes("BYOK Error: 500 The server had an error while processing your request. Sorry about that!' / 'Upstream error: …' / 'If this persists, verify your custom model configuration in settings.") + ' After ten attempts, about three minutes.' }),
    apiFailure(503, { retryNotes: RETRY_NOTES, final: null }),
    apiFailure('closed-port', { name: 'api-closed-port', reason: 'network_error', baseUrl: () => 'http://127.0.0.1:9/v1',
      finalNotes: errorNotes("Unable to reach http://127.0.0.1:9. Your internet connection may be offline or interrupted. Check your network connection and try again.") }),
    // Real providers' errors and transport faults (lab/faults.mjs). None of these is retried but the
    // gateway page, which is captured while Droid retries.
    apiFailure('p-openrouter-402', { name: 'real-p-openrouter-402', reason: 'billing_quota',
      finalNotes: errorNotes("BYOK Error: 402 This request requires more credits, or fewer max_tokens. …' / 'Upstream error: …' / 'Please check your billing status with your BYOK model provider.") }),
    apiFailure('p-openrouter-401-nokey', { name: 'real-p-openrouter-401-nokey', reason: 'auth_rejected',
      finalNotes: errorNotes("BYOK Error: 401 No auth credentials found' and its upstream line: OpenRouter's answer to a request without a key") }),
    apiFailure('p-openai-404-model', { name: 'real-p-openai-404-model', reason: 'model_not_found',
      finalNotes: errorNotes("BYOK Error: 404 The model `…` does not exist or you do not have access to it.' and its upstream line: an unknown model") }),
    apiFailure('p-openai-400-context', { name: 'real-p-openai-400-context', reason: 'context_too_long',
      finalNotes: errorNotes("BYOK Error: 400 This model's maximum context length is 4097 tokens. …' and its upstream line") }),
    apiFailure('t-alb-502', { name: 'real-t-alb-502', final: null,
      retryNotes: RETRY_NOTES.replace('an error', "AWS ALB's HTML 502 page") }),
    apiFailure('dns', { name: 'real-dns', reason: 'network_error', baseUrl: () => 'http://api.lab.invalid/v1',
      finalNotes: errorNotes('Unable to reach http://api.lab.invalid. Your internet connection may be offline or interrupted. Check your network connection and try again.') + ' The host is under .invalid and never resolves.' }),
  ],
};
