// packs validate and packs test with --json: a PATH that fails is in the JSON too, with exit 2.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

const scratch = mkdtempSync(join(tmpdir(), 'ptyscreen-packs-json-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('packs --json on a PATH that fails', () => {
  it('packs validate /nonexistent --json prints the problem, exit 2', () => {
    const run = runCli(['packs', 'validate', '/nonexistent', '--json']);
    expect(run.status).toBe(2);
    expect(JSON.parse(run.stdout)).toEqual({ valid: false, packs: 0, errors: 1, warnings: 0, problems: [expect.objectContaining({ code: 'pack.io', file: '/nonexistent', severity: 'error' })] });
  });

  it('packs test /nonexistent --json prints an error entry for it, exit 2', () => {
    const run = runCli(['packs', 'test', '/nonexistent', '--json']);
    expect(run.status).toBe(2);
    expect(JSON.parse(run.stdout)).toEqual({ errors: [{ source: '/nonexistent', error: expect.objectContaining({ code: 'io.ENOENT', file: '/nonexistent' }) }] });
  });

  it('packs list --json: a pack that failed to load keeps its entry, with the error', () => {
    const run = runCli(['packs', 'list', '--no-builtin', '--pack', '/nonexistent', '--json']);
    expect(JSON.parse(run.stdout)).toEqual([expect.objectContaining({ file: '/nonexistent', status: 'invalid', error: expect.objectContaining({ code: 'pack.io', file: '/nonexistent' }) })]);
  });

  it('packs list --format json is the same as --json', () => {
    const json = runCli(['packs', 'list', '--json']);
    expect(json.status).toBe(0);
    expect(runCli(['packs', 'list', '--format', 'json']).stdout).toBe(json.stdout);
  });

  it('packs validate on a folder holding no pack is bad usage: exit 2', () => {
    const run = runCli(['packs', 'validate', scratch, '--json']);
    expect(run.status).toBe(2);
    expect((JSON.parse(run.stdout) as { problems: { code: string }[] }).problems.map((problem) => problem.code)).toContain('pack.not-a-pack');
  });
});
