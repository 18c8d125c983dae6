// The Cline CLI scenarios, in the step language of the repository's capture lab (lab/README.md):
// scripts/capture.mjs hands this module to lab/capture.mjs, which plays each in a fresh tmux session
// (fresh HOME and git project) against the lab's mock API.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROMPT, TOOL_PROMPT, SHELL_PROMPT, ready, failing, gate as labGate, notAgent } from '../../../lab/scenarios/common.mjs';

const KEY = 'sk-labtest-0000000000000000';
const COMPOSER = /❯ (?:What can I do for you\?|Ask anything\.\.\.)/;
const COMMAND = 'mkdir -p build && touch build/out.txt';
const baseUrl = (ctx, sc) => (sc && sc.baseUrl ? sc.baseUrl(ctx) : ctx.mockUrl(ctx.mock, '/v1'));
// How long a step waits for the next screen: seconds when the machine is idle, minutes when it is loaded.
const WAIT = 120000;

/**
 * A HOME that has set up an OpenAI-compatible provider at the mock, the scenario's behaviour in its
 * path. Cline shows one notice per start until each was seen (ClinePass after setup, then Cline
 * Desktop): `notices` lists the seen ones.
 */
const ALL_NOTICES = ['cline-cli-cline-pass-intro', 'cline-cli-desktop-launch'];
function onboarded({ autoApprove = true, notices = ALL_NOTICES, url = baseUrl, provider = null, model = 'gpt-4o', apiKey = KEY, mcp = null, raw = null } = {}) {
  return (ctx) => {
    const settings = join(ctx.home, '.cline', 'data', 'settings');
    mkdirSync(settings, { recursive: true });
    const at = '2026-11-30T05:30:00.000Z';
    writeFileSync(join(settings, 'cli-notices.json'), JSON.stringify({ shown: Object.fromEntries(notices.map((id) => [id, true])) }, null, 2));
    writeFileSync(join(settings, 'global-settings.json'), JSON.stringify({ autoUpdateEnabled: false, telemetryOptOut: true, toolAutoApprove: autoApprove }, null, 2));
    if (mcp) writeFileSync(join(settings, 'cline_mcp_settings.json'), JSON.stringify(mcp, null, 2));
    if (raw) { writeFileSync(join(settings, 'providers.json'), raw); return; }
    if (provider) { writeFileSync(join(settings, 'providers.json'), JSON.stringify(provider, null, 2)); return; }
    writeFileSync(
      join(settings, 'providers.json'),
      JSON.stringify(
        {
          version: 1,
          lastUsedProvider: 'openai-compatible',
          modes: {},
          providers: {
            'openai-compatible': {
              settings: { provider: 'openai-compatible', ...(apiKey ? { apiKey } : {}), model, baseUrl: url(ctx), reasoning: { enabled: false } },
              updatedAt: at,
              tokenSource: 'manual',
            },
          },
        },
        null,
        2,
      ),
    );
  };
}

// Subjects are what the rules read off the screen (or their fixed wording), so the tester compares them.
const gate = (...args) => ({ ...labGate(...args), checkSubject: true });

/** An onboarded start: `cline`, the composer, then the prompt sent. */
const startAndSendPrompt = [{ command: 'cline' }, { waitFor: COMPOSER, timeout: WAIT }, { wait: 1500 }, { text: PROMPT, enter: true }];

const SIGN_IN = ['Sign in with Cline', 'Sign in with ClinePass', 'Sign in with ChatGPT', 'Bring your own provider'];
const POPULAR = ['Cline Usage-Billing (OAuth)', 'ClinePass (OAuth)', 'OpenAI ChatGPT Subscription (OAuth)', 'DeepSeek', 'Anthropic', 'OpenRouter', 'Ollama', 'AWS Bedrock'];

const SCENARIOS = [
  {
    name: 'first-run',
    how: "Fresh HOME, fresh git project; typed 'cline' + Enter and went through the first-run provider setup.",
    steps: [
      { command: 'cline' },
      { waitFor: /Connect a model provider/, timeout: WAIT },
      {
        capture: 'auth-welcome',
        how: "Fresh HOME; typed 'cline' + Enter; the first screen.",
        expect: /Bring your own provider/,
        label: gate('auth', 'Cline model provider', 'select', SIGN_IN, "'Welcome to Cline' under the logo, 'Connect a model provider to get started.' and four boxed choices, the first marked → (selected); '↑/↓ navigate, Enter to select, Ctrl+C to exit'."),
      },
      { keys: ['Down', 'Down', 'Down', 'Enter'] },
      { waitFor: /Choose a provider/, timeout: WAIT },
      {
        capture: 'auth-choose-provider',
        how: "Fresh HOME; 'cline', then Down x3 and Enter on 'Bring your own provider'.",
        expect: /Search providers/,
        label: gate('auth', 'Cline model provider', 'select', POPULAR, "'Choose a provider' with a search box and the 'Popular' list, the first marked ❯; '▼ 218 more'; 'Type to search, ↑/↓ navigate, Enter to select, Esc to go back'."),
      },
      { text: 'openai comp' },
      { keys: ['Enter'] },
      { waitFor: /Paste your API key here/, timeout: WAIT },
      {
        capture: 'auth-provider-api-key',
        how: "Fresh HOME; 'Bring your own provider', searched 'openai comp', Enter on 'OpenAI Compatible': the provider form.",
        label: gate('auth', 'model provider API key', 'text', [], "'OpenAI Compatible' form: Base URL (focused, prefilled https://api.openai.com/v1), Azure API Version (optional), and an empty 'API key' box ('Paste your API key here...'); 'Tab to switch fields, Enter to save, Esc to go back'."),
      },
      { keys: Array.from({ length: 30 }, () => 'BSpace') },
      { text: (ctx) => ctx.mockUrl('ok', '/v1') },
      { keys: ['Tab', 'Tab'] },
      { text: KEY },
      { keys: ['Enter'] },
      { waitFor: /Set model ID/, timeout: WAIT },
      {
        capture: 'onboarding-model-id',
        how: 'Fresh HOME; OpenAI Compatible form filled in (mock base URL, a lab key) and saved with Enter.',
        label: gate('onboarding', 'model ID', 'text', [], "'Set model ID' for OpenAI Compatible with a 'Model ID' box prefilled gpt-4o; 'Enter to create, Esc to go back to model selection'."),
      },
      { keys: ['Enter'] },
      { waitFor: /Try ClinePass/, timeout: WAIT },
      {
        capture: 'onboarding-clinepass-offer',
        how: 'Fresh HOME; provider and model set up; the one-time ClinePass notice drawn over the composer.',
        label: gate('onboarding', 'Try ClinePass', 'key', ['Open ClinePass'], "A 'Try ClinePass' notice box drawn over the composer and its footer: the offer text, a link, a highlighted 'Open ClinePass' and 'Press Enter to open, any other key to close'."),
      },
      { keys: ['Escape'] },
      { waitFor: COMPOSER, timeout: WAIT },
      {
        capture: 'ready-composer-first-run',
        how: 'Fresh HOME; whole first run done, ClinePass notice closed with Esc.',
        label: ready("Logo, 'What can I do for you?', the slash-command hint, and the empty composer '❯ What can I do for you?' between two rules; footer 'gpt-4o (0) $0.00  ○ Plan ● Act (Tab)', the project name and '⏵⏵ Auto-approve all enabled (Shift+Tab)'."),
      },
      { text: PROMPT, enter: true },
      { waitFor: /local mock server/, timeout: WAIT },
      {
        capture: 'ready-after-reply',
        how: `First run done; typed '${PROMPT}' + Enter; the mock's reply.`,
        label: ready("The prompt and the '*' mock reply above the empty composer '❯ Ask anything...'; footer with model, Plan/Act and auto-approve; idle."),
      },
      { text: '/exit', enter: true },
      { waitFor: /Session Summary/, timeout: WAIT },
      { waitFor: SHELL_PROMPT, timeout: WAIT },
      {
        capture: 'shell-after-exit',
        how: "After a reply, typed '/exit' + Enter; Cline printed its session summary and exited to bash.",
        label: notAgent("The 'cline' command line, Cline's 'Session Summary' (ID, duration, model, cwd, messages, cost, 'Continue cline --id …') and the bash prompt; bash is in the foreground."),
      },
    ],
  },
  {
    name: 'desktop-notice',
    how: "HOME set up on an earlier start (provider configured, ClinePass notice seen); typed 'cline' + Enter.",
    mock: 'ok',
    setup: onboarded({ notices: ['cline-cli-cline-pass-intro'] }),
    steps: [
      { command: 'cline' },
      { waitFor: /Introducing Cline Desktop/, timeout: WAIT },
      {
        capture: 'onboarding-desktop-notice',
        label: gate('onboarding', 'Introducing Cline Desktop', 'key', ['Get Cline Desktop'], "An 'Introducing Cline Desktop' notice box drawn over the composer: the announcement, a link, a highlighted 'Get Cline Desktop' and 'Press Enter to open, any other key to close'."),
      },
      { keys: ['Escape'] },
      { waitFor: COMPOSER, timeout: WAIT },
      {
        capture: 'ready-composer-after-notice',
        how: "As above; the notice closed with Esc.",
        label: ready("Logo, 'What can I do for you?' and the empty composer '❯ What can I do for you?'; footer 'gpt-4o (0) $0.00  ○ Plan ● Act (Tab)', the project and '⏵⏵ Auto-approve all enabled (Shift+Tab)'."),
      },
    ],
  },
  {
    name: 'permission',
    how: "HOME with an OpenAI-compatible provider (the mock's 'tool' behaviour, which calls run_commands) and auto-approve off.",
    mock: 'tool',
    setup: onboarded({ autoApprove: false }),
    steps: [
      { command: 'cline' },
      { waitFor: COMPOSER, timeout: WAIT },
      { wait: 1500 },
      {
        capture: 'ready-composer-auto-approve-off',
        how: "Onboarded HOME with auto-approve off; typed 'cline' + Enter.",
        label: ready("Logo, 'What can I do for you?' and the empty composer; footer ends 'Auto-approve all disabled (Shift+Tab)'."),
      },
      { text: TOOL_PROMPT, enter: true },
      { waitFor: /Approve tool call\?/, timeout: WAIT },
      {
        capture: 'permission-run-commands',
        how: `Onboarded HOME, auto-approve off; typed '${TOOL_PROMPT}' + Enter; the mock answered with a run_commands call.`,
        label: gate('permission', COMMAND, 'confirm', ['Approve', 'Deny'], `'Cline needs permission', 'Approve tool call?', 'run_commands', '$ ${COMMAND}' and '[y] Approve   [n] Deny' in place of the composer.`),
      },
      { keys: ['y'] },
      { waitFor: /Done: I created/, timeout: WAIT },
      {
        capture: 'ready-after-tool-approved',
        how: "The run_commands call approved with 'y'; the command ran and the mock replied.",
        label: ready("The prompt, the run_commands call with its (empty) output, the mock's 'Done: I created build/out.txt …' reply and the empty composer; idle."),
      },
    ],
  },
  {
    name: 'decoy-reply',
    how: "HOME with an OpenAI-compatible provider whose (mock) API replies with text quoting other tools' gate and error wording.",
    mock: 'decoy',
    setup: onboarded(),
    steps: [
      ...startAndSendPrompt,
      { waitFor: /nothing is waiting for an answer/, timeout: 2 * WAIT },
      { wait: 1500 },
      {
        capture: 'ready-after-decoy-reply',
        how: `Onboarded HOME; typed '${PROMPT}' + Enter; the mock replied with quoted gate wording.`,
        label: ready("The prompt and the mock's reply quoting 'Do you trust the files in this folder?', '1. Yes, proceed', '2. No, exit' and 'Rate limit reached' above the empty composer; idle: an agent quoting a gate is not at one."),
      },
    ],
  },
  {
    name: 'api-401',
    how: 'HOME with an OpenAI-compatible provider whose (mock) API answers 401 invalid key.',
    mock: '401',
    setup: onboarded(),
    steps: [
      ...startAndSendPrompt,
      { waitFor: /Error:/, timeout: 2 * WAIT },
      {
        capture: 'api-key-rejected',
        how: `Onboarded HOME; typed '${PROMPT}' + Enter; the mock API answered 401 (incorrect API key).`,
        label: failing('auth_rejected', "The prompt, then '*Error: Incorrect API key provided: sk-test-****. You can find your API key at https://platform.openai.com/account/api-keys.' above the composer."),
      },
    ],
  },
  {
    name: 'api-429',
    how: 'HOME with an OpenAI-compatible provider whose (mock) API answers 429 rate limit.',
    mock: '429',
    setup: onboarded(),
    steps: [
      ...startAndSendPrompt,
      { waitFor: /Error:/, timeout: 2 * WAIT },
      {
        capture: 'api-rate-limited',
        how: `Onboarded HOME; typed '${PROMPT}' + Enter; the mock API answered 429 to every retry.`,
        label: failing('rate_limited', "The prompt, then '* Error: Rate limit reached for requests per min (RPM): Limit 3, Used 3, Requested 1. Please try again in 20s.' above the composer."),
      },
    ],
  },
];

// Real providers' errors and transport faults (lab/faults.mjs, lab/README.md), run only when named, at
// 120x40: node scripts/capture.mjs --sizes 120x40 --scenario real-p-openai-401,real-dns
// The OpenAI Compatible provider speaks Chat Completions, so OpenAI-compatible providers' bodies come
// verbatim. Captured once the final '* Error: …' is drawn and the screen is quiet; the label quotes it.
const errorBlock = (screen) => {
  const lines = screen.split('\n');
  const at = lines.findIndex((l) => /^\s*\*\s*Error:/.test(l));
  if (at < 0) return '';
  const end = lines.findIndex((l, i) => i > at && (/^─{8,}/.test(l) || /^\s*$/.test(l)));
  return lines.slice(at, end < 0 ? undefined : end).map((l) => l.trim()).join(' ');
};
function realFailure(behaviour, reason, { what, url, how }) {
  const name = `real-${behaviour}`;
  return {
    name, mock: behaviour, manual: true, sizes: ['120x40'],
    ...(url ? { baseUrl: url } : {}),
    how: `Onboarded HOME, OpenAI Compatible provider at ${how || `the mock ('${behaviour}')`}; typed '${PROMPT}' + Enter.`,
    setup: onboarded(url ? { url } : {}),
    steps: [...startAndSendPrompt, { waitFor: /^\s*\*\s*Error:/m, timeout: 4 * WAIT }, { wait: 3000 }, { settle: { quietMs: 2000, timeoutMs: 60000 } },
      { capture: name, expect: /^\s*\*\s*Error:/m,
        label: (c) => failing(reason, `${what}: under the prompt '${errorBlock(c.screen)}' above the composer; idle.`) }],
  };
}
// Start-up and configuration failures (as opencode's in lab/scenarios/opencode.mjs), at 120x40 and 80x24:
// what Cline shows when its own settings are wrong. Captured once the start is quiet, then, where the
// composer came up, after a prompt. Cline says nothing about any of them: a providers.json it cannot
// read, or a provider it cannot use without signing in, gives the first-run sign-in page; an unknown
// model, an MCP server that cannot start and an OpenAI Compatible provider without a key give the
// usual composer (the mock checks no key), and the prompt gets the mock's reply.
const STARTED = /❯ (?:What can I do for you\?|Ask anything\.\.\.)|Connect a model provider|Error|@lab:[^\n]*#\s*$/m;
const WELCOME = "Cline shows the first-run page: 'Welcome to Cline', 'Connect a model provider to get started.' and the four boxed choices, the first marked →; '↑/↓ navigate, Enter to select, Ctrl+C to exit'";
const COMPOSER_NOTES = "the logo, 'What can I do for you?', the slash-command hint and the empty composer '❯ What can I do for you?'; footer";
const REPLY_NOTES = "The prompt and the mock's '* Hello! This answer comes from a local mock server…' reply above the empty composer '❯ Ask anything...'; footer 'gpt-4o (12) $0.00  ○ Plan ● Act (Tab)'; idle";
function startup(name, { how, mock = 'ok', setup, label = null, reply = null, replyLabel = null }) {
  const steps = [{ command: 'cline' }, { waitFor: STARTED, timeout: WAIT }, { wait: 5000 }, { settle: { quietMs: 2000, timeoutMs: 30000 } }];
  // the start screen, unless it is another scenario's
  if (label) steps.push({ capture: name, expect: STARTED, label });
  if (reply) {
    steps.push({ if: COMPOSER, then: [{ text: PROMPT, enter: true }, { waitFor: /\* ?Error:|local mock server/, timeout: 2 * WAIT }, { wait: 3000 },
      { settle: { quietMs: 2000, timeoutMs: 60000 } }, { capture: reply, expect: /\* ?Error:|local mock server/, label: replyLabel }] });
  }
  return { name, mock, sizes: ['120x40', '80x24'], how, setup, steps };
}
SCENARIOS.push(
  startup('auth-startup-malformed-settings', {
    how: "~/.cline/data/settings/providers.json is not JSON (cut off after its first lines); typed 'cline' + Enter.",
    setup: onboarded({ raw: '{\n  "version": 1,\n  "lastUsedProvider": "openai-compatible",\n  providers: {\n' }),
    label: gate('auth', 'Cline model provider', 'select', SIGN_IN, `${WELCOME}. Nothing says providers.json could not be read: Cline starts as if no provider were set up.`) }),
  startup('ready-startup-unknown-model', {
    how: "Onboarded HOME whose OpenAI Compatible provider (the mock, 'ok') names the model gpt-9-nosuch; typed 'cline' + Enter.",
    setup: onboarded({ model: 'gpt-9-nosuch' }),
    label: ready(`Cline does not check the model: ${COMPOSER_NOTES} 'gpt-9-nosuch (0) $0.00  ○ Plan ● Act (Tab)', the project and the auto-approve line; the composer is usable.`) }),
  startup('ready-startup-mcp-failed', {
    how: "Onboarded HOME with ~/.cline/data/settings/cline_mcp_settings.json naming an MCP server 'lab' whose command does not exist; typed 'cline' + Enter, then the prompt.",
    setup: onboarded({ mcp: { mcpServers: { lab: { command: '/nonexistent/lab-mcp-server', args: [], disabled: false } } } }),
    label: ready(`The MCP server cannot start and nothing on screen says so: ${COMPOSER_NOTES} 'gpt-4o (0) $0.00  ○ Plan ● Act (Tab)', the project and the auto-approve line.`),
    reply: 'ready-startup-mcp-failed-after-reply', replyLabel: ready(`${REPLY_NOTES}: the MCP server that cannot start does not stop a turn.`) }),
  startup('ready-startup-missing-api-key', {
    how: "Onboarded HOME whose OpenAI Compatible provider has no apiKey (OPENAI_API_KEY not set either); typed 'cline' + Enter, then the prompt.",
    setup: onboarded({ apiKey: null }),
    label: ready(`Cline does not ask for the missing key: ${COMPOSER_NOTES} 'gpt-4o (0) $0.00  ○ Plan ● Act (Tab)', the project and the auto-approve line.`),
    reply: 'ready-startup-missing-api-key-after-reply', replyLabel: ready(`${REPLY_NOTES}: the request went out without a key and the mock, which checks none, answered.`) }),
  startup('startup-missing-api-key-rejected', {
    mock: 'p-openrouter-401-nokey',
    how: "Onboarded HOME whose OpenAI Compatible provider has no apiKey, at the mock answering as OpenRouter does a request without a key ('p-openrouter-401-nokey'); typed 'cline' + Enter, then the prompt.",
    setup: onboarded({ apiKey: null }),
    reply: 'startup-missing-api-key-rejected', replyLabel: (c) => failing('auth_rejected', `OpenRouter's 401 for a request without a key: under the prompt '${errorBlock(c.screen)}' above the composer; idle.`) }),
  startup('auth-startup-cline-signed-out', {
    how: "HOME whose last used provider is 'cline' (Sign in with Cline) with no account signed in; typed 'cline' + Enter.",
    setup: onboarded({ provider: { version: 1, lastUsedProvider: 'cline', modes: {}, providers: { cline: { settings: { provider: 'cline', model: 'anthropic/claude-sonnet-4.5' }, updatedAt: '2026-11-30T05:30:00.000Z', tokenSource: 'manual' } } } }),
    label: gate('auth', 'Cline model provider', 'select', SIGN_IN, `${WELCOME}. Cline has no signed-out state inside its composer: a provider that needs a sign-in it does not have takes it back to this page.`) }),
);
const dnsUrl = () => 'http://api.lab.invalid/v1';
SCENARIOS.push(
  realFailure('p-openai-401', 'auth_rejected', { what: "OpenAI's 401 invalid_api_key" }),
  realFailure('p-openai-429', 'rate_limited', { what: "OpenAI's 429 rate_limit_exceeded, after Cline's retries" }),
  realFailure('p-openai-429-quota', 'billing_quota', { what: "OpenAI's 429 insufficient_quota, after Cline's retries" }),
  realFailure('p-openrouter-402', 'billing_quota', { what: "OpenRouter's 402 (more credits)" }),
  realFailure('p-deepseek-402', 'billing_quota', { what: "DeepSeek's 402 Insufficient Balance" }),
  realFailure('p-openai-404-model', 'model_not_found', { what: "OpenAI's 404 model_not_found" }),
  realFailure('p-openai-400-context', 'context_too_long', { what: "OpenAI's 400 context_length_exceeded" }),
  realFailure('p-openai-503', 'overloaded', { what: "OpenAI's 503 overloaded, after Cline's retries" }),
  realFailure('p-openai-500', 'server_error', { what: "OpenAI's 500, after Cline's retries" }),
  realFailure('t-nginx-502', 'server_error', { what: "nginx's HTML 502 page, after Cline's retries" }),
  realFailure('dns', 'network_error', { what: 'A base URL whose host never resolves', url: dnsUrl, how: 'http://api.lab.invalid/v1 (a host under .invalid)' }),
);

// Cline 2.x (2.14.0 … 2.18.0), built on the VS Code extension's core: `cline` alone opens Cline
// Kanban, the terminal UI is `cline --tui`; settings are ~/.cline/data/globalState.json and
// secrets.json; first run is 'How would you like to get started?' → 'Select a provider' → API key →
// Model ID → Base URL; a reply that uses no tool is sent back to the model, and after three such
// replies Cline stops the task with its 'mistake limit' question. No ClinePass or Desktop notice.
// The release comes from the driver's command line (`lab/capture.mjs cline@VERSION`).
const RELEASE = (process.argv.find((a) => a.startsWith('cline@')) || '').slice('cline@'.length);
const LEGACY = /^[012]\./.test(RELEASE);
const TUI = 'cline --tui';
const LEGACY_COMPOSER = /\/ for commands · @ for files/;
const LEGACY_SIGN_IN = ['Sign in with Cline (try Opus 4.6!)', 'Sign in with ChatGPT Subscription', 'Use your own API key', 'Exit'];
const LEGACY_PROVIDERS = ['Cline', 'ChatGPT Subscription', 'Google Gemini', 'OpenAI Compatible', 'Anthropic', 'Amazon Bedrock', 'DeepSeek'];
const MISTAKE = /Proceed Anyways/;
const legacyWelcome = "'Welcome to Cline' under the logo, a box 'How would you like to get started?' with 'Sign in with Cline (try Opus 4.6!)', 'Sign in with ChatGPT Subscription', 'Use your own API key' and 'Exit', the first marked ❯; 'Use arrow keys, Enter to select'";
const legacyComposer = "the logo, 'What can I do for you?', an empty input box, '/ for commands · @ for files' and '○ Plan ● Act (Tab)', the model line 'gpt-4o ████████ (0) | $0.000', the project and the auto-approve line";
const mistakeGate = (notes) => labGate('question', 'Cline mistake limit', 'select', ['Proceed Anyways', 'Start New Task'], notes);
const MISTAKE_NOTES = `The prompt ('> ${PROMPT}'), the mock's '⏺ Hello! This answer comes from a local mock server …' reply three times (Cline sends a reply without a tool back to the model), then '⏺ Error: Cline uses complex prompts and iterative task execution that may be challenging for less capable models. …' and the two buttons 'Proceed Anyways (1)' and 'Start New Task (2)' above the input box: the task stopped at Cline's mistake limit and waits for one of them`;

/** A 2.x HOME set up on an earlier start: globalState.json (provider, model, base URL) and secrets.json (the key). */
function legacyOnboarded({ autoApprove = true, url = baseUrl, provider = 'openai', model = 'gpt-4o', apiKey = KEY, mcp = null, raw = null } = {}) {
  return (ctx) => {
    const data = join(ctx.home, '.cline', 'data');
    mkdirSync(join(data, 'settings'), { recursive: true });
    if (mcp) writeFileSync(join(data, 'settings', 'cline_mcp_settings.json'), JSON.stringify(mcp, null, 2));
    if (raw) { writeFileSync(join(data, 'globalState.json'), raw); return; }
    const state = provider === 'openai'
      ? { actModeApiProvider: 'openai', planModeApiProvider: 'openai', actModeOpenAiModelId: model, planModeOpenAiModelId: model, openAiBaseUrl: url(ctx) }
      : { actModeApiProvider: provider, planModeApiProvider: provider, actModeClineModelId: model, planModeClineModelId: model };
    writeFileSync(join(data, 'globalState.json'), JSON.stringify({ welcomeViewCompleted: true, ...state, autoApproveAllToggled: autoApprove }, null, 2));
    if (apiKey && provider === 'openai') writeFileSync(join(data, 'secrets.json'), JSON.stringify({ openAiApiKey: apiKey }, null, 2));
  };
}
const legacyStart = [{ command: TUI }, { waitFor: LEGACY_COMPOSER, timeout: WAIT }, { wait: 1500 }];
const legacySend = [...legacyStart, { text: PROMPT, enter: true }];
const LEGACY_STARTED = /\/ for commands · @ for files|How would you like to get started|Error|@lab:[^\n]*#\s*$/m;
function legacyStartup(name, { how, mock = 'ok', setup, label, reply = null, replyLabel = null }) {
  const steps = [{ command: TUI }, { waitFor: LEGACY_STARTED, timeout: WAIT }, { wait: 5000 }, { settle: { quietMs: 2000, timeoutMs: 30000 } }];
  if (label !== undefined) steps.push({ capture: name, expect: LEGACY_STARTED, label });
  if (reply) {
    steps.push({ if: LEGACY_COMPOSER, then: [{ text: PROMPT, enter: true }, { waitFor: /Proceed Anyways|Error|Retry/, timeout: 3 * WAIT }, { wait: 3000 },
      { settle: { quietMs: 3000, timeoutMs: 60000 } }, { capture: reply, label: replyLabel }] });
  }
  return { name, mock, sizes: ['120x40', '80x24'], how, setup, steps };
}
const LEGACY_SCENARIOS = [
  {
    name: 'first-run',
    how: "Fresh HOME, fresh git project; typed 'cline --tui' + Enter and went through the first-run provider setup.",
    steps: [
      { command: TUI },
      { waitFor: /How would you like to get started/, timeout: WAIT },
      { wait: 1500 },
      { capture: 'auth-welcome', how: "Fresh HOME; typed 'cline --tui' + Enter; the first screen.", label: gate('auth', 'Cline model provider', 'select', LEGACY_SIGN_IN, `${legacyWelcome}.`) },
      { keys: ['Down', 'Down', 'Enter'], delay: 600 },
      { waitFor: /Select a provider/, timeout: WAIT },
      { capture: 'auth-choose-provider', how: "Fresh HOME; 'cline --tui', then Down x2 and Enter on 'Use your own API key'.",
        label: gate('auth', 'Cline model provider', 'select', LEGACY_PROVIDERS, "'Select a provider' with a 'Search:' line and the list (Cline marked ❯, ChatGPT Subscription, Google Gemini, OpenAI Compatible, Anthropic, Amazon Bedrock, DeepSeek), '... 34 more below'; 'Type to search, arrows to navigate, Enter to select, Esc to go back'.") },
      { text: 'openai comp' },
      { keys: ['Enter'] },
      { waitFor: /Paste your API key/, timeout: WAIT },
      { capture: 'auth-provider-api-key', how: "Fresh HOME; 'Use your own API key', searched 'openai comp', Enter on 'OpenAI Compatible'.",
        label: gate('auth', 'model provider API key', 'text', [], "'OpenAI Compatible API Key', 'Paste your API key below' with an empty input; 'Enter to save, Esc to cancel'.") },
      { text: KEY, enter: true },
      { waitFor: /Model ID/, timeout: WAIT },
      { capture: 'onboarding-model-id', how: 'Fresh HOME; OpenAI Compatible chosen, a lab key pasted and saved with Enter.',
        label: gate('onboarding', 'model ID', 'text', [], "'Model ID', 'e.g., claude-sonnet-4-6, gpt-4o' and an empty input (placeholder 'e.g. model-id'); 'Enter to continue, Esc to go back'.") },
      { text: 'gpt-4o', enter: true },
      { waitFor: /Base URL/, timeout: WAIT },
      { capture: 'onboarding-base-url', how: "Fresh HOME; key saved, model ID 'gpt-4o' typed and Enter.",
        label: labGate('onboarding', 'base URL', 'text', [], "'Base URL (optional)', 'For self-hosted or proxy endpoints' and an empty input (placeholder 'e.g. https://api.example.com/v1'); 'Enter to skip or continue, Esc to go back'.") },
      { text: (ctx) => ctx.mockUrl('ok', '/v1'), enter: true },
      { waitFor: LEGACY_COMPOSER, timeout: WAIT },
      { wait: 3000 },
      { capture: 'ready-composer-first-run', how: 'Fresh HOME; whole first run done (the mock as base URL).', label: ready(`${legacyComposer} ('Auto-approve all disabled (Shift+Tab)').`) },
      { text: PROMPT, enter: true },
      { waitFor: MISTAKE, timeout: 3 * WAIT },
      { wait: 2000 },
      { capture: 'question-mistake-limit-after-reply', how: `First run done; typed '${PROMPT}' + Enter; the mock replied with text only.`, label: mistakeGate(`${MISTAKE_NOTES}.`) },
      { keys: ['2'] },
      { wait: 3000 },
      { text: '/exit', enter: true },
      { waitFor: SHELL_PROMPT, timeout: 30000 },
      { capture: 'shell-after-exit', how: "After the mistake-limit question, '2' (Start New Task), then '/exit' + Enter.",
        label: notAgent("Cline exited to bash: the screen is Node stack traces of its telemetry ('Error while flushing PostHog … Network error while fetching PostHog', 'getaddrinfo ENOTFOUND data.cline.bot': the lab has no network) and the bash prompt under them; bash is in the foreground.") },
    ],
  },
  {
    name: 'permission',
    how: "2.x HOME with an OpenAI Compatible provider (the mock's 'tool' behaviour) and auto-approve all off.",
    mock: 'tool',
    setup: legacyOnboarded({ autoApprove: false }),
    steps: [
      ...legacyStart,
      { capture: 'ready-composer-auto-approve-off', how: "Onboarded HOME with auto-approve all off; typed 'cline --tui' + Enter.", label: ready(`Onboarded start: ${legacyComposer} ('Auto-approve all disabled (Shift+Tab)').`) },
      { text: TOOL_PROMPT, enter: true },
      { waitFor: /mkdir -p build|Proceed Anyways/, timeout: 2 * WAIT },
      { wait: 3000 },
      { settle: { quietMs: 3000, timeoutMs: 60000 } },
      // 2.14.0 offers the model no native tools, so the mock's tool call is not one it reads: the
      // replies count as mistakes and the turn ends at the mistake-limit question, not at a permission.
      { capture: 'question-mistake-limit-after-tool-prompt', how: `Onboarded HOME, auto-approve off; typed '${TOOL_PROMPT}' + Enter; the mock answered with a shell tool call Cline does not read as one.`,
        label: mistakeGate("Node stack traces of Cline's telemetry ('Network error while fetching PostHog', 'getaddrinfo ENOTFOUND data.cline.bot') printed over the conversation, then 'Proceed Anyways (1)' and 'Start New Task (2)' above the empty input box: no permission was asked (the mock's call is not a tool this release reads), the turn stopped at the mistake-limit question.") },
    ],
  },
  {
    name: 'decoy-reply',
    how: "2.x HOME with an OpenAI Compatible provider whose (mock) API replies with text quoting other tools' gate and error wording.",
    mock: 'decoy',
    setup: legacyOnboarded(),
    steps: [...legacySend, { waitFor: MISTAKE, timeout: 3 * WAIT }, { wait: 2000 },
      { capture: 'question-mistake-limit-after-decoy-reply', how: `Onboarded HOME; typed '${PROMPT}' + Enter; the mock replied with quoted gate wording, three times.`,
        label: mistakeGate("The prompt, the mock's reply quoting 'Do you trust the files in this folder?', '1. Yes, proceed', '2. No, exit' and 'Rate limit reached' (repeated, as Cline sends a reply without a tool back), then '⏺ Error: Cline uses complex prompts …' and 'Proceed Anyways (1)' / 'Start New Task (2)' above the input box: the quoted trust prompt is not the gate, the mistake-limit question is.") }],
  },
  {
    name: 'api-401',
    how: '2.x HOME with an OpenAI Compatible provider whose (mock) API answers 401 invalid key.',
    mock: '401',
    setup: legacyOnboarded(),
    steps: [...legacySend, { waitFor: /Error|Retry/, timeout: 3 * WAIT }, { wait: 3000 }, { settle: { quietMs: 3000, timeoutMs: 60000 } },
      { capture: 'api-key-rejected', how: `Onboarded HOME; typed '${PROMPT}' + Enter; the mock API answered 401 (incorrect API key).`,
        label: failing('auth_rejected', "The prompt, then '⏺ Error: 401 Incorrect API key provided: sk-test-****. You can find your API key at https://platform.openai.com/account/api-keys.' and the buttons 'Retry (1)' / 'Start New Task (2)' above the empty input box; idle.") }],
  },
  {
    name: 'api-429',
    how: '2.x HOME with an OpenAI Compatible provider whose (mock) API answers 429 rate limit.',
    mock: '429',
    setup: legacyOnboarded(),
    steps: [...legacySend, { waitFor: /Error|Retry/, timeout: 3 * WAIT }, { wait: 3000 }, { settle: { quietMs: 5000, timeoutMs: 90000 } },
      { capture: 'api-rate-limited', how: `Onboarded HOME; typed '${PROMPT}' + Enter; the mock API answered 429 to every request.`,
        label: failing('error', "Node stack traces of Cline's telemetry ('TypeError: fetch failed', 'getaddrinfo ENOTFOUND data.cline.bot') fill the screen down to the buttons 'Retry (1)' / 'Start New Task (2)' above the empty input box: the turn failed and waits to be retried, but its error has scrolled away under the traces, so the screen does not say why (the mock answered 429).") }],
  },
  legacyStartup('auth-startup-malformed-settings', {
    how: "~/.cline/data/globalState.json is not JSON (cut off after its first lines); typed 'cline --tui' + Enter.",
    setup: legacyOnboarded({ raw: '{\n  "welcomeViewCompleted": true,\n  "actModeApiProvider": "openai",\n  openAiBaseUrl: {\n' }),
    label: gate('auth', 'Cline model provider', 'select', LEGACY_SIGN_IN, `${legacyWelcome}. Nothing says globalState.json could not be read: Cline starts as if nothing were set up.`) }),
  legacyStartup('ready-startup-unknown-model', {
    how: "Onboarded 2.x HOME whose OpenAI Compatible provider (the mock, 'ok') names the model gpt-9-nosuch; typed 'cline --tui' + Enter.",
    setup: legacyOnboarded({ model: 'gpt-9-nosuch' }),
    label: ready("Cline does not check the model: the logo, 'What can I do for you?', the empty input box, '/ for commands · @ for files', '○ Plan ● Act (Tab)', 'gpt-9-nosuch ████████ (0) | $0.000', the project and '⏵⏵ Auto-approve all enabled (Shift+Tab)'.") }),
  legacyStartup('ready-startup-mcp-failed', {
    how: "Onboarded 2.x HOME with ~/.cline/data/settings/cline_mcp_settings.json naming an MCP server 'lab' whose command does not exist; typed 'cline --tui' + Enter, then the prompt.",
    setup: legacyOnboarded({ mcp: { mcpServers: { lab: { command: '/nonexistent/lab-mcp-server', args: [], disabled: false } } } }),
    label: ready("The MCP server cannot start and nothing on screen says so: the logo, 'What can I do for you?', the empty input box, '/ for commands · @ for files', '○ Plan ● Act (Tab)', 'gpt-4o ████████ (0) | $0.000', the project and '⏵⏵ Auto-approve all enabled (Shift+Tab)'."),
    reply: 'question-startup-mcp-failed-after-reply',
    replyLabel: mistakeGate("Node stack traces of Cline's telemetry ('TypeError: fetch failed', 'getaddrinfo ENOTFOUND data.cline.bot') over the conversation, then 'Proceed Anyways (1)' and 'Start New Task (2)' above the empty input box: the mock's text replies counted as mistakes and the turn stopped at the mistake-limit question (the MCP server that cannot start plays no part).") }),
  legacyStartup('ready-startup-missing-api-key', {
    how: "Onboarded 2.x HOME whose OpenAI Compatible provider has no key (no secrets.json, OPENAI_API_KEY not set); typed 'cline --tui' + Enter, then the prompt.",
    setup: legacyOnboarded({ apiKey: null }),
    label: ready("Cline does not ask for the missing key: the logo, 'What can I do for you?', the empty input box, '/ for commands · @ for files', '○ Plan ● Act (Tab)', 'gpt-4o ████████ (0) | $0.000', the project and '⏵⏵ Auto-approve all enabled (Shift+Tab)'."),
    reply: 'startup-missing-api-key-after-reply',
    replyLabel: failing('error', "Node stack traces of Cline's telemetry ('TypeError: fetch failed', 'getaddrinfo ENOTFOUND data.cline.bot') fill the screen down to the buttons 'Retry (1)' / 'Start New Task (2)' above the empty input box: the turn failed and waits to be retried (the request had no key), but its error is not on the screen, so it does not say why.") }),
  legacyStartup('startup-missing-api-key-rejected', {
    mock: 'p-openrouter-401-nokey',
    how: "Onboarded 2.x HOME whose OpenAI Compatible provider has no key, at the mock answering as OpenRouter does a request without a key ('p-openrouter-401-nokey'); typed 'cline --tui' + Enter, then the prompt.",
    setup: legacyOnboarded({ apiKey: null }), reply: 'startup-missing-api-key-rejected',
    replyLabel: failing('error', "Node stack traces of Cline's telemetry ('getaddrinfo ENOTFOUND data.cline.bot') fill the screen down to the buttons 'Retry (1)' / 'Start New Task (2)' above the empty input box: the turn failed and waits to be retried, but OpenRouter's 401 is not on the screen, so it does not say why.") }),
  // 2.14.0 starts to its composer with the 'cline' provider and no account; what a prompt then shows was not captured.
  legacyStartup('ready-startup-cline-signed-out', {
    how: "2.x HOME whose provider is 'cline' (Sign in with Cline) with no account signed in; typed 'cline --tui' + Enter.",
    setup: legacyOnboarded({ provider: 'cline', model: 'anthropic/claude-sonnet-4.5' }),
    label: ready("Nothing says no account is signed in: the logo, 'What can I do for you?', the empty input box, '/ for commands · @ for files', '○ Plan ● Act (Tab)', 'anthropic/claude-sonnet-4.5 ████████ (0) | $0.000', the project and '⏵⏵ Auto-approve all enabled (Shift+Tab)'.") }),
];

// Real providers' errors on 2.x (run only when named, at 120x40), captured once the turn has stopped.
// On 2.14.0 nine of them end the same way: the error is pushed off the screen by the Node stack
// traces of Cline's telemetry, and the screen does not say why the turn failed (read one by one);
// the 500 and the DNS failure, printed after the traces, stay in view.
const LEGACY_REAL_SHOWN = {
  'p-openai-500': failing('server_error', "Under Node stack traces of Cline's telemetry: '⏺ Failed after 3 retries' / '500 The server had an error processing your request. Sorry about that! …', then '⏺ Error: 500 The server had an error processing your request. …' and the buttons 'Retry (1)' / 'Start New Task (2)' above the empty input box; idle."),
  dns: failing('network_error', "Under Node stack traces of Cline's telemetry (getaddrinfo ENOTFOUND data.cline.bot): '⏺ Failed after 3 retries' / 'Connection error.', then '⏺ Error: Connection error.' and the buttons 'Retry (1)' / 'Start New Task (2)' above the empty input box; idle."),
};
for (const [behaviour, what, url] of [['p-openai-401', "OpenAI's 401 invalid_api_key"], ['p-openai-429', "OpenAI's 429 rate_limit_exceeded"],
  ['p-openai-429-quota', "OpenAI's 429 insufficient_quota"], ['p-openrouter-402', "OpenRouter's 402"], ['p-deepseek-402', "DeepSeek's 402 Insufficient Balance"],
  ['p-openai-404-model', "OpenAI's 404 model_not_found"], ['p-openai-400-context', "OpenAI's 400 context_length_exceeded"], ['p-openai-503', "OpenAI's 503"],
  ['p-openai-500', "OpenAI's 500"], ['t-nginx-502', "nginx's 502 page"], ['dns', 'the DNS failure of api.lab.invalid', () => 'http://api.lab.invalid/v1']]) {
  const name = `real-${behaviour}`;
  LEGACY_SCENARIOS.push({
    name, mock: behaviour, manual: true, sizes: ['120x40'], ...(url ? { baseUrl: url } : {}),
    how: `Onboarded 2.x HOME, OpenAI Compatible provider at ${url ? url() : `the mock ('${behaviour}')`}; typed '${PROMPT}' + Enter.`,
    setup: legacyOnboarded(url ? { url } : {}),
    steps: [...legacySend, { waitFor: /Retry \(1\)|Proceed Anyways \(1\)/, timeout: 4 * WAIT }, { wait: 5000 }, { settle: { quietMs: 5000, timeoutMs: 120000 } },
      { capture: name, label: LEGACY_REAL_SHOWN[behaviour] || failing('error', `Node stack traces of Cline's telemetry ('TypeError: fetch failed', 'getaddrinfo ENOTFOUND data.cline.bot') fill the screen down to the buttons 'Retry (1)' / 'Start New Task (2)' above the empty input box: the turn failed and waits to be retried, but ${what} is not on the screen, so it does not say why.`) }],
  });
}

export default {
  vendor: 'cline',
  short: 'cl',
  proxy: false,
  metaEnv: (ctx, sc) => (sc.setup ? [LEGACY ? `globalState.json:openAiBaseUrl=${baseUrl(ctx, sc)}` : `providers.json:openai-compatible.baseUrl=${baseUrl(ctx, sc)}`] : []),
  scenarios: LEGACY ? LEGACY_SCENARIOS : SCENARIOS,
};
