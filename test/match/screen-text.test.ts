// The last match of a pattern in a range of a screen's bytes, as the turn region and the generic layer's slots ask for it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import RE2 from 're2';
import { lastMatch, ScreenText } from '../../src/match/screen-text.js';

const lines = ['> first prompt', 'a reply', '> second prompt', 'another reply', '> third prompt', 'last reply'];

describe('ScreenText.lastMatchIn', () => {
  it('finds what lastMatch finds in the same range, offsets counted from the range start', () => {
    const screen = new ScreenText(lines);
    const prompt = new RE2('(?m)^> .*$', 'g');
    const cut = screen.bytes.indexOf('> third');
    expect(screen.lastMatchIn(prompt, 0, screen.bytes.length)).toEqual(lastMatch(prompt, screen.bytes));
    const before = screen.lastMatchIn(prompt, 0, cut);
    expect(screen.bytes.subarray(before!.index, before!.end).toString()).toBe('> second prompt');
    const from = screen.bytes.indexOf('a reply');
    const inside = screen.lastMatchIn(prompt, from, cut);
    expect(screen.bytes.subarray(from + inside!.index, from + inside!.end).toString()).toBe('> second prompt');
  });

  it('answers a second pattern of the same source and flags as the first, and a pattern with other flags anew', () => {
    const screen = new ScreenText(lines);
    const first = screen.lastMatchIn(new RE2('(?m)^> .*$', 'g'), 0, screen.bytes.length);
    expect(screen.lastMatchIn(new RE2('(?m)^> .*$', 'g'), 0, screen.bytes.length)).toBe(first);
    const caseless = screen.lastMatchIn(new RE2('REPLY', 'gi'), 0, screen.bytes.length);
    expect(screen.bytes.subarray(caseless!.index, caseless!.end).toString()).toBe('reply');
    expect(screen.lastMatchIn(new RE2('REPLY', 'g'), 0, screen.bytes.length)).toBeNull();
  });
});

describe('ScreenText bytes', () => {
  // Box drawing, symbols, wide characters, an astral emoji, borders and no-break spaces the line folding removes.
  const pieces = ['a', ' ', 'Error: ', '│', '╭─╮', '❯', '✻', '⎿', '\u00a0', '日本', '😀', 'é', ''];
  const line = fc.array(fc.constantFrom(...pieces), { maxLength: 12 }).map((parts) => parts.join(''));

  it("are the UTF-8 of the text; a region's bytes are its text, and each byte is on its own line", () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 12 }), (raw) => {
        const screen = new ScreenText(raw);
        expect(screen.bytes.equals(Buffer.from(screen.text, 'utf8'))).toBe(true);
        for (let bottom = 1; bottom <= raw.length; bottom++) {
          expect(screen.regionBytes({ bottom }).bytes.toString()).toBe(screen.regionText({ bottom }).text);
        }
        let start = 0;
        screen.lines.forEach((text, index) => {
          const length = Buffer.byteLength(text, 'utf8');
          expect(screen.lineAtByte(start)).toBe(index + 1);
          if (length > 0) expect(screen.lineAtByte(start + length - 1)).toBe(index + 1);
          start += length + 1;
        });
      }),
    );
  });
});

describe('ScreenText.remember', () => {
  it('reads a key once per screen, null included, and keeps keys apart', () => {
    const screen = new ScreenText(lines);
    const key = {};
    let reads = 0;
    const read = (): null => (reads++, null);
    expect(screen.remember(key, read)).toBeNull();
    expect(screen.remember(key, read)).toBeNull();
    expect(reads).toBe(1);
    expect(screen.remember({}, () => 'other')).toBe('other');
    expect(new ScreenText(lines).remember(key, () => 'anew')).toBe('anew');
  });
});
