// A batch classified in worker threads prints exactly what the main thread prints: same results, same order, same errors.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
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

/** `classify` of `files` under `--process node`, with PTYSCREEN_WORKERS set to `workers`. */
function run(files: readonly string[], workers: string, flags: readonly string[] = ['--json']) {
  return runCli(['classify', ...files, '--process', 'node', ...flags], { cwd: dir, env: { PTYSCREEN_WORKERS: workers } });
}

describe('classify of many files', () => {
  it.each(['1', '2'])('gives the same output, in input order, from %s worker thread(s) as from the main thread', (workers) => {
    const files = captures(300);
    const main = run(files, '0');
    const pooled = run(files, workers);
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

describe('a batch in workers, with what this thread reads', () => {
  it('reports a capture folder that names an unknown vendor, and a recording read with --lenient, as the main thread does', () => {
    const files = captures(40);
    const folder = join(dir, 'unknown-vendor');
    mkdirSync(folder);
    copyFileSync(join(dir, files[0]!), join(folder, 'screen.txt'));
    writeFileSync(join(folder, 'meta.json'), JSON.stringify({ vendor: 'nope', pane_current_command: 'node' }));
    const cast = 'broken.cast';
    writeFileSync(join(dir, cast), '{"version":2,"width":40,"height":5}\n[0.1,"o","one "]\nnot json\n[0.2,"o","two"]\n');
    const inputs = [...files.slice(0, 10), 'unknown-vendor', ...files.slice(10, 20), cast, ...files.slice(20)];
    const main = run(inputs, '0', ['--lenient', '--format', 'jsonl']);
    const pooled = run(inputs, '1', ['--lenient', '--format', 'jsonl']);
    expect(pooled.stdout).toBe(main.stdout);
    // The same lines; a line a recording's reading reports may come before the errors of captures
    // printed ahead of it, since captures are read ahead of their classification.
    expect(pooled.stderr.split('\n').sort()).toEqual(main.stderr.split('\n').sort());
    expect(pooled.status).toBe(main.status);
    const entries = main.stdout.trim().split('\n').map((line) => JSON.parse(line) as { source: string; error?: { code: string } });
    expect(entries.map((entry) => entry.source)).toEqual(inputs);
    expect(entries.find((entry) => entry.source === 'unknown-vendor')?.error?.code).toBe('vendor.unknown');
    expect(main.stderr).toMatch(/broken\.cast:3(:\d+)?: not a JSON event line .*\(skipped: --lenient\)/);
  });
});
