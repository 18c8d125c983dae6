// The shared flags doing the same thing on every command, and CI told why a run failed.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

const scratch = mkdtempSync(join(tmpdir(), 'ptyscreen-vocabulary-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const PACKS = ['--no-builtin', '--pack', 'rules/gemini-cli', '--pack', 'rules/claude-code'];
const READY = 'rules/claude-code/fixtures/ready-after-decoy-reply-2.1.332__120x40';
const FAILING = 'rules/gemini-cli/fixtures/api-401-0.61.0__120x40';
const HALTED = 'test/transcripts/auto-loop-first-refeed.jsonl';
const CLEAN = 'test/transcripts/manual-clears-run.jsonl';

describe('classify', () => {
  it('--fail-on that fires says on standard error how many captures, of how many, in which states', () => {
    const run = runCli(['classify', READY, FAILING, READY, ...PACKS, '--fail-on', 'failing,operator_gate']);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('ptyscreen: 1 of 3 captures: 1 failing\n');
    const passing = runCli(['classify', READY, ...PACKS, '--fail-on', 'failing']);
    expect(passing.status).toBe(0);
    expect(passing.stderr).toBe('');
  });

  it('--quiet prints only the results in a --fail-on state and the count of every state; JSON stays whole', () => {
    const quiet = runCli(['classify', READY, FAILING, READY, ...PACKS, '--fail-on', 'failing', '--quiet']);
    expect(quiet.status).toBe(1);
    const lines = quiet.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(new RegExp(`^${FAILING} +failing +gemini-cli +auth_rejected`));
    expect(lines[1]).toBe('3 captures: 2 ready, 1 failing');
    const json = runCli(['classify', READY, FAILING, ...PACKS, '--quiet', '--json']);
    expect((JSON.parse(json.stdout) as unknown[]).length).toBe(2);
  });
});

describe('guard replay', () => {
  it('--output writes the summaries to FILE and prints one line counting the verdicts', () => {
    const out = join(scratch, 'replay', 'summary.txt');
    const run = runCli(['guard', 'replay', HALTED, CLEAN, '--output', out]);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`wrote ${out}: 2 transcripts: 1 halted, 1 clean\n`);
    expect(readFileSync(out, 'utf8')).toBe(runCli(['guard', 'replay', HALTED, CLEAN]).stdout);
    const json = join(scratch, 'replay', 'summary.json');
    expect(runCli(['guard', 'replay', HALTED, CLEAN, '--json', '--output', json]).stdout).toBe(`wrote ${json}: 2 transcripts: 1 halted, 1 clean\n`);
    expect((JSON.parse(readFileSync(json, 'utf8')) as { verdict: string }[]).map((report) => report.verdict)).toEqual(['halted', 'clean']);
  });

  it('--quiet prints only the transcripts that failed a check, then the count', () => {
    const run = runCli(['guard', 'replay', HALTED, CLEAN, '--expect', 'clean', '--quiet']);
    expect(run.status).toBe(1);
    expect(run.stdout.split('\n')[0]).toMatch(new RegExp(`^${HALTED}: halted`));
    expect(run.stdout).not.toContain(CLEAN);
    expect(run.stdout.trimEnd().split('\n').at(-1)).toBe('2 transcripts: 1 halted, 1 clean');
    const allClean = runCli(['guard', 'replay', CLEAN, '--quiet']);
    expect(allClean.stdout).toBe('1 transcript: 1 clean\n');
  });
});

describe('packs', () => {
  it('list --pack of a path that does not exist: the error, prefixed as every message is, and exit 2 as classify exits', () => {
    const run = runCli(['packs', 'list', '--no-builtin', '--pack', '/no/such/pack']);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe('ptyscreen: /no/such/pack: error: cannot read the pack (ENOENT); a pack is a folder holding pack.yaml, or that file\n');
    expect(runCli(['classify', READY, '--no-builtin', '--pack', '/no/such/pack']).status).toBe(2);
  });

  it('validate --output writes the problems and prints the count; list --output writes the table', () => {
    const out = join(scratch, 'validate.txt');
    const run = runCli(['packs', 'validate', 'rules/codex', '--output', out]);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`wrote ${out}: 1 pack checked: 0 errors, 0 warnings\n`);
    expect(readFileSync(out, 'utf8')).toBe('1 pack checked: 0 errors, 0 warnings\n');
    const list = join(scratch, 'list.txt');
    expect(runCli(['packs', 'list', '--no-builtin', '--pack', 'rules/codex', '--output', list]).stdout).toBe(`wrote ${list}: 1 of 1 packs loaded\n`);
    expect(readFileSync(list, 'utf8')).toContain('codex');
  });
});
