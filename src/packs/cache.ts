// An on-disk cache of parsed, schema-checked packs keyed by content hash: YAML parsing is most of a load's cost.

import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCHEMAS_DIR } from '../paths.js';
import { PTYSCREEN_VERSION } from './compatibility.js';
import type { PackSpec } from './types.js';
import type { Position } from '../shared/yaml-source.js';
import { isRecord } from '../shared/is-record.js';
import { cachesOff, defaultCacheDir } from '../shared/cache-dir.js';

/**
 * What a clean load of one pack file leaves to reuse: the checked document and its rules' positions.
 * An entry is written only for a pack that parsed, compiled and passed every check without a single
 * problem, so a hit may skip those checks and compile the pack's patterns as they are first needed.
 */
export interface CachedPack {
  readonly spec: PackSpec;
  readonly positions: Readonly<Record<string, Position>>;
}

export interface PackCache {
  get(text: string): CachedPack | undefined;
  set(text: string, entry: CachedPack): void;
}

// Bump when CachedPack changes shape or what an entry vouches for (3: its patterns fit one RE2 set). The
// key also covers the schema and ptyscreen's version, so an entry checked against an older schema is
// never taken for one checked against this one.
const CACHE_FORMAT = 'ptyscreen-pack-cache-3';

let schemaDigest: string | undefined;

function keyOf(text: string): string {
  schemaDigest ??= createHash('sha256').update(readFileSync(join(SCHEMAS_DIR, 'rule-pack.schema.json'))).digest('hex');
  return createHash('sha256').update(`${CACHE_FORMAT}\0${PTYSCREEN_VERSION}\0${schemaDigest}\0`).update(text).digest('hex');
}

export { defaultCacheDir };

function looksCached(value: unknown): value is CachedPack {
  return isRecord(value) && typeof value.spec === 'object' && value.spec !== null && typeof value.positions === 'object';
}

/**
 * The cache is only ever a shortcut: an entry that is missing, unreadable or malformed means "parse
 * again", and a cache folder that cannot be written (read-only HOME in CI) means "do not cache".
 */
export function diskPackCache(dir: string = join(defaultCacheDir(), 'packs')): PackCache {
  let writable = true;
  return {
    get(text) {
      try {
        const value = JSON.parse(readFileSync(join(dir, `${keyOf(text)}.json`), 'utf8')) as unknown;
        return looksCached(value) ? value : undefined;
      } catch {
        return undefined;
      }
    },
    set(text, entry) {
      if (!writable) return;
      const file = join(dir, `${keyOf(text)}.json`);
      const temp = `${file}.${process.pid}.tmp`;
      try {
        mkdirSync(dir, { recursive: true });
        // Written aside and renamed, so a reader never sees half an entry.
        writeFileSync(temp, JSON.stringify(entry));
        renameSync(temp, file);
      } catch {
        writable = false;
      }
    },
  };
}

/** `PTYSCREEN_NO_CACHE=1` turns the cache off, e.g. to time a cold load. */
export function cacheFromEnvironment(env: NodeJS.ProcessEnv = process.env): PackCache | null {
  return cachesOff(env) ? null : diskPackCache(join(defaultCacheDir(env), 'packs'));
}
