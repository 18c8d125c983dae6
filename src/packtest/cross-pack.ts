// Cross-pack checks: a vendor's fixture that another vendor's rules decide is a conflict (on a held-out release, a misread counted apart); one they only also match is an overlap.

import { classifyLines } from '../classify/classify.js';
import { GENERIC_RULE_PREFIX } from '../classify/generic.js';
import type { ClassificationResult } from '../result/types.js';
import type { CompiledPack, CompiledPackSet } from '../packs/types.js';
import type { FixtureReader } from './fixture-reader.js';
import { listFixtureNames, resolveFixture } from './fixtures.js';
import { fixtureRelease, isHeldOut, readSampleSplit } from './held-out.js';
import { describeOutcome } from './test-pack.js';

export interface PackConflict {
  /** The pack whose fixture it is. */
  readonly pack: string;
  readonly fixture: string;
  readonly path: string;
  /** The other pack's rule that decided the screen (a generic rule, when the generic layer read it in that pack's slots). */
  readonly rule: string;
  /** What the screen came out as, e.g. `operator_gate trust`. */
  readonly outcome: string;
  /**
   * How it was classified: with the capture's own process and command line, with the process name
   * alone (what tmux's `pane_current_command` gives), or from its text alone.
   */
  readonly hints: 'process' | 'process-name' | 'text';
}

export type PackOverlap = Omit<PackConflict, 'hints'>;

/** How a conflict's fixture was classified, in words: what the text report and JUnit say. */
export function classifiedHow(conflict: Pick<PackConflict, 'hints'>): string {
  if (conflict.hints === 'process') return 'with its recorded process';
  return conflict.hints === 'process-name' ? 'with its process name alone' : 'from its text alone';
}

/** A fixture the cross-pack check classified: what a clean check counts, so CI sees it ran. */
export interface CrossPackFixture {
  readonly pack: string;
  readonly fixture: string;
  readonly path: string;
}

export interface CrossPackReport {
  /** Every fixture put to the other packs' rules, in the order checked. */
  readonly checked: readonly CrossPackFixture[];
  readonly conflicts: readonly PackConflict[];
  /**
   * Another pack's rule deciding a fixture of a release its own pack holds out: an out-of-sample
   * misread, counted and not failed. Fixing the other pack's rule for it would tune on what is held out.
   */
  readonly heldOutConflicts: readonly PackConflict[];
  readonly overlaps: readonly PackOverlap[];
}

function ruleOwner(set: CompiledPackSet, rule: string | null): CompiledPack | undefined {
  return rule === null ? undefined : set.packs.find((pack) => rule.startsWith(`${pack.id}/`));
}

/**
 * The pack that decided a result, and the rule as a conflict names it: the owner of the rule, or, for
 * what the generic layer read, the pack whose slots it read it in (the result's vendor). Without a
 * process the generic layer reads every pack's slots, so from the text alone only a pack's own rule counts.
 */
function decidedBy(set: CompiledPackSet, result: ClassificationResult, hints: PackConflict['hints']): { pack: CompiledPack; rule: string } | undefined {
  const rule = result.evidence.rule;
  if (rule === null) return undefined;
  const owner = ruleOwner(set, rule);
  if (owner !== undefined) return { pack: owner, rule };
  if (hints === 'text' || !rule.startsWith(GENERIC_RULE_PREFIX)) return undefined;
  const slots = set.packs.find((pack) => pack.id === result.vendor);
  return slots === undefined ? undefined : { pack: slots, rule: `${rule} in ${slots.id}'s slots` };
}

/**
 * Runs every loaded pack's fixtures the way a user classifies a screen — without --vendor: with the
 * capture's recorded process and command line, with its process name alone, and from the text alone —
 * and reports each one another pack's rule decides, or (with a process) the generic layer reads in
 * another pack's slots: that pack would break this vendor's screens. Each fixture is also put to every other
 * pack directly (as --vendor would): a rule that fires there is an overlap, a warning, because
 * identity (process, markers) still keeps the screen with its own pack. Only pairs involving a
 * pack in `tested` are reported.
 */
export async function checkCrossPack(set: CompiledPackSet, tested: ReadonlySet<string>, reader: FixtureReader): Promise<CrossPackReport> {
  const checked: CrossPackFixture[] = [];
  const conflicts: PackConflict[] = [];
  const heldOutConflicts: PackConflict[] = [];
  const overlaps: PackOverlap[] = [];
  const split = readSampleSplit(set);
  for (const pack of set.packs) {
    // Each fixture is put to the packs beside its own, in pairs that involve a tested pack; a fixture
    // with no such pair is not checked, and not counted.
    if (!set.packs.some((other) => other.id !== pack.id && (tested.has(pack.id) || tested.has(other.id)))) continue;
    for (const fixture of listFixtureNames(pack.dir)) {
      const resolved = resolveFixture(pack.dir, fixture);
      if (!resolved.ok) continue; // the pack's own checks report it
      const read = await reader.read(resolved.fixture);
      if (!read.ok) continue;
      const { screen } = read;
      const base = { pack: pack.id, fixture, path: resolved.fixture.path };
      checked.push(base);
      const claims = isHeldOut(split, pack.id, fixtureRelease(resolved.fixture)) ? heldOutConflicts : conflicts;
      const involves = (other: CompiledPack): boolean => tested.has(pack.id) || tested.has(other.id);

      const seen = new Set<string>();
      const runs = [
        // Not classifyScreen: it would take the vendor the capture's meta.json names, as --vendor does.
        { hints: 'process' as const, run: () => classifyLines(set, screen.lines, { process: screen.process?.name, argv: screen.process?.argv }) },
        // A pane read by its process name alone: a wrapper such as `node` leaves the screen's identity markers to say whose it is.
        ...(screen.process?.argv === undefined ? [] : [{ hints: 'process-name' as const, run: () => classifyLines(set, screen.lines, { process: screen.process?.name }) }]),
        { hints: 'text' as const, run: () => classifyLines(set, screen.lines, {}) },
      ];
      for (const { hints, run } of runs) {
        const result = run();
        const decided = decidedBy(set, result, hints);
        if (decided === undefined || decided.pack.id === pack.id || !involves(decided.pack) || seen.has(result.evidence.rule!)) continue;
        seen.add(result.evidence.rule!);
        claims.push({ ...base, rule: decided.rule, outcome: describeOutcome(result), hints });
      }
      for (const other of set.packs) {
        if (other.id === pack.id || !involves(other)) continue;
        const result = classifyLines(set, screen.lines, { vendor: other.id });
        const owner = ruleOwner(set, result.evidence.rule);
        if (owner?.id !== other.id || seen.has(result.evidence.rule!)) continue;
        overlaps.push({ ...base, rule: result.evidence.rule!, outcome: describeOutcome(result) });
      }
    }
  }
  return { checked, conflicts, heldOutConflicts, overlaps };
}
