// What a reader took from a log: counts, the summary words, and the warning for a board never read.
import { describe, expect, it } from 'vitest';
import { boardWarning, count, countImported, describeImported } from '../../src/transcript/imported.js';

describe('countImported', () => {
  it('counts a board, a reply, and every other event as an input', () => {
    const counts = { inputs: 0, replies: 0, boards: 0 };
    countImported(counts, { type: 'todos', todos: [] });
    countImported(counts, { type: 'reply', text: 'done' });
    countImported(counts, { type: 'manual', text: 'hi' });
    countImported(counts, { type: 'auto', prompt: 'go' });
    countImported(counts, { type: 'grounded', prompt: 'next' });
    expect(counts).toEqual({ inputs: 3, replies: 1, boards: 1 });
  });
});

describe('boardWarning', () => {
  it('is null with no tool call, or when a board was read', () => {
    expect(boardWarning(0, { inputs: 1, replies: 1, boards: 0 })).toBeNull();
    expect(boardWarning(5, { inputs: 1, replies: 1, boards: 1 })).toBeNull();
  });

  it('warns when tool calls were made and no board was read, in the singular for one', () => {
    expect(boardWarning(1, { inputs: 0, replies: 0, boards: 0 })).toBe('1 tool call but no todo board was read: if the agent kept one, its tool was not recognised');
    expect(boardWarning(12, { inputs: 3, replies: 2, boards: 0 })).toBe('12 tool calls but no todo board was read: if the agent kept one, its tool was not recognised');
  });
});

describe('describeImported and count', () => {
  it('says each count with its noun, singular for one', () => {
    expect(describeImported({ inputs: 4, replies: 3, boards: 2 })).toBe('read 4 inputs, 3 replies, 2 boards');
    expect(describeImported({ inputs: 1, replies: 1, boards: 1 })).toBe('read 1 input, 1 reply, 1 board');
    expect(describeImported({ inputs: 0, replies: 0, boards: 0 })).toBe('read 0 inputs, 0 replies, 0 boards');
  });

  it('count takes an irregular plural', () => {
    expect(count(2, 'reply', 'replies')).toBe('2 replies');
    expect(count(1, 'reply', 'replies')).toBe('1 reply');
    expect(count(2, 'halt')).toBe('2 halts');
  });
});
