// Claude Code session logs: typed input is manual, tool results are not, TodoWrite is the board, a turn's last text is its reply.
import { describe, expect, it } from 'vitest';
import { PtyscreenError } from '../../src/errors.js';
import { createClaudeCodeDecoder, type LocatedEvent } from '../../src/transcript/index.js';

/** The events and warnings of a log of these lines (objects are written as JSON, strings as they are). */
const read = (...entries: (object | string)[]): { events: LocatedEvent[]; warnings: readonly string[] } => {
  const decoder = createClaudeCodeDecoder('session.jsonl');
  const events: LocatedEvent[] = [];
  const sink = (event: LocatedEvent | Omit<LocatedEvent, 'line'>, line: number): void => {
    events.push({ ...event, line } as LocatedEvent);
  };
  entries.forEach((entry, index) => decoder.line(typeof entry === 'string' ? entry : JSON.stringify(entry), index + 1, sink));
  decoder.end(sink);
  return { events, warnings: decoder.warnings ?? [] };
};
const decode = (...entries: object[]): LocatedEvent[] => read(...entries).events;
const user = (content: unknown, extra: object = {}): object => ({ type: 'user', sessionId: 's', message: { role: 'user', content }, ...extra });
const assistant = (...content: object[]): object => ({ type: 'assistant', sessionId: 's', message: { role: 'assistant', content } });
const text = (value: string): object => ({ type: 'text', text: value });
const toolUse = (name: string, input: object): object => ({ type: 'tool_use', id: 'toolu_1', name, input });
const toolResult = (value: string): object => user([{ type: 'tool_result', tool_use_id: 'toolu_1', content: value }]);

describe('createClaudeCodeDecoder', () => {
  it('reads typed input as manual input that may be an orchestrator feed', () => {
    expect(decode(user('fix the bug'), user([text('and the docs')]))).toEqual([
      { type: 'manual', text: 'fix the bug', mayEchoFeed: true, line: 1 },
      { type: 'manual', text: 'and the docs', mayEchoFeed: true, line: 2 },
    ]);
  });

  it('does not take tool results, meta lines, compaction summaries or harness text as input', () => {
    expect(
      decode(
        toolResult('ok'),
        user('<system-reminder>x</system-reminder>', { isMeta: true }),
        user('This session is being continued from a previous conversation.', { isCompactSummary: true }),
        user('<local-command-stdout>Set model</local-command-stdout>'),
        user('<local-command-caveat>Caveat: …</local-command-caveat>'),
        user('   '),
      ),
    ).toEqual([]);
  });

  it('reads the interrupt notices as harness text, not input: the next typed message is the person', () => {
    expect(
      decode(
        user([text('[Request interrupted by user]')]),
        user([text('[Request interrupted by user for tool use]')]),
        user([{ type: 'tool_result', tool_use_id: 'toolu_1', content: 'The user doesn\'t want to proceed with this tool use.', is_error: true }, text('[Request interrupted by user for tool use]')]),
        user('leave it'),
      ),
    ).toEqual([{ type: 'manual', text: 'leave it', mayEchoFeed: true, line: 4 }]);
  });

  it('reads the notice a UserPromptSubmit hook leaves as harness text; the blocked prompt stays an input', () => {
    expect(decode(user('Now deploy to production.'), user([text('Operation stopped by hook: Deploying to production is blocked in this project')]))).toEqual([
      { type: 'manual', text: 'Now deploy to production.', mayEchoFeed: true, line: 1 },
    ]);
  });

  it('reads a message of pasted images and no text as a person\'s input that ends the turn before it', () => {
    const image = { type: 'image', source: { type: 'base64', media_type: 'image/png', data: 'iVBORw0KGgo=' } };
    expect(decode(user('go'), assistant(text('Done.')), user([image]), user([image, image]), user([text('look at this'), image]))).toEqual([
      { type: 'manual', text: 'go', mayEchoFeed: true, line: 1 },
      { type: 'reply', text: 'Done.', line: 2 },
      { type: 'manual', text: '[image]', mayEchoFeed: false, line: 3 },
      { type: 'manual', text: '[2 images]', mayEchoFeed: false, line: 4 },
      { type: 'manual', text: 'look at this', mayEchoFeed: true, line: 5 },
    ]);
  });

  it('keeps the reply before a task notification and reads the answer to the notification as another', () => {
    expect(
      decode(
        user('build it in the background'),
        assistant(text('The build runs in the background.')),
        user('<task-notification>\n<task-id>b1</task-id>\n<status>completed</status>\n</task-notification>'),
        assistant(text('The build finished.')),
      ),
    ).toEqual([
      { type: 'manual', text: 'build it in the background', mayEchoFeed: true, line: 1 },
      { type: 'reply', text: 'The build runs in the background.', line: 2 },
      { type: 'reply', text: 'The build finished.', line: 4 },
    ]);
  });

  it('reads both records of a line that holds two run together, and warns with the line number', () => {
    const { events, warnings } = read(user('first'), `${JSON.stringify(assistant(text('Done {"x":1}.')))}${JSON.stringify(user('resumed'))}`);
    expect(events.map((event) => event.type)).toEqual(['manual', 'reply', 'manual']);
    expect(warnings).toEqual([expect.stringMatching(/^line 2 holds 2 records run together/)]);
  });

  it('skips slash-command markup and ! shell lines: the harness writes them, nothing is fed to the agent', () => {
    expect(decode(user('<command-name>/exit</command-name>\n<command-message>exit</command-message>\n<command-args></command-args>'))).toEqual([]);
    expect(decode(user('<bash-input>ls</bash-input>'), user('<bash-stdout>a</bash-stdout><bash-stderr></bash-stderr>'))).toEqual([]);
  });

  it('releases a turn\'s final text as one reply, at its line, when input follows', () => {
    expect(decode(user('go'), assistant(text('Done.')), assistant(text('<nextsteps>\n- Ship\n</nextsteps>')), user('next'))).toEqual([
      { type: 'manual', text: 'go', mayEchoFeed: true, line: 1 },
      { type: 'reply', text: 'Done.\n<nextsteps>\n- Ship\n</nextsteps>', line: 3 },
      { type: 'manual', text: 'next', mayEchoFeed: true, line: 4 },
    ]);
  });

  it('drops narration that a tool call followed, and releases the last text at the end of the log', () => {
    expect(decode(assistant(text('Let me look.'), toolUse('Read', { file_path: 'a' })), toolResult('…'), assistant(text('Fixed.')))).toEqual([
      { type: 'reply', text: 'Fixed.', line: 3 },
    ]);
  });

  it('reads TodoWrite as the board, with ids from the text when the call has none', () => {
    const todos = [
      { content: 'Parse the flag', status: 'completed', activeForm: 'Parsing the flag' },
      { content: 'Test it', status: 'in_progress', activeForm: 'Testing it' },
      { content: 'Test it', status: 'pending', activeForm: 'Testing it' },
      { content: 'Old style', status: 'pending', id: '7', priority: 'high' },
      { content: 'Odd status', status: 'blocked' },
      { status: 'pending' },
    ];
    expect(decode(assistant(toolUse('TodoWrite', { todos })))).toEqual([
      {
        type: 'todos',
        line: 1,
        todos: [
          { id: 'Parse the flag', content: 'Parse the flag', status: 'completed', activeForm: 'Parsing the flag' },
          { id: 'Test it', content: 'Test it', status: 'in_progress', activeForm: 'Testing it' },
          { id: 'Test it #2', content: 'Test it', status: 'pending', activeForm: 'Testing it' },
          { id: '7', content: 'Old style', status: 'pending' },
          { id: 'Odd status', content: 'Odd status', status: 'pending' },
        ],
      },
    ]);
  });

  it('reads a sub-agent\'s own log for its boards only, and says what it is', () => {
    const side = (entry: object): object => ({ ...entry, isSidechain: true, agentId: 'a1', sessionId: 'parent-1' });
    const { events, warnings } = read(
      side(user('List every place deploy.sh is called from.')),
      side(assistant(toolUse('TodoWrite', { todos: [{ content: 'Search', status: 'in_progress' }] }))),
      side(toolResult('ok')),
      side(assistant(toolUse('Grep', { pattern: 'deploy.sh' }))),
      side(toolResult('none')),
      side(assistant(text('No call sites.'))),
    );
    expect(events).toEqual([{ type: 'todos', todos: [{ id: 'Search', content: 'Search', status: 'in_progress' }], line: 2 }]);
    expect(warnings).toEqual([expect.stringMatching(/^a sub-agent transcript \(every message is a sidechain, of session parent-1; 2 tool calls\)/)]);
  });

  it('skips subagent (sidechain) lines in a session\'s own log, and lines of other types', () => {
    expect(
      decode(
        { ...(assistant(text('<nextsteps>- x</nextsteps>')) as object), isSidechain: true },
        { type: 'summary', summary: 's', leafUuid: 'u' },
        { type: 'system', subtype: 'turn_duration', durationMs: 1 },
        { type: 'file-history-snapshot', snapshot: {} },
      ),
    ).toEqual([]);
  });

  it('names the line of invalid JSON', () => {
    const decoder = createClaudeCodeDecoder('session.jsonl');
    try {
      decoder.line('{"type":', 12, () => undefined);
      expect.unreachable();
    } catch (error) {
      expect((error as PtyscreenError).format()).toMatch(/^session\.jsonl:12(:\d+)?: not valid JSON/);
    }
  });

  it('follows the task tools: TaskCreate numbers tasks 1, 2 …, TaskUpdate moves them, task_reminder resets the list', () => {
    const board = (...items: [string, string, string][]): object[] => items.map(([id, content, status]) => ({ id, content, status }));
    const events = decode(
      assistant(toolUse('TaskCreate', { subject: 'Parse', description: 'd' }), toolUse('TaskCreate', { subject: 'Test', description: 'd' })),
      assistant(toolUse('TaskUpdate', { taskId: '1', status: 'in_progress' })),
      { type: 'attachment', attachment: { type: 'task_reminder', content: [{ id: '1', subject: 'Parse', status: 'completed' }, { id: '2', subject: 'Test', status: 'in_progress' }], itemCount: 2 } },
      { type: 'attachment', attachment: { type: 'task_reminder', content: [], itemCount: 0 } },
    );
    expect(events.map((event) => (event.type === 'todos' ? event.todos : event.type))).toEqual([
      board(['1', 'Parse', 'pending']),
      board(['1', 'Parse', 'pending'], ['2', 'Test', 'pending']),
      board(['1', 'Parse', 'in_progress'], ['2', 'Test', 'pending']),
      board(['1', 'Parse', 'completed'], ['2', 'Test', 'in_progress']),
    ]);
  });

  it('reads no reply from an API error Claude Code wrote in the agent\'s place', () => {
    expect(decode(user('go'), { ...(assistant(text('API Error: 500 Internal server error')) as object), isApiErrorMessage: true })).toEqual([
      { type: 'manual', text: 'go', mayEchoFeed: true, line: 1 },
    ]);
  });
});
