// Builds the prompt that moves an auto loop off a todo whose board stayed frozen, and caps how often.
import { boardText, oneLine } from './board-text.js';
import { type TodoLike } from './todo.js';

/**
 * Advancements allowed (summed over all todos) before the loop gives up on the board and halts;
 * without a cap a board that never moves is cycled through forever. Reset on manual input.
 */
export const MAX_ADVANCEMENT_ATTEMPTS = 9;

// Openings rotate with the attempt count, and each names the count, so no two advancement
// prompts for the same todos normalize to the same text and trip the repetition guard.
const OPENINGS: readonly ((label: string, attempt: number) => string)[] = [
  (label, n) => `Attempt ${n} on "${label}" left the todo board unchanged, so set it aside for now.`,
  (label, n) => `"${label}" is still open after attempt ${n} with no change on the board; move on from it.`,
  (label, n) => `No board movement on "${label}" (attempt ${n}). Park it and pick up other work.`,
  (label, n) => `After attempt ${n}, "${label}" has not moved on the board. Leave it and continue elsewhere.`,
  (label, n) => `The board is frozen on "${label}" (attempt ${n}); stop retrying it for now.`,
];

const LABEL_LIMIT = 80;
const BOARD_LIMIT = 20;

/**
 * The prompt fed instead of a stalled grounded continuation: it names the stalled todo and the
 * attempt count, points at `nextTodo` (or, when none is left, asks for a status report), and
 * lists the board so the agent can see what is open.
 */
export function generateAdvancementPrompt(
  stalledTodo: { id: string; content: string },
  nextTodo: TodoLike | null,
  attemptCount: number,
  todos: readonly TodoLike[],
): string {
  const attempt = Number.isFinite(attemptCount) && attemptCount >= 1 ? Math.floor(attemptCount) : 1;
  const opening = OPENINGS[(attempt - 1) % OPENINGS.length]!(shorten(stalledTodo.content), attempt);
  const lines = [opening, ''];
  if (nextTodo === null) {
    lines.push('Nothing else on the board is open. Report what is done, what is blocked, and what you need from me.');
  } else {
    const label = nextTodo.status === 'in_progress' && nextTodo.activeForm ? nextTodo.activeForm : nextTodo.content;
    lines.push(`Next, work on: ${oneLine(label)}`);
  }
  // The board is context for the agent, so a long one is cut; the attempt count keeps texts distinct.
  if (todos.length > 0) lines.push('', boardText(todos, BOARD_LIMIT));
  lines.push('', 'Mark items completed as you finish them so the board reflects the work.');
  return lines.join('\n');
}

function shorten(text: string): string {
  const flat = oneLine(text);
  return flat.length <= LABEL_LIMIT ? flat : `${flat.slice(0, LABEL_LIMIT - 1)}…`;
}
