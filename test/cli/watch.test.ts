// watch --all and --session against a real tmux server of the test's own, running a synthetic fake
// agent and plain shell commands: panes at start, changes, panes opening and closing, and the reader
// of the output going away while every pane is quiet.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { BIN, ROOT, runCli } from './run-cli.js';
import { TMUX } from '../support/tools.js';
import { ownTmuxServer, waitFor } from '../support/tmux-server.js';

const SOCKET = `ptyscreen-watch-test-${process.pid}`;
const AGENT = join(ROOT, 'test/fixtures-synthetic/fake-agent.mjs');
const PACK_ARGS = ['--no-builtin', '--pack', join(ROOT, 'test/fixtures-synthetic/fake-agent-pack'), '--tmux-socket', SOCKET];

const tmux = ownTmuxServer(SOCKET, TMUX.path !== undefined);

function paneIds(target: string): string[] {
  return tmux('list-panes', '-s', '-t', target, '-F', '#{pane_id}').trim().split('\n');
}

type Line = Record<string, unknown> & { pane: string };


describe.skipIf(TMUX.path === undefined)(`watch many panes${TMUX.skipNote}`, () => {
  it('--all --json: a line per pane at start, then per change, for panes that open, and for panes that close', async () => {
    tmux('new-session', '-d', '-s', 'agents', '-x', '100', '-y', '30', `${process.execPath} ${AGENT}`);
    tmux('split-window', '-t', 'agents', 'exec sleep 600');
    tmux('new-session', '-d', '-s', 'other', '-x', '80', '-y', '24', 'exec sleep 600');
    await waitFor(() => tmux('capture-pane', '-p', '-t', 'agents:0.0').includes('Do you trust'), 'the fake agent to paint');
    const [agent, shell] = paneIds('agents');
    const [other] = paneIds('other');

    const child = spawn(process.execPath, [BIN, 'watch', '--all', '--json', '--interval', '100', ...PACK_ARGS], { cwd: ROOT });
    const lines: Line[] = [];
    createInterface({ input: child.stdout }).on('line', (line) => lines.push(JSON.parse(line) as Line));
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      await waitFor(() => lines.length >= 3, 'a line for each of the three panes');
      const byPane = new Map(lines.map((line) => [line.pane, line]));
      expect([...byPane.keys()].sort()).toEqual([agent, shell, other].sort());
      // Each line is the pane's result as classify --tmux gives it, with the pane beside it.
      const { at, pane, target, process: processName, ...result } = byPane.get(agent!)!;
      const current = tmux('display-message', '-p', '-t', agent!, '#{pane_current_command}').trim();
      expect({ pane, target, processName }).toEqual({ pane: agent, target: 'agents:0.0', processName: current });
      expect(typeof at).toBe('string');
      const [classified] = JSON.parse(runCli(['classify', '--tmux', agent!, ...PACK_ARGS, '--json']).stdout) as Record<string, unknown>[];
      expect(result).toEqual(classified);
      expect(result).toMatchObject({ state: 'operator_gate', vendor: 'fake-agent', source: `tmux:${agent}` });
      expect(byPane.get(shell!)).toMatchObject({ target: 'agents:0.1', process: 'sleep', state: 'not_agent', observedProcess: 'sleep' });
      expect(byPane.get(other!)).toMatchObject({ target: 'other:0.0', state: 'not_agent' });

      // A change of one pane: one line, for that pane.
      tmux('send-keys', '-t', agent!, 'Enter');
      await waitFor(() => lines.length >= 4, 'the line for the answered gate');
      expect(lines[3]).toMatchObject({ pane: agent, state: 'ready', vendor: 'fake-agent' });

      // A pane that opens, and a session that closes.
      tmux('new-window', '-t', 'other', 'exec sleep 600');
      const [, opened] = paneIds('other');
      await waitFor(() => lines.some((line) => line.pane === opened), 'the line for the new pane');
      tmux('kill-session', '-t', 'other');
      await waitFor(() => lines.filter((line) => line.gone === true).length >= 2, 'the closed panes');
      expect(lines.filter((line) => line.gone === true).map((line) => line.pane).sort()).toEqual([other, opened].sort());
      expect(lines.find((line) => line.pane === other && line.gone === true)).toEqual({ at: expect.any(String), pane: other, target: 'other:0.0', gone: true });
    } finally {
      child.kill('SIGINT');
    }
    expect(await exited).toBe(130);
    expect(stderr).toBe('');
  });

  it('--all goes on following the server when the session its tmux client is attached to closes', async () => {
    // The watch keeps one control-mode tmux client attached to the first listed session (`aa-first`).
    tmux('new-session', '-d', '-s', 'aa-first', '-x', '80', '-y', '24', 'exec sleep 600');
    tmux('new-session', '-d', '-s', 'aa-second', '-x', '80', '-y', '24', 'exec sleep 600');
    const [first] = paneIds('aa-first');
    const child = spawn(process.execPath, [BIN, 'watch', '--all', '--json', '--interval', '100', ...PACK_ARGS], { cwd: ROOT });
    const lines: Line[] = [];
    createInterface({ input: child.stdout }).on('line', (line) => lines.push(JSON.parse(line) as Line));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      await waitFor(() => lines.length >= 2, 'a line for each pane');
      await waitFor(() => tmux('list-sessions', '-F', '#{session_name} #{session_attached}').includes('aa-first 1'), 'the control client to attach');
      tmux('kill-session', '-t', 'aa-first');
      await waitFor(() => lines.some((line) => line.pane === first && line.gone === true), 'the closed pane');
      tmux('new-window', '-t', 'aa-second', 'exec sleep 600');
      const [, opened] = paneIds('aa-second');
      await waitFor(() => lines.some((line) => line.pane === opened), 'the line for the pane opened after');
      expect(lines.find((line) => line.pane === opened)).toMatchObject({ target: 'aa-second:1.0', state: 'not_agent' });
    } finally {
      child.kill('SIGINT');
      tmux('kill-session', '-t', 'aa-second');
    }
    expect(await exited).toBe(130);
  });

  it('--session: only that session\'s panes, and a line for people without --json', async () => {
    tmux('new-session', '-d', '-s', 'only', '-x', '80', '-y', '24', 'exec sleep 600');
    tmux('new-session', '-d', '-s', 'not-this', '-x', '80', '-y', '24', 'exec sleep 600');
    const [pane] = paneIds('only');
    // A shell pipe, as a person types it: the reader takes one line and leaves while the pane is quiet.
    const run = spawnSync('sh', ['-c', `"${process.execPath}" "${BIN}" watch --session only ${PACK_ARGS.join(' ')} | head -1`], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(run.signal).toBeNull();
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`^\\d\\d:\\d\\d:\\d\\d  ${pane}  only:0\\.0  not_agent  -  process sleep\\n$`));
  });

  it('ends as soon as the reader of its output goes away, though no pane changes', () => {
    tmux('new-session', '-d', '-s', 'quiet', '-x', '80', '-y', '24', 'exec sleep 600');
    // `head -1` reads the first line and exits; the watch must notice without printing again. A
    // watch that hung would be killed by the timeout, and the shell would report a signal.
    const run = spawnSync('bash', ['-c', `"${process.execPath}" "${BIN}" watch --session quiet --json --interval 100 ${PACK_ARGS.join(' ')} | head -1; echo "watch exit \${PIPESTATUS[0]}"`], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.signal).toBeNull();
    const [first, exit] = run.stdout.trim().split('\n');
    expect(JSON.parse(first!)).toMatchObject({ pane: paneIds('quiet')[0], state: 'not_agent' });
    expect(exit).toBe('watch exit 0');
  });

  it('a session that does not exist: exit 2 and a message naming it', () => {
    const run = runCli(['watch', '--session', 'no-such-session', ...PACK_ARGS]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/tmux could not read the panes of session "no-such-session": .*; check the name with tmux list-sessions/);
  });

  it('needs exactly one of --tmux, --session and --all', () => {
    expect(runCli(['watch', ...PACK_ARGS]).status).toBe(2);
    const both = runCli(['watch', '--all', '--session', 'x', ...PACK_ARGS]);
    expect(both.status).toBe(2);
    expect(both.stderr).toMatch(/--all|--session/);
  });
});
