#!/usr/bin/env node
// Makes real session logs for the loop guard: runs a vendor CLI (headless and in tmux) against the
// mock's scripted `board` agent (lab/board-agent.mjs), with an orchestrator that feeds what the guard
// offers, words of its own and a person's messages in between, and keeps the log the CLI wrote.
//
// Usage: node lab/session-logs.mjs VENDOR[@VERSION] [--scenario A,B] [--out DIR] [--list]
//   VENDOR is claude-code, codex, or one of lab/session-log-vendors.mjs (gemini-cli, qwen-code,
//   copilot-cli, opencode: its log is `opencode export` of the session, so the sqlite3 command is needed).
//   Needs `npm run build` first: the orchestrator asks the built library
//   (dist/) what the guard would feed next. Raw logs go to /tmp/lab/logs/<scenario>.jsonl (and what
//   else a CLI saved of the session beside it); lab/sanitize-log.mjs turns one into a fixture (see
//   test/transcripts/real/README.md).
// Env: LAB_MOCK_PORT (18765), LAB_PROXY_PORT (18770): ports of its own, beside capture.mjs's;
//   LAB_TMUX_SOCKET (ptyscreen-logs): the tmux server the interactive scenarios run on;
//   LAB_LOGS_DIR (/tmp/lab/logs): the run folder, so two runs can go side by side.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { install } from './install.mjs';
import { ensureCa, CA_PEM } from './proxy.mjs';
import { moreScenarios, moreVendors } from './session-log-vendors.mjs';
/** @import { ChildProcess } from 'node:child_process' */
/** @import { LogRun, LogScenario, LogStep, LogVendor } from './session-log-vendors.mjs' */

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..');
const MOCK_PORT = Number(process.env.LAB_MOCK_PORT || 18765);
const PROXY_PORT = Number(process.env.LAB_PROXY_PORT || 18770);
const RUN_ROOT = process.env.LAB_LOGS_DIR || '/tmp/lab/logs';
const TMUX = ['-L', process.env.LAB_TMUX_SOCKET || 'ptyscreen-logs'];
/** @type {(ms: number) => Promise<void>} */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const CLAUDE_KEY = 'sk-ant-api03-labtest-0000000000000000000000000000000000000000000000000000000000000000-AAAAAA';
const CODEX_KEY = 'sk-proj-labtest-000000000000000000000000000000000000000000000000';
const PLAN = 'Plan the dry-run work for the deploy script and start on it';
/** @type {ChildProcess[]} */
const started = [];
// A 1x1 PNG, for a message that holds only a pasted image.
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

// ------------------------------------------------------------------ the orchestrator's guard

const { replayFile, steeredText } = await import(join(ROOT, 'dist', 'transcript', 'index.js'));

/**
 * What an orchestrator with the guard feeds after the log so far: null when the guard halted.
 * @param {string | undefined} log
 * @returns {Promise<string | null>}
 */
async function offered(log) {
  const report = await replayFile(log, { keepDecisions: true });
  const last = report.decisions.at(-1);
  if (last === undefined || last.action === 'halt' || last.action === 'halted') return null;
  if (last.action === 'advance') return last.fed;
  return last.action === 'steer' ? steeredText(last.prompt) : last.prompt;
}

/** @param {string} log */
async function verdictOf(log) {
  const report = await replayFile(log, {});
  return `${report.verdict}: ${report.imported.inputs} inputs, ${report.imported.replies} replies, ${report.imported.boards} boards`;
}

// ------------------------------------------------------------------ servers and runs

/** @type {(script: string, args: string[], env?: Record<string, string>) => ChildProcess} */
function startServer(script, args, env = {}) {
  const child = spawn(process.execPath, [join(HERE, script), ...args], { stdio: 'ignore', env: { ...process.env, ...env } });
  started.push(child);
  return child;
}

// The next agent request fails with `status` (vendor.failStatus): a failed turn.
/** @param {number} status */
async function failNext(status) {
  await fetch(`http://127.0.0.1:${MOCK_PORT}/lab/fail-next?status=${status}&count=1`, { method: 'POST' });
}

/**
 * @param {string} name
 * @returns {LogRun}
 */
function freshRun(name) {
  const dir = join(RUN_ROOT, name);
  rmSync(dir, { recursive: true, force: true });
  const home = join(dir, 'home');
  const proj = join(dir, 'proj');
  mkdirSync(home, { recursive: true });
  mkdirSync(proj, { recursive: true });
  execFileSync('git', ['init', '-q', proj]);
  writeFileSync(join(proj, 'deploy.sh'), '#!/bin/sh\necho deploying\n');
  writeFileSync(join(proj, 'package.json'), JSON.stringify({ name: 'deploy-tools', scripts: { test: 'echo 3 passed' } }, null, 2));
  /** @type {(file: string, text: string) => void} */
  const write = (file, text) => {
    mkdirSync(dirname(join(home, file)), { recursive: true });
    writeFileSync(join(home, file), text);
  };
  return { dir, home, proj, write };
}

/**
 * @param {string} root
 * @returns {string | undefined}
 */
function newestLog(root) {
  /** @type {string[]} */
  const found = [];
  /** @param {string} dir */
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      // Claude Code keeps each sub-agent's log under <session>/subagents/: not the session's own.
      if (entry.isDirectory()) { if (entry.name !== 'subagents') walk(path); }
      else if (entry.name.endsWith('.jsonl')) found.push(path);
    }
  };
  walk(root);
  return found.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
}

// ------------------------------------------------------------------ vendors

/** @type {Record<string, LogVendor>} */
const VENDORS = {
  'claude-code': {
    version: '2.1.332',
    home(run, { todoWrite, hook, version }) {
      run.write('.claude.json', JSON.stringify({
        numStartups: 5, hasCompletedOnboarding: true, lastOnboardingVersion: version, lastReleaseNotesSeen: version,
        hasSeenAutoDefaultNotice: true, hasResetAutoModeOptInForDefaultOffer: true,
        customApiKeyResponses: { approved: [CLAUDE_KEY.slice(-20)], rejected: [] },
        projects: { [run.proj]: { allowedTools: [], hasTrustDialogAccepted: true } },
      }));
      run.write('.claude/settings.json', JSON.stringify({
        theme: 'dark', permissions: { defaultMode: 'default', allow: ['Bash(npm test)'] }, ...(todoWrite ? { model: 'claude-sonnet-4-5' } : {}),
        // A UserPromptSubmit hook that blocks any prompt about production (exit 2: blocked, stderr shown).
        ...(hook ? { hooks: { UserPromptSubmit: [{ hooks: [{ type: 'command', command: "grep -q production && { echo 'Deploying to production is blocked in this project' >&2; exit 2; }; exit 0" }] }] } } : {}),
      }));
      if (hook) writeFileSync(join(run.proj, 'screenshot.png'), TINY_PNG);
    },
    env: (run, { todoWrite, noProxy }) => ({
      ANTHROPIC_BASE_URL: `http://127.0.0.1:${MOCK_PORT}/m/board`,
      ANTHROPIC_API_KEY: CLAUDE_KEY,
      // 1.0.60 sends its model requests through the proxy whatever NO_PROXY says, and fails
      // there: it runs without one (its start-up checks fail quietly).
      ...(noProxy ? {} : { HTTPS_PROXY: `http://127.0.0.1:${PROXY_PORT}`, NO_PROXY: '127.0.0.1,localhost', NODE_EXTRA_CA_CERTS: CA_PEM }),
      CLAUDE_CODE_MAX_RETRIES: '0',
      // Task tools (TaskCreate/TaskUpdate) with the default model; TodoWrite where tasks are off
      // and the model is one Claude Code still offers it to.
      ...(todoWrite ? { CLAUDE_CODE_ENABLE_TASKS: 'false' } : { CLAUDE_CODE_ENABLE_TODO_TOOLS: '1' }),
    }),
    // A 500 with CLAUDE_CODE_MAX_RETRIES=0 ends the turn with an API error (a 400 is retried
    // at once in another form).
    failStatus: 500,
    headless: (prompt, first) => ['claude', ...(first ? [] : ['--continue']), '-p', prompt],
    interactive: ['claude'],
    logRoot: (run) => join(run.home, '.claude', 'projects'),
    ready: /❯/,
    exit: [{ text: '/exit' }, { keys: ['Enter'] }],
  },
  codex: {
    version: '0.171.0',
    home(run, { functionPlan }) {
      const lines = [`openai_base_url = "http://127.0.0.1:${MOCK_PORT}/m/board/v1"`];
      // The default model runs in code mode (update_plan from JavaScript inside `exec`);
      // gpt-5.5 is the one model of Codex's catalog not marked code_mode_only (the TUI scenario uses it); against the mock it ran in code mode all the same.
      if (functionPlan) lines.push('model = "gpt-5.5"');
      lines.push('', `[projects."${run.proj}"]`, 'trust_level = "trusted"');
      run.write('.codex/config.toml', `${lines.join('\n')}\n`);
      run.write('.codex/auth.json', JSON.stringify({ auth_mode: 'apikey', OPENAI_API_KEY: CODEX_KEY, tokens: null, last_refresh: null }));
    },
    env: () => ({}),
    // Codex retries a 5xx by itself; a 400 ends the turn.
    failStatus: 400,
    headless: (prompt, first) => ['codex', 'exec', ...(first ? [] : ['resume', '--last']), prompt],
    interactive: ['codex'],
    logRoot: (run) => join(run.home, '.codex', 'sessions'),
    // The composer takes input once the status line (model · folder) is drawn under it.
    ready: / default · |gpt-5\.5 · /,
    exit: [{ keys: ['C-c'] }, { wait: 500 }, { keys: ['C-c'] }],
  },
};

Object.assign(VENDORS, moreVendors({ mockPort: MOCK_PORT }));

/** @type {(vendor: LogVendor, run: LogRun, bin: string, options: import('./session-log-vendors.mjs').LogOptions) => Record<string, string>} */
function baseEnv(vendor, run, bin, options) {
  return {
    HOME: run.home, PATH: `${bin}:/usr/local/bin:/usr/bin:/bin`, TERM: 'xterm-256color', LANG: 'C.UTF-8',
    COLORTERM: 'truecolor', USER: 'root', SHELL: '/bin/bash', ...vendor.env(run, options),
  };
}

// ------------------------------------------------------------------ headless: -p / exec

/**
 * The grounded session, headless: a plan, then what the guard offers each time, in the order
 * written here, until the guard halts. `steps` are what stands in for the guard's offer at a
 * given turn (a person's message, the orchestrator's own words, a failed turn).
 * @param {LogVendor} vendor
 * @param {LogRun} run
 * @param {Record<string, string>} env
 * @param {Record<number, LogStep>} steps
 * @param {number} maxTurns
 */
async function headless(vendor, run, env, steps, maxTurns) {
  // the vendors with headless scenarios say how to run a turn and where the log is
  const turnCommand = /** @type {NonNullable<LogVendor['headless']>} */ (vendor.headless);
  const logRoot = /** @type {NonNullable<LogVendor['logRoot']>} */ (vendor.logRoot);
  /** @type {(prompt: string, first?: boolean) => void} */
  const say = (prompt, first = false) => {
    const [command, ...args] = turnCommand(prompt, first);
    const result = spawnSync(command, args, { cwd: run.proj, env, encoding: 'utf8', timeout: 120000 });
    console.log(`  > ${prompt.split('\n')[0].slice(0, 70)}\n    ${/** @type {string} */ ((result.stdout || result.stderr || '').trim().split('\n').pop()).slice(0, 100)}`);
  };
  say(PLAN, true);
  for (let turn = 1; turn <= maxTurns; turn += 1) {
    const log = newestLog(logRoot(run));
    const next = await offered(log);
    const step = steps[turn];
    if (step?.fail) {
      // a failed turn sends the guard's offer and then sends it again; once the guard has halted there is none
      if (next === null) break;
      await failNext(vendor.failStatus);
      say(next);
      say(next);
    } else if (step?.say) say(step.say);
    else if (next === null) break;
    else say(step?.own ? step.own(next) : next);
  }
}

// ------------------------------------------------------------------ interactive: tmux

/** @param {...string} args */
function tmux(...args) {
  return execFileSync('tmux', [...TMUX, ...args], { encoding: 'utf8' });
}

/** @type {(session: string, re: RegExp, timeout?: number) => Promise<boolean>} */
async function waitFor(session, re, timeout = 45000) {
  const start = Date.now();
  while (Date.now() - start < timeout) {
    if (re.test(tmux('capture-pane', '-p', '-t', session))) return true;
    await sleep(300);
  }
  console.log(`  (timed out waiting for ${re}); the screen:\n${tmux('capture-pane', '-p', '-t', session)}`);
  return false;
}

// How a log marks the end of a turn, replied, failed or interrupted: Claude Code writes a
// turn_duration line (and an API error in the agent's place), Codex task_complete or turn_aborted.
const TURN_END = /"subtype":"turn_duration"|"isApiErrorMessage":true|"type":"task_complete"|"type":"turn_aborted"/g;

/** @type {(vendor: LogVendor, run: LogRun) => number} */
function turnEnds(vendor, run) {
  if (vendor.turnEnds) return vendor.turnEnds(run);
  // a vendor that does not count its turns itself has a log folder
  const log = newestLog(/** @type {NonNullable<LogVendor['logRoot']>} */ (vendor.logRoot)(run));
  return log ? (readFileSync(log, 'utf8').match(vendor.turnEnd ?? TURN_END) ?? []).length : 0;
}

/**
 * Types `text` and waits until the log says the turn it starts is over (a failed one too).
 * @type {(vendor: LogVendor, run: LogRun, session: string, text: string, timeout?: number) => Promise<void>}
 */
async function sendTurn(vendor, run, session, text, timeout = 60000) {
  const before = turnEnds(vendor, run);
  await typeInto(session, text, vendor.submitDelay);
  const start = Date.now();
  let again = false;
  while (Date.now() - start < timeout && turnEnds(vendor, run) <= before) {
    await sleep(300);
    // An Enter the CLI missed leaves the paste in its composer (Copilot CLI, after an interrupt).
    if (!again && vendor.unsent && Date.now() - start > 10000 && vendor.unsent.test(tmux('capture-pane', '-p', '-t', session))) {
      console.log('    (Enter again: the message was still in the composer)');
      tmux('send-keys', '-t', session, 'Enter');
      again = true;
    }
  }
  // Let the CLI write the lines that follow a turn's end before the next message is typed.
  await sleep(1500);
}

/** @type {(session: string, text: string, submitDelay?: number) => Promise<void>} */
async function typeInto(session, text, submitDelay = 600) {
  if (text.includes('\n')) {
    // Pasted (bracketed), so a multi-line continuation arrives as one message.
    execFileSync('tmux', [...TMUX, 'load-buffer', '-b', 'feed', '-'], { input: text });
    tmux('paste-buffer', '-p', '-d', '-b', 'feed', '-t', session);
  } else tmux('send-keys', '-t', session, '-l', text);
  await sleep(submitDelay);
  tmux('send-keys', '-t', session, 'Enter');
}

// The session log so far: the newest log file, or what the vendor makes of its store (opencode's export).
/** @type {(vendor: LogVendor, run: LogRun) => string | undefined} */
function currentLog(vendor, run) {
  // a vendor whose log is not its store's export has a log folder
  return vendor.currentLog ? vendor.currentLog(run) : newestLog(/** @type {NonNullable<LogVendor['logRoot']>} */ (vendor.logRoot)(run));
}

/** @type {(vendor: LogVendor, run: LogRun, env: Record<string, string>, steps: LogStep[]) => Promise<void>} */
async function interactive(vendor, run, env, steps) {
  const session = `logs-${Date.now().toString(36)}`;
  const envArgs = Object.entries(env).map(([key, value]) => `${key}=${value}`);
  tmux('new-session', '-d', '-s', session, '-x', '120', '-y', '40', '-c', run.proj, 'env', '-i', ...envArgs, ...vendor.interactive);
  try {
    // A model other than the newest gets an offer to switch first: keep the one configured.
    await waitFor(session, new RegExp(`${vendor.ready.source}|Use existing model`), vendor.startTimeout);
    if (/Use existing model/.test(tmux('capture-pane', '-p', '-t', session))) {
      tmux('send-keys', '-t', session, 'Down');
      await sleep(300);
      tmux('send-keys', '-t', session, 'Enter');
      await waitFor(session, vendor.ready);
    }
    await sleep(3000);
    await sendTurn(vendor, run, session, PLAN);
    if (!currentLog(vendor, run)) {
      console.log(`  no log was written; the screen:\n${tmux('capture-pane', '-p', '-t', session)}`);
      return;
    }
    for (const step of steps) {
      if (step.fail) await failNext(vendor.failStatus);
      if (step.interrupt) {
        console.log(`  > ${step.interrupt} (then ${(vendor.interruptKeys ?? ['Esc']).join(' ')})`);
        const before = turnEnds(vendor, run);
        await typeInto(session, step.interrupt, vendor.submitDelay);
        await sleep(vendor.interruptDelay ?? 3000);
        // One key at a time: a TUI reads two Escapes at once as one Alt-Escape.
        for (const [index, key] of (vendor.interruptKeys ?? ['Escape']).entries()) {
          if (index > 0) await sleep(700);
          tmux('send-keys', '-t', session, key);
        }
        await sleep(2500);
        // A CLI that logs the interrupt takes no prompt until it has (Copilot CLI: "Cancelling").
        const start = Date.now();
        while (vendor.interruptLogged && Date.now() - start < 60000 && turnEnds(vendor, run) <= before) await sleep(300);
        // The CLIs put an interrupted message back into the composer: clear it.
        tmux('send-keys', '-t', session, 'C-u');
        await sleep(1000);
        continue;
      }
      if (step.permissionEsc) {
        // The agent asks to run a command the settings do not allow: Esc at the permission dialog.
        console.log(`  > ${step.permissionEsc} (then Esc at the permission dialog)`);
        await typeInto(session, step.permissionEsc);
        await waitFor(session, /Do you want to proceed\?/);
        tmux('send-keys', '-t', session, 'Escape');
        await sleep(3000);
        continue;
      }
      if (step.blocked) {
        // A UserPromptSubmit hook blocks it: no turn starts.
        console.log(`  > ${step.blocked} (blocked by the hook)`);
        await typeInto(session, step.blocked);
        await sleep(4000);
        tmux('send-keys', '-t', session, 'C-u');
        await sleep(500);
        continue;
      }
      if (step.image) {
        // The path of an image, pasted, becomes the image itself: a message with no text.
        console.log(`  > (an image alone: ${step.image})`);
        execFileSync('tmux', [...TMUX, 'load-buffer', '-b', 'feed', '-'], { input: join(run.proj, step.image) });
        tmux('paste-buffer', '-p', '-d', '-b', 'feed', '-t', session);
        await sleep(1500);
        const before = turnEnds(vendor, run);
        tmux('send-keys', '-t', session, 'Enter');
        const start = Date.now();
        while (Date.now() - start < 60000 && turnEnds(vendor, run) <= before) await sleep(300);
        await sleep(1500);
        continue;
      }
      if (step.notified) {
        // A background task's notice starts a turn of its own: wait for its end.
        const before = turnEnds(vendor, run);
        console.log('  (waiting for the background task\'s notice and the turn it starts)');
        const start = Date.now();
        while (Date.now() - start < 60000 && turnEnds(vendor, run) <= before) await sleep(300);
        await sleep(1500);
        continue;
      }
      const text = step.say ?? (await offered(currentLog(vendor, run)));
      if (text === null) break;
      const fed = step.own ? step.own(text) : text;
      console.log(`  > ${fed.split('\n')[0].slice(0, 90)}`);
      await sendTurn(vendor, run, session, fed);
      if (step.fail) {
        console.log(`  > (the same again) ${fed.split('\n')[0].slice(0, 70)}`);
        await sendTurn(vendor, run, session, fed);
      }
    }
    for (const step of vendor.exit) {
      // The CLI may be gone after the first key, and its tmux session with it.
      try {
        if (step.text) tmux('send-keys', '-t', session, '-l', step.text);
        if (step.keys) tmux('send-keys', '-t', session, ...step.keys);
      } catch {
        break;
      }
      await sleep(step.wait ?? 1000);
    }
    await sleep(1500);
  } finally {
    try { tmux('kill-session', '-t', session); } catch { /* already gone */ }
  }
}

// ------------------------------------------------------------------ scenarios

// The orchestrator's own words for a continuation: it names the todo in progress, read off the
// board that every prompt the guard offers lists ("[~] <todo>").
/** @type {(text: string) => string} */
const ownWords = (text) => {
  const todo = /\[~\] (.*)/.exec(text);
  return `Keep going with ${todo ? todo[1] : 'the todo in progress'}, please.`;
};

/** @type {Record<string, LogScenario[]>} */
const SCENARIOS = {
  'claude-code': [
    { name: 'claude-code-print-tasks', how: 'claude -p, then claude --continue -p per turn; Task tools (TaskCreate/TaskUpdate, task_reminder)', mode: 'headless', options: {},
      steps: { 4: { own: ownWords }, 6: { say: 'Please run the tests before you go on.' }, 8: { fail: true } }, maxTurns: 40 },
    { name: 'claude-code-tui-todowrite', how: 'claude in tmux; TodoWrite (Claude Sonnet 4.5, tasks off)', mode: 'interactive', options: { todoWrite: true },
      steps: [{}, { say: 'Keep the current behaviour as the default, by the way.' }, {}, { interrupt: 'Take your time and check every call site.' },
        { fail: true }, {}, { own: ownWords }, { say: 'Please run the tests before you go on.' }, {}, {}, {}] },
    { name: 'claude-code-1.0-print-todowrite', version: '1.0.128', how: 'Claude Code 1.0.128: claude -p, then claude --continue -p per turn; TodoWrite (items with id and priority)', mode: 'headless', options: {},
      steps: { 3: { own: ownWords }, 5: { say: 'Please run the tests before you go on.' } }, maxTurns: 8 },
    { name: 'claude-code-1.0.60-print-todowrite', version: '1.0.60', how: 'Claude Code 1.0.60: claude -p, then claude --continue -p per turn; TodoWrite items with id and priority', mode: 'headless', options: { noProxy: true },
      steps: { 3: { own: ownWords }, 5: { say: 'Please run the tests before you go on.' } }, maxTurns: 8 },
    { name: 'claude-code-tui-shapes', how: 'claude in tmux; TodoWrite; a prompt refused at the permission dialog (Esc), one blocked by a UserPromptSubmit hook, an image alone, a background build and its notice, a sub-agent (Task)',
      mode: 'interactive', options: { todoWrite: true, hook: true },
      steps: [{}, { permissionEsc: 'Please clean the build folder.' }, { say: 'Leave the build folder as it is, then.' }, {},
        { blocked: 'Now deploy to production.' }, { say: 'Deploy to staging only, later.' }, {}, { image: 'screenshot.png' }, {},
        { say: 'Run the build in the background.' }, { notified: true }, {}, { say: 'Ask a sub-agent where deploy.sh is called from.' }, {}, {}] },
  ],
  codex: [
    { name: 'codex-exec-code-mode', how: 'codex exec, then codex exec resume --last per turn; default model, update_plan from JavaScript in exec', mode: 'headless', options: {},
      steps: { 4: { own: ownWords }, 6: { say: 'Please run the tests before you go on.' }, 8: { fail: true } }, maxTurns: 40 },
    { name: 'codex-tui-code-mode', how: 'codex in tmux; gpt-5.5', mode: 'interactive', options: { functionPlan: true },
      steps: [{}, { say: 'Keep the current behaviour as the default, by the way.' }, {}, { interrupt: 'Take your time and check every call site.' },
        { fail: true }, {}, { own: ownWords }, { say: 'Please run the tests before you go on.' }, {}, {}, {}] },
  ],
  ...moreScenarios,
};

async function main() {
  const args = process.argv.slice(2);
  const spec = args.find((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--scenario') ?? '';
  const vendorId = spec.split('@')[0];
  const vendor = VENDORS[vendorId];
  if (!vendor) {
    console.error(`usage: node lab/session-logs.mjs ${Object.keys(VENDORS).join('|')} [--scenario A,B] [--list]`);
    process.exit(2);
  }
  const scenarios = SCENARIOS[vendorId];
  if (args.includes('--list')) {
    for (const scenario of scenarios) console.log(`${scenario.name}\t${scenario.how}`);
    return;
  }
  const only = args.includes('--scenario') ? args[args.indexOf('--scenario') + 1].split(',') : null;
  /** @type {(scenario: LogScenario) => string} */
  const versionOf = (scenario) => scenario.version ?? spec.split('@')[1] ?? vendor.version;
  if (vendorId === 'claude-code') {
    ensureCa();
    startServer('proxy.mjs', ['--port', String(PROXY_PORT)], { LAB_MOCK_SLOW_MS: '20000' });
  }
  startServer('mock-api.mjs', ['--port', String(MOCK_PORT), '--log', join(RUN_ROOT, 'mock.log')], { LAB_MOCK_SLOW_MS: '20000' });
  mkdirSync(RUN_ROOT, { recursive: true });
  await sleep(1000);
  for (const scenario of scenarios) {
    if (only && !only.includes(scenario.name)) continue;
    console.log(`${scenario.name}: ${scenario.how}`);
    // A scenario of an older release names its version; the others run the one asked for.
    const installed = install(`${vendorId}@${versionOf(scenario)}`, { quiet: true });
    const run = freshRun(scenario.name);
    vendor.home(run, { ...scenario.options, version: installed.version });
    const env = baseEnv(vendor, run, installed.binDir, scenario.options);
    run.env = env;
    if (scenario.mode === 'headless') await headless(vendor, run, env, scenario.steps, scenario.maxTurns);
    else await interactive(vendor, run, env, scenario.steps);
    // a session that ran has its log (a missing one stops the run here, as it always did)
    const log = /** @type {string} */ (currentLog(vendor, run));
    const kept = join(RUN_ROOT, `${scenario.name}${vendor.logExtension ?? '.jsonl'}`);
    writeFileSync(kept, readFileSync(log));
    console.log(`  log: ${kept} (${await verdictOf(kept)})`);
    // A sub-agent's log (Claude Code: <session>/subagents/agent-*.jsonl) is kept beside it.
    const subagents = join(log.replace(/\.jsonl$/, ''), 'subagents');
    if (existsSync(subagents)) {
      for (const [index, name] of readdirSync(subagents).filter((file) => file.endsWith('.jsonl')).sort().entries()) {
        const sub = join(RUN_ROOT, `${scenario.name}.subagent-${index + 1}.jsonl`);
        writeFileSync(sub, readFileSync(join(subagents, name)));
        console.log(`  sub-agent log: ${sub} (from ${name})`);
      }
    }
    // What else the CLI saved of the session (Gemini CLI's checkpoint), kept beside the log.
    for (const [suffix, path] of vendor.moreLogs?.(run) ?? []) {
      if (path) writeFileSync(join(RUN_ROOT, `${scenario.name}${suffix}`), readFileSync(path));
    }
  }
}

// Codex starts an app-server daemon that outlives the CLI: whatever still runs from a run folder goes too.
function stopRunProcesses() {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let command;
    try { command = readFileSync(`/proc/${pid}/cmdline`, 'utf8'); } catch { continue; }
    if (command.includes(`${RUN_ROOT}/`) && Number(pid) !== process.pid) {
      try { process.kill(Number(pid), 'SIGTERM'); } catch { /* gone */ }
    }
  }
}

function stopAll() {
  for (const child of started) child.kill('SIGTERM');
  stopRunProcesses();
}
process.on('SIGINT', () => { stopAll(); process.exit(130); });
try {
  await main();
} finally {
  stopAll();
}
