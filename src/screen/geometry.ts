// Bounds on a terminal's size, so a typo or a hostile header cannot make the emulator allocate gigabytes.

import { PtyscreenError, type PtyscreenErrorCode, type SourceLocation } from '../errors.js';

export const MAX_COLS = 10_000;
export const MAX_ROWS = 2_000;

/**
 * Throws unless `value` is a whole number of cells within bounds. A size read from a file fails with
 * that file's code (`code`), so the caller's own bad option stays told apart from a bad input.
 */
export function checkDimension(name: 'cols' | 'rows', value: unknown, where: SourceLocation = {}, code: PtyscreenErrorCode = 'capture.geometry'): number {
  const max = name === 'cols' ? MAX_COLS : MAX_ROWS;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max) {
    throw new PtyscreenError(
      code,
      `${name} must be a whole number from 1 to ${max}, not ${JSON.stringify(value)}`,
      where,
    );
  }
  return value;
}

/** The caller's geometry, checked, where given. */
export function checkGeometryOptions(options: { cols?: unknown; rows?: unknown }): void {
  if (options.cols !== undefined) checkDimension('cols', options.cols);
  if (options.rows !== undefined) checkDimension('rows', options.rows);
}
