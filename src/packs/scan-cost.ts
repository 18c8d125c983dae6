// Pattern shapes that make every screen's scan dear, found by their source: `packs validate` warns of them.

import { topLevelAlternatives } from '../match/regex-source.js';

/**
 * Counts of any character this high or higher, at a line start or a pattern's start, are warned of.
 * Measured among the built-in identity markers: `(?m)^.{0,8}X` added a fifth to a cold scan,
 * `{0,16}` three quarters, `{0,40}` three times cold and eight times warm.
 */
export const COSTLY_COUNT = 8;

/**
 * At the start of an alternative: flags, a line or text anchor, a skip over blanks, groups being
 * opened, then any character (`.` or a negated class) counted with a finite bound.
 */
const COUNTED_ANY = /^(?:\(\?[a-z]+\))?(?:\^|\\A)?(?:\\s[*+?]|[ ][*+?]|\[[ \\t]+\][*+?])?(?:\((?:\?:|\?P?<\w+>)?)*(\.|\[\^(?:\\.|[^\]\\])*\])\{(\d*)(,(\d*))?\}/u;

/**
 * The counted run of any character a pattern opens with (`^.{0,16}`), and its bound, when the bound
 * is COSTLY_COUNT or more; null otherwise. Such a run is alive on every line of every screen: the
 * scan, which runs all of a pack's patterns at once, then keeps a state for each count beside what
 * every other pattern is doing. A run of a narrower class (`\S{1,8}`) dies at the first space, and
 * one after a literal (`Paste .{1,60}`) starts only where the literal is, so neither is warned of.
 */
export function countedAnyOpening(source: string): { run: string; bound: number } | null {
  for (const [from, to] of topLevelAlternatives(source) ?? []) {
    const found = COUNTED_ANY.exec(source.slice(from, to));
    if (found === null) continue;
    const [, atom, low, comma, high] = found;
    // {n}, {m,n}; an open bound ({m,}) counts only up to m.
    const bound = comma === undefined ? Number(low) : high === '' ? Number(low) : Number(high);
    if (Number.isFinite(bound) && bound >= COSTLY_COUNT) return { run: `${atom}{${low}${comma ?? ''}}`, bound };
  }
  return null;
}
