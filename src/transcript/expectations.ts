// CI assertions on a replay: the verdict it must reach and the lines where halts must fire.
import { type ReplayVerdict } from './events.js';
import { type ReplayReport } from './report.js';

export interface ReplayExpectations {
  /** The verdict the transcript must reach. */
  readonly verdict?: ReplayVerdict | undefined;
  /** Exactly the lines where halts must fire, in any order; no other halt may fire. */
  readonly haltLines?: readonly number[] | undefined;
}

/** Each expectation the report fails, in words; empty when all hold. */
export function checkExpectations(report: ReplayReport, expectations: ReplayExpectations): string[] {
  const failures: string[] = [];
  if (expectations.verdict !== undefined && report.verdict !== expectations.verdict) {
    const where = report.halts.length > 0 ? ` (first halt at line ${report.halts[0]!.line})` : '';
    failures.push(`expected the verdict ${expectations.verdict}, got ${report.verdict}${where}`);
  }
  if (expectations.haltLines !== undefined && expectations.haltLines.length > 0) {
    const wanted = [...new Set(expectations.haltLines)].sort((a, b) => a - b);
    const fired = report.halts.map((halt) => halt.line);
    if (wanted.join(',') !== fired.join(',')) {
      const got = fired.length === 0 ? 'no halt fired' : `halts fired at line ${fired.join(', ')}`;
      failures.push(`expected halts at line ${wanted.join(', ')}; ${got}`);
    }
  }
  return failures;
}
