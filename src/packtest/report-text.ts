// Renders a packs test run for a person, like a test runner: ✓/✗ per check, warnings (or only failures, quiet), then `N passed, N failed`.

import { isAbsolute, relative } from 'node:path';
import { formatLocation } from '../errors.js';
import type { SpecLocation } from '../packs/types.js';
import { classifiedHow } from './cross-pack.js';
import { summaryLine, type PacksTestReport } from './run.js';
import type { FixtureCheck, PackTestReport, ReleaseRate } from './test-pack.js';

/** Paths under the working directory are shown relative to it: shorter, and still links in a terminal. */
export function displayPath(file: string, cwd: string = process.cwd()): string {
  const rel = relative(cwd, file);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) ? rel : file;
}

function where(location: SpecLocation, cwd: string): string {
  return formatLocation({ ...location, file: displayPath(location.file, cwd) }).replace(/: $/, '');
}

function checkLine(check: FixtureCheck): string {
  const subject = check.rule ?? check.pack;
  const kind = check.kind === 'label' ? 'expect' : check.kind;
  return `${check.passed ? '✓' : '✗'} ${subject}  ${kind} ${check.fixture}`;
}

function percent(part: number, whole: number): string {
  return `${(whole === 0 ? 100 : (100 * part) / whole).toFixed(1)} %`;
}

/** `2.1.332 150/152 (98.7 %, 1 false ready, 1 of 40 ready refused)`: one release's label checks. */
export function formatReleaseRate(rate: ReleaseRate): string {
  const misses = [
    ...(rate.falseReady > 0 ? [`${rate.falseReady} false ready`] : []),
    ...(rate.readyRefused > 0 ? [`${rate.readyRefused} of ${rate.ready} ready refused`] : []),
  ];
  return `${rate.release ?? 'unversioned'} ${rate.held}/${rate.labelled} (${[percent(rate.held, rate.labelled), ...misses].join(', ')})`;
}

/** The pass rate of a pack's in-sample labelled fixtures per vendor release, on one line. */
function releasesLine(pack: PackTestReport): string | null {
  const inSample = pack.releases.filter((rate) => !rate.heldOut);
  return inSample.length === 0 ? null : `  labels held per release: ${inSample.map(formatReleaseRate).join('; ')}`;
}

/** The same for the held-out releases, on a line of their own: the out-of-sample figure, which fails nothing. */
function heldOutLine(pack: PackTestReport): string | null {
  const heldOut = pack.releases.filter((rate) => rate.heldOut);
  return heldOut.length === 0 ? null : `  held out (out-of-sample): ${heldOut.map(formatReleaseRate).join('; ')}; a misread here fails nothing`;
}

/** Releases held-out.yaml names that no labelled fixture was captured from: a typo, or captures still to come. */
function emptyHeldOutReleases(pack: PackTestReport): string[] {
  const seen = new Set(pack.releases.map((rate) => rate.release));
  return pack.heldOut.releases.map((entry) => entry.release).filter((release) => !seen.has(release));
}

/** Warnings about the split: rules tuned on held-out fixtures, held-out releases with no fixture. */
function heldOutWarnings(pack: PackTestReport): string[] {
  return [
    ...pack.heldOut.tunedOn.map(
      (tuned) =>
        `  ! ${tuned.rule}  names held-out fixture ${tuned.fixture}: release ${tuned.release} is held out and never tuned on; take the fixture out of the rule, or ${tuned.release} out of held-out.yaml (it then counts in-sample)`,
    ),
    ...emptyHeldOutReleases(pack).map((release) => `  ! held-out.yaml  names release ${release}, but no labelled fixture's meta.json has that version`),
  ];
}

export interface TestReportOptions {
  /** Failures only: no passing check, no warning line; the warning count and the closing line stay, and the per-release line when a label failed. */
  readonly quiet?: boolean | undefined;
  /** Paths under it are shown relative to it (default: the working directory). */
  readonly cwd?: string | undefined;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** One line counting the warnings, printed or not, so a quiet run still says they exist. */
function warningCount(report: PacksTestReport): string | null {
  const untested = report.packs.reduce((sum, pack) => sum + pack.untested.length, 0);
  const overlaps = report.overlaps.length;
  const split = report.packs.reduce((sum, pack) => sum + heldOutWarnings(pack).length, 0) + report.heldOutConflicts.length;
  if (untested + overlaps + split === 0) return null;
  const kinds: string[] = [];
  // JUnit reports the untested rules as skipped test cases: the same count, by another name.
  if (untested > 0) kinds.push(`${overlaps + split === 0 ? 'rules' : plural(untested, 'rule')} no fixture exercises, skipped in JUnit`);
  if (overlaps > 0) kinds.push(plural(overlaps, 'cross-pack overlap'));
  if (split > 0) kinds.push(`${split} about held-out releases`);
  return `${plural(untested + overlaps + split, 'warning')} (${kinds.join(', ')}); --quiet hides them`;
}

function heldOutCheckLine(check: FixtureCheck): string {
  return check.passed ? `  ✓ ${check.pack}  held out: expect ${check.fixture}` : `  ~ ${check.pack}  held out: expect ${check.fixture}  ${check.message} (out-of-sample: counted, not failed)`;
}

export function formatTestReport(report: PacksTestReport, options: TestReportOptions = {}): string[] {
  const cwd = options.cwd ?? process.cwd();
  const quiet = options.quiet === true;
  const lines: string[] = [];
  for (const pack of report.packs) {
    const failed = pack.checks.filter((check) => !check.passed);
    if (quiet && failed.length === 0 && pack.heldOut.problems.length === 0) continue;
    lines.push(pack.pack);
    for (const check of quiet ? failed : pack.checks) {
      if (check.passed) lines.push(`  ${checkLine(check)}`);
      else lines.push(`  ${checkLine(check)}  ${check.message}`, `      at ${where(check.location, cwd)}`);
    }
    for (const problem of pack.heldOut.problems) {
      lines.push(`  ${problem.severity === 'error' ? '✗' : '!'} held-out.yaml  ${problem.message}`, `      at ${where(problem, cwd)}`);
    }
    if (!quiet) lines.push(...pack.heldOut.checks.map(heldOutCheckLine));
    // quiet: only when an in-sample label did not hold, as the failures it counts are printed then
    const releases = releasesLine(pack);
    if (releases !== null && (!quiet || pack.releases.some((rate) => !rate.heldOut && rate.held < rate.labelled))) lines.push(releases);
    const heldOut = heldOutLine(pack);
    if (heldOut !== null) lines.push(heldOut);
    if (quiet) continue;
    lines.push(...heldOutWarnings(pack));
    for (const rule of pack.untested) lines.push(`  ! ${rule.rule}  untested: no match fixture exercises it (${where(rule.location, cwd)})`);
    for (const caught of pack.genericOnly) lines.push(`  ! ${caught.fixture}  caught only by the generic layer (${caught.rule}, ${caught.outcome}): add a rule`);
  }
  const overlaps = quiet ? [] : report.overlaps;
  if (report.conflicts.length > 0 || overlaps.length > 0 || (!quiet && report.heldOutConflicts.length > 0)) {
    lines.push('cross-pack');
    for (const conflict of report.conflicts) {
      lines.push(`  ✗ ${conflict.rule}  claims ${conflict.pack} fixture ${conflict.fixture}  classified ${classifiedHow(conflict)}, it comes out ${conflict.outcome}`);
      lines.push(`      at ${displayPath(conflict.path, cwd)}`);
    }
    for (const conflict of quiet ? [] : report.heldOutConflicts) {
      lines.push(`  ~ ${conflict.rule}  claims ${conflict.pack} fixture ${conflict.fixture}, of a held-out release  classified ${classifiedHow(conflict)}, it comes out ${conflict.outcome} (out-of-sample: counted, not failed)`);
    }
    for (const overlap of overlaps) {
      lines.push(`  ! ${overlap.rule}  also matches ${overlap.pack} fixture ${overlap.fixture} (${overlap.outcome} under --vendor ${overlap.rule.split('/')[0]}); identity keeps it with ${overlap.pack}`);
    }
  }
  if (!quiet && report.crossPackChecked.length > 0) {
    lines.push(`cross-pack: ${plural(report.crossPackChecked.length, 'fixture')} put to the other packs' rules, ${plural(report.conflicts.length, 'conflict')}`);
  }
  const warnings = warningCount(report);
  if (warnings !== null) lines.push(warnings);
  lines.push(summaryLine(report));
  return lines;
}
