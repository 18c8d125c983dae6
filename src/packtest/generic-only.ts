// Generic-only: every labelled fixture of every pack classified as a declared agent (`--vendor generic`), with no pack at all, to measure what the generic layer reads alone.

import { classifyLines } from '../classify/classify.js';
import { GENERIC_VENDOR } from '../packs/signatures.js';
import type { CompiledPackSet } from '../packs/types.js';
import { describeLabel, percent, readAsLabel } from './generalisation.js';
import { FixtureReader } from './fixture-reader.js';
import { labelledFixtures } from './labelled-fixtures.js';
import { describeOutcome } from './test-pack.js';

/**
 * The shares the generic layer alone must reach: failures and gates still refused (of any reason or
 * kind), ready screens still ready. The signature table was tuned on these very fixtures, so the
 * figures are in-sample; a CLI never captured will do worse.
 */
export const GENERIC_ONLY_TARGETS = { failures: 0.85, gates: 0.7, ready: 0.95 } as const;

export interface GenericOnlyCase {
  readonly pack: string;
  readonly fixture: string;
  readonly expected: 'failing' | 'operator_gate' | 'ready';
  /** The label in the words of `describeOutcome`, e.g. `failing rate_limited`. */
  readonly label: string;
  /** What the generic layer alone read, e.g. `operator_gate permission`. */
  readonly outcome: string;
  /** The generic rule that decided it, or null. */
  readonly rule: string | null;
}

export interface GenericOnlyCount {
  readonly total: number;
  /** Read as the label's state: refused for a failure or a gate, `ready` for a ready screen. */
  readonly held: number;
  /** Read with the label's own reason or gate kind too, where the label names one. */
  readonly right: number;
}

export interface VendorGenericOnly {
  readonly vendor: string;
  readonly failures: GenericOnlyCount;
  readonly gates: GenericOnlyCount;
  readonly ready: GenericOnlyCount;
}

export interface GenericOnlyReport {
  readonly vendors: readonly VendorGenericOnly[];
  readonly total: Omit<VendorGenericOnly, 'vendor'>;
  readonly targets: typeof GENERIC_ONLY_TARGETS;
  readonly met: boolean;
  readonly cases: readonly GenericOnlyCase[];
}

/** Whether the case read as its label's state: a refusal of any kind for a failure or a gate. */
export function held(c: GenericOnlyCase): boolean {
  if (c.expected === 'ready') return c.outcome === 'ready';
  return c.outcome.startsWith('failing') || c.outcome.startsWith('operator_gate');
}

function right(c: GenericOnlyCase): boolean {
  return readAsLabel(c.label, c.outcome);
}

function count(cases: readonly GenericOnlyCase[], expected: GenericOnlyCase['expected']): GenericOnlyCount {
  const mine = cases.filter((c) => c.expected === expected);
  return { total: mine.length, held: mine.filter(held).length, right: mine.filter(right).length };
}

export function genericOnlyShare(count: GenericOnlyCount): number {
  return count.total === 0 ? 1 : count.held / count.total;
}

/**
 * Every fixture of every pack in `set` labelled failing, operator_gate or ready, classified as a
 * declared agent under the process it was captured with: no pack's identity, rules or slots, only
 * the signature table's. Fixtures that name no process are classified under the pack's binary.
 */
export async function measureGenericOnly(set: CompiledPackSet, reader: FixtureReader = new FixtureReader()): Promise<GenericOnlyReport> {
  const cases: GenericOnlyCase[] = [];
  for await (const { pack, fixture, expected, screen, process } of labelledFixtures(set, new Set(['failing', 'operator_gate', 'ready']), reader)) {
    const outcome = classifyLines(set, screen.lines, { vendor: GENERIC_VENDOR, process });
    const state = expected.state as GenericOnlyCase['expected'];
    cases.push({ pack: pack.id, fixture, expected: state, label: describeLabel(expected), outcome: describeOutcome(outcome), rule: outcome.evidence.rule });
  }
  const tally = (mine: readonly GenericOnlyCase[]): Omit<VendorGenericOnly, 'vendor'> => ({
    failures: count(mine, 'failing'),
    gates: count(mine, 'operator_gate'),
    ready: count(mine, 'ready'),
  });
  const vendors = [...new Set(cases.map((c) => c.pack))].map((vendor) => ({ vendor, ...tally(cases.filter((c) => c.pack === vendor)) }));
  const total = tally(cases);
  const met =
    genericOnlyShare(total.failures) >= GENERIC_ONLY_TARGETS.failures &&
    genericOnlyShare(total.gates) >= GENERIC_ONLY_TARGETS.gates &&
    genericOnlyShare(total.ready) >= GENERIC_ONLY_TARGETS.ready;
  return { vendors, total, targets: GENERIC_ONLY_TARGETS, met, cases };
}

function cell(count: GenericOnlyCount, withRight: boolean): string {
  if (count.total === 0) return '—';
  return `${count.held}/${count.total} (${percent(genericOnlyShare(count))})${withRight ? `, ${count.right} right` : ''}`;
}

/** The report as a Markdown table: per vendor, what the generic layer alone still refuses and still lets through. */
export function formatGenericOnly(report: GenericOnlyReport): string[] {
  const { targets, total } = report;
  return [
    `| vendor | failures still refused, how many with the label's reason | gates still refused, how many with the label's kind | ready screens read ready |`,
    '|---|---|---|---|',
    ...report.vendors.map((v) => `| \`${v.vendor}\` | ${cell(v.failures, true)} | ${cell(v.gates, true)} | ${cell(v.ready, false)} |`),
    `| total | ${cell(total.failures, true)} | ${cell(total.gates, true)} | ${cell(total.ready, false)} |`,
    '',
    `targets (in-sample: the signature table was tuned on these fixtures): failures at least ${percent(targets.failures)} (${percent(genericOnlyShare(total.failures))}), gates at least ${percent(targets.gates)} (${percent(genericOnlyShare(total.gates))}), ready at least ${percent(targets.ready)} (${percent(genericOnlyShare(total.ready))}): ${report.met ? 'met' : 'NOT met'}`,
  ];
}
