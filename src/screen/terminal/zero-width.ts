// Drops zero-width characters that have no character before them to join, as tmux does when it draws them.

import { CAPTURE_ESCAPE } from '../ansi/ansi-escapes.js';
import { cellWidth } from './cell-width.js';

// Cheap pre-check: most lines hold no zero-width character at all.
const MAYBE_ZERO_WIDTH = /[\p{Mn}\p{Me}\p{Cf}\u1160-\u11ff\ud7b0-\ud7ff]/u;
/**
 * A character outside the blocks agents draw with (Latin, general punctuation, arrows, technical
 * symbols, box drawing, block elements, geometric shapes, dingbats, Braille spinners), none of which
 * holds a zero-width character but the soft hyphen, the format characters of general punctuation and
 * the combining marks for symbols, left out here. Testing for it first is four times cheaper than the
 * Unicode property classes over a screen's text, which it spares most screens.
 */
const OUTSIDE_DRAWING_BLOCKS = /[^\x00-\xac\xae-\u02ff\u2010-\u2027\u2030-\u205f\u2070-\u20cf\u2100-\u2bff]/;
const ESCAPES_KEPT = new RegExp(`(${CAPTURE_ESCAPE.source})`);

/** False when `text` holds no zero-width character at all, so that no line of it needs dropUnjoinedZeroWidth. */
export function mayHoldZeroWidth(text: string): boolean {
  return OUTSIDE_DRAWING_BLOCKS.test(text) && MAYBE_ZERO_WIDTH.test(text);
}

/**
 * A combining mark at the start of a row or straight after a tab has no cell to join; tmux leaves it
 * out of the pane and xterm would give it a cell of its own, so both readers drop it. Capture escapes
 * pass through and do not end the character before them.
 */
export function dropUnjoinedZeroWidth(line: string): string {
  if (!mayHoldZeroWidth(line)) return line;
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
