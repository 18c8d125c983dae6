// Locates the labelled real captures the tests read (test/corpus/captures) and lists their cases.

import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// PTYSCREEN_CORPUS points the same tests at another corpus in the same layout (an upstream copy
// before it is refreshed into the repository, say); the tests never reach outside the repository on their own.
export const CORPUS_DIR = process.env.PTYSCREEN_CORPUS ?? fileURLToPath(new URL('./captures', import.meta.url));

/** Every capture folder, as `vendor/case`. */
export function corpusCases(): string[] {
  if (!existsSync(CORPUS_DIR)) throw new Error(`${CORPUS_DIR}: no corpus here; test/corpus/README.md says how it is laid out`);
  return readdirSync(CORPUS_DIR, { withFileTypes: true })
    .filter((vendor) => vendor.isDirectory())
    .flatMap((vendor) =>
      readdirSync(join(CORPUS_DIR, vendor.name), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${vendor.name}/${entry.name}`),
    )
    .sort();
}

export function casesWith(...files: string[]): string[] {
  return corpusCases().filter((name) => files.every((file) => existsSync(join(CORPUS_DIR, name, file))));
}
