// Which escapes a tmux capture may hold, and stripping them, or every escape, from text.
import { describe, expect, it } from 'vitest';
import { isTmuxCapture, stripAllEscapes, stripCaptureEscapes } from '../../../src/screen/ansi/ansi-escapes.js';

const link = '\u001b]8;;https://example.com\u0007site\u001b]8;;\u0007';

describe('isTmuxCapture', () => {
  it('is true for plain text, SGR and OSC 8 links, with CRLF line ends', () => {
    expect(isTmuxCapture('plain\n')).toBe(true);
    expect(isTmuxCapture('\u001b[1;38;5;196mred\u001b[0m\r\nnext')).toBe(true);
    expect(isTmuxCapture(`${link}\n`)).toBe(true);
    expect(isTmuxCapture('\u001b]8;;x\u001b\\y\u001b]8;;\u001b\\')).toBe(true);
  });

  it('is false for anything that moves the cursor: a bare CR, backspace, VT, FF, or another escape', () => {
    expect(isTmuxCapture('progress\rdone')).toBe(false);
    expect(isTmuxCapture('ab\bc')).toBe(false);
    expect(isTmuxCapture('a\u000bb')).toBe(false);
    expect(isTmuxCapture('a\u000cb')).toBe(false);
    expect(isTmuxCapture('\u001b[2J\u001b[H')).toBe(false);
    expect(isTmuxCapture('\u001b]0;title\u0007')).toBe(false);
  });
});

describe('stripCaptureEscapes', () => {
  it('removes SGR and OSC 8, and leaves other escapes', () => {
    expect(stripCaptureEscapes(`\u001b[31mred\u001b[m ${link}`)).toBe('red site');
    expect(stripCaptureEscapes('\u001b[2Jx')).toBe('\u001b[2Jx');
  });
});

describe('stripAllEscapes', () => {
  it('removes CSI, OSC, charset designations and two-byte escapes', () => {
    expect(stripAllEscapes('\u001b[2J\u001b[?25l\u001b]0;title\u0007\u001b(Bhi\u001b7\u001b8')).toBe('hi');
    expect(stripAllEscapes('\u001bPq#0\u001b\\x')).toBe('x');
  });

  it('removes a lone ESC at the end', () => {
    expect(stripAllEscapes('text\u001b')).toBe('text');
  });
});
