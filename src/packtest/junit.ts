// Renders a packs test run as JUnit XML for CI: one testsuite per pack, one for the cross-pack checks.

import { formatLocation } from '../errors.js';
import { formatProblem } from '../packs/problems.js';
import { classifiedHow, type PackConflict } from './cross-pack.js';
import type { PacksTestReport } from './run.js';

interface Case {
  readonly classname: string;
  readonly name: string;
  readonly file?: string | undefined;
  readonly line?: number | undefined;
  readonly failure?: string | undefined;
  readonly skipped?: string | undefined;
}

// XML 1.0 allows no control characters but tab, newline and carriage return, not even escaped.
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '\uFFFD')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function attributes(values: Record<string, string | number | undefined>): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(String(value))}"`)
    .join('');
}

function suite(name: string, cases: readonly Case[]): string[] {
  const failures = cases.filter((c) => c.failure !== undefined).length;
  const skipped = cases.filter((c) => c.skipped !== undefined).length;
  const lines = [`  <testsuite${attributes({ name, tests: cases.length, failures, errors: 0, skipped })}>`];
  for (const c of cases) {
    const head = `    <testcase${attributes({ classname: c.classname, name: c.name, file: c.file, line: c.line })}`;
    if (c.failure !== undefined) {
      lines.push(`${head}>`, `      <failure${attributes({ message: c.failure.split('\n')[0] })}>${escapeXml(c.failure)}</failure>`, '    </testcase>');
    } else if (c.skipped !== undefined) {
      lines.push(`${head}>`, `      <skipped${attributes({ message: c.skipped })}/>`, '    </testcase>');
    } else {
      lines.push(`${head}/>`);
    }
  }
  lines.push('  </testsuite>');
  return lines;
}

/**
 * The whole document. Untested rules are skipped test cases, so CI shows them without failing on
 * them; so are held-out fixtures misread (out-of-sample, never tuned on), in a suite of their own
 * per pack, `<pack> held out`, beside those read as labelled. An error of a held-out.yaml is a
 * failed case of the pack's suite.
 */
export function formatJunit(report: PacksTestReport): string {
  const suites: string[] = [];
  let tests = 0;
  let skipped = 0;
  for (const pack of report.packs) {
    const cases: Case[] = pack.checks.map((check) => ({
      classname: pack.pack,
      name: `${check.rule ?? check.pack} ${check.kind === 'label' ? 'expect' : check.kind} ${check.fixture}`,
      file: check.location.file,
      line: check.location.line,
      failure: check.passed ? undefined : `${check.message ?? 'failed'}\nat ${formatLocation(check.location).replace(/: $/, '')}`,
    }));
    for (const rule of pack.untested) {
      cases.push({ classname: pack.pack, name: `${rule.rule} untested`, file: rule.location.file, line: rule.location.line, skipped: 'no match fixture exercises this rule' });
    }
    for (const problem of pack.heldOut.problems.filter((p) => p.severity === 'error')) {
      cases.push({ classname: pack.pack, name: `${pack.pack} held-out.yaml ${problem.code}`, file: problem.file, line: problem.line, failure: formatProblem(problem) });
    }
    tests += cases.length;
    skipped += pack.untested.length;
    suites.push(...suite(pack.pack, cases));
    if (pack.heldOut.checks.length === 0) continue;
    const heldOut: Case[] = pack.heldOut.checks.map((check) => ({
      classname: `${pack.pack} held out`,
      name: `${pack.pack} held out expect ${check.fixture}`,
      file: check.location.file,
      skipped: check.passed ? undefined : `held out (out-of-sample, not a failure): ${check.message ?? 'read otherwise'}`,
    }));
    tests += heldOut.length;
    skipped += heldOut.filter((c) => c.skipped !== undefined).length;
    suites.push(...suite(`${pack.pack} held out`, heldOut));
  }
  // One case per fixture the cross-pack check classified, so a clean check still shows what it ran;
  // a fixture another pack's rule decides is one failed case per deciding rule, as it counts in `failed`.
  const cross: Case[] = report.crossPackChecked.flatMap((checked) => {
    const of = (list: readonly PackConflict[]) => list.filter((conflict) => conflict.pack === checked.pack && conflict.fixture === checked.fixture);
    const conflicts = of(report.conflicts);
    const heldOut = of(report.heldOutConflicts);
    if (conflicts.length === 0 && heldOut.length === 0) return [{ classname: 'cross-pack', name: `${checked.pack} ${checked.fixture} decided by no other pack`, file: checked.path }];
    const claim = (conflict: PackConflict) => ({ classname: 'cross-pack', name: `${conflict.rule} claims ${conflict.pack} ${conflict.fixture}`, file: conflict.path });
    return [
      ...conflicts.map((conflict) => ({
        ...claim(conflict),
        failure: `classified ${classifiedHow(conflict)}, ${conflict.pack}'s fixture comes out ${conflict.outcome} by ${conflict.rule}`,
      })),
      // A fixture of a held-out release: an out-of-sample misread, as the held-out suites skip theirs.
      ...heldOut.map((conflict) => ({ ...claim(conflict), skipped: `held out (out-of-sample, not a failure): comes out ${conflict.outcome} by ${conflict.rule}` })),
    ];
  });
  tests += cross.length;
  skipped += cross.filter((c) => c.skipped !== undefined).length;
  suites.push(...suite('cross-pack', cross));
  // A pack that did not load has no checks to run: each of its errors is a failed case, located, so
  // CI shows why instead of a bare failure count.
  const load: Case[] = report.loadErrors.map((problem) => ({
    classname: 'load',
    name: `load ${formatLocation(problem).replace(/: $/, '')} ${problem.code}`,
    file: problem.file,
    line: problem.line,
    failure: formatProblem(problem),
  }));
  tests += load.length;
  if (load.length > 0) suites.unshift(...suite('load', load));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites${attributes({ name: 'ptyscreen packs test', tests, failures: report.failed, errors: 0, skipped })}>`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}
