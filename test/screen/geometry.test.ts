// Terminal sizes within bounds, so a typo or a hostile header cannot make the emulator allocate gigabytes.
import { describe, expect, it } from 'vitest';
import { checkDimension, checkGeometryOptions, MAX_COLS, MAX_ROWS } from '../../src/screen/geometry.js';
import { expectErrorCode } from '../support/errors.js';

describe('checkDimension', () => {
  it('returns a whole number from 1 to the bound', () => {
    expect(checkDimension('cols', 1)).toBe(1);
    expect(checkDimension('cols', 10_000)).toBe(10_000);
    expect(checkDimension('rows', 2_000)).toBe(2_000);
    expect([MAX_COLS, MAX_ROWS]).toEqual([10_000, 2_000]);
  });

  it('refuses 0, one over the bound, a fraction, a string and NaN, saying the range', () => {
    expect(expectErrorCode(() => checkDimension('cols', 0), 'capture.geometry').message).toBe('cols must be a whole number from 1 to 10000, not 0');
    expect(expectErrorCode(() => checkDimension('rows', 2_001), 'capture.geometry').message).toBe('rows must be a whole number from 1 to 2000, not 2001');
    expect(expectErrorCode(() => checkDimension('cols', 80.5), 'capture.geometry').message).toBe('cols must be a whole number from 1 to 10000, not 80.5');
    expect(expectErrorCode(() => checkDimension('cols', '80'), 'capture.geometry').message).toBe('cols must be a whole number from 1 to 10000, not "80"');
    expect(expectErrorCode(() => checkDimension('rows', Number.NaN), 'capture.geometry').message).toBe('rows must be a whole number from 1 to 2000, not null');
    expect(expectErrorCode(() => checkDimension('rows', undefined), 'capture.geometry').message).toBe('rows must be a whole number from 1 to 2000, not undefined');
  });

  it('a size read from a file fails with that file\'s code and place', () => {
    const error = expectErrorCode(() => checkDimension('rows', -1, { file: 'meta.json' }, 'capture.meta'), 'capture.meta');
    expect(error.location).toEqual({ file: 'meta.json' });
  });
});

describe('checkGeometryOptions', () => {
  it('checks only what is given', () => {
    expect(() => checkGeometryOptions({})).not.toThrow();
    expect(() => checkGeometryOptions({ cols: 120 })).not.toThrow();
    expectErrorCode(() => checkGeometryOptions({ cols: 120, rows: 0 }), 'capture.geometry');
    expectErrorCode(() => checkGeometryOptions({ cols: 10_001 }), 'capture.geometry');
  });
});
