// The shape of a todo-board item as the guard helpers read it; any richer item type fits.

/** A todo as the board reports it. Only `status === 'completed'` closes an item. */
export interface TodoLike {
  readonly id: string;
  readonly content: string;
  readonly status: string;
  readonly activeForm?: string | undefined;
}

export function isOpenTodo(todo: TodoLike): boolean {
  return todo.status !== 'completed';
}
