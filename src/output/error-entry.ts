// An input that failed, as an entry of a JSON array: the array stays aligned with the inputs.

import type { PtyscreenError } from '../errors.js';

export interface ErrorEntry {
  readonly source: string;
  readonly error: {
    readonly code: string;
    readonly message: string;
    readonly file: string | null;
    readonly line: number | null;
  };
}

/** `{ source, error: { code, message, file, line } }` for the input `source` that failed with `error`. */
export function errorEntry(source: string, error: PtyscreenError): ErrorEntry {
  return {
    source,
    error: { code: error.code, message: error.message, file: error.location.file ?? null, line: error.location.line ?? null },
  };
}
