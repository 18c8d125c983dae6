// Qoder CLI scenarios (vendor id qoder; npm @qoder-ai/qodercli, binary qodercli, one Node bundle
// drawing inline). Qoder CLI has no model setting of its own: every turn goes to Qoder's servers
// under a Qoder account (a browser login or a Personal Access Token, QODER_PERSONAL_ACCESS_TOKEN),
// which the mock cannot stand in for. What runs offline is everything before the first turn: the
// folder trust dialog, the sign-in dialogs and a token that cannot be checked.
//
// 1.0.12 (the oldest release that runs: 0.2.4 and 0.2.5 are installers whose postinstall downloads a
// native binary, and their bin wrapper, without it, starts itself) plays every scenario as 1.1.52
// does. What it draws otherwise (the labels' notes say so, by version): the key hint reads '↑↓
// navigate' (1.1.52: '↑/↓ navigate'), the token field is a rounded box ('╭─╮' / '│ Paste your PAT
// here │' / '╰─╯') where 1.1.52 draws two rules, and a token that cannot be checked gets 'fetch
// failed' where 1.1.52 says 'Network attempt failed at dns'.
import { SHELL_PROMPT, failing, gate, notAgent } from './common.mjs';
/** @import { Step, Vendor } from './common.mjs' */

const PAT = 'pt-labtest-0000000000000000';
const TRUST = ['Trust folder', "Don't trust and exit"];
const SIGN_IN = ['Sign in to continue', 'Exit the application'];
// Qoder draws its trust dialog a moment before it reads keys: wait, then answer.
/** @type {(until?: RegExp) => Step[]} */
const start = (until = /Do you trust the files in this folder\?/) => [
  { command: 'qodercli' }, { waitFor: until, timeout: 120000, settle: { quietMs: 3000, timeoutMs: 30000 } }, { wait: 3000 },
];
/** @type {(...keys: string[]) => Step} */
const press = (...keys) => ({ keys, settle: { quietMs: 2500, timeoutMs: 30000 } });
/** @type {(version: string) => boolean} a release before 1.1 (1.0.12 was captured) */
const before11 = (version) => { const [major, minor] = (version || '9').split('.').map(Number); return major < 1 || (major === 1 && minor < 1); };
/** @type {(version: string) => string} */
const header = (version) => `the Qoder logo with 'Qoder CLI v${version}' and 'Not Login Please Auth' beside it and the 'Tips for getting started' box`;
/** @type {(version: string) => string} */
const nav = (version) => (before11(version) ? '↑↓ navigate · Enter select · Esc back' : '↑/↓ navigate · Enter select · Esc back');
/** @type {(version: string) => string} how the token check's network failure reads */
const netFail = (version) => (before11(version) ? 'fetch failed' : 'Network attempt failed at dns');

/** @type {Vendor<{ pat?: boolean }>} the Personal Access Token in the environment (`pat`) */
export default {
  vendor: 'qoder',
  short: 'q',
  proxy: false,
  env: (ctx, sc) => (sc.pat ? { QODER_PERSONAL_ACCESS_TOKEN: PAT } : {}),
  scenarios: [
    { name: 'explore', manual: true, steps: [...start(), { print: true }] },
    {
      name: 'first-run',
      how: "Fresh HOME, no token; 'qodercli' + Enter; Enter on 'Trust folder', Enter on 'Sign in to continue', then the Personal Access Token method, a token typed + Enter (it cannot be checked offline).",
      steps: [
        ...start(),
        { capture: 'trust-folder', expect: /Do you trust the files in this folder\?/,
          label: (ctx) => gate('trust', ctx.proj, 'select', TRUST, `Under ${header(ctx.version)}: 'Do you trust the files in this folder?', a rule, 'Please confirm this is your own project or from a trusted source. …', the project path, '❯ 1. Trust folder' / '2. Don't trust and exit' and '${nav(ctx.version)}'. No composer.`) },
        press('Enter'), { waitFor: /Sign in to continue/, timeout: 60000, settle: { quietMs: 2500, timeoutMs: 30000 } },
        { capture: 'sign-in-welcome', expect: /Sign in to get started/,
          label: (c) => gate('auth', null, 'select', SIGN_IN, `Under ${header(c.version)}: 'Welcome to Qoder CLI', a rule, 'Sign in to get started, or exit the application.', '❯ 1. Sign in to continue' / '2. Exit the application' and the navigation hint. No composer: nothing works until someone signs in.`) },
        press('Enter'), { waitFor: /Personal Access Token/, timeout: 60000, settle: { quietMs: 2500, timeoutMs: 30000 } },
        { capture: 'sign-in-method', expect: /Personal Access Token/,
          label: gate('auth', null, 'select', ['Login with Qoder Platform (Browser)', 'Use Qoder Personal Access Token (QODER_PERSONAL_ACCESS_TOKEN)'], "'Login', a rule, 'How would you like to authenticate for this project?', '❯ 1. Login with Qoder Platform (Browser)' and '2. Use Qoder Personal Access Token (QODER_PERSONAL_ACCESS_TOKEN)', each with a description line, the terms and privacy link and 'Enter select · Esc back'.") },
        press('Down'), press('Enter'), { waitFor: /Paste your PAT here|Personal Access Token/, timeout: 60000, settle: { quietMs: 2500, timeoutMs: 30000 } },
        { capture: 'sign-in-pat', expect: /Paste your PAT here/, label: (c) => gate('auth', null, 'text', [], `'Login > Qoder Personal Access Token', 'Please enter your Qoder Personal Access Token (PAT).', 'You can generate a PAT at https://qoder.com/account/integrations' and an empty field ${before11(c.version) ? 'in a rounded box' : 'between two rules'} ('Paste your PAT here'), 'Enter select · Esc back': it waits for a token to be pasted.`) },
        { text: PAT, enter: true, settle: { quietMs: 3000, timeoutMs: 60000 } }, { wait: 10000 }, { settle: { quietMs: 3000, timeoutMs: 60000 } },
        { capture: 'sign-in-pat-offline', expect: /Authentication failed/, label: (c) => failing('network_error', `The token page with the typed token in its field and 'Authentication failed: ${netFail(c.version)}' under it: Qoder could not reach its servers to check the token.`) },
      ],
    },
    {
      name: 'trust-exit', sizes: ['120x40', '80x24'],
      how: "Fresh HOME; 'qodercli' + Enter; Down, Enter on 'Don't trust and exit'.",
      steps: [
        ...start(), press('Down'), press('Enter'), { waitFor: SHELL_PROMPT, timeout: 30000 },
        { capture: 'shell-after-trust-exit', expect: SHELL_PROMPT, label: notAgent("'Don't trust and exit': the trust dialog stays drawn with '❯ 2. Don't trust and exit', then 'The current folder is not trusted. Exiting.' and the bash prompt: qodercli quit; bash is in the foreground.") },
      ],
    },
    {
      name: 'sign-in-exit', sizes: ['120x40', '80x24'],
      how: "Fresh HOME; 'qodercli' + Enter; Enter on 'Trust folder'; Down, Enter on 'Exit the application'.",
      steps: [
        ...start(), press('Enter'), { waitFor: /Sign in to continue/, timeout: 60000, settle: { quietMs: 2500, timeoutMs: 30000 } },
        press('Down'), press('Enter'), { waitFor: SHELL_PROMPT, timeout: 30000 },
        { capture: 'shell-after-sign-in-exit', expect: SHELL_PROMPT, label: notAgent("'Exit the application' on the sign-in dialog: the dialog stays drawn with '❯ 2. Exit the application' above the bash prompt; qodercli quit and bash is in the foreground.") },
      ],
    },
    {
      name: 'pat-offline', pat: true,
      how: "Fresh HOME; QODER_PERSONAL_ACCESS_TOKEN set (Qoder's servers cannot be reached offline); 'qodercli' + Enter; Enter on 'Trust folder'.",
      steps: [
        ...start(), press('Enter'), { waitFor: /PAT authentication failed/, timeout: 120000, settle: { quietMs: 3000, timeoutMs: 30000 } },
        { capture: 'sign-in-pat-env-offline', expect: /PAT authentication failed/,
          label: (c) => failing('network_error', `Under ${header(c.version)}: 'Logging out', a rule, ${before11(c.version) ? "'PAT authentication failed: fetch failed'" : "'PAT authentication failed:' / 'Network attempt failed at dns'"}, then '❯ 1. Sign in to continue' / '2. Exit the application' and the navigation hint: the token from the environment could not be checked because Qoder's servers cannot be reached; signing in again would meet the same network.`) },
      ],
    },
  ],
};
