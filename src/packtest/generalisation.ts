// Leave-one-out: each failure and gate fixture classified again without the rules written for it, to measure what the generic layer catches.

import { classifyLines } from '../classify/classify.js';
import type { CompiledPack, CompiledPackSet } from '../packs/types.js';
import type { ClassificationResult } from '../result/types.js';
import type { FixtureExpectation } from './expectation.js';
import { FixtureReader } from './fixture-reader.js';
import { labelledFixtures } from './labelled-fixtures.js';
import { describeOutcome } from './test-pack.js';

/** The share of fixtures that must still be refused with their own rules left out. */
export const GENERALISATION_TARGETS = { failures: 0.9, gates: 0.6 } as const;

export interface LeaveOneOutCase {
  readonly pack: string;
  readonly fixture: string;
  /** What the fixture's label says it shows. */
  readonly expected: 'failing' | 'operator_gate';
  /** The same with its reason or gate kind, as `withGeneric` words it, e.g. `failing rate_limited`. */
  readonly label: string;
  /** The rules left out: those naming it as a match fixture, and the rule that decides it. */
  readonly dropped: readonly string[];
  /** What it reads without them, with the generic layer and without it, e.g. `failing rate_limited`. */
  readonly withGeneric: string;
  readonly withoutGeneric: string;
  /** The rule that decided it with the generic layer on (a generic rule, another rule of the pack), or null. */
  readonly rule: string | null;
}

export interface RefusedCount {
  readonly total: number;
  /** Still read as a gate or a failure, with the generic layer on. */
  readonly refused: number;
  /** The same, with the generic layer off: the specific rules alone. */
  readonly refusedWithoutGeneric: number;
  /** Read, with the generic layer on, with the label's own reason or gate kind. */
  readonly right: number;
}

/** The other side of the measure: ready fixtures, with every rule and the generic layer on. */
export interface ReadyCount {
  readonly total: number;
  /** Read as anything but `ready`: a refusal the generic layer (or a rule) made where none belongs. */
  readonly refused: number;
}

export interface VendorGeneralisation {
  readonly vendor: string;
  readonly failures: RefusedCount;
  readonly gates: RefusedCount;
  readonly ready: ReadyCount;
}

export interface GeneralisationReport {
  readonly vendors: readonly VendorGeneralisation[];
  readonly total: Omit<VendorGeneralisation, 'vendor'>;
  readonly targets: typeof GENERALISATION_TARGETS;
  /** Whether the totals meet the targets with the generic layer on, and no ready fixture is refused. */
  readonly met: boolean;
  readonly cases: readonly LeaveOneOutCase[];
  /** Ready fixtures read as something else, `pack/fixture: outcome`. */
  readonly readyRefused: readonly string[];
}

/** A label in the words of `describeOutcome`; a label that names no reason or kind matches any. */
export function describeLabel(expected: FixtureExpectation): string {
  const detail = expected.state === 'failing' ? expected.reason : expected.gate?.kind;
  return detail === undefined ? expected.state : `${expected.state} ${detail}`;
}

/** Whether `outcome` is what `label` says, reason or kind included when the label names one. */
export function readAsLabel(label: string, outcome: string): boolean {
  return label.includes(' ') ? outcome === label : outcome.split(' ')[0] === label;
}

/** Whether the case read, with the generic layer on, what its label says. */
function readAsLabelled(c: LeaveOneOutCase): boolean {
  return readAsLabel(c.label, c.withGeneric);
}

function refused(result: ClassificationResult): boolean {
  return result.state === 'failing' || result.state === 'operator_gate';
}

/**
 * The set with the named rules of one pack left out: what a screen reads when no rule was written
 * for it. The scan is shared; only the rules tried differ.
 */
export function withoutRules(set: CompiledPackSet, pack: CompiledPack, dropped: ReadonlySet<string>): CompiledPackSet {
  const reduced: CompiledPack = {
    ...pack,
    gates: pack.gates.filter((rule) => !dropped.has(rule.id)),
    failures: pack.failures.filter((rule) => !dropped.has(rule.id)),
  };
  return { ...set, packs: set.packs.map((p) => (p === pack ? reduced : p)) };
}

function count(cases: readonly LeaveOneOutCase[], expected: LeaveOneOutCase['expected']): RefusedCount {
  const mine = cases.filter((c) => c.expected === expected);
  const isRefused = (outcome: string): boolean => outcome.startsWith('failing') || outcome.startsWith('operator_gate');
  return {
    total: mine.length,
    refused: mine.filter((c) => isRefused(c.withGeneric)).length,
    refusedWithoutGeneric: mine.filter((c) => isRefused(c.withoutGeneric)).length,
    right: mine.filter(readAsLabelled).length,
  };
}

export function share(count: RefusedCount, which: 'refused' | 'refusedWithoutGeneric' = 'refused'): number {
  return count.total === 0 ? 1 : count[which] / count.total;
}

/**
 * For every fixture of every pack labelled `failing` or `operator_gate`: leave out the rules whose
 * match fixtures name it and the rule that decides it now, classify it again as its own vendor's
 * process, and count it refused when it still reads as a gate or a failure (of any kind or reason).
 */
export async function measureGeneralisation(set: CompiledPackSet, reader: FixtureReader = new FixtureReader()): Promise<GeneralisationReport> {
  const cases: LeaveOneOutCase[] = [];
  const readyCounts = new Map<string, { total: number; refused: number }>();
  const readyRefused: string[] = [];
  const plain: CompiledPackSet = { ...set, generic: null };
  // A capture that recorded no process is classified as the pack's own binary: only then can it read `ready`.
  for await (const { pack, fixture, expected, screen, process } of labelledFixtures(set, new Set(['failing', 'operator_gate', 'ready']), reader)) {
    const hints = { vendor: pack.id, process, argv: screen.process?.argv };
    if (expected.state === 'ready') {
      const counts = readyCounts.get(pack.id) ?? { total: 0, refused: 0 };
      readyCounts.set(pack.id, counts);
      counts.total++;
      const outcome = classifyLines(set, screen.lines, hints);
      if (outcome.state !== 'ready') {
        counts.refused++;
        readyRefused.push(`${pack.id}/${fixture}: ${describeOutcome(outcome)}`);
      }
      continue;
    }
    const decided = classifyLines(set, screen.lines, hints).evidence.rule;
    const dropped = new Set([...pack.gates, ...pack.failures].filter((rule) => (rule.fixtures.match ?? []).includes(fixture)).map((rule) => rule.id));
    if (decided !== null && decided.startsWith(`${pack.id}/`)) dropped.add(decided);
    const on = classifyLines(withoutRules(set, pack, dropped), screen.lines, hints);
    const off = classifyLines(withoutRules(plain, pack, dropped), screen.lines, hints);
    cases.push({
      pack: pack.id,
      fixture,
      expected: expected.state as LeaveOneOutCase['expected'],
      label: describeLabel(expected),
      dropped: [...dropped].sort(),
      withGeneric: describeOutcome(on),
      withoutGeneric: describeOutcome(off),
      rule: refused(on) ? on.evidence.rule : null,
    });
  }
  const vendors = set.packs
    .map((pack) => pack.id)
    .filter((id) => cases.some((c) => c.pack === id))
    .map((vendor) => {
      const mine = cases.filter((c) => c.pack === vendor);
      return { vendor, failures: count(mine, 'failing'), gates: count(mine, 'operator_gate'), ready: readyCounts.get(vendor) ?? { total: 0, refused: 0 } };
    });
  const ready = [...readyCounts.values()].reduce((sum, c) => ({ total: sum.total + c.total, refused: sum.refused + c.refused }), { total: 0, refused: 0 });
  const total = { failures: count(cases, 'failing'), gates: count(cases, 'operator_gate'), ready };
  const met =
    share(total.failures) >= GENERALISATION_TARGETS.failures && share(total.gates) >= GENERALISATION_TARGETS.gates && ready.refused === 0;
  return { vendors, total, targets: GENERALISATION_TARGETS, met, cases, readyRefused };
}

export function percent(value: number): string {
  return `${(value * 100).toFixed(1)} %`;
}

function cell(count: RefusedCount): string {
  if (count.total === 0) return '—';
  return `${count.refusedWithoutGeneric}/${count.total} → ${count.refused}/${count.total} (${percent(share(count))}), ${count.right} right`;
}

function readyCell(count: ReadyCount): string {
  return count.total === 0 ? '—' : `${count.total - count.refused}/${count.total}`;
}

/** The report as a Markdown table: per vendor, refused without the generic layer → with it. */
export function formatGeneralisation(report: GeneralisationReport): string[] {
  const { targets, total } = report;
  const lines = [
    '| vendor | failures still refused (rules only → with the generic layer), how many with the label\'s reason | gates still refused (rules only → with the generic layer), how many with the label\'s kind | ready screens read ready (every rule, generic layer on) |',
    '|---|---|---|---|',
    ...report.vendors.map((v) => `| \`${v.vendor}\` | ${cell(v.failures)} | ${cell(v.gates)} | ${readyCell(v.ready)} |`),
    `| total | ${cell(total.failures)} | ${cell(total.gates)} | ${readyCell(total.ready)} |`,
    '',
    ...report.readyRefused.map((line) => `ready fixture refused: ${line}`),
    `targets: failures at least ${percent(targets.failures)} (${percent(share(total.failures))}), gates at least ${percent(targets.gates)} (${percent(share(total.gates))}), no ready screen refused (${total.ready.refused}): ${report.met ? 'met' : 'NOT met'}`,
  ];
  return lines;
}
