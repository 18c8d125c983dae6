// Leave-one-out over the built-in packs: without the rules written for it, each failure and gate fixture must mostly still be refused.
import { describe, expect, it } from 'vitest';
import { loadPacks } from '../../src/packs/index.js';
import { formatGeneralisation, GENERALISATION_TARGETS, generalisationShare, measureGeneralisation } from '../../src/packtest/index.js';

const { set } = loadPacks({ npm: false, config: false, screens: 'varied' });

describe('generalisation (npm run generalisation)', () => {
  it('meets the targets over every built-in pack', async () => {
    const report = await measureGeneralisation(set);
    expect(report.vendors.length).toBeGreaterThanOrEqual(9);
    expect(report.total.failures.total).toBeGreaterThan(200);
    expect(report.total.gates.total).toBeGreaterThan(300);
    expect(generalisationShare(report.total.failures)).toBeGreaterThanOrEqual(GENERALISATION_TARGETS.failures);
    expect(generalisationShare(report.total.gates)).toBeGreaterThanOrEqual(GENERALISATION_TARGETS.gates);
    expect(report.met).toBe(true);
    // The other side: every ready fixture still reads ready with the generic layer on.
    expect(report.total.ready.total).toBeGreaterThan(400);
    expect(report.readyRefused).toEqual([]);
    // The specific rules alone, their own left out, refuse almost nothing: the generic layer is what holds.
    expect(generalisationShare(report.total.failures, 'refusedWithoutGeneric')).toBeLessThan(0.2);
    // Most still come back with the label's own reason or kind, not only refused.
    expect(report.total.failures.right / report.total.failures.total).toBeGreaterThan(0.85);
    expect(report.total.gates.right / report.total.gates.total).toBeGreaterThan(0.75);
    expect(formatGeneralisation(report).at(-1)).toMatch(/: met$/);
  }, 120_000);

  it('leaves out the rules written for each fixture', async () => {
    const report = await measureGeneralisation(set);
    const fixture = report.cases.find((c) => c.pack === 'claude-code' && c.fixture === 'api-429-final-2.1.332__120x40');
    expect(fixture?.dropped).toContain('claude-code/rate-limited');
    expect(fixture?.withGeneric).toBe('failing rate_limited');
    expect(fixture?.rule).toBe('generic/error-slot:rate_limited');
    expect(fixture?.label).toBe('failing rate_limited');
    // A key that is missing, not refused, is a sign-in the operator owes, though an error slot shows it.
    const missingKey = report.cases.find((c) => c.pack === 'pi' && c.fixture === 'login-needed-no-api-key-0.73.1__80x24');
    expect(missingKey?.withGeneric).toBe('operator_gate auth');
    expect(missingKey?.rule).toBe('generic/sign-in');
    // A failed sign-in whose text names a network cause is that network error.
    const offline = report.cases.find((c) => c.pack === 'droid' && c.fixture === 'login-failed-offline-0.225.2__80x24');
    expect(offline?.withGeneric).toBe('failing network_error');
    // A page one key moves past asks no permission: with no keyword of its own it is onboarding.
    const tour = report.cases.find((c) => c.pack === 'amp' && c.fixture === 'onboarding-tour-page-0.0.1790142911-g7618fb__80x24');
    expect(tour?.withGeneric).toBe('operator_gate onboarding');
  }, 120_000);
});
