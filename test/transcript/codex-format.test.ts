// Codex rollout logs: user messages are manual (harness text aside), update_plan is the board, duplicates are dropped.
import { describe, expect, it } from 'vitest';
import { createCodexDecoder, type LocatedEvent } from '../../src/transcript/index.js';

const decode = (...entries: object[]): LocatedEvent[] => {
  const decoder = createCodexDecoder('rollout.jsonl');
  const events: LocatedEvent[] = [];
  const sink = (event: object, line: number): void => {
    events.push({ ...event, line } as LocatedEvent);
  };
  entries.forEach((entry, index) => decoder.line(JSON.stringify(entry), index + 1, sink));
  decoder.end(sink);
  return events;
};
const item = (payload: object): object => ({ timestamp: 't', type: 'response_item', payload });
const eventMsg = (payload: object): object => ({ timestamp: 't', type: 'event_msg', payload });
const userItem = (text: string): object => item({ type: 'message', role: 'user', content: [{ type: 'input_text', text }] });
const assistantItem = (text: string): object => item({ type: 'message', role: 'assistant', content: [{ type: 'output_text', text }] });
const plan = (steps: [string, string][], asString = true): object => {
  const args = { plan: steps.map(([step, status]) => ({ step, status })) };
  return item({ type: 'function_call', name: 'update_plan', arguments: asString ? JSON.stringify(args) : args, call_id: 'c1' });
};

describe('createCodexDecoder', () => {
  it('reads a 0.2x rollout, whose response items stand bare between state records', () => {
    const bare = (payload: object): object => payload;
    expect(
      decode(
        { id: 'x', timestamp: 't', instructions: null, git: {} },
        { record_type: 'state' },
        bare({ type: 'message', id: null, role: 'user', content: [{ type: 'input_text', text: '<environment_context>\nCurrent working directory: /x\n</environment_context>' }] }),
        bare({ type: 'message', id: null, role: 'user', content: [{ type: 'input_text', text: 'plan it' }] }),
        bare({ type: 'function_call', name: 'update_plan', arguments: JSON.stringify({ plan: [{ step: 'Parse', status: 'in_progress' }] }), call_id: 'c1' }),
        bare({ type: 'function_call_output', call_id: 'c1', output: 'Plan updated' }),
        bare({ type: 'message', id: null, role: 'assistant', content: [{ type: 'output_text', text: 'Planned.' }] }),
        { record_type: 'state' },
      ),
    ).toEqual([
      { type: 'manual', text: 'plan it', mayEchoFeed: true, line: 4 },
      { type: 'todos', todos: [{ id: 'Parse', content: 'Parse', status: 'in_progress' }], line: 5 },
      { type: 'reply', text: 'Planned.', line: 7 },
    ]);
  });

  it('reads a message of pasted images and no text as input, once though logged twice', () => {
    const image = { type: 'input_image', image_url: 'data:image/png;base64,iVBORw0KGgo=' };
    expect(decode(item({ type: 'message', role: 'user', content: [image] }), eventMsg({ type: 'user_message', message: '', images: ['data:image/png;base64,iVBORw0KGgo='] }))).toEqual([
      { type: 'manual', text: '[image]', mayEchoFeed: true, line: 1 },
    ]);
    expect(decode(eventMsg({ type: 'user_message', message: '', local_images: ['/tmp/a.png', '/tmp/b.png'] }))).toEqual([
      { type: 'manual', text: '[2 images]', mayEchoFeed: true, line: 1 },
    ]);
  });

  it('reads a user message once, though the rollout logs it twice', () => {
    expect(decode(userItem('add totals'), eventMsg({ type: 'user_message', message: 'add totals', images: [] }))).toEqual([
      { type: 'manual', text: 'add totals', mayEchoFeed: true, line: 1 },
    ]);
  });

  it('reads an event_msg user_message alone, as older and newer releases log it', () => {
    expect(decode(eventMsg({ type: 'user_message', message: 'hi' }))).toEqual([{ type: 'manual', text: 'hi', mayEchoFeed: true, line: 1 }]);
  });

  it('ignores the user-role text Codex writes itself', () => {
    expect(
      decode(
        userItem('<environment_context>\n  <cwd>/x</cwd>\n</environment_context>'),
        userItem('<user_instructions>\nbe brief\n</user_instructions>'),
        userItem('# AGENTS.md instructions for /x\n\n…'),
        item({ type: 'message', role: 'developer', content: [{ type: 'input_text', text: 'x' }] }),
      ),
    ).toEqual([]);
  });

  it('reads assistant text as the reply once the turn is over, without its event_msg copy', () => {
    expect(
      decode(
        eventMsg({ type: 'agent_message', message: 'Done.' }),
        assistantItem('Done.'),
        eventMsg({ type: 'token_count', info: null }),
        userItem('next'),
      ),
    ).toEqual([
      { type: 'reply', text: 'Done.', line: 1 },
      { type: 'manual', text: 'next', mayEchoFeed: true, line: 4 },
    ]);
  });

  it('drops narration a tool call followed, but not because of reasoning', () => {
    expect(
      decode(
        assistantItem('Let me check.'),
        item({ type: 'function_call', name: 'shell', arguments: '{"command":["ls"]}', call_id: 'c' }),
        item({ type: 'function_call_output', call_id: 'c', output: 'a' }),
        item({ type: 'reasoning', summary: [] }),
        assistantItem('All good.'),
        item({ type: 'reasoning', summary: [] }),
      ),
    ).toEqual([{ type: 'reply', text: 'All good.', line: 5 }]);
  });

  it('reads update_plan as the board, its arguments a JSON string or an object', () => {
    const steps: [string, string][] = [['Group by currency', 'completed'], ['Print totals', 'in_progress'], ['Test', 'pending']];
    const board = [
      { id: 'Group by currency', content: 'Group by currency', status: 'completed' },
      { id: 'Print totals', content: 'Print totals', status: 'in_progress' },
      { id: 'Test', content: 'Test', status: 'pending' },
    ];
    expect(decode(plan(steps), plan(steps, false))).toEqual([
      { type: 'todos', todos: board, line: 1 },
      { type: 'todos', todos: board, line: 2 },
    ]);
  });

  it('skips an update_plan whose arguments cannot be read', () => {
    expect(decode(item({ type: 'function_call', name: 'update_plan', arguments: '{not json', call_id: 'c' }))).toEqual([]);
  });

  it('skips session_meta, turn_context, compacted and lines without a payload', () => {
    expect(
      decode(
        { timestamp: 't', type: 'session_meta', payload: { id: 'x', cli_version: '0.58.0' } },
        { timestamp: 't', type: 'turn_context', payload: { model: 'gpt-5-codex' } },
        { timestamp: 't', type: 'compacted', payload: { message: 'summary' } },
        { type: 'response_item' },
      ),
    ).toEqual([]);
  });

  it('keeps the same message sent twice (a prompt fed again after a failed turn), dropping only a copy of the other kind', () => {
    const again = decode(userItem('go on'), eventMsg({ type: 'error', message: 'unexpected status 400' }), userItem('go on'));
    expect(again.map((event) => event.type)).toEqual(['manual', 'manual']);
    const copies = decode(userItem('go on'), eventMsg({ type: 'user_message', message: 'go on' }), userItem('go on'), eventMsg({ type: 'user_message', message: 'go on' }));
    expect(copies).toHaveLength(2);
  });

  it('skips the notice of an interrupted turn', () => {
    expect(decode(userItem('<turn_aborted>\nThe user interrupted the previous turn.\n</turn_aborted>'))).toEqual([]);
  });

  it('reads update_plan called from JavaScript in the exec tool (code mode) as a board, without running it', () => {
    const script = [
      '// @exec: {"yield_time_ms": 10000}',
      'const note = "ignored";',
      "await tools.update_plan({ explanation: 'x', plan: [ { step: 'Write the parser', status: \"in_progress\" }, /* next */ { step: `Test it`, status: 'pending', }, ], });",
      'await tools["update_plan"]({ plan: [{ step: note, status: "pending" }] });',
      'text("done");',
    ].join('\n');
    const events = decode(item({ type: 'custom_tool_call', name: 'exec', input: script, call_id: 'c1' }));
    // The second call's step is a variable: not data, so no board is read from it.
    expect(events).toEqual([
      {
        type: 'todos',
        todos: [
          { id: 'Write the parser', content: 'Write the parser', status: 'in_progress' },
          { id: 'Test it', content: 'Test it', status: 'pending' },
        ],
        line: 1,
      },
    ]);
  });
});
