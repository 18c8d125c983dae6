// Leave-one-out over the built-in packs: without the rules written for it, each failure and gate fixture must mostly still be refused.
// The in-sample figure holds the targets; the out-of-sample one (the held-out releases) is printed, and has none.
import { describe, expect, it } from 'vitest';
import { loadPacks } from '../../src/packs/index.js';
import { formatGeneralisation, formatSplitSummary, GENERALISATION_TARGETS, measureGeneralisation, readSampleSplit, shareOf } from '../../src/packtest/index.js';

const { set } = loadPacks({ npm: false, config: false, screens: 'varied' });
let measured: ReturnType<typeof measureGeneralisation> | undefined;
const measure = () => (measured ??= measureGeneralisation(set));

describe('generalisation (npm run generalisation)', () => {
  it('meets the targets over every built-in pack, in-sample', async () => {
    const report = await measure();
    const total = report.total.inSample;
    expect(report.vendors.length).toBeGreaterThanOrEqual(9);
    expect(total.failures.total).toBeGreaterThan(200);
    expect(total.gates.total).toBeGreaterThan(300);
    expect(shareOf(total.failures)).toBeGreaterThanOrEqual(GENERALISATION_TARGETS.failures);
    expect(shareOf(total.gates)).toBeGreaterThanOrEqual(GENERALISATION_TARGETS.gates);
    expect(report.met).toBe(true);
    // The other side: every ready fixture still reads ready with the generic layer on.
    expect(total.ready.total).toBeGreaterThan(400);
    expect(report.readyRefused).toEqual([]);
    // The specific rules alone, their own left out, refuse almost nothing: the generic layer is what holds.
    expect(shareOf(total.failures, 'heldWithoutGeneric')).toBeLessThan(0.2);
    // Most still come back with the label's own reason or kind, not only refused.
    expect(total.failures.right / total.failures.total).toBeGreaterThan(0.85);
    expect(total.gates.right / total.gates.total).toBeGreaterThan(0.75);
    expect(formatGeneralisation(report).at(-1)).toMatch(/: met$/);
  }, 120_000);

  it('computes the out-of-sample figure over the held-out releases, once a pack declares one', async () => {
    const report = await measure();
    const split = readSampleSplit(set);
    expect(report.problems).toEqual([]);
    const heldOut = report.total.outOfSample;
    const fixtures = heldOut.failures.total + heldOut.gates.total + heldOut.ready.total;
    console.log(`leave-one-out, ${formatSplitSummary(report)}`);
    // No target: the figure is what it is. It must be computed over the fixtures of the releases declared.
    if (split.heldOut.size > 0) expect(fixtures).toBeGreaterThanOrEqual(1);
    else expect(fixtures).toBe(0);
    expect(report.cases.filter((c) => c.heldOut)).toHaveLength(fixtures);
  }, 120_000);

  it('leaves out the rules written for each fixture', async () => {
    const report = await measure();
    const fixture = report.cases.find((c) => c.pack === 'claude-code' && c.fixture === 'api-429-final-2.1.332__120x40');
    expect(fixture?.dropped).toContain('claude-code/rate-limited');
    expect(fixture?.outcome).toBe('failing rate_limited');
    expect(fixture?.rule).toBe('generic/error-slot:rate_limited');
    expect(fixture?.label).toBe('failing rate_limited');
    // A key that is missing, not refused, is a sign-in the operator owes, though an error slot shows it.
    const missingKey = report.cases.find((c) => c.pack === 'pi' && c.fixture === 'login-needed-no-api-key-0.73.1__80x24');
    expect(missingKey?.outcome).toBe('operator_gate auth');
    expect(missingKey?.rule).toBe('generic/sign-in');
    // A failed sign-in whose text names a network cause is that network error.
    const offline = report.cases.find((c) => c.pack === 'droid' && c.fixture === 'login-failed-offline-0.225.2__80x24');
    expect(offline?.outcome).toBe('failing network_error');
    // A page one key moves past asks no permission: with no keyword of its own it is onboarding.
    const tour = report.cases.find((c) => c.pack === 'amp' && c.fixture === 'onboarding-tour-page-0.0.1790142911-g7618fb__80x24');
    expect(tour?.outcome).toBe('operator_gate onboarding');
  }, 120_000);
});
