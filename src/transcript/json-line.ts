// Parses JSON Lines: one line, one JSON object; a syntax error becomes a PtyscreenError that names the line and column.
import { PtyscreenError } from '../errors.js';

const POSITION = / in JSON at position (\d+)/;

export function parseJsonLine(text: string, line: number, file: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const raw = error instanceof Error ? error.message : String(error);
    const position = POSITION.exec(raw);
    const reason = raw.replace(POSITION, '').replace(/\s*\(line \d+ column \d+\)$/, '');
    const column = position === null ? undefined : Number(position[1]) + 1;
    throw new PtyscreenError(
      'transcript.json',
      `not valid JSON (${reason}); each line must hold one complete JSON object`,
      { file, line, column },
    );
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads the lines of a session log as records, and says where a line held more than one. */
export interface JsonRecordReader {
  /** The records on one line: none for a blank line, one as a rule, several run together. */
  records(text: string, line: number): unknown[];
  /** One warning per line that held records run together. */
  readonly warnings: readonly string[];
}

/**
 * A session that ended without a newline and was resumed later has its next record appended to
 * the same line (`{…}{…}`). Such a line is read as the records it holds, and a warning names it;
 * any other line that is not valid JSON is an error at that line.
 */
export function createJsonRecordReader(file: string): JsonRecordReader {
  const warnings: string[] = [];
  return {
    records(text, line) {
      if (text.trim().length === 0) return [];
      try {
        return [JSON.parse(text) as unknown];
      } catch {
        const joined = splitRunTogether(text);
        if (joined === null) return [parseJsonLine(text, line, file)];
        warnings.push(`line ${line} holds ${joined.length} records run together (a session resumed after one that ended without a newline); all of them were read`);
        return joined;
      }
    },
    warnings,
  };
}

/** The objects of a line that holds two or more JSON objects one after the other, or null. */
function splitRunTogether(text: string): unknown[] | null {
  const pieces: string[] = [];
  let depth = 0;
  let start = 0;
  let inString = false;
  let escaped = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (escaped) escaped = false;
      else if (code === 0x5c) escaped = true;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      if (depth === 0) return null;
      inString = true;
    } else if (code === 0x7b || code === 0x5b) {
      if (depth === 0) {
        if (code !== 0x7b) return null;
        start = index;
      }
      depth += 1;
    } else if (code === 0x7d || code === 0x5d) {
      depth -= 1;
      if (depth < 0) return null;
      if (depth === 0) pieces.push(text.slice(start, index + 1));
    } else if (depth === 0 && code !== 0x20 && code !== 0x09 && code !== 0x0d) {
      return null;
    }
  }
  if (depth !== 0 || inString || pieces.length < 2) return null;
  try {
    return pieces.map((piece) => JSON.parse(piece) as unknown);
  } catch {
    return null;
  }
}
