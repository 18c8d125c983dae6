// The results a server gave lately, by what was asked: an orchestrator polling its panes sends the same
// screen again and again while an agent waits, and a classification depends on nothing but its input.

import type { ClassificationResult } from '../result/types.js';

export interface RecentResultsLimits {
  /** The most results kept. */
  readonly maxEntries: number;
  /** The most characters of screen text kept, summed: screens are kilobytes each, so this bounds the memory. */
  readonly maxScreenChars: number;
}

/**
 * Enough for every pane of a large tmux server, twice over, and for screens of a few kilobytes about
 * 16 MiB of text (twice that in memory at worst, as UTF-16).
 */
export const RECENT_RESULTS_LIMITS: RecentResultsLimits = { maxEntries: 4096, maxScreenChars: 16 << 20 };

/** What a screen request's result depends on besides the pack set: its text, its hints and its size. */
export interface ScreenQuestion {
  readonly screen: string;
  readonly process: string | undefined;
  readonly argv: string | undefined;
  readonly vendor: string | undefined;
  readonly cols: number | undefined;
  readonly rows: number | undefined;
}

/** The hints and size as one string: equal only when every one of them is. */
function hintsKey(question: ScreenQuestion): string {
  const { process, argv, vendor, cols, rows } = question;
  return JSON.stringify([process ?? null, argv ?? null, vendor ?? null, cols ?? null, rows ?? null]);
}

/**
 * The results of recent questions, least recently asked screen dropped first once either limit is
 * passed. Screens are looked up by their own text, hashed once as it came from the request, not by a
 * key made of it and the hints (a copy of kilobytes for every request). A result is handed out as it
 * was stored, to every asker, so it is frozen as it is stored.
 */
export class RecentResults {
  /** By screen text, in the order last asked: each screen's results by its hints. */
  private readonly screens = new Map<string, Map<string, ClassificationResult>>();
  private entries = 0;
  private screenChars = 0;

  constructor(private readonly limits: RecentResultsLimits = RECENT_RESULTS_LIMITS) {}

  get size(): number {
    return this.entries;
  }

  get(question: ScreenQuestion): ClassificationResult | undefined {
    const results = this.screens.get(question.screen);
    const result = results?.get(hintsKey(question));
    if (result === undefined) return undefined;
    // Asked again: the screen moves to the far end of the eviction order.
    this.screens.delete(question.screen);
    this.screens.set(question.screen, results!);
    return result;
  }

  /** Keeps `result`, frozen through and through: the one object goes to every later asker. */
  set(question: ScreenQuestion, result: ClassificationResult): void {
    const { screen } = question;
    // A screen longer than all the room there is would only empty the memo.
    if (screen.length > this.limits.maxScreenChars || this.limits.maxEntries < 1) return;
    deepFreeze(result);
    let results = this.screens.get(screen);
    if (results === undefined) {
      results = new Map();
      this.screenChars += screen.length;
    } else {
      this.screens.delete(screen);
    }
    this.screens.set(screen, results);
    const key = hintsKey(question);
    if (!results.has(key)) this.entries += 1;
    results.set(key, result);
    for (const [oldest, dropped] of this.screens) {
      if (this.entries <= this.limits.maxEntries && this.screenChars <= this.limits.maxScreenChars) break;
      this.screens.delete(oldest);
      this.entries -= dropped.size;
      this.screenChars -= oldest.length;
    }
  }
}

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}
