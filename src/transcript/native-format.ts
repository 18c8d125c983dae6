// Decodes the native transcript format: one event per JSON line, checked against the transcript schema.
import { PtyscreenError } from '../errors.js';
import { type EventSink, type TranscriptEvent } from './events.js';
import { parseJsonLine } from './json-line.js';
import { describeSchemaViolation } from './schema.js';
import { type TranscriptDecoder } from './decoder.js';

/**
 * A hand-written mirror of schemas/transcript.schema.json for the shapes every valid line has.
 * It exists for speed: ajv is only consulted when this says no, and then the schema decides
 * (test/transcript/schema-agreement.test.ts holds the two to the same answers).
 */
export function isNativeEvent(value: unknown): value is TranscriptEvent {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const event = value as Record<string, unknown>;
  switch (event['type']) {
    case 'auto':
    case 'grounded':
      return isNonEmptyString(event['prompt']) && onlyKeys(event, 'prompt');
    case 'manual':
      return typeof event['text'] === 'string' && onlyKeys(event, 'text', 'mayEchoFeed');
    case 'reply':
      return typeof event['text'] === 'string' && onlyKeys(event, 'text');
    case 'todos':
      return Array.isArray(event['todos']) && event['todos'].every(isTodo) && onlyKeys(event, 'todos');
    default:
      return false;
  }
}

function isTodo(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const todo = value as Record<string, unknown>;
  const status = todo['status'];
  if (!isNonEmptyString(todo['id']) || !isNonEmptyString(todo['content'])) return false;
  if (status !== 'pending' && status !== 'in_progress' && status !== 'completed') return false;
  let keys = 3;
  if ('activeForm' in todo) {
    if (typeof todo['activeForm'] !== 'string') return false;
    keys += 1;
  }
  return countKeys(todo) === keys;
}

/** True when the event holds `type`, `field`, and at most a string `note` (and a boolean `flag`, if named). */
function onlyKeys(event: Record<string, unknown>, field: string, flag?: string): boolean {
  let keys = 2;
  if ('note' in event) {
    if (typeof event['note'] !== 'string') return false;
    keys += 1;
  }
  if (flag !== undefined && flag in event) {
    if (typeof event[flag] !== 'boolean') return false;
    keys += 1;
  }
  return field in event && countKeys(event) === keys;
}

function countKeys(object: object): number {
  let count = 0;
  // for…in over a JSON.parse result sees only own keys, and allocates nothing, unlike Object.keys.
  for (const _ in object) count += 1;
  return count;
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

/** One native line to an event, or a PtyscreenError naming the line and what is wrong. */
export function decodeNativeLine(text: string, line: number, file: string): TranscriptEvent {
  const value = parseJsonLine(text, line, file);
  if (isNativeEvent(value)) return value;
  const problem = describeSchemaViolation(value);
  // The schema is the truth: should it accept what the fast check refused, the line is valid.
  if (problem === null) return value as TranscriptEvent;
  throw new PtyscreenError('transcript.schema', problem, { file, line });
}

// The lines JSON.stringify writes for an event with no note open `{"type":"<type>","<field>":"`;
// any other spelling of the same event goes the general way.
const COMPACT_OPENING = '{"type":"';
const COMPACT_AT = COMPACT_OPENING.length;
// The first letter of each type.
const A = 0x61;
const G = 0x67;
const R = 0x72;
const M = 0x6d;

/**
 * The event of a line that is exactly `{"type":"auto"|"grounded","prompt":"…"}` or
 * `{"type":"reply"|"manual","text":"…"}`, or undefined for any other line (decodeNativeLine then
 * reads it, and reports it if it must). Nearly every line of a native transcript has one of these
 * shapes, and JSON.parse of its string alone costs less than of the whole object and the shape
 * check after it (a million events: 0.84× the CPU of the replay). The string is parsed, not
 * sliced out of the line even when it holds no escape: a slice keeps the whole 64 KiB chunk the
 * line was cut from alive as long as the guard remembers the prompt (a million events: peak RSS
 * 68 → 193 MB, and 1.4× the CPU). The event is the one JSON.parse and isNativeEvent give
 * (test/transcript/native-format.test.ts).
 */
export function decodeCompactLine(text: string): TranscriptEvent | undefined {
  const end = text.length - 2;
  if (text.charCodeAt(end + 1) !== 0x7d || text.charCodeAt(end) !== 0x22 || !text.startsWith(COMPACT_OPENING)) return undefined;
  const kind = text.charCodeAt(COMPACT_AT);
  let rest: string;
  switch (kind) {
    case A:
      rest = 'auto","prompt":"';
      break;
    case G:
      rest = 'grounded","prompt":"';
      break;
    case R:
      rest = 'reply","text":"';
      break;
    case M:
      rest = 'manual","text":"';
      break;
    default:
      return undefined;
  }
  const start = COMPACT_AT + rest.length;
  // An empty prompt is for the schema to report; an empty text is valid.
  if (start > end || (start === end && (kind === A || kind === G)) || !text.startsWith(rest, COMPACT_AT)) return undefined;
  let value: string;
  try {
    // A quote or a raw control character inside, or a bad escape, throws: the general way says why.
    value = JSON.parse(text.slice(start - 1, end + 1)) as string;
  } catch {
    return undefined;
  }
  switch (kind) {
    case A:
      return { type: 'auto', prompt: value };
    case G:
      return { type: 'grounded', prompt: value };
    case R:
      return { type: 'reply', text: value };
    default:
      return { type: 'manual', text: value };
  }
}

export function createNativeDecoder(file: string): TranscriptDecoder {
  return {
    format: 'native',
    line(text: string, line: number, emit: EventSink) {
      // A line opening with `{` is the common case; only others can be blank.
      if (text.charCodeAt(0) !== 123 && text.trim().length === 0) return;
      emit(decodeCompactLine(text) ?? decodeNativeLine(text, line, file), line);
    },
    end() {},
  };
}
