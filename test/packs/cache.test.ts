// The content-hash pack cache: a hit loads the same pack with the same locations, and never hides a problem.
import { copyFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { classifyLines } from '../../src/classify/classify.js';
import { diskPackCache, loadPackSet } from '../../src/packs/index.js';
import { countedCache, MINIMAL_PACK, writeTree } from './helpers.js';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function setup(yaml: string) {
  const root = writeTree({ 'demo/pack.yaml': yaml });
  roots.push(root);
  return { pack: join(root, 'demo'), cache: countedCache(diskPackCache(join(root, 'cache'))), cacheDir: join(root, 'cache') };
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

  it('an entry under another text is a miss, though its file is the one this text names (a hash collision)', () => {
    const { pack, cache, cacheDir } = setup(MINIMAL_PACK);
    const other = MINIMAL_PACK.replace('kind: trust', 'kind: auth');
    const disk = diskPackCache(cacheDir);
    const entryOf = (yaml: string) => {
      const root = writeTree({ 'other/pack.yaml': yaml });
      roots.push(root);
      loadPackSet([join(root, 'other')], { cache: disk });
    };
    entryOf(other);
    const [otherFile] = readdirSync(cacheDir);
    loadPackSet([pack], { cache });
    const ownFile = readdirSync(cacheDir).find((file) => file !== otherFile)!;
    expect(cache.writes).toBe(1);
    // The other text's entry, where this text's entry is looked for.
    copyFileSync(join(cacheDir, otherFile!), join(cacheDir, ownFile));
    const load = loadPackSet([pack], { cache });
    expect(cache.hits).toBe(0);
    expect(load.set.packs[0]!.gates.map((gate) => gate.kind)).toEqual(loadPackSet([pack], { cache: null }).set.packs[0]!.gates.map((gate) => gate.kind));
    expect(load.problems).toEqual([]);
  });

  it('keeps one entry for a pack file edited again and again, and never takes an edit for the text before it', () => {
    const { pack, cache, cacheDir } = setup(MINIMAL_PACK);
    loadPackSet([pack], { cache });
    const edited = MINIMAL_PACK.replace('kind: trust', 'kind: auth');
    writeFileSync(join(pack, 'pack.yaml'), edited);
    const load = loadPackSet([pack], { cache });
    expect(cache.hits).toBe(0);
    expect(load.set.packs[0]!.gates.map((gate) => gate.kind)).toEqual(['auth']);
    expect(readdirSync(cacheDir)).toHaveLength(1);
    expect(loadPackSet([pack], { cache }).set.packs[0]!.gates.map((gate) => gate.kind)).toEqual(['auth']);
    expect(cache.hits).toBe(1);
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

  // A pack from the cache compiles its process titles, command-line patterns and turn when first read.
  it('a pack from the cache names its vendor by process title and command line, and reads its turn, as a checked load does', () => {
    const yaml = MINIMAL_PACK.replace('  wrappers: [node]', "  wrappers: [node]\n  titles: ['\\d+\\.\\d+']\n  argv: ['demo-cli']")
      .replace('failures:', "turn:\n  after: '^> '\n  before: '^Demo CLI v'\nfailures:")
      .replace("    when: 'Fatal error: out of cheese'", "    when: 'Fatal error: out of cheese'\n    region: turn");
    const { pack, cache } = setup(yaml);
    const checked = loadPackSet([pack], { cache });
    const cached = loadPackSet([pack], { cache });
    expect([cache.writes, cache.hits]).toEqual([1, 1]);
    const screens = [
      { lines: ['> go', 'Fatal error: out of cheese', 'Demo CLI v1'], hints: { process: '2.7' } },
      { lines: ['Fatal error: out of cheese', '> go', 'Demo CLI v1'], hints: { process: '2.7' } },
      { lines: ['> go', 'all done'], hints: { process: 'node', argv: 'node /usr/lib/demo-cli/main.js' } },
      { lines: ['> go', 'all done'], hints: { process: 'node', argv: 'node other.js' } },
      { lines: ['> go', 'all done'], hints: { process: '2.7x' } },
    ];
    const states = screens.map(({ lines, hints }) => {
      const result = classifyLines(cached.set, lines, hints);
      expect(result).toEqual(classifyLines(checked.set, lines, hints));
      return [result.state, result.vendor];
    });
    expect(states).toEqual([
      ['failing', 'demo'],
      ['ready', 'demo'],
      ['ready', 'demo'],
      ['unknown', null],
      ['not_agent', null],
    ]);
  });
});
