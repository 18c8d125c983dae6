// `packs validate`: every problem of every pack at once — YAML, schema, RE2, versions, claims, and fixtures that are missing or outside the pack.

import { dirname } from 'node:path';
import { loadPackSet, type LoadOptions, type PackEntry, type PackSetLoad } from '../packs/load.js';
import { locatePackFile } from '../packs/locator.js';
import type { PackProblem } from '../packs/problems.js';
import type { PackSpec } from '../packs/types.js';
import { resolveFixture } from './fixtures.js';

export interface PackValidation extends PackSetLoad {
  /** Load problems and fixture problems, ordered by file, line and column. */
  readonly problems: readonly PackProblem[];
}

function fixtureProblems(spec: PackSpec, file: string): PackProblem[] {
  const problems: PackProblem[] = [];
  const locator = locatePackFile(file);
  for (const list of ['gates', 'failures'] as const) {
    (spec[list] ?? []).forEach((rule, i) => {
      for (const kind of ['match', 'nomatch'] as const) {
        (rule.fixtures?.[kind] ?? []).forEach((name, j) => {
          const resolved = resolveFixture(dirname(file), name);
          if (resolved.ok) return;
          const pos = locator.position([list, i, 'fixtures', kind, j]);
          problems.push({ code: resolved.code, severity: 'error', message: resolved.message, file, line: pos.line, column: pos.column, ruleId: `${spec.id}/${rule.id}` });
        });
      }
    });
  }
  return problems;
}

function byPlace(a: PackProblem, b: PackProblem): number {
  return a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
}

/**
 * Loads the packs in validate mode (a rule claiming every screen is an error there) and checks each
 * rule's fixtures, for every pack that got as far as a valid document: a pack with a bad pattern
 * still has its missing fixtures listed, so one run shows every mistake.
 */
export function validatePacks(entries: readonly (string | PackEntry)[], options: Omit<LoadOptions, 'mode'> = {}): PackValidation {
  const load = loadPackSet(entries, { ...options, mode: 'validate' });
  const fixtures = load.records.flatMap((record) => (record.spec === null || record.status === 'disabled' ? [] : fixtureProblems(record.spec, record.file)));
  return { ...load, problems: [...load.problems, ...fixtures].sort(byPlace) };
}
