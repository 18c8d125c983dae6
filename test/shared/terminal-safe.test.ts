// Text from strangers printed on a terminal: control and bidi characters are shown as escapes, never acted on.
import { describe, expect, it } from 'vitest';
import { terminalSafe } from '../../src/shared/terminal-safe.js';

describe('terminalSafe', () => {
  it('leaves plain text, tab and newline as they are', () => {
    expect(terminalSafe('')).toBe('');
    expect(terminalSafe('a\tb\nc é 中')).toBe('a\tb\nc é 中');
  });

  it('writes ESC, BEL, CR, DEL and an 8-bit CSI as \\uXXXX', () => {
    expect(terminalSafe('\u001b]0;title\u0007')).toBe('\\u001b]0;title\\u0007');
    expect(terminalSafe('a\rb\u007fc\u009bd')).toBe('a\\u000db\\u007fc\\u009bd');
    expect(terminalSafe('\u0000')).toBe('\\u0000');
  });

  it('writes bidi controls and the line and paragraph separators as escapes', () => {
    expect(terminalSafe('evil\u202etxt.exe')).toBe('evil\\u202etxt.exe');
    expect(terminalSafe('\u2066x\u2069\u200e\u200f\u061c')).toBe('\\u2066x\\u2069\\u200e\\u200f\\u061c');
    expect(terminalSafe('a\u2028b\u2029c')).toBe('a\\u2028b\\u2029c');
  });

  it('writes a lone surrogate as an escape and keeps a pair', () => {
    expect(terminalSafe('x\ud800y')).toBe('x\\ud800y');
    expect(terminalSafe('😀')).toBe('😀');
  });

  it('is lossless on JSON: the escaped text parses to the same value', () => {
    const value = { prompt: 'go\u001b[2J\u202e' };
    const safe = terminalSafe(JSON.stringify(value));
    expect(safe).not.toMatch(/[\u001b\u202e]/u);
    expect(JSON.parse(safe)).toEqual(value);
  });
});
