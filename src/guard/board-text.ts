// Renders a todo board as prompt text; shared by advancement prompts and synthesized continuations.
import { collapseWhitespace } from './normalize.js';
import { type TodoLike } from './todo.js';

/** Collapses a label to one line so a todo never breaks the board layout of a prompt. */
export const oneLine = collapseWhitespace;

/** `Board (2 of 5 done):` and one `[x]`/`[~]`/`[ ]` line per item, at most `limit` items. */
export function boardLines(todos: readonly TodoLike[], limit = Number.POSITIVE_INFINITY): string[] {
  const done = todos.filter((todo) => todo.status === 'completed').length;
  const lines = [`Board (${done} of ${todos.length} done):`];
  for (const todo of todos.slice(0, limit)) lines.push(`  ${statusMark(todo.status)} ${oneLine(todo.content)}`);
  if (todos.length > limit) lines.push(`  … and ${todos.length - limit} more`);
  return lines;
}

function statusMark(status: string): string {
  return status === 'completed' ? '[x]' : status === 'in_progress' ? '[~]' : '[ ]';
}
