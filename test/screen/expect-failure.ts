// Awaits a promise that must reject with a PtyscreenError, and hands the error over for closer checks.

import { expect } from 'vitest';
import { PtyscreenError } from '../../src/errors.js';

export async function failure(promise: Promise<unknown>): Promise<PtyscreenError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(PtyscreenError);
  return error as PtyscreenError;
}
