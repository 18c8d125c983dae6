// The Gemini API's content parts as Gemini CLI and Qwen Code log them: text, typed input, tool calls, boards.
import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../../src/transcript/events.js';
import {
  boardFromTodoList,
  functionCalls,
  holdsFunctionResponse,
  partsText,
  readAgentContent,
  readTodoCalls,
  readUserContent,
  typedText,
} from '../../src/transcript/gemini-parts.js';
import { createPendingReply } from '../../src/transcript/pending-reply.js';

function sink(): { emit: (event: TranscriptEvent, line: number) => void; events: [TranscriptEvent, number][] } {
  const events: [TranscriptEvent, number][] = [];
  return { emit: (event, line) => events.push([event, line]), events };
}

describe('partsText', () => {
  it('is a string as it is, and the text parts of a list joined, thoughts left out', () => {
    expect(partsText('hello')).toBe('hello');
    expect(partsText([{ text: 'a' }, { thought: true, text: 'thinking' }, { functionCall: { name: 'x' } }, { text: 'b' }, 'loose'])).toBe('ab');
  });

  it('is empty for anything else', () => {
    expect(partsText(undefined)).toBe('');
    expect(partsText({ text: 'not a list' })).toBe('');
    expect(partsText([])).toBe('');
  });
});

describe('typedText', () => {
  it('leaves out the session context the CLI opens a chat with', () => {
    expect(typedText('  <session_context>date, folders')).toBe('');
    expect(typedText([{ text: '<session_context>…' }, { text: 'Fix the bug' }])).toBe('Fix the bug');
  });

  it('keeps a message that only mentions the context later on', () => {
    expect(typedText('see <session_context>')).toBe('see <session_context>');
  });
});

describe('functionCalls', () => {
  it('reads each functionCall part, with no arguments where they are not an object', () => {
    expect(
      functionCalls([{ functionCall: { name: 'write_todos', args: { todos: [] } } }, { text: 'x' }, { functionCall: { name: 'ls', args: 'bad' } }, { functionCall: { args: {} } }]),
    ).toEqual([
      { name: 'write_todos', args: { todos: [] } },
      { name: 'ls', args: {} },
    ]);
  });

  it('is none for content that is no list', () => {
    expect(functionCalls('text')).toEqual([]);
  });
});

describe('holdsFunctionResponse', () => {
  it('is true when a part is a tool output', () => {
    expect(holdsFunctionResponse([{ text: 'a' }, { functionResponse: { name: 'ls' } }])).toBe(true);
    expect(holdsFunctionResponse([{ text: 'a' }])).toBe(false);
    expect(holdsFunctionResponse('functionResponse')).toBe(false);
  });
});

describe('boardFromTodoList', () => {
  it('reads the todos under the text key, cancelled and done as completed, blocked as open', () => {
    expect(
      boardFromTodoList(
        {
          todos: [
            { description: 'one', status: 'cancelled' },
            { description: 'two', status: 'done' },
            { description: 'three', status: 'blocked' },
            { description: 'four', status: 'in_progress' },
            'not an item',
          ],
        },
        'description',
      ),
    ).toEqual([
      { id: 'one', content: 'one', status: 'completed' },
      { id: 'two', content: 'two', status: 'completed' },
      { id: 'three', content: 'three', status: 'pending' },
      { id: 'four', content: 'four', status: 'in_progress' },
    ]);
  });

  it('is null when there is no list, and reads text under another key as missing', () => {
    expect(boardFromTodoList({}, 'content')).toBeNull();
    expect(boardFromTodoList({ todos: 'a, b' }, 'content')).toBeNull();
    expect(boardFromTodoList({ todos: [{ description: 'a' }] }, 'content')).toEqual([]);
  });
});

describe('readTodoCalls', () => {
  it('discards the narration before the calls, emits each board, and counts every call', () => {
    const { emit, events } = sink();
    const pending = createPendingReply();
    pending.add('Let me plan.', 1);
    const calls = [
      { name: 'read_file', args: {} },
      { name: 'write_todos', args: { todos: [{ description: 'a', status: 'pending' }] } },
      { name: 'write_todos', args: { nothing: true } },
    ];
    expect(readTodoCalls(calls, 'write_todos', 'description', pending, 5, emit)).toBe(3);
    expect(events).toEqual([[{ type: 'todos', todos: [{ id: 'a', content: 'a', status: 'pending' }] }, 5]]);
    expect(pending.holds('Let me plan.')).toBe(false);
  });

  it('with no call keeps the text held and counts none', () => {
    const pending = createPendingReply();
    pending.add('Done.', 1);
    expect(readTodoCalls([], 'write_todos', 'description', pending, 2, () => undefined)).toBe(0);
    expect(pending.holds('Done.')).toBe(true);
  });
});

describe('readUserContent and readAgentContent', () => {
  it('typed text ends the turn before it: the held reply comes first, then the input', () => {
    const { emit, events } = sink();
    const pending = createPendingReply();
    expect(readAgentContent([{ text: 'All done.' }], [], 'write_todos', 'description', pending, 3, emit)).toBe(0);
    readUserContent([{ text: 'thanks, now ship it' }], pending, 4, emit);
    expect(events).toEqual([
      [{ type: 'reply', text: 'All done.' }, 3],
      [{ type: 'manual', text: 'thanks, now ship it', mayEchoFeed: true }, 4],
    ]);
  });

  it('a tool output discards the narration before it and emits nothing', () => {
    const { emit, events } = sink();
    const pending = createPendingReply();
    readAgentContent('Reading the file.', [], 'write_todos', 'description', pending, 1, emit);
    readUserContent([{ functionResponse: { name: 'read_file' } }], pending, 2, emit);
    pending.flush(emit);
    expect(events).toEqual([]);
  });

  it('blank input and blank agent text emit nothing', () => {
    const { emit, events } = sink();
    const pending = createPendingReply();
    readAgentContent('   ', [], 'write_todos', 'description', pending, 1, emit);
    readUserContent('  \n', pending, 2, emit);
    pending.flush(emit);
    expect(events).toEqual([]);
  });
});
