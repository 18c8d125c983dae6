// A todo board as prompt text: a count line and one marked line per item, cut at a limit.
import { describe, expect, it } from 'vitest';
import { boardText, oneLine } from '../../src/guard/board-text.js';
import type { TodoLike } from '../../src/guard/todo.js';

const todo = (id: string, content: string, status: string): TodoLike => ({ id, content, status });

describe('boardText', () => {
  it('says an empty board has nothing done', () => {
    expect(boardText([])).toBe('Board (0 of 0 done):');
  });

  it('marks done, in progress and open items, and counts only completed ones as done', () => {
    const board = [todo('1', 'Write tests', 'completed'), todo('2', 'Fix the bug', 'in_progress'), todo('3', 'Ship', 'pending'), todo('4', 'Odd', 'blocked')];
    expect(boardText(board)).toBe(['Board (1 of 4 done):', '  [x] Write tests', '  [~] Fix the bug', '  [ ] Ship', '  [ ] Odd'].join('\n'));
  });

  it('shows at most `limit` items and says how many more there are', () => {
    const board = [todo('1', 'a', 'completed'), todo('2', 'b', 'completed'), todo('3', 'c', 'pending')];
    expect(boardText(board, 1)).toBe('Board (2 of 3 done):\n  [x] a\n  … and 2 more');
    expect(boardText(board, 0)).toBe('Board (2 of 3 done):\n  … and 3 more');
    expect(boardText(board, 3)).toBe('Board (2 of 3 done):\n  [x] a\n  [x] b\n  [ ] c');
  });

  it('keeps each item on one line', () => {
    expect(boardText([todo('1', '  Fix\n  the\tbug  ', 'pending')])).toBe('Board (0 of 1 done):\n  [ ] Fix the bug');
    expect(oneLine('a\n\nb')).toBe('a b');
  });
});
