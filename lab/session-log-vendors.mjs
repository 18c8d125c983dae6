// The CLIs lab/session-logs.mjs runs besides Claude Code and Codex: Gemini CLI, Qwen Code, Copilot CLI and opencode, each
// against the mock's `board` agent, as data in the shape session-logs.mjs reads (how a run's HOME is set up, its environment, how to start, exit and fail a turn, where the
// log is and how the log marks a turn's end).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A session-log run: its folder, HOME, project, `write` into HOME, and (once set) the CLI's environment.
 * @typedef {{ dir: string, home: string, proj: string, write: (file: string, text: string) => void, env?: Record<string, string> }} LogRun
 */
/**
 * A scenario's options, handed to the vendor's `home` and `env`.
 * @typedef {{ todoWrite?: boolean, hook?: boolean, noProxy?: boolean, functionPlan?: boolean, version?: string }} LogOptions
 */
/**
 * One step of an interactive session (or, by turn number, of a headless one): a person's message
 * (`say`), the orchestrator's own words (`own`), a failed turn (`fail`), an interrupted one
 * (`interrupt`), a prompt refused at the permission dialog (`permissionEsc`), one a hook blocks
 * (`blocked`), an image alone (`image`), a background task's notice awaited (`notified`); an empty
 * step feeds what the guard offers.
 * @typedef {{ say?: string, own?: (offered: string) => string, fail?: boolean, interrupt?: string, permissionEsc?: string,
 *   blocked?: string, image?: string, notified?: boolean }} LogStep
 */
/**
 * A key press, typed text or a pause, as a CLI is quit.
 * @typedef {{ text?: string, keys?: string[], wait?: number }} ExitStep
 */
/**
 * How session-logs.mjs runs one CLI.
 * @typedef {object} LogVendor
 * @property {string} version the release the logs were made with
 * @property {(run: LogRun, options: LogOptions) => void} home prepares HOME
 * @property {(run: LogRun, options: LogOptions) => Record<string, string>} env
 * @property {number} failStatus the status that ends a turn in a failure
 * @property {(prompt: string, first: boolean) => string[]} [headless] the command of one headless turn
 * @property {string[]} interactive the command of the TUI
 * @property {(run: LogRun) => string} [logRoot] where its logs are
 * @property {RegExp} ready what shows once it takes input
 * @property {number} [startTimeout]
 * @property {number} [submitDelay] ms between a paste and its Enter
 * @property {RegExp} [turnEnd] what the log writes at a turn's end
 * @property {(run: LogRun) => number} [turnEnds] the turns over so far, where there is no log file
 * @property {(run: LogRun) => string | undefined} [currentLog] the log so far, where it is not the newest file
 * @property {string} [logExtension]
 * @property {string[]} [interruptKeys]
 * @property {number} [interruptDelay]
 * @property {boolean} [interruptLogged] takes no prompt until the interrupt is logged
 * @property {RegExp} [unsent] a message left in the composer
 * @property {ExitStep[]} exit
 * @property {(run: LogRun) => [string, string | undefined][]} [moreLogs] what else it saved of the session, by file suffix
 */
/**
 * A session-log scenario: headless steps by turn number (up to `maxTurns`), interactive steps in order.
 * @typedef {{ name: string, how: string, version?: string, options: LogOptions } &
 *   ({ mode: 'headless', steps: Record<number, LogStep>, maxTurns: number } | { mode: 'interactive', steps: LogStep[] })} LogScenario
 */

const GEMINI_KEY = 'AIzaSyLabTest-000000000000000000000000';
const OPENAI_KEY = 'sk-labtest-0000000000000000';

// The interactive session every CLI gets: a plan, the guard's feeds, a person typing between, an
// interrupted turn, a failed turn and the same prompt again, the orchestrator's own words, a shell
// call, and the guard's advancement fed until the board moves.
/** @type {(text: string) => string} */
const ownWords = (text) => {
  const todo = /\[~\] (.*)/.exec(text);
  return `Keep going with ${todo ? todo[1] : 'the todo in progress'}, please.`;
};
/** @type {LogStep[]} */
const TUI_STEPS = [{}, { say: 'Keep the current behaviour as the default, by the way.' }, {}, { interrupt: 'Take your time and check every call site.' },
  { fail: true }, {}, { own: ownWords }, { say: 'Please run the tests before you go on.' }, {}, {}, {}];

// The checkpoint `/chat save lab` wrote, in the project's folder under ~/.gemini/tmp.
/** @param {LogRun} run */
function geminiCheckpoint(run) {
  const tmp = join(run.home, '.gemini', 'tmp');
  const project = existsSync(tmp) ? readdirSync(tmp).find((name) => existsSync(join(tmp, name, 'checkpoint-lab.json'))) : undefined;
  return project && join(tmp, project, 'checkpoint-lab.json');
}

// opencode keeps its sessions in SQLite: the lab reads it with the sqlite3 command (read-only).
/** @type {(run: LogRun, sql: string) => string} */
function opencodeQuery(run, sql) {
  const db = join(run.home, '.local', 'share', 'opencode', 'opencode.db');
  if (!existsSync(db)) return '';
  try {
    return execFileSync('sqlite3', ['-readonly', db, sql], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

// The session so far, as `opencode export` writes it.
/** @param {LogRun} run */
function opencodeExport(run) {
  const session = opencodeQuery(run, 'SELECT id FROM session WHERE parent_id IS NULL ORDER BY time_created DESC LIMIT 1;');
  if (session === '') return undefined;
  const file = join(run.dir, 'export.json');
  writeFileSync(file, execFileSync('opencode', ['export', session], { cwd: run.proj, env: run.env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 180000 }));
  return file;
}

/**
 * @param {{ mockPort: number }} options
 * @returns {Record<string, LogVendor>}
 */
export function moreVendors({ mockPort }) {
  const mock = (suffix = '') => `http://127.0.0.1:${mockPort}/m/board${suffix}`;
  return {
    'gemini-cli': {
      version: '0.61.0',
      home(run) {
        // write_todos is offered to Gemini 2 models that are not previews; the shell call the
        // person asks for runs without a dialog.
        run.write('.gemini/settings.json', JSON.stringify({
          security: { auth: { selectedType: 'gemini-api-key' } },
          general: { enableAutoUpdate: false },
          model: { name: 'gemini-2.5-pro' },
          tools: { allowed: ['run_shell_command(npm test)'] },
        }, null, 2));
        run.write('.gemini/trustedFolders.json', JSON.stringify({ [run.proj]: 'TRUST_FOLDER' }));
      },
      env: () => ({ GEMINI_API_KEY: GEMINI_KEY, GOOGLE_GEMINI_BASE_URL: mock() }),
      // Gemini CLI retries a 5xx (and a 429) by itself; a 400 ends the turn.
      failStatus: 400,
      // In the default approval mode each write_todos call waited a minute before it ran.
      interactive: ['gemini', '--approval-mode', 'yolo'],
      logRoot: (run) => join(run.home, '.gemini', 'tmp'),
      ready: /Type your message/,
      // An Enter that comes soon after a paste is taken as part of it.
      submitDelay: 2500,
      // A reply, or the error recorded in the agent's place.
      turnEnd: /"type":"gemini","content":"[^"]|"type":"error"/g,
      // The chat is saved as a checkpoint too (`/chat save`), then the CLI quits.
      exit: [{ text: '/chat save lab' }, { wait: 300 }, { keys: ['Enter'] }, { wait: 3000 }, { text: '/quit' }, { wait: 300 }, { keys: ['Enter'] }],
      moreLogs: (run) => [['-checkpoint.json', geminiCheckpoint(run)]],
    },
    'qwen-code': {
      version: '0.24.4',
      home(run) {
        // todo_write is off unless tools.todoWrite.enabled; the shell call runs without a dialog.
        run.write('.qwen/settings.json', JSON.stringify({
          general: { enableAutoUpdate: false },
          security: { auth: { selectedType: 'openai' } },
          tools: { approvalMode: 'default', todoWrite: { enabled: true }, allowed: ['run_shell_command(npm test)'] },
          model: { generationConfig: { maxRetries: 0 } },
        }, null, 2));
      },
      env: () => ({ OPENAI_API_KEY: OPENAI_KEY, OPENAI_BASE_URL: mock('/v1'), OPENAI_MODEL: 'gpt-4o-mini' }),
      failStatus: 400,
      interactive: ['qwen'],
      // It takes over a minute to start on a loaded machine.
      startTimeout: 180000,
      logRoot: (run) => join(run.home, '.qwen', 'projects'),
      ready: /Type your message/,
      turnEnd: /"type":"assistant"[^\n]*"parts":\[\{"text"|"event.name":"qwen-code.api_error"/g,
      exit: [{ text: '/quit' }, { wait: 300 }, { keys: ['Enter'] }],
    },
    'copilot-cli': {
      version: '1.0.102',
      home(run) {
        // The project is trusted already, so no dialog comes before the composer.
        run.write('.copilot/config.json', JSON.stringify({ trustedFolders: [run.proj] }, null, 2));
      },
      // BYOK: an OpenAI-compatible provider, no GitHub sign-in.
      env: () => ({ COPILOT_PROVIDER_BASE_URL: mock('/v1'), COPILOT_PROVIDER_API_KEY: OPENAI_KEY, COPILOT_MODEL: 'gpt-4o-mini' }),
      // Copilot CLI retries a 5xx by itself; a 400 ends the turn (a `session.error`).
      failStatus: 400,
      // The shell call the person asks for runs without a dialog (the `sql` tool needs none).
      interactive: ['copilot', '--allow-tool', 'shell(npm:*)'],
      startTimeout: 180000,
      logRoot: (run) => join(run.home, '.copilot', 'session-state'),
      ready: /\/ commands/,
      // An Enter that comes soon after a paste is taken as part of it.
      submitDelay: 2500,
      // Esc while the agent works leads to editing the last prompt; Ctrl-C cancels the turn, once
      // the prompt has reached the model (on a loaded machine that takes seconds).
      interruptKeys: ['C-c'],
      interruptDelay: 8000,
      // It takes no prompt until the cancelled request is over and the `abort` logged.
      interruptLogged: true,
      // A paste left in the composer: the first Enter after an interrupt was not taken as a submit.
      unsent: /❯ \[Paste #\d+/,
      // A reply (an assistant message with no tool request), the error of a failed turn, or an abort.
      turnEnd: /"type":"assistant\.message"[^\n]*"toolRequests":\[\]|"type":"session\.error"|"type":"abort"/g,
      exit: [{ text: '/exit' }, { wait: 300 }, { keys: ['Enter'] }],
    },
    opencode: {
      version: '1.18.33',
      home(run) {
        // The built-in openai provider, moved to the mock (opencode speaks the Responses API to it).
        run.write('.config/opencode/opencode.json', JSON.stringify({
          $schema: 'https://opencode.ai/config.json', autoupdate: false, model: 'openai/gpt-4o-mini',
          provider: { openai: { options: { baseURL: mock('/v1') } } },
        }, null, 2));
      },
      env: () => ({ OPENAI_API_KEY: OPENAI_KEY }),
      // opencode retries a 5xx and a 429 for minutes; a 400 ends the turn.
      failStatus: 400,
      interactive: ['opencode'],
      startTimeout: 180000,
      ready: /Ask anything|ctrl\+p commands/,
      submitDelay: 1500,
      // The first Esc asks for a second; the prompt reaches the model seconds after it is typed.
      interruptKeys: ['Escape', 'Escape'],
      interruptDelay: 8000,
      interruptLogged: true,
      // No log file: the turns are counted in its database (a step that ended other than in tool
      // calls, or in an error or abort), and the log is the session's export.
      turnEnds: (run) => Number(opencodeQuery(run, "SELECT count(*) FROM message WHERE json_extract(data, '$.role') = 'assistant' AND (json_extract(data, '$.error') IS NOT NULL OR json_extract(data, '$.finish') NOT IN ('tool-calls'));") || 0),
      currentLog: opencodeExport,
      logExtension: '.json',
      exit: [{ keys: ['C-c'] }],
    },
  };
}

/** @type {Record<string, LogScenario[]>} */
export const moreScenarios = {
  'gemini-cli': [
    { name: 'gemini-cli-tui-write-todos', how: 'gemini --approval-mode yolo in tmux; gemini-2.5-pro, write_todos; /chat save at the end', mode: 'interactive', options: {}, steps: TUI_STEPS },
  ],
  'qwen-code': [
    { name: 'qwen-code-tui-todo-write', how: 'qwen in tmux; OpenAI-compatible gpt-4o-mini, todo_write (tools.todoWrite.enabled)', mode: 'interactive', options: {}, steps: TUI_STEPS },
  ],
  opencode: [
    { name: 'opencode-tui-todowrite', how: 'opencode in tmux; the openai provider moved to the mock (gpt-4o-mini), todowrite; the log is `opencode export` of the session', mode: 'interactive', options: {}, steps: TUI_STEPS },
  ],
  'copilot-cli': [
    { name: 'copilot-cli-tui-sql-todos', how: 'copilot in tmux; BYOK OpenAI-compatible gpt-4o-mini, the todos table written with the sql tool', mode: 'interactive', options: {}, steps: TUI_STEPS },
  ],
};

