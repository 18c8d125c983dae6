// Test helpers: build a pack in an in-memory file system and load it.

import { Volume } from 'memfs';
import { loadPackSet, type PackFs, type PackSetLoad } from '../../src/packs/index.js';

/** Loads packs given as `{ '/packs/x/pack.yaml': 'yaml…' }` from a memfs volume. */
export function loadFromMemory(files: Record<string, string>, paths?: string[]): PackSetLoad {
  const volume = Volume.fromJSON(files);
  const packPaths = paths ?? Object.keys(files).filter((file) => file.endsWith('pack.yaml'));
  return loadPackSet(packPaths, volume as unknown as PackFs);
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
    when: 'Fatal error'
`;
