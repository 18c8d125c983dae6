// What a line-anchored pattern's matches open with, read off its source; null wherever that is not sure.
import { describe, expect, it } from 'vitest';
import { lineHead } from '../../src/match/line-head.js';

const chars = (text: string): number[] => [...text].map((c) => c.codePointAt(0)!);
const sorted = (set: ReadonlySet<number> | null | undefined): number[] | null => (set ? [...set].sort((a, b) => a - b) : null);

describe('lineHead', () => {
  it('reads the first character of a plain line-anchored pattern, with nothing to skip', () => {
    const head = lineHead('(?m)^❯ .*$', '');
    expect(sorted(head?.first)).toEqual(chars('❯'));
    expect(head?.skip.size).toBe(0);
    expect(head?.blank).toBeNull();
  });

  it('takes multi-line mode from the flags as well as from a leading (?m)', () => {
    expect(lineHead('^> ', 'm')).not.toBeNull();
    expect(lineHead('^> ', '')).toBeNull();
  });

  it('passes over an optional indent or border before the first character', () => {
    const head = lineHead('(?m)^ ?─{20,}\\n ?❯', '');
    expect(sorted(head?.skip)).toEqual(chars(' '));
    expect(sorted(head?.first)).toEqual(chars('─'));
    expect(head?.blank).toBeNull();
    expect(sorted(lineHead('(?m)^[ \\t│┃]*[>❯›»▶] \\S.*$', '')?.first)).toEqual(chars('>»▶›❯').sort((a, b) => a - b));
  });

  it('marks a skip over whole blank lines (\\s*), which must be unbounded', () => {
    const head = lineHead('(?m)^\\s*> .*\\n(?:▀+|▄{20,})', '');
    expect(sorted(head?.blank)).toEqual([0x09, 0x0a, 0x0c, 0x0d, 0x20]);
    expect(lineHead('(?m)^\\s{0,3}> ', '')).toBeNull();
  });

  it('merges the heads of top-level alternatives and of a group that opens the pattern', () => {
    const head = lineHead('(?m)^▄{20,}\\n\\s*>\\s|^╭─{20,}╮\\n│ >\\s|^▀{20,}\\n', '');
    expect(sorted(head?.first)).toEqual(chars('▀▄╭').sort((a, b) => a - b));
    expect(sorted(lineHead('(?m)^ ?(?:─{20,}|╭─{20,}╮)\\n›', '')?.first)).toEqual(chars('─╭').sort((a, b) => a - b));
    // Alternation inside a later group, and classes holding `|` or `(`, do not split the pattern.
    expect(sorted(lineHead('(?m)^› [^\\n|(]*\\n(?:a|b)', '')?.first)).toEqual(chars('›'));
  });

  it("reads a quote's parentheses and bars as text, and a class's `[:` with no `:]` as members", () => {
    expect(sorted(lineHead('(?m)^a\\Q(\\E|^b', '')?.first)).toEqual(chars('ab'));
    expect(lineHead('(?m)^[[:x]|^b', '')).toBeNull();
    expect(sorted(lineHead('(?m)^> [[:x]|^b', '')?.first)).toEqual(chars('>b'));
  });

  it('refuses what it cannot be sure of', () => {
    for (const source of [
      'Claude Code v\\d+', // not anchored
      '(?m)^a|b', // one alternative not anchored
      '(?m)^(?:✘\\s*)?\\S', // an optional opening
      '(?m)^\\S+ ', // a class of unknown extent
      '(?m)^[a-z]', // a range
      '(?m)^[^ ]', // a negated class
      '(?m)^.', // any character
      '(?m)^(?i)error', // a flag group
      '(?m)^ ? foo', // the skip swallows the first character
      '(?m)^[ x]|^ *y', // one alternative's skip swallows another's first character
      '(?m)^\\s*a|^[\\s│]*b', // two skips over lines that differ
    ]) {
      expect(lineHead(source, ''), source).toBeNull();
    }
    expect(lineHead('(?m)^error', 'i')).toBeNull();
    expect(lineHead('(?m)^a', 's')).toBeNull();
  });

  it('reads escapes of punctuation and code points as the characters they stand for', () => {
    expect(sorted(lineHead('(?m)^\\/[a-z]', '')?.first)).toEqual(chars('/'));
    expect(sorted(lineHead('(?m)^\\x{2502} ', '')?.skip)).toEqual([0x2502]);
    expect(lineHead('(?m)^\\x{2502} ', '')?.first.has(0x20)).toBe(true);
  });
});
