// The public face of a compiled pack set: what an embedder may read of it, and the way back to the compiled set.
import { PtyscreenError } from '../errors.js';
import type { CompiledPackSet, PackSpec } from './types.js';

/** A pack of a loaded set, as an embedder sees it: its identity and the document it was compiled from. */
export interface PackInfo {
  readonly id: string;
  readonly name: string;
  readonly version: string;
  /** The pack's folder and its YAML file. */
  readonly dir: string;
  readonly file: string;
  readonly spec: PackSpec;
}

/** Packs loaded and compiled together, to hand to `classifyScreen`. Its matchers are internal. */
export interface PackSet {
  readonly packs: readonly PackInfo[];
}

// Each set handed out, keyed by itself: the way back to the compiled set is a look-up, not a cast,
// and an object that only looks like a set is refused by name.
const handedOut = new WeakMap<PackSet, CompiledPackSet>();

/** The set as the public API hands it out. */
export function toPackSet(set: CompiledPackSet): PackSet {
  handedOut.set(set, set);
  return set;
}

/** The compiled set behind a set the public API handed out. */
export function compiledPackSet(set: PackSet): CompiledPackSet {
  const compiled = handedOut.get(set);
  if (compiled === undefined) {
    throw new PtyscreenError('packs.foreign-set', 'this pack set did not come from loadPacks or loadPackSet; pass the `set` they return');
  }
  return compiled;
}
