// The last match of a pattern in a range of a screen's bytes, as the turn region and the generic layer's slots ask for it.
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
