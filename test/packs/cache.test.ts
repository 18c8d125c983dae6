// The content-hash pack cache: a hit loads the same pack with the same locations, and never hides a problem.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { classifyLines } from '../../src/classify/classify.js';
import { diskPackCache, listPackDirs, loadPackSet, type PackCache } from '../../src/packs/index.js';
import { readTextScreen } from '../../src/screen/text/text.js';
import { MINIMAL_PACK, writeTree } from './helpers.js';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function counted(cache: PackCache): PackCache & { hits: number; writes: number } {
  const spy = {
    hits: 0,
    writes: 0,
    get: (text: string) => {
      const entry = cache.get(text);
      if (entry !== undefined) spy.hits++;
      return entry;
    },
    set: (text: string, entry: Parameters<PackCache['set']>[1]) => {
      spy.writes++;
      cache.set(text, entry);
    },
  };
  return spy;
}

function setup(yaml: string) {
  const root = writeTree({ 'demo/pack.yaml': yaml });
  roots.push(root);
  return { pack: join(root, 'demo'), cache: counted(diskPackCache(join(root, 'cache'))), cacheDir: join(root, 'cache') };
}

const summary = (load: ReturnType<typeof loadPackSet>) => ({
  problems: load.problems,
  leafCount: load.set.leafCount,
  rules: load.set.packs.flatMap((p) => [...p.gates, ...p.failures].map((r) => [r.id, r.location.line, r.location.column])),
});

describe('the pack cache', () => {
  it('a second load comes from the cache and compiles to the same pack, locations included', () => {
    const { pack, cache } = setup(MINIMAL_PACK);
    const first = loadPackSet([pack], { cache });
    const second = loadPackSet([pack], { cache });
    expect([cache.writes, cache.hits]).toEqual([1, 1]);
    expect(summary(second)).toEqual(summary(first));
    expect(summary(first).rules).toEqual([
      ['demo/trust', 10, 5],
      ['demo/boom', 17, 5],
    ]);
  });

  // A hit skips the checks, so a pack that failed one must never be a hit.
  it.each([
    ['fails to compile', "when: '(?=x)'", [['pattern.refused', 19, 11]]],
    ['has a rule that claims every screen', "when: {not: 'never on any screen'}", [['pack.claims-everything', 19, 11]]],
  ])('a pack that %s is not cached, and reports the same located problem on every load', (_, when, expected) => {
    const { pack, cache } = setup(MINIMAL_PACK.replace("when: 'Fatal error: out of cheese'", when));
    const first = loadPackSet([pack], { cache });
    const second = loadPackSet([pack], { cache });
    expect([cache.writes, cache.hits]).toEqual([0, 0]);
    expect(second.problems).toEqual(first.problems);
    expect(second.problems.map((p) => [p.code, p.line, p.column])).toEqual(expected);
    expect(second.set.packs).toEqual([]);
  });

  it('a changed pack misses, and a damaged entry is read as a miss', () => {
    const { pack, cache, cacheDir } = setup(MINIMAL_PACK);
    loadPackSet([pack], { cache });
    for (const file of readdirSync(cacheDir)) writeFileSync(join(cacheDir, file), '{"spec": nul');
    const load = loadPackSet([pack], { cache });
    expect(cache.hits).toBe(0);
    expect(load.problems).toEqual([]);
    expect(load.set.packs).toHaveLength(1);
  });

  it('a pack with a problem is never cached', () => {
    const { pack, cache } = setup(MINIMAL_PACK.replace('kind: trust', 'kind: trsut'));
    loadPackSet([pack], { cache });
    expect(loadPackSet([pack], { cache }).problems).toHaveLength(1);
    expect([cache.writes, cache.hits]).toEqual([0, 0]);
  });

  it('a pack loaded with a rule disabled is not cached: a later load must still check that rule', () => {
    const { pack, cache } = setup(MINIMAL_PACK);
    loadPackSet([pack], { cache, disable: { rules: ['demo/boom'] } });
    expect(cache.writes).toBe(0);
    loadPackSet([pack], { cache });
    expect([cache.writes, cache.hits]).toEqual([1, 0]);
  });

  it('the built-in packs from the cache, their patterns compiled as first needed, classify every fixture as a checked load does', () => {
    const root = mkdtempSync(join(tmpdir(), 'ptyscreen-cache-'));
    roots.push(root);
    const cache = counted(diskPackCache(root));
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
