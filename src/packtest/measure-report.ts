// The report shape leave-one-out and the generic-only measure share: each fixture's case counted in-sample or out-of-sample (held out), per vendor, and the report in Markdown.

import { formatProblem, type PackProblem } from '../packs/problems.js';
import type { FixtureExpectation } from './expectation.js';

export type MeasuredState = 'failing' | 'operator_gate' | 'ready';

/** One labelled fixture, read once by a measure. */
export interface MeasuredCase {
  readonly pack: string;
  readonly fixture: string;
  /** What the fixture's label says it shows. */
  readonly expected: MeasuredState;
  /** The same with its reason or gate kind, in the words of `describeOutcome`, e.g. `failing rate_limited`. */
  readonly label: string;
  /** What the measure read, with the generic layer on, e.g. `operator_gate permission`. */
  readonly outcome: string;
  /** What it read with the generic layer off, where the measure tries that (leave-one-out's failures and gates); else null. */
  readonly withoutGeneric: string | null;
  /** The rule that decided it, or null. */
  readonly rule: string | null;
  /** Its release is in its pack's held-out.yaml: it counts out-of-sample. */
  readonly heldOut: boolean;
}

export interface SampleCount {
  readonly total: number;
  /** Read as the label's state: a refusal (a gate or a failure, of any kind or reason) for a failure or a gate, `ready` for a ready screen. */
  readonly held: number;
  /** The same with the generic layer off, where the measure tries that; else null. */
  readonly heldWithoutGeneric: number | null;
  /** Read with the label's own reason or gate kind too, where the label names one. */
  readonly right: number;
}

export interface Tally {
  readonly failures: SampleCount;
  readonly gates: SampleCount;
  readonly ready: SampleCount;
}

/** The two columns of every figure: the fixtures tuned on, and the held-out releases never tuned on. */
export interface Sampled<T> {
  readonly inSample: T;
  readonly outOfSample: T;
}

export interface VendorTally extends Sampled<Tally> {
  readonly vendor: string;
}

/** The shares the in-sample totals must reach. The out-of-sample figure has no target: it is what it is. */
export interface MeasureTargets {
  readonly failures: number;
  readonly gates: number;
  readonly ready: number;
}

export interface SplitReport<C extends MeasuredCase> {
  /** Every vendor with a case, in the set's order. */
  readonly vendors: readonly VendorTally[];
  readonly total: Sampled<Tally>;
  readonly targets: MeasureTargets;
  /** The in-sample totals meet the targets, and every held-out.yaml was read. */
  readonly met: boolean;
  readonly cases: readonly C[];
  /** What is wrong with the packs' held-out.yaml files: their releases count in-sample meanwhile. */
  readonly problems: readonly PackProblem[];
}

/** A label in the words of `describeOutcome`; a label that names no reason or kind matches any. */
export function describeLabel(expected: FixtureExpectation): string {
  const detail = expected.state === 'failing' ? expected.reason : expected.gate?.kind;
  return detail === undefined ? expected.state : `${expected.state} ${detail}`;
}

/** Whether the case read as its label's state: a refusal of any kind for a failure or a gate. */
export function held(c: Pick<MeasuredCase, 'expected'>, outcome: string): boolean {
  if (c.expected === 'ready') return outcome === 'ready';
  return outcome.startsWith('failing') || outcome.startsWith('operator_gate');
}

/** Whether `outcome` is what `label` says, reason or kind included when the label names one. */
export function readAsLabel(label: string, outcome: string): boolean {
  return label.includes(' ') ? outcome === label : outcome.split(' ')[0] === label;
}

function count(cases: readonly MeasuredCase[], expected: MeasuredState): SampleCount {
  const mine = cases.filter((c) => c.expected === expected);
  const tried = mine.filter((c) => c.withoutGeneric !== null);
  return {
    total: mine.length,
    held: mine.filter((c) => held(c, c.outcome)).length,
    heldWithoutGeneric: tried.length === 0 ? null : tried.filter((c) => held(c, c.withoutGeneric!)).length,
    right: mine.filter((c) => readAsLabel(c.label, c.outcome)).length,
  };
}

function tally(cases: readonly MeasuredCase[]): Tally {
  return { failures: count(cases, 'failing'), gates: count(cases, 'operator_gate'), ready: count(cases, 'ready') };
}

function sampled(cases: readonly MeasuredCase[]): Sampled<Tally> {
  return { inSample: tally(cases.filter((c) => !c.heldOut)), outOfSample: tally(cases.filter((c) => c.heldOut)) };
}

/** The share held (or held with the generic layer off); 1 when there is nothing to count. */
export function shareOf(count: SampleCount, which: 'held' | 'heldWithoutGeneric' = 'held'): number {
  return count.total === 0 ? 1 : (count[which] ?? 0) / count.total;
}

/** Counts the cases per vendor (in `order`) and in total, each in-sample and out-of-sample. */
export function splitReport<C extends MeasuredCase>(cases: readonly C[], order: readonly string[], targets: MeasureTargets, problems: readonly PackProblem[]): SplitReport<C> {
  const vendors = order.filter((vendor) => cases.some((c) => c.pack === vendor)).map((vendor) => ({ vendor, ...sampled(cases.filter((c) => c.pack === vendor)) }));
  const total = sampled(cases);
  const { inSample } = total;
  const met =
    problems.every((problem) => problem.severity !== 'error') &&
    shareOf(inSample.failures) >= targets.failures &&
    shareOf(inSample.gates) >= targets.gates &&
    shareOf(inSample.ready) >= targets.ready;
  return { vendors, total, targets, met, cases, problems };
}

export function percent(value: number): string {
  return `${(value * 100).toFixed(1)} %`;
}

function cell(count: SampleCount, withRight: boolean): string {
  if (count.total === 0) return '—';
  const before = count.heldWithoutGeneric === null ? '' : `${count.heldWithoutGeneric}/${count.total} → `;
  return `${before}${count.held}/${count.total} (${percent(shareOf(count))})${withRight ? `, ${count.right} right` : ''}`;
}

/** How a measure names its columns and its two figures. */
export interface ReportWording {
  /** The headers of the failures, gates and ready columns. */
  readonly columns: readonly [string, string, string];
  /** What the in-sample figure is, and why it flatters. */
  readonly inSample: string;
  /** What the out-of-sample figure is. */
  readonly outOfSample: string;
  /** Lines printed before the targets line. */
  readonly notes?: readonly string[];
}

function table(rows: readonly { vendor: string; tally: Tally }[], columns: ReportWording['columns']): string[] {
  const row = (name: string, t: Tally): string => `| ${name} | ${cell(t.failures, true)} | ${cell(t.gates, true)} | ${cell(t.ready, false)} |`;
  return [`| vendor | ${columns.join(' | ')} |`, '|---|---|---|---|', ...rows.map((r) => row(r.vendor === 'total' ? 'total' : `\`${r.vendor}\``, r.tally))];
}

function heldOutCount(tally: Tally): number {
  return tally.failures.total + tally.gates.total + tally.ready.total;
}

/** `failures 553/559 (98.9 %), gates 563/563 (100.0 %), ready 559/559 (100.0 %)`, or `none` with nothing to count. */
function figure(tally: Tally): string {
  if (heldOutCount(tally) === 0) return 'none';
  const part = (name: string, c: SampleCount): string => `${name} ${c.held}/${c.total} (${percent(shareOf(c))})`;
  return [part('failures', tally.failures), part('gates', tally.gates), part('ready', tally.ready)].join(', ');
}

/** One line with both figures, which is which said: what CI prints. */
export function formatSplitSummary(report: SplitReport<MeasuredCase>): string {
  const out = report.total.outOfSample;
  const outText = heldOutCount(out) === 0 ? 'none (no pack declares a held-out release in a held-out.yaml)' : `${figure(out)} over ${heldOutCount(out)} held-out fixtures`;
  return `in-sample: ${figure(report.total.inSample)}; out-of-sample: ${outText}`;
}

/** The report as Markdown: the in-sample table, the out-of-sample table, then the targets (in-sample only). */
export function formatSplitReport(report: SplitReport<MeasuredCase>, wording: ReportWording): string[] {
  const { targets, total } = report;
  const inSample = total.inSample;
  const heldOut = report.vendors.filter((v) => heldOutCount(v.outOfSample) > 0);
  const lines = [
    `In-sample: ${wording.inSample}`,
    '',
    ...table([...report.vendors.map((v) => ({ vendor: v.vendor, tally: v.inSample })), { vendor: 'total', tally: inSample }], wording.columns),
    '',
    `Out-of-sample: ${wording.outOfSample}`,
    '',
    ...(heldOut.length === 0
      ? ['none: no pack declares a held-out release (a held-out.yaml beside its pack.yaml)']
      : table([...heldOut.map((v) => ({ vendor: v.vendor, tally: v.outOfSample })), { vendor: 'total', tally: total.outOfSample }], wording.columns)),
    '',
    ...report.problems.map((problem) => `held-out.yaml not read: ${formatProblem(problem)}`),
    ...(wording.notes ?? []),
    `targets (in-sample; the out-of-sample figure has none): failures at least ${percent(targets.failures)} (${percent(shareOf(inSample.failures))}), gates at least ${percent(targets.gates)} (${percent(shareOf(inSample.gates))}), ready at least ${percent(targets.ready)} (${percent(shareOf(inSample.ready))}): ${report.met ? 'met' : 'NOT met'}`,
  ];
  return lines;
}
