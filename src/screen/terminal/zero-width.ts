// Drops zero-width characters that have no character before them to join, as tmux does when it draws them.

import { CAPTURE_ESCAPE } from '../ansi/ansi-escapes.js';
import { cellWidth } from './cell-width.js';

// Cheap pre-check: most lines hold no zero-width character at all.
const MAYBE_ZERO_WIDTH = /[\p{Mn}\p{Me}\p{Cf}\u1160-\u11ff\ud7b0-\ud7ff]/u;
const ESCAPES_KEPT = new RegExp(`(${CAPTURE_ESCAPE.source})`);

/** False when `text` holds no zero-width character at all, so that no line of it needs dropUnjoinedZeroWidth. */
export function mayHoldZeroWidth(text: string): boolean {
  return MAYBE_ZERO_WIDTH.test(text);
}

/**
 * A combining mark at the start of a row or straight after a tab has no cell to join; tmux leaves it
 * out of the pane and xterm would give it a cell of its own, so both readers drop it. Capture escapes
 * pass through and do not end the character before them.
 */
export function dropUnjoinedZeroWidth(line: string): string {
  if (!MAYBE_ZERO_WIDTH.test(line)) return line;
  let out = '';
  let hasBase = false;
  for (const part of line.split(ESCAPES_KEPT)) {
    if (part.startsWith('\x1b')) {
      out += part;
      continue;
    }
    for (const char of part) {
      if (char === '\t') hasBase = false;
      else if (cellWidth(char.codePointAt(0) as number) === 0) {
        if (!hasBase) continue;
      } else hasBase = true;
      out += char;
    }
  }
  return out;
}
