// matchTodoIdFromPrompt: in_progress item first, then a pending item named in the prompt, then the first open one.
import { describe, expect, it } from 'vitest';
import { matchTodoIdFromPrompt } from '../../src/guard/index.js';

type Todo = { id: string; content: string; status: string; activeForm?: string };
const todo = (id: string, content: string, status: string, activeForm?: string): Todo =>
  activeForm === undefined ? { id, content, status } : { id, content, status, activeForm };

describe('matchTodoIdFromPrompt', () => {
  const cases: [string, Todo[], string, { id: string; content: string } | null][] = [
    ['an empty board', [], 'continue', null],
    ['an all-completed board', [todo('1', 'Write docs', 'completed')], 'Write docs', null],
    [
      'the in_progress item named in the prompt, over a pending one also named',
      [todo('1', 'Write docs', 'pending'), todo('2', 'Fix the build', 'in_progress')],
      'Continue: Fix the build. Then Write docs.',
      { id: '2', content: 'Fix the build' },
    ],
    [
      'the in_progress item by its active form',
      [todo('1', 'Write docs', 'pending'), todo('2', 'Fix the build', 'in_progress', 'Fixing the build')],
      'keep going: fixing the build',
      { id: '2', content: 'Fix the build' },
    ],
    [
      'a pending item named in the prompt when the in_progress one is not named',
      [todo('1', 'Fix the build', 'in_progress'), todo('2', 'Write docs', 'pending'), todo('3', 'Ship it', 'pending')],
      'Start the next todo: write   DOCS',
      { id: '2', content: 'Write docs' },
    ],
    [
      'the first pending item named, in board order',
      [todo('1', 'Ship it', 'pending'), todo('2', 'Write docs', 'pending')],
      'Write docs, then Ship it',
      { id: '1', content: 'Ship it' },
    ],
    [
      'not a completed item even when it is named',
      [todo('1', 'Write docs', 'completed'), todo('2', 'Ship it', 'pending'), todo('3', 'Tag it', 'pending')],
      'Write docs',
      { id: '2', content: 'Ship it' },
    ],
    [
      'the first non-completed item when nothing is named',
      [todo('1', 'Write docs', 'completed'), todo('2', 'Ship it', 'pending'), todo('3', 'Fix it', 'in_progress')],
      'carry on',
      { id: '2', content: 'Ship it' },
    ],
    [
      'a named item over one whose blank text is "in" every prompt',
      [todo('1', ' ', 'pending'), todo('2', 'Ship it', 'pending')],
      'Ship it',
      { id: '2', content: 'Ship it' },
    ],
  ];

  it.each(cases)('picks %s', (_name, board, prompt, expected) => {
    expect(matchTodoIdFromPrompt(board, prompt)).toEqual(expected);
  });

  it('returns the first open item for an empty prompt', () => {
    expect(matchTodoIdFromPrompt([todo('1', 'a', 'pending')], '')).toEqual({ id: '1', content: 'a' });
  });
});
