// A mapping read from YAML or JSON, told apart from a list, null and a scalar.
import { describe, expect, it } from 'vitest';
import { isRecord } from '../../src/shared/is-record.js';

describe('isRecord', () => {
  it.each([
    [{}, true],
    [{ a: 1 }, true],
    [Object.create(null) as object, true],
    [[], false],
    [[1, 2], false],
    [null, false],
    [undefined, false],
    ['text', false],
    [0, false],
  ])('%j → %s', (value, expected) => {
    expect(isRecord(value)).toBe(expected);
  });
});
