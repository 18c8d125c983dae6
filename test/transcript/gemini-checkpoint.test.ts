// A Gemini CLI checkpoint: the chat's API history, read as the session log's messages are.
import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../../src/transcript/events.js';
import { geminiCheckpointReader } from '../../src/transcript/gemini-checkpoint.js';

function read(document: unknown, lines: Record<string, number> = {}): { events: [TranscriptEvent, number][]; toolCalls: number } {
  const events: [TranscriptEvent, number][] = [];
  const toolCalls = geminiCheckpointReader.read(document, (...path) => lines[path.join('/')], (event, line) => events.push([event, line]));
  return { events, toolCalls };
}

describe('geminiCheckpointReader.accepts', () => {
  it('takes a history of contents with parts, under "history" or as a bare array', () => {
    expect(geminiCheckpointReader.accepts({ history: [{ role: 'user', parts: [] }], authType: 'x' })).toBe(true);
    expect(geminiCheckpointReader.accepts([{ role: 'model', parts: [{ text: 'hi' }] }])).toBe(true);
    expect(geminiCheckpointReader.accepts({ history: [] })).toBe(true);
  });

  it('refuses anything else', () => {
    expect(geminiCheckpointReader.accepts({ history: [{ role: 'user' }] })).toBe(false);
    expect(geminiCheckpointReader.accepts({ history: [null] })).toBe(false);
    expect(geminiCheckpointReader.accepts({ messages: [] })).toBe(false);
    expect(geminiCheckpointReader.accepts('history')).toBe(false);
  });
});

describe('geminiCheckpointReader.read', () => {
  it('reads typed text as input, the model\'s last words as its reply, and write_todos as the board, each at its line', () => {
    const document = {
      history: [
        { role: 'user', parts: [{ text: '<session_context>…' }, { text: 'Fix the bug' }] },
        { role: 'model', parts: [{ text: 'Planning.' }, { functionCall: { name: 'write_todos', args: { todos: [{ description: 'Fix', status: 'in_progress' }] } } }] },
        { role: 'user', parts: [{ functionResponse: { name: 'write_todos' } }] },
        { role: 'model', parts: [{ text: 'Fixed.' }] },
        { role: 'user', parts: [{ text: 'thanks' }] },
      ],
    };
    const { events, toolCalls } = read(document, { 'history/0': 3, 'history/1': 6, 'history/2': 12, 'history/3': 15, 'history/4': 18 });
    expect(events).toEqual([
      [{ type: 'manual', text: 'Fix the bug', mayEchoFeed: true }, 3],
      [{ type: 'todos', todos: [{ id: 'Fix', content: 'Fix', status: 'in_progress' }] }, 6],
      [{ type: 'reply', text: 'Fixed.' }, 15],
      [{ type: 'manual', text: 'thanks', mayEchoFeed: true }, 18],
    ]);
    expect(toolCalls).toBe(1);
  });

  it('releases a reply held at the end, and places a part with no known line at line 1', () => {
    expect(read([{ role: 'model', parts: [{ text: 'Done.' }] }]).events).toEqual([[{ type: 'reply', text: 'Done.' }, 1]]);
  });
});
