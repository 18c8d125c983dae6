// The pack cache over the whole built-in corpus: packs loaded from it classify every fixture as a checked load does.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { classifyLines } from '../../src/classify/classify.js';
import { diskPackCache, listPackDirs, loadPackSet } from '../../src/packs/index.js';
import { readTextScreen } from '../../src/screen/text/text.js';
import { countedCache } from './helpers.js';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe('the pack cache', () => {
  it('the built-in packs from the cache, their patterns compiled as first needed, classify every fixture as a checked load does', () => {
    const root = mkdtempSync(join(tmpdir(), 'ptyscreen-cache-'));
    roots.push(root);
    const cache = countedCache(diskPackCache(root));
    const dirs = listPackDirs(join(import.meta.dirname, '../../rules'));
    const checked = loadPackSet(dirs, { cache });
    const cached = loadPackSet(dirs, { cache });
    expect(cache.hits).toBe(dirs.length);
    expect(cached.problems).toEqual(checked.problems);
    let screens = 0;
    for (const dir of dirs) {
      const fixtures = join(dir, 'fixtures');
      for (const name of existsSync(fixtures) ? readdirSync(fixtures) : []) {
        const file = join(fixtures, name, 'screen.txt');
        if (!existsSync(file)) continue;
        const { lines } = readTextScreen(readFileSync(file, 'utf8'));
        expect(classifyLines(cached.set, lines, {}), name).toEqual(classifyLines(checked.set, lines, {}));
        screens += 1;
      }
    }
    expect(screens).toBeGreaterThan(800);
  });
});
