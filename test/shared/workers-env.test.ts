// PTYSCREEN_WORKERS as every parallel path reads it.
import { describe, expect, it } from 'vitest';
import { workersAskedFor } from '../../src/shared/workers-env.js';

describe('workersAskedFor', () => {
  it('is undefined when unset or empty', () => {
    expect(workersAskedFor({})).toBeUndefined();
    expect(workersAskedFor({ PTYSCREEN_WORKERS: '' })).toBeUndefined();
  });

  it.each([
    ['0', 0],
    ['1', 1],
    ['4', 4],
    ['16', 16],
    ['17', 16],
    ['1000', 16],
    [' 3 ', 3],
  ])('%j → %i', (asked, count) => {
    expect(workersAskedFor({ PTYSCREEN_WORKERS: asked })).toBe(count);
  });

  it('reads a value that is not a whole number of zero or more as 0', () => {
    for (const asked of ['lots', '2.5', '-1', 'NaN', 'Infinity']) expect(workersAskedFor({ PTYSCREEN_WORKERS: asked })).toBe(0);
  });
});
