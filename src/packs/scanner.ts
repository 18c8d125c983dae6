// The one-pass scanner over every leaf pattern: an RE2.Set, split into a few sets when RE2 cannot build one.

import RE2 from 're2';

/** Which leaf patterns occur anywhere in a screen: indices into the pack set's pattern list. */
export interface PatternScanner {
  readonly size: number;
  match(input: Buffer | string): number[];
}

type RE2Set = InstanceType<typeof RE2.Set>;

function tryBuild(patterns: readonly string[]): RE2Set | null {
  try {
    return new RE2.Set(patterns, 'm');
  } catch {
    return null;
  }
}

/** True when RE2 can scan for all of these patterns in one set. */
export function fitsOneSet(patterns: readonly string[]): boolean {
  return patterns.length === 0 || tryBuild(patterns) !== null;
}

/**
 * RE2 caps the memory of one set; many wide patterns (`x{50,1000}`) together can pass it though each
 * compiles alone. Halving until every part builds keeps one scan per part, still linear in the screen.
 * Every pattern given must build a set on its own (the loader checks each pack first).
 */
export function buildScanner(patterns: readonly string[]): PatternScanner | null {
  if (patterns.length === 0) return null;
  const parts: { set: RE2Set; offset: number }[] = [];
  const place = (from: number, to: number): void => {
    const set = tryBuild(patterns.slice(from, to));
    if (set !== null) {
      parts.push({ set, offset: from });
      return;
    }
    if (to - from === 1) throw new Error(`pattern ${from} cannot be scanned by RE2.Set`);
    const middle = from + Math.floor((to - from) / 2);
    place(from, middle);
    place(middle, to);
  };
  place(0, patterns.length);
  if (parts.length === 1) {
    const only = parts[0]!.set;
    return { size: patterns.length, match: (input) => only.match(input) };
  }
  return {
    size: patterns.length,
    match(input) {
      const found: number[] = [];
      for (const part of parts) for (const index of part.set.match(input)) found.push(index + part.offset);
      return found;
    },
  };
}
