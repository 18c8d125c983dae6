// Whether a path is a readable regular file: how capture folders find which screen forms they hold.

import { statSync } from 'node:fs';

/** Synchronous, as the capture readers are (read-limited.ts says why). */
export function isFile(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false;
  }
}
