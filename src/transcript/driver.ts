// The replay driver: an incremental state machine from transcript events to feed decisions.
import {
  createAutoProceedLoopGuard,
  createContinuationAttemptTracker,
  generateAdvancementPrompt,
  GROUNDED_NO_PROGRESS_STEER,
  matchTodoIdFromPrompt,
  MAX_ADVANCEMENT_ATTEMPTS,
  normalizeForRepetition,
  todoMentionedInPrompt,
  type LoopGuardOptions,
} from '../guard/index.js';
import { continuationFocus, hasOpenTodo, nextOpenTodo, synthesizeContinuation } from './continuation.js';
import { type ReplayDecision, type TodoItem, type TranscriptEvent } from './events.js';
import { nextStepFromReply } from './next-steps.js';

export type ReplayOptions = LoopGuardOptions;

export interface ReplayDriver {
  /** Feeds one event; returns the decision it led to, if it led to a feed attempt. */
  push(event: TranscriptEvent, line: number): ReplayDecision | undefined;
  /** True while a halt stands (until manual input). */
  readonly halted: boolean;
}

/** The text an orchestrator types when it feeds a steered grounded prompt. */
export function steeredText(prompt: string): string {
  return `${prompt}\n\n${GROUNDED_NO_PROGRESS_STEER}`;
}

/**
 * Builds a driver that does what an orchestrator with the guard would do:
 * - `auto` → `record`; a repeat halts.
 * - `grounded` → `recordGrounded`: feed, steer, or — when a steered prompt repeats — advance to the
 *   next open todo with an advancement prompt, until MAX_ADVANCEMENT_ATTEMPTS advancements were
 *   made; then, or with nothing open, halt.
 * - `reply` → its <nextsteps> pick is treated as `auto`; without one, an open board yields a
 *   grounded continuation.
 * - `manual` → clears the guard, the tracker, the advancement count and any halt.
 * After a halt, attempts are `halted` (not fed, not recorded) until manual input.
 * `startBoard` is the board as it stood before the first event, for replaying part of a transcript.
 */
export function createReplayDriver(options: ReplayOptions = {}, startBoard: readonly TodoItem[] = []): ReplayDriver {
  const guard = createAutoProceedLoopGuard(options);
  const tracker = createContinuationAttemptTracker();
  const isSkipped = (id: string): boolean => tracker.isSkipped(id);
  let board: readonly TodoItem[] = startBoard;
  let advancements = 0;
  let halted = false;
  // What the last attempt put in front of the agent, for recognising it when a session log
  // records it as if typed (see ManualEvent.mayEchoFeed). Kept raw, in plain variables: it is
  // compared only when a session log has input, and every feed sets it.
  let offeredPrompt: string | null = null;
  let offeredFed = '';
  let offeredGrounded = false;
  // The feed that arrived last, until the agent replies: a turn that failed (an API error, no
  // reply) is fed again with the same text, and that retry is the orchestrator's too.
  let arrived: string | null = null;
  // The synthesized continuation depends only on the board and the skipped set; it is rebuilt
  // when either changes rather than on every reply.
  let continuation: string | null | undefined;

  function offer(prompt: string, fed: string, grounded: boolean): void {
    offeredPrompt = prompt;
    offeredFed = fed;
    offeredGrounded = grounded;
  }

  function isEchoOfOffer(text: string): boolean {
    if (offeredPrompt === null) return false;
    const typed = normalizeForRepetition(text);
    const prompt = normalizeForRepetition(offeredPrompt);
    if (typed === prompt || typed === normalizeForRepetition(offeredFed)) return true;
    // A grounded continuation is text no person types, so a message that opens with it is the
    // orchestrator's feed with its own steer wording appended.
    if (offeredGrounded && typed.startsWith(`${prompt} `)) return true;
    // An orchestrator may word a continuation its own way; one that names the todo in progress,
    // or the one the offered continuation is about ("Keep going on <todo>"), is that continuation
    // arriving.
    return offeredGrounded && namesOpenWork(text);
  }

  function namesOpenWork(text: string): boolean {
    const focus = continuationFocus(board, isSkipped);
    const named = board.filter((todo) => todo.status === 'in_progress' || todo === focus);
    return named.length > 0 && todoMentionedInPrompt(named, text) !== null;
  }

  function attemptAuto(prompt: string, line: number): ReplayDecision {
    offer(prompt, prompt, false);
    if (halted) return { line, type: 'auto', action: 'halted', runLength: 0, prompt };
    const signal = guard.record(prompt);
    if (!signal.shouldHalt) return { line, type: 'auto', action: 'feed', runLength: signal.runLength, prompt };
    halted = true;
    return { line, type: 'auto', action: 'halt', runLength: signal.runLength, prompt, reason: 'repeat' };
  }

  function attemptGrounded(prompt: string, line: number): ReplayDecision {
    if (halted) {
      offer(prompt, prompt, true);
      return { line, type: 'grounded', action: 'halted', runLength: 0, prompt };
    }
    const signal = guard.recordGrounded(prompt);
    const { runLength } = signal;
    if (signal.action === 'feed') {
      offer(prompt, prompt, true);
      return { line, type: 'grounded', action: 'feed', runLength, prompt };
    }
    if (signal.action === 'steer') {
      offer(prompt, steeredText(prompt), true);
      return { line, type: 'grounded', action: 'steer', runLength, prompt };
    }
    offer(prompt, prompt, true);
    if (!hasOpenTodo(board) || advancements >= MAX_ADVANCEMENT_ATTEMPTS) {
      halted = true;
      const reason = hasOpenTodo(board) ? 'advancement_exhausted' : 'no_progress';
      return { line, type: 'grounded', action: 'halt', runLength, prompt, reason };
    }
    const fed = advance(prompt);
    offer(prompt, fed, true);
    // The advancement prompt is fed like any other, so the guard sees it; its wording varies
    // with the attempt count, so it cannot itself look like a repeat.
    guard.record(fed);
    return { line, type: 'grounded', action: 'advance', runLength, prompt, fed };
  }

  function advance(stalledPrompt: string): string {
    // Match against the items not yet skipped: continuations pass over skipped items, so the
    // stalled prompt is about one of those unless every open item was already skipped.
    const unskipped = board.filter((todo) => !isSkipped(todo.id) && todo.status !== 'completed');
    const stalled = matchTodoIdFromPrompt(unskipped.length > 0 ? unskipped : board, stalledPrompt)!;
    const attempts = tracker.recordAttempt(stalled.id);
    tracker.markSkipped(stalled.id);
    continuation = undefined;
    advancements += 1;
    return generateAdvancementPrompt(stalled, nextOpenTodo(board, stalled.id, isSkipped), attempts, board);
  }

  function push(event: TranscriptEvent, line: number): ReplayDecision | undefined {
    switch (event.type) {
      case 'auto':
        return attemptAuto(event.prompt, line);
      case 'grounded':
        return attemptGrounded(event.prompt, line);
      case 'reply': {
        arrived = null;
        const suggested = nextStepFromReply(event.text);
        if (suggested !== null) return attemptAuto(suggested, line);
        if (continuation === undefined) continuation = synthesizeContinuation(board, isSkipped);
        return continuation === null ? undefined : attemptGrounded(continuation, line);
      }
      case 'todos':
        // Agents re-post an unchanged board often; the continuation it gave still stands.
        if (!sameItems(board, event.todos)) continuation = undefined;
        board = event.todos;
        return undefined;
      case 'manual':
        if (event.mayEchoFeed === true && isEchoOfOffer(event.text)) {
          // The feed arrives once; a second identical message after the agent replied is a
          // person typing it again.
          arrived = normalizeForRepetition(event.text);
          offeredPrompt = null;
          return undefined;
        }
        if (event.mayEchoFeed === true && arrived !== null && normalizeForRepetition(event.text) === arrived) return undefined;
        arrived = null;
        guard.reset();
        tracker.reset();
        continuation = undefined;
        advancements = 0;
        halted = false;
        offeredPrompt = null;
        return undefined;
    }
  }

  return {
    push,
    get halted() {
      return halted;
    },
  };
}

/** True when two boards list the same items in the same order: all a continuation reads of them. */
function sameItems(a: readonly TodoItem[], b: readonly TodoItem[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) {
    const x = a[index]!;
    const y = b[index]!;
    if (x.id !== y.id || x.status !== y.status || x.content !== y.content) return false;
  }
  return true;
}
