// Finds the todo a stalled grounded continuation was about, so the loop can count and skip it.
import { normalizeForRepetition } from './normalize.js';
import { isOpenTodo, type TodoLike } from './todo.js';

export interface StalledTodoMatch {
  id: string;
  content: string;
}

/**
 * Which todo a stalled continuation prompt was about. In order: an in_progress item whose text
 * (content or activeForm) appears in the prompt — continuations are built from the in_progress
 * item first; else a pending item whose text appears; else the first item not completed.
 * Text is compared the way the loop guard compares prompts (case and whitespace folded).
 * Null when the board is empty or every item is completed.
 */
export function matchTodoIdFromPrompt(todos: readonly TodoLike[], prompt: string): StalledTodoMatch | null {
  const mentioned = todoMentionedInPrompt(todos, prompt);
  if (mentioned !== null) return mentioned;
  const firstOpen = todos.find(isOpenTodo);
  return firstOpen === undefined ? null : asMatch(firstOpen);
}

/**
 * The open todo a prompt names by its text (content or activeForm), in_progress items first; null
 * when it names none. matchTodoIdFromPrompt without its fallback: for telling whether a prompt is
 * about the board at all.
 */
export function todoMentionedInPrompt(todos: readonly TodoLike[], prompt: string): StalledTodoMatch | null {
  const haystack = normalizeForRepetition(prompt);
  const inProgress = todos.find((todo) => todo.status === 'in_progress' && mentions(haystack, todo));
  if (inProgress !== undefined) return asMatch(inProgress);
  const pending = todos.find((todo) => todo.status === 'pending' && mentions(haystack, todo));
  return pending === undefined ? null : asMatch(pending);
}

function mentions(haystack: string, todo: TodoLike): boolean {
  return contains(haystack, todo.content) || (todo.activeForm !== undefined && contains(haystack, todo.activeForm));
}

function contains(haystack: string, label: string): boolean {
  const needle = normalizeForRepetition(label);
  // An empty label is "in" every prompt; it must not win over the fallback.
  return needle.length > 0 && haystack.includes(needle);
}

function asMatch(todo: TodoLike): StalledTodoMatch {
  return { id: todo.id, content: todo.content };
}
