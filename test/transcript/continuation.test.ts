// The grounded continuation: which todo it is about, and the board it lists.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardText } from '../../src/guard/board-text.js';
import { continuationFocus, synthesizeContinuation } from '../../src/transcript/continuation.js';

const todo = fc.record({
  id: fc.constantFrom('1', '2', '3', '4'),
  content: fc.constantFrom('Write the parser', 'Wire  the\nflag', ' Document it '),
  status: fc.constantFrom('pending', 'in_progress', 'completed', 'blocked'),
});

describe('continuationFocus', () => {
  it('is the unskipped in-progress item, else the unskipped pending one, else the first in progress, else the first pending', () => {
    fc.assert(
      fc.property(fc.array(todo, { maxLength: 6 }), fc.subarray(['1', '2', '3', '4']), (board, skippedIds) => {
        const isSkipped = (id: string): boolean => skippedIds.includes(id);
        // The rule as the doc comment states it, one search per clause.
        const expected =
          board.find((t) => t.status === 'in_progress' && !isSkipped(t.id)) ??
          board.find((t) => t.status === 'pending' && !isSkipped(t.id)) ??
          board.find((t) => t.status === 'in_progress') ??
          board.find((t) => t.status === 'pending') ??
          null;
        expect(continuationFocus(board, isSkipped)).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });
});

describe('synthesizeContinuation', () => {
  const board = [
    { id: '1', content: 'Write the parser', status: 'completed' },
    { id: '2', content: 'Wire  the\nCLI flag', status: 'in_progress' },
    { id: '3', content: 'Document the flag', status: 'pending' },
  ];

  it('names the focus on one line, then lists the whole board', () => {
    expect(synthesizeContinuation(board, () => false)).toBe(
      [
        'Continue the todo in progress: Wire the CLI flag',
        '',
        'Board (1 of 3 done):',
        '  [x] Write the parser',
        '  [~] Wire the CLI flag',
        '  [ ] Document the flag',
      ].join('\n'),
    );
  });

  it('moves to the next pending item when the one in progress was skipped, and is null when nothing is open', () => {
    expect(synthesizeContinuation(board, (id) => id === '2')?.split('\n')[0]).toBe('Start the next todo: Document the flag');
    expect(synthesizeContinuation([board[0]!], () => false)).toBeNull();
  });
});

describe('boardText', () => {
  it('cuts the board at the limit and says how many items were left out', () => {
    const todos = Array.from({ length: 5 }, (_, i) => ({ id: String(i), content: `Item ${i}`, status: 'pending' }));
    expect(boardText(todos, 2)).toBe(['Board (0 of 5 done):', '  [ ] Item 0', '  [ ] Item 1', '  … and 3 more'].join('\n'));
    expect(boardText([])).toBe('Board (0 of 0 done):');
  });
});
