// Checks a parsed pack (or config file) against its JSON Schema and words each ajv error for a person.

import type { ErrorObject, ValidateFunction } from 'ajv';
import * as compiled from '../generated/schema-validators.js';
import type { PackProblem, PackProblemCode } from './problems.js';
import { positionAt, type YamlSource } from '../shared/yaml-source.js';
import { nearestWord } from '../shared/edit-distance.js';
import { FAILURE_REASONS, GATE_KINDS } from '../result/types.js';

export type SchemaName = 'rule-pack' | 'config' | 'error-signatures' | 'held-out';

// Compiled ahead of time by `npm run validators`: a run never loads ajv's compiler.
const validators: Record<SchemaName, ValidateFunction> = {
  'rule-pack': compiled.rulePack as ValidateFunction,
  config: compiled.config as ValidateFunction,
  'error-signatures': compiled.errorSignatures as ValidateFunction,
  'held-out': compiled.heldOut as ValidateFunction,
};

function validatorFor(name: SchemaName): ValidateFunction {
  return validators[name];
}

function pathOf(error: ErrorObject): (string | number)[] {
  if (error.instancePath === '') return [];
  return error.instancePath
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

const ROOT_NAMES: Record<SchemaName, string> = { 'rule-pack': 'the pack', config: 'the config file', 'error-signatures': 'the signature table', 'held-out': 'the held-out file' };

function describePath(path: readonly (string | number)[], name: SchemaName): string {
  if (path.length === 0) return ROOT_NAMES[name];
  return path.map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? part : `.${part}`)).join('');
}

/** `pack/rule` for a path under gates[i] or failures[i], when that rule has an id. */
function ruleIdAt(value: unknown, path: readonly (string | number)[]): string | undefined {
  const [list, index] = path;
  if ((list !== 'gates' && list !== 'failures') || typeof index !== 'number') return undefined;
  const pack = value as { id?: unknown; gates?: { id?: unknown }[]; failures?: { id?: unknown }[] };
  const rule = pack[list]?.[index];
  if (typeof rule?.id !== 'string') return undefined;
  return typeof pack.id === 'string' ? `${pack.id}/${rule.id}` : rule.id;
}

/** The value at `path` in the document, or undefined. */
function valueAt(value: unknown, path: readonly (string | number)[]): unknown {
  let at = value;
  for (const part of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string | number, unknown>)[part];
  }
  return at;
}

/**
 * A key of an older pack language, and its name now. A slot's `after` meant "no match, no slot"
 * while the turn's `after` means "no match, the turn runs from the top": one key, two meanings.
 */
function renamedKey(path: readonly (string | number)[], key: string): { to: string; why: string } | undefined {
  const [slots, list, index] = path;
  if (slots === 'slots' && (list === 'errors' || list === 'notices') && typeof index === 'number' && path.length === 3 && key === 'after') {
    return { to: 'onlyAfter', why: 'rename the key (the slot is below its last match, and there is no slot when it does not match; `turn.after` keeps its own meaning)' };
  }
  return undefined;
}

/** A closed list the schemas take from rules/_signatures/vocabulary.yaml, said so when a word is outside it. */
function vocabularyOf(allowed: readonly unknown[]): string | undefined {
  const same = (list: readonly string[]): boolean => list.length === allowed.length && list.every((word, i) => allowed[i] === word);
  if (same(FAILURE_REASONS)) return 'a failure reason';
  if (same(GATE_KINDS)) return 'a gate kind';
  return undefined;
}

/** `must be one of …`, naming the nearest allowed word to the one written. */
function wordEnum(where: string, allowedValues: readonly unknown[], actual: unknown): string {
  const allowed = allowedValues.map(String);
  const list = vocabularyOf(allowedValues);
  const nearest = typeof actual === 'string' ? nearestWord(actual, allowed) : undefined;
  const hint = nearest === undefined ? '' : `; the nearest is "${nearest}"`;
  if (list !== undefined && typeof actual === 'string') {
    return `${where} "${actual}" is not ${list} ptyscreen knows${hint} (the closed list, rules/_signatures/vocabulary.yaml: ${allowed.join(', ')})`;
  }
  return `${where} must be one of ${allowed.join(', ')}${hint}`;
}

function wordError(error: ErrorObject, path: readonly (string | number)[], name: SchemaName, actual: unknown): { code: PackProblemCode; message: string; key?: string } {
  const where = describePath(path, name);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { code: 'schema.required', message: `${where} is missing "${String(params.missingProperty)}"` };
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const renamed = name === 'rule-pack' ? renamedKey(path, key) : undefined;
      if (renamed !== undefined) return { code: 'schema.unknown-key', message: `${where}.${key} is now "${renamed.to}": ${renamed.why}`, key };
      return { code: 'schema.unknown-key', message: `${where} has an unknown key "${key}"; check its spelling against the schema`, key };
    }
    case 'type':
      return { code: 'schema.type', message: `${where} must be ${String(params.type)}` };
    case 'enum':
      return { code: 'schema.enum', message: wordEnum(where, params.allowedValues as unknown[], actual) };
    case 'pattern':
      return { code: 'schema.format', message: `${where} does not have the expected form (${String(params.pattern)})` };
    case 'oneOf': {
      const description = (error.parentSchema as { description?: string } | undefined)?.description;
      return { code: 'schema.other', message: `${where} is not valid here${description ? `: ${description}` : ''}` };
    }
    default:
      return { code: 'schema.other', message: `${where} ${error.message ?? 'is not valid'}` };
  }
}

/** True when `path` is `root` or lies under it (JSON pointers). */
function within(path: string, root: string): boolean {
  return path === root || path.startsWith(`${root}/`);
}

/**
 * ajv reports every branch of a oneOf; a person wants the one cause. Inside a failed oneOf keep the
 * deepest errors (a deeper error explains its ancestors), and where a oneOf failed with no deeper
 * cause, say only that — or the unknown keys, when a branch fits but for them. Every error outside
 * a failed oneOf stands on its own and is kept: a misspelt key beside a wrong type, or an unknown
 * key in a rule beside one in its fixtures, are two mistakes to show at once.
 */
function selectErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  const oneOfPaths = errors.filter((error) => error.keyword === 'oneOf' || error.keyword === 'anyOf').map((error) => error.instancePath);
  const inBranch = (error: ErrorObject): boolean => oneOfPaths.some((root) => within(error.instancePath, root));
  const branchErrors = errors.filter(inBranch);
  const deepest = branchErrors.filter(
    (error) => !branchErrors.some((other) => other.instancePath.startsWith(`${error.instancePath}/`)),
  );
  const byPath = new Map<string, ErrorObject[]>();
  for (const error of deepest) {
    const list = byPath.get(error.instancePath) ?? [];
    list.push(error);
    byPath.set(error.instancePath, list);
  }
  const chosen: ErrorObject[] = errors.filter((error) => !inBranch(error));
  for (const list of byPath.values()) {
    const oneOf = list.find((error) => error.keyword === 'oneOf' || error.keyword === 'anyOf');
    const unknownKeys = list.filter((error) => error.keyword === 'additionalProperties');
    if (oneOf) chosen.push(...(unknownKeys.length > 0 ? unknownKeys : [oneOf]));
    else chosen.push(...list);
  }
  const seen = new Set<string>();
  return chosen.filter((error) => {
    const key = `${error.instancePath}|${error.keyword}|${JSON.stringify(error.params)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function checkPackSchema(value: unknown, source: YamlSource): PackProblem[] {
  return checkSchema('rule-pack', value, source);
}

export function checkSchema(name: SchemaName, value: unknown, source: YamlSource): PackProblem[] {
  return locatedSchemaErrors(name, value, source).map((error) => error.problem);
}

/** Each schema problem with the path of the value it is about, so a reader can set that value aside and keep the rest. */
export function locatedSchemaErrors(name: SchemaName, value: unknown, source: YamlSource): { problem: PackProblem; path: (string | number)[] }[] {
  const validate = validatorFor(name);
  if (validate(value)) return [];
  return selectErrors(validate.errors ?? []).map((error) => {
    const path = pathOf(error);
    const worded = wordError(error, path, name, valueAt(value, path));
    const pos = positionAt(source, path, worded.key);
    const problem: PackProblem = {
      code: worded.code,
      severity: 'error',
      message: worded.message,
      file: source.file,
      line: pos.line,
      column: pos.column,
      ruleId: ruleIdAt(value, path),
    };
    return { problem, path };
  });
}
