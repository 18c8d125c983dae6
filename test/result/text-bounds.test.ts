// The character and byte bounds of every string a result carries, and the sanitizer that fits screen text to them.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hasForbiddenCharacters, isBoundedText, sanitizeField, truncateUtf8, utf8Length } from '../../src/result/text-bounds.js';

describe('hasForbiddenCharacters', () => {
  it.each([
    ['plain text', false],
    ['é 中 😀', false],
    ['', false],
    ['tab\there', true],
    ['new\nline', true],
    ['esc\u001b', true],
    ['del\u007f', true],
    ['c1\u0085', true],
    ['alm\u061c', true],
    ['lrm\u200e', true],
    ['override\u202e', true],
    ['isolate\u2068', true],
    ['line\u2028separator', true],
    ['bom\ufeff', true],
    ['lone\ud800', true],
    ['lone\udc00', true],
  ])('%j → %s', (text, forbidden) => {
    expect(hasForbiddenCharacters(text)).toBe(forbidden);
  });
});

describe('utf8Length', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['é', 2],
    ['中', 3],
    ['😀', 4],
    ['aé中😀', 10],
  ])('%j is %i bytes', (text, bytes) => {
    expect(utf8Length(text)).toBe(bytes);
  });
});

describe('isBoundedText', () => {
  it('holds for a non-empty clean string within its cap, the cap itself included', () => {
    expect(isBoundedText('abcd', 4)).toBe(true);
    expect(isBoundedText('éé', 4)).toBe(true);
  });

  it('fails one byte over the cap, on empty text, forbidden characters and a value that is no string', () => {
    expect(isBoundedText('abcde', 4)).toBe(false);
    expect(isBoundedText('ééa', 4)).toBe(false);
    expect(isBoundedText('', 4)).toBe(false);
    expect(isBoundedText('a\u0007', 4)).toBe(false);
    expect(isBoundedText(null, 4)).toBe(false);
    expect(isBoundedText(12, 4)).toBe(false);
  });
});

describe('truncateUtf8', () => {
  it('leaves text within the cap as it is', () => {
    expect(truncateUtf8('abc', 3)).toBe('abc');
    expect(truncateUtf8('', 0)).toBe('');
  });

  it('cuts at the last whole code point within the cap', () => {
    expect(truncateUtf8('abcdef', 4)).toBe('abcd');
    expect(truncateUtf8('a中b', 3)).toBe('a');
    expect(truncateUtf8('a中b', 4)).toBe('a中');
    expect(truncateUtf8('😀😀', 7)).toBe('😀');
    expect(truncateUtf8('😀', 3)).toBe('');
    expect(truncateUtf8('abc', 0)).toBe('');
  });
});

describe('sanitizeField', () => {
  it('removes forbidden characters and folds runs of spaces to one', () => {
    expect(sanitizeField('  Trust\u202e   folder \u00a0(proj)\u2066  ', 64)).toBe('Trust folder (proj)');
  });

  it('keeps a space where a tab or a line break stood between two words', () => {
    expect(sanitizeField('folder\t(proj)', 64)).toBe('folder (proj)');
    expect(sanitizeField('Do you trust\nthis folder?', 64)).toBe('Do you trust this folder?');
    expect(sanitizeField('a \u0000 b\u0007c', 64)).toBe('a bc');
  });

  it('joins what a removed control stood between', () => {
    expect(sanitizeField('a\u0000b', 64)).toBe('ab');
  });

  it('trims again after the cut, so a field never ends in a space', () => {
    expect(sanitizeField('abc def', 4)).toBe('abc');
  });

  it('gives back a bounded field with single spaces and none at either end, and such a field unchanged', () => {
    // Printable ASCII with spaces is the clean case it answers at once; the rest needs its passes.
    const unit = fc.constantFrom('a', 'Z', '~', '!', ' ', '\t', '\n', '\u00a0', '\u0000', '\u202e', 'é', '中', '😀');
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 40 }), fc.integer({ min: 1, max: 48 }), (text, cap) => {
        const field = sanitizeField(text, cap);
        if (field === null) return true;
        return isBoundedText(field, cap) && field === field.trim() && !field.includes('  ') && !/\s/u.test(field.replace(/ /gu, '')) && sanitizeField(field, cap) === field;
      }),
    );
  });

  it('is null when nothing is left', () => {
    expect(sanitizeField('', 64)).toBeNull();
    expect(sanitizeField(' \u001b\u200e ', 64)).toBeNull();
    expect(sanitizeField('中', 2)).toBeNull();
  });
});
