// Gemini CLI's session log (JSON Lines, messages rewritten as they change) and its checkpoints (one JSON document).
// The lines here are written for the test in the shapes Gemini CLI 0.61.0 writes; the real logs are in real-logs.test.ts.
import { describe, expect, it } from 'vitest';
import {
  createDetectingDecoder,
  createTranscriptDecoder,
  detectTranscriptFormat,
  forEachLineOfText,
  replayText,
  type LocatedEvent,
} from '../../src/transcript/index.js';
import { elementLines } from '../../src/transcript/json-document.js';
import { expectErrorCode } from '../support/errors.js';

const META = { sessionId: 's1', projectHash: 'h', startTime: 't', lastUpdated: 't', kind: 'main' };
const board = (...statuses: string[]) => ({
  todos: statuses.map((status, index) => ({ description: `todo ${index + 1}`, status })),
});
const jsonl = (...records: object[]): string => `${records.map((record) => JSON.stringify(record)).join('\n')}\n`;

// The events a text decodes to, each with its line.
function collect(text: string, from: 'auto' | 'gemini-cli' = 'auto'): LocatedEvent[] {
  return decode(text, from).events;
}

function decode(text: string, from: 'auto' | 'gemini-cli' = 'auto'): { events: LocatedEvent[]; toolCalls: number } {
  const found: LocatedEvent[] = [];
  const decoder = from === 'auto' ? createDetectingDecoder('<text>') : createTranscriptDecoder(from, '<text>');
  const sink = (event: LocatedEvent | Omit<LocatedEvent, 'line'>, line: number): void => {
    found.push({ ...event, line } as LocatedEvent);
  };
  forEachLineOfText(text, (line, number) => { decoder.line(line, number, sink); }, '<text>');
  decoder.end(sink);
  return { events: found, toolCalls: decoder.toolCalls ?? 0 };
}

describe('Gemini CLI session log', () => {
  it('is told by its metadata line', () => {
    expect(detectTranscriptFormat(JSON.stringify(META))).toBe('gemini-cli');
  });

  it('reads a message once, as last written, however often it was rewritten', () => {
    const text = jsonl(
      META,
      { id: 'u1', type: 'user', content: [{ text: 'Plan it' }] },
      { id: 'g1', type: 'gemini', content: '' },
      { $set: { lastUpdated: 't' } },
      { id: 'g1', type: 'gemini', content: '', toolCalls: [{ id: 'c1', name: 'write_todos', args: board('in_progress', 'pending'), status: 'success' }] },
      { id: 'g1', type: 'gemini', content: '', toolCalls: [{ id: 'c1', name: 'write_todos', args: board('in_progress', 'pending'), status: 'success' }], tokens: { input: 1 } },
      { id: 'r1', type: 'user', content: [{ functionResponse: { id: 'c1', name: 'write_todos', response: { output: 'ok' } } }] },
      { id: 'g2', type: 'gemini', content: 'Started on todo 1.' },
      { id: 'g2', type: 'gemini', content: 'Started on todo 1.', tokens: { input: 1 } },
    );
    const report = replayText(text);
    expect(report.format).toBe('gemini-cli');
    expect(report.imported).toEqual({ inputs: 1, replies: 1, boards: 1 });
    expect(decode(text).toolCalls).toBe(1);
  });

  it('takes the session context and the copies of the history in $set for no input, and an interrupted prompt for one', () => {
    const context = { id: 'c0', type: 'user', content: [{ text: '<session_context>\nThis is the Gemini CLI.' }] };
    const text = jsonl(
      META,
      { $set: { messages: [context] } },
      { id: 'u1', type: 'user', content: [{ text: 'Take your time.' }] },
      { id: 'i1', type: 'info', content: 'Request cancelled.' },
      { $set: { messages: [context, { id: 'x', type: 'user', content: [{ text: 'not read' }] }] } },
      { id: 'u2', type: 'user', content: [{ text: 'Keep going.' }] },
      { id: 'e1', type: 'error', content: '[API Error: 400]' },
    );
    const report = replayText(text);
    // Two typed prompts; the failed turn (an `error` record) gave no reply.
    expect(report.imported).toEqual({ inputs: 2, replies: 0, boards: 0 });
  });

  it('reads two records run together on one line, and says so', () => {
    const joined = `${JSON.stringify(META)}\n${JSON.stringify({ id: 'u1', type: 'user', content: [{ text: 'Plan it' }] })}${JSON.stringify({ id: 'g1', type: 'gemini', content: 'Planned.' })}\n`;
    const report = replayText(joined);
    expect(report.imported).toEqual({ inputs: 1, replies: 1, boards: 0 });
    expect(report.warnings).toEqual([expect.stringMatching(/^line 2 holds 2 records run together/)]);
  });

  it('counts a todo set aside as closed and a blocked one as open', () => {
    const text = jsonl(
      META,
      { id: 'u1', type: 'user', content: [{ text: 'Plan it' }] },
      { id: 'g1', type: 'gemini', content: '', toolCalls: [{ name: 'write_todos', args: board('cancelled', 'blocked', 'in_progress') }] },
    );
    const last = collect(text).filter((event) => event.type === 'todos').at(-1) as { todos: readonly { content: string; status: string }[] };
    expect(last.todos.map((todo) => `${todo.content}: ${todo.status}`)).toEqual(['todo 1: completed', 'todo 2: pending', 'todo 3: in_progress']);
  });
});

describe('Gemini CLI checkpoint', () => {
  const checkpoint = {
    history: [
      { role: 'user', parts: [{ text: '<session_context>\nThis is the Gemini CLI.' }, { text: 'Plan it' }] },
      { role: 'model', parts: [{ functionCall: { name: 'write_todos', args: board('in_progress') } }] },
      { role: 'user', parts: [{ functionResponse: { name: 'write_todos', response: { output: 'ok' } } }] },
      { role: 'model', parts: [{ text: 'Started.' }] },
    ],
    authType: 'gemini-api-key',
  };

  it('is read whole, each event at the line its history entry starts on', () => {
    const text = `${JSON.stringify(checkpoint, null, 2)}\n`;
    const lines = text.split('\n');
    const report = replayText(text);
    expect(report.format).toBe('gemini-cli');
    // The prompt after the session context in the same message is typed input; the context is not.
    expect(report.imported).toEqual({ inputs: 1, replies: 1, boards: 1 });
    expect(decode(text).toolCalls).toBe(1);
    const entryLines = lines.flatMap((line, index) => (line === '    {' ? [index + 1] : []));
    expect(collect(text).map((event) => event.line)).toEqual([entryLines[0], entryLines[1], entryLines[3]]);
  });

  it('is read from a bare list too, and when the format is forced', () => {
    const bare = `${JSON.stringify(checkpoint.history, null, 2)}\n`;
    expect(replayText(bare).imported).toEqual({ inputs: 1, replies: 1, boards: 1 });
    expect(replayText(`${JSON.stringify(checkpoint, null, 2)}\n`, { from: 'gemini-cli' }).imported.inputs).toBe(1);
  });

  it('refuses a document of no session shape, and one cut short, naming what it expected', () => {
    const unknown = expectErrorCode(() => replayText('{\n  "hello": 1\n}\n', {}, 'x.json'), 'transcript.json');
    expect(unknown.format()).toMatch(/^x\.json:1: a JSON document of no known session shape: expected a Gemini CLI checkpoint/);
    const cut = expectErrorCode(() => replayText('{\n  "history": [\n', {}, 'y.json'), 'transcript.json');
    // Cut short: the error stands on the last line, where the document broke off.
    expect(cut.format()).toMatch(/^y\.json:2: not a valid JSON document/);
    const broken = expectErrorCode(() => replayText('{\n  "history": [\n    {,}\n  ]\n}\n', {}, 'z.json'), 'transcript.json');
    expect(broken.format()).toMatch(/^z\.json:3: not a valid JSON document/);
  });
});

describe('elementLines', () => {
  it('finds the line each list element starts on, by its path', () => {
    const text = '{\n  "a": [\n    1,\n    { "b": ["x",\n      "y"] }\n  ],\n  "c": "[not, a, list]"\n}';
    const lines = elementLines(text);
    expect(Object.fromEntries(lines)).toEqual({ 'a\u00000': 3, 'a\u00001': 4, 'a\u00001\u0000b\u00000': 4, 'a\u00001\u0000b\u00001': 5 });
  });
});
