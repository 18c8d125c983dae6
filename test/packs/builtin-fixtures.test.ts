// Runs every built-in pack's fixtures (real captures) through the classifier, rule by rule.
import { describe, expect, it } from 'vitest';
import { loadPacks } from '../../src/packs/index.js';
import { testPack } from '../../src/packtest/index.js';

const { set, problems } = loadPacks({ builtin: true });

describe('built-in packs', () => {
  it('load without a single problem', () => {
    expect(problems).toEqual([]);
    expect(set.packs.length).toBeGreaterThanOrEqual(8);
  });

  for (const pack of set.packs) {
    it(`${pack.id}: every fixture check passes`, async () => {
      const report = await testPack(set, pack);
      const failures = report.checks.filter((check) => !check.passed).map((check) => `${check.rule ?? check.fixture} ${check.kind} ${check.fixture}: ${check.message}`);
      expect(failures).toEqual([]);
      expect(report.checks.filter((check) => check.kind === 'label').length).toBeGreaterThan(3);
    });

    it(`${pack.id}: every rule has a negative fixture`, () => {
      const missing = [...pack.gates, ...pack.failures].filter((rule) => (rule.fixtures.nomatch ?? []).length === 0).map((rule) => rule.id);
      expect(missing).toEqual([]);
    });
  }
});
