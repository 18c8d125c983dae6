// Parses one JSON Lines line, turning a syntax error into a PtyscreenError that names the line and column.
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
