// Renders a raw PTY stream (cursor addressing, erase, alternate screen) through the emulator.

import { stripAllEscapes } from './ansi-escapes.js';
import { displayWidth } from '../terminal/cell-width.js';
import { stripControls } from '../text/controls.js';
import type { GeometryOptions } from '../options.js';
import { createEmulator, feed, visibleLines } from '../terminal/terminal.js';
import type { Screen } from '../types.js';

// A stream does not say its size; these are a terminal's usual defaults, grown to fit what the stream addresses.
const DEFAULT_COLS = 80;
const DEFAULT_ROWS = 24;
const MAX_GUESSED_COLS = 1000;
const MAX_GUESSED_ROWS = 500;

const CURSOR_POSITION = /\x1b\[(\d*)(?:;(\d*))?[Hf]/g;
const ROW_POSITION = /\x1b\[(\d+)d/g;
const COLUMN_POSITION = /\x1b\[(\d+)[G`]/g;
const SCROLL_REGION = /\x1b\[\d*;(\d+)r/g;

function largestParameter(text: string, pattern: RegExp, group: number): number {
  let largest = 0;
  for (const match of text.matchAll(pattern)) largest = Math.max(largest, Number(match[group] || 0));
  return largest;
}

/** The smallest usual terminal that holds every position the stream moves to and every line it prints. */
export function guessStreamGeometry(text: string): { cols: number; rows: number } {
  let widest = 0;
  for (const line of stripAllEscapes(text).split(/\r\n|\n|\r/)) widest = Math.max(widest, displayWidth(stripControls(line)));
  const cols = Math.max(
    DEFAULT_COLS,
    widest,
    largestParameter(text, CURSOR_POSITION, 2),
    largestParameter(text, COLUMN_POSITION, 1),
  );
  const rows = Math.max(
    DEFAULT_ROWS,
    largestParameter(text, CURSOR_POSITION, 1),
    largestParameter(text, ROW_POSITION, 1),
    largestParameter(text, SCROLL_REGION, 1),
  );
  return { cols: Math.min(cols, MAX_GUESSED_COLS), rows: Math.min(rows, MAX_GUESSED_ROWS) };
}

/** The size the caller gave, with what it left out guessed from the stream (the guess reads the whole text, so only when needed). */
function geometryOf(text: string, options: GeometryOptions): { cols: number; rows: number } {
  if (options.cols !== undefined && options.rows !== undefined) return { cols: options.cols, rows: options.rows };
  const guessed = guessStreamGeometry(text);
  return { cols: options.cols ?? guessed.cols, rows: options.rows ?? guessed.rows };
}

export async function renderAnsiStream(text: string, options: GeometryOptions = {}): Promise<Screen> {
  const { cols, rows } = geometryOf(text, options);
  const terminal = createEmulator({ cols, rows });
  try {
    await feed(terminal, text);
    return { lines: visibleLines(terminal), cols, rows };
  } finally {
    terminal.dispose();
  }
}
