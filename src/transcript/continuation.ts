// Synthesizes a grounded continuation from the todo board and picks where an advancement goes next.
import { boardText, oneLine } from '../guard/board-text.js';
import { isOpenTodo, type TodoLike } from '../guard/index.js';

/**
 * The todo a grounded continuation is about: the in_progress item, else the first pending one,
 * passing over items the loop already skipped unless every open item was skipped. Null when
 * nothing is open.
 */
export function continuationFocus<T extends TodoLike>(board: readonly T[], isSkipped: (id: string) => boolean): T | null {
  // One pass: a replay asks on every move of the board.
  let pending: T | undefined;
  let skippedInProgress: T | undefined;
  let skippedPending: T | undefined;
  for (const todo of board) {
    if (todo.status === 'in_progress') {
      if (!isSkipped(todo.id)) return todo;
      skippedInProgress ??= todo;
    } else if (todo.status === 'pending') {
      if (pending === undefined && !isSkipped(todo.id)) pending = todo;
      else skippedPending ??= todo;
    }
  }
  return pending ?? skippedInProgress ?? skippedPending ?? null;
}

/**
 * The continuation an orchestrator feeds when a reply suggests nothing but the board has open
 * items. The whole board is part of the text on purpose: any movement on the board changes the
 * prompt, so an identical prompt means the board did not move at all.
 */
export function synthesizeContinuation(board: readonly TodoLike[], isSkipped: (id: string) => boolean): string | null {
  const focus = continuationFocus(board, isSkipped);
  if (focus === null) return null;
  const lead = focus.status === 'in_progress' ? 'Continue the todo in progress' : 'Start the next todo';
  return `${lead}: ${oneLine(focus.content)}\n\n${boardText(board)}`;
}

/**
 * Where to advance after `stalledId` stalled: the next open item after it in board order
 * (wrapping) that was not skipped; else any other open item; else null.
 */
export function nextOpenTodo<T extends TodoLike>(board: readonly T[], stalledId: string, isSkipped: (id: string) => boolean): T | null {
  const start = board.findIndex((todo) => todo.id === stalledId);
  let fallback: T | null = null;
  for (let step = 1; step <= board.length; step += 1) {
    const todo = board[(start + step + board.length) % board.length]!;
    if (todo.id === stalledId || !isOpenTodo(todo)) continue;
    if (!isSkipped(todo.id)) return todo;
    fallback ??= todo;
  }
  return fallback;
}

export function hasOpenTodo(board: readonly TodoLike[]): boolean {
  return board.some(isOpenTodo);
}
