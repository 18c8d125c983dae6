// Catches a PtyscreenError for a test and checks it by class and code, which stay when a message is reworded.

import { expect } from 'vitest';
import { PtyscreenError, type PtyscreenErrorCode } from '../../src/errors.js';

/** The PtyscreenError `fn` throws; fails the test when it throws none, or something else. */
export function thrownBy(fn: () => unknown): PtyscreenError {
  let error: unknown;
  try {
    fn();
  } catch (thrown) {
    error = thrown;
  }
  expect(error).toBeInstanceOf(PtyscreenError);
  return error as PtyscreenError;
}

/** The PtyscreenError `promise` rejects with; fails the test when it resolves, or rejects with something else. */
export async function failure(promise: Promise<unknown>): Promise<PtyscreenError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(PtyscreenError);
  return error as PtyscreenError;
}

/** `fn` throws a PtyscreenError with this code; the error is handed over for closer checks. */
export function expectErrorCode(fn: () => unknown, code: PtyscreenErrorCode): PtyscreenError {
  const error = thrownBy(fn);
  expect(error.code).toBe(code);
  return error;
}

/** `promise` rejects with a PtyscreenError with this code; the error is handed over for closer checks. */
export async function expectRejectCode(promise: Promise<unknown>, code: PtyscreenErrorCode): Promise<PtyscreenError> {
  const error = await failure(promise);
  expect(error.code).toBe(code);
  return error;
}
