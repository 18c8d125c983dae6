// Renders a packs test run for a person, like a test runner: ✓/✗ per check, warnings, then `N passed, N failed`.

import { isAbsolute, relative } from 'node:path';
import { formatLocation } from '../errors.js';
import type { SpecLocation } from '../packs/types.js';
import { summaryLine, type PacksTestReport } from './run.js';
import type { FixtureCheck } from './test-pack.js';

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

export function formatTestReport(report: PacksTestReport, cwd: string = process.cwd()): string[] {
  const lines: string[] = [];
  for (const pack of report.packs) {
    lines.push(pack.pack);
    for (const check of pack.checks) {
      if (check.passed) lines.push(`  ${checkLine(check)}`);
      else lines.push(`  ${checkLine(check)}  ${check.message}`, `      at ${where(check.location, cwd)}`);
    }
    for (const rule of pack.untested) lines.push(`  ! ${rule.rule}  untested: no match fixture exercises it (${where(rule.location, cwd)})`);
    for (const caught of pack.genericOnly) lines.push(`  ! ${caught.fixture}  caught only by the generic layer (${caught.rule}, ${caught.outcome}): add a rule`);
  }
  if (report.conflicts.length > 0 || report.overlaps.length > 0) {
    lines.push('cross-pack');
    for (const conflict of report.conflicts) {
      const how = conflict.hints === 'process' ? 'with its recorded process' : 'from its text alone';
      lines.push(`  ✗ ${conflict.rule}  claims ${conflict.pack} fixture ${conflict.fixture}  classified ${how}, it comes out ${conflict.outcome}`);
      lines.push(`      at ${displayPath(conflict.path, cwd)}`);
    }
    for (const overlap of report.overlaps) {
      lines.push(`  ! ${overlap.rule}  also matches ${overlap.pack} fixture ${overlap.fixture} (${overlap.outcome} under --vendor ${overlap.rule.split('/')[0]}); identity keeps it with ${overlap.pack}`);
    }
  }
  lines.push(summaryLine(report));
  return lines;
}
