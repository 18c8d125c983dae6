// The file-name hash of the caches: the same text the same name, and texts that differ by a character,
// by their order or by their length, other names.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { textHash } from '../../src/shared/text-hash.js';

describe('textHash', () => {
  it('names a text the same every time, with characters safe in a file name', () => {
    expect(textHash('id: demo\n')).toBe(textHash('id: demo\n'));
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => /^[0-9a-z]+-[0-9a-z]+$/u.test(textHash(text))));
  });

  it('names texts that differ in one character, in order or in length apart', () => {
    expect(textHash('ab')).not.toBe(textHash('ba'));
    expect(textHash('a')).not.toBe(textHash('a\0'));
    expect(textHash('')).not.toBe(textHash('\0'));
    fc.assert(
      fc.property(fc.string({ minLength: 1, unit: 'binary' }), fc.nat(), fc.integer({ min: 1, max: 0xffff }), (text, at, delta) => {
        const i = at % text.length;
        const changed = text.slice(0, i) + String.fromCharCode((text.charCodeAt(i) + delta) % 0x10000) + text.slice(i + 1);
        return changed === text || textHash(changed) !== textHash(text);
      }),
    );
  });
});
