// An on-disk cache of parsed, schema-checked packs, each entry named after its pack and holding the text it vouches for: YAML parsing is most of a load's cost.

import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SCHEMAS_DIR } from '../paths.js';
import { PTYSCREEN_VERSION } from './compatibility.js';
import type { PackSpec } from './types.js';
import type { Position } from '../shared/yaml-source.js';
import { isRecord } from '../shared/is-record.js';
import { cachesOff, defaultCacheDir } from '../shared/cache-dir.js';
import { textHash } from '../shared/text-hash.js';

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
  /** The entry for a pack's `text`, if one is kept; `file` is where the text was read, when known. */
  get(text: string, file?: string): CachedPack | undefined;
  set(text: string, entry: CachedPack, file?: string): void;
}

// Bump when CachedPack changes shape or what an entry vouches for (3: its patterns fit one RE2 set; 4:
// an entry holds the text it was made from). The key also covers the schema and ptyscreen's version,
// so an entry checked against an older schema is never taken for one checked against this one.
const CACHE_FORMAT = 'ptyscreen-pack-cache-4';

let schemaDigest: string | undefined;

/**
 * Where the entry for a pack's `text` lives, and what it was checked against. The file is named after
 * the pack's path when it is known (a pack edited again and again keeps one entry, and no pack's text
 * is hashed as ptyscreen starts), else after the text. Either way the entry keeps what it vouches
 * for, and a hit is one whose kept text is `text`: no two texts ever share an entry.
 */
function keyedText(text: string, file: string | undefined): { readonly name: string; readonly keyed: string } {
  schemaDigest ??= textHash(readFileSync(join(SCHEMAS_DIR, 'rule-pack.schema.json'), 'utf8'));
  const keyed = `${CACHE_FORMAT}\0${PTYSCREEN_VERSION}\0${schemaDigest}\0${text}`;
  return { name: `${file === undefined ? textHash(keyed) : `p${textHash(resolve(file))}`}.json`, keyed };
}

export { defaultCacheDir };

function looksCached(value: unknown): value is CachedPack & { readonly keyed: unknown } {
  return isRecord(value) && typeof value.spec === 'object' && value.spec !== null && typeof value.positions === 'object';
}

/**
 * The cache is only ever a shortcut: an entry that is missing, unreadable or malformed means "parse
 * again", and a cache folder that cannot be written (read-only HOME in CI) means "do not cache".
 */
export function diskPackCache(dir: string = join(defaultCacheDir(), 'packs')): PackCache {
  let writable = true;
  return {
    get(text, packFile) {
      const { name, keyed } = keyedText(text, packFile);
      try {
        const value = JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown;
        return looksCached(value) && value.keyed === keyed ? { spec: value.spec, positions: value.positions } : undefined;
      } catch {
        return undefined;
      }
    },
    set(text, entry, packFile) {
      if (!writable) return;
      const { name, keyed } = keyedText(text, packFile);
      const file = join(dir, name);
      const temp = `${file}.${process.pid}.tmp`;
      try {
        mkdirSync(dir, { recursive: true });
        // Written aside and renamed, so a reader never sees half an entry.
        writeFileSync(temp, JSON.stringify({ keyed, spec: entry.spec, positions: entry.positions }));
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
