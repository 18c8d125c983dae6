// Every match of a global pattern with where it starts and its groups: a framed pattern's matches found in
// one pass and read alone must be the exec loop's, match for match. Synthetic patterns and texts.
import RE2 from 're2';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstMatchIn, framedByLines, matchesIn } from '../../src/match/global-matches.js';

afterEach(() => {
  vi.restoreAllMocks();
});

/** What a test compares: each match's start and every group's text. */
const read = (regex: RE2, text: string) => [...matchesIn(regex, text)].map(({ index, match }) => [index, ...Array.from(match)]);

describe('framedByLines', () => {
  it.each([
    ['(?m)^\\s*(?P<selected>❯)?\\s*(?P<key>\\d+)\\.\\s+(?P<label>\\S.*?)\\s*$', true],
    ['^\\s*(?P<selected>[›>])?\\s*(?P<key>\\d+)\\.\\s+(?P<label>\\S.*?)\\s*$', true],
    ['(?m)^ (?:(?P<selected>→) |  )(?P<label>\\S.*?)\\s*$', true],
    ['(?m)^a$|^b+$', true],
    ['(?m)^😀+$', true],
    // can match empty: a global match() of it is the call re2 1.24 gets wrong
    ['(?m)^(?:❯ )?\\s*(?:(?P<key>\\d)\\. )?(?P<label>.*)$', false],
    ['(?m)^😀*$', false],
    ['(?m)^a$|^b*$', false],
    ['(?m)^a{0,3}$', false],
    // reads past its match, or is not anchored at both line ends
    ['(?m)^\\s*(?P<x>a)\\b.*$', false],
    ['(?m)^\\Aa$', false],
    ['(?m)^\\Qa$', false],
    ['(?m)^a(?-m)$', false],
    ['(?P<label>Allow once|Allow always|Reject)', false],
    ['(?m)^a\\$', false],
    ['(?m)(?:^a)$', false],
  ])('%s → %s', (pattern, expected) => {
    expect(framedByLines(new RE2(pattern, 'gm'))).toBe(expected);
  });

  it('needs multi-line mode and no sticky flag', () => {
    expect(framedByLines(new RE2('^a+$', 'g'))).toBe(false);
    expect(framedByLines(new RE2('^a+$', 'gmy'))).toBe(false);
  });
});

describe('matchesIn', () => {
  const patterns = [
    '(?m)^\\s*(?P<selected>❯)?\\s*(?P<key>\\d+)\\.\\s+(?P<label>\\S.*?)\\s*$',
    '(?m)^ (?:(?P<selected>❯) |  )(?P<label>\\S.*?)\\s*$',
    '(?m)^(?:(?P<key>\\d)\\. )?[a-zé😀](?P<label>[^\\n]*)$|^❯ (?P<other>.+)$',
  ];
  // Lines of the pieces a dialog is drawn with, so that matches, near misses and repeats all occur.
  const piece = fc.constantFrom('❯ ', '  ', ' ', '1. ', '2. ', '12. ', 'Yes', 'no', 'é', '😀', '\n', '\n', '.', 'a b');

  it('finds what a loop of exec calls finds, at the same places, with the same groups', () => {
    for (const pattern of patterns) {
      const framed = new RE2(pattern, 'gm');
      // The same pattern with an empty group at its end reads the same, but is not framed: the exec loop.
      const looped = new RE2(`${pattern}(?:)`, 'gm');
      expect(framedByLines(framed)).toBe(true);
      expect(framedByLines(looped)).toBe(false);
      fc.assert(
        fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
          const text = pieces.join('');
          expect(read(framed, text)).toEqual(read(looped, text));
        }),
      );
    }
  });

  it('finds the first match as exec from the start finds it, with the same groups', () => {
    for (const pattern of patterns) {
      const framed = new RE2(pattern, 'm');
      const looped = new RE2(`${pattern}(?:)`, 'm');
      expect(framedByLines(framed)).toBe(true);
      const first = (regex: RE2, text: string) => {
        const found = firstMatchIn(regex, text);
        return found === null ? null : [found.index, ...Array.from(found.match)];
      };
      fc.assert(
        fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
          const text = pieces.join('');
          expect(first(framed, text)).toEqual(first(looped, text));
        }),
      );
    }
  });

  it('reads a framed pattern with one match() pass and no exec over the text', () => {
    const regex = new RE2(patterns[0]!, 'gm');
    const text = 'Do you want to proceed?\n❯ 1. Yes\n  2. No, and tell me what to do\n\nEsc to cancel';
    const exec = vi.spyOn(RE2.prototype, 'exec');
    const found = read(regex, text);
    expect(found.map(([index, , , , label]) => [index, label])).toEqual([
      [24, 'Yes'],
      [33, 'No, and tell me what to do'],
    ]);
    expect(exec.mock.calls.filter((call) => (call[0] as unknown) === text)).toEqual([]);
    const subject = firstMatchIn(new RE2('(?m)^\\s*Set up (?P<subject>.+?)\\s*$', 'm'), `Welcome\n  Set up API key  \n${text}`);
    expect([subject?.index, subject?.match[1]]).toEqual([8, 'API key']);
    expect(exec.mock.calls.map((call) => call[0] as unknown).filter((input) => typeof input === "string" && input.includes("Welcome"))).toEqual([]);
  });

  it('never asks match() of a pattern that can match empty', () => {
    const match = vi.spyOn(RE2.prototype, 'match');
    const regex = new RE2('(?m)^(?:❯ )?\\s*(?:(?P<key>\\d)\\. )?(?P<label>.*)$', 'gm');
    expect(read(regex, '❯ 1. Yes\n\nné').map(([index, , , label]) => [index, label])).toEqual([
      [0, 'Yes'],
      [9, 'né'],
    ]);
    expect(match).not.toHaveBeenCalled();
  });
});
