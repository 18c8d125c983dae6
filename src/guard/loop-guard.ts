// The auto-proceed loop guard: remembers the last few auto-fed prompts and says when a re-feed is a loop.
import { normalizeForRepetition } from './normalize.js';

export interface LoopGuardOptions {
  /** Consecutive identical feeds (after normalization) that halt. Default 2; never below 2. */
  repeatThreshold?: number;
  /** How many recent feeds are kept. Default 3; never below `repeatThreshold`. */
  windowSize?: number;
}

export interface RepetitionSignal {
  /** The prompt as the guard compared it. */
  normalized: string;
  /** Identical feeds in a row ending with this one, this one included (at least 1, at most the window). */
  runLength: number;
  /** The run reached the threshold: do not feed this prompt; break the loop and ask the user. */
  shouldHalt: boolean;
}

export type GroundedRepetitionAction = 'feed' | 'steer' | 'halt';

export interface GroundedRepetitionSignal extends RepetitionSignal {
  /** `feed` as is; `steer`: feed with GROUNDED_NO_PROGRESS_STEER appended; `halt`: stop like `shouldHalt`. */
  action: GroundedRepetitionAction;
}

export interface AutoProceedLoopGuard {
  /** Records a prompt about to be auto-fed (echoed from model output). */
  record(prompt: string): RepetitionSignal;
  /** Records a prompt synthesized from the todo board: a repeat steers once, then halts. */
  recordGrounded(prompt: string): GroundedRepetitionSignal;
  /** Forgets everything; call it on any manual input. */
  reset(): void;
  /** The retained normalized prompts, oldest first. A copy. */
  history(): readonly string[];
  /** How many prompts are retained. */
  size(): number;
}

export const DEFAULT_REPEAT_THRESHOLD = 2;
export const DEFAULT_WINDOW_SIZE = 3;

/**
 * Appended once to a grounded continuation whose board did not move in a whole automatic turn.
 * A frozen board usually means the agent did the work and forgot to update the board, so a nudge
 * to bring the board up to date recovers more runs than a halt would.
 */
export const GROUNDED_NO_PROGRESS_STEER = [
  'Heads-up: the todo board looks exactly as it did before your last turn, so this same continuation is being sent again.',
  'First update the board so it matches reality:',
  '- mark every item you have finished as completed;',
  '- if the current item is too big for one turn, break it into smaller items;',
  '- drop or rewrite items that no longer make sense.',
  'Then carry on. If something blocks you, say what it is rather than repeating the previous turn.',
].join('\n');

/** Resolved options: the guard's own view after defaults and clamping. */
export interface ResolvedLoopGuardOptions {
  readonly repeatThreshold: number;
  readonly windowSize: number;
}

export function resolveLoopGuardOptions(options: LoopGuardOptions = {}): ResolvedLoopGuardOptions {
  // A threshold of 1 would halt every first feed, and a NaN would compare false forever and
  // silently switch the guard off: both fall back to something that still guards.
  const repeatThreshold = Math.max(2, wholeNumberOr(options.repeatThreshold, DEFAULT_REPEAT_THRESHOLD));
  // The run is counted inside the window, so a window shorter than the threshold could never halt.
  const windowSize = Math.max(repeatThreshold, wholeNumberOr(options.windowSize, DEFAULT_WINDOW_SIZE));
  return { repeatThreshold, windowSize };
}

function wholeNumberOr(value: number | undefined, fallback: number): number {
  return value === undefined || !Number.isFinite(value) ? fallback : Math.floor(value);
}

export function createAutoProceedLoopGuard(options: LoopGuardOptions = {}): AutoProceedLoopGuard {
  const { repeatThreshold, windowSize } = resolveLoopGuardOptions(options);
  // A ring buffer: at a million feeds a second, shifting an array on every feed shows up.
  const ring: string[] = new Array<string>(windowSize);
  let next = 0;
  let count = 0;
  let runLength = 0;
  let steeredFor: string | null = null;

  function record(prompt: string): RepetitionSignal {
    const normalized = normalizeForRepetition(prompt);
    const newest = count === 0 ? undefined : ring[(next + windowSize - 1) % windowSize];
    // The run never outgrows the window: the guard only knows what it retains.
    runLength = newest === normalized ? Math.min(runLength + 1, windowSize) : 1;
    ring[next] = normalized;
    next = (next + 1) % windowSize;
    if (count < windowSize) count += 1;
    if (steeredFor !== null && steeredFor !== normalized) steeredFor = null;
    return { normalized, runLength, shouldHalt: runLength >= repeatThreshold };
  }

  function recordGrounded(prompt: string): GroundedRepetitionSignal {
    const { normalized, runLength: run, shouldHalt } = record(prompt);
    if (!shouldHalt) return { normalized, runLength: run, shouldHalt, action: 'feed' };
    if (steeredFor === normalized) return { normalized, runLength: run, shouldHalt, action: 'halt' };
    steeredFor = normalized;
    return { normalized, runLength: run, shouldHalt: false, action: 'steer' };
  }

  function reset(): void {
    next = 0;
    count = 0;
    runLength = 0;
    steeredFor = null;
  }

  function history(): readonly string[] {
    const out: string[] = [];
    for (let i = count; i > 0; i -= 1) out.push(ring[(next + windowSize - i) % windowSize]!);
    return out;
  }

  return { record, recordGrounded, reset, history, size: () => count };
}
