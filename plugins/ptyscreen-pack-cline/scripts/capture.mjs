#!/usr/bin/env node
// Captures Cline CLI screens into pack/fixtures/: runs `cline` in a fresh tmux session (fresh HOME,
// fresh git project, bash --norc -i), plays a scenario's steps and writes each capture folder
// (screen.txt, screen.ansi, meta.json in the shape the ptyscreen lab writes, label.json).
//
// Usage: node scripts/capture.mjs --bin DIR [--sizes 120x40,80x24] [--scenario NAME,...] [--explore]
//   --bin       the folder holding the `cline` launcher (npm install cline into a scratch folder)
//   --explore   run `cline` at 120x40, print the screen every few seconds, capture nothing
// A local mock of the OpenAI API (the ptyscreen repository's lab/mock-api.mjs) answers model calls.
// Not part of the published package (see "files" in package.json).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const FIXTURES = join(HERE, '..', 'pack', 'fixtures');
const SOCKET = 'ptyscreen-cline';
const RUN_ROOT = '/tmp/lab-cline';
const MOCK_PORT = 8785;
const TOOL_MOCK_PORT = 8787;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const BIN = opt('--bin', '/tmp/ptyscreen-lab/pkgs/cline@3.0.65/node_modules/.bin');
const VERSION = JSON.parse(readFileSync(join(BIN, '..', 'cline', 'package.json'), 'utf8')).version;

const tmux = (...a) => execFileSync('tmux', ['-L', SOCKET, ...a], { encoding: 'utf8' });
const pane = (s, ansi = false) => tmux('capture-pane', '-p', ...(ansi ? ['-e'] : []), '-t', s);

async function settle(s, quietMs = 1500, timeoutMs = 30000) {
  const start = Date.now();
  let last = pane(s);
  let changed = Date.now();
  while (Date.now() - start < timeoutMs) {
    await sleep(250);
    const now = pane(s);
    if (now !== last) [last, changed] = [now, Date.now()];
    else if (Date.now() - changed >= quietMs) return true;
  }
  return false;
}

async function waitFor(s, re, timeoutMs = 30000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (re.test(pane(s))) return true;
    await sleep(250);
  }
  console.log(`  .. ${re} did not show within ${timeoutMs} ms`);
  return false;
}

function killRun(runDir) {
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let cmd = '';
    let cwd = '';
    try {
      cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      cwd = execFileSync('readlink', [`/proc/${pid}/cwd`], { encoding: 'utf8' }).trim();
    } catch {
      continue;
    }
    if ((cmd.includes(runDir) || cwd.startsWith(runDir)) && Number(pid) !== process.pid) {
      try {
        process.kill(Number(pid), 'SIGKILL');
      } catch {
        // gone
      }
    }
  }
}

let runCount = 0;
async function run(scenario, cols, rows, explore = false) {
  const id = `cl${process.pid % 1000}x${++runCount}`;
  const runDir = join(RUN_ROOT, id);
  rmSync(runDir, { recursive: true, force: true });
  const home = join(runDir, 'home');
  const proj = join(runDir, `proj-${id}`);
  mkdirSync(home, { recursive: true });
  mkdirSync(proj, { recursive: true });
  execFileSync('git', ['init', '-q', proj]);
  writeFileSync(join(proj, 'README.md'), '# demo project\n\nA tiny calculator used by the capture lab.\n');
  writeFileSync(join(proj, 'calc.py'), 'def add(a, b):\n    return a + b\n');
  const ctx = { home, proj, id, mock: (b = 'ok') => `http://127.0.0.1:${MOCK_PORT}/m/${b}/v1`, toolMock: `http://127.0.0.1:${TOOL_MOCK_PORT}/v1` };
  if (scenario.setup) scenario.setup(ctx);
  const env = { HOME: home, PATH: `${BIN}:/usr/local/bin:/usr/bin:/bin`, TERM: 'xterm-256color', LANG: 'C.UTF-8', USER: 'root', SHELL: '/bin/bash', PS1: '\\u@lab:\\w\\$ ' };
  const q = (v) => `'${String(v).replace(/'/g, `'\\''`)}'`;
  const session = `${id}-${cols}x${rows}`;
  tmux('new-session', '-d', '-s', session, '-x', String(cols), '-y', String(rows), '-c', proj, `exec env -i ${Object.entries(env).map(([k, v]) => `${k}=${q(v)}`).join(' ')} bash --norc -i`);
  const panePid = tmux('display', '-p', '-t', session, '#{pane_pid}').trim();
  console.log(`- ${scenario.name} ${cols}x${rows} (${session})`);
  try {
    if (explore) {
      tmux('send-keys', '-t', session, '-l', 'cline');
      tmux('send-keys', '-t', session, 'Enter');
      for (let i = 0; i < 6; i++) {
        await sleep(4000);
        console.log(`----- after ${(i + 1) * 4}s, fg=${tmux('display', '-p', '-t', session, '#{pane_current_command}').trim()}`);
        console.log(pane(session));
      }
      return;
    }
    for (const step of scenario.steps) {
      if (step.command !== undefined) {
        // capture-pane drops the space after the prompt's # or $
        await waitFor(session, /[#$]\s*$/m, 10000);
        tmux('send-keys', '-t', session, '-l', step.command);
        await sleep(150);
        tmux('send-keys', '-t', session, 'Enter');
        await settle(session, 2000, 45000);
      } else if (step.keys) {
        for (const key of step.keys) {
          tmux('send-keys', '-t', session, key);
          await sleep(300);
        }
        await settle(session);
      } else if (step.text !== undefined) {
        tmux('send-keys', '-t', session, '-l', typeof step.text === 'function' ? step.text(ctx) : step.text);
        await sleep(300);
        if (step.enter) tmux('send-keys', '-t', session, 'Enter');
        await settle(session);
      } else if (step.waitFor) {
        await waitFor(session, step.waitFor, step.timeout ?? 30000);
        await settle(session);
      } else if (step.wait) {
        await sleep(step.wait);
      } else if (step.print) {
        console.log(pane(session));
      } else if (step.capture) {
        await settle(session);
        const text = pane(session);
        const dir = join(FIXTURES, `${step.capture}-${cols}x${rows}`);
        rmSync(dir, { recursive: true, force: true });
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, 'screen.txt'), text);
        writeFileSync(join(dir, 'screen.ansi'), pane(session, true));
        const meta = {
          vendor: 'cline',
          version: VERSION,
          cols,
          rows,
          command: 'cline',
          env: Object.keys(env),
          pane_current_command: tmux('display', '-p', '-t', session, '#{pane_current_command}').trim(),
          process_tree: execFileSync('ps', ['--forest', '-o', 'pid,ppid,comm,args', '--sid', panePid], { encoding: 'utf8' }),
          how: step.how ?? scenario.how,
          captured_at: new Date().toISOString(),
        };
        writeFileSync(join(dir, 'meta.json'), `${JSON.stringify(meta, null, 2)}\n`);
        const label = typeof step.label === 'function' ? step.label(ctx) : step.label;
        writeFileSync(join(dir, 'label.json'), `${JSON.stringify(label, null, 2)}\n`);
        if (step.expect && !step.expect.test(text)) console.log(`  !! ${step.expect} not on the screen`);
        console.log(`  saved ${dir.split('/').pop()} [${label.state}] fg=${meta.pane_current_command}`);
      }
    }
  } finally {
    try {
      tmux('kill-session', '-t', session);
    } catch {
      // gone
    }
    await sleep(300);
    killRun(runDir);
  }
}

const { SCENARIOS } = await import('./scenarios.mjs');
const mockScript = join(HERE, '..', '..', '..', 'lab', 'mock-api.mjs');
const mock = spawn(process.execPath, [mockScript, '--port', String(MOCK_PORT)], { stdio: 'ignore' });
const toolMock = spawn(process.execPath, [join(HERE, 'mock-tools.mjs'), '--port', String(TOOL_MOCK_PORT)], { stdio: 'ignore' });
await sleep(500);
try {
  if (args.includes('--explore')) {
    await run({ name: 'explore', steps: [] }, 120, 40, true);
  } else {
    const sizes = opt('--sizes', '120x40,80x24').split(',').map((s) => s.split('x').map(Number));
    const wanted = opt('--scenario', '');
    const chosen = SCENARIOS.filter((s) => wanted === '' || wanted.split(',').includes(s.name));
    for (const scenario of chosen) for (const [cols, rows] of sizes) await run(scenario, cols, rows);
  }
} finally {
  mock.kill('SIGTERM');
  toolMock.kill('SIGTERM');
}
