// The patterns of a pack the schema refused, put to RE2 anyway: `packs validate` lists every mistake at once.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import RE2 from 're2';
import { SCHEMAS_DIR } from '../paths.js';
import { isRecord } from '../shared/is-record.js';
import type { PackLocator, SpecPath } from './locator.js';
import type { PackProblem } from './problems.js';
import { describeRefusal } from './re2-refusal.js';
import { countedAnyOpening } from './scan-cost.js';

const PATTERN_REF = '#/definitions/pattern';

interface SchemaNode {
  readonly $ref?: string;
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly items?: SchemaNode;
  readonly oneOf?: readonly SchemaNode[];
  readonly anyOf?: readonly SchemaNode[];
}

let schema: (SchemaNode & { readonly definitions: Readonly<Record<string, SchemaNode>> }) | undefined;

function packSchema(): NonNullable<typeof schema> {
  schema ??= JSON.parse(readFileSync(join(SCHEMAS_DIR, 'rule-pack.schema.json'), 'utf8')) as NonNullable<typeof schema>;
  return schema;
}

/**
 * Every string in `document` where the rule-pack schema expects a pattern, wherever the document
 * still has the shape to find it, with its path. The schema is followed rather than restated, so
 * a pattern field added to the schema is swept too.
 */
function patternsIn(document: unknown): { pattern: string; path: SpecPath }[] {
  const { definitions } = packSchema();
  const found = new Map<string, { pattern: string; path: SpecPath }>();
  const visit = (node: SchemaNode, value: unknown, path: SpecPath, depth: number): void => {
    if (depth > 64) return;
    if (node.$ref === PATTERN_REF) {
      if (typeof value === 'string') found.set(JSON.stringify(path), { pattern: value, path });
      return;
    }
    if (node.$ref !== undefined) {
      const target = definitions[node.$ref.replace('#/definitions/', '')];
      if (target !== undefined) visit(target, value, path, depth + 1);
      return;
    }
    for (const branch of [...(node.oneOf ?? []), ...(node.anyOf ?? [])]) visit(branch, value, path, depth + 1);
    if (node.properties !== undefined && isRecord(value)) {
      for (const [key, child] of Object.entries(node.properties)) if (key in value) visit(child, value[key], [...path, key], depth + 1);
    }
    if (node.items !== undefined && Array.isArray(value)) value.forEach((item, i) => { visit(node.items!, item, [...path, i], depth + 1); });
  };
  visit(packSchema(), document, [], 0);
  return [...found.values()];
}

/** The patterns RE2 refuses in a pack document the schema refused, each a located error. */
export function refusedPatterns(document: unknown, file: string, locator: PackLocator): PackProblem[] {
  const problems: PackProblem[] = [];
  for (const { pattern, path } of patternsIn(document)) {
    try {
      new RE2(pattern, 'm');
    } catch (error) {
      const position = locator.position(path);
      problems.push({ code: 'pattern.refused', severity: 'error', message: describeRefusal(error, pattern), file, line: position.line, column: position.column, ruleId: ruleIdAt(document, path) });
    }
  }
  return problems;
}

/**
 * The patterns of a pack document that open with a counted run of any character (`(?m)^.{0,16}Name`),
 * each a located warning: they make the scan of every screen the pack reads dearer (scan-cost.ts).
 */
export function costlyPatterns(document: unknown, file: string, locator: PackLocator): PackProblem[] {
  const problems: PackProblem[] = [];
  for (const { pattern, path } of patternsIn(document)) {
    const counted = countedAnyOpening(pattern);
    if (counted === null) continue;
    const position = locator.position(path);
    problems.push({
      code: 'pattern.costly',
      severity: 'warning',
      message: `the pattern opens with ${counted.run}, up to ${counted.bound} of any character counted wherever it may start, on every line of every screen: the scan of every screen this pack reads keeps a state for each count (at 40, eight times as slow); say what may stand there instead, such as an indent and one word (^[ \\t]*(?:\\S+[ \\t]+)?), or open with the pattern's own words`,
      file,
      line: position.line,
      column: position.column,
      ruleId: ruleIdAt(document, path),
    });
  }
  return problems;
}

/** `pack/rule` for a path inside a gate or failure rule, when the document names both ids. */
function ruleIdAt(document: unknown, path: SpecPath): string | undefined {
  const [list, index] = path;
  if (!isRecord(document) || (list !== 'gates' && list !== 'failures') || typeof index !== 'number') return undefined;
  const rules = document[list];
  const rule: unknown = Array.isArray(rules) ? rules[index] : undefined;
  return typeof document.id === 'string' && isRecord(rule) && typeof rule.id === 'string' ? `${document.id}/${rule.id}` : undefined;
}
