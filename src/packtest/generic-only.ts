// Generic-only: every labelled fixture of every pack classified as a declared agent (`--vendor generic`), with no pack at all, to measure what the generic layer reads alone, in-sample and on the held-out releases.

import { classifyLines } from '../classify/classify.js';
import { GENERIC_VENDOR } from '../packs/signatures.js';
import type { CompiledPackSet } from '../packs/types.js';
import { FixtureReader } from './fixture-reader.js';
import { readSampleSplit } from './held-out.js';
import { labelledFixtures } from './labelled-fixtures.js';
import { describeLabel, formatSplitReport, splitReport, type MeasuredCase, type SplitReport } from './measure-report.js';
import { describeOutcome } from './test-pack.js';

/**
 * The in-sample shares the generic layer alone must reach: failures and gates still refused (of any
 * reason or kind), ready screens still ready. The signature table was tuned on these very fixtures,
 * so the in-sample figures flatter it; the held-out releases' figure is the honest one. Ready is
 * 0.95: start-up warnings a session goes on past are read as such (the table's `sideServices`), but
 * the fixtures of errors inside good turns (a tool's failing output, a reply quoting a traceback, a
 * slash command's refusal) and of an old failure above a newer turn are ready by the packs' rules,
 * which the generic layer alone does not have; it still reads most of them as failures.
 */
export const GENERIC_ONLY_TARGETS = { failures: 0.85, gates: 0.7, ready: 0.95 } as const;

export type GenericOnlyReport = SplitReport<MeasuredCase>;

/**
 * Every fixture of every pack in `set` labelled failing, operator_gate or ready, classified as a
 * declared agent under the process it was captured with: no pack's identity, rules or slots, only
 * the signature table's. Fixtures that name no process are classified under the pack's binary.
 * Fixtures of a release in the pack's held-out.yaml are counted apart: out-of-sample.
 */
export async function measureGenericOnly(set: CompiledPackSet, reader: FixtureReader = new FixtureReader()): Promise<GenericOnlyReport> {
  const split = readSampleSplit(set);
  const cases: MeasuredCase[] = [];
  for await (const { pack, fixture, expected, screen, process, heldOut } of labelledFixtures(set, new Set(['failing', 'operator_gate', 'ready']), split, reader)) {
    const outcome = classifyLines(set, screen.lines, { vendor: GENERIC_VENDOR, process });
    const state = expected.state as MeasuredCase['expected'];
    cases.push({ pack: pack.id, fixture, expected: state, label: describeLabel(expected), outcome: describeOutcome(outcome), withoutGeneric: null, rule: outcome.evidence.rule, heldOut });
  }
  return splitReport(cases, set.packs.map((pack) => pack.id), GENERIC_ONLY_TARGETS, split.problems);
}

/** The report as Markdown: per vendor, what the generic layer alone still refuses and still lets through, in-sample and out-of-sample. */
export function formatGenericOnly(report: GenericOnlyReport): string[] {
  return formatSplitReport(report, {
    columns: ["failures still refused, how many with the label's reason", "gates still refused, how many with the label's kind", 'ready screens read ready'],
    inSample:
      "every fixture of a release no held-out.yaml names, read with no pack at all. The signature table (its `agent` section included) was tuned on these very fixtures: this figure flatters what a CLI nobody captured gets.",
    outOfSample: "the fixtures of the releases the packs' held-out.yaml files name, never tuned on, read with no pack at all: the honest figure.",
  });
}
