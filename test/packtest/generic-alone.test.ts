// The generic layer alone (every fixture of every built-in pack classified with --vendor generic, no pack at all) must still refuse most failures and gates and keep ready screens ready.
// The in-sample figure holds the targets; the out-of-sample one (the held-out releases) is printed, and has none.
import { describe, expect, it } from 'vitest';
import { loadPacks } from '../../src/packs/index.js';
import { formatGenericOnly, formatSplitSummary, GENERIC_ONLY_TARGETS, measureGenericOnly, readSampleSplit, shareOf } from '../../src/packtest/index.js';

const { set } = loadPacks({ npm: false, config: false, screens: 'varied' });
let measured: ReturnType<typeof measureGenericOnly> | undefined;
const measure = () => (measured ??= measureGenericOnly(set));

describe('generic-only (npm run generalisation)', () => {
  it('meets the targets over every built-in pack, in-sample', async () => {
    const report = await measure();
    const total = report.total.inSample;
    expect(report.vendors.length).toBeGreaterThanOrEqual(13);
    expect(total.failures.total).toBeGreaterThan(500);
    expect(total.gates.total).toBeGreaterThan(500);
    expect(total.ready.total).toBeGreaterThan(500);
    expect(shareOf(total.failures)).toBeGreaterThanOrEqual(GENERIC_ONLY_TARGETS.failures);
    expect(shareOf(total.gates)).toBeGreaterThanOrEqual(GENERIC_ONLY_TARGETS.gates);
    expect(shareOf(total.ready)).toBeGreaterThanOrEqual(GENERIC_ONLY_TARGETS.ready);
    expect(report.met).toBe(true);
    // Every result came from the generic layer: its vendor, and a generic rule as evidence.
    expect(report.cases.filter((c) => c.rule === null || !c.rule.startsWith('generic/'))).toEqual([]);
    // Most refusals name the label's own reason or kind, not only some refusal.
    expect(total.failures.right / total.failures.total).toBeGreaterThan(0.7);
    expect(formatGenericOnly(report).at(-1)).toMatch(/: met$/);
  }, 180_000);

  it('computes the out-of-sample figure over the held-out releases, once a pack declares one', async () => {
    const report = await measure();
    expect(report.problems).toEqual([]);
    const heldOut = report.total.outOfSample;
    const fixtures = heldOut.failures.total + heldOut.gates.total + heldOut.ready.total;
    console.log(`generic-only, ${formatSplitSummary(report)}`);
    // No target: the figure is what it is. It must be computed over the fixtures of the releases declared.
    if (readSampleSplit(set).heldOut.size > 0) expect(fixtures).toBeGreaterThanOrEqual(1);
    else expect(fixtures).toBe(0);
  }, 180_000);

  it('reads each fixture as a declared agent, whatever pack it belongs to', async () => {
    const report = await measure();
    const grok = report.cases.find((c) => c.pack === 'grok-cli' && c.fixture === 'permission-bash-0.0.34__80x24');
    expect(grok).toMatchObject({ expected: 'operator_gate', label: 'operator_gate permission', outcome: 'operator_gate permission', rule: 'generic/dialog:permission' });
    const decoy = report.cases.find((c) => c.pack === 'claude-code' && c.fixture === 'ready-after-decoy-reply-2.1.332__80x24');
    expect(decoy).toMatchObject({ expected: 'ready', outcome: 'ready', rule: 'generic/ready' });
  }, 180_000);
});
