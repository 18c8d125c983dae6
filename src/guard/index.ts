// ptyscreen/guard: the auto-proceed loop guard and its todo-board helpers. Browser-safe: no Node imports.
export { normalizeForRepetition } from './normalize.js';
export {
  createAutoProceedLoopGuard,
  resolveLoopGuardOptions,
  DEFAULT_REPEAT_THRESHOLD,
  DEFAULT_WINDOW_SIZE,
  GROUNDED_NO_PROGRESS_STEER,
  type AutoProceedLoopGuard,
  type GroundedRepetitionAction,
  type GroundedRepetitionSignal,
  type LoopGuardOptions,
  type RepetitionSignal,
  type ResolvedLoopGuardOptions,
} from './loop-guard.js';
export { createContinuationAttemptTracker, type ContinuationAttemptTracker } from './attempt-tracker.js';
export { generateAdvancementPrompt, MAX_ADVANCEMENT_ATTEMPTS } from './advancement.js';
export { matchTodoIdFromPrompt, todoMentionedInPrompt, type StalledTodoMatch } from './match-todo.js';
export { isOpenTodo, type TodoLike } from './todo.js';
