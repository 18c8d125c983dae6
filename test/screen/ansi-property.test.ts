import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readAnsiScreen } from '../../src/screen/ansi/ansi.js';
import { readTextScreen } from '../../src/screen/text/text.js';

// Any code point but the controls: unassigned ones, lone combining marks, format characters and all.
const anyPrintable = fc
  .string({ unit: 'binary', minLength: 1, maxLength: 1 })
  .map((char) => char.replace(/[\x00-\x08\x0a-\x1f\x7f-\x9f]/g, ''));

// Printable characters a pane shows: ASCII, Latin, box drawing, CJK, emoji (astral), a no-break space, a
// combining accent after a letter, and tabs, spaces and line breaks between them.
const printable = fc.oneof(
  { weight: 2, arbitrary: anyPrintable },
  { weight: 8, arbitrary: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)) },
  { weight: 2, arbitrary: fc.constantFrom('é', 'ß', '─', '│', '╭', '❯', '·', '\u00a0', '⚠', '✓', '▐', '█') },
  { weight: 2, arbitrary: fc.constantFrom('中', '文', '字', 'あ', '한', '！') },
  { weight: 1, arbitrary: fc.constantFrom('😀', '🚀', '✨', '𠀀') },
  { weight: 1, arbitrary: fc.constantFrom('e\u0301', 'a\u0308') },
  { weight: 2, arbitrary: fc.constantFrom(' ', '   ', '\t') },
  { weight: 1, arbitrary: fc.constantFrom('\n', '\r\n') },
);

const screenText = fc.array(printable, { maxLength: 300 }).map((parts) => parts.join(''));

describe('text without escapes', () => {
  it('reads the same as ANSI as it does as plain text', async () => {
    await fc.assert(
      fc.asyncProperty(screenText, async (text) => {
        expect(await readAnsiScreen(text)).toEqual(readTextScreen(text));
      }),
      { numRuns: 500 },
    );
  });

  it('reads the same at a given geometry too', async () => {
    await fc.assert(
      fc.asyncProperty(screenText, async (text) => {
        const geometry = { cols: 120, rows: 40 };
        expect(await readAnsiScreen(text, geometry)).toEqual(readTextScreen(text, geometry));
      }),
      { numRuns: 100 },
    );
  });
});
