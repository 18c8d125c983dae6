// Claude Code scenarios (vendor id claude-code). See lab/README.md for the step language.
// Claude Code needs the HTTPS proxy (its start-up checks api.anthropic.com and friends); the
// model calls go to ANTHROPIC_BASE_URL = the mock, with the behaviour in the path.
import { PROMPT, TOOL_PROMPT, SHELL_PROMPT, ready, failing, gate, notAgent, sendPrompt, retryThenFinal, decoyScenario, recoveredScenario, busyScenario, permissionDeniedScenario,
  AGAIN_PROMPT, goodTurnScenario, TRACEBACK_PROMPT, LIST_PROMPT, FAILING_TOOL_PROMPT, TOOL_FAIL_DONE, TRACEBACK_DONE, LIST_DONE,
  FAILED_WORDS_PROMPT, FAILED_WORDS_DONE } from './common.mjs';
/** @import { RunContext, Scenario, Step, Vendor } from './common.mjs' */
/**
 * Claude Code's own scenario fields: the API's address (`baseUrl`), no key (`noKey`), no proxy (`noProxy`).
 * @typedef {{ baseUrl?: (ctx: Partial<RunContext>) => string, noKey?: boolean, noProxy?: boolean }} Fields
 */
const KEY = 'sk-ant-api03-labtest-0000000000000000000000000000000000000000000000000000000000000000-AAAAAA';

// A HOME that has finished onboarding (theme, API-key question, security notes) and, when asked,
// has already trusted the project folder. Permission mode "default" so tool calls ask first
// (2.1.3xx defaults to "auto" mode, which decides by itself).
/**
 * @param {RunContext} ctx
 * @param {{ trusted?: boolean, mcpServers?: Record<string, unknown> }} [o]
 */
function onboardedHome(ctx, { trusted = true, mcpServers } = {}) {
  ctx.write('.claude.json', JSON.stringify({
    numStartups: 5,
    hasCompletedOnboarding: true,
    lastOnboardingVersion: ctx.version,
    lastReleaseNotesSeen: ctx.version,
    hasSeenAutoDefaultNotice: true,
    hasResetAutoModeOptInForDefaultOffer: true,
    customApiKeyResponses: { approved: [KEY.slice(-20)], rejected: [] },
    tipsHistory: { 'new-user-warmup': 5 },
    projects: trusted ? { [ctx.proj]: { allowedTools: [], hasTrustDialogAccepted: true } } : {},
    ...(mcpServers ? { mcpServers } : {}),
  }, null, 2));
  ctx.write('.claude/settings.json', JSON.stringify({ theme: 'dark', permissions: { defaultMode: 'default' } }, null, 2));
}

// capture-pane trims trailing blanks: a bare prompt line ends in '#'

const TRUST_DIALOG = /trust this folder|Do you trust the files in this folder/;
const MULTI_CHOICES = ['lint', 'type check', 'unit tests', 'Type something', 'Submit', 'Chat about this'];
// A powerline-style status line, as people write them for the statusLine setting: segments on
// coloured backgrounds joined by arrows (the Nerd Font glyphs U+E0B0, U+E0A0 for the branch), drawn where the footer hint was.
const POWERLINE_SCRIPT = [
  '#!/bin/bash',
  'cat >/dev/null',
  "printf '\\033[30;44m \uE0A5 lab \\033[34;42m\uE0B0\\033[30;42m \uE0A0 main \\033[32;45m\uE0B0\\033[30;45m ◆ sonnet \\033[35;49m\uE0B0\\033[0m 3 files changed\\n'",
  '',
].join('\n');

const THEMES = ['Auto (match terminal)', 'Dark mode', 'Light mode', 'Dark mode (colorblind-friendly)',
  'Light mode (colorblind-friendly)', 'Dark mode (ANSI colors only)', 'Light mode (ANSI colors only)'];
const LOGIN_METHODS = [
  'Claude account with subscription · Individual, Team, or Enterprise',
  'Anthropic Console account · API usage billing',
  '3rd-party platform · Bedrock, Microsoft Foundry, Google Vertex AI',
];

// 2.1.3xx asks once whether to make auto mode the default when settings say "default": keep manual.
const AUTO_OFFER = /Make auto mode your default/;
/** @type {Step[]} */
const startOnboarded = [
  { command: 'claude' },
  { waitFor: /for shortcuts|❯\s*$|Make auto mode/m, timeout: 30000 },
  { if: AUTO_OFFER, then: [{ choose: /^No, keep/, fallback: ['Down', 'Enter'] }] },
];

// Sends a prompt; 2.1.4 drops an Enter that comes right after the typed text, leaving the prompt in
// the composer (the line above its lower rule): then Enter again.
/** @type {(t: string) => string} */
const escapeRe = (t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** @type {(text?: string) => Step[]} */
const send = (text = PROMPT) => [sendPrompt(text),
  { while: new RegExp(`❯\\s${escapeRe(text)}\\s*\\n(?:\\s*\\n)?─{10}`), keys_: ['Enter'], every: 2500, max: 3 }];

// An API failure: send the prompt, capture while it retries (if it does), then the final error.
/**
 * @param {string | number} behaviour
 * @param {{ reason: string, retry?: RegExp, final: RegExp, retryNotes?: string, finalNotes: string, extraEnv?: Record<string, string>,
 *   name?: string, baseUrl?: Fields['baseUrl'] }} o
 * @returns {Scenario<Fields>}
 */
function apiFailure(behaviour, { reason, retry, final, retryNotes, finalNotes, extraEnv = {}, name = `api-${behaviour}`, baseUrl }) {
  const steps = [...startOnboarded, ...send(),
    ...retryThenFinal({ name, reason, retry, retryNotes, final, finalNotes, finalTimeout: 180000 })];
  return {
    name, mock: String(behaviour), setup: onboardedHome, baseUrl,
    env: () => ({ CLAUDE_CODE_MAX_RETRIES: '3', ...extraEnv }),
    how: `Onboarded HOME, trusted project; 'claude' + Enter, typed '${PROMPT}' + Enter; mock API mode '${behaviour}' (CLAUDE_CODE_MAX_RETRIES=3).`,
    steps,
  };
}

// Real providers' errors (lab/faults.mjs), run only when named, e.g.
//   node lab/capture.mjs claude-code --sizes 120x40 --scenario real-p-anthropic-400-credit
// Anthropic's own bodies come verbatim (Messages API family); other providers' as LiteLLM relays them.
/** @type {(behaviour: string, reason: string, notes: string) => Scenario<Fields>} */
const realFailure = (behaviour, reason, notes) => ({
  ...apiFailure(behaviour, { reason, final: /API Error|⎿ .*(?:error|invalid|credit|exceed|not found|too long)/i, name: `real-${behaviour}`, finalNotes: notes }),
  manual: true,
});
// What 2.1.332 showed at 120x40 under the prompt, the composer idle below ('Once fixed, resend your
// message'): Claude Code words most API errors in lines of its own.
const REAL_FAILURES = [
  realFailure('p-anthropic-401', 'auth_rejected', "'⎿  Invalid API key · Fix external API key' for Anthropic's 401 authentication_error."),
  realFailure('p-anthropic-400-credit', 'billing_quota', "'⎿  Credit balance too low · Add funds: https://platform.claude.com/settings/billing' for Anthropic's 400 'Your credit balance is too low to access the Anthropic API'."),
  realFailure('p-anthropic-404-model', 'model_not_found', "'● There's an issue with the selected model (claude-opus-5-5). It may not exist or you may not have access to it. Run /model to pick a different model.' for Anthropic's 404 not_found_error."),
  realFailure('p-anthropic-400-context', 'context_too_long', "'⎿  Prompt is too long · the request is ~200251 tokens (limit 200000) but this conversation is only ~2926 tokens …' over three lines, for Anthropic's 400 'prompt is too long'."),
  realFailure('p-anthropic-400-filter', 'content_refused', "'● API Error: 400 Output blocked by content filtering policy' for Anthropic's 400 invalid_request_error (its content filter)."),
  realFailure('p-moonshot-400-risk', 'content_refused', "'● API Error: 400 litellm.BadRequestError: OpenAIException - {\"error\":{\"code\":400,\"message\":\"The request was rejected because it was considered high risk\",…}}. Received Model Group=…' over four lines: Moonshot's content filter as LiteLLM relays it."),
  realFailure('p-openrouter-402', 'billing_quota', "'● API Error: 402 litellm.APIError: OpenrouterException - {…\"This request requires more credits, or fewer max_tokens …\"…}' over five lines: OpenRouter's 402 as LiteLLM relays it."),
];

/** @type {Vendor<Fields>} */
export default {
  vendor: 'claude-code',
  short: 'cc',
  proxy: true,
  env: (ctx, sc) => ({
    ANTHROPIC_BASE_URL: sc.baseUrl ? sc.baseUrl(ctx) : ctx.mockUrl(),
    HTTPS_PROXY: sc.noProxy ? null : `http://127.0.0.1:${ctx.proxyPort}`,
    NO_PROXY: sc.noProxy ? null : '127.0.0.1,localhost',
    NODE_EXTRA_CA_CERTS: sc.noProxy ? null : ctx.caPem,
    ANTHROPIC_API_KEY: sc.noKey ? null : KEY,
  }),
  scenarios: [
    { name: 'explore', manual: true, steps: [{ command: 'claude' }] },
    { name: 'explore-nokey', manual: true, noKey: true, steps: [{ command: 'claude' }] },
    { name: 'explore-onboarded', manual: true, setup: onboardedHome, steps: [{ command: 'claude' }] },

    {
      name: 'first-run',
      how: 'Fresh HOME with ANTHROPIC_API_KEY set, fresh git project; whole first run from the theme picker to the composer, one prompt, /exit.',
      steps: [
        { command: 'claude' },
        { waitFor: /text style/, timeout: 30000 },
        { capture: 'onboarding-theme', expect: /Choose the text style/,
          how: "Fresh HOME, typed 'claude' + Enter; first onboarding step (theme picker).",
          label: gate('onboarding', 'theme', 'select', THEMES, "'Welcome to Claude Code v…' (with the welcome art where the screen is tall enough), then \"Let's get started. / Choose the text style that looks best with your terminal\" with a 7-item theme list (no numbers, cursor ❯ on 'Auto (match terminal)' ✔) and a diff preview.") },
        { keys: ['Enter'] },
        { capture: 'auth-api-key-detected', expect: /Detected a custom API key/,
          how: 'Fresh HOME with ANTHROPIC_API_KEY; after the theme picker (Enter).',
          label: gate('auth', 'ANTHROPIC_API_KEY', 'select', ['Yes', 'No (recommended)'], "'Detected a custom API key in your environment', the masked key, 'Do you want to use this API key?' with Yes / No (recommended), cursor on No; 'Enter to confirm · Esc to cancel'.") },
        { choose: /^Yes$/, fallback: ['Up', 'Enter'] },
        { capture: 'onboarding-security-notes', expect: /Security notes/,
          how: "Fresh HOME; theme Enter, API key 'Yes'.",
          label: gate('onboarding', 'security notes', 'key', [], "'Security notes:' (Claude can make mistakes / prompt injection risks) ending with 'Press Enter to continue'.") },
        { keys: ['Enter'] },
        { capture: 'trust-folder', expect: /trust this folder/,
          how: "Fresh HOME; theme, API key 'Yes', security notes Enter; the folder trust dialog.",
          label: (c) => gate('trust', c.proj, 'select', ['No, exit', 'Yes, I trust this folder'], "'Accessing workspace:' with the project path, the 'Quick safety check: Is this a project you created or one you trust?' text and two choices, cursor on 'No, exit'; 'Enter to confirm · Esc to cancel'.") },
        { choose: /^Yes, (?:I trust|proceed)/, fallback: ['Down', 'Enter'] },
        { waitFor: /❯\s*$/m, timeout: 20000 },
        { capture: 'ready-composer-first-run', expect: /auto mode/i,
          how: 'Fresh HOME; whole onboarding answered (theme, key Yes, notes, trust Yes).',
          label: ready("Welcome header (Claude Code version, model, 'API Usage Billing', cwd), the one-time notice 'Auto mode is now Claude Code's default permission mode', then the empty ❯ composer between two rules and the footer '⏵⏵ auto mode on (shift+tab to cycle)'; idle.") },
        ...send(),
        { waitFor: /Worked for|local mock server/, timeout: 30000 },
        { capture: 'ready-after-reply', expect: /local mock server/,
          how: `Fresh HOME onboarded in this session; typed '${PROMPT}' + Enter; mock 'ok'.`,
          label: ready("The prompt, the '●' mock reply and '✻ Worked for 0s' above the empty ❯ composer; idle.") },
        { text: '/exit', enter: true, settle: false },
        { waitFor: /Resume this session/, timeout: 20000 },
        { capture: 'shell-after-exit', expect: /claude --resume/,
          how: "After a reply, typed '/exit' + Enter; Claude Code exited to bash.",
          label: notAgent("Last frame of Claude Code (conversation, composer with '/exit' typed, slash-command menu) then 'Resume this session with: claude --resume <id>' and the bash prompt; bash is in the foreground.") },
      ],
    },

    {
      name: 'trust-declined', setup: (ctx) => onboardedHome(ctx, { trusted: false }),
      how: "Onboarded HOME, untrusted project; 'claude' + Enter, 'No, exit' chosen.",
      steps: [
        { command: 'claude' },
        { waitFor: /trust this folder/, timeout: 30000 },
        { capture: 'trust-folder-onboarded', expect: /trust this folder/,
          how: "Onboarded HOME, untrusted fresh project; 'claude' + Enter.",
          label: (c) => gate('trust', c.proj, 'select', ['No, exit', 'Yes, I trust this folder'], "Only the trust dialog (no welcome art): 'Accessing workspace:' with the project path, 'Quick safety check...' and 'No, exit' / 'Yes, I trust this folder', cursor on 'No, exit'.") },
        { choose: /^No, exit/, fallback: ['Enter'] },
        { waitFor: SHELL_PROMPT, timeout: 15000 },
        { capture: 'shell-after-trust-declined',
          label: notAgent("Claude Code exited after 'No, exit' on the trust dialog; the bash prompt is back under the remains of the dialog. bash is in the foreground.") },
      ],
    },

    {
      name: 'login-claude-account', noKey: true,
      how: "Fresh HOME without ANTHROPIC_API_KEY; 'claude', theme Enter, login method 1 (Claude account).",
      steps: [
        { command: 'claude' },
        { waitFor: /text style/, timeout: 30000 },
        { keys: ['Enter'] },
        { waitFor: /Select login method/, timeout: 15000 },
        { capture: 'auth-login-method', expect: /Select login method/,
          how: "Fresh HOME without ANTHROPIC_API_KEY; 'claude' + Enter, theme Enter.",
          label: gate('auth', 'Claude Code login method', 'select', LOGIN_METHODS, "'Claude Code can be used with your Claude subscription or billed based on API usage...' then 'Select login method:' with three numbered choices, cursor on 1.") },
        { keys: ['Enter'] },
        { waitFor: /oauth\/authorize/, timeout: 15000 },
        { capture: 'auth-oauth-browser', expect: /Paste code here/,
          how: "Fresh HOME without key; theme Enter, login method 1 (Claude account with subscription).",
          label: gate('auth', 'Claude account OAuth (claude.ai/oauth/authorize)', 'browser', [], "'Browser didn't open? Use the URL below to sign in (c to copy)' with the claude.ai OAuth URL, then 'Paste code here if prompted' above an empty input box and 'Esc to go back'.") },
        { text: 'bogus-code-123#state456' },
        { capture: 'auth-oauth-code-typed',
          label: gate('auth', 'Claude account OAuth (claude.ai/oauth/authorize)', 'browser', [], "The OAuth URL screen after typing a (bogus) code into the 'Paste code here if prompted' box; the box masks it as '*****...ate456' (not submitted yet); 'Esc to clear'.") },
        { keys: ['Enter'] },
        { waitFor: /OAuth error|error/i, timeout: 20000 },
        { capture: 'auth-oauth-error', expect: /OAuth error/,
          how: 'Fresh HOME without key; Claude account login, a bogus code submitted; the lab proxy answers the token exchange with HTTP 400 invalid_grant.',
          label: failing('auth_rejected', "'✘ OAuth error: That code wasn't accepted. It may be incomplete, expired, already used, or from an earlier sign-in attempt. Sign in again to get a new code.' and 'Press Enter to retry (Esc to continue without logging in)'.") },
      ],
    },
    {
      name: 'login-console', noKey: true,
      how: "Fresh HOME without ANTHROPIC_API_KEY; 'claude', theme Enter, login method 2 (Console).",
      steps: [
        { command: 'claude' },
        { waitFor: /text style/, timeout: 30000 },
        { keys: ['Enter'] },
        { waitFor: /Select login method/, timeout: 15000 },
        { choose: /Anthropic Console/, fallback: ['Down', 'Enter'] },
        { waitFor: /How do you want to sign in/, timeout: 15000 },
        { capture: 'auth-console-method', expect: /How do you want to sign in/,
          label: gate('auth', 'Anthropic Console account sign-in', 'select',
            ['Sign in with your Console account (recommended)', 'Create an API key (legacy) · adds a key to your Console workspace', 'Go back'],
            "'Anthropic Console account / How do you want to sign in?' with three numbered choices, cursor on 1.") },
        { keys: ['Enter'] },
        { waitFor: /oauth\/authorize|Paste code/, timeout: 15000 },
        { capture: 'auth-console-browser', expect: /Paste code here/,
          label: gate('auth', 'Anthropic Console OAuth (platform.claude.com/oauth/authorize)', 'browser', [], "Console login: 'Browser didn't open? Use the URL below to sign in (c to copy)' with the platform.claude.com OAuth authorize URL, 'Paste code here if prompted' input box, 'Esc to go back'.") },
      ],
    },
    {
      name: 'login-3p', noKey: true,
      how: "Fresh HOME without ANTHROPIC_API_KEY; 'claude', theme Enter, login method 3 (3rd-party platform).",
      steps: [
        { command: 'claude' },
        { waitFor: /text style/, timeout: 30000 },
        { keys: ['Enter'] },
        { waitFor: /Select login method/, timeout: 15000 },
        { choose: /3rd-party/, fallback: ['Down', 'Down', 'Enter'] },
        { capture: 'auth-3p-platform', expect: /Using 3rd-party platforms/,
          label: gate('auth', '3rd-party platform login', 'select',
            ['Amazon Bedrock · interactive setup', 'Microsoft Foundry · opens docs', 'Google Vertex AI · interactive setup', 'Go back'],
            "'Using 3rd-party platforms' menu (Bedrock / Foundry / Vertex / Go back), cursor on 1, and a Foundry docs link.") },
        { keys: ['Enter'] },
        { capture: 'auth-bedrock-method', expect: /How do you authenticate to AWS/,
          label: gate('auth', 'Amazon Bedrock (AWS authentication)', 'select',
            ['AWS profile (SSO or named profile)', 'Bedrock API key (bearer token)', 'Access key + secret', 'Use credentials already in my environment'],
            "'Set up Amazon Bedrock / How do you authenticate to AWS?' with four numbered choices, cursor on 1, '↑/↓ to navigate · Enter to select · Esc to cancel'.") },
        { keys: ['Enter'] },
        { capture: 'auth-bedrock-profile-text', expect: /Profile name/,
          label: gate('auth', 'Amazon Bedrock AWS profile name', 'text', [],
            "'Set up Amazon Bedrock / AWS profile name' with an input box showing the placeholder 'my-bedrock-profile'; 'Enter to continue · Esc to go back'.") },
        { keys: ['Escape', 'Down', 'Enter'] },
        { capture: 'auth-bedrock-api-key-text', expect: /API key/i,
          label: gate('auth', 'Amazon Bedrock API key', 'text', [], "'Set up Amazon Bedrock / Bedrock API key / Generate a key in the AWS console under Bedrock → API keys.' with an 'API key' input box showing the placeholder 'bedrock-api-key-…'; 'Enter to continue · Esc to go back'.") },
      ],
    },

    {
      name: 'permission-bash', mock: 'tool', setup: onboardedHome,
      how: "Onboarded HOME, trusted project, permissions.defaultMode=default; 'claude', then a prompt; mock 'tool' answers with a Bash tool call.",
      steps: [
        { command: 'claude' },
        { waitFor: /for shortcuts|❯\s*$|Make auto mode/m, timeout: 30000 },
        { if: AUTO_OFFER, then: [
          { capture: 'onboarding-auto-mode-offer', expect: AUTO_OFFER,
            how: "Onboarded HOME with permissions.defaultMode=default, trusted project; 'claude' + Enter; first screen.",
            label: gate('onboarding', 'auto mode as default permission mode', 'select',
              ['Yes, set auto mode as my default permission mode', 'No, keep manual mode'],
              "Welcome header, then 'Make auto mode your default permission mode?' with an explanation and two choices (cursor on Yes); shown once to a user whose settings keep manual mode.") },
          { choose: /^No, keep/, fallback: ['Down', 'Enter'] },
        ] },
        { capture: 'ready-composer-empty', expect: /❯/,
          how: "Onboarded HOME, trusted project; 'claude' + Enter; first screen.",
          label: ready("Welcome header (Claude Code version, model, 'API Usage Billing', cwd) above the empty ❯ composer between two rules and the footer '⏸ manual mode on · ? for shortcuts'; idle.") },
        ...send(TOOL_PROMPT),
        { waitFor: /Do you want to proceed|Yes, and don/, timeout: 40000 },
        { capture: 'permission-bash', expect: /Do you want to proceed/,
          how: `Onboarded HOME, trusted project; typed '${TOOL_PROMPT}' + Enter; mock 'tool' answered with a Bash tool call 'mkdir -p build && touch build/out.txt'.`,
          label: (c) => gate('permission', 'mkdir -p build && touch build/out.txt', 'select',
            ['Yes', `Yes, and don't ask again for mkdir -p build and touch build/out.txt commands in ${c.proj}`, 'Yes, and switch to auto mode · auto mode handles these prompts for you', 'No'],
            "'● Bash(mkdir -p build && touch build/out.txt) ⎿ Waiting…', then the 'Bash command' box with the description and the command, 'Do you want to proceed?' with four numbered choices (cursor on 1) and 'Esc to cancel · Tab to amend'.") },
        { keys: ['Enter'], settle: false },
        // on a loaded machine the dialog may not take the first Enter
        { while: /Do you want to proceed/, keys_: ['Enter'], every: 3000, max: 2 },
        { waitFor: /Done: I created/, timeout: 40000 },
        { capture: 'ready-after-permission',
          how: "The Bash permission prompt answered with Enter (Yes); the command ran and the mock's final reply came.",
          label: ready("Bash tool call (mkdir -p build && touch build/out.txt) shown as run, then the mock's final reply 'Done: I created build/out.txt ...' above the idle ❯ composer.") },
      ],
    },
    {
      name: 'question', mock: 'ask', setup: onboardedHome,
      how: "Onboarded HOME, trusted project; a prompt; mock 'ask' answers with an AskUserQuestion call (one question, three choices with descriptions); the first choice picked.",
      steps: [
        ...startOnboarded,
        ...send('Set up tests for this project.'),
        { waitFor: /Which test framework/, timeout: 40000 },
        { capture: 'question-picker', expect: /Which test framework should this project use\?/,
          label: gate('question', 'Which test framework should this project use?', 'select', ['pytest', 'unittest', 'doctest', 'Type something.'],
            "The model's question drawn by the AskUserQuestion tool: a 'Tests' header chip, 'Which test framework should this project use?', three numbered choices each with a grey description line under it, a free-text choice, cursor on 1; the operator answers by picking or typing.") },
        { keys: ['Enter'], settle: false },
        { wait: 3000 }, { if: /Which test framework should this project use\?\s*\n/, then: [{ keys: ['Enter'], settle: false }] },
        { waitFor: /Thanks: I will set up the tests/, timeout: 40000 },
        { capture: 'ready-after-question', expect: /Thanks: I will set up the tests/,
          label: ready("The question answered (the choice shown under the tool call), the mock's reply 'Thanks: I will set up the tests with the framework you chose.' above the idle composer.") },
      ],
    },
    {
      name: 'question-multi', mock: 'ask-multi', setup: onboardedHome, sizes: ['120x40', '80x24'],
      how: "Onboarded HOME, trusted project; a prompt; mock 'ask-multi' answers with an AskUserQuestion call with multiSelect (one question, three choices with descriptions); lint and type check ticked, then submitted.",
      steps: [
        ...startOnboarded,
        ...send('Set up commit checks for this project.'),
        { waitFor: /Which checks should run/, timeout: 40000 },
        { capture: 'question-multi-picker', expect: /\[ \] lint/,
          label: gate('question', 'Which checks should run before each commit?', 'select', MULTI_CHOICES,
            "The model's multi-select question drawn by the AskUserQuestion tool: a '← ☐ Checks ✔ Submit →' tab bar, 'Which checks should run before each commit?', three numbered checkbox choices '[ ]' each with a grey description line under it, a free-text checkbox choice, an unnumbered 'Submit', 'Chat about this' below a rule; cursor on 1, nothing ticked.") },
        { keys: ['Space'] },
        { keys: ['Down', 'Space'] },
        { capture: 'question-multi-ticked', expect: /\[✔\] type check/,
          label: gate('question', 'Which checks should run before each commit?', 'select', MULTI_CHOICES,
            "The same multi-select question with lint and type check ticked ('[✔]'), cursor on 2; the tab bar's chip now '☒ Checks'. Nothing is submitted until 'Submit'.") },
        { keys: ['Down', 'Down', 'Down'] },
        { keys: ['Enter'] },
        { waitFor: /Review your answers/, timeout: 10000 },
        { capture: 'question-multi-review', expect: /Submit answers/,
          label: gate('question', 'Review your answers', 'select', ['Submit answers', 'Cancel'],
            "The question tool's review page after 'Submit': 'Review your answers', '● Which checks should run before each commit? → lint, type check', '❯ 1. Submit answers / 2. Cancel'.") },
        { keys: ['Enter'] },
        { waitFor: /Thanks: I will set up the tests/, timeout: 40000 },
        { capture: 'ready-after-question-multi', history: true, expect: /Thanks: I will set up the tests/,
          label: ready("Captured with the pane's history (capture-pane -S -). The multi-select question answered ('lint, type check' under the tool call), the mock's reply 'Thanks: …' above the idle composer at the bottom.") },
      ],
    },
    {
      // The first run's dialog stays above the shell prompt after 'No, exit': a capture with the pane's
      // history keeps it, answered, above whatever the second run shows at the bottom.
      name: 'trust-again', setup: (ctx) => onboardedHome(ctx, { trusted: false }), sizes: ['120x40', '80x24'],
      how: "Onboarded HOME, untrusted project; 'claude' + Enter, 'No, exit' chosen; 'claude' again, the folder trusted; captured with the pane's history (capture-pane -S -).",
      steps: [
        { command: 'claude' },
        { waitFor: TRUST_DIALOG, timeout: 30000 },
        { choose: /^No, exit/, fallback: ['Enter'] },
        { waitFor: SHELL_PROMPT, timeout: 15000 },
        { command: 'claude' },
        // the first dialog is still on screen: wait for the second one's footer at the bottom
        { waitFor: /Enter to confirm · Esc to cancel\s*$/, timeout: 30000 },
        { capture: 'trust-folder-history', history: true,
          label: (c) => gate('trust', c.proj, 'select', c.screen.includes('1. Yes, proceed') ? ['Yes, proceed', 'No, exit'] : ['No, exit', 'Yes, I trust this folder'],
            "Captured with the pane's history (capture-pane -S -): the first run's trust dialog, answered 'No, exit', above the shell prompt and the second 'claude'; the second run's trust dialog live at the bottom.") },
        { choose: /^Yes, (?:I trust|proceed)/, fallback: ['Down', 'Enter'] },
        { waitFor: /for shortcuts|❯\s*$/m, timeout: 30000 },
        { capture: 'ready-after-trust-history', history: true,
          label: ready("Captured with the pane's history (capture-pane -S -): the first run's trust dialog, answered 'No, exit', above the shell prompt; the second run trusted the folder and shows its idle composer at the bottom.") },
      ],
    },
    permissionDeniedScenario({
      start: startOnboarded, setup: onboardedHome, send,
      how: "Onboarded HOME, trusted project; prompt; mock 'tool' answers with a Bash tool call; the operator answers No (Esc).",
      dialog: /Do you want to proceed/, timeout: 40000,
      notes: "The Bash permission prompt was cancelled with Esc: '● Bash(mkdir -p build && touch build/out.txt) ⎿ Interrupted · What should Claude do instead?'; the composer is idle below.",
    }),
    busyScenario({
      start: startOnboarded, setup: onboardedHome, send: () => send(),
      how: "Onboarded HOME, trusted project; prompt sent; mock 'slow' waits 60 s before answering.",
      spinner: { capture: 'busy-working-spinner',
        notes: "Busy: the prompt is echoed and a spinner line ('✢ <verb>…') runs above the empty composer, footer '⏸ manual mode on · esc to interrupt', while the mock holds the reply; not idle, but no gate or failure shown." },
      after: { capture: 'ready-after-interrupt',
        notes: "After Esc during the spinner the turn was withdrawn: the unsent prompt 'Say hello in one sentence.' is back in the ❯ composer (footer '⏸ manual mode on'); idle, waiting for the operator." },
    }),
    decoyScenario({
      start: startOnboarded, setup: onboardedHome, send,
      how: "Onboarded HOME, trusted project; prompt sent; mock 'decoy' replies with text quoting a trust prompt and 'Rate limit reached'.",
      notes: "Decoy: the assistant's reply quotes 'Do you trust the files in this folder?', '1. Yes, proceed', '2. No, exit' and 'Rate limit reached' as plain text; below it the composer is idle. No gate and no failure.", timeout: 40000,
    }),
    recoveredScenario({
      start: startOnboarded, setup: onboardedHome, send, status: 429, count: 4, final: /API Error: .*429/,
      env: () => ({ CLAUDE_CODE_MAX_RETRIES: '3' }),
      how: "Onboarded HOME, trusted project; the mock fails the next 4 model requests with 429 (the first try and 3 retries, CLAUDE_CODE_MAX_RETRIES=3); prompt sent, final error awaited; a second prompt sent, which the mock answers.",
      notes: "The 429 of the first prompt ('● API Error: Request rejected (429) …') stays on the screen above the second prompt and its reply; the composer is idle under them. The error is history, not the agent's state.",
    }),
    apiFailure(401, { reason: 'auth_rejected', final: /Invalid API key|401|authentication/i,
      finalNotes: "HTTP 401 from the API: '⎿ Invalid API key · Fix external API key' under the prompt; the composer is idle again with the placeholder 'Once fixed, resend your message'." }),
    apiFailure(403, { reason: 'auth_rejected', final: /API Error|403|permission/i,
      finalNotes: "HTTP 403 from the API: '● Please run /login · API Error: 403 Your API key does not have permission to use the specified resource.'; the composer is idle again with the placeholder 'Once fixed, resend your message'." }),
    apiFailure(429, { reason: 'rate_limited', retry: /Retrying|attempt/, final: /API Error|rate limit/i,
      retryNotes: "Spinner line '✻ API error · retrying in 1s · attempt k/3' while the API keeps answering 429 (the status is not named); still auto-retrying, footer 'esc to interrupt'.",
      finalNotes: "After the retries: '● API Error: Request rejected (429) · This request would exceed the rate limit for your organization...' under the prompt; composer idle with the placeholder 'Resend your message to try again'." }),
    apiFailure(500, { reason: 'server_error', retry: /Retrying|attempt/, final: /API Error/i,
      retryNotes: "Spinner line '✻ API error · retrying in 1s · attempt k/3' while the API answers HTTP 500; still auto-retrying, footer 'esc to interrupt'.",
      finalNotes: "After the retries: '● API Error: 500 Internal server error. This is a server-side issue, usually temporary...' under the prompt; composer idle with 'Resend your message to try again'." }),
    apiFailure(529, { reason: 'overloaded', retry: /Retrying|attempt/, final: /API Error|Overloaded/i,
      retryNotes: "Spinner line '✻ API error · retrying in 1s · attempt k/3' while the API answers 529 Overloaded; still auto-retrying, footer 'esc to interrupt'.",
      finalNotes: "After the retries: '● API Error: Repeated 529 Overloaded errors. The API is at capacity...' under the prompt; composer idle with 'Resend your message to try again'." }),
    {
      ...apiFailure('closed-port', { reason: 'network_error', retry: /Retrying|attempt/, final: /API Error|Connection|Unable/i,
        retryNotes: "Spinner line '✻ Connection refused — a firewall or proxy may be blocking it (ECONNREFUSED) · retrying in 1s · attempt k/3' (ANTHROPIC_BASE_URL points at a closed port); still auto-retrying.",
        finalNotes: "After the retries: '● API Error: Connection refused — a firewall or proxy may be blocking it (ECONNREFUSED)' (ANTHROPIC_BASE_URL points at a closed port); composer idle with 'Resend your message to try again'." }),
      name: 'api-closed-port', mock: 'ok', baseUrl: () => 'http://127.0.0.1:9/m/ok',
      how: "Onboarded HOME, trusted project; ANTHROPIC_BASE_URL=http://127.0.0.1:9 (closed port); 'claude', prompt + Enter (CLAUDE_CODE_MAX_RETRIES=3).",
    },
    {
      name: 'first-run-offline', noProxy: true,
      how: "Fresh HOME with ANTHROPIC_API_KEY, no HTTPS_PROXY: the machine has no route to api.anthropic.com; 'claude' + Enter.",
      steps: [
        { command: 'claude', settle: false },
        { waitFor: /Unable to connect/, timeout: 30000 },
        { waitFor: SHELL_PROMPT, timeout: 15000 },
        { capture: 'shell-after-startup-network-error', expect: /Unable to connect/,
          how: "Fresh HOME, no proxy (offline); 'claude' + Enter; after Claude Code exited.",
          label: { state: 'not_agent', observed_process: 'bash', text_state: 'failing', notes: "'Unable to connect to Anthropic services / Failed to connect to api.anthropic.com: ENOTFOUND / ... supported-countries' above the bash prompt: Claude Code exited at start-up (foreground is bash).", ruling: 'foreground process is not the agent: not_agent wins by precedence' } },
      ],
    },
    {
      name: 'startup-malformed-settings',
      setup: (ctx) => { onboardedHome(ctx); ctx.write('.claude/settings.json', '{\n  "theme": "dark",\n  permissions: { "defaultMode": "default" }\n}\n'); },
      how: "Onboarded HOME whose ~/.claude/settings.json is not valid JSON (an unquoted key); 'claude' + Enter.",
      steps: [
        { command: 'claude' },
        { waitFor: /Settings Error/, timeout: 30000 },
        { capture: 'startup-settings-error', expect: /Invalid or malformed JSON/,
          label: failing('config_error', "Instead of the composer, a 'Settings Error' panel under a rule: the settings.json path, '└ Invalid or malformed JSON (line 3, column 3)', 'Files with errors are skipped entirely, not just the invalid settings.' and three choices (Fix with Claude / Exit and fix manually / Continue without these settings), cursor on 1; Claude Code waits here until the operator picks one.") },
      ],
    },
    {
      name: 'startup-unknown-model', mock: 'p-anthropic-404-model', setup: onboardedHome,
      how: "Onboarded HOME, trusted project; 'claude --model claude-nonexistent-9' + Enter, then a prompt; the mock answers with Anthropic's 404 not_found_error for a model.",
      steps: [
        { ...startOnboarded[0], command: 'claude --model claude-nonexistent-9' }, ...startOnboarded.slice(1),
        { capture: 'ready-composer-unknown-model', expect: /isn't recognized/,
          label: ready("Claude Code starts with the unknown model: the header names 'claude-nonexistent-9', a warning '⚠ Model \"claude-nonexistent-9\" isn't recognized · context assumed to be 1m tokens · update Claude Code, or see …' sits above the empty ❯ composer, which takes input; nothing has failed yet.") },
        ...send(),
        { waitFor: /issue with the selected model/, timeout: 60000 },
        { capture: 'model-not-found-after-prompt', expect: /issue with the selected model/,
          label: failing('model_not_found', "Under the prompt: '● There's an issue with the selected model (claude-nonexistent-9). It may not exist or you may not have access to it. Run /model to pick a different model.'; the composer is idle with 'Once fixed, resend your message'.") },
      ],
    },
    {
      name: 'startup-mcp-failed',
      setup: (ctx) => onboardedHome(ctx, { mcpServers: { 'lab-tools': { type: 'stdio', command: '/opt/lab/no-such-mcp-server', args: [] } } }),
      how: "Onboarded HOME whose ~/.claude.json configures a user MCP server 'lab-tools' with a command that does not exist; 'claude' + Enter.",
      steps: [
        ...startOnboarded, { wait: 8000 },
        // the MCP server's start can hold the first frame back past startOnboarded's check
        { if: AUTO_OFFER, then: [{ choose: /^No, keep/, fallback: ['Down', 'Enter'] }] }, { wait: 4000 },
        { capture: 'ready-composer-mcp-failed', expect: /❯/,
          label: ready("The header and the empty ❯ composer with the footer '⏸ manual mode on · ? for shortcuts', as on any start: the MCP server could not be spawned (ENOENT; '✘ lab-tools' only in the /mcp panel and 'claude mcp list'), but nothing on the screen says so and the composer takes input.") },
      ],
    },
    {
      name: 'startup-no-key', noKey: true, setup: onboardedHome,
      how: "Onboarded HOME (the key approved earlier), no ANTHROPIC_API_KEY in the environment and no login; 'claude' + Enter, then a prompt.",
      steps: [
        ...startOnboarded,
        { capture: 'login-needed-composer', expect: /Not logged in/,
          label: gate('auth', 'sign in with /login', 'text', [], "The header and the empty ❯ composer as on any start; only the footer's right corner says 'Not logged in · run /login'. The composer takes input, but a prompt sent from here fails at once (next capture): the way on is /login, typed into it.") },
        ...send(),
        { waitFor: /Please run \/login/, timeout: 30000 },
        { capture: 'not-logged-in-after-prompt', expect: /Not logged in · Please run \/login/,
          label: failing('auth_rejected', "Under the prompt: '⎿  Not logged in · Please run /login'; the composer is idle with 'Once fixed, resend your message' and the footer's right corner says 'Not logged in · run /login'.") },
      ],
    },
    // Errors that are not failures, and a customised footer: every screen below is `ready`.
    {
      name: 'slash-refusal', setup: onboardedHome,
      how: "Onboarded HOME, trusted project; 'claude' + Enter; '/compact' + Enter with no conversation to compact, then '/resume' + Enter with no earlier session.",
      steps: [
        ...startOnboarded,
        { text: '/compact', settle: false }, { wait: 800 }, { keys: ['Enter'] }, { wait: 3000 },
        { capture: 'ready-after-slash-compact-refused', expect: /compact/i,
          label: ready('/compact with nothing to compact: the command refuses in a line of its own under the echoed command; the composer is idle below. The refusal is the command\'s, not a failed turn.') },
        { text: '/resume', settle: false }, { wait: 800 }, { keys: ['Enter'] }, { wait: 3000 },
        { capture: 'slash-resume-shown', expect: /resume/i,
          label: ready('/resume with no earlier session.') },
        { keys: ['Escape'] }, { wait: 1500 },
        { capture: 'ready-after-slash-resume-cancelled', expect: /resume/i,
          label: ready("/resume with no earlier session, left with Esc: '⎿ Resume cancelled' under the echoed command; the composer is idle below.") },
      ],
    },
    {
      name: 'compact-failed', setup: onboardedHome, env: () => ({ CLAUDE_CODE_MAX_RETRIES: '3' }),
      how: "Onboarded HOME, trusted project; one prompt answered; then the mock fails the next 4 model requests with 500 (CLAUDE_CODE_MAX_RETRIES=3) and '/compact' + Enter: the compaction's own request fails.",
      steps: [
        ...startOnboarded, ...send(), { waitFor: /comes from a local mock server/, timeout: 60000 },
        { failNext: { status: '500', count: 4 } },
        { text: '/compact', settle: false }, { wait: 800 }, { keys: ['Enter'], settle: false },
        { waitFor: /Error|error/, timeout: 120000 }, { wait: 3000 },
        { capture: 'compact-failed', expect: /compact/i,
          label: failing('server_error', '/compact after a turn: the compaction request failed with HTTP 500 and the command says so under the echoed command; the composer is idle below.') },
      ],
    },
    goodTurnScenario({
      name: 'tool-error', mock: 'tool-fail', setup: onboardedHome, start: startOnboarded, send, prompt: FAILING_TOOL_PROMPT,
      how: `Onboarded HOME, trusted project; typed '${FAILING_TOOL_PROMPT}'; mock 'tool-fail' calls Bash with a command that fails (a Python TypeError traceback); the permission prompt answered Yes; the mock's reply explains the failure.`,
      between: [{ waitFor: /Do you want to proceed/, timeout: 40000 }, { keys: ['Enter'], settle: false },
        { while: /Do you want to proceed/, keys_: ['Enter'], every: 3000, max: 2 }],
      done: TOOL_FAIL_DONE, capture: 'ready-after-tool-error',
      notes: "The Bash call's output is a Python traceback ending in 'TypeError: add() missing 1 required positional argument: b' (shown as the tool's error), then the reply 'The check failed on purpose …'; the composer is idle below. A tool's error inside a good turn.",
    }),
    goodTurnScenario({
      name: 'traceback-reply', mock: 'traceback', setup: onboardedHome, start: startOnboarded, send, prompt: TRACEBACK_PROMPT,
      how: `Onboarded HOME, trusted project; typed '${TRACEBACK_PROMPT}'; mock 'traceback' replies with text that quotes a Python traceback and an 'ERROR: HTTP 500 Internal Server Error' line.`,
      done: TRACEBACK_DONE, capture: 'ready-after-traceback-reply',
      notes: "The reply explains a traceback: it quotes 'Traceback (most recent call last):', 'requests.exceptions.HTTPError: 500 Server Error …' and 'ERROR: HTTP 500 Internal Server Error (POST /api/items)', and ends with a sentence; the composer is idle below.",
    }),
    goodTurnScenario({
      name: 'failed-words-reply', mock: 'failed-words', setup: onboardedHome, start: startOnboarded, send, prompt: FAILED_WORDS_PROMPT,
      how: `Onboarded HOME, trusted project; typed '${FAILED_WORDS_PROMPT}'; mock 'failed-words' replies with two paragraphs that open with 'Failed'.`,
      done: FAILED_WORDS_DONE, capture: 'ready-after-failed-words-reply',
      notes: "The reply's paragraphs open with 'Failed': '● Failed tests: none — all 12 pass.' and 'Failed to reproduce the bug: calc.add(2, 3) returns 5 on every run, so the code is correct as is.'; the composer is idle below. A good answer in an error's words.",
    }),
    goodTurnScenario({
      name: 'numbered-list', mock: 'list', setup: onboardedHome, start: startOnboarded, send, prompt: LIST_PROMPT,
      how: `Onboarded HOME, trusted project; typed '${LIST_PROMPT}'; mock 'list' replies with a numbered list of three steps ending with a question.`,
      done: LIST_DONE, capture: 'ready-after-numbered-list-reply',
      notes: "The reply is a numbered list '1. Add pytest … 2. Write tests … 3. Run them in CI …' ending with 'Which of these should I start with?'; the composer is idle below: the operator answers in prose, no dialog is drawn.",
    }),
    {
      name: 'statusline',
      setup: (ctx) => {
        onboardedHome(ctx);
        ctx.write('.claude/statusline.sh', POWERLINE_SCRIPT);
        ctx.write('.claude/settings.json', JSON.stringify({ theme: 'dark', permissions: { defaultMode: 'default' },
          statusLine: { type: 'command', command: 'bash ~/.claude/statusline.sh', padding: 0 } }, null, 2));
      },
      how: "Onboarded HOME, trusted project; settings.json 'statusLine' runs a script that prints a powerline-style line (segments on coloured backgrounds joined by U+E0B0 arrows); 'claude' + Enter, then a prompt.",
      steps: [
        ...startOnboarded, { wait: 3000 },
        // the status line's first run can hold the first frame back past startOnboarded's check
        { if: AUTO_OFFER, then: [{ choose: /^No, keep/, fallback: ['Down', 'Enter'] }, { wait: 2000 }] },
        { capture: 'ready-composer-statusline', expect: /main/,
          label: ready("The header and the empty ❯ composer between its rules; under it the custom powerline status line ('<glyph> lab <arrow> <branch glyph> main <arrow> ◆ sonnet <arrow> 3 files changed') and '⏸ manual mode on' in place of the default hints; idle.") },
        ...send(), { waitFor: /comes from a local mock server/, timeout: 60000 }, { wait: 2000 },
        { capture: 'ready-after-reply-statusline', expect: /main/,
          label: ready("The mock's reply above the idle ❯ composer, the custom powerline status line under it.") },
        // more turns, until the header (Claude Code's name) has scrolled away on a small screen
        ...[1, 2, 3, 4].flatMap(() => [...send(AGAIN_PROMPT), { wait: 6000 }]),
        { capture: 'ready-statusline-scrolled', expect: /main/,
          label: ready("Several replies; the header has scrolled away on a small screen, so only the composer and the custom powerline status line (no '? for shortcuts' hint) say whose screen it is; idle.") },
      ],
    },
    ...REAL_FAILURES,
  ],
};
