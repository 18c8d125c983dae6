// Words for a POSIX shell command line: quoted so nothing expands, bare when a person reads them and nothing could.
import { describe, expect, it } from 'vitest';
import { shellQuote, shellWord } from '../../src/shared/shell-quote.js';

describe('shellQuote', () => {
  it.each([
    ['plain', `'plain'`],
    ['', `''`],
    ['two words', `'two words'`],
    ['$HOME', `'$HOME'`],
    [`it's`, `'it'\\''s'`],
    [`''`, `''\\'''\\'''`],
  ])('%j → %s', (word, quoted) => {
    expect(shellQuote(word)).toBe(quoted);
  });
});

describe('shellWord', () => {
  it('leaves a word of safe characters bare', () => {
    expect(shellWord('captures/a-b_c.txt')).toBe('captures/a-b_c.txt');
    expect(shellWord('--vendor=claude-code')).toBe('--vendor=claude-code');
    expect(shellWord('user@host:1,2%+')).toBe('user@host:1,2%+');
  });

  it('quotes a word holding a space, a glob, a variable or a quote, and the empty word', () => {
    expect(shellWord('my file.txt')).toBe(`'my file.txt'`);
    expect(shellWord('*.txt')).toBe(`'*.txt'`);
    expect(shellWord('$PATH')).toBe(`'$PATH'`);
    expect(shellWord(`a'b`)).toBe(`'a'\\''b'`);
    expect(shellWord('')).toBe(`''`);
  });
});
