// How far apart two words are, and the nearest of a list: what a "did you mean" names.

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
 * The word of `words` nearest to `typed`, however far: a snake_case word that shares a part with it
 * comes first (`quota_exceeded` → `billing_quota`), then the fewest edits. Undefined only when
 * `words` is empty.
 */
export function nearestWord(typed: string, words: readonly string[]): string | undefined {
  const parts = new Set(typed.toLowerCase().split(/[_\W]+/u).filter((part) => part.length > 2));
  const shares = (word: string): boolean => word.split('_').some((part) => parts.has(part));
  let best: string | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const word of words) {
    const score = editDistance(typed, word) - (shares(word) ? 1000 : 0);
    if (score < bestScore) {
      best = word;
      bestScore = score;
    }
  }
  return best;
}
