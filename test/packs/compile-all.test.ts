// A pack set compiled through before its first screen: every scanner group built, and every screen
// read as a set that compiles on first use reads it.
import { readdirSync, existsSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { classifyLines } from '../../src/classify/classify.js';
import { compileAllPatterns } from '../../src/packs/compile-all.js';
import { diskPackCache, loadPackSet } from '../../src/packs/index.js';
import { readTextScreen } from '../../src/screen/text/text.js';

const ROOT = join(import.meta.dirname, '..', '..');
const cacheDir = mkdtempSync(join(tmpdir(), 'ptyscreen-compile-all-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

const packs = ['claude-code', 'codex', 'gemini-cli'].map((id) => join(ROOT, 'rules', id));
const screens = packs.flatMap((dir) =>
  readdirSync(join(dir, 'fixtures'))
    .filter((name) => name.endsWith('__120x40') && existsSync(join(dir, 'fixtures', name, 'screen.txt')))
    .slice(0, 12)
    .map((name) => readTextScreen(readFileSync(join(dir, 'fixtures', name, 'screen.txt'), 'utf8')).lines),
);

describe('compileAllPatterns', () => {
  it('builds every group of a set that builds them on first scan, and reads every screen the same', () => {
    const cache = diskPackCache(cacheDir);
    loadPackSet(packs, { cache, screens: 'varied' });
    // From the cache: its packs compile their regexes, and the scanner its groups, when first asked.
    const lazy = loadPackSet(packs, { cache, screens: 'varied' }).set;
    const prepared = loadPackSet(packs, { cache, screens: 'varied' }).set;
    expect(prepared.scanner!.builtGroups()).toBe(0);
    compileAllPatterns(prepared);
    const groups = prepared.scanner!.builtGroups();
    expect(groups).toBeGreaterThan(3);
    for (const lines of screens) {
      for (const process of ['claude', 'codex', 'node', undefined]) expect(classifyLines(prepared, lines, { process })).toEqual(classifyLines(lazy, lines, { process }));
    }
    expect(prepared.scanner!.builtGroups()).toBe(groups);
  });
});
