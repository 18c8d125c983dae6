// Tests many packs in one run: each pack's fixture checks, then the cross-pack checks, with the counts CI reads.

import type { CompiledPackSet } from '../packs/types.js';
import { checkCrossPack, type PackConflict, type PackOverlap } from './cross-pack.js';
import { FixtureReader } from './fixture-reader.js';
import { testPack, type PackTestReport } from './test-pack.js';

export interface PacksTestReport {
  readonly packs: readonly PackTestReport[];
  readonly conflicts: readonly PackConflict[];
  readonly overlaps: readonly PackOverlap[];
  /** Checks that passed. */
  readonly passed: number;
  /** Checks that failed, conflicts included. */
  readonly failed: number;
}

/** Tests the packs with these ids (default: every pack in the set) against the whole set. */
export async function testPacks(set: CompiledPackSet, ids?: readonly string[]): Promise<PacksTestReport> {
  const tested = new Set(ids ?? set.packs.map((pack) => pack.id));
  const reader = new FixtureReader();
  const reports: PackTestReport[] = [];
  for (const pack of set.packs) {
    if (tested.has(pack.id)) reports.push(await testPack(set, pack, reader));
  }
  const cross = await checkCrossPack(set, tested, reader);
  const checks = reports.flatMap((report) => report.checks);
  const passed = checks.filter((check) => check.passed).length;
  const failed = checks.length - passed + cross.conflicts.length;
  return { packs: reports, conflicts: cross.conflicts, overlaps: cross.overlaps, passed, failed };
}

/** The closing line CI tooling reads, exactly `N passed, N failed`. */
export function summaryLine(report: Pick<PacksTestReport, 'passed' | 'failed'>): string {
  return `${report.passed} passed, ${report.failed} failed`;
}
