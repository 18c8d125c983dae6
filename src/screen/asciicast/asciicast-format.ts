// The asciicast v2 format: parses and checks its header and event lines, naming the line of any fault.

import { PtyscreenError, type PtyscreenErrorCode, type SourceLocation } from '../../errors.js';
import { checkDimension } from '../geometry.js';

export interface AsciicastHeader {
  readonly version: 2;
  readonly width: number;
  readonly height: number;
  /** Unix seconds at the recording's start, when the recorder wrote it. */
  readonly timestamp?: number | undefined;
}

export interface AsciicastEvent {
  /** Seconds since the recording started. */
  readonly time: number;
  /** `o` output, `i` input, `r` resize, `m` marker; other codes are future ones and are ignored. */
  readonly code: string;
  readonly data: string;
}

type JsonParse = { ok: true; value: unknown } | { ok: false; message: string; column?: number | undefined };

function parseJson(text: string): JsonParse {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    const message = (error as Error).message;
    const position = /at position (\d+)/.exec(message)?.[1];
    return { ok: false, message, column: position === undefined ? undefined : Number(position) + 1 };
  }
}

// A fault of the header stops the replay; one of an event line is what `lenient` skips: the code says which.
type FaultCode = Extract<PtyscreenErrorCode, 'capture.asciicast.header' | 'capture.asciicast.event'>;

function fault(code: FaultCode, what: string, where: SourceLocation): PtyscreenError {
  return new PtyscreenError(code, what, where);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True when the line is an asciicast v2 header: how a recording is told apart from other captures. */
export function isAsciicastHeader(line: string): boolean {
  if (!line.trimStart().startsWith('{')) return false;
  const parsed = parseJson(line);
  return parsed.ok && isObject(parsed.value) && parsed.value.version === 2 && 'width' in parsed.value && 'height' in parsed.value;
}

export function parseHeader(line: string, where: SourceLocation): AsciicastHeader {
  const parsed = parseJson(line);
  if (!parsed.ok) throw fault('capture.asciicast.header', `the first line must be an asciicast header, a JSON object; it is not JSON (${parsed.message})`, { ...where, column: parsed.column });
  const header = parsed.value;
  if (!isObject(header)) throw fault('capture.asciicast.header', 'the first line must be an asciicast header, a JSON object like {"version":2,"width":120,"height":40}', where);
  if (header.version !== 2) {
    throw fault('capture.asciicast.header', `only asciicast version 2 is read; this header says version ${JSON.stringify(header.version)}`, where);
  }
  const timestamp = typeof header.timestamp === 'number' ? header.timestamp : undefined;
  return {
    version: 2,
    width: headerDimension('cols', 'width', header.width, where),
    height: headerDimension('rows', 'height', header.height, where),
    timestamp,
  };
}

function headerDimension(name: 'cols' | 'rows', key: 'width' | 'height', value: unknown, where: SourceLocation): number {
  try {
    return checkDimension(name, value, where);
  } catch (error) {
    throw fault('capture.asciicast.header', `the header's "${key}" is wrong: ${(error as Error).message}`, where);
  }
}

/** One event line; throws a PtyscreenError that says what is wrong with it. */
export function parseEvent(line: string, where: SourceLocation): AsciicastEvent {
  const parsed = parseJson(line);
  if (!parsed.ok) throw fault('capture.asciicast.event', `not a JSON event line (${parsed.message})`, { ...where, column: parsed.column });
  const event = parsed.value;
  if (!Array.isArray(event) || event.length < 3) throw fault('capture.asciicast.event', 'an event must be a JSON array [time, code, data]', where);
  const [time, code, data] = event as unknown[];
  if (typeof time !== 'number' || !Number.isFinite(time) || time < 0) {
    throw fault('capture.asciicast.event', `the event time must be a number of seconds, not ${JSON.stringify(time)}`, where);
  }
  if (typeof code !== 'string') throw fault('capture.asciicast.event', `the event code must be a string such as "o", not ${JSON.stringify(code)}`, where);
  if (typeof data !== 'string') throw fault('capture.asciicast.event', `the event data must be a string, not ${JSON.stringify(data)}`, where);
  return { time, code, data };
}

/** A resize event's data, `COLSxROWS`. */
export function parseResize(data: string, where: SourceLocation): { cols: number; rows: number } {
  const match = /^(\d+)x(\d+)$/.exec(data);
  if (match === null) throw fault('capture.asciicast.event', `a resize event's data must be COLSxROWS such as "120x40", not ${JSON.stringify(data)}`, where);
  return {
    cols: checkDimension('cols', Number(match[1]), where, 'capture.asciicast.event'),
    rows: checkDimension('rows', Number(match[2]), where, 'capture.asciicast.event'),
  };
}
