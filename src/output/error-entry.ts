// An input that failed, as an entry of a JSON array: the array stays aligned with the inputs.

import type { PtyscreenError } from '../errors.js';
import type { PackProblem } from '../packs/problems.js';

/** What went wrong with one input, as JSON prints it. */
export interface EntryError {
  readonly code: string;
  readonly message: string;
  readonly file: string | null;
  readonly line: number | null;
}

export interface ErrorEntry {
  readonly source: string;
  readonly error: EntryError;
}

/** `{ source, error: { code, message, file, line } }` for the input `source` that failed with `error`. */
export function errorEntry(source: string, error: PtyscreenError): ErrorEntry {
  return {
    source,
    error: { code: error.code, message: error.message, file: error.location.file ?? null, line: error.location.line ?? null },
  };
}

/** A pack problem in the same shape, for a pack's entry in a JSON list of packs. */
export function problemError(problem: PackProblem): EntryError {
  return { code: problem.code, message: problem.message, file: problem.file, line: problem.line ?? null };
}
