// A scratch folder per test file, removed afterwards, for readers that take paths.

import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll } from 'vitest';

export function useTempDir(): { path: (name: string) => string; write: (name: string, content: string | Uint8Array) => string } {
  const root = mkdtempSync(join(tmpdir(), 'ptyscreen-screen-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  return {
    path: (name) => join(root, name),
    write: (name, content) => {
      const file = join(root, name);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, content);
      return file;
    },
  };
}

/** An asciicast v2 recording from a header size and its events. */
export function cast(width: number, height: number, events: readonly (readonly [number, string, string])[]): string {
  return [JSON.stringify({ version: 2, width, height }), ...events.map((event) => JSON.stringify(event))].join('\n') + '\n';
}
