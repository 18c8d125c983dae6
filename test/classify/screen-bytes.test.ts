// The classifier matches on the screen's UTF-8 bytes; these pin that bytes and text agree on lines and regions.
import fc from 'fast-check';
import RE2 from 're2';
import { describe, expect, it } from 'vitest';
import { evaluateCondition } from '../../src/match/conditions.js';
import { lastMatch, matchSpan, ScreenText } from '../../src/match/screen-text.js';
import type { CompiledLeaf, Region } from '../../src/packs/types.js';

// Lines mixing ASCII, box drawing, CJK, emoji and no-break spaces: one, two, three and four UTF-8 bytes.
const piece = fc.constantFrom('a', 'Yes', ' ', '│', '╭', '╰', '─'.repeat(10), '中文', '✨', '🙂', '\u00a0', '❯', 'é', '\t');
const line = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(''));
const screen = fc.array(line, { minLength: 1, maxLength: 30 });
const REGIONS: readonly Region[] = ['screen', 'box', 'belowRule', 'betweenRules', { bottom: 3 }];

/** The string-side answer: the pattern run over the region's text, offsets mapped with lineAt. */
function linesByText(text: ScreenText, regex: RE2, region: Region): number[] | null {
  const part = text.regionText(region);
  regex.lastIndex = 0;
  const match = regex.exec(part.text);
  if (match === null) return null;
  const first = text.lineAt(part.offset + match.index);
  const last = text.lineAt(part.offset + match.index + Math.max(0, match[0].length - 1));
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

describe('ScreenText bytes', () => {
  it('every region in bytes is the region text encoded, at the byte offset of its start', () => {
    fc.assert(
      fc.property(screen, (lines) => {
        const text = new ScreenText(lines);
        for (const region of REGIONS) {
          const byText = text.regionText(region);
          const byBytes = text.regionBytes(region);
          expect(byBytes.bytes.toString('utf8')).toBe(byText.text);
          if (byText.text !== '') expect(byBytes.offset).toBe(Buffer.byteLength(text.text.slice(0, byText.offset)));
        }
      }),
    );
  });

  it('lineAtByte names the same line as lineAt for every character', () => {
    fc.assert(
      fc.property(screen, (lines) => {
        const text = new ScreenText(lines);
        let bytes = 0;
        for (let i = 0; i < text.text.length; i++) {
          expect(text.lineAtByte(bytes)).toBe(text.lineAt(i));
          const code = text.text.codePointAt(i)!;
          bytes += Buffer.byteLength(String.fromCodePoint(code));
          if (code > 0xffff) i++;
        }
      }),
    );
  });

  it('a leaf matched on bytes gives the evidence lines a match on the text gives', () => {
    const patterns = ['Yes', '中文\\s*\\S', '(?m)^─{8,}$', '🙂[^\\n]*\\n[^\\n]*a', '(?m)│\\s*$', '✨'];
    fc.assert(
      fc.property(screen, fc.constantFrom(...patterns), fc.constantFrom(...REGIONS), (lines, pattern, region) => {
        const text = new ScreenText(lines);
        const regex = new RE2(pattern, 'm');
        const leaf: CompiledLeaf = { kind: 'leaf', setIndex: 0, regex, region };
        const outcome = evaluateCondition(leaf, { screen: text, present: new Set([0]) });
        const expected = linesByText(text, regex, region);
        expect(outcome.holds).toBe(expected !== null);
        expect(outcome.lines).toEqual(expected ?? []);
      }),
      { numRuns: 300 },
    );
  });
});

/** Every match of a global regex as a loop of exec calls finds them: the reference lastMatch and matchSpan are held to. */
function execMatches(regex: RE2, bytes: Buffer): { index: number; end: number }[] {
  const found: { index: number; end: number }[] = [];
  regex.lastIndex = 0;
  for (let match = regex.exec(bytes); match !== null; match = regex.exec(bytes)) {
    found.push({ index: match.index, end: match.index + match[0].length });
    if (match[0].length === 0) regex.lastIndex++;
  }
  regex.lastIndex = 0;
  return found;
}

describe('matchSpan and lastMatch', () => {
  // Patterns that can match empty, span lines, hold groups or start with a literal.
  const PATTERNS = ['(?m)^\\s*', 'x*', '(?m)^(?P<word>[a-z]+)\\s*$', '│ ?\\w+', '(?m)^$', 'ab|a', '(?:\\n\\s*){2,}', 'é+'];
  const text = fc.array(fc.constantFrom('a', 'b', 'x', ' ', '\n', '│', 'é', 'ab', 'word'), { maxLength: 40 }).map((parts) => parts.join(''));

  it('find the first and the last match where exec does', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PATTERNS), text, (pattern, value) => {
        const bytes = Buffer.from(value);
        const all = execMatches(new RE2(pattern, 'gm'), bytes);
        expect(matchSpan(new RE2(pattern, 'm'), bytes)).toEqual(all[0] ?? null);
        expect(lastMatch(new RE2(pattern, 'gm'), bytes)).toEqual(all.at(-1) ?? null);
      }),
      { numRuns: 400 },
    );
  });
});
