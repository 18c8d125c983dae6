// Test helpers: build a pack in an in-memory file system and load it.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Volume } from 'memfs';
import { afterAll } from 'vitest';
import { loadPackSet, type PackCache, type PackFs, type PackSetLoad } from '../../src/packs/index.js';

/** Loads packs given as `{ '/packs/x/pack.yaml': 'yaml…' }` from a memfs volume. */
export function loadFromMemory(files: Record<string, string>, paths?: string[]): PackSetLoad {
  const volume = Volume.fromJSON(files);
  const packPaths = paths ?? Object.keys(files).filter((file) => file.endsWith('pack.yaml'));
  return loadPackSet(packPaths, { fs: volume as unknown as PackFs });
}

export const MINIMAL_PACK = `id: demo
name: Demo CLI
version: 1.0.0
process:
  binaries: [demo]
  wrappers: [node]
identity:
  - 'Demo CLI v\\d'
gates:
  - id: trust
    kind: trust
    input: select
    when: 'Trust this folder\\?'
    options:
      pattern: '^\\s*(?P<selected>>)?\\s*(?P<key>\\d)\\. (?P<label>.+)$'
failures:
  - id: boom
    reason: crash
    when: 'Fatal error: out of cheese'
`;

/** Writes `{ 'relative/path': 'text' }` under a new temp folder and returns the folder. */
export function writeTree(files: Record<string, string>, root: string = mkdtempSync(join(tmpdir(), 'ptyscreen-packs-'))): string {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

/** A capture folder as the lab writes one: the screen, and meta.json naming the process. */
export function captureFolder(name: string, lines: readonly string[], process = 'demo', label?: object): Record<string, string> {
  return {
    [`fixtures/${name}/screen.txt`]: `${lines.join('\n')}\n`,
    [`fixtures/${name}/meta.json`]: JSON.stringify({ vendor: 'demo', cols: 80, rows: 24, pane_current_command: process }),
    ...(label === undefined ? {} : { [`fixtures/${name}/label.json`]: JSON.stringify(label) }),
  };
}

/** MINIMAL_PACK with fixtures for both rules, and captures (a folder and a file) that pass them. */
export const TESTED_PACK = `${MINIMAL_PACK.slice(0, MINIMAL_PACK.indexOf('failures:'))}    fixtures:
      match: [trust]
      nomatch: [ready]
failures:
  - id: boom
    reason: crash
    when: 'Fatal error: out of cheese'
    fixtures:
      match: [boom.txt]
      nomatch: [ready]
`;

export const TESTED_FIXTURES: Record<string, string> = {
  ...captureFolder('trust', ['Demo CLI v1', '', 'Trust this folder?', '> 1. Yes', '  2. No'], 'demo', {
    state: 'operator_gate',
    gate: { kind: 'trust', input: 'select', options: ['Yes', 'No'] },
  }),
  ...captureFolder('ready', ['Demo CLI v1', '', '> type here'], 'demo', { state: 'ready' }),
  'fixtures/boom.txt': 'Demo CLI v1\nFatal error: out of cheese\n',
  'fixtures/boom.expect.json': JSON.stringify({ state: 'failing', reason: 'crash' }),
};

/** A maker of temp folders, each removed once the calling file's tests are done. */
export function scratchFolders(prefix: string): () => string {
  const roots: string[] = [];
  afterAll(() => {
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  });
  return () => {
    const root = mkdtempSync(join(tmpdir(), prefix));
    roots.push(root);
    return root;
  };
}

/** A pack cache that counts its hits and writes. */
export function countedCache(cache: PackCache): PackCache & { hits: number; writes: number } {
  const spy = {
    hits: 0,
    writes: 0,
    get: (text: string, file?: string) => {
      const entry = cache.get(text, file);
      if (entry !== undefined) spy.hits++;
      return entry;
    },
    set: (text: string, entry: Parameters<PackCache['set']>[1], file?: string) => {
      spy.writes++;
      cache.set(text, entry, file);
    },
  };
  return spy;
}
