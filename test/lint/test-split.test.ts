// The unit project stays fast: a test file that starts a process (the CLI, tmux, npm, a script) belongs to the integration project.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTEGRATION_TESTS } from '../../vitest.config.js';
import { ROOT } from '../cli/run-cli.js';

/** A glob of vitest.config.ts (`*`, `**` and plain names) as a regex over a path from the root. */
function globRegex(glob: string): RegExp {
  const pattern = glob
    .split(/(\*\*\/|\*)/u)
    .map((part) => (part === '**/' ? '(?:.*/)?' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/gu, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}$`, 'u');
}

const integration = INTEGRATION_TESTS.map(globRegex);
const isIntegration = (file: string): boolean => integration.some((glob) => glob.test(file));

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [relative(ROOT, path)] : [];
  });
}

/** A call that starts a process: the CLI helper, or child_process's spawners. */
const STARTS_A_PROCESS = /\b(?:runCli|spawnSync|spawn|execFileSync|execFile|execSync|fork)\(/u;

describe('the unit and integration projects', () => {
  it('the globs read as vitest reads them', () => {
    expect(['test/hostile/packs.test.ts', 'test/packs/cli.test.ts', 'test/packs/cli-more.test.ts', 'test/hostile.test.ts'].map(isIntegration)).toEqual([true, true, false, false]);
  });

  it('no unit test file starts a process', () => {
    const units = testFiles(join(ROOT, 'test')).filter((file) => !isIntegration(file));
    expect(units.length).toBeGreaterThan(40);
    expect(units.filter((file) => STARTS_A_PROCESS.test(readFileSync(join(ROOT, file), 'utf8')))).toEqual([]);
  });

  it('every integration entry names a test file that exists', () => {
    const files = testFiles(join(ROOT, 'test'));
    expect(INTEGRATION_TESTS.filter((glob) => !files.some((file) => globRegex(glob).test(file)))).toEqual([]);
  });
});
