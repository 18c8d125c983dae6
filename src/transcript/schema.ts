// The transcript JSON Schema, compiled ahead of time, and its errors put into words.
import type { ErrorObject, ValidateFunction } from 'ajv';
import { validateTranscript } from '../generated/transcript-validator.js';
import { EVENT_TYPES } from './events.js';

export const TRANSCRIPT_SCHEMA_URL = new URL('../../schemas/transcript.schema.json', import.meta.url);

// Compiled by `npm run validators` (src/generated/transcript-validator.ts): a replay, and each of
// its worker threads, never loads ajv or runs its compiler. Verbose: each error carries its data and parent schema.
const validate = validateTranscript as ValidateFunction;

/** What is wrong with a line's value, in words; null when the schema accepts it. */
export function describeSchemaViolation(value: unknown): string | null {
  if (validate(value)) return null;
  return explain(value, (validate.errors ?? []).filter((error) => error.keyword !== 'if'));
}

function explain(value: unknown, errors: readonly ErrorObject[]): string {
  const shallowest = Math.min(...errors.map((error) => depth(error.instancePath)));
  const top = errors.filter((error) => depth(error.instancePath) === shallowest);
  const first = (keyword: string): ErrorObject | undefined => top.find((error) => error.keyword === keyword);

  const wrongType = first('type');
  if (shallowest === 0 && wrongType !== undefined) {
    return `each line must be a JSON object such as {"type":"auto","prompt":"…"}; got ${describeValue(value)}`;
  }
  const missing = first('required');
  const unknown = first('additionalProperties');
  const kind = eventKind(value);
  if (missing !== undefined) {
    const field = String((missing.params as { missingProperty: unknown }).missingProperty);
    if (shallowest === 0 && field === 'type') return `missing "type"; it must be one of ${EVENT_TYPES.join(', ')}`;
    const typo = unknown === undefined ? '' : `; found unknown field "${extraField(unknown)}" instead (a typo?)`;
    return `${where(missing.instancePath, kind)} is missing "${field}"${typo}`;
  }
  if (unknown !== undefined) {
    const allowed = Object.keys((unknown.parentSchema as { properties?: object } | undefined)?.properties ?? {});
    return `${where(unknown.instancePath, kind)} has an unknown field "${extraField(unknown)}"; allowed: ${allowed.join(', ')}`;
  }
  const error = top[0]!;
  const field = fieldName(error.instancePath);
  switch (error.keyword) {
    case 'enum': {
      const allowed = (error.params as { allowedValues: unknown[] }).allowedValues.map(String).join(', ');
      return `${field} must be one of ${allowed}; got ${describeValue(error.data)}`;
    }
    case 'type':
      return `${field} must be ${withArticle(String((error.params as { type: unknown }).type))}; got ${describeValue(error.data)}`;
    case 'minLength':
      return `${field} must not be empty`;
    default:
      return `${field} ${error.message ?? 'is not valid'}`;
  }
}

function depth(instancePath: string): number {
  return instancePath === '' ? 0 : instancePath.split('/').length - 1;
}

/** `/todos/2/status` → `"todos[2].status"`. */
function fieldName(instancePath: string): string {
  const parts = instancePath.split('/').slice(1);
  const name = parts.map((part, index) => (/^\d+$/.test(part) ? `[${part}]` : index === 0 ? part : `.${part}`)).join('');
  return `"${name}"`;
}

function where(instancePath: string, kind: string | undefined): string {
  if (instancePath === '') return kind === undefined ? 'the event' : `${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind} event`;
  return fieldName(instancePath);
}

function eventKind(value: unknown): string | undefined {
  const type = (value as { type?: unknown }).type;
  return typeof type === 'string' && (EVENT_TYPES as readonly string[]).includes(type) ? type : undefined;
}

function extraField(error: ErrorObject): string {
  return String((error.params as { additionalProperty: unknown }).additionalProperty);
}

function withArticle(type: string): string {
  return type === 'array' || type === 'object' || type === 'integer' ? `an ${type}` : `a ${type}`;
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') {
    const shown = value.length > 40 ? `${value.slice(0, 39)}…` : value;
    return JSON.stringify(shown);
  }
  // What is left of parsed JSON is a number or a boolean.
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value} ${value}`;
  return typeof value;
}
