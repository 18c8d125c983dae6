// Tests many packs in one run: each pack's fixture checks, then the cross-pack checks, with the counts CI reads.

import type { PackProblem } from '../packs/problems.js';
import type { CompiledPackSet } from '../packs/types.js';
import { checkCrossPack, type CrossPackFixture, type PackConflict, type PackOverlap } from './cross-pack.js';
import { FixtureReader } from './fixture-reader.js';
import { testPack, type PackTestReport } from './test-pack.js';

export interface PacksTestReport {
  readonly packs: readonly PackTestReport[];
  /** Errors that kept a tested pack out of the set: each fails the run, and is a failed test case in JUnit. */
  readonly loadErrors: readonly PackProblem[];
  /** The fixtures the cross-pack check classified against other packs' rules. */
  readonly crossPackChecked: readonly CrossPackFixture[];
  readonly conflicts: readonly PackConflict[];
  /** Conflicts on fixtures of held-out releases: out-of-sample misreads, counted and not failed (skipped in JUnit). */
  readonly heldOutConflicts: readonly PackConflict[];
  readonly overlaps: readonly PackOverlap[];
  /**
   * Checks that passed: each fixture check of a tested pack, each held-out fixture read as labelled,
   * and each fixture the cross-pack check found decided by no other pack. JUnit's test cases are
   * these, the failed ones and the skipped ones (rules no fixture exercises, held-out fixtures
   * misread).
   */
  readonly passed: number;
  /**
   * Checks that failed: fixture checks, errors of a held-out.yaml, cross-pack conflicts (one per
   * deciding rule) and load errors. A held-out fixture misread, by its own pack or another, is not one.
   */
  readonly failed: number;
}

export interface TestPacksOptions {
  /** The load's errors in the packs under test (warnings are not given): reported, and counted as failures. */
  readonly loadErrors?: readonly PackProblem[] | undefined;
}

/** Tests the packs with these ids (default: every pack in the set) against the whole set. */
export async function testPacks(set: CompiledPackSet, ids?: readonly string[], options: TestPacksOptions = {}): Promise<PacksTestReport> {
  const tested = new Set(ids ?? set.packs.map((pack) => pack.id));
  const reader = new FixtureReader();
  const reports: PackTestReport[] = [];
  for (const pack of set.packs) {
    if (tested.has(pack.id)) reports.push(await testPack(set, pack, reader));
  }
  const cross = await checkCrossPack(set, tested, reader);
  const checks = reports.flatMap((report) => report.checks);
  const conflicted = new Set([...cross.conflicts, ...cross.heldOutConflicts].map((conflict) => `${conflict.pack}\n${conflict.fixture}`));
  const crossPassed = cross.checked.filter((checked) => !conflicted.has(`${checked.pack}\n${checked.fixture}`)).length;
  const heldOutRead = reports.flatMap((report) => report.heldOut.checks).filter((check) => check.passed).length;
  const passed = checks.filter((check) => check.passed).length + heldOutRead + crossPassed;
  const loadErrors = (options.loadErrors ?? []).filter((problem) => problem.severity === 'error');
  const heldOutErrors = reports.flatMap((report) => report.heldOut.problems).filter((problem) => problem.severity === 'error').length;
  const failed = checks.filter((check) => !check.passed).length + heldOutErrors + cross.conflicts.length + loadErrors.length;
  return { packs: reports, loadErrors, crossPackChecked: cross.checked, conflicts: cross.conflicts, heldOutConflicts: cross.heldOutConflicts, overlaps: cross.overlaps, passed, failed };
}

/** The closing line CI tooling reads, exactly `N passed, N failed`. */
export function summaryLine(report: Pick<PacksTestReport, 'passed' | 'failed'>): string {
  return `${report.passed} passed, ${report.failed} failed`;
}
