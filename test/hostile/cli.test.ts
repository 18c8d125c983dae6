// The CLI under hostile conditions: a reader that leaves, Ctrl-C mid-batch, bad inputs among good ones, names built to drive a terminal.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { closeSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, ROOT, runCli } from '../cli/run-cli.js';
import { TMUX } from '../support/tools.js';

const scratch = mkdtempSync(join(tmpdir(), 'ptyscreen-hostile-cli-'));
const GEMINI_TRUST = join(ROOT, 'rules/gemini-cli/fixtures/trust-folder-120x40/screen.txt');
const CLAUDE_READY = join(ROOT, 'rules/claude-code/fixtures/ready-composer-empty__120x40/screen.txt');
const MANY = 600;
const many: string[] = [];
// The two vendor packs these tests read, and no others: plugins/ and rules/ change as packs arrive.
const PACKS = ['--no-builtin', '--pack', join(ROOT, 'rules/gemini-cli'), '--pack', join(ROOT, 'rules/claude-code')];
const PACK_FLAGS = PACKS.map((arg) => `"${arg}"`).join(' ');
// Raw control and bidi characters: what no line a terminal is given may hold.
const RAW_UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

beforeAll(() => {
  mkdirSync(join(scratch, 'many'));
  for (let i = 0; i < MANY; i++) {
    const file = join(scratch, 'many', `pane-${String(i).padStart(4, '0')}.txt`);
    copyFileSync(GEMINI_TRUST, file);
    many.push(file);
  }
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs a shell pipeline; `status` is ptyscreen's own exit status, not the pipeline's. */
function pipeline(command: string): { status: number; stderr: string } {
  const run = spawnSync('bash', ['-c', `${command}; exit "\${PIPESTATUS[0]}"`], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', BIN, MANY_DIR: join(scratch, 'many') },
    timeout: 60_000,
  });
  return { status: run.status ?? -1, stderr: run.stderr };
}

describe('a reader that goes away (EPIPE)', () => {
  it.each(['text', 'json', 'jsonl'])('classify --format %s | head -1: exits quietly, no stack trace', (format) => {
    const run = pipeline(`node "$BIN" classify "$MANY_DIR"/*.txt --process node ${PACK_FLAGS} --format ${format} | head -1 >/dev/null`);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('guard replay --json | head -c 10: exits quietly', () => {
    const run = pipeline('node "$BIN" guard replay test/transcripts/*.jsonl test/transcripts/*.jsonl test/transcripts/*.jsonl --json | head -c 10 >/dev/null');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});

describe('Ctrl-C during a batch', () => {
  it('exits 130 at once and leaves neither the --output page nor a temporary file', async () => {
    const report = join(scratch, 'report.html');
    const args = ['classify', ...many, ...many, ...many, '--process', 'node', ...PACKS, '--format', 'html', '--output', report];
    // The progress line, forced on, says when the batch is under way.
    const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, env: { ...process.env, NO_COLOR: '1', PTYSCREEN_PROGRESS: '1' } });
    let stderr = '';
    const lines = createInterface({ input: child.stderr });
    lines.on('line', (line) => (stderr += `${line}\n`));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await new Promise<void>((resolve) => lines.once('line', () => resolve()));
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    expect(stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(report)).toBe(false);
    expect(readdirSync(scratch).filter((name) => name.includes('.tmp'))).toEqual([]);
  });
});

describe('bad inputs among good ones', () => {
  it('each bad input is one stderr line naming it and saying what to do; every good one is still classified, in order; exit 2', () => {
    const huge = join(scratch, 'huge.txt');
    closeSync(openSync(huge, 'w'));
    execFileSync('truncate', ['-s', '1G', huge]);
    const broken = join(scratch, 'broken.cast');
    writeFileSync(broken, '{"version":2,"width":40,"height":5}\n[0.1,"o","one"]\nnot json\n[0.2,"o","two"]\n');
    const escaping = join(scratch, 'escaping.json');
    writeFileSync(escaping, JSON.stringify({ process: 'node', cols: 80, rows: 24, castFile: '../../etc/passwd' }));
    const empty = join(scratch, 'empty-folder');
    mkdirSync(empty);
    const missing = join(scratch, 'missing.txt');
    // Nothing is classified silently: a capture of 0 bytes, and a binary file, are errors too.
    const nothing = join(scratch, 'nothing.txt');
    writeFileSync(nothing, '');
    const binary = join(scratch, 'binary.txt');
    writeFileSync(binary, Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, 0x00]));
    const args = ['classify', CLAUDE_READY, missing, huge, GEMINI_TRUST, broken, escaping, empty, nothing, binary, CLAUDE_READY, '--process', 'node', ...PACKS, '--format', 'jsonl'];
    const run = runCli(args);
    expect(run.status).toBe(2);
    // Every input keeps its place in the JSON Lines: a result, or an entry with the error's code.
    const entries = run.stdout.trim().split('\n').map((line) => JSON.parse(line) as { source: string; state?: string; error?: { code: string } });
    expect(entries.map((entry) => entry.source)).toEqual([CLAUDE_READY, missing, huge, GEMINI_TRUST, broken, escaping, empty, nothing, binary, CLAUDE_READY]);
    expect(entries.map((entry) => entry.state ?? entry.error?.code)).toEqual([
      'ready', 'io.ENOENT', 'capture.too-large', 'operator_gate', 'capture.asciicast.event', 'capture.envelope.path', 'capture.folder', 'capture.empty', 'capture.binary', 'ready',
    ]);
    expect(run.stderr.trim().split('\n')).toEqual([
      `ptyscreen: ${missing}: cannot read: no such file; check the path`,
      expect.stringMatching(new RegExp(`^ptyscreen: ${huge}: capture is 1 GiB, over the 64 MiB limit; raise the limit to --max-bytes 1073741824`)),
      expect.stringMatching(new RegExp(`^ptyscreen: ${broken}:3(:\\d+)?: not a JSON event line .*or skip broken lines with --lenient`)),
      `ptyscreen: ${escaping}: castFile "../../etc/passwd" climbs out with ..; give a path inside the envelope's folder`,
      `ptyscreen: ${empty}: no screen.ansi, screen.txt or rec.cast in this folder, nor any .txt, .ansi or .cast capture below it; to classify other files, list them with --files-from`,
      `ptyscreen: ${nothing}: the capture is empty (0 bytes): nothing to classify; check the command that wrote it`,
      `ptyscreen: ${binary}: a binary file, not a terminal capture (6 of its first 9 bytes are control bytes no terminal output holds); give a tmux capture, an ANSI stream, an asciicast recording or a capture envelope`,
    ]);
  });

  it('empty standard input (a pipe whose tmux failed) is an error, not an unknown screen', () => {
    const run = runCli(['classify', '-', '--process', 'node', ...PACKS], { input: '' });
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe('ptyscreen: <stdin>: the capture is empty (0 bytes): nothing to classify; check the command that wrote it\n');
  });

  it('a path given twice keeps its places: results come out in input order', () => {
    const run = runCli(['classify', GEMINI_TRUST, CLAUDE_READY, GEMINI_TRUST, '--process', 'node', ...PACKS, '--json']);
    expect((JSON.parse(run.stdout) as { source: string }[]).map((result) => result.source)).toEqual([GEMINI_TRUST, CLAUDE_READY, GEMINI_TRUST]);
    const replay = runCli(['guard', 'replay', 'test/transcripts/manual-clears-run.jsonl', 'test/transcripts/auto-loop-first-refeed.jsonl', 'test/transcripts/manual-clears-run.jsonl', '--json']);
    expect((JSON.parse(replay.stdout) as { source: string }[]).map((report) => report.source)).toEqual([
      'test/transcripts/manual-clears-run.jsonl',
      'test/transcripts/auto-loop-first-refeed.jsonl',
      'test/transcripts/manual-clears-run.jsonl',
    ]);
  });

  it('--output into a folder that does not exist: the folder is made; into a path under a file: a message naming it; exit 2', () => {
    const cast = join(scratch, 'report-me.cast');
    writeFileSync(cast, '{"version":2,"width":40,"height":5}\n[0.1,"o","hello"]\n');
    const report = join(scratch, 'no-such-folder', 'report.html');
    const made = runCli(['classify', cast, '--process', 'node', ...PACKS, '--format', 'html', '--output', report]);
    expect(made.status).toBe(0);
    expect(made.stdout).toBe(`wrote ${report}: 1 capture: 1 unknown\n`);
    expect(readFileSync(report, 'utf8')).toContain('<h2>');
    const underFile = join(cast, 'report.html');
    const run = runCli(['classify', cast, '--process', 'node', ...PACKS, '--format', 'html', '--output', underFile]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n').at(-1)).toBe(`ptyscreen: ${underFile}: cannot write it (a file stands where a folder of its path would be); check that its folder can be created and written to`);
  });

  it('a capture that names a vendor no pack is loaded for: the error names the capture', () => {
    const folder = join(scratch, 'unknown-vendor');
    mkdirSync(folder);
    copyFileSync(CLAUDE_READY, join(folder, 'screen.txt'));
    writeFileSync(join(folder, 'meta.json'), JSON.stringify({ vendor: 'nope', pane_current_command: 'node' }));
    const run = runCli(['classify', folder, CLAUDE_READY, '--process', 'node', ...PACKS, '--format', 'jsonl']);
    expect(run.status).toBe(2);
    expect(run.stderr.trim()).toMatch(new RegExp(`^ptyscreen: ${folder}: no pack for vendor "nope"`));
    expect(run.stdout.trim().split('\n').map((line) => (JSON.parse(line) as { error?: { code: string } }).error?.code)).toEqual(['vendor.unknown', undefined]);
  });

  it('--lenient classifies the recording and still names each line it skipped', () => {
    const broken = join(scratch, 'lenient.cast');
    writeFileSync(broken, '{"version":2,"width":40,"height":5}\n[0.1,"o","one "]\nnot json\n[0.2,"o","two"]\n[0.3,"r","wide"]\n');
    const run = runCli(['classify', broken, '--process', 'node', ...PACKS, '--lenient', '--json']);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual([expect.objectContaining({ source: broken, state: 'unknown' })]);
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^ptyscreen: ${broken}:3(:\\d+)?: not a JSON event line .*\\(skipped: --lenient\\)$`)),
      expect.stringMatching(new RegExp(`^ptyscreen: ${broken}:5: a resize event's data must be COLSxROWS .*\\(skipped: --lenient\\)$`)),
    ]);
  });

  it('a capture given as a pipe (`<(…)`) is read whole, however long', () => {
    const run = pipeline(`node "$BIN" classify <(cat "$MANY_DIR"/*.txt | head -c 300000; cat ${GEMINI_TRUST}) --process node ${PACK_FLAGS} --json > ${join(scratch, 'piped.json')}`);
    expect(run.stderr).toBe('');
    expect(JSON.parse(readFileSync(join(scratch, 'piped.json'), 'utf8'))).toEqual([expect.objectContaining({ state: 'operator_gate' })]);
  });
});

describe('names and packs built to drive a terminal', () => {
  it('a capture whose file name holds ESC, C1 and bidi controls: shown escaped in text, exact in JSON, never raw', () => {
    const name = join(scratch, 'pane\u001b]0;pwned\u0007\u009b2J\u202etxt.exe');
    copyFileSync(GEMINI_TRUST, name);
    const missing = `${name}.missing`;
    const text = runCli(['classify', name, missing, '--process', 'node', ...PACKS]);
    expect(text.stdout).not.toMatch(RAW_UNSAFE);
    expect(text.stderr).not.toMatch(RAW_UNSAFE);
    expect(text.stdout).toContain('pane\\u001b]0;pwned\\u0007\\u009b2J\\u202etxt.exe');
    expect(text.stderr).toContain('\\u001b]0;pwned');
    const json = runCli(['classify', name, '--process', 'node', ...PACKS, '--json']);
    expect(json.stdout).not.toMatch(RAW_UNSAFE);
    expect((JSON.parse(json.stdout) as { source: string }[])[0]!.source).toBe(name);
  });

  it('a pack whose unknown key holds escapes: the problem is printed escaped, and the pack is not used', () => {
    const dir = join(scratch, 'escape-pack');
    mkdirSync(dir);
    writeFileSync(join(dir, 'pack.yaml'), 'id: esc\nname: Esc\nversion: 1.0.0\nprocess: {binaries: [esc]}\n"\\e]0;pwned\\a\\u202e": 1\n');
    const run = runCli(['classify', CLAUDE_READY, '--process', 'esc', ...PACKS, '--pack', dir]);
    expect(run.status).toBe(2);
    expect(run.stderr).not.toMatch(RAW_UNSAFE);
    expect(run.stderr).toContain(`${join(dir, 'pack.yaml')}:5:1: error: the pack has an unknown key "\\u001b]0;pwned\\u0007\\u202e"`);
    expect(run.stdout).toMatch(/not_agent/);
  });

  it('a pack that claims every screen (`.*`): classify warns at its line and leaves the whole pack out', () => {
    const dir = join(scratch, 'claims-all');
    mkdirSync(dir);
    writeFileSync(join(dir, 'pack.yaml'), "id: greedy\nname: Greedy\nversion: 1.0.0\nprocess: {binaries: [greedy], wrappers: [node]}\nfailures:\n  - id: all\n    reason: crash\n    when: '.*'\n");
    const run = runCli(['classify', GEMINI_TRUST, '--process', 'node', ...PACKS, '--pack', dir, '--json']);
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(new RegExp(`^ptyscreen: ${join(dir, 'pack.yaml')}:8:11: warning \\[greedy/all\\]: this rule's condition holds on a blank screen`));
    expect(JSON.parse(run.stdout)).toEqual([expect.objectContaining({ state: 'operator_gate', vendor: 'gemini-cli' })]);
  });

  // A list or map used as a key: the YAML library would print its own warning on stderr.
  it('a pack with a collection as a key: a located problem, no raw Node warning on stderr', () => {
    const dir = join(scratch, 'collection-key');
    mkdirSync(dir);
    writeFileSync(join(dir, 'pack.yaml'), 'id: ck\nname: Ck\nversion: 1.0.0\nprocess: {binaries: [ck]}\n? [a, b]\n: c\n');
    const run = runCli(['classify', CLAUDE_READY, '--process', 'node', ...PACKS, '--pack', dir]);
    expect(run.stderr).not.toContain('(node:');
    expect(run.stderr).toContain(`${join(dir, 'pack.yaml')}:5:`);
  });

  it('a pack whose patterns overflow RE2.Set: exit 2 naming the pack, the built-in packs still used', () => {
    const dir = join(scratch, 'set-overflow');
    mkdirSync(dir);
    const rules = Array.from({ length: 100 }, (_, i) => `  - {id: r${i}, reason: crash, when: 'L{50,1000}${i}'}\n`).join('');
    writeFileSync(join(dir, 'pack.yaml'), `id: huge\nname: Huge\nversion: 1.0.0\nprocess: {binaries: [huge]}\nfailures:\n${rules}`);
    const run = runCli(['classify', GEMINI_TRUST, '--process', 'node', ...PACKS, '--pack', dir, '--json']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(join(dir, 'pack.yaml'));
    expect(JSON.parse(run.stdout)).toEqual([expect.objectContaining({ state: 'operator_gate' })]);
  });
});

describe.skipIf(TMUX.path === undefined)(`watch, whose reader goes away${TMUX.skipNote}`, () => {
  const socket = `ptyscreen-hostile-${process.pid}`;
  const tmux = (...args: string[]): string => execFileSync('tmux', ['-L', socket, ...args], { encoding: 'utf8' });
  afterAll(() => {
    try {
      tmux('kill-server');
    } catch {
      // already gone
    }
  });

  it('watch | head -1 ends quietly at its next line instead of watching forever', async () => {
    tmux('start-server', ';', 'set', '-g', 'exit-empty', 'off');
    tmux('new-session', '-d', '-s', 'w', '-x', '100', '-y', '30', `${process.execPath} ${join(ROOT, 'test/fixtures-synthetic/fake-agent.mjs')}`);
    for (let i = 0; i < 100 && !tmux('capture-pane', '-p', '-t', 'w').includes('Do you trust'); i++) await new Promise((r) => setTimeout(r, 100));
    const pack = join(ROOT, 'test/fixtures-synthetic/fake-agent-pack');
    const child = spawn('bash', ['-c', `node "${BIN}" watch --tmux w --interval 100 --no-builtin --pack "${pack}" --tmux-socket ${socket} | head -1; exit "\${PIPESTATUS[0]}"`], { cwd: ROOT });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    // head has its line and is gone; the next change makes watch write, meet EPIPE and stop.
    tmux('send-keys', '-t', 'w', 'Enter');
    expect(await exited).toBe(0);
    expect(stderr).toBe('');
  });
});
