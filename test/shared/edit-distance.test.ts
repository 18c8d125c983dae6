// What a "did you mean" names: the edit distance with a swap as one slip, and the nearest word of a list.
import { describe, expect, it } from 'vitest';
import { editDistance, nearestWord } from '../../src/shared/edit-distance.js';

describe('editDistance', () => {
  it.each([
    ['', '', 0],
    ['', 'abc', 3],
    ['abc', '', 3],
    ['same', 'same', 0],
    ['cat', 'cut', 1],
    ['cat', 'cats', 1],
    ['cats', 'cat', 1],
    ['kitten', 'sitting', 3],
  ])('%j → %j is %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
  });

  it('counts a swap of two neighbours as one edit, not two', () => {
    expect(editDistance('calssify', 'classify')).toBe(1);
    expect(editDistance('ab', 'ba')).toBe(1);
  });

  it('is symmetric', () => {
    expect(editDistance('rate_limit', 'rate_limited')).toBe(2);
    expect(editDistance('rate_limited', 'rate_limit')).toBe(2);
  });
});

describe('nearestWord', () => {
  it('is undefined only for an empty list', () => {
    expect(nearestWord('anything', [])).toBeUndefined();
    expect(nearestWord('anything', ['crash'])).toBe('crash');
  });

  it('names the word with the fewest edits', () => {
    expect(nearestWord('rate_limted', ['overloaded', 'rate_limited', 'crash'])).toBe('rate_limited');
    expect(nearestWord('permision', ['trust', 'permission', 'question'])).toBe('permission');
  });

  it('prefers a snake_case word sharing a part over a closer spelling', () => {
    // `quota` is shared with billing_quota; `bad_request` is fewer edits away but shares nothing.
    expect(nearestWord('quota_exceeded', ['bad_request', 'billing_quota'])).toBe('billing_quota');
  });

  it('ignores parts of two letters or fewer when looking for a shared part', () => {
    // `id` would otherwise pull towards `id_missing`; `xy_zz` is the fewer edits away.
    expect(nearestWord('id_ok', ['id_missing', 'xy_zz'])).toBe('xy_zz');
    expect(nearestWord('key_ok', ['key_missing', 'xyz_zz'])).toBe('key_missing');
  });

  it('keeps the first of equally near words', () => {
    expect(nearestWord('ab', ['aa', 'bb'])).toBe('aa');
  });
});
