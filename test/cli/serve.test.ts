// `ptyscreen serve`: answers equal classify --json's on real fixtures, bad lines answered and passed,
// a Unix socket for several clients, a live tmux pane, and the README's Python client run by python3.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN, ROOT, runCli } from './run-cli.js';
import { PYTHON3, TMUX } from '../support/tools.js';
import { ownTmuxServer, waitFor } from '../support/tmux-server.js';

const scratch = mkdtempSync(join(tmpdir(), 'ptyscreen-serve-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Fixture {
  readonly dir: string;
  readonly process: string | undefined;
}

/** The first two capture folders of each built-in pack that hold a screen.txt: real captures of every vendor. */
function sampleFixtures(): Fixture[] {
  const fixtures: Fixture[] = [];
  for (const vendor of readdirSync(join(ROOT, 'rules')).sort()) {
    const folder = join(ROOT, 'rules', vendor, 'fixtures');
    if (!existsSync(folder)) continue;
    const dirs = readdirSync(folder).sort().map((name) => join('rules', vendor, 'fixtures', name)).filter((dir) => existsSync(join(ROOT, dir, 'screen.txt')));
    for (const dir of dirs.slice(0, 2)) {
      const meta = join(ROOT, dir, 'meta.json');
      const process = existsSync(meta) ? (JSON.parse(readFileSync(meta, 'utf8')) as { pane_current_command?: string }).pane_current_command : undefined;
      fixtures.push({ dir, process });
    }
  }
  return fixtures;
}

type Answer = { id: unknown; result?: Record<string, unknown>; error?: Record<string, unknown> };

function serve(lines: readonly string[], args: readonly string[] = []): { status: number | null; answers: Answer[]; stderr: string } {
  const run = runCli(['serve', '--json', ...args], { input: lines.map((line) => `${line}\n`).join('') });
  const answers = run.stdout.split('\n').filter((line) => line !== '').map((line) => JSON.parse(line) as Answer);
  return { status: run.status, answers, stderr: run.stderr };
}

function classifyJson(args: readonly string[], input?: string): Record<string, unknown>[] {
  const run = runCli(['classify', ...args, '--json'], input === undefined ? {} : { input });
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout) as Record<string, unknown>[];
}

describe('serve', () => {
  const fixtures = sampleFixtures();

  it('answers a capture path with exactly what classify --json gives for it, on real fixtures of every pack', () => {
    expect(fixtures.length).toBeGreaterThan(20);
    const { status, answers, stderr } = serve(fixtures.map((f, i) => JSON.stringify({ id: i, file: f.dir })));
    expect(status).toBe(0);
    expect(stderr).toBe('');
    const expected = classifyJson(fixtures.map((f) => f.dir));
    expect(answers.map((a) => a.id)).toEqual(fixtures.map((_, i) => i));
    expect(answers.map((a) => a.result)).toEqual(expected);
    // Not all one state: the sample holds gates, failures and ready screens.
    expect(new Set(expected.map((r) => r.state)).size).toBeGreaterThanOrEqual(3);
  });

  it('answers screen text, plain or ANSI, with exactly what classify - gives for it', () => {
    const withAnsi = fixtures.filter((f) => existsSync(join(ROOT, f.dir, 'screen.ansi')) && f.process !== undefined);
    const picked = [
      { text: readFileSync(join(ROOT, fixtures[0]!.dir, 'screen.txt'), 'utf8'), process: fixtures[0]!.process ?? 'node' },
      { text: readFileSync(join(ROOT, withAnsi[0]!.dir, 'screen.ansi'), 'utf8'), process: withAnsi[0]!.process! },
    ];
    const { answers } = serve(picked.map((p, i) => JSON.stringify({ id: i, screen: p.text, process: p.process, cols: 120, rows: 40 })));
    picked.forEach((p, i) => {
      const [expected] = classifyJson(['-', '--process', p.process, '--cols', '120', '--rows', '40'], p.text);
      expect(answers[i]).toEqual({ id: i, result: expected });
    });
  });

  it('answers every fixture screen as classify reads its file, but for the source', () => {
    const requests = fixtures.map((f, i) => JSON.stringify({ id: i, screen: readFileSync(join(ROOT, f.dir, 'screen.txt'), 'utf8'), ...(f.process !== undefined && { process: f.process }) }));
    const { answers } = serve(requests);
    // One classify per process name, over the screen.txt of the fixtures captured under it.
    const byProcess = new Map<string | undefined, number[]>();
    fixtures.forEach((f, i) => byProcess.set(f.process, [...(byProcess.get(f.process) ?? []), i]));
    for (const [process, indices] of byProcess) {
      const results = classifyJson([...indices.map((i) => join(fixtures[i]!.dir, 'screen.txt')), ...(process === undefined ? [] : ['--process', process])]);
      indices.forEach((i, k) => {
        expect(answers[i]).toEqual({ id: i, result: { ...results[k], source: '-' } });
      });
    }
  });

  it('answers a screen asked again, under other hints in between, as classify does under each', () => {
    const fixture = fixtures.find((f) => f.process !== undefined)!;
    const text = readFileSync(join(ROOT, fixture.dir, 'screen.txt'), 'utf8');
    const hints = [{ process: fixture.process }, { process: 'bash' }, {}, { process: fixture.process, cols: 80, rows: 24 }];
    // Each question over and over, the others in between. The server reads a chunk of its input at a
    // time, and what it answers in one chunk it remembers for the next: 256 KiB of requests are several.
    const rounds = Math.ceil((256 * 1024) / (hints.length * text.length));
    const asked = Array.from({ length: rounds }, () => hints).flat();
    const { answers } = serve(asked.map((h, i) => JSON.stringify({ id: i, screen: text, ...h })));
    const expected = hints.map((h) => {
      const args = ['-', ...('process' in h ? ['--process', h.process!] : []), ...('cols' in h ? ['--cols', String(h.cols), '--rows', String(h.rows)] : [])];
      return classifyJson(args, text)[0];
    });
    // The hints matter on this screen: not every answer is the same.
    expect(new Set(expected.map((r) => JSON.stringify(r))).size).toBeGreaterThanOrEqual(3);
    asked.forEach((_, i) => {
      expect(answers[i]).toEqual({ id: i, result: expected[i % hints.length] });
    });
  });

  it('answers a bad line with an error and goes on, in request order, and exits 0 at the end of input', () => {
    const good = fixtures[0]!.dir;
    const { status, answers, stderr } = serve([
      JSON.stringify({ id: 'first', file: good }),
      'not json',
      '',
      JSON.stringify({ id: 'typo', file: good, proces: 'node' }),
      JSON.stringify({ id: 'missing', file: join(scratch, 'nope.txt') }),
      JSON.stringify({ id: 'unknown vendor', screen: 'hello', vendor: 'no-such-cli' }),
      JSON.stringify({ id: 'last', file: good }),
    ]);
    expect(status).toBe(0);
    expect(stderr).toBe('');
    expect(answers.map((a) => [a.id, a.result === undefined ? a.error!.code : 'result'])).toEqual([
      ['first', 'result'],
      [null, 'request.json'],
      ['typo', 'request.invalid'],
      ['missing', 'io.ENOENT'],
      ['unknown vendor', 'vendor.unknown'],
      ['last', 'result'],
    ]);
    expect(answers[1]!.error).toMatchObject({ file: '<request>', line: 2 });
    expect(answers[3]!.error).toMatchObject({ file: join(scratch, 'nope.txt'), message: expect.stringContaining('no such file') });
    expect(answers[5]!.result).toEqual(answers[0]!.result);
  });

  it('answers JSON lines by default, and with --format text a line for people', () => {
    const request = `${JSON.stringify({ id: 7, file: fixtures[0]!.dir })}\n`;
    expect(runCli(['serve'], { input: request }).stdout).toBe(runCli(['serve', '--json'], { input: request }).stdout);
    const run = runCli(['serve', '--format', 'text'], { input: `${JSON.stringify({ id: 7, file: fixtures[0]!.dir })}\n{}\n` });
    expect(run.status).toBe(0);
    const [result] = classifyJson([fixtures[0]!.dir]);
    expect(run.stdout.split('\n')[0]).toMatch(new RegExp(`^7  ${fixtures[0]!.dir.replaceAll('.', '\\.')}\\s+${result!.state as string}`));
    expect(run.stdout.split('\n')[1]).toMatch(/^null {2}error request\.invalid: give exactly one of "screen"/);
  });

  it('serves several clients on a Unix socket, each in its own request order, and removes the socket at Ctrl-C', async () => {
    const socket = join(scratch, 'serve.sock');
    const server = spawn(process.execPath, [BIN, 'serve', '--json', '--socket', socket], { cwd: ROOT });
    let stderr = '';
    server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
    try {
      for (let i = 0; i < 100 && !stderr.includes('listening'); i++) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(stderr).toContain(`serve: listening on ${socket}`);
      const client = (name: string, dirs: readonly string[]): Promise<Answer[]> =>
        new Promise((resolve, reject) => {
          const connection = connect(socket);
          let text = '';
          connection.on('data', (chunk: Buffer) => (text += chunk.toString()));
          connection.on('end', () => resolve(text.split('\n').filter((line) => line !== '').map((line) => JSON.parse(line) as Answer)));
          connection.on('error', reject);
          // All requests at once, then the end of this client's requests: its answers still come.
          connection.end(dirs.map((dir, i) => `${JSON.stringify({ id: `${name}${i}`, file: dir })}\n`).join(''));
        });
      const a = fixtures.slice(0, 6).map((f) => f.dir);
      const b = fixtures.slice(6, 12).map((f) => f.dir);
      const [answersA, answersB] = await Promise.all([client('a', a), client('b', b)]);
      const expected = classifyJson([...a, ...b]);
      expect(answersA).toEqual(a.map((_, i) => ({ id: `a${i}`, result: expected[i] })));
      expect(answersB).toEqual(b.map((_, i) => ({ id: `b${i}`, result: expected[6 + i] })));
    } finally {
      server.kill('SIGINT');
    }
    expect(await exited).toBe(130);
    expect(existsSync(socket)).toBe(false);
  });

  it.skipIf(PYTHON3.path === undefined)(`runs the README's Python client${PYTHON3.skipNote}`, () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const code = /```python\n([\s\S]*?)```/.exec(readme.slice(readme.indexOf('A client in Python')))![1]!;
    writeFileSync(join(scratch, 'client.py'), code);
    // `ptyscreen` on PATH, as an install puts it there: this checkout's build.
    writeFileSync(join(scratch, 'ptyscreen'), `#!/bin/sh\nexec "${process.execPath}" "${BIN}" "$@"\n`, { mode: 0o755 });
    const dirs = fixtures.slice(0, 4).map((f) => f.dir);
    const run = spawnSync(PYTHON3.path!, [join(scratch, 'client.py'), ...dirs, 'nope.txt'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, PATH: `${scratch}:${process.env.PATH ?? ''}` },
      timeout: 60_000,
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    // The client says --process node for every path, as the README's does.
    const expected = classifyJson([...dirs, '--process', 'node']);
    expect(run.stdout).toBe([...dirs.map((dir, i) => `${dir} ${expected[i]!.state as string}`), 'nope.txt error', ''].join('\n'));
  });
});

const SOCKET = `ptyscreen-serve-test-${process.pid}`;
const tmux = ownTmuxServer(SOCKET, TMUX.path !== undefined);
const AGENT = join(ROOT, 'test/fixtures-synthetic/fake-agent.mjs');
const PACK_ARGS = ['--no-builtin', '--pack', join(ROOT, 'test/fixtures-synthetic/fake-agent-pack')];

describe.skipIf(TMUX.path === undefined)(`serve, a live tmux pane${TMUX.skipNote}`, () => {


  it('answers a tmux request with what classify --tmux gives, on the request\'s tmux server', async () => {
    tmux('new-session', '-d', '-s', 'agent', '-x', '100', '-y', '30', `${process.execPath} ${AGENT}`);
    await waitFor(() => tmux('capture-pane', '-p', '-t', 'agent').includes('Do you trust'), 'the fake agent to paint');
    // The server's --tmux-socket for a request without tmuxSocket; a request's own tmuxSocket wins.
    const { answers } = serve([JSON.stringify({ id: 1, tmux: 'agent' }), JSON.stringify({ id: 2, tmux: 'agent', tmuxSocket: `${SOCKET}-none` })], [...PACK_ARGS, '--tmux-socket', SOCKET]);
    const [expected] = classifyJson(['--tmux', 'agent', '--tmux-socket', SOCKET, ...PACK_ARGS]);
    expect(expected).toMatchObject({ state: 'operator_gate', source: 'tmux:agent' });
    expect(answers[0]).toEqual({ id: 1, result: expected });
    expect(answers[1]).toMatchObject({ id: 2, error: { code: 'tmux.failed', file: 'tmux:agent' } });
  });
});
