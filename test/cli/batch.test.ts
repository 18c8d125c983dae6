// A batch classified in worker threads prints exactly what the main thread prints: same results, same order, same errors.
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, runCli } from './run-cli.js';

const dir = mkdtempSync(join(tmpdir(), 'ptyscreen-batch-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Real fixture screens, round robin, as numbered files, with one missing name in the middle. */
function captures(count: number): string[] {
  const rules = join(ROOT, 'rules');
  const sources = readdirSync(rules)
    .flatMap((vendor) => (existsSync(join(rules, vendor, 'fixtures')) ? readdirSync(join(rules, vendor, 'fixtures')).map((name) => join(rules, vendor, 'fixtures', name, 'screen.txt')) : []))
    .filter((file) => existsSync(file));
  const names = Array.from({ length: count }, (_, i) => {
    const name = `${String(i).padStart(4, '0')}.txt`;
    copyFileSync(sources[i % sources.length]!, join(dir, name));
    return name;
  });
  names.splice(Math.floor(count / 2), 0, 'missing.txt');
  return names;
}

function run(files: readonly string[], workers: string) {
  const previous = process.env.PTYSCREEN_WORKERS;
  process.env.PTYSCREEN_WORKERS = workers;
  try {
    return runCli(['classify', ...files, '--process', 'node', '--json'], { cwd: dir });
  } finally {
    if (previous === undefined) delete process.env.PTYSCREEN_WORKERS;
    else process.env.PTYSCREEN_WORKERS = previous;
  }
}

describe('classify of many files', () => {
  it('gives the same output, in input order, from two worker threads as from the main thread', () => {
    const files = captures(300);
    const main = run(files, '0');
    const pooled = run(files, '2');
    expect(pooled.stdout).toBe(main.stdout);
    expect(pooled.stderr).toBe(main.stderr);
    expect(pooled.status).toBe(main.status);
    expect(main.status).toBe(2);
    expect(main.stderr).toContain('missing.txt: cannot read');
    // The input that failed keeps its place, as an entry with its error.
    const entries = JSON.parse(main.stdout) as { source: string; error?: { code: string } }[];
    expect(entries.map((entry) => entry.source)).toEqual(files);
    expect(entries.filter((entry) => entry.error !== undefined)).toEqual([{ source: 'missing.txt', error: expect.objectContaining({ code: 'io.ENOENT', file: 'missing.txt' }) }]);
  });
});
