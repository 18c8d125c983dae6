// Leave-one-out: each failure and gate fixture classified again without the rules written for it, to measure what the generic layer catches, in-sample and on the held-out releases.

import { classifyLines } from '../classify/classify.js';
import type { CompiledPack, CompiledPackSet } from '../packs/types.js';
import { FixtureReader } from './fixture-reader.js';
import { readSampleSplit } from './held-out.js';
import { labelledFixtures } from './labelled-fixtures.js';
import { describeLabel, formatSplitReport, held, splitReport, type MeasuredCase, type SplitReport } from './measure-report.js';
import { describeOutcome } from './test-pack.js';

/**
 * The in-sample shares that must still be refused with their own rules left out, and of ready
 * screens read ready with every rule on (all of them).
 */
export const GENERALISATION_TARGETS = { failures: 0.9, gates: 0.6, ready: 1 } as const;

export interface LeaveOneOutCase extends MeasuredCase {
  /** The rules left out: those naming it as a match fixture, and the rule that decides it; none for a ready screen, read with every rule. */
  readonly dropped: readonly string[];
}

export interface GeneralisationReport extends SplitReport<LeaveOneOutCase> {
  /** In-sample ready fixtures read as something else, `pack/fixture: outcome`: each misses the target. */
  readonly readyRefused: readonly string[];
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

/**
 * For every fixture of every pack labelled `failing` or `operator_gate`: leave out the rules whose
 * match fixtures name it and the rule that decides it now, classify it again as its own vendor's
 * process, and count it refused when it still reads as a gate or a failure (of any kind or reason).
 * Every `ready` fixture is read with every rule on, and must stay `ready`. Fixtures of a release in
 * the pack's held-out.yaml are counted apart: out-of-sample.
 */
export async function measureGeneralisation(set: CompiledPackSet, reader: FixtureReader = new FixtureReader()): Promise<GeneralisationReport> {
  const split = readSampleSplit(set);
  const cases: LeaveOneOutCase[] = [];
  const plain: CompiledPackSet = { ...set, generic: null };
  // A capture that recorded no process is classified as the pack's own binary: only then can it read `ready`.
  for await (const { pack, fixture, expected, screen, process, heldOut } of labelledFixtures(set, new Set(['failing', 'operator_gate', 'ready']), split, reader)) {
    const hints = { vendor: pack.id, process, argv: screen.process?.argv };
    const base = { pack: pack.id, fixture, expected: expected.state as LeaveOneOutCase['expected'], label: describeLabel(expected), heldOut };
    const full = classifyLines(set, screen.lines, hints);
    if (expected.state === 'ready') {
      cases.push({ ...base, dropped: [], outcome: describeOutcome(full), withoutGeneric: null, rule: full.evidence.rule });
      continue;
    }
    const decided = full.evidence.rule;
    const dropped = new Set([...pack.gates, ...pack.failures].filter((rule) => (rule.fixtures.match ?? []).includes(fixture)).map((rule) => rule.id));
    if (decided !== null && decided.startsWith(`${pack.id}/`)) dropped.add(decided);
    const on = classifyLines(withoutRules(set, pack, dropped), screen.lines, hints);
    const off = classifyLines(withoutRules(plain, pack, dropped), screen.lines, hints);
    const outcome = describeOutcome(on);
    cases.push({ ...base, dropped: [...dropped].sort(), outcome, withoutGeneric: describeOutcome(off), rule: held(base, outcome) ? on.evidence.rule : null });
  }
  const report = splitReport(cases, set.packs.map((pack) => pack.id), GENERALISATION_TARGETS, split.problems);
  const readyRefused = cases.filter((c) => c.expected === 'ready' && !c.heldOut && c.outcome !== 'ready').map((c) => `${c.pack}/${c.fixture}: ${c.outcome}`);
  return { ...report, readyRefused };
}

/** The report as Markdown: per vendor, refused without the generic layer → with it, in-sample and out-of-sample. */
export function formatGeneralisation(report: GeneralisationReport): string[] {
  return formatSplitReport(report, {
    columns: [
      "failures still refused (rules only → with the generic layer), how many with the label's reason",
      "gates still refused (rules only → with the generic layer), how many with the label's kind",
      'ready screens read ready (every rule, generic layer on)',
    ],
    inSample:
      "every fixture of a release no held-out.yaml names. Each failure and gate loses the rules written for it, but the signature table and the pack's slots stay, and both were tuned on these very fixtures: this figure flatters what a screen nobody captured gets.",
    outOfSample:
      "the fixtures of the releases the packs' held-out.yaml files name, captured after the rules and the signature table were frozen and never tuned on, each failure and gate without the rule that decides it: the honest figure.",
    notes: report.readyRefused.map((line) => `ready fixture refused: ${line}`),
  });
}
