// The mock's `board` agent over Chat Completions (Qwen Code, Copilot CLI) and Gemini (Gemini CLI): it
// makes the board with the todo tool the request offers, keeps it on an ordinary prompt, moves it when
// told to set the stalled todo aside, and calls the shell tool when asked to run the tests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startMock, type RunningMock } from './lab-modules.js';

let mock: RunningMock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(async () => {
  await mock.close();
});

const chatTools = (...names: string[]) => names.map((name) => ({ type: 'function', function: { name, parameters: { type: 'object', properties: {} } } }));

async function chatCalls(messages: unknown[], tools: unknown[]): Promise<{ name: string; args: Record<string, unknown> }[]> {
  const res = await post(mock.base, 'board', 'chat', { model: 'lab-model', stream: false, messages, tools });
  const body = (await res.json()) as { choices: { message: { tool_calls?: { function: { name: string; arguments: string } }[] } }[] };
  return (body.choices[0]!.message.tool_calls ?? []).map((call) => ({ name: call.function.name, args: JSON.parse(call.function.arguments) as Record<string, unknown> }));
}

describe('board agent', () => {
  it('writes Qwen Code\'s todo_write board, then moves it when told to set the todo aside', async () => {
    const tools = chatTools('run_shell_command', 'todo_write');
    const [made] = await chatCalls([{ role: 'user', content: 'Plan the work' }], tools);
    expect(made!.name).toBe('todo_write');
    expect((made!.args['todos'] as { status: string }[]).map((todo) => todo.status)).toEqual(['in_progress', 'pending', 'pending']);
    const history = [
      { role: 'user', content: 'Plan the work' },
      { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'todo_write', arguments: JSON.stringify(made!.args) } }] },
      { role: 'tool', tool_call_id: 'c1', content: 'ok' },
      { role: 'assistant', content: 'Started.' },
    ];
    const [moved] = await chatCalls([...history, { role: 'user', content: 'Set it aside. Next, work on: the tests' }], tools);
    expect((moved!.args['todos'] as { status: string }[]).map((todo) => todo.status)).toEqual(['completed', 'in_progress', 'pending']);
    const [shell] = await chatCalls([...history, { role: 'user', content: 'Please run the tests.' }], tools);
    expect(shell).toEqual({ name: 'run_shell_command', args: { command: 'npm test', description: 'Run the tests' } });
  });

  it('keeps Copilot CLI\'s board in its sql todos table, reading the prompt after the date Copilot puts first', async () => {
    const [made] = await chatCalls([{ role: 'user', content: '<current_datetime>2026-12-03</current_datetime>\n\nPlan the work' }], chatTools('bash', 'sql'));
    expect(made!.name).toBe('sql');
    expect(made!.args['query']).toMatch(/^INSERT INTO todos \(id, title, description, status\) VALUES\n {2}\('dry-run-flag', .*'in_progress'\),/);
  });

  it('writes Gemini CLI\'s write_todos board over the Gemini API', async () => {
    const body = {
      contents: [{ role: 'user', parts: [{ text: 'Plan the work' }] }],
      tools: [{ functionDeclarations: [{ name: 'run_shell_command' }, { name: 'write_todos' }] }],
    };
    const res = await post(mock.base, 'board', 'gemini', body);
    const events = (await res.text()).split('\n').filter((line) => line.startsWith('data: ')).map((line) => JSON.parse(line.slice(6)) as {
      candidates: { content: { parts: { functionCall?: { name: string; args: { todos: { description: string; status: string }[] } } }[] } }[];
    });
    const parsed = events.flatMap((event) => event.candidates[0]!.content.parts).find((part) => part.functionCall)!.functionCall!;
    expect(parsed.name).toBe('write_todos');
    expect(parsed.args.todos[0]).toEqual({ description: 'Add a --dry-run flag to the deploy script', status: 'in_progress' });
  });
});
