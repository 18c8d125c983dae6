// Counts continuation attempts per todo and remembers which todos the loop advanced past.

export interface ContinuationAttemptTracker {
  /** Counts one more attempt on this todo and returns the new count (1 on the first). */
  recordAttempt(todoId: string): number;
  /** Attempts so far on this todo; 0 when never attempted. */
  getAttempts(todoId: string): number;
  /** Notes that the loop moved on from this todo because the board did not move. */
  markSkipped(todoId: string): void;
  isSkipped(todoId: string): boolean;
  /** Forgets every todo; call it on manual input. */
  reset(): void;
  /** A plain copy of what is tracked, for diagnostics. */
  snapshot(): Record<string, { attempts: number; skipped: boolean }>;
}

interface TrackedTodo {
  attempts: number;
  skipped: boolean;
}

export function createContinuationAttemptTracker(): ContinuationAttemptTracker {
  const tracked = new Map<string, TrackedTodo>();

  function entry(todoId: string): TrackedTodo {
    let found = tracked.get(todoId);
    if (found === undefined) {
      found = { attempts: 0, skipped: false };
      tracked.set(todoId, found);
    }
    return found;
  }

  return {
    recordAttempt(todoId) {
      const found = entry(todoId);
      found.attempts += 1;
      return found.attempts;
    },
    getAttempts: (todoId) => tracked.get(todoId)?.attempts ?? 0,
    markSkipped(todoId) {
      entry(todoId).skipped = true;
    },
    isSkipped: (todoId) => tracked.get(todoId)?.skipped ?? false,
    reset() {
      // clear() allocates a fresh table even for an empty map, and replay resets on every manual input.
      if (tracked.size > 0) tracked.clear();
    },
    snapshot() {
      // A null prototype, so a todo id such as "__proto__" is stored like any other.
      const copy = Object.create(null) as Record<string, { attempts: number; skipped: boolean }>;
      for (const [id, { attempts, skipped }] of tracked) copy[id] = { attempts, skipped };
      return copy;
    },
  };
}
