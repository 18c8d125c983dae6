// A zero-width character with nothing before it to join is dropped, as tmux drops it.
import { describe, expect, it } from 'vitest';
import { dropUnjoinedZeroWidth, mayHoldZeroWidth } from '../../../src/screen/terminal/zero-width.js';

describe('dropUnjoinedZeroWidth', () => {
  it('leaves a line with no zero-width character as it is', () => {
    expect(dropUnjoinedZeroWidth('plain line 中')).toBe('plain line 中');
  });

  it('keeps a combining mark after a character, and drops one at the start of the line', () => {
    expect(dropUnjoinedZeroWidth('e\u0301')).toBe('e\u0301');
    expect(dropUnjoinedZeroWidth('\u0301e')).toBe('e');
    expect(dropUnjoinedZeroWidth('\u0301\u0302')).toBe('');
  });

  it('drops a mark straight after a tab, which joins nothing', () => {
    expect(dropUnjoinedZeroWidth('a\t\u0301b')).toBe('a\tb');
  });

  it('lets capture escapes pass without ending the character before them', () => {
    expect(dropUnjoinedZeroWidth('e\u001b[31m\u0301')).toBe('e\u001b[31m\u0301');
    expect(dropUnjoinedZeroWidth('\u001b[1m\u0301x')).toBe('\u001b[1mx');
  });

  it('keeps a mark after another joined mark', () => {
    expect(dropUnjoinedZeroWidth('a\u0301\u0323')).toBe('a\u0301\u0323');
  });
});

describe('mayHoldZeroWidth', () => {
  const ZERO_WIDTH = /[\p{Mn}\p{Me}\p{Cf}\u1160-\u11ff\ud7b0-\ud7ff]/u;

  it('is true for every zero-width character of the Basic Multilingual Plane, and for one beyond it', () => {
    const missed: string[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const char = String.fromCharCode(code);
      if (ZERO_WIDTH.test(char) && !mayHoldZeroWidth(`│ ${char} ─`)) missed.push(code.toString(16));
    }
    expect(missed).toEqual([]);
    expect(mayHoldZeroWidth('a\u{e0001}b')).toBe(true);
  });

  it('is false for a screen of box drawing, symbols, spinners and Latin text', () => {
    expect(mayHoldZeroWidth('╭─╮\n│ > café ❯ ✻ ⎿ ● ⏺ ⠋ ▀▄ → ✓ ✗ │\n╰─╯')).toBe(false);
  });
});
