// Runs a pack's fixtures like a rule tester: every match fixture must fire its rule, every nomatch must not.

import { existsSync, readdirSync, statSync } from 'node:fs';
import { isAbsolute, join, normalize, sep } from 'node:path';
import { classifyScreen } from '../classify/classify.js';
import { toPtyscreenError } from '../errors.js';
import type { CompiledPack, CompiledPackSet, CompiledRule, SpecLocation } from '../packs/types.js';
import { readCaptureFolder } from '../screen/folder.js';
import type { ClassificationResult } from '../state/types.js';
import { compareWithExpectation, readExpectation } from './expectation.js';

export const FIXTURES_DIR = 'fixtures';

export type FixtureCheckKind = 'match' | 'nomatch' | 'label';

export interface FixtureCheck {
  readonly pack: string;
  /** `pack/rule` for match and nomatch checks; null for a fixture's own label check. */
  readonly rule: string | null;
  readonly fixture: string;
  readonly kind: FixtureCheckKind;
  readonly passed: boolean;
  /** Why it failed, in words; null when it passed. */
  readonly message: string | null;
  readonly location: SpecLocation;
}

export interface PackTestReport {
  readonly pack: string;
  readonly checks: readonly FixtureCheck[];
  /** Rules no match fixture exercises. */
  readonly untested: readonly { readonly rule: string; readonly location: SpecLocation }[];
}

type Classified = { ok: true; result: ClassificationResult } | { ok: false; message: string };

/** A fixture name must stay inside the pack's fixtures folder: no absolute paths, no `..`. */
export function fixtureDir(pack: CompiledPack, name: string): string | null {
  if (isAbsolute(name) || normalize(name).split(sep).includes('..')) return null;
  return join(pack.dir, FIXTURES_DIR, name);
}

function listFixtures(pack: CompiledPack): string[] {
  const dir = join(pack.dir, FIXTURES_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .sort();
}

export async function testPack(set: CompiledPackSet, pack: CompiledPack): Promise<PackTestReport> {
  const cache = new Map<string, Promise<Classified>>();
  const classify = (name: string): Promise<Classified> => {
    let pending = cache.get(name);
    if (pending === undefined) {
      pending = (async (): Promise<Classified> => {
        const dir = fixtureDir(pack, name);
        if (dir === null) return { ok: false, message: `fixture "${name}" points outside the pack's ${FIXTURES_DIR}/ folder` };
        if (!existsSync(dir)) return { ok: false, message: `fixture "${name}" does not exist (looked for ${dir})` };
        try {
          const screen = await readCaptureFolder(dir);
          return { ok: true, result: classifyScreen(set, screen, { vendor: pack.id, source: dir }) };
        } catch (error) {
          return { ok: false, message: toPtyscreenError(error, dir).format() };
        }
      })();
      cache.set(name, pending);
    }
    return pending;
  };

  const checks: FixtureCheck[] = [];
  const rules: CompiledRule[] = [...pack.gates, ...pack.failures];
  for (const rule of rules) {
    for (const kind of ['match', 'nomatch'] as const) {
      for (const fixture of rule.fixtures[kind] ?? []) {
        const outcome = await classify(fixture);
        let message: string | null = null;
        if (!outcome.ok) message = outcome.message;
        else if (kind === 'match' && outcome.result.evidence.rule !== rule.id) {
          message = `expected ${rule.id} to fire; got ${outcome.result.state}${outcome.result.evidence.rule ? ` by ${outcome.result.evidence.rule}` : ''}`;
        } else if (kind === 'nomatch' && outcome.result.evidence.rule === rule.id) {
          message = `${rule.id} fired on a fixture it must not match`;
        }
        checks.push({ pack: pack.id, rule: rule.id, fixture, kind, passed: message === null, message, location: rule.location });
      }
    }
  }

  for (const fixture of listFixtures(pack)) {
    const dir = join(pack.dir, FIXTURES_DIR, fixture);
    let message: string | null = null;
    try {
      const expected = await readExpectation(dir);
      if (expected === null) continue;
      const outcome = await classify(fixture);
      message = outcome.ok ? compareWithExpectation(outcome.result, expected).join('; ') || null : outcome.message;
    } catch (error) {
      message = toPtyscreenError(error, dir).format();
    }
    checks.push({ pack: pack.id, rule: null, fixture, kind: 'label', passed: message === null, message, location: { file: dir } });
  }

  const untested = rules
    .filter((rule) => (rule.fixtures.match ?? []).length === 0)
    .map((rule) => ({ rule: rule.id, location: rule.location }));
  return { pack: pack.id, checks, untested };
}
