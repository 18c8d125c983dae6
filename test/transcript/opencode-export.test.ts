// An opencode session export (`opencode export SESSION`, one JSON document). The documents here are written for the
// test in the shape opencode 1.18.33 writes; the real export is in real-logs.test.ts.
import { describe, expect, it } from 'vitest';
import { createDetectingDecoder, detectTranscriptFormat, forEachLineOfText, replayText, type LocatedEvent } from '../../src/transcript/index.js';

const user = (...parts: object[]): object => ({ info: { role: 'user', id: 'u' }, parts });
const step = (parts: object[], extra: object = {}): object => ({ info: { role: 'assistant', id: 'a', ...extra }, parts });
const text = (value: string, extra: object = {}): object => ({ type: 'text', text: value, ...extra });
const todowrite = (status: string, ...statuses: string[]): object => ({
  type: 'tool',
  tool: 'todowrite',
  callID: 'c',
  state: { status, input: { todos: statuses.map((todo, index) => ({ content: `todo ${index + 1}`, status: todo, priority: 'medium' })) }, output: '[]' },
});
const exported = (...messages: object[]): string => `${JSON.stringify({ info: { id: 'ses_1', version: '1.18.33' }, messages }, null, 2)}\n`;

function events(document: string): LocatedEvent[] {
  const found: LocatedEvent[] = [];
  const decoder = createDetectingDecoder('<text>');
  const sink = (event: LocatedEvent | Omit<LocatedEvent, 'line'>, line: number): void => {
    found.push({ ...event, line } as LocatedEvent);
  };
  forEachLineOfText(document, (line, number) => { decoder.line(line, number, sink); }, '<text>');
  decoder.end(sink);
  return found;
}

describe('opencode export', () => {
  it('reads typed prompts, final replies and todowrite boards, each at the line its message or part begins', () => {
    const document = exported(
      user(text('Plan it')),
      step([{ type: 'step-start' }, text('Let me plan.'), todowrite('completed', 'in_progress', 'pending'), { type: 'step-finish', reason: 'tool-calls' }], { finish: 'tool-calls' }),
      step([{ type: 'step-start' }, { type: 'reasoning', text: 'hm' }, text('Started on todo 1.'), { type: 'step-finish', reason: 'stop' }], { finish: 'stop' }),
      // What opencode adds to a prompt itself (a file's contents) is not typed.
      user(text('Go on'), text('Called the Read tool with …', { synthetic: true })),
      // A todowrite that failed wrote no board.
      step([todowrite('error', 'completed', 'completed'), text('Moved on.')], { finish: 'stop' }),
    );
    const report = replayText(document);
    expect(report.format).toBe('opencode');
    // "Let me plan." came before a tool call: narration, not a reply.
    expect(report.imported).toEqual({ inputs: 2, replies: 2, boards: 1 });
    const lines = document.split('\n');
    const found = events(document);
    expect(found.map((event) => event.type)).toEqual(['manual', 'todos', 'reply', 'manual', 'reply']);
    expect(found.map((event) => lines[event.line - 1]!.trim())).toEqual(['{', '{', '{', '{', '{']);
    expect(found[0]).toMatchObject({ text: 'Plan it' });
    expect(found[3]).toMatchObject({ text: 'Go on' });
    expect(found[1]).toMatchObject({ todos: [{ content: 'todo 1', status: 'in_progress' }, { content: 'todo 2', status: 'pending' }] });
  });

  it('reads a failed or interrupted turn as no reply, and an image alone as input', () => {
    const document = exported(
      user(text('Take your time')),
      step([text('Thinking about it')], { error: { name: 'MessageAbortedError', data: { message: 'Aborted' } } }),
      user(text('Go on')),
      step([], { error: { name: 'APIError', data: { message: 'Bad Request', statusCode: 400 } } }),
      user({ type: 'file', mime: 'image/png', filename: 'screenshot.png', url: 'data:image/png;base64,AAAA' }),
      step([text('A screenshot.')], { finish: 'stop' }),
    );
    expect(replayText(document).imported).toEqual({ inputs: 3, replies: 1, boards: 0 });
  });

  it('is told by its first line, and on one line too', () => {
    expect(detectTranscriptFormat('{"info":{"id":"ses_1"},"messages":[]}')).toBe('opencode');
    const oneLine = JSON.stringify({ info: { id: 'ses_1' }, messages: [user(text('Plan it')), step([text('Planned.')], { finish: 'stop' })] });
    expect(replayText(`${oneLine}\n`).imported).toEqual({ inputs: 1, replies: 1, boards: 0 });
  });
});
