// Renders a todo board as prompt text; shared by advancement prompts and synthesized continuations.
import { collapseWhitespace } from './normalize.js';
import { type TodoLike } from './todo.js';

/** Collapses a label to one line so a todo never breaks the board layout of a prompt. */
export const oneLine = collapseWhitespace;

/**
 * `Board (2 of 5 done):` and one `[x]`/`[~]`/`[ ]` line per item, at most `limit` items, as lines
 * joined by newlines. Built by concatenation: a replay renders a board on every move of it.
 */
export function boardText(todos: readonly TodoLike[], limit = Number.POSITIVE_INFINITY): string {
  let done = 0;
  for (const todo of todos) if (todo.status === 'completed') done += 1;
  let text = `Board (${done} of ${todos.length} done):`;
  const shown = Math.min(todos.length, limit);
  for (let index = 0; index < shown; index += 1) {
    const todo = todos[index]!;
    text += `\n  ${statusMark(todo.status)} ${oneLine(todo.content)}`;
  }
  if (todos.length > shown) text += `\n  … and ${todos.length - shown} more`;
  return text;
}

function statusMark(status: string): string {
  return status === 'completed' ? '[x]' : status === 'in_progress' ? '[~]' : '[ ]';
}
