// Locates the shared capture corpus for the screen tests; they skip when it is not on this machine.

import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// CI lays shared/ beside the checkout, so the corpus sits at ../shared/corpus from the repository root.
export const CORPUS_DIR = process.env.PTYSCREEN_CORPUS ?? fileURLToPath(new URL('../../../shared/corpus', import.meta.url));
export const HAVE_CORPUS = existsSync(CORPUS_DIR);

/** Every capture folder, as `vendor/case`. */
export function corpusCases(): string[] {
  if (!HAVE_CORPUS) return [];
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
