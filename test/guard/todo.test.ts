// Which todos are still open: only a completed one is closed, whatever other status an agent invents.
import { describe, expect, it } from 'vitest';
import { isOpenTodo, type TodoLike } from '../../src/guard/todo.js';

const todo = (status: string): TodoLike => ({ id: '1', content: 'a', status });

describe('isOpenTodo', () => {
  it('only a completed item is closed', () => {
    expect(isOpenTodo(todo('completed'))).toBe(false);
    expect(isOpenTodo(todo('pending'))).toBe(true);
    expect(isOpenTodo(todo('in_progress'))).toBe(true);
    expect(isOpenTodo(todo('cancelled'))).toBe(true);
  });
});
