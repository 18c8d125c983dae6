// Copilot CLI's session log: events, and a board rebuilt from the SQL its agent ran on the todos table. The lines here
// are written for the test in the shapes Copilot CLI 1.0.102 writes; the real log is in real-logs.test.ts.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectTranscriptFormat, importTranscript, replayText } from '../../src/transcript/index.js';

const event = (type: string, data: object): object => ({ type, data, id: 'e', timestamp: 't', parentId: null });
const jsonl = (...events: object[]): string => `${events.map((entry) => JSON.stringify(entry)).join('\n')}\n`;
const START = event('session.start', { sessionId: 's', producer: 'copilot-agent', copilotVersion: '1.0.102' });
const typed = (content: string, reminder = ''): object => event('user.message', {
  content,
  transformedContent: `<current_datetime>t</current_datetime>\n\n${content}${reminder === '' ? '' : `\n\n<system_reminder>\n<todo_status>\nTodos: ${reminder}\nUse sql tool to query ready todos and update status as you work.\n</todo_status>\n</system_reminder>`}`,
});
const said = (content: string, calls: { id: string; name: string; args: object }[] = []): object =>
  event('assistant.message', { content, toolRequests: calls.map((call) => ({ toolCallId: call.id, name: call.name, arguments: call.args })) });
const sql = (id: string, query: string): { id: string; name: string; args: object } => ({ id, name: 'sql', args: { description: 'todos', query } });
const ran = (id: string, name: string, success = true): object => event('tool.execution_complete', { toolCallId: id, toolName: name, success, result: { content: 'ok' } });
const MAKE = "INSERT INTO todos (id, title, status) VALUES ('a', 'One', 'in_progress'), ('b', 'Two', 'pending');";

async function imported(text: string): Promise<{ type: string; note: string; todos?: { id: string; status: string }[] }[]> {
  const file = join(mkdtempSync(join(tmpdir(), 'copilot-')), 'events.jsonl');
  writeFileSync(file, text);
  return (await importTranscript(file)).text.trim().split('\n').map((line) => JSON.parse(line) as { type: string; note: string });
}

describe('Copilot CLI session log', () => {
  it('is told by its dotted event types', () => {
    expect(detectTranscriptFormat(JSON.stringify(START))).toBe('copilot-cli');
    expect(detectTranscriptFormat(JSON.stringify(event('user.message', { content: 'hi' })))).toBe('copilot-cli');
  });

  it('reads typed prompts, final replies, and the board from each sql call that succeeded', async () => {
    const text = jsonl(
      START,
      typed('Plan it'),
      said('Let me plan.', [sql('c1', MAKE)]),
      event('tool.execution_start', { toolCallId: 'c1', toolName: 'sql', arguments: { query: MAKE } }),
      ran('c1', 'sql'),
      said('Started on One.'),
      typed('Next, work on: Two', '1 in progress, 1 pending (2 total)'),
      said('', [sql('c2', "UPDATE todos SET status = 'done' WHERE id = 'a'; UPDATE todos SET status = 'in_progress' WHERE id = 'b';")]),
      ran('c2', 'sql'),
      // Refused by the database: nothing changed.
      said('', [sql('c3', "UPDATE todos SET status = 'done' WHERE id = 'b'")]),
      ran('c3', 'sql', false),
      said('', [sql('c4', 'SELECT * FROM todos')]),
      ran('c4', 'sql'),
      said('On Two now.'),
    );
    const report = replayText(text);
    expect(report.format).toBe('copilot-cli');
    // "Let me plan." came with a tool call: narration, not a reply.
    expect(report.imported).toEqual({ inputs: 2, replies: 2, boards: 2 });
    expect(report.warnings).toEqual([]);
    const boards = (await imported(text)).filter((entry) => entry.type === 'todos');
    expect(boards.map((entry) => [entry.note, entry.todos!.map((todo) => `${todo.id}:${todo.status}`)])).toEqual([
      ['line 5', ['a:in_progress', 'b:pending']],
      ['line 9', ['a:completed', 'b:in_progress']],
    ]);
  });

  it('reads a failed turn and an interrupted one as no reply', () => {
    const text = jsonl(
      START,
      typed('Take your time'),
      event('assistant.turn_start', { turnId: '0' }),
      event('abort', { reason: 'user_initiated' }),
      typed('Go on'),
      event('session.error', { errorType: 'query', message: '400 The request could not be processed.', statusCode: 400 }),
      typed('Go on'),
      said('Going on.'),
    );
    expect(replayText(text).imported).toEqual({ inputs: 3, replies: 1, boards: 0 });
  });

  it('warns of a statement on the todos table it could not read, and of counts that differ from Copilot\'s', () => {
    const text = jsonl(
      START,
      typed('Plan it'),
      said('', [sql('c1', MAKE)]),
      ran('c1', 'sql'),
      said('', [sql('c2', "UPDATE todos SET status = 'done' WHERE id IN (SELECT todo_id FROM todo_deps)")]),
      ran('c2', 'sql'),
      said('Done.'),
      typed('Go on', '1 done, 1 pending (2 total)'),
      typed('Go on', '2 done (2 total)'),
    );
    expect(replayText(text).warnings).toEqual([
      "line 6: a statement on the todos table was not read (an IN list of anything but plain values is not read): UPDATE todos SET status = 'done' WHERE id IN (SELECT todo_id FROM todo_deps); the board may differ from Copilot's after it",
      "line 8: Copilot counts its todos as 1 done, 1 pending (2 total), the statements read give 1 in progress, 1 pending (2 total): a change to the todos table was missed",
    ]);
  });

  it('leaves the other database alone', () => {
    const text = jsonl(
      START,
      typed('Plan it'),
      said('', [{ id: 'c1', name: 'sql', args: { database: 'session_store', query: MAKE } }]),
      ran('c1', 'sql'),
      said('Done.'),
    );
    const report = replayText(text);
    expect(report.imported.boards).toBe(0);
    expect(report.warnings).toEqual([expect.stringMatching(/^1 tool call but no todo board was read/)]);
  });
});
