// Writes a file whole or not at all: into a temporary file beside it, then renamed over it.

import { rmSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';

// Temporary files being written now, so an interrupted command can take them away before it exits.
const inFlight = new Set<string>();

/**
 * Writes `content` to `path` through `path.<pid>.tmp` and a rename, which replaces the old file in
 * one step: a reader (or a CI job after a Ctrl-C) sees the old file or the new one, never half of one.
 */
export async function writeFileAtomic(path: string, content: string): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  inFlight.add(temporary);
  try {
    await writeFile(temporary, content);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  } finally {
    inFlight.delete(temporary);
  }
}

/** Removes the temporary files of writes still under way; for a signal handler about to exit. */
export function removeTemporaryFiles(): void {
  for (const temporary of inFlight) {
    try {
      rmSync(temporary, { force: true });
    } catch {
      // Exiting anyway; a file that cannot be removed now is named by its .tmp suffix.
    }
  }
  inFlight.clear();
}
