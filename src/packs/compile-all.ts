// Everything a pack set compiles on first use, compiled now: a server would rather pay at its start
// than make the first screen of each vendor wait for its patterns (a few milliseconds a pack).

import RE2 from 're2';
import type { CompiledPackSet } from './types.js';

/** Reads every enumerable property of the objects below `value`: a regex compiled on first read is compiled. */
function readThrough(value: unknown, seen: Set<object>): void {
  if (typeof value !== 'object' || value === null || seen.has(value) || value instanceof RE2 || ArrayBuffer.isView(value)) return;
  seen.add(value);
  for (const inner of Object.values(value)) readThrough(inner, seen);
}

/**
 * Compiles now what `set` would compile as screens first ask for it: each pack's regexes (a pack
 * from the cache compiles them lazily), the signature table's, and every group of the scanner's sets.
 * What a classification reports is the same either way.
 */
export function compileAllPatterns(set: CompiledPackSet): void {
  const seen = new Set<object>();
  readThrough(set.packs, seen);
  readThrough(set.generic, seen);
  set.scanner?.buildAll();
}
