// classify --tmux and watch --tmux against a real tmux server running a synthetic fake agent.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { BIN, ROOT, runCli } from './run-cli.js';
import { TMUX } from '../support/tools.js';
import { ownTmuxServer, waitFor } from '../support/tmux-server.js';

const SOCKET = `ptyscreen-test-${process.pid}`;
const AGENT = join(ROOT, 'test/fixtures-synthetic/fake-agent.mjs');
const PACK = join(ROOT, 'test/fixtures-synthetic/fake-agent-pack');
const PACK_ARGS = ['--no-builtin', '--pack', PACK, '--tmux-socket', SOCKET];

const tmux = ownTmuxServer(SOCKET, TMUX.path !== undefined);

function startAgent(session: string): Promise<void> {
  tmux('new-session', '-d', '-s', session, '-x', '100', '-y', '30', `${process.execPath} ${AGENT}`);
  return waitFor(() => tmux('capture-pane', '-p', '-t', session).includes('Do you trust'), 'the fake agent to paint');
}


describe.skipIf(TMUX.path === undefined)(`tmux panes${TMUX.skipNote}`, () => {
  it('classify --tmux reads the pane, its size and its foreground process', async () => {
    await startAgent('one');
    const run = runCli(['classify', '--tmux', 'one', ...PACK_ARGS, '--json']);
    expect(run.stderr).toBe('');
    const [result] = JSON.parse(run.stdout) as Record<string, unknown>[];
    expect(result).toMatchObject({
      source: 'tmux:one',
      state: 'operator_gate',
      vendor: 'fake-agent',
      gate: { kind: 'trust', options: [{ key: '1', label: 'Yes, trust it', selected: true }, { key: '2', label: 'No, exit', selected: false }] },
    });
    tmux('send-keys', '-t', 'one', 'Enter');
    await waitFor(() => tmux('capture-pane', '-p', '-t', 'one').includes('composer>'), 'the composer');
    const after = JSON.parse(runCli(['classify', '--tmux', 'one', ...PACK_ARGS, '--json']).stdout) as Record<string, unknown>[];
    expect(after[0]).toMatchObject({ state: 'ready', vendor: 'fake-agent' });
  });

  it('classify --tmux on a missing pane: exit 2 and a message naming it', () => {
    const run = runCli(['classify', '--tmux', 'no-such-pane', ...PACK_ARGS]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/tmux:no-such-pane: tmux could not read pane "no-such-pane"/);
  });

  it('watch prints a line at each change and exits 130 on Ctrl-C', async () => {
    await startAgent('two');
    const child = spawn(process.execPath, [BIN, 'watch', '--tmux', 'two', '--json', '--interval', '100', ...PACK_ARGS], { cwd: ROOT });
    const lines: Record<string, unknown>[] = [];
    createInterface({ input: child.stdout }).on('line', (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await waitFor(() => lines.length >= 1, 'the first watch line');
    expect(lines[0]).toMatchObject({ state: 'operator_gate', source: 'tmux:two' });
    tmux('send-keys', '-t', 'two', 'Enter');
    await waitFor(() => lines.length >= 2, 'the second watch line');
    expect(lines[1]).toMatchObject({ state: 'ready', vendor: 'fake-agent' });
    expect(typeof lines[1]!.at).toBe('string');
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    expect(lines).toHaveLength(2);
  });
});
