// Whether a path is a readable regular file, and its size: how capture folders find which screen
// forms they hold, and how a recording's reader knows how much there is to read.

import { statSync } from 'node:fs';

/**
 * A regular file's size; undefined for anything else (a folder, a pipe, a device) or a path that
 * fails. Synchronous, as the capture readers are (read-limited.ts says why).
 */
export function regularFileSize(path: string): number | undefined {
  try {
    const stats = statSync(path, { throwIfNoEntry: false });
    return stats?.isFile() === true ? stats.size : undefined;
  } catch {
    return undefined;
  }
}

export function isFile(path: string): boolean {
  return regularFileSize(path) !== undefined;
}
