// Reads a plain-text capture (`tmux capture-pane -p`) into a Screen.

import { hasControls, stripControls } from './controls.js';
import { displayWidth } from '../terminal/cell-width.js';
import { wellFormed } from './decode.js';
import { checkGeometryOptions } from '../geometry.js';
import { paneRows, splitLines, trimTrailingSpaces } from './lines.js';
import type { GeometryOptions } from '../options.js';
import type { Screen } from '../types.js';
import { dropUnjoinedZeroWidth, mayHoldZeroWidth } from '../terminal/zero-width.js';

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

/**
 * cleanTextLine over every line, each step skipped for all of them when the whole text shows it has
 * nothing to do (one scan of the text, not one per line): a pane capture rarely holds a control
 * character, a tab or a zero-width mark.
 */
function cleanTextLines(lines: readonly string[], text: string): string[] {
  const controls = hasControls(text);
  const zeroWidth = mayHoldZeroWidth(text);
  const tabs = text.includes('\t');
  return lines.map((raw) => {
    let line = raw;
    if (controls) line = stripControls(line);
    if (zeroWidth) line = dropUnjoinedZeroWidth(line);
    if (tabs) line = expandTabs(line);
    return trimTrailingSpaces(line);
  });
}

export function readTextScreen(text: string, options: GeometryOptions = {}): Screen {
  checkGeometryOptions(options);
  const whole = wellFormed(text);
  const lines = cleanTextLines(paneRows(splitLines(whole), options.rows), whole);
  let cols = options.cols;
  return {
    lines,
    // Measured when first read: classifying reads only the lines, and measuring is a width look-up per character.
    get cols() {
      return (cols ??= widestLine(lines));
    },
    // A screen never has fewer rows than the lines it shows.
    rows: Math.max(options.rows ?? 0, lines.length),
  };
}
