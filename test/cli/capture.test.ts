// `ptyscreen capture` runs a command in a real tmux server and writes an envelope and a recording.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { TMUX } from '../support/tools.js';
import { ROOT, runCli } from './run-cli.js';

const scratch = mkdtempSync(join(tmpdir(), 'ptyscreen-capture-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const AGENT = join(ROOT, 'test/fixtures-synthetic/fake-agent.mjs');
const PACK = ['--no-builtin', '--pack', join(ROOT, 'test/fixtures-synthetic/fake-agent-pack')];

it.skipIf(TMUX.path === undefined)(`captures the screen with its process, and a recording whose final screen agrees${TMUX.skipNote}`, () => {
  const out = join(scratch, 'trust.json');
  const cast = join(scratch, 'trust.cast');
  const run = runCli(['capture', '--out', out, '--cast', cast, '--no-attach', '--duration', '2', '--cols', '80', '--rows', '24', '--vendor', 'fake-agent', '--', process.execPath, AGENT]);
  expect(run.status).toBe(0);
  const envelope = JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>;
  expect(envelope).toMatchObject({ process: 'fake-agent', vendor: 'fake-agent', cols: 80, rows: 24 });
  expect(envelope.ansi).toContain('Do you trust the files in this folder?');
  const header = JSON.parse(readFileSync(cast, 'utf8').split('\n')[0]!) as Record<string, unknown>;
  expect(header).toMatchObject({ version: 2, width: 80, height: 24 });

  const classified = JSON.parse(runCli(['classify', out, cast, '--process', 'fake-agent', ...PACK, '--json']).stdout) as { state: string; gate?: { kind: string } }[];
  expect(classified.map((r) => [r.state, r.gate?.kind])).toEqual([
    ['operator_gate', 'trust'],
    ['operator_gate', 'trust'],
  ]);
});

it('refuses to run without a command', () => {
  const run = runCli(['capture', '--out', join(scratch, 'x.json'), '--no-attach']);
  expect(run.status).toBe(2);
  expect(run.stderr).toContain('give the command to run after --');
});
