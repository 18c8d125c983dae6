// Renders a packs test run for a person, like a test runner: ✓/✗ per check, warnings (or only failures, quiet), then `N passed, N failed`.

import { isAbsolute, relative } from 'node:path';
import { formatLocation } from '../errors.js';
import type { SpecLocation } from '../packs/types.js';
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

/** The pass rate of a pack's labelled fixtures per vendor release, on one line. */
function releasesLine(pack: PackTestReport): string | null {
  return pack.releases.length === 0 ? null : `  labels held per release: ${pack.releases.map(formatReleaseRate).join('; ')}`;
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
  if (untested + overlaps === 0) return null;
  const kinds: string[] = [];
  // JUnit reports the untested rules as skipped test cases: the same count, by another name.
  if (untested > 0) kinds.push(`${overlaps === 0 ? 'rules' : plural(untested, 'rule')} no fixture exercises, skipped in JUnit`);
  if (overlaps > 0) kinds.push(plural(overlaps, 'cross-pack overlap'));
  return `${plural(untested + overlaps, 'warning')} (${kinds.join(', ')}); --quiet hides them`;
}

export function formatTestReport(report: PacksTestReport, options: TestReportOptions = {}): string[] {
  const cwd = options.cwd ?? process.cwd();
  const quiet = options.quiet === true;
  const lines: string[] = [];
  for (const pack of report.packs) {
    const failed = pack.checks.filter((check) => !check.passed);
    if (quiet && failed.length === 0) continue;
    lines.push(pack.pack);
    for (const check of quiet ? failed : pack.checks) {
      if (check.passed) lines.push(`  ${checkLine(check)}`);
      else lines.push(`  ${checkLine(check)}  ${check.message}`, `      at ${where(check.location, cwd)}`);
    }
    // quiet: only when a label did not hold, as the failures it counts are printed then
    const releases = releasesLine(pack);
    if (releases !== null && (!quiet || pack.releases.some((rate) => rate.held < rate.labelled))) lines.push(releases);
    if (quiet) continue;
    for (const rule of pack.untested) lines.push(`  ! ${rule.rule}  untested: no match fixture exercises it (${where(rule.location, cwd)})`);
    for (const caught of pack.genericOnly) lines.push(`  ! ${caught.fixture}  caught only by the generic layer (${caught.rule}, ${caught.outcome}): add a rule`);
  }
  const overlaps = quiet ? [] : report.overlaps;
  if (report.conflicts.length > 0 || overlaps.length > 0) {
    lines.push('cross-pack');
    for (const conflict of report.conflicts) {
      const how = conflict.hints === 'process' ? 'with its recorded process' : 'from its text alone';
      lines.push(`  ✗ ${conflict.rule}  claims ${conflict.pack} fixture ${conflict.fixture}  classified ${how}, it comes out ${conflict.outcome}`);
      lines.push(`      at ${displayPath(conflict.path, cwd)}`);
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
