// Lines of a capture: split on LF or CRLF, and the spaces a terminal pads with trimmed.
import { describe, expect, it } from 'vitest';
import { splitLines, trimTrailingSpaces } from '../../../src/screen/text/lines.js';

describe('splitLines', () => {
  it('is no lines for empty text', () => {
    expect(splitLines('')).toEqual([]);
  });

  it('a final newline ends the last line rather than starting another', () => {
    expect(splitLines('a\nb\n')).toEqual(['a', 'b']);
    expect(splitLines('a\nb')).toEqual(['a', 'b']);
    expect(splitLines('\n')).toEqual(['']);
    expect(splitLines('a\n\n')).toEqual(['a', '']);
  });

  it('splits on CRLF and LF alike, and keeps a lone CR in its line', () => {
    expect(splitLines('a\r\nb\nc\rd\r\n')).toEqual(['a', 'b', 'c\rd']);
  });
});

describe('trimTrailingSpaces', () => {
  it('trims only U+0020 at the end', () => {
    expect(trimTrailingSpaces('ready   ')).toBe('ready');
    expect(trimTrailingSpaces('  lead')).toBe('  lead');
    expect(trimTrailingSpaces('   ')).toBe('');
    expect(trimTrailingSpaces('')).toBe('');
  });

  it('keeps a trailing no-break space and a tab, which are content', () => {
    expect(trimTrailingSpaces('❯\u00a0')).toBe('❯\u00a0');
    expect(trimTrailingSpaces('❯\u00a0  ')).toBe('❯\u00a0');
    expect(trimTrailingSpaces('a\t')).toBe('a\t');
  });
});
