// The scaling and adversarial benchmarks load generated packs the real way: the loader must accept them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writePack, writeSyntheticPacks, yamlQuote } from '../../bench/lib/synthetic.js';
import { loadPackSet } from '../../src/packs/load.js';

const dir = mkdtempSync(join(tmpdir(), 'ptyscreen-synthetic-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('synthetic packs', () => {
  it('load without an error and hold every generated rule', () => {
    const load = loadPackSet(writeSyntheticPacks(dir, 250), { cache: null });
    expect(load.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(load.set.packs.reduce((n, pack) => n + pack.failures.length, 0)).toBe(250);
  });

  it('load a hand-given rule list as one pack', () => {
    const one = writePack(dir, 'one', [{ id: 'retry', when: yamlQuote('(?m)^Retry (a+)+$') }]);
    const load = loadPackSet([one], { cache: null });
    expect(load.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(load.set.packs.map((pack) => pack.id)).toEqual(['one']);
  });
});
