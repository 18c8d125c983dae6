// Runs a pack's fixtures like a rule tester: every match fixture must fire its rule, every nomatch must not, every expectation must hold.

import { join } from 'node:path';
import { classifyScreen, scanScreen } from '../classify/classify.js';
import { toPtyscreenError } from '../errors.js';
import { locatePackFile, type PackLocator } from '../packs/locator.js';
import type { CompiledPack, CompiledPackSet, CompiledRule, SpecLocation } from '../packs/types.js';
import type { Screen } from '../screen/index.js';
import type { ClassificationResult } from '../result/types.js';
import { GENERIC_RULE_PREFIX } from '../classify/generic.js';
import { compareWithExpectation, readExpectation } from './expectation.js';
import { FixtureReader } from './fixture-reader.js';
import { FIXTURES_DIR, listFixtureNames, resolveFixture } from './fixtures.js';
import { fixtureRelease, readHeldOut, type HeldOutDeclaration } from './held-out.js';
import { firstUnmetCondition, type UnmetCondition } from './unmet-condition.js';

export type FixtureCheckKind = 'match' | 'nomatch' | 'label';

export interface FixtureCheck {
  readonly pack: string;
  /** `pack/rule` for match and nomatch checks; null for a fixture's own expectation check. */
  readonly rule: string | null;
  readonly fixture: string;
  readonly kind: FixtureCheckKind;
  readonly passed: boolean;
  /** Why it failed, in words; null when it passed. */
  readonly message: string | null;
  readonly location: SpecLocation;
  /** For a match fixture its rule did not fire on: the first condition of its `when` that does not hold, when one does not. */
  readonly unmet?: UnmetCondition | undefined;
}

export interface UntestedRule {
  readonly rule: string;
  readonly location: SpecLocation;
}

/** A fixture that reads as its label says only because the generic layer caught it: it wants a rule. */
export interface GenericCatch {
  readonly fixture: string;
  /** The generic rule that decided it, e.g. `generic/error-slot:rate_limited`. */
  readonly rule: string;
  readonly outcome: string;
}

/** How the labelled fixtures of one vendor release fared: the pass rate a pack keeps per release. */
export interface ReleaseRate {
  /** The vendor CLI version the fixtures were captured from (their meta.json); null when they do not say. */
  readonly release: string | null;
  /** The pack's held-out.yaml names it: never tuned on, its figure is out-of-sample and a misread fails nothing. */
  readonly heldOut: boolean;
  /** Fixtures with a label, and how many were read as it says. */
  readonly labelled: number;
  readonly held: number;
  /** Read `ready` where the label says otherwise: an orchestrator would type into a gate or a failure. */
  readonly falseReady: number;
  /** Labelled `ready`, and of those read otherwise: a working agent the orchestrator would hold back. */
  readonly ready: number;
  readonly readyRefused: number;
}

/** A rule whose `match` or `nomatch` list names a fixture of a held-out release: tuned on what is held out. */
export interface TunedOnHeldOut {
  readonly rule: string;
  readonly fixture: string;
  readonly release: string;
  readonly location: SpecLocation;
}

/**
 * The pack's out-of-sample split: what its held-out.yaml says (an error of the file fails the run,
 * and holds nothing out meanwhile), and how the held-out releases' fixtures read.
 */
export interface HeldOutReport extends HeldOutDeclaration {
  /**
   * The label checks of the held-out fixtures that were read: one that does not hold is a misread,
   * counted in the out-of-sample figure and not failed. A held-out fixture that cannot be read, or
   * whose label is broken, is a failed check among the pack's `checks`.
   */
  readonly checks: readonly FixtureCheck[];
  readonly tunedOn: readonly TunedOnHeldOut[];
}

export interface PackTestReport {
  readonly pack: string;
  /** The checks that pass or fail the run. */
  readonly checks: readonly FixtureCheck[];
  /** The label checks counted per vendor release, oldest first (unversioned fixtures last), held-out releases marked. */
  readonly releases: readonly ReleaseRate[];
  readonly heldOut: HeldOutReport;
  /** Rules no match fixture exercises. */
  readonly untested: readonly UntestedRule[];
  /** In-sample fixtures only the generic layer reads right: add a rule for each. */
  readonly genericOnly: readonly GenericCatch[];
}

type Classified = { ok: true; result: ClassificationResult; screen: Screen } | { ok: false; message: string };

/** The result a rule produces, for messages: `operator_gate trust` or `failing rate_limited`. */
export function describeOutcome(result: ClassificationResult): string {
  if (result.state === 'operator_gate') return `operator_gate ${result.gate.kind}`;
  if (result.state === 'failing') return `failing ${result.reason}`;
  return result.state;
}

function matchMessage(rule: CompiledRule, result: ClassificationResult): string | null {
  if (result.evidence.rule === rule.id) return null;
  const got = `${describeOutcome(result)}${result.evidence.rule ? ` by ${result.evidence.rule}` : ''}`;
  const want = rule.type === 'gate' ? `operator_gate ${rule.kind}` : `failing ${rule.reason}`;
  return `expected ${rule.id} to fire (${want}); got ${got}`;
}

export async function testPack(set: CompiledPackSet, pack: CompiledPack, reader: FixtureReader = new FixtureReader()): Promise<PackTestReport> {
  const classified = new Map<string, Promise<Classified>>();
  const classify = (name: string): Promise<Classified> => {
    let pending = classified.get(name);
    if (pending === undefined) {
      pending = (async (): Promise<Classified> => {
        const resolved = resolveFixture(pack.dir, name);
        if (!resolved.ok) return { ok: false, message: resolved.message };
        const read = await reader.read(resolved.fixture);
        if (!read.ok) return read;
        try {
          return { ok: true, result: classifyScreen(set, read.screen, { vendor: pack.id, source: resolved.fixture.path }), screen: read.screen };
        } catch (error) {
          return { ok: false, message: toPtyscreenError(error, resolved.fixture.path).format() };
        }
      })();
      classified.set(name, pending);
    }
    return pending;
  };

  // Read again only when a rule did not fire, to point at the condition that stopped it.
  let locator: PackLocator | undefined;
  const checks: FixtureCheck[] = [];
  const genericOnly: GenericCatch[] = [];
  const rules: CompiledRule[] = [...pack.gates, ...pack.failures];
  for (const rule of rules) {
    for (const kind of ['match', 'nomatch'] as const) {
      for (const fixture of rule.fixtures[kind] ?? []) {
        const outcome = await classify(fixture);
        let message: string | null;
        let unmet: UnmetCondition | null = null;
        if (!outcome.ok) message = outcome.message;
        else if (kind === 'match') {
          message = matchMessage(rule, outcome.result);
          if (message !== null) {
            locator ??= locatePackFile(pack.file);
            unmet = firstUnmetCondition(pack, rule, scanScreen(set, outcome.screen.lines), locator);
            message += unmet === null ? `; its when: holds on this screen, so ${outcome.result.evidence.rule ?? 'the process'} decided first` : `; first unmet condition: ${unmet.message}`;
          }
        } else message = outcome.result.evidence.rule === rule.id ? `${rule.id} fired on a fixture it must not match` : null;
        checks.push({ pack: pack.id, rule: rule.id, fixture, kind, passed: message === null, message, location: rule.location, ...(unmet === null ? {} : { unmet }) });
      }
    }
  }

  // Every fixture with an expectation beside it is held to it, whichever rules name it: that is how a
  // `ready` screen, which no rule names, is tested too. A held-out release's fixtures are read the
  // same way, but a misread is counted out-of-sample, not failed: nothing was tuned on them.
  const declared = readHeldOut(pack.dir);
  const heldOutReleases = new Set(declared.releases.map((entry) => entry.release));
  const heldOutFixtures = new Map<string, string>();
  const heldOutChecks: FixtureCheck[] = [];
  const releases = new Map<string | null, { heldOut: boolean; labelled: number; held: number; falseReady: number; ready: number; readyRefused: number }>();
  for (const name of listFixtureNames(pack.dir)) {
    const resolved = resolveFixture(pack.dir, name);
    const place = join(pack.dir, FIXTURES_DIR, name);
    if (!resolved.ok) {
      checks.push({ pack: pack.id, rule: null, fixture: name, kind: 'label', passed: false, message: resolved.message, location: { file: place } });
      continue;
    }
    const release = fixtureRelease(resolved.fixture);
    const heldOut = release !== null && heldOutReleases.has(release);
    if (heldOut) heldOutFixtures.set(name, release);
    const { expectFile } = resolved.fixture;
    if (expectFile === null) continue;
    let message: string | null;
    try {
      const expected = await readExpectation(expectFile);
      if (expected === null) continue;
      const outcome = await classify(name);
      message = outcome.ok ? compareWithExpectation(outcome.result, expected).join('; ') || null : outcome.message;
      const rate = releases.get(release) ?? { heldOut, labelled: 0, held: 0, falseReady: 0, ready: 0, readyRefused: 0 };
      const got = outcome.ok ? outcome.result.state : null;
      rate.labelled++;
      if (message === null) rate.held++;
      if (got === 'ready' && expected.state !== 'ready') rate.falseReady++;
      if (expected.state === 'ready') {
        rate.ready++;
        if (got !== 'ready') rate.readyRefused++;
      }
      releases.set(release, rate);
      const check: FixtureCheck = { pack: pack.id, rule: null, fixture: name, kind: 'label', passed: message === null, message, location: { file: expectFile } };
      if (heldOut && outcome.ok) {
        heldOutChecks.push(check);
        continue;
      }
      // "add a rule" is advice to tune: never for a held-out release.
      const rule = outcome.ok ? outcome.result.evidence.rule : null;
      if (!heldOut && outcome.ok && message === null && rule?.startsWith(GENERIC_RULE_PREFIX)) genericOnly.push({ fixture: name, rule, outcome: describeOutcome(outcome.result) });
    } catch (error) {
      message = toPtyscreenError(error, expectFile).format();
    }
    checks.push({ pack: pack.id, rule: null, fixture: name, kind: 'label', passed: message === null, message, location: { file: expectFile } });
  }

  const tunedOn = checks.flatMap((check) => {
    const release = check.rule === null ? undefined : heldOutFixtures.get(check.fixture);
    return release === undefined ? [] : [{ rule: check.rule!, fixture: check.fixture, release, location: check.location }];
  });
  const heldOut: HeldOutReport = { ...declared, checks: heldOutChecks, tunedOn };
  const untested = rules.filter((rule) => (rule.fixtures.match ?? []).length === 0).map((rule) => ({ rule: rule.id, location: rule.location }));
  return { pack: pack.id, checks, releases: releaseRates(releases), heldOut, untested, genericOnly };
}

function releaseRates(counts: ReadonlyMap<string | null, Omit<ReleaseRate, 'release'>>): ReleaseRate[] {
  const byVersion = (a: string, b: string): number => a.localeCompare(b, 'en', { numeric: true });
  const named = [...counts.keys()].filter((release): release is string => release !== null).sort(byVersion);
  return [...named, ...(counts.has(null) ? [null] : [])].map((release) => ({ release, ...counts.get(release)! }));
}
