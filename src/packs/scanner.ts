// The scanner over every leaf pattern: a few RE2.Sets, each scanned once per screen.

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
 * Leaf patterns per RE2.Set. A set matches with a lazily built DFA whose state cache has a fixed
 * budget; with every built-in pack in one set (265 leaves) and the many different screens of a
 * batch, the cache filled and was thrown away again and again, and a scan cost 140 µs where the
 * same screens scanned in two sets cost 15 µs (and a screen seen again, 6 µs). Sets of this size
 * keep their states cached, at one more linear pass per set.
 */
export const MAX_PATTERNS_PER_SET = 128;

/**
 * The patterns split into sets of at most MAX_PATTERNS_PER_SET, each scanned once per screen. RE2
 * also caps the memory of one set; many wide patterns (`x{50,1000}`) together can pass it though
 * each compiles alone, so a part RE2 refuses is halved until every part builds. Every pattern given
 * must build a set on its own (the loader checks each pack first).
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
  // Even shares rather than full sets and a remainder: 265 leaves are three sets of 89, not 128+128+9.
  const count = Math.ceil(patterns.length / MAX_PATTERNS_PER_SET);
  for (let part = 0; part < count; part += 1) {
    place(Math.floor((patterns.length * part) / count), Math.floor((patterns.length * (part + 1)) / count));
  }
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
