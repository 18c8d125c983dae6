// `packs validate`: every problem of every pack at once — YAML, schema, RE2, versions, claims, fixtures that are missing or outside the pack, and its held-out.yaml.

import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { loadPackSet, type LoadOptions, type PackEntry, type PackSetLoad } from '../packs/load.js';
import type { PackRecord } from '../packs/overrides.js';
import { isPackFileName } from '../packs/pack-file.js';
import { locatePackFile, yamlLocator, type PackLocator } from '../packs/locator.js';
import type { PackProblem } from '../packs/problems.js';
import { parseYamlSource } from '../shared/yaml-source.js';
import { costlyPatterns, refusedPatterns } from '../packs/pattern-sweep.js';
import { fixturesInstalled, resolveFixture } from './fixtures.js';
import { readHeldOut } from './held-out.js';
import { isRecord } from '../shared/is-record.js';

export interface PackValidation extends PackSetLoad {
  /** Load problems and fixture problems, ordered by file, line and column. */
  readonly problems: readonly PackProblem[];
  /**
   * Built-in and plugin packs installed without their fixtures (the npm package leaves them out):
   * their fixtures were not checked. Empty in a checkout of the repository.
   */
  readonly withoutFixtures: readonly string[];
}

function listOf(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

/**
 * The missing and outside fixtures a pack document names. The document is read warily: it may have
 * failed the schema, and its fixtures are still worth checking in the same run.
 */
function fixtureProblems(document: unknown, file: string, locator: PackLocator): PackProblem[] {
  const problems: PackProblem[] = [];
  const pack = isRecord(document) ? document : {};
  for (const list of ['gates', 'failures'] as const) {
    listOf(pack[list]).forEach((rule, i) => {
      if (!isRecord(rule) || !isRecord(rule.fixtures)) return;
      const ruleId = typeof pack.id === 'string' && typeof rule.id === 'string' ? `${pack.id}/${rule.id}` : undefined;
      for (const kind of ['match', 'nomatch'] as const) {
        listOf(rule.fixtures[kind]).forEach((name, j) => {
          if (typeof name !== 'string') return;
          const resolved = resolveFixture(dirname(file), name);
          if (resolved.ok) return;
          const pos = locator.position([list, i, 'fixtures', kind, j]);
          problems.push({ code: resolved.code, severity: 'error', message: resolved.message, file, line: pos.line, column: pos.column, ruleId });
        });
      }
    });
  }
  return problems;
}

/**
 * The fixture problems of one loaded record, from its checked document; when the schema refused it,
 * from its YAML, with the patterns RE2 refuses in it, which the load never reached. The problems of
 * its held-out.yaml come with them: it travels with the fixtures.
 */
function recordProblems(record: PackRecord): PackProblem[] {
  if (record.status === 'disabled' || !fixturesInstalled(record)) return [];
  return [...readHeldOut(dirname(record.file)).problems, ...documentProblems(record)];
}

function documentProblems(record: PackRecord): PackProblem[] {
  if (record.spec !== null) {
    const locator = locatePackFile(record.file);
    return [...fixtureProblems(record.spec, record.file, locator), ...costlyPatterns(record.spec, record.file, locator)];
  }
  if (record.status !== 'invalid' || !isPackFileName(record.file)) return [];
  let text: string;
  try {
    text = readFileSync(record.file, 'utf8');
  } catch {
    return []; // the load said why
  }
  const parsed = parseYamlSource(record.file, text);
  if (parsed.value === undefined) return [];
  const locator = yamlLocator(parsed.source);
  return [...fixtureProblems(parsed.value, record.file, locator), ...refusedPatterns(parsed.value, record.file, locator), ...costlyPatterns(parsed.value, record.file, locator)];
}

function byPlace(a: PackProblem, b: PackProblem): number {
  return a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
}

/**
 * Loads the packs in validate mode (a rule claiming every screen is an error there) and checks each
 * rule's fixtures and the pack's held-out.yaml, for every pack that parsed as YAML: a pack with a
 * bad pattern or a schema error still has its missing fixtures listed, so one run shows every mistake.
 */
export function validatePacks(entries: readonly (string | PackEntry)[], options: Omit<LoadOptions, 'mode'> = {}): PackValidation {
  const load = loadPackSet(entries, { ...options, mode: 'validate' });
  const more = load.records.flatMap((record) => recordProblems(record));
  const withoutFixtures = load.records.filter((record) => record.status !== 'disabled' && !fixturesInstalled(record)).map((record) => record.id ?? record.file);
  return { ...load, problems: [...load.problems, ...more].sort(byPlace), withoutFixtures };
}
