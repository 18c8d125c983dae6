// The nearest of some names to a mistyped one: how `clasify` and `--proces` get a "did you mean".

/** Edits (insert, delete, substitute, swap two neighbours) that turn `a` into `b`. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      // A swap of two neighbours (`calssify`) is one slip of the fingers, not two.
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

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
