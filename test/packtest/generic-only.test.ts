// packs test names the fixtures only the generic layer reads right, so a pack author knows which rules to add.
import { describe, expect, it } from 'vitest';
import { loadPacks } from '../../src/packs/index.js';
import { formatTestReport, testPack } from '../../src/packtest/index.js';

const { set } = loadPacks({ npm: false, config: false, screens: 'varied' });

describe('fixtures caught only by the generic layer', () => {
  it('are listed, with the generic rule, when the rules for them are missing', async () => {
    const full = set.packs.find((pack) => pack.id === 'claude-code')!;
    // The pack as it would be without its failure rules: its failure fixtures still pass their labels.
    const pack = { ...full, failures: [] };
    const reduced = { ...set, packs: set.packs.map((p) => (p === full ? pack : p)) };
    const report = await testPack(reduced, pack);
    expect(report.checks.filter((check) => !check.passed && check.fixture.startsWith('api-429-final'))).toEqual([]);
    expect(report.genericOnly).toContainEqual({ fixture: 'api-429-final-2.1.332__120x40', rule: 'generic/error-slot:rate_limited', outcome: 'failing rate_limited' });
    const text = formatTestReport({ packs: [report], conflicts: [], heldOutConflicts: [], overlaps: [], passed: 0, failed: 0, loadErrors: [], crossPackChecked: [] }, { cwd: '/' });
    expect(text).toContain('  ! api-429-final-2.1.332__120x40  caught only by the generic layer (generic/error-slot:rate_limited, failing rate_limited): add a rule');
  }, 60_000);

  it('are none for the built-in packs as they are', async () => {
    const pack = set.packs.find((p) => p.id === 'claude-code')!;
    expect((await testPack(set, pack)).genericOnly).toEqual([]);
  }, 60_000);
});
