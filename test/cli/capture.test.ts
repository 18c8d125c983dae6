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
  const run = runCli(['capture', '--output', out, '--cast', cast, '--no-attach', '--duration', '2', '--cols', '80', '--rows', '24', '--vendor', 'fake-agent', '--', process.execPath, AGENT]);
  expect(run.status).toBe(0);
  const envelope = JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>;
  expect(envelope).toMatchObject({ process: 'fake-agent', vendor: 'fake-agent', cols: 80, rows: 24 });
  expect(envelope.ansi).toContain('Do you trust the files in this folder?');
  const header = JSON.parse(readFileSync(cast, 'utf8').split('\n')[0]!) as Record<string, unknown>;
  expect(header).toMatchObject({ version: 2, width: 80, height: 24 });
  expect(run.stderr).toBe(`ptyscreen: wrote ${out} and ${cast} (process fake-agent)\n`);

  const classified = JSON.parse(runCli(['classify', out, cast, '--process', 'fake-agent', ...PACK, '--json']).stdout) as { state: string; gate?: { kind: string } }[];
  expect(classified.map((r) => [r.state, r.gate?.kind])).toEqual([
    ['operator_gate', 'trust'],
    ['operator_gate', 'trust'],
  ]);
});

it.skipIf(TMUX.path === undefined)(`without --output prints the capture: the envelope, or with --format text the screen's text; --quiet says nothing${TMUX.skipNote}`, () => {
  const capture = ['capture', '--no-attach', '--duration', '2', '--cols', '80', '--rows', '24', '--quiet'];
  const envelope = runCli([...capture, '--json', '--', process.execPath, AGENT]);
  expect(envelope.status).toBe(0);
  expect(envelope.stderr).toBe('');
  expect(JSON.parse(envelope.stdout)).toMatchObject({ process: 'fake-agent', cols: 80, rows: 24 });
  const text = runCli([...capture, '--format', 'text', '--', process.execPath, AGENT]);
  expect(text.status).toBe(0);
  expect(text.stdout).toContain('Do you trust the files in this folder?');
  expect(text.stdout).not.toContain('\x1b[');
});

it('refuses to run without a command', () => {
  const run = runCli(['capture', '--output', join(scratch, 'x.json'), '--no-attach']);
  expect(run.status).toBe(2);
  expect(run.stderr).toContain('give the command to run after --');
});
