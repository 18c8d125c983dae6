// Keeps `npm run bench` from rotting: one small case group, quick, and the results file's documented shape.
// Timings are not asserted: this machine is shared, and a test that fails on load is noise.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { ROOT } from '../cli/run-cli.js';

const scratch = mkdtempSync(join(tmpdir(), 'ptyscreen-bench-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it('bench/run.mjs --quick writes results with a machine and cases of the documented shape', () => {
  const out = join(scratch, 'results.json');
  // The build ran in pretest; the harness bundles the suite itself.
  const run = spawnSync(process.execPath, ['bench/run.mjs', '--no-build', '--quick', '--only', 'one-screen', '--out', out], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 120_000,
  });
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout).toContain('| case');

  const results = JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>;
  expect(results.machine).toMatchObject({ node: expect.any(String), cpus: expect.any(Number), cpu_model: expect.any(String) });
  const cases = results.cases as Record<string, unknown>[];
  expect(cases.length).toBeGreaterThan(0);
  for (const c of cases) {
    expect(c).toMatchObject({ name: expect.any(String), ours: { median_ns: expect.any(Number), p95_ns: expect.any(Number) } });
    if (c.baseline === null) expect(c.ratio).toBeNull();
    else {
      expect(c.baseline).toMatchObject({ name: expect.any(String), median_ns: expect.any(Number) });
      expect(c.ratio).toEqual(expect.any(Number));
    }
  }
});

it('bench/run.mjs teaches on --help and refuses an unknown argument before running anything', () => {
  const help = spawnSync(process.execPath, ['bench/run.mjs', '--help'], { cwd: ROOT, encoding: 'utf8', timeout: 10_000 });
  expect(help.status).toBe(0);
  expect(help.stdout).toContain('--only');
  expect(help.stdout).not.toContain('| case');
  const typo = spawnSync(process.execPath, ['bench/run.mjs', '--quik'], { cwd: ROOT, encoding: 'utf8', timeout: 10_000 });
  expect(typo.status).toBe(2);
  expect(typo.stderr).toContain('unknown argument --quik');
  expect(typo.stdout).toBe('');
});
