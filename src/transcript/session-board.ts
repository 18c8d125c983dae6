// Turns a todo list written by an agent tool (Claude Code TodoWrite, Codex update_plan) into a board.
import { TODO_STATUSES, type TodoItem, type TodoStatus } from './events.js';

export interface LooseTodo {
  readonly id?: unknown;
  readonly content: unknown;
  readonly status?: unknown;
  readonly activeForm?: unknown;
}

/**
 * Items without text are dropped; unknown statuses count as pending. Recent TodoWrite calls and
 * every update_plan call carry no ids, so an item's text stands in for one: it is what stays the
 * same while the board moves, and the attempt tracker counts per id.
 */
export function boardFromLooseTodos(items: readonly LooseTodo[]): TodoItem[] {
  const board: TodoItem[] = [];
  const seen = new Map<string, number>();
  for (const item of items) {
    if (typeof item.content !== 'string' || item.content.trim().length === 0) continue;
    const given = typeof item.id === 'string' || typeof item.id === 'number' ? String(item.id) : '';
    const base = given.length > 0 ? given : item.content;
    const repeats = (seen.get(base) ?? 0) + 1;
    seen.set(base, repeats);
    const status = (TODO_STATUSES as readonly unknown[]).includes(item.status) ? (item.status as TodoStatus) : 'pending';
    board.push({
      id: repeats === 1 ? base : `${base} #${repeats}`,
      content: item.content,
      status,
      ...(typeof item.activeForm === 'string' ? { activeForm: item.activeForm } : {}),
    });
  }
  return board;
}

/** Items of an array-valued field, or null when the field is not an array. */
export function looseTodos(value: unknown): LooseTodo[] | null {
  if (!Array.isArray(value)) return null;
  return value.filter((item): item is LooseTodo => typeof item === 'object' && item !== null);
}
