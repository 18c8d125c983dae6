// Terminal cells per character, as tmux and the agents' layout code count them.
import { describe, expect, it } from 'vitest';
import { cellWidth, displayWidth } from '../../../src/screen/terminal/cell-width.js';

const width = (char: string): number => cellWidth(char.codePointAt(0)!);

describe('cellWidth', () => {
  it('ASCII letters and Latin accents take one cell', () => {
    expect(['a', '~', 'é', 'ß', '─', '❯'].map(width)).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('CJK, fullwidth forms, Hangul syllables and emoji take two', () => {
    expect(['中', 'あ', 'Ａ', '한', '😀', '🀄'].map(width)).toEqual([2, 2, 2, 2, 2, 2]);
  });

  it('combining marks, format characters, controls and Hangul vowels take none', () => {
    expect([0x0301, 0x200b, 0x200d, 0x0000, 0x001b, 0x007f, 0x0085, 0x1161].map(cellWidth)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('a soft hyphen is drawn in one cell, though a format character', () => {
    expect(cellWidth(0xad)).toBe(1);
  });

  it('a lone surrogate and a code point past Unicode take one cell', () => {
    expect(cellWidth(0xd800)).toBe(1);
    expect(cellWidth(0x110000)).toBe(1);
  });

  it('the edges of a wide block are wide and their neighbours are not', () => {
    expect([0x10ff, 0x1100, 0x115f].map(cellWidth)).toEqual([1, 2, 2]);
    expect([0x4e00, 0x9fff, 0xa4d0].map(cellWidth)).toEqual([2, 2, 1]);
  });
});

describe('displayWidth', () => {
  it('sums the cells of a line', () => {
    expect(displayWidth('')).toBe(0);
    expect(displayWidth('abc')).toBe(3);
    expect(displayWidth('中文ab')).toBe(6);
    expect(displayWidth('e\u0301')).toBe(1);
    expect(displayWidth('😀x')).toBe(3);
    expect(displayWidth('a\u001b[31mb')).toBe(6);
  });
});
