// Reads a plain-text capture (`tmux capture-pane -p`) into a Screen.

import { stripControls } from './controls.js';
import { displayWidth } from '../terminal/cell-width.js';
import { wellFormed } from './decode.js';
import { checkGeometryOptions } from '../geometry.js';
import { paneRows, splitLines, trimTrailingSpaces } from './lines.js';
import type { GeometryOptions } from '../options.js';
import type { Screen } from '../types.js';
import { dropUnjoinedZeroWidth } from '../terminal/zero-width.js';

const TAB_STOP = 8;

/** Tabs to spaces up to the next 8-column stop, counted in cells so that CJK before a tab lands right. */
export function expandTabs(line: string): string {
  if (!line.includes('\t')) return line;
  const parts = line.split('\t');
  let out = parts[0] as string;
  let column = displayWidth(out);
  for (const text of parts.slice(1)) {
    const pad = TAB_STOP - (column % TAB_STOP);
    out += ' '.repeat(pad) + text;
    column += pad + displayWidth(text);
  }
  return out;
}

/** One line as a screen shows it: no controls, no unjoined marks, tabs expanded, no trailing spaces. */
export function cleanTextLine(line: string): string {
  return trimTrailingSpaces(expandTabs(dropUnjoinedZeroWidth(stripControls(line))));
}

/** Cells taken by the widest line. */
export function widestLine(lines: readonly string[]): number {
  let widest = 0;
  for (const line of lines) widest = Math.max(widest, displayWidth(line));
  return widest;
}

export function readTextScreen(text: string, options: GeometryOptions = {}): Screen {
  checkGeometryOptions(options);
  const lines = paneRows(splitLines(wellFormed(text)), options.rows).map(cleanTextLine);
  return {
    lines,
    cols: options.cols ?? widestLine(lines),
    // A screen never has fewer rows than the lines it shows.
    rows: Math.max(options.rows ?? 0, lines.length),
  };
}
