// normalizeForRepetition folds case and whitespace, and nothing else.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalizeForRepetition } from '../../src/guard/index.js';

describe('normalizeForRepetition', () => {
  it.each([
    ['Run The Tests', 'run the tests'],
    ['  run the tests  ', 'run the tests'],
    ['run\tthe\n\ntests', 'run the tests'],
    ['run   the \r\n tests', 'run the tests'],
    ['run\u00a0the\u2003tests', 'run the tests'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeForRepetition(input)).toBe(expected);
  });

  it.each([
    ['fix src/a.ts', 'fix src/b.ts'],
    ['run the tests', 'run the tests.'],
    ['run the tests', 'run the unit tests'],
    ['x = 1', 'x == 1'],
    ['step 1', 'step 2'],
    ['run-the-tests', 'run the tests'],
    ['runthe tests', 'run the tests'],
  ])('keeps %j and %j apart', (a, b) => {
    expect(normalizeForRepetition(a)).not.toBe(normalizeForRepetition(b));
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string(), (text) => {
      const once = normalizeForRepetition(text);
      expect(normalizeForRepetition(once)).toBe(once);
    }));
  });

  it('removes no non-whitespace character', () => {
    fc.assert(fc.property(fc.string(), (text) => {
      const strip = (s: string): string => s.replace(/\s/g, '');
      expect(strip(normalizeForRepetition(text))).toBe(strip(text).toLowerCase());
    }));
  });
});

describe('normalizeForRepetition matches the plain definition', () => {
  const reference = (text: string): string => text.replace(/\s+/g, ' ').trim().toLowerCase();
  const spaces = fc.constantFrom(' ', '  ', '\t', '\n', '\r\n', '\v', '\f', '\u00a0', '\u1680', '\u2000', '\u200a', '\u2028', '\u2029', '\u202f', '\u205f', '\u3000', '\ufeff', '\u0085', '\u200b', '\u0001');
  const words = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 6 }), fc.constantFrom('İ', 'ẞ', 'Σ', 'ß', 'ǅ', 'RUN', 'a'));

  it('on text mixing words and every kind of space', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(words, spaces), { maxLength: 12 }), (parts) => {
        const text = parts.join('');
        expect(normalizeForRepetition(text)).toBe(reference(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('on arbitrary UTF-16, called twice in a row (the remembered result)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 20 }), (text) => {
        expect(normalizeForRepetition(text)).toBe(reference(text));
        expect(normalizeForRepetition(text)).toBe(reference(text));
      }),
    );
  });

  it('on prompts met again after others, past the bound of those remembered', () => {
    // More distinct prompts than are remembered, each seen again later: the memo is cleared on
    // the way, and a prompt then looked up again must fold as the first time.
    const prompts = Array.from({ length: 1500 }, (_, index) => `Run  the CHECKS\tfor module ${index}`);
    for (let round = 0; round < 3; round += 1) {
      for (const prompt of prompts) expect(normalizeForRepetition(prompt)).toBe(reference(prompt));
    }
    const long = `${'Step '.repeat(400)}  Done`;
    expect(normalizeForRepetition(long)).toBe(reference(long));
    expect(normalizeForRepetition('other')).toBe('other');
    expect(normalizeForRepetition(long)).toBe(reference(long));
  });
});
