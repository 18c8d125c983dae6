// Pack problems as plain data (code, place, message), rendered separately, so `packs validate` can list them all.

import { formatLocation } from '../errors.js';

export type PackProblemCode =
  | 'yaml.syntax'
  | 'yaml.alias'
  | 'schema.required'
  | 'schema.unknown-key'
  | 'schema.type'
  | 'schema.enum'
  | 'schema.format'
  | 'schema.other'
  | 'pattern.refused'
  | 'pattern.too-large'
  | 'pattern.missing-group'
  /** A pattern that opens with a counted run of any character, which makes every scan of the pack dearer (a warning). */
  | 'pattern.costly'
  | 'rule.duplicate-id'
  /** A rule reads region `turn` in a pack that does not say where its turns are. */
  | 'region.no-turn'
  | 'pack.duplicate-id'
  | 'pack.io'
  /** A pack file over the size cap, refused before it is parsed. */
  | 'pack.too-large'
  /** A path given as a pack that is none: a folder without pack.yaml, a file that is not YAML, YAML that is not a pack. */
  | 'pack.not-a-pack'
  | 'pack.encoding'
  /** A `ptyscreen` or `vendorVersions` range that does not parse. */
  | 'pack.version'
  /** A `ptyscreen` range that excludes this version: the pack is skipped whole. */
  | 'pack.incompatible'
  | 'pack.claims-everything'
  | 'fixture.missing'
  | 'fixture.outside-pack'
  | 'config.unknown-pack'
  | 'config.unknown-rule'
  | 'plugin.manifest';

export type Severity = 'error' | 'warning';

export interface PackProblem {
  readonly code: PackProblemCode;
  readonly severity: Severity;
  readonly message: string;
  readonly file: string;
  readonly line?: number | undefined;
  readonly column?: number | undefined;
  /** The rule the problem sits in, as `pack/rule`, when it sits in one. */
  readonly ruleId?: string | undefined;
}

/** `file:line:col: error [rule]: message` — one line per problem. */
export function formatProblem(problem: PackProblem): string {
  const rule = problem.ruleId === undefined ? '' : ` [${problem.ruleId}]`;
  return `${formatLocation(problem)}${problem.severity}${rule}: ${problem.message}`;
}

export function hasErrors(problems: readonly PackProblem[]): boolean {
  return problems.some((problem) => problem.severity === 'error');
}
