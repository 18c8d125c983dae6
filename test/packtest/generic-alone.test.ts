// The generic layer alone (every fixture of every built-in pack classified with --vendor generic, no pack at all) must still refuse most failures and gates and keep ready screens ready.
import { describe, expect, it } from 'vitest';
import { loadPacks } from '../../src/packs/index.js';
import { formatGenericOnly, GENERIC_ONLY_TARGETS, genericOnlyShare, measureGenericOnly } from '../../src/packtest/index.js';

const { set } = loadPacks({ npm: false, config: false, screens: 'varied' });
let measured: ReturnType<typeof measureGenericOnly> | undefined;
const measure = () => (measured ??= measureGenericOnly(set));

describe('generic-only (npm run generalisation)', () => {
  it('meets the targets over every built-in pack', async () => {
    const report = await measure();
    expect(report.vendors.length).toBeGreaterThanOrEqual(13);
    expect(report.total.failures.total).toBeGreaterThan(500);
    expect(report.total.gates.total).toBeGreaterThan(500);
    expect(report.total.ready.total).toBeGreaterThan(500);
    expect(genericOnlyShare(report.total.failures)).toBeGreaterThanOrEqual(GENERIC_ONLY_TARGETS.failures);
    expect(genericOnlyShare(report.total.gates)).toBeGreaterThanOrEqual(GENERIC_ONLY_TARGETS.gates);
    expect(genericOnlyShare(report.total.ready)).toBeGreaterThanOrEqual(GENERIC_ONLY_TARGETS.ready);
    expect(report.met).toBe(true);
    // Every result came from the generic layer: its vendor, and a generic rule as evidence.
    expect(report.cases.filter((c) => c.rule === null || !c.rule.startsWith('generic/'))).toEqual([]);
    // Most refusals name the label's own reason or kind, not only some refusal.
    expect(report.total.failures.right / report.total.failures.total).toBeGreaterThan(0.7);
    expect(formatGenericOnly(report).at(-1)).toMatch(/: met$/);
  }, 180_000);

  it('reads each fixture as a declared agent, whatever pack it belongs to', async () => {
    const report = await measure();
    const grok = report.cases.find((c) => c.pack === 'grok-cli' && c.fixture === 'permission-bash-0.0.34__80x24');
    expect(grok).toMatchObject({ expected: 'operator_gate', label: 'operator_gate permission', outcome: 'operator_gate permission', rule: 'generic/dialog:permission' });
    const decoy = report.cases.find((c) => c.pack === 'claude-code' && c.fixture === 'ready-after-decoy-reply-2.1.332__80x24');
    expect(decoy).toMatchObject({ expected: 'ready', outcome: 'ready', rule: 'generic/ready' });
  }, 180_000);
});
