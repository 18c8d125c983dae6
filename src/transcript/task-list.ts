// Follows Claude Code's task list (TaskCreate / TaskUpdate / task_reminder) and renders it as a board.
import { type TodoItem } from './events.js';
import { isPlainObject } from './json-line.js';
import { boardFromLooseTodos } from './session-board.js';

export interface TaskList {
  /** A `TaskCreate` call (`subject`, `activeForm`); the board after it, or null when it names nothing. */
  create(input: Record<string, unknown>): TodoItem[] | null;
  /** A `TaskUpdate` call (`taskId`, and `status`, `subject` or `activeForm`); null when it changes no known task. */
  update(input: Record<string, unknown>): TodoItem[] | null;
  /** The whole list as a `task_reminder` carries it (`id`, `subject`, `status` …); the board it makes. */
  replace(items: readonly unknown[]): TodoItem[];
}

interface Task {
  subject: string;
  status: unknown;
  activeForm: unknown;
}

/**
 * Claude Code numbers tasks 1, 2, 3 … in the order they are created and names them by that number
 * in `TaskUpdate`; the log holds only the calls, so the numbers are counted here. A status of
 * `deleted` removes a task. A task_reminder, read from Claude Code's own task files, resets the
 * list to what it says, so a count that drifted (tasks made in a part of the session not logged)
 * is put right at the next reminder.
 */
export function createTaskList(): TaskList {
  const tasks = new Map<string, Task>();
  let lastId = 0;

  function board(): TodoItem[] {
    const ordered = [...tasks.entries()].sort(([a], [b]) => Number(a) - Number(b) || a.localeCompare(b));
    return boardFromLooseTodos(ordered.map(([id, task]) => ({ id, content: task.subject, status: task.status, activeForm: task.activeForm })));
  }

  return {
    create(input) {
      const subject = input['subject'];
      if (typeof subject !== 'string' || subject.trim().length === 0) return null;
      lastId += 1;
      tasks.set(String(lastId), { subject, status: 'pending', activeForm: input['activeForm'] });
      return board();
    },
    update(input) {
      const id = input['taskId'];
      const task = typeof id === 'string' || typeof id === 'number' ? tasks.get(String(id)) : undefined;
      if (task === undefined) return null;
      if (input['status'] === 'deleted') tasks.delete(String(id));
      else if (input['status'] !== undefined) task.status = input['status'];
      if (typeof input['subject'] === 'string' && input['subject'].trim().length > 0) task.subject = input['subject'];
      if (typeof input['activeForm'] === 'string') task.activeForm = input['activeForm'];
      return board();
    },
    replace(items) {
      tasks.clear();
      for (const record of items) {
        if (!isPlainObject(record)) continue;
        const id = typeof record['id'] === 'string' || typeof record['id'] === 'number' ? String(record['id']) : String(lastId + 1);
        const subject = typeof record['subject'] === 'string' ? record['subject'] : record['content'];
        if (typeof subject !== 'string') continue;
        tasks.set(id, { subject, status: record['status'], activeForm: record['activeForm'] });
        if (Number(id) > lastId) lastId = Number(id);
      }
      return board();
    },
  };
}
