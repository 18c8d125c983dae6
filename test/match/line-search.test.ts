// A line-anchored pattern tried only at the lines that can open it finds what a search of the whole range finds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import RE2 from 're2';
import { firstMatchByLines, lastMatchByLines } from '../../src/match/line-search.js';
import { lastMatch, matchSpan, ScreenText } from '../../src/match/screen-text.js';

// Lines of the kinds the patterns below look for, and of kinds that nearly match them.
const pieces = ['', ' ', '  ', '❯ hi', '❯', '> x', '  > y', '─────', ' ─────', '╭───╮', '│ > z', '● ok', 'a b', 'b', '\t> t', '▄▄▄▄', 'x > no'];
// Openings, first characters and bodies composed into line-anchored patterns, several spanning lines.
const openings = ['^', '^ ?', '^\\s*', '^[ \\t]*', '^[\\s│]*', '^ {0,2}', '^\\s+'];
const firsts = ['❯', '>', '[›>❯]', '(?:─{3,}|╭─+╮)', '─{3,}', '●', 'b', '▄+'];
const bodies = ['', ' .*$', '.*\\n❯', '\\s*\\n>', '[^\\n]*\\n(?:[^\\n]*\\n){0,2}b', ' \\S.*', '.*\\n.*\\n─+', '(?: \\S+)?$', '\\s*'];

const alternative = fc.tuple(fc.constantFrom(...openings), fc.constantFrom(...firsts), fc.constantFrom(...bodies)).map((parts) => parts.join(''));
const pattern = fc.array(alternative, { minLength: 1, maxLength: 2 }).map((alternatives) => `(?m)${alternatives.join('|')}`);
const screenLines = fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 14 });

/** A range of the screen's bytes as the readers cut them: from a line start or a line's end, to a line start or the end. */
function ranges(screen: ScreenText): Array<[number, number]> {
  const { bytes } = screen;
  const starts = [0];
  for (let at = bytes.indexOf(10); at !== -1; at = bytes.indexOf(10, at + 1)) starts.push(at + 1);
  const froms = [...starts, ...starts.slice(1).map((start) => start - 1)];
  const tos = [...starts, bytes.length];
  const cut: Array<[number, number]> = [];
  for (const from of froms) for (const to of tos) if (to >= from) cut.push([from, to]);
  return cut;
}

describe('line-anchored search', () => {
  it('finds the first match a search of the range finds, and the last a loop of searches finds', () => {
    let answered = 0;
    fc.assert(
      fc.property(pattern, screenLines, (source, lines) => {
        const regex = new RE2(source, 'gm');
        const screen = new ScreenText(lines);
        const text = { lines: screen.lines, starts: byteStarts(screen), bytes: screen.bytes };
        for (const [from, to] of ranges(screen)) {
          const range = screen.bytes.subarray(from, to);
          const first = firstMatchByLines(regex, text, from, to);
          if (first !== undefined) {
            answered++;
            expect(first, `${source} first in [${from}, ${to})`).toEqual(matchSpan(regex, range));
          }
          const last = lastMatchByLines(regex, text, from, to);
          if (last !== undefined) {
            const expected = lastMatch(regex, range);
            expect(last && { index: last.index, end: last.end }, `${source} last in [${from}, ${to})`).toEqual(expected && { index: expected.index, end: expected.end });
          }
        }
      }),
      { numRuns: 400 },
    );
    // The property would hold of a search that always gave up: most ranges must be answered by lines.
    expect(answered).toBeGreaterThan(10_000);
  });

  it('gives ScreenText the same answers whether or not the pattern is line-anchored', () => {
    fc.assert(
      fc.property(pattern, screenLines, (source, lines) => {
        const screen = new ScreenText(lines);
        const regex = new RE2(source, 'gm');
        for (const [from, to] of ranges(screen)) {
          const range = screen.bytes.subarray(from, to);
          expect(screen.firstMatchIn(regex, from, to)).toEqual(matchSpan(regex, range));
          regex.lastIndex = 0;
          expect(screen.testIn(new RE2(source, 'm'), from, to)).toBe(new RE2(source, 'm').test(range));
        }
      }),
      { numRuns: 150 },
    );
  });

  it('tries few lines: a pattern that opens many lines is left to a plain search', () => {
    const screen = new ScreenText(Array.from({ length: 20 }, (_, i) => `> prompt ${i}`));
    const text = { lines: screen.lines, starts: byteStarts(screen), bytes: screen.bytes };
    expect(firstMatchByLines(new RE2('(?m)^> prompt 19$', 'm'), text, 0, screen.bytes.length)).toBeUndefined();
    expect(screen.firstMatchIn(new RE2('(?m)^> prompt 19$', 'm'), 0, screen.bytes.length)).toEqual(matchSpan(new RE2('(?m)^> prompt 19$', 'm'), screen.bytes));
  });

  it('leaves a range that starts inside a line to a plain search, where ^ also holds at its start', () => {
    const screen = new ScreenText(['ab❯ x', '❯ y']);
    const text = { lines: screen.lines, starts: byteStarts(screen), bytes: screen.bytes };
    const regex = new RE2('(?m)^❯ .$', 'gm');
    expect(firstMatchByLines(regex, text, 2, screen.bytes.length)).toBeUndefined();
    expect(screen.firstMatchIn(regex, 2, screen.bytes.length)).toEqual({ index: 0, end: Buffer.byteLength('❯ x') });
  });
});

/** Where each line starts in the screen's bytes. */
function byteStarts(screen: ScreenText): number[] {
  const starts: number[] = [];
  let offset = 0;
  for (const line of screen.lines) {
    starts.push(offset);
    offset += Buffer.byteLength(line, 'utf8') + 1;
  }
  return starts;
}
