// The minimal pack CONTRIBUTING.md teaches, written for a made-up CLI with synthetic fixtures, passes packs validate and packs test.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadPackSet } from '../../src/packs/index.js';
import { testPacks, validatePacks } from '../../src/packtest/index.js';
import { ROOT } from '../cli/run-cli.js';

const PACK = join(ROOT, 'test/fixtures-synthetic/brook-pack');

/** The keys CONTRIBUTING.md's minimal pack uses; everything else is in docs/pack-language.md. */
const MINIMAL_KEYS = ['id', 'name', 'version', 'vendorVersions', 'ptyscreen', 'process', 'identity', 'gates', 'failures'];
const MINIMAL_RULE_KEYS = ['id', 'kind', 'input', 'reason', 'when', 'fixtures'];

describe('the minimal pack of CONTRIBUTING.md', () => {
  it('uses only the keys the minimal pack names, and CONTRIBUTING.md shows each of them', () => {
    const pack = parse(readFileSync(join(PACK, 'pack.yaml'), 'utf8')) as Record<string, Record<string, unknown>[]>;
    expect(Object.keys(pack).filter((key) => !MINIMAL_KEYS.includes(key))).toEqual([]);
    const rules = [...(pack.gates ?? []), ...(pack.failures ?? [])];
    expect(rules.flatMap((rule) => Object.keys(rule)).filter((key) => !MINIMAL_RULE_KEYS.includes(key))).toEqual([]);
    const contributing = readFileSync(join(ROOT, 'CONTRIBUTING.md'), 'utf8');
    const minimal = contributing.slice(contributing.indexOf('## 2. Write the minimal pack'), contributing.indexOf('## 3. Validate and test'));
    for (const key of [...MINIMAL_KEYS, ...MINIMAL_RULE_KEYS]) expect(minimal, key).toMatch(new RegExp(`^\\s*(?:- )?${key}:`, 'm'));
  });

  it('passes packs validate with no problem', () => {
    const { problems, set } = validatePacks([PACK]);
    expect(problems).toEqual([]);
    expect(set.packs.map((pack) => pack.id)).toEqual(['brook']);
  });

  it('passes packs test: every rule on its fixtures, every label', async () => {
    const load = loadPackSet([PACK]);
    expect(load.problems).toEqual([]);
    const report = await testPacks(load.set);
    expect([report.passed, report.failed]).toEqual([15, 0]);
    expect(report.packs[0]!.untested).toEqual([]);
  });
});
