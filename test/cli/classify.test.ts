// `ptyscreen classify` end to end: formats, stdin, exit codes, and the errors a user sees.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isValid } from '../../src/result/index.js';
import { ROOT, runCli } from './run-cli.js';
import { CORPUS_DIR } from '../corpus/corpus.js';

const FIXTURES = join(ROOT, 'rules');
const GEMINI_TRUST = join(FIXTURES, 'gemini-cli/fixtures/trust-folder-120x40/screen.txt');
const CLAUDE_READY = join(FIXTURES, 'claude-code/fixtures/ready-composer-empty__120x40/screen.txt');
const scratch = mkdtempSync(join(tmpdir(), 'ptyscreen-cli-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('ptyscreen classify', () => {
  it('--json prints the gate with the options read off the screen', () => {
    const run = runCli(['classify', GEMINI_TRUST, '--process', 'node', '--json']);
    expect(run.status).toBe(0);
    const [result] = JSON.parse(run.stdout) as Record<string, unknown>[];
    expect(result).toMatchObject({
      source: GEMINI_TRUST,
      state: 'operator_gate',
      vendor: 'gemini-cli',
      admitsBlindWrite: false,
      gate: {
        kind: 'trust',
        input: 'select',
        options: [
          { key: '1', label: 'Trust folder (proj-g1)', selected: true },
          { key: '2', label: 'Trust parent folder (lab-b)', selected: false },
          { key: '3', label: "Don't trust", selected: false },
        ],
      },
      evidence: { rule: 'gemini-cli/trust-folder' },
    });
    expect(isValid(result)).toBe(true);
  });

  it('text output: one aligned line per file, in input order', () => {
    const run = runCli(['classify', CLAUDE_READY, GEMINI_TRUST, '--process', 'node']);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/ready\s+claude-code/);
    expect(lines[1]).toMatch(/operator_gate\s+gemini-cli\s+trust "proj-g1" \(select\)/);
    const stateColumn = (line: string) => line.search(/ {2}(ready|operator_gate) /);
    expect(stateColumn(lines[0]!)).toBe(stateColumn(lines[1]!));
  });

  it('--format jsonl prints one object per line', () => {
    const run = runCli(['classify', CLAUDE_READY, GEMINI_TRUST, '--process', 'node', '--format', 'jsonl']);
    const states = run.stdout.trim().split('\n').map((line) => (JSON.parse(line) as { state: string }).state);
    expect(states).toEqual(['ready', 'operator_gate']);
  });

  it('reads standard input with -', () => {
    const run = runCli(['classify', '-', '--process', 'claude', '--json'], { input: readFileSync(CLAUDE_READY, 'utf8') });
    expect(JSON.parse(run.stdout)).toEqual([expect.objectContaining({ source: '-', state: 'ready', vendor: 'claude-code' })]);
  });

  it('--files-from reads the paths from a list file or standard input, in order, after the positional ones', () => {
    const missing = join(scratch, 'no-such-capture.txt');
    const listed = [CLAUDE_READY, missing, GEMINI_TRUST];
    const list = join(scratch, 'captures.list');
    writeFileSync(list, `${listed.join('\r\n')}\n\n`);
    const direct = runCli(['classify', GEMINI_TRUST, ...listed, '--process', 'node', '--format', 'jsonl']);
    const fromFile = runCli(['classify', GEMINI_TRUST, '--files-from', list, '--process', 'node', '--format', 'jsonl']);
    const fromStdin = runCli(['classify', GEMINI_TRUST, '--files-from', '-', '--process', 'node', '--format', 'jsonl'], { input: readFileSync(list, 'utf8') });
    expect(direct.status).toBe(2);
    expect(direct.stderr).toContain('no-such-capture.txt: cannot read');
    expect(direct.stdout.trim().split('\n').map((line) => (JSON.parse(line) as { source: string }).source)).toEqual([GEMINI_TRUST, CLAUDE_READY, missing, GEMINI_TRUST]);
    expect(fromFile).toEqual(direct);
    expect(fromStdin).toEqual(direct);
  });

  it('--files-from names a list it cannot read, and refuses standard input twice', () => {
    const unreadable = runCli(['classify', '--files-from', join(scratch, 'no-such.list'), '--process', 'node']);
    expect(unreadable.status).toBe(2);
    expect(unreadable.stderr).toContain('no-such.list: cannot read: no such file');
    const twice = runCli(['classify', '-', '--files-from', '-', '--process', 'node'], { input: 'x' });
    expect(twice.status).toBe(2);
    expect(twice.stderr).toContain('standard input cannot hold both');
  });

  it('--fail-on exits 1 when a result is in a listed state', () => {
    expect(runCli(['classify', GEMINI_TRUST, '--process', 'node', '--fail-on', 'operator_gate,failing']).status).toBe(1);
    expect(runCli(['classify', CLAUDE_READY, '--process', 'claude', '--fail-on', 'operator_gate,failing']).status).toBe(0);
  });

  it('--fail-on and --pack take one value each: the paths after them are still captures', () => {
    const failOn = runCli(['classify', '--fail-on', 'operator_gate', GEMINI_TRUST, '--fail-on', 'failing', CLAUDE_READY, '--process', 'node', '--format', 'jsonl']);
    expect(failOn.stderr).toBe('ptyscreen: 1 of 2 captures: 1 operator_gate\n');
    expect(failOn.stdout.trim().split('\n').map((line) => (JSON.parse(line) as { source: string }).source)).toEqual([GEMINI_TRUST, CLAUDE_READY]);
    expect(failOn.status).toBe(1);
    const pack = runCli(['classify', '--pack', join(FIXTURES, 'gemini-cli'), GEMINI_TRUST, '--process', 'node', '--json']);
    expect(pack.status).toBe(0);
    expect((JSON.parse(pack.stdout) as { state: string }[]).map((result) => result.state)).toEqual(['operator_gate']);
  });

  it('an unreadable file: a one-line error naming it, exit 2, the other files still classified', () => {
    const missing = join(scratch, 'nope.txt');
    const run = runCli(['classify', missing, CLAUDE_READY, '--process', 'claude', '--json']);
    expect(run.status).toBe(2);
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringContaining(`${missing}: cannot read`)]);
    expect(JSON.parse(run.stdout)).toEqual([
      { source: missing, error: { code: 'io.ENOENT', message: `${missing}: cannot read: no such file; check the path`, file: missing, line: null } },
      expect.objectContaining({ state: 'ready' }),
    ]);
  });

  it('a bad pack: its errors with file:line:col, exit 2, the built-in packs still used', () => {
    const dir = join(scratch, 'badpack');
    rmSync(dir, { recursive: true, force: true });
    const yaml = 'id: bad\nname: Bad\nversion: 1.0.0\nprocess: { binaries: [bad] }\ngates:\n  - id: x\n    kind: nope\n    input: key\n    when: a\n';
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'pack.yaml'), yaml);
    const run = runCli(['classify', CLAUDE_READY, '--process', 'claude', '--pack', dir]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`${join(dir, 'pack.yaml')}:7:11: error [bad/x]: gates[0].kind "nope" is not a gate kind ptyscreen knows; the nearest is "auth"`);
    expect(run.stdout).toMatch(/ready\s+claude-code/);
  });

  it('an unknown --vendor is exit 2 with the loaded packs listed', () => {
    const run = runCli(['classify', CLAUDE_READY, '--process', 'claude', '--vendor', 'nope']);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/no pack for vendor "nope" \(loaded: .*claude-code.*\)/);
  });

  it('--no-builtin with no packs: nothing is recognised, so a claimed process is not_agent', () => {
    const run = runCli(['classify', CLAUDE_READY, '--process', 'claude', '--no-builtin', '--json']);
    expect(JSON.parse(run.stdout)).toEqual([expect.objectContaining({ state: 'not_agent', observedProcess: 'claude' })]);
  });

  it('shows how far a batch or a recording has got on standard error when asked, nothing otherwise', () => {
    const batch = ['classify', CLAUDE_READY, GEMINI_TRUST, '--process', 'node', '--format', 'jsonl'];
    const quiet = runCli(batch);
    expect(quiet.stderr).toBe('');
    const counted = runCli(batch, { env: { PTYSCREEN_PROGRESS: '1' } });
    expect(counted.stdout).toBe(quiet.stdout);
    expect(counted.stderr).toBe('classify: 1 of 2 captures (50%)\n');

    const recording = join(CORPUS_DIR, 'claude-code/rec-onboarding-to-ready__120x40/rec.cast');
    const timeline = runCli(['classify', recording, '--timeline', '--process', 'claude'], { env: { PTYSCREEN_PROGRESS: '1' } });
    expect(timeline.status).toBe(0);
    expect(timeline.stderr).toMatch(/^classify: \S+rec\.cast \d+% \([\d.]+ of [\d.]+ MiB\)\n$/);
  });
});
