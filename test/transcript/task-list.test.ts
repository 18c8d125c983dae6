// Claude Code's task list followed call by call: numbered as created, updated by number, reset by a reminder.
import { describe, expect, it } from 'vitest';
import { createTaskList } from '../../src/transcript/task-list.js';

describe('createTaskList', () => {
  it('numbers tasks 1, 2, 3 in the order they are created, each pending', () => {
    const list = createTaskList();
    expect(list.create({ subject: 'Read', activeForm: 'Reading' })).toEqual([{ id: '1', content: 'Read', status: 'pending', activeForm: 'Reading' }]);
    expect(list.create({ subject: 'Write' })).toEqual([
      { id: '1', content: 'Read', status: 'pending', activeForm: 'Reading' },
      { id: '2', content: 'Write', status: 'pending' },
    ]);
  });

  it('a create with no subject, or a blank one, changes nothing and uses no number', () => {
    const list = createTaskList();
    expect(list.create({})).toBeNull();
    expect(list.create({ subject: '  ' })).toBeNull();
    expect(list.create({ subject: 'First' })![0]!.id).toBe('1');
  });

  it('updates a task by its number, given as a number or as text', () => {
    const list = createTaskList();
    list.create({ subject: 'A' });
    list.create({ subject: 'B' });
    expect(list.update({ taskId: 1, status: 'completed' })!.map((todo) => [todo.id, todo.status])).toEqual([
      ['1', 'completed'],
      ['2', 'pending'],
    ]);
    expect(list.update({ taskId: '2', subject: 'B, renamed', activeForm: 'Renaming' })![1]).toEqual({ id: '2', content: 'B, renamed', status: 'pending', activeForm: 'Renaming' });
  });

  it('keeps the subject when an update gives a blank one', () => {
    const list = createTaskList();
    list.create({ subject: 'Keep me' });
    expect(list.update({ taskId: '1', subject: ' ' })![0]!.content).toBe('Keep me');
  });

  it('is null for an update of a task it does not know', () => {
    const list = createTaskList();
    list.create({ subject: 'A' });
    expect(list.update({ taskId: '9', status: 'completed' })).toBeNull();
    expect(list.update({ status: 'completed' })).toBeNull();
  });

  it('removes a task whose status becomes deleted, and does not reuse its number', () => {
    const list = createTaskList();
    list.create({ subject: 'A' });
    list.create({ subject: 'B' });
    expect(list.update({ taskId: '1', status: 'deleted' })!.map((todo) => todo.id)).toEqual(['2']);
    expect(list.create({ subject: 'C' })!.map((todo) => todo.id)).toEqual(['2', '3']);
  });

  it('a reminder replaces the list, sorted by number, and later tasks count on from its highest', () => {
    const list = createTaskList();
    list.create({ subject: 'old' });
    const board = list.replace([
      { id: '10', subject: 'ten', status: 'in_progress' },
      { id: '2', content: 'two', status: 'completed' },
      'not a task',
      { id: '3' },
    ]);
    expect(board).toEqual([
      { id: '2', content: 'two', status: 'completed' },
      { id: '10', content: 'ten', status: 'in_progress' },
    ]);
    expect(list.create({ subject: 'next' })!.at(-1)).toEqual({ id: '11', content: 'next', status: 'pending' });
  });

  it('a reminder item with no id takes the next number', () => {
    const list = createTaskList();
    list.create({ subject: 'one' });
    expect(list.replace([{ subject: 'unnumbered' }]).map((todo) => todo.id)).toEqual(['2']);
  });
});
