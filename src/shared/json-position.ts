// Turns a JSON.parse failure into a message and a place, so a broken JSON file points at its fault.

import { PtyscreenError, type PtyscreenErrorCode } from '../errors.js';

/** JSON.parse, throwing a PtyscreenError that names the file and, where V8 says it, the line and column. */
export function parseJsonFile(text: string, file: string, code: PtyscreenErrorCode): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const message = (error as Error).message;
    const place = jsonErrorPlace(message, text);
    throw new PtyscreenError(code, `not valid JSON: ${jsonErrorWhat(message)}`, place === undefined ? { file } : { file, ...place });
  }
}

/**
 * What a JSON.parse message says went wrong, on one line. V8 appends the offset, or a quote of the input
 * (raw line breaks included); the location carries the one, the other is noise.
 */
export function jsonErrorWhat(message: string): string {
  return message.replace(/ in JSON at position \d+.*$/s, '').replace(/, (?:\.\.\.)?".*$/s, '');
}

/**
 * The line and column a JSON.parse message points at: the offset V8 names ("… at position 12"), or,
 * where it names none (Node 20's "Unexpected token" quotes the input instead), the first character no
 * valid JSON can continue with. Undefined when the text only ends too soon.
 */
export function jsonErrorPlace(message: string, text: string): { line: number; column: number } | undefined {
  const position = /at position (\d+)/.exec(message)?.[1];
  const offset = position === undefined ? firstBadOffset(message, text) : Number(position);
  if (offset === undefined) return undefined;
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, column: before.length - (before.lastIndexOf('\n') + 1) + 1 };
}

function endsTooSoon(prefix: string): boolean {
  try {
    JSON.parse(prefix);
    return true; // a whole value so far: whatever breaks the text comes later
  } catch (error) {
    // V8 says a text ends too soon in words ("Unexpected end …") or by pointing just past its end.
    const message = (error as Error).message;
    const position = /at position (\d+)/.exec(message)?.[1];
    return /Unexpected end of JSON input/.test(message) || Number(position) === prefix.length;
  }
}

/**
 * A prefix of the text either reads as JSON cut short or already holds the fault, and once it holds the
 * fault every longer prefix does too: so the shortest faulty prefix, found by halving, ends at the fault.
 * Runs only on a text that failed to parse, at most log2(length) parses.
 */
function firstBadOffset(message: string, text: string): number | undefined {
  if (/Unexpected end of JSON input/.test(message)) return undefined;
  let low = 0; // endsTooSoon(text.slice(0, low)) holds
  let high = text.length; // the whole text is faulty
  while (high - low > 1) {
    const middle = (low + high) >>> 1;
    if (endsTooSoon(text.slice(0, middle))) low = middle;
    else high = middle;
  }
  return high - 1;
}
