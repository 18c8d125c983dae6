// opencode scenarios (vendor id opencode; npm opencode-ai, a Bun single-file binary). Full-screen TUI
// on the alternate screen. The mock is reached through the built-in `openai` provider with its
// baseURL moved to the mock (global ~/.config/opencode/opencode.json, `model: openai/gpt-4o-mini`)
// and OPENAI_API_KEY in the environment; opencode's @ai-sdk/openai speaks the Responses API.
// Without that config opencode starts on its free default model (OpenCode Zen "Big Pickle"),
// which is unreachable offline.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { compareVersions } from '../drift-compare.mjs';
import { PROMPT, TOOL_PROMPT, SHELL_PROMPT, ready, failing, gate, notAgent, decoyScenario, busyScenario, tuiInterruptTwice, tuiStart, tuiSendPrompt, TUI_OPEN_CONNECT, tuiPickProvider, tuiStartupScenario, onlyIf, byForeground, recoveredScenario } from './common.mjs';
/** @import { RunContext, Scenario, Step, TuiStartup, Vendor } from './common.mjs' */
/**
 * opencode's own scenario fields: the mock as the openai provider (`mockProvider`, at `baseUrl`), no key
 * (`noKey`), bash asking first (`askBash`), a change to the config (`config`) or a config file as text (`rawConfig`).
 * @typedef {{ mockProvider?: boolean, baseUrl?: (ctx: Partial<RunContext>) => string, noKey?: boolean, askBash?: boolean,
 *   config?: (cfg: Record<string, unknown>) => void, rawConfig?: string }} Fields
 */
const KEY = 'sk-labtest-0000000000000000';
// the idle composer: the agent/model line of the input box and the hint line under it
const COMPOSER = /ctrl\+p commands/;
const HOME_SCREEN = /Ask anything/;
// the visible part of the /connect list at each size (read off the captures)
/** @type {Record<string, string[]>} */
const CONNECT_OPTIONS = {
  '120x40': ['OpenCode Zen (Recommended)', 'OpenCode Go Low cost subscription for everyone', 'OpenAI (ChatGPT Plus/Pro or API key)',
    'GitHub Copilot', 'Anthropic (API key)', 'Google', '302.AI', 'Abacus', 'abliteration.ai', 'above.dev', 'AgentRouter'],
  '60x20': ['OpenCode Zen (Recommended)', 'OpenCode Go Low cost subscription for everyone', 'OpenAI (ChatGPT Plus/Pro or API key)'],
  '100x30': ['OpenCode Zen (Recommended)', 'OpenCode Go Low cost subscription for everyone', 'OpenAI (ChatGPT Plus/Pro or API key)',
    'GitHub Copilot', 'Anthropic (API key)', 'Google'],
  '80x24': ['OpenCode Zen (Recommended)', 'OpenCode Go Low cost subscription for everyone', 'OpenAI (ChatGPT Plus/Pro or API key)',
    'GitHub Copilot', 'Anthropic (API key)'],
  '200x50': ['OpenCode Zen (Recommended)', 'OpenCode Go Low cost subscription for everyone', 'OpenAI (ChatGPT Plus/Pro or API key)',
    'GitHub Copilot', 'Anthropic (API key)', 'Google', '302.AI', 'Abacus', 'abliteration.ai', 'above.dev', 'AgentRouter',
    'Agnes AI', 'ai&', 'AI-ROUTER', 'AI21 Labs', 'AIHubMix'],
};
// Older releases list other providers under 'Popular' (read off their captures), by release and size;
// a release or size not listed here reads as the newest.
/** @type {Record<string, Record<string, string[]>>} */
const CONNECT_OPTIONS_BY_RELEASE = {
  '1.17.18': {
    '120x40': ['OpenCode Zen (Recommended)', 'OpenCode Go Low cost subscription for everyone', 'OpenAI (ChatGPT Plus/Pro or API key)',
      'GitHub Copilot', 'Anthropic (API key)', 'Google', '302.AI', 'Abacus', 'abliteration.ai', 'AIHubMix', 'Alibaba'],
  },
  // 1.14 lists the newest's six popular providers and then the 'Providers' group, in another order
  '1.14.41': {
    '120x40': ['OpenCode Zen (Recommended)', 'OpenCode Go Low cost subscription for everyone', 'OpenAI (ChatGPT Plus/Pro or API key)',
      'GitHub Copilot', 'Anthropic (API key)', 'Google', '302.AI', 'Alibaba', 'Scaleway', 'NanoGPT', 'Abacus'],
  },
  // 1.3 lists the newest's six popular providers and then an 'Other' group
  '1.3.2': {
    '120x40': ['OpenCode Zen (Recommended)', 'OpenCode Go Low cost subscription for everyone', 'OpenAI (ChatGPT Plus/Pro or API key)',
      'GitHub Copilot', 'Anthropic (API key)', 'Google', 'evroc', 'Z.AI', 'Alibaba Coding Plan', 'ZenMux', 'IO.NET'],
  },
  // 1.0 lists six popular providers and then an 'Other' group
  '1.0.162': {
    '120x40': ['OpenCode Zen (Recommended)', 'Anthropic (Claude Max or API key)', 'GitHub Copilot', 'OpenAI', 'Google', 'OpenRouter',
      'Moonshot AI (China)', 'LucidQuery AI', 'Moonshot AI', 'Z.AI Coding Plan', 'Ollama Cloud'],
  },
};
/** @type {(c: { version: string, cols: number, rows: number }) => string[]} */
const connectOptions = (c) => {
  const size = `${c.cols}x${c.rows}`;
  return CONNECT_OPTIONS_BY_RELEASE[c.version]?.[size] || CONNECT_OPTIONS[size] || [];
};

// opencode 1.0 fetches ripgrep from GitHub at its first turn when no `rg` is on PATH; offline the
// download fails and its error is printed over the TUI in place of the turn (1.17.18 and 1.18.33 do
// not fetch it). Such a release is given the host's ripgrep (LAB_RG, else `rg` on PATH; Debian's
// `ripgrep` package) where opencode keeps the one it downloads.
/** @type {(version: string) => boolean} a release before 1.17 (1.0.162 was captured) */
const before117 = (version) => compareVersions(version, '1.17.0') < 0;
// 1.0 draws its own auth dialogs (no OpenAI method picker, no GitHub Copilot dialog, Anthropic's method
// asked first); 1.3.2 draws 1.17's: the change falls between the two releases captured
/** @type {(version: string) => boolean} a 1.0 release (1.0.162 was captured; 1.3.2 is not one) */
const release10 = (version) => compareVersions(version, '1.1.0') < 0;
// 1.3.2 neither retries nor shows the unreachable default model's error; 1.14.41 retries it as 1.17 does:
// the change falls between the two releases captured
/** @type {(version: string) => boolean} a release after 1.0 that ends the default model's failed turn silently */
const silentDefaultModel = (version) => !release10(version) && compareVersions(version, '1.14.0') < 0;
/** @returns {string | null} */
function hostRipgrep() {
  if (process.env.LAB_RG) return process.env.LAB_RG;
  try { return execFileSync('sh', ['-c', 'command -v rg'], { encoding: 'utf8' }).trim() || null; } catch { return null; }
}

/** @type {(ctx: RunContext, sc: Scenario<Fields>) => void} */
function config(ctx, sc) {
  if (before117(ctx.version)) {
    const rg = hostRipgrep();
    if (!rg) console.warn(`  !! opencode ${ctx.version} fetches ripgrep at its first turn: set LAB_RG to an rg binary, or its turns fail offline`);
    else {
      const bin = join(ctx.home, '.local/share/opencode/bin');
      mkdirSync(bin, { recursive: true });
      copyFileSync(rg, join(bin, 'rg'));
    }
  }
  /** @type {Record<string, unknown>} */
  const cfg = { $schema: 'https://opencode.ai/config.json', autoupdate: false };
  if (sc.mockProvider) {
    cfg.model = 'openai/gpt-4o-mini';
    cfg.provider = { openai: { options: { baseURL: sc.baseUrl ? sc.baseUrl(ctx) : ctx.mockUrl(ctx.mock, '/v1') } } };
  }
  if (sc.askBash) cfg.permission = { bash: 'ask' };
  if (sc.config) sc.config(cfg);
  if (sc.rawConfig) { ctx.write('.config/opencode/opencode.json', sc.rawConfig); return; }
  ctx.write('.config/opencode/opencode.json', JSON.stringify(cfg, null, 2) + '\n');
}

// OpenAI is the third of the 'Popular' providers; 1.0 lists Anthropic and GitHub Copilot before it (its
// line may start with what the dialog leaves of the input box's border)
/** @type {Step[]} */
const PICK_OPENAI = [{ if: /Popular\s*\n\s*OpenCode Zen.*\n\s*Anthropic.*\n\s*GitHub Copilot.*\n[\s┃]*OpenAI/,
  then: [{ keys: ['Down', 'Down', 'Down', 'Enter'], settle: { quietMs: 1500, timeoutMs: 20000 } }],
  else: [{ keys: ['Down', 'Down', 'Enter'], settle: { quietMs: 1500, timeoutMs: 20000 } }] }];

const start = tuiStart('opencode', HOME_SCREEN);
// the real-provider and start-up cases were captured on a loaded machine, where opencode took over a minute to start
const slowStart = tuiStart('opencode', HOME_SCREEN, 180000);

/**
 * @param {string | number} behaviour
 * @param {{ reason: string, waitRe: RegExp, notes: string, name?: string, baseUrl?: Fields['baseUrl'], toast?: string, final?: RegExp, finalNotes?: string,
 *   retriedBefore?: { release: string, notes: string }, shownBefore?: { release: string, notes: string | ((c: RunContext) => string) } }} o
 *   `retriedBefore`: releases older than `release` retry this error instead of showing it at once; both
 *   captures then show the retry line, and `notes` say so (the release run picks the reading, not the screen);
 *   `shownBefore`: releases older than `release` show at once, in an error block, an error this one retries
 * @returns {Scenario<Fields>}
 */
function apiFailure(behaviour, { reason, waitRe, notes, name, baseUrl, toast, final, finalNotes, retriedBefore, shownBefore }) {
  const n = name || `api-${behaviour}`;
  const how = `~/.config/opencode/opencode.json: provider openai baseURL = ${baseUrl ? baseUrl({}) : `the mock ('${behaviour}')`}, model openai/gpt-4o-mini; OPENAI_API_KEY set; typed '${PROMPT}' + Enter`;
  /** @type {Step[]} */
  const steps = [...start, ...tuiSendPrompt(), { waitFor: waitRe, timeout: 120000, settle: false }, { wait: 1500 }];
  if (toast) {
    // a final error: opencode shows it in the transcript and repeats it in a toast for a few seconds
    /** @type {(c: RunContext) => boolean} */
    const retried = (c) => !!retriedBefore && compareVersions(c.version, retriedBefore.release) < 0;
    // a release that retries shows no toast: its '-with-toast' capture is left unlabelled (not a fixture)
    steps.push({ capture: `${n}-with-toast`, settle: false, label: (c) => (retried(c) ? null : failing(reason, toast)), expect: waitRe,
      how: `${how}; captured while the error toast is up.` },
    { wait: 12000 }, { settle: { quietMs: 1500, timeoutMs: 30000 } },
    { capture: n, label: (c) => failing(reason, retried(c) && retriedBefore ? retriedBefore.notes : notes), expect: waitRe,
      how: `${how}; captured ~12 s later, after the toast vanished.` });
  } else {
    // retrying: the countdown keeps the screen from settling
    steps.push({ capture: `${n}${final ? '-retrying' : ''}`, settle: false, expect: waitRe, how: `${how}; captured during the retries.`,
      label: (c) => failing(reason, shownBefore && compareVersions(c.version, shownBefore.release) < 0
        ? (typeof shownBefore.notes === 'function' ? shownBefore.notes(c) : shownBefore.notes) : notes) });
    // after about five attempts (~2 min) opencode gives up and shows the error in the transcript
    if (final) {
      // 1.17.18 (and 1.3.2) retries a 500 on with growing delays (attempt #8 four minutes in): it never stops, and
      // its capture, the retry line again, is left unlabelled (not a fixture)
      steps.push({ waitFor: final, timeout: 240000 },
        { capture: n, label: (c) => (compareVersions(c.version, '1.18.0') < 0 ? null : failing(reason, finalNotes)), expect: final,
          how: `${how}; captured after opencode stopped retrying.` });
    }
  }
  return { name: n, mock: String(behaviour), mockProvider: true, baseUrl, how: `${how}.`, steps };
}

// Real providers' errors and transport faults (lab/faults.mjs), run only when named, e.g.
//   node lab/capture.mjs opencode --sizes 120x40 --scenario real-p-openai-401,real-dns
// The built-in openai provider speaks the Responses API: OpenAI-compatible providers' bodies come
// verbatim. A final error is captured after its toast has gone; one that opencode retries, on its
// retry status line (`retrying: true`).
/**
 * @param {string} behaviour
 * @param {string} reason
 * @param {{ waitRe: RegExp, retrying?: boolean, baseUrl?: Fields['baseUrl'], how?: string, notes: string }} o
 * @returns {Scenario<Fields>}
 */
function realFailure(behaviour, reason, { waitRe, retrying, baseUrl, how, notes }) {
  const name = `real-${behaviour}`;
  const base = baseUrl ? baseUrl({}) : `the mock ('${behaviour}')`;
  /** @type {Step[]} */
  const steps = [...slowStart, ...tuiSendPrompt(), { waitFor: waitRe, timeout: 120000, settle: false }];
  // the retry line comes and goes between attempts: captured the moment it shows
  if (retrying) steps.push({ capture: name, settle: false, expect: waitRe, label: failing(reason, notes) });
  else steps.push({ wait: 12000 }, { settle: { quietMs: 1500, timeoutMs: 30000 } }, { capture: name, expect: waitRe, label: failing(reason, notes) });
  return {
    name, mock: behaviour, mockProvider: true, baseUrl, manual: true,
    how: `~/.config/opencode/opencode.json: provider openai baseURL = ${how || base}, model openai/gpt-4o-mini; OPENAI_API_KEY set; typed '${PROMPT}' + Enter.`,
    steps,
  };
}
const REAL_FAILURES = [
  realFailure('p-openai-401', 'auth_rejected', { waitRe: /Incorrect API key/,
    notes: "Not retried: under the user message the error block 'Incorrect API key provided: sk-VKMIs****…wjh3. You can find your API key at https://platform.openai.com/account/api-keys.' (OpenAI's invalid_api_key) and '▣  Build · GPT-4o mini'; the input is idle." }),
  realFailure('p-openai-429-quota', 'billing_quota', { waitRe: /exceeded your current quota/, retrying: true,
    notes: "opencode retries OpenAI's 429 insufficient_quota like a rate limit: no reply, and under the input the status line 'You exceeded your current quota, please check your plan and billing details. For… (click to expand) [retrying in Ns attempt #N]'." }),
  realFailure('p-openrouter-402', 'billing_quota', { waitRe: /requires more credits/,
    notes: "Not retried: under the user message the error block 'This request requires more credits, or fewer max_tokens. You requested up to 32000 tokens, but can only afford 27342. To increase, visit https://openrouter.ai/settings/credits and upgrade to a paid account' (OpenRouter's 402) and '▣  Build · GPT-4o mini'; the input is idle." }),
  realFailure('p-openai-404-model', 'model_not_found', { waitRe: /does not exist/, retrying: true,
    notes: "opencode retries OpenAI's 404 model_not_found: no reply, and under the input the status line 'The model `computer-use-preview-2025-03-11` does not exist or you do not have ac… [retrying in Ns attempt #N]'." }),
  realFailure('p-openai-400-context', 'context_too_long', { waitRe: /Session too large to compact/,
    notes: "opencode answers OpenAI's 400 context_length_exceeded by compacting the session, which fails too: under the user message a '── Compaction ──' divider, the block 'Session too large to compact - context exceeds model limit even after stripping media' and '▣  Compaction · GPT-4o mini · Ns'; the input is idle." }),
  realFailure('t-nginx-502', 'server_error', { waitRe: /Bad Gateway \[retrying/, retrying: true,
    notes: "nginx's HTML 502 page: opencode shows only its title, on the status line under the input: 'Bad Gateway [retrying in Ns attempt #N]' next to 'esc interrupt'; no reply." }),
  realFailure('dns', 'network_error', { waitRe: /Cannot connect to API.*\[retrying/, retrying: true, baseUrl: () => 'http://api.lab.invalid/v1',
    how: 'http://api.lab.invalid/v1 (a host under .invalid, which never resolves)',
    notes: "No reply; under the input the status line 'Cannot connect to API: … [retrying in Ns attempt #N]' next to 'esc interrupt' (the host does not resolve; opencode words it 'Was there a typo in the url or port?' or 'Unable to connect. Is the computer able to access the url…')." }),
];

// Start-up and configuration failures: what opencode shows when its own config is wrong.
/** @type {TuiStartup<Fields>} */
const startup = tuiStartupScenario('opencode');
/** @type {Scenario<Fields>[]} */
const STARTUP_FAILURES = [
  startup('startup-malformed-config', {
    rawConfig: '{\n  "$schema": "https://opencode.ai/config.json",\n  "autoupdate": false,\n  "model": "openai/gpt-4o-mini",\n  provider: {}\n',
    how: '~/.config/opencode/opencode.json is not JSON (an unquoted key, no closing brace); typed \'opencode\' + Enter.',
    expect: /not valid JSON/,
    label: byForeground(
      notAgent("opencode never drew its TUI: under the typed command 'Config file at <HOME>/.config/opencode/opencode.json is not valid JSON(C):', the file between '--- JSONC Input ---' and '--- Errors ---', each error ('InvalidSymbol at line 5, column 3', 'PropertyNameExpected …', 'ValueExpected …') with the line and a caret, '--- End ---', then the bash prompt.", { text_state: 'failing', ruling: 'opencode exited after the error; the process decides: not_agent' }),
      failing('config_error', "opencode shows that its config file is not valid JSON and waits.")) }),
  startup('ready-startup-unknown-model', {
    mockProvider: true, config: (c) => { c.model = 'openai/gpt-9-nosuch'; },
    how: "opencode.json: model openai/gpt-9-nosuch (no such model), provider openai baseURL = the mock; OPENAI_API_KEY set; typed 'opencode' + Enter.",
    expect: HOME_SCREEN,
    label: ready("opencode does not complain about a configured model it does not know: the home screen's input box names another OpenAI model ('Build · GPT-5.6 Terra Pro OpenAI' in 1.18.33, 'Build · GPT-5.3 Chat (latest) OpenAI' in 1.17.18 and 1.14.41, 'Build  GPT-5.2 Chat OpenAI' in 1.0.162 and 1.3.2, or as much of it as fits), with 'tab agents  ctrl+p commands' under it; nothing on screen says the configured model was replaced, the composer is usable.") }),
  startup('ready-startup-mcp-failed', {
    mockProvider: true, config: (c) => { c.mcp = { lab: { type: 'local', command: ['/nonexistent/lab-mcp-server'], enabled: true } }; },
    how: "opencode.json: an MCP server 'lab' whose command does not exist, provider openai baseURL = the mock; OPENAI_API_KEY set; typed 'opencode' + Enter.",
    expect: /MCP/,
    label: ready("The MCP server failed to start, and opencode says so only in its footer: '⊙ 0 MCP /status' (the ⊙ in red) beside the project path, under the usual home screen with 'Build · GPT-4o mini OpenAI' in the input box and 'tab agents  ctrl+p commands'; the composer is usable.") }),
  {
    name: 'startup-missing-api-key', mockProvider: true, noKey: true,
    how: "opencode.json: model openai/gpt-4o-mini, provider openai baseURL = the mock; OPENAI_API_KEY not set; typed 'opencode' + Enter, then the prompt.",
    steps: [...slowStart, ...tuiSendPrompt(), { waitFor: /API key|local mock server/, timeout: 90000, settle: false }, { wait: 12000 },
      { settle: { quietMs: 1500, timeoutMs: 30000 } },
      // the reading of the screen 1.18.33 showed; a release that answers without a key draws another, left unlabelled
      { capture: 'startup-missing-api-key', expect: /API key/, label: onlyIf(/API key is missing/,
        failing('auth_rejected', "opencode starts without complaint; the prompt fails at once: under the user message the error block 'OpenAI API key is missing. Pass it using the 'apiKey' parameter or the OPENAI_API_KEY environment variable.' and '▣  Build · GPT-4o mini'; the input is idle.")) }],
  },
];

/** @type {Vendor<Fields>} */
export default {
  vendor: 'opencode',
  short: 'o',
  proxy: false,
  setupHome: (ctx, sc) => config(ctx, sc),
  env: (ctx, sc) => ({
    OPENAI_API_KEY: sc.mockProvider && !sc.noKey ? KEY : null,
    // a browser login would run xdg-open: make "opening the browser" a no-op instead of starting one
    BROWSER: '/bin/true',
  }),
  metaEnv: (ctx, sc) => (sc.mockProvider
    ? [`opencode.json:provider.openai.options.baseURL=${sc.baseUrl ? sc.baseUrl(ctx) : ctx.mockUrl(ctx.mock, '/v1')}`] : []),
  scenarios: [
    { name: 'explore', manual: true, steps: [{ command: 'opencode' }] },
    { name: 'explore-mock', manual: true, mockProvider: true, steps: [{ command: 'opencode' }] },
    {
      name: 'connect-openai',
      how: 'Fresh HOME (opencode.json with autoupdate off only), no provider key; /connect, OpenAI.',
      steps: [
        ...start,
        { capture: 'ready-home-first-run', expect: /Big Pickle/,
          how: "Fresh HOME, fresh git project, no provider keys; typed 'opencode' + Enter; first screen.",
          label: ready("Full-screen opencode home: the OPENCODE logo, the input box 'Ask anything… \"…\"' with 'Build · Big Pickle OpenCode Zen' (the free default model), 'tab agents  ctrl+p commands', a '● Tip' line and the path/version footer. No login is forced.") },
        ...TUI_OPEN_CONNECT,
        { capture: 'auth-connect-provider-list', expect: /Connect a provider/,
          how: "Fresh HOME, no provider keys; on the home screen typed '/connect' + Enter.",
          label: (c) => gate('auth', 'AI provider to connect', 'select', connectOptions(c),
            "Centred overlay 'Connect a provider   esc' with a Search field, the 'Popular' group (OpenCode Zen (Recommended), OpenCode Go, OpenAI, GitHub Copilot, Anthropic, Google) and the start of the long 'Providers' list; the home screen is dimmed behind it.") },
        ...PICK_OPENAI,
        { capture: 'auth-openai-method-select', expect: /Select auth method/,
          how: "Fresh HOME; /connect, Down Down Enter on 'OpenAI (ChatGPT Plus/Pro or API key)'.",
          // 1.0 asks for OpenAI's API key at once: no method to pick, no browser sign-in (both left unlabelled there)
          label: (c) => release10(c.version) ? null : gate('auth', 'OpenAI provider auth method', 'select', ['ChatGPT Pro/Plus (browser)', 'ChatGPT Pro/Plus (headless)', 'Manually enter API Key'],
            "Overlay 'Select auth method   esc' with a Search field and three methods for OpenAI.") },
        { keys: ['Enter'], settle: { quietMs: 2000, timeoutMs: 20000 } },
        // the sign-in page comes up only once its callback server listens: a quiet screen is not enough
        { waitFor: /Complete authorization in your browser/, timeout: 20000 },
        { capture: 'auth-openai-browser-waiting', expect: /Complete authorization in your browser/,
          how: "Fresh HOME; /connect, OpenAI, Enter on 'ChatGPT Pro/Plus (browser)' (BROWSER=/bin/true, so no browser opens).",
          label: (c) => release10(c.version) ? null : gate('auth', 'ChatGPT Pro/Plus OAuth sign-in (auth.openai.com, callback localhost:1455)', 'browser', [],
            "Overlay 'ChatGPT Pro/Plus (browser)   esc' with the auth.openai.com/oauth/authorize URL wrapped over several lines, 'Complete authorization in your browser. This window will close automatically.', 'Waiting for authorization…' and 'c copy'."
            + (c.rows < 24 ? ` At ${c.cols}x${c.rows} the overlay is taller than the screen: it ends at 'will close automatically.', the rest is cut off.` : '')) },
        { keys: ['Escape'], settle: { quietMs: 1500, timeoutMs: 20000 } },
        ...TUI_OPEN_CONNECT,
        ...PICK_OPENAI,
        { keys: ['Down', 'Down', 'Enter'], settle: { quietMs: 1500, timeoutMs: 20000 } },
        { capture: 'auth-openai-api-key-entry', expect: /Manually enter API Key/,
          how: "Fresh HOME; /connect, OpenAI, 'Manually enter API Key'.",
          label: (c) => gate('auth', 'OpenAI API key', 'text', [], release10(c.version)
            ? "1.0 asks for OpenAI's key as soon as it is picked: overlay 'API key   esc' with an empty 'API key' input and 'enter submit'."
            : "Overlay 'Manually enter API Key   esc' with an empty 'API key' input and 'enter submit'.") },
      ],
    },
    {
      name: 'connect-others',
      how: 'Fresh HOME, no provider key; /connect, then OpenCode Zen, Anthropic and GitHub Copilot.',
      steps: [
        ...start,
        ...TUI_OPEN_CONNECT,
        { keys: ['Enter'], settle: { quietMs: 1500, timeoutMs: 20000 } },
        { capture: 'auth-zen-api-key-entry', expect: /opencode\.ai\/zen/,
          how: "Fresh HOME; /connect, Enter on 'OpenCode Zen (Recommended)'.",
          label: gate('auth', 'OpenCode Zen API key', 'text', [],
            "Overlay 'API key   esc': 'OpenCode Zen gives you access to all the best coding models at the cheapest prices with a single API key.', 'Go to https://opencode.ai/zen to get a key', an empty 'API key' input and 'enter submit'.") },
        { keys: ['Escape'], settle: { quietMs: 1500, timeoutMs: 20000 } },
        ...TUI_OPEN_CONNECT, ...tuiPickProvider('anthropic'),
        { capture: 'auth-anthropic-api-key-entry', expect: /API key/,
          how: "Fresh HOME; /connect, typed 'anthropic' in the search + Enter on 'Anthropic (API key)'.",
          label: (c) => (release10(c.version)
            ? gate('auth', 'Anthropic provider auth method', 'select', ['Claude Pro/Max', 'Create an API Key', 'Manually enter API Key'],
              "1.0 asks how to sign in to Anthropic first: overlay 'Select auth method   esc' with a Search field, 'Claude Pro/Max', 'Create an API Key' and 'Manually enter API Key'.")
            : gate('auth', 'Anthropic API key', 'text', [], "Overlay 'API key   esc' with an empty 'API key' input and 'enter submit'.")) },
        { keys: ['Escape'], settle: { quietMs: 1500, timeoutMs: 20000 } },
        ...TUI_OPEN_CONNECT, ...tuiPickProvider('copilot'),
        { capture: 'auth-copilot-deployment-select', expect: /Select GitHub deployment type/,
          how: "Fresh HOME; /connect, typed 'copilot' + Enter on 'GitHub Copilot'.",
          // 1.0 draws no dialog for GitHub Copilot (Enter leaves the list up): left unlabelled there
          label: (c) => release10(c.version) ? null : gate('auth', 'GitHub Copilot deployment type', 'select', ['GitHub.com Public', 'GitHub Enterprise Data residency or self-hosted'],
            "Overlay 'Select GitHub deployment type   esc' with a Search field, 'GitHub.com  Public' and 'GitHub Enterprise  Data residency or self-hosted'.") },
        { keys: ['Down', 'Enter'], settle: { quietMs: 1500, timeoutMs: 20000 } },
        { capture: 'auth-copilot-enterprise-url', expect: /GitHub Enterprise URL/,
          how: "Fresh HOME; /connect, GitHub Copilot, 'GitHub Enterprise'.",
          label: (c) => release10(c.version) ? null : gate('auth', 'GitHub Enterprise URL or domain', 'text', [],
            "Overlay 'Enter your GitHub Enterprise URL or domain   esc' with the placeholder 'company.ghe.com or https://company.ghe.com' and 'enter submit'.") },
      ],
    },
    {
      name: 'default-model-offline',
      how: "Fresh HOME, no provider key: the free default model (OpenCode Zen 'Big Pickle') is unreachable offline.",
      steps: [
        ...start, ...tuiSendPrompt(),
        { waitFor: /retrying/, timeout: 90000, settle: false }, { wait: 1500 },
        { capture: 'network-error-default-model-retrying', settle: false, expect: /Cannot connect to API/,
          // 1.3.2 neither retries nor shows an error: the turn ends with no reply and the input idle (left unlabelled here)
          label: (c) => (silentDefaultModel(c.version) ? null : failing('network_error', release10(c.version)
            // 1.0 does not retry: the turn fails at once, and Esc leaves it as it is
            ? "Not retried: under the user message the error block 'Error: Unable to connect. Is the computer able to access the url?' and '▣  Build · big-pickle'; the input is idle (opencode.ai is unreachable)."
            : "Session view with the user message and '▣  Build · Big Pickle', no reply, and under the input the status line 'Cannot connect to API: …  [retrying in Ns attempt #N]' next to 'esc interrupt' (opencode.ai is unreachable).")) },
        { keys: ['Escape', 'Escape'], settle: { quietMs: 1500, timeoutMs: 20000 } },
        { capture: 'ready-session-after-interrupt', expect: COMPOSER,
          // in 1.0 Esc Esc after the failed turn changes nothing: the screen is the capture before it again, left unlabelled
          label: (c) => (release10(c.version) ? null : silentDefaultModel(c.version)
            ? ready("1.3.2 does not retry: after Esc Esc the screen is as the turn left it, the user message and '▣  Build · big-pickle' with no reply, no error block, no retry line and no 'esc interrupt'; the idle input box with 'tab agents  ctrl+p commands'.")
            : ready("After Esc Esc during the retries: the user message and '▣  Build · Big Pickle' (interrupted), and the idle input box with 'tab agents  ctrl+p commands'; the retry line is gone.")) },
        { keys: ['C-c'], settle: false },
        { waitFor: SHELL_PROMPT, timeout: 20000 },
        { capture: 'shell-after-exit', expect: /opencode -s/,
          label: notAgent("Ctrl-C quit opencode: it left the alternate screen and printed its logo, 'Session  <title>' and 'Continue  opencode -s ses_…' (1.0 prints nothing), then the bash prompt; bash is in the foreground.") },
      ],
    },
    {
      name: 'reply', mockProvider: true,
      how: "opencode.json: provider openai baseURL = the mock ('ok'), model openai/gpt-4o-mini; OPENAI_API_KEY set.",
      steps: [
        ...start,
        { capture: 'ready-home-mock-provider', expect: /GPT-4o mini/,
          label: ready("Full-screen opencode home with the input box 'Ask anything… \"…\"' and 'Build · GPT-4o mini OpenAI' (the configured model), 'tab agents  ctrl+p commands' and the path/version footer; idle.") },
        ...tuiSendPrompt(),
        { waitFor: /local mock server/, timeout: 60000 },
        { capture: 'ready-after-reply', expect: /local mock server/,
          label: ready("Session view: the user message, the mock reply 'Hello! This answer comes from a local mock server…' and '▣  Build · GPT-4o mini · Ns', then the idle input box and the footer with the token/cost counter.") },
        { keys: ['C-c'], settle: false },
        { waitFor: SHELL_PROMPT, timeout: 20000 },
        { capture: 'shell-after-exit-after-reply', expect: /opencode -s/,
          label: notAgent("Ctrl-C quit opencode after a reply: logo, 'Session  Hello! This answer comes from a local mock server…', 'Continue  opencode -s ses_…' (1.0 prints nothing), then the bash prompt; bash is in the foreground.") },
      ],
    },
    busyScenario({
      start, send: tuiSendPrompt, wait: 5000, mockProvider: true,
      how: "opencode.json: provider openai baseURL = the mock ('slow', holds the reply 60 s); typed the prompt.",
      spinner: { capture: 'busy-working', expect: /esc interrupt/,
        notes: "Busy: the user message is in the transcript and under the input the progress bar '⬝⬝⬝■■■…' with 'esc interrupt' runs while the mock holds the reply; no gate or failure." },
      interrupt: tuiInterruptTwice({
        notes: "One Esc during the work: the status line asks for 'esc again to interrupt' while the progress bar goes on; still busy, no gate or failure." }),
      after: { capture: 'ready-after-interrupt', expect: COMPOSER,
        notes: "After the second Esc the turn is interrupted: the user message and '▣  Build · GPT-4o mini' with no reply (1.0: the block 'The operation was aborted.', and a toast repeating it), and the idle input box." },
    }),
    {
      name: 'permission', mock: 'tool', mockProvider: true, askBash: true,
      how: "opencode.json: provider openai baseURL = the mock ('tool'), permission.bash = ask; typed the prompt; the mock calls the bash tool.",
      steps: [
        ...start, ...tuiSendPrompt(TOOL_PROMPT),
        { waitFor: /Permission required/, timeout: 150000 },
        { capture: 'permission-bash', expect: /Allow once|d deny/,
          label: (c) => (release10(c.version)
            ? gate('permission', 'mkdir -p build && touch build/out.txt', 'select', ['accept', 'accept always', 'deny'],
              "1.0 asks inside the turn: a bordered block with the tool's description ('# Create the build directory and an empty build/out.txt'), '$ mkdir -p build && touch build/out.txt', 'Permission required to run this tool:' and the keys 'enter accept  a accept always  d deny'; the footer says '◉ 1 Permission'.")
            : gate('permission', 'mkdir -p build && touch build/out.txt', 'select', ['Allow once', 'Allow always', 'Reject'],
              "Bottom panel '△ Permission required / # Shell command' (or the tool's description) with '$ mkdir -p build && touch build/out.txt' and the choices 'Allow once   Allow always   Reject' (⇆ select, enter confirm).")) },
        { keys: ['Enter'], settle: false },
        { waitFor: /Done: I created/, timeout: 150000 },
        { capture: 'ready-after-permission-allow', expect: /Done: I created/,
          label: ready("After 'Allow once': the transcript shows '$ mkdir -p build && touch build/out.txt' and the mock's 'Done: I created build/out.txt …' with '▣  Build · GPT-4o mini · Ns'; the input is idle.") },
      ],
    },
    {
      name: 'permission-reject', mock: 'tool', mockProvider: true, askBash: true,
      how: "opencode.json: provider openai baseURL = the mock ('tool'), permission.bash = ask; typed the prompt; Reject on the permission panel.",
      steps: [
        ...start, ...tuiSendPrompt(TOOL_PROMPT),
        { waitFor: /Permission required/, timeout: 150000 },
        // 1.0 has no selection to move (1.3.2 has 1.17's panel): a key answers ('d' denies), so the capture repeats 'permission-bash' and is left unlabelled
        { keys: ['Right', 'Right'], settle: { quietMs: 800, timeoutMs: 10000 } },
        { capture: 'permission-bash-reject-selected', expect: /Reject/,
          label: (c) => release10(c.version) ? null : gate('permission', 'mkdir -p build && touch build/out.txt', 'select', ['Allow once', 'Allow always', 'Reject'],
            "The same permission panel with the selection moved to 'Reject' (Right, Right); still waiting for enter.") },
        { if: /d deny/, then: [{ keys: ['d'], settle: { quietMs: 2000, timeoutMs: 60000 } }], else: [{ keys: ['Enter'], settle: { quietMs: 2000, timeoutMs: 60000 } }] },
        { capture: 'ready-after-permission-reject', expect: COMPOSER,
          label: ready("After 'Reject': the transcript keeps the '$ mkdir -p build && touch build/out.txt' line (never run, no output) and '▣  Build · GPT-4o mini' with no duration: the turn stopped; the input is idle (at 200x50 the sidebar shows the session title and context).") },
      ],
    },
    decoyScenario({
      start, send: tuiSendPrompt, mockProvider: true,
      how: "opencode.json: provider openai baseURL = the mock ('decoy'); the reply quotes gate wording.",
      notes: "Decoy: the reply quotes 'Do you trust the files in this folder?', '1. Yes, proceed', '2. No, exit' and 'Rate limit reached' as plain text above '▣  Build · GPT-4o mini · Ns'; the input is idle. No gate, no failure.",
    }),
    apiFailure(401, { reason: 'auth_rejected', waitRe: /Incorrect API key/,
      toast: "Session view: a toast box (top right) repeats 'Incorrect API key provided: sk-test-****. You can find your API key at https://platform.openai.com/account/api-keys.' over the same error block under the user message; '▣  Build · GPT-4o mini' and the idle input.",
      notes: "Session view: under the user message an error block 'Incorrect API key provided: sk-test-… You can find your API key at https://platform.openai.com/account/api-keys.' (red border in colour) and '▣  Build · GPT-4o mini'; the input is idle." }),
    apiFailure(429, { reason: 'rate_limited', waitRe: /Rate limit reached for requests/,
      // 1.17.18 (and 1.3.2) retries the 429: no error block and no toast
      retriedBefore: { release: '1.18.0',
        notes: "Retried: no reply; under the input the status line 'Rate limit reached for requests per min (RPM): Limit 3, Used 3, Requested 1. Ple... [retrying in Ns attempt #N]' beside the progress bar; no error block, no toast." },
      toast: "Not retried: a toast box (top right) repeats 'Rate limit reached for requests per min (RPM): Limit 3, Used 3, Requested 1. Please try again in 20s.' over the error block under the user message; '▣  Build · GPT-4o mini' and the idle input.",
      notes: "Not retried: under the user message an error block 'Rate limit reached for requests per min (RPM): Limit 3, Used 3, Requested 1. Please try again in 20s.' (red border in colour) and '▣  Build · GPT-4o mini'; the input is idle." }),
    apiFailure(500, { reason: 'server_error', waitRe: /retrying/, final: /┃ {2}The server had an error/,
      notes: "No reply; under the input the status line 'The server had an error while processing your request. Sorry about that! [retrying in Ns attempt #N]' next to 'esc interrupt' (wrapped at 80 and 120 columns).",
      finalNotes: "After about five attempts opencode stopped retrying: under the user message an error block 'The server had an error while processing your request. Sorry about that!' (red border in colour) and '▣  Build · GPT-4o mini'; the input is idle." }),
    apiFailure(503, { reason: 'overloaded', waitRe: /currently overloaded[^]*retrying/,
      notes: "No reply; under the input the status line 'The engine is currently overloaded, please try again later. [retrying attempt #N]' (or '[retrying in Ns attempt #N]') next to 'esc interrupt'." }),
    apiFailure('closed-port', { name: 'api-closed-port', reason: 'network_error', waitRe: /retrying/, baseUrl: () => 'http://127.0.0.1:9/v1',
      // 1.0.162 and 1.3.2 show it at once; 1.14.41 retries it as 1.17.18 does (the change falls between 1.3.2 and 1.14.41)
      shownBefore: { release: '1.14.0',
        notes: (c) => (release10(c.version)
          ? "Not retried (1.0): under the user message the error block 'Error: Unable to connect. Is the computer able to access the url?' and '▣  Build · gpt-4o-mini'; the input is idle (baseURL is a closed port)."
          : "Not retried (1.3.2): under the user message the error block 'Unable to connect. Is the computer able to access the url?' and '▣  Build · gpt-4o-mini'; the input is idle (baseURL is a closed port).") },
      notes: "No reply; under the input the status line 'Cannot connect to API: … [retrying in Ns attempt #N]' next to 'esc interrupt' (baseURL is a closed port)." }),
    // An old error above a newer good turn. opencode draws a sent message in a bordered block with no
    // prompt mark ('┃  Say hello …'), so nothing shaped like a sent message parts the two turns.
    recoveredScenario({
      start, send: tuiSendPrompt, mockProvider: true, status: 429, count: 10, toolsOnly: true, final: /Rate limit reached for requests/,
      // the error's toast goes after some seconds, as it would while a person reads the error
      between: [{ wait: 12000 }, { settle: { quietMs: 1500, timeoutMs: 30000 } }],
      how: "opencode.json: provider openai baseURL = the mock ('ok'), model openai/gpt-4o-mini; OPENAI_API_KEY set; the mock fails the model requests that offer tools with 429 until opencode gives up (the title request, sent first, is answered); the prompt sent, its error awaited and its toast gone; a second prompt sent, which the mock answers.",
      notes: "The 429 of the first prompt stays in the transcript: under '┃  Say hello in one sentence.' the error block 'Rate limit reached for requests per min (RPM): Limit 3, Used 3, Requested 1. Please try again in 20s.' (red border in colour) and '▣  Build · GPT-4o mini'; below it the second message 'Say hello again, in one sentence.', the mock's reply 'Hello! This answer comes from a local mock server…' and '▣  Build · GPT-4o mini · Ns'; the input box is idle. The error is history, not the agent's state.",
    }),
    ...STARTUP_FAILURES,
    ...REAL_FAILURES,
  ],
};
