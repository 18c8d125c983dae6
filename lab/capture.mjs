#!/usr/bin/env node
// Capture driver: runs a vendor CLI in a fresh tmux session (fresh HOME, fresh git project),
// plays a scenario's scripted steps and saves each capture as
// lab/captures/<vendor>/<case>__<cols>x<rows>/{screen.txt,screen.ansi,meta.json,label.json}.
//
// Usage: node lab/capture.mjs VENDOR[@VERSION] [--sizes 120x40,80x24,200x50] [--scenario A,B]
//                              [--scenarios FILE] [--out DIR] [--hold] [--list]
//   --scenarios  the scenario module to play instead of lab/scenarios/<vendor>.mjs (a plugin pack's own)
//   --hold    leave the last tmux session running (for poking at it by hand); kill it yourself:
//             tmux -L ptyscreen-lab kill-session -t NAME
// Env: LAB_MOCK_PORT (8765), LAB_PROXY_PORT (8770), LAB_ORIGIN_PORT (8775), LAB_TMUX_SOCKET (ptyscreen-lab),
// PTYSCREEN_LAB_DIR (/tmp/ptyscreen-lab).
//
// Scenarios are data in lab/scenarios/<vendor>.mjs (see lab/README.md for the step language).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync, readdirSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { dirname, join, basename, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { install } from './install.mjs';
import { LAB_ROOT, parseVendorSpec } from './vendors.mjs';
import { CA_PEM, ensureCa } from './proxy.mjs';
/** @import { ChildProcess } from 'node:child_process' */
/** @import { RunContext, Scenario, SettleOptions, Step, Vendor } from './scenarios/common.mjs' */
/** @import { Installed } from './install.mjs' */

const HERE = dirname(fileURLToPath(import.meta.url));
// LAB_TMUX_SOCKET gives a run a tmux server of its own, out of reach of whatever happens to the shared one.
const TMUX_SOCKET = process.env.LAB_TMUX_SOCKET || 'ptyscreen-lab';
const RUN_ROOT = '/tmp/lab'; // short: these paths show on screen (prompt, trust dialogs)
const MOCK_PORT = Number(process.env.LAB_MOCK_PORT || 8765);
const PROXY_PORT = Number(process.env.LAB_PROXY_PORT || 8770);
// A vendor whose CLI takes only a server origin (Amp's AMP_URL) gets, per scenario, a mock of its own
// there whose default behaviour is the scenario's (`originMock: true` in its scenarios file).
const ORIGIN_PORT = Number(process.env.LAB_ORIGIN_PORT || 8775);
/** @type {(ms: number) => Promise<void>} */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** @type {{ session: string, runDir: string, origin: ChildProcess | null } | null} */
let current = null; // the run in progress, so that Ctrl-C can clean it up

// ------------------------------------------------------------------ tmux
/** @param {...string} args */
function tmux(...args) {
  return execFileSync('tmux', ['-L', TMUX_SOCKET, '-f', join(LAB_ROOT, 'tmux.conf'), ...args], { encoding: 'utf8' });
}
// With `history`, the pane's scrollback too (`-S -`), as people save a session: the screen is its last rows.
/** @type {(s: string, ansi?: boolean, history?: boolean) => string} */
const capturePane = (s, ansi = false, history = false) => tmux('capture-pane', '-p', ...(ansi ? ['-e'] : []), ...(history ? ['-S', '-'] : []), '-t', s);
/** @type {(s: string, ...keys: string[]) => string} */
const sendKeys = (s, ...keys) => tmux('send-keys', '-t', s, ...keys);
/** @type {(s: string, text: string) => string} */
const sendText = (s, text) => tmux('send-keys', '-t', s, '-l', text);

/**
 * Waits until the visible screen has not changed for quietMs, or timeoutMs passed.
 * @param {string} s the tmux session
 * @param {SettleOptions} [options]
 */
async function settle(s, { quietMs = 1000, timeoutMs = 20000, pollMs = 200 } = {}) {
  const start = Date.now();
  let last = capturePane(s);
  let lastChange = Date.now();
  while (Date.now() - start < timeoutMs) {
    await sleep(pollMs);
    const now = capturePane(s);
    if (now !== last) { last = now; lastChange = Date.now(); }
    else if (Date.now() - lastChange >= quietMs) {
      return { settled: true, secs: +((Date.now() - lastChange) / 1000).toFixed(3) };
    }
  }
  return { settled: false, secs: +((Date.now() - lastChange) / 1000).toFixed(3), timeout_secs: timeoutMs / 1000 };
}

/** @type {(s: string, re: RegExp, timeoutMs?: number) => Promise<boolean>} */
async function waitFor(s, re, timeoutMs = 30000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (re.test(capturePane(s))) return true;
    await sleep(250);
  }
  return false;
}

/**
 * The keys that move a menu's cursor from where it is to the choice whose label matches `re`, then
 * confirm it; null when the screen shows no cursor or no such choice. The menu is the cursor's line
 * and the lines around it whose text starts in the same column (numbered or not; a description
 * indented deeper, or a blank line, between two choices is passed over).
 * @param {string} screen
 * @param {RegExp} re
 * @returns {string[] | null}
 */
export function keysToChoose(screen, re) {
  const lines = screen.split('\n');
  const at = lines.findLastIndex((l) => /^[\s│┃|]*[❯›>▶]\s+\S/.test(l));
  if (at < 0) return null;
  // the line was found by this pattern's start, so it matches
  const col = /** @type {RegExpExecArray} */ (/^[\s│┃|]*[❯›>▶]\s+/.exec(lines[at]))[0].length;
  /** @type {(l: string) => 'blank' | 'deeper' | 'choice' | 'outside'} */
  const kind = (l) => (/^[\s│┃|]*$/.test(l) ? 'blank' : /^[\s│┃|]*$/.test(l.slice(0, col)) ? (l[col] === ' ' ? 'deeper' : 'choice') : 'outside');
  /** @type {(step: number) => number[]} */
  const walk = (step) => {
    const found = [];
    for (let i = at + step; i >= 0 && i < lines.length; i += step) {
      const k = kind(lines[i]);
      if (k === 'outside') break;
      if (k === 'choice') found.push(i);
    }
    return found;
  };
  const menu = [...walk(-1).reverse(), at, ...walk(1)];
  /** @type {(i: number) => string} */
  const label = (i) => lines[i].slice(col).replace(/^\d+[.)]\s+/, '').trim();
  const to = menu.findIndex((i) => re.test(label(i)));
  if (to < 0) return null;
  const delta = to - menu.indexOf(at);
  return [...Array(Math.abs(delta)).fill(delta > 0 ? 'Down' : 'Up'), 'Enter'];
}

// ------------------------------------------------------------------ processes
/** @type {(pid: number, file: string) => string | null} */
function readProc(pid, file) {
  try { return readFileSync(`/proc/${pid}/${file}`, 'utf8'); } catch { return null; }
}
function allPids() {
  return readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map(Number);
}
/** @param {number} pid */
function ppidOf(pid) {
  const st = readProc(pid, 'stat');
  if (!st) return null;
  return Number(st.slice(st.lastIndexOf(')') + 2).split(' ')[1]);
}
/** @param {number} root */
function descendants(root) {
  /** @type {Map<number, number[]>} */
  const kids = new Map();
  for (const p of allPids()) {
    const pp = ppidOf(p);
    if (pp == null) continue;
    let siblings = kids.get(pp);
    if (!siblings) kids.set(pp, (siblings = []));
    siblings.push(p);
  }
  const out = [];
  const stack = [root];
  while (stack.length) {
    const p = /** @type {number} */ (stack.pop());
    for (const k of kids.get(p) || []) { out.push(k); stack.push(k); }
  }
  return out;
}
/** @param {number} panePid */
function foregroundOf(panePid) {
  const st = readProc(panePid, 'stat');
  if (!st) return null;
  const f = st.slice(st.lastIndexOf(')') + 2).split(' ');
  const tpgid = Number(f[5]);
  const argv = (readProc(tpgid, 'cmdline') || '').split('\0').filter(Boolean);
  return { pid: tpgid, argv };
}
/** @param {number} panePid */
function processTree(panePid) {
  try {
    return execFileSync('ps', ['--forest', '-o', 'pid,ppid,comm,args', '--sid', String(panePid)], { encoding: 'utf8' });
  } catch (e) { return String(/** @type {{ stdout?: string }} */ (e).stdout || ''); }
}
// Kills everything a run left: the pane's descendants and any process whose argv or cwd is inside
// the run's own folder (Codex starts a daemon that leaves the pane's process tree).
/** @type {(cmdline: string, runDir: string) => boolean} */
const insideRun = (cmdline, runDir) => cmdline.split('\0').some((arg) => arg === runDir || arg.includes(`${runDir}/`));
/** @type {(panePid: number | null, runDir: string) => number} */
function killRun(panePid, runDir) {
  const victims = new Set(panePid ? descendants(panePid) : []);
  for (const p of allPids()) {
    if (p === process.pid) continue;
    const cmd = readProc(p, 'cmdline') || '';
    let cwd = '';
    try { cwd = execFileSync('readlink', [`/proc/${p}/cwd`], { encoding: 'utf8' }).trim(); } catch { /* gone */ }
    // the run's own folder, not a sibling whose name begins the same (/tmp/lab/a5 is not /tmp/lab/a55)
    if (insideRun(cmd, runDir) || cwd === runDir || cwd.startsWith(`${runDir}/`)) victims.add(p);
  }
  for (const p of victims) { try { process.kill(p, 'SIGKILL'); } catch { /* gone */ } }
  return victims.size;
}

// ------------------------------------------------------------------ servers
/** @type {(port: number) => Promise<boolean>} */
function portOpen(port) {
  return new Promise((resolve) => {
    const c = createConnection({ port, host: '127.0.0.1' });
    c.on('connect', () => { c.destroy(); resolve(true); });
    c.on('error', () => resolve(false));
  });
}
/** @type {(script: string, args: string[], port: number) => Promise<ChildProcess>} */
async function startServer(script, args, port) {
  if (await portOpen(port)) throw new Error(`port ${port} is already in use; set LAB_MOCK_PORT/LAB_PROXY_PORT`);
  const child = spawn(process.execPath, [join(HERE, script), ...args], { stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 50 && !(await portOpen(port)); i++) await sleep(100);
  return child;
}

/** @type {(child: ChildProcess, port: number) => Promise<void>} */
async function stopServer(child, port) {
  try { child.kill('SIGTERM'); } catch { /* gone */ }
  for (let i = 0; i < 50 && (await portOpen(port)); i++) await sleep(100);
}

// ------------------------------------------------------------------ run one scenario at one size
/** @type {(s: string) => string} */
const shq = (s) => `'${String(s).replace(/'/g, `'\\''`)}'`;

/** @param {string} short */
function nextRunId(short) {
  const f = join(LAB_ROOT, 'run-counter');
  const n = existsSync(f) ? Number(readFileSync(f, 'utf8')) + 1 : 1;
  writeFileSync(f, String(n));
  return `${short}${n}`;
}

/** @param {Record<string, string | null | undefined>} env */
function envForMeta(env) {
  // Names only, except the lab's endpoints, which say which mock behaviour was used.
  return Object.keys(env).map((k) => (/(_BASE_URL|_PROXY|^LAB_)$|^(HTTPS?_PROXY)$/.test(k) && !/KEY|TOKEN/.test(k) ? `${k}=${env[k]}` : k));
}

/**
 * Plays one scenario at one size and saves its captures; returns their folders.
 * @param {{ v: Installed, pack: Vendor<Record<string, unknown>>, sc: Scenario<Record<string, unknown>>, cols: number, rows: number, outRoot: string, hold: boolean }} o
 * @returns {Promise<string[]>}
 */
async function runScenario({ v, pack, sc, cols, rows, outRoot, hold }) {
  const id = nextRunId(pack.short);
  const runDir = join(RUN_ROOT, id);
  rmSync(runDir, { recursive: true, force: true });
  const home = join(runDir, 'home');
  const proj = join(runDir, `proj-${id}`);
  mkdirSync(home, { recursive: true });
  mkdirSync(proj, { recursive: true });
  execFileSync('git', ['init', '-q', proj]);
  writeFileSync(join(proj, 'README.md'), '# demo project\n\nA tiny calculator used by the capture lab.\n');
  writeFileSync(join(proj, 'calc.py'), 'def add(a, b):\n    return a + b\n');

  const mock = sc.mock || 'ok';
  /** @type {RunContext} */
  const ctx = {
    vendor: v.vendor, version: v.version, cols, rows, id, runDir, home, proj,
    projName: basename(proj), projParentName: basename(runDir),
    mockPort: MOCK_PORT, proxyPort: PROXY_PORT, caPem: CA_PEM, mock, originUrl: `http://127.0.0.1:${ORIGIN_PORT}`,
    mockUrl: (b = mock, suffix = '') => `http://127.0.0.1:${MOCK_PORT}/m/${b}${suffix}`,
    write: (rel, text) => { const p = join(home, rel); mkdirSync(dirname(p), { recursive: true }); writeFileSync(p, text); },
  };
  if (pack.setupHome) await pack.setupHome(ctx, sc);
  if (sc.setup) await sc.setup(ctx);
  const vendorEnv = { ...(pack.env ? pack.env(ctx, sc) : {}), ...(sc.env ? sc.env(ctx) : {}) };
  for (const k of Object.keys(vendorEnv)) if (vendorEnv[k] == null) delete vendorEnv[k];
  const env = {
    HOME: home,
    PATH: `${v.binDir}:/usr/local/bin:/usr/bin:/bin`,
    TERM: 'xterm-256color',
    LANG: 'C.UTF-8',
    COLORTERM: 'truecolor',
    USER: 'root',
    SHELL: '/bin/bash',
    PS1: '\\u@lab:\\w\\$ ',
    ...vendorEnv,
  };
  const session = `${id}-${cols}x${rows}`;
  // originMock: true, or (ctx, sc) => the mock's arguments (e.g. ['--behaviour', 'ok', '--amp-thread', '401'])
  const originArgs = typeof pack.originMock === 'function' ? pack.originMock(ctx, sc) : ['--behaviour', mock];
  const origin = pack.originMock
    ? await startServer('mock-api.mjs', ['--port', String(ORIGIN_PORT), ...originArgs, '--log', join(LAB_ROOT, `mock-${v.vendor}.log`)], ORIGIN_PORT)
    : null;
  current = { session, runDir, origin };
  const shell = `exec env -i ${Object.entries(env).map(([k, val]) => `${k}=${shq(val)}`).join(' ')} bash --norc -i`;
  tmux('new-session', '-d', '-s', session, '-x', String(cols), '-y', String(rows), '-c', proj, shell);
  const panePid = Number(tmux('display', '-p', '-t', session, '#{pane_pid}').trim());
  const command = sc.command || pack.command || v.bin;
  /** @type {string[]} */
  const saved = [];

  /** @param {Step} step */
  const doCapture = async (step) => {
    const st = step.settle === false ? { settled: false, secs: 0, note: 'captured without waiting to settle' } : (step.settle ? await settle(session, step.settle) : await settle(session));
    const text = capturePane(session, false, step.history === true);
    const ansi = capturePane(session, true, step.history === true);
    const fg = foregroundOf(panePid);
    const pcc = tmux('display', '-p', '-t', session, '#{pane_current_command}').trim();
    const dir = join(outRoot, v.vendor, `${step.capture}__${cols}x${rows}`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'screen.txt'), text);
    writeFileSync(join(dir, 'screen.ansi'), ansi);
    const meta = {
      vendor: v.vendor,
      version: v.version,
      cols, rows,
      command,
      env: [...envForMeta(env), ...(pack.metaEnv ? pack.metaEnv(ctx, sc) : [])],
      pane_current_command: pcc,
      process_tree: processTree(panePid),
      foreground_pid: fg && fg.pid,
      foreground_argv: fg && fg.argv,
      how: typeof step.how === 'function' ? step.how(ctx) : (step.how || sc.how || ''),
      captured_at: new Date().toISOString(),
      settle: st,
      tmux_session: session,
      scenario: sc.name,
      mock_behaviour: mock,
      ...(step.history === true && { history: true }),
    };
    writeFileSync(join(dir, 'meta.json'), JSON.stringify(meta, null, 2) + '\n');
    const label = typeof step.label === 'function' ? step.label({ ...ctx, screen: text, pcc }) : step.label;
    if (label) writeFileSync(join(dir, 'label.json'), JSON.stringify(label, null, 2) + '\n');
    let warn = '';
    if (step.expect && !step.expect.test(text)) warn = `  !! expected ${step.expect} not on screen`;
    saved.push(dir);
    console.log(`  saved ${basename(dir)}  [${label ? label.state : 'NO LABEL'}] fg=${pcc}${st.settled ? '' : ' (not settled)'}${warn}`);
  };

  /** @param {readonly Step[]} steps */
  const run = async (steps) => {
    for (const step of steps) {
      if (step.command !== undefined || step.type === 'command') {
        // type only once the shell shows its prompt (typeahead would be echoed twice)
        await waitFor(session, /@lab:[^\n]*[#$]\s*$/m, 10000);
        sendText(session, step.command || command);
        await sleep(150);
        sendKeys(session, 'Enter');
        await settle(session, step.settle || { quietMs: 1500, timeoutMs: 45000 });
      } else if (step.text !== undefined) {
        sendText(session, typeof step.text === 'function' ? step.text(ctx) : step.text);
        await sleep(step.delay ?? 300);
        if (step.enter) { sendKeys(session, 'Enter'); }
        if (step.settle !== false) await settle(session, step.settle);
      } else if (step.keys) {
        for (const k of step.keys) { sendKeys(session, k); await sleep(step.delay ?? 250); }
        if (step.settle !== false) await settle(session, step.settle);
      } else if (step.failNext) {
        // the mock fails the agent's next `count` model requests with `status`, then answers again
        const { status, count = 1, tools = false } = step.failNext;
        await fetch(`http://127.0.0.1:${MOCK_PORT}/lab/fail-next?status=${status}&count=${count}${tools ? '&tools=1' : ''}`, { method: 'POST' });
      } else if (step.wait) {
        await sleep(step.wait);
      } else if (step.waitFor) {
        const ok = await waitFor(session, step.waitFor, step.timeout || 30000);
        if (!ok) console.log(`  .. waitFor ${step.waitFor} timed out`);
        if (step.settle !== false) await settle(session, step.settle);
      } else if (step.until) {
        // press keys until the screen matches (walks through screens that vary between versions)
        for (let i = 0; i < (step.max || 6) && !step.until.test(capturePane(session)); i++) {
          for (const k of step.keys_ || ['Enter']) { sendKeys(session, k); await sleep(250); }
          await settle(session, step.settle || undefined);
        }
        if (!step.until.test(capturePane(session))) console.log(`  .. until ${step.until} not reached`);
      } else if (step.while) {
        // presses keys while the screen still matches (an Enter the CLI dropped), waiting `every` ms first
        for (let i = 0; i < (step.max || 3); i++) {
          await sleep(step.every ?? 2500);
          if (!step.while.test(capturePane(session))) break;
          for (const k of step.keys_ || ['Enter']) { sendKeys(session, k); await sleep(250); }
        }
      } else if (step.choose) {
        // picks a numbered choice by its words, wherever the cursor starts (releases order them differently)
        const keys = keysToChoose(capturePane(session), step.choose);
        if (keys === null) console.log(`  .. no numbered choice matching ${step.choose} on screen`);
        for (const k of keys ?? step.fallback ?? []) { sendKeys(session, k); await sleep(step.delay ?? 250); }
        if (step.settle !== false) await settle(session, step.settle);
      } else if (step.if) {
        const hit = step.if.test(capturePane(session));
        await run(hit ? (step.then || []) : (step.else || []));
      } else if (step.capture) {
        // Before the bare settle step: a capture with its own settle options settles, then captures.
        await doCapture(step);
      } else if (step.settle) {
        await settle(session, step.settle);
      } else if (step.print) {
        console.log(capturePane(session));
      }
    }
  };

  console.log(`- ${v.vendor}@${v.version} ${sc.name} ${cols}x${rows} (session ${session}, mock ${mock})`);
  try {
    await run(sc.steps);
  } finally {
    if (hold) {
      // keep the servers up until the operator kills the session by hand
      console.log(`  holding tmux session ${session}; kill it with: tmux -L ${TMUX_SOCKET} kill-session -t ${session}`);
      for (;;) {
        try { tmux('has-session', '-t', session); } catch { break; }
        await sleep(2000);
      }
    } else {
      try { tmux('kill-session', '-t', session); } catch { /* gone */ }
    }
    await sleep(300);
    killRun(panePid, runDir);
    if (origin) await stopServer(origin, ORIGIN_PORT);
  }
  return saved;
}

// ------------------------------------------------------------------ main
async function main() {
  const args = process.argv.slice(2);
  /** @type {(name: string, dflt: string) => string} */
  const opt = (name, dflt) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : dflt; };
  const spec = args.find((a, i) => !a.startsWith('--') && !(i > 0 && args[i - 1].startsWith('--') && !['--hold', '--list'].includes(args[i - 1])));
  if (!spec) {
    console.error('usage: node lab/capture.mjs VENDOR[@VERSION] [--sizes 120x40,80x24,200x50] [--scenario NAME[,NAME]] [--scenarios FILE] [--out DIR] [--hold] [--list]');
    process.exit(2);
  }
  const { vendor } = parseVendorSpec(spec);
  // --scenarios FILE: a pack kept outside lab/ (a plugin package) brings its own scenario module
  const scenarioFile = opt('--scenarios', join(HERE, 'scenarios', `${vendor}.mjs`));
  /** @type {Vendor<Record<string, unknown>>} */
  const pack = (await import(pathToFileURL(resolve(scenarioFile)).href)).default;
  if (args.includes('--list')) {
    for (const sc of pack.scenarios) console.log(`${sc.name.padEnd(28)} mock=${(sc.mock || 'ok').padEnd(6)} ${sc.how || ''}`);
    return;
  }
  const sizes = opt('--sizes', '120x40,80x24,200x50').split(',').map((s) => s.split('x').map(Number));
  const wanted = opt('--scenario', '');
  const names = wanted ? wanted.split(',') : null;
  const scenarios = pack.scenarios.filter((s) => (names ? names.includes(s.name) : !s.manual));
  if (names && scenarios.length !== names.length) {
    throw new Error(`unknown scenario in ${wanted}; known: ${pack.scenarios.map((s) => s.name).join(', ')}`);
  }
  const outRoot = opt('--out', join(HERE, 'captures'));
  const v = install(spec, { quiet: true });
  console.log(`${v.pkg}@${v.version} (${v.binPath})`);
  mkdirSync(LAB_ROOT, { recursive: true });
  writeFileSync(join(LAB_ROOT, 'tmux.conf'), 'set -g status off\nset -g history-limit 5000\nset -g escape-time 10\nset -g default-terminal xterm-256color\n');
  ensureCa();
  const log = join(LAB_ROOT, `mock-${vendor}.log`);
  /** @type {ChildProcess[]} */
  const children = [];
  const stopAll = () => { for (const c of children) { try { c.kill('SIGTERM'); } catch { /* gone */ } } };
  const interrupt = () => {
    stopAll();
    if (current && current.origin) { try { current.origin.kill('SIGTERM'); } catch { /* gone */ } }
    if (current) {
      let pid = null;
      try { pid = Number(tmux('display', '-p', '-t', current.session, '#{pane_pid}').trim()); } catch { /* gone */ }
      try { tmux('kill-session', '-t', current.session); } catch { /* gone */ }
      killRun(pid, current.runDir);
    }
    process.exit(130);
  };
  process.on('SIGINT', interrupt);
  process.on('SIGTERM', interrupt);
  try {
    children.push(await startServer('mock-api.mjs', ['--port', String(MOCK_PORT), '--log', log], MOCK_PORT));
    if (pack.proxy) children.push(await startServer('proxy.mjs', ['--port', String(PROXY_PORT), '--log', log], PROXY_PORT));
    for (const sc of scenarios) {
      for (const [cols, rows] of sizes) {
        if (sc.sizes && !sc.sizes.includes(`${cols}x${rows}`)) continue;
        await runScenario({ v, pack, sc, cols, rows, outRoot, hold: args.includes('--hold') });
      }
    }
  } finally {
    stopAll();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main().catch((e) => { console.error(e); process.exit(1); });
