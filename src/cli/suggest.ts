// The nearest of some names to a mistyped one: how `clasify` and `--proces` get a "did you mean".

import { editDistance } from '../shared/edit-distance.js';

export { editDistance };

/**
 * The candidate nearest to `typed`, when it is near enough to be what was meant: within a third of
 * its length in edits (at least 2), or a candidate that starts with what was typed (`--proc`).
 */
export function closest(typed: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const distance = candidate.startsWith(typed) && typed.length >= 3 ? 0.5 : editDistance(typed, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= Math.max(2, Math.floor(typed.length / 3)) ? best : undefined;
}
