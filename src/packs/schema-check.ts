// Checks a parsed pack (or config file) against its JSON Schema and words each ajv error for a person.

import type { ErrorObject, ValidateFunction } from 'ajv';
import * as compiled from '../generated/schema-validators.js';
import type { PackProblem, PackProblemCode } from './problems.js';
import { positionAt, type YamlSource } from '../shared/yaml-source.js';

export type SchemaName = 'rule-pack' | 'config' | 'error-signatures';

// Compiled ahead of time by `npm run validators`: a run never loads ajv's compiler.
const validators: Record<SchemaName, ValidateFunction> = {
  'rule-pack': compiled.rulePack as ValidateFunction,
  config: compiled.config as ValidateFunction,
  'error-signatures': compiled.errorSignatures as ValidateFunction,
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

const ROOT_NAMES: Record<SchemaName, string> = { 'rule-pack': 'the pack', config: 'the config file', 'error-signatures': 'the signature table' };

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

function wordError(error: ErrorObject, path: readonly (string | number)[], name: SchemaName): { code: PackProblemCode; message: string; key?: string } {
  const where = describePath(path, name);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { code: 'schema.required', message: `${where} is missing "${String(params.missingProperty)}"` };
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      return { code: 'schema.unknown-key', message: `${where} has an unknown key "${key}"; check its spelling against the schema`, key };
    }
    case 'type':
      return { code: 'schema.type', message: `${where} must be ${String(params.type)}` };
    case 'enum':
      return {
        code: 'schema.enum',
        message: `${where} must be one of ${(params.allowedValues as unknown[]).map(String).join(', ')}`,
      };
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
    const worded = wordError(error, path, name);
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
