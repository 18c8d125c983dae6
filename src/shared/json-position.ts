// Turns a JSON.parse failure into a message and a place, so a broken JSON file points at its fault.

import { PtyscreenError, type PtyscreenErrorCode } from '../errors.js';

/** JSON.parse, throwing a PtyscreenError that names the file and, where V8 says it, the line and column. */
export function parseJsonFile(text: string, file: string, code: PtyscreenErrorCode): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const message = (error as Error).message;
    // V8 appends the offset, or a quote of the input; the location carries the one, the other is noise.
    const what = message.replace(/ in JSON at position \d+.*$/s, '').replace(/, ".*$/s, '');
    const place = jsonErrorPlace(message, text);
    throw new PtyscreenError(code, `not valid JSON: ${what}`, place === undefined ? { file } : { file, ...place });
  }
}

/** The line and column a JSON.parse message points at, where V8 names the offset ("… at position 12"). */
export function jsonErrorPlace(message: string, text: string): { line: number; column: number } | undefined {
  const position = /at position (\d+)/.exec(message)?.[1];
  if (position === undefined) return undefined;
  const before = text.slice(0, Number(position));
  return { line: before.split('\n').length, column: before.length - (before.lastIndexOf('\n') + 1) + 1 };
}
