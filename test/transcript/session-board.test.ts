// A todo list written by an agent tool, as a board: items without text dropped, ids made up from text where none is given.
import { describe, expect, it } from 'vitest';
import { boardFromLooseTodos, looseTodos } from '../../src/transcript/session-board.js';

describe('boardFromLooseTodos', () => {
  it('keeps given ids, numbers as text, and the activeForm when it is text', () => {
    expect(boardFromLooseTodos([{ id: 'a', content: 'Write', status: 'completed', activeForm: 'Writing' }, { id: 7, content: 'Test', status: 'in_progress', activeForm: 3 }])).toEqual([
      { id: 'a', content: 'Write', status: 'completed', activeForm: 'Writing' },
      { id: '7', content: 'Test', status: 'in_progress' },
    ]);
  });

  it('uses the text as the id when none is given, and numbers repeats', () => {
    expect(boardFromLooseTodos([{ content: 'Fix' }, { content: 'Fix', status: 'completed' }, { id: '', content: 'Fix' }]).map((todo) => todo.id)).toEqual(['Fix', 'Fix #2', 'Fix #3']);
    expect(boardFromLooseTodos([{ id: 'x', content: 'a' }, { id: 'x', content: 'b' }]).map((todo) => todo.id)).toEqual(['x', 'x #2']);
  });

  it('reads an unknown or missing status as pending', () => {
    expect(boardFromLooseTodos([{ content: 'a', status: 'blocked' }, { content: 'b' }, { content: 'c', status: 'COMPLETED' }]).map((todo) => todo.status)).toEqual(['pending', 'pending', 'pending']);
  });

  it('drops an item whose text is missing, blank or not text', () => {
    expect(boardFromLooseTodos([{ content: '' }, { content: '   ' }, { content: 5 }, { content: null }, { content: 'kept' }])).toEqual([{ id: 'kept', content: 'kept', status: 'pending' }]);
  });

  it('an object id is no id', () => {
    expect(boardFromLooseTodos([{ id: { n: 1 }, content: 'task' }])[0]!.id).toBe('task');
  });

  it('is empty for no items', () => {
    expect(boardFromLooseTodos([])).toEqual([]);
  });
});

describe('looseTodos', () => {
  it('is null for a field that is no array', () => {
    expect(looseTodos(undefined)).toBeNull();
    expect(looseTodos({ todos: [] })).toBeNull();
    expect(looseTodos('a, b')).toBeNull();
  });

  it('keeps the objects of an array, and drops null and scalars', () => {
    expect(looseTodos([{ content: 'a' }, null, 'b', 3, { content: 'c' }])).toEqual([{ content: 'a' }, { content: 'c' }]);
  });
});
