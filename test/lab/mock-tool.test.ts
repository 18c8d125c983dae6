// The mock's `tool` behaviour over real HTTP: it calls the shell tool the client offers, with arguments
// shaped by that tool's own schema (Cline's run_commands takes a list of command lines, Factory Droid's
// Execute requires a summary and a risk level).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startMock, type RunningMock } from './lab-modules.js';

let mock: RunningMock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(async () => {
  await mock.close();
});

const tool = (name: string, properties: Record<string, unknown>, required: string[]) => ({
  type: 'function',
  function: { name, description: name, parameters: { type: 'object', properties, required } },
});

interface ChatCompletion {
  choices: { message: { tool_calls?: { function: { name: string; arguments: string } }[] }; finish_reason: string }[];
}

async function toolCall(tools: unknown[]): Promise<{ name: string; args: Record<string, unknown> }> {
  const res = await post(mock.base, 'tool', 'chat', { model: 'lab-model', stream: false, messages: [{ role: 'user', content: 'go' }], tools });
  expect(res.status).toBe(200);
  const body = (await res.json()) as ChatCompletion;
  const call = body.choices[0]!.message.tool_calls?.[0];
  expect(call, 'a tool call').toBeDefined();
  return { name: call!.function.name, args: JSON.parse(call!.function.arguments) as Record<string, unknown> };
}

// The shape of Factory Droid 0.225's Execute tool, trimmed to the fields the mock must fill.
const SUMMARY = '^[A-Z]\\S*(?:\\s+\\S+){2,7}$';
const EXECUTE = tool('Execute', {
  summary: { type: 'string', pattern: SUMMARY },
  command: { type: 'string' },
  timeout: { type: 'number' },
  riskLevelReason: { type: 'string' },
  riskLevel: { type: 'string', enum: ['low', 'medium', 'high'] },
}, ['summary', 'command', 'riskLevelReason', 'riskLevel']);

describe('mock tool behaviour', () => {
  it("calls Factory Droid's Execute tool with every required argument filled", async () => {
    const call = await toolCall([tool('Read', { file_path: { type: 'string' } }, []), EXECUTE]);
    expect(call.name).toBe('Execute');
    expect(call.args.command).toBe('mkdir -p build && touch build/out.txt');
    expect(call.args.summary).toMatch(new RegExp(SUMMARY));
    expect(call.args.riskLevel).toBe('low');
    expect(typeof call.args.riskLevelReason).toBe('string');
    expect(call.args).not.toHaveProperty('timeout');
  });

  it("fills Cline's run_commands with a list of command lines and no stray command key", async () => {
    const call = await toolCall([
      tool('read_files', { paths: { type: 'array', items: { type: 'string' } } }, ['paths']),
      tool('run_commands', { commands: { type: 'array', items: { type: 'string' } } }, ['commands']),
    ]);
    expect(call.name).toBe('run_commands');
    expect(call.args).toEqual({ commands: ['mkdir -p build && touch build/out.txt'] });
  });

  it('fills a single command string for a Bash-style tool', async () => {
    const call = await toolCall([tool('Bash', { command: { type: 'string' }, description: { type: 'string' } }, ['command'])]);
    expect(call.name).toBe('Bash');
    expect(call.args.command).toBe('mkdir -p build && touch build/out.txt');
  });
});

describe('mock tool behaviour in the Anthropic family', () => {
  const BASH = { name: 'Bash', description: 'run', input_schema: { type: 'object', properties: { command: { type: 'string' } }, required: ['command'] } };
  const reply = async (messages: unknown[]): Promise<{ type: string }[]> => {
    const res = await post(mock.base, 'tool', 'messages', { model: 'claude', stream: false, max_tokens: 100, tools: [BASH], messages });
    expect(res.status).toBe(200);
    return ((await res.json()) as { content: { type: string }[] }).content;
  };
  const call = { role: 'assistant', content: [{ type: 'tool_use', id: 't1', name: 'Bash', input: { command: 'mkdir -p build' } }] };
  const result = { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', content: '' }] };

  it('answers the tool result with text, also when a message follows it (Claude Code 2.1.242 sends a system reminder after it)', async () => {
    expect((await reply([{ role: 'user', content: 'go' }])).map((c) => c.type)).toContain('tool_use');
    expect((await reply([{ role: 'user', content: 'go' }, call, result])).map((c) => c.type)).toEqual(['text']);
    expect((await reply([{ role: 'user', content: 'go' }, call, result, { role: 'system', content: 'reminder' }])).map((c) => c.type)).toEqual(['text']);
  });

  it('calls the tool again for a new prompt after an answered call', async () => {
    const types = (await reply([{ role: 'user', content: 'go' }, call, result, { role: 'assistant', content: [{ type: 'text', text: 'Done' }] }, { role: 'user', content: 'again' }])).map((c) => c.type);
    expect(types).toContain('tool_use');
  });
});

describe('mock ask behaviour', () => {
  const ASK = { name: 'AskUserQuestion', description: 'ask', input_schema: { type: 'object', properties: { questions: { type: 'array' } }, required: ['questions'] } };
  const BASH = { name: 'Bash', description: 'run', input_schema: { type: 'object', properties: { command: { type: 'string' } }, required: ['command'] } };
  const reply = async (messages: unknown[], tools: unknown[]): Promise<{ type: string; name?: string; input?: { questions: { question: string; options: { label: string; description: string }[] }[] } }[]> => {
    const res = await post(mock.base, 'ask', 'messages', { model: 'claude', stream: false, max_tokens: 100, tools, messages });
    expect(res.status).toBe(200);
    return ((await res.json()) as { content: [] }).content;
  };

  it("asks one multiple-choice question through Claude Code's AskUserQuestion, each choice with a description", async () => {
    const [call] = await reply([{ role: 'user', content: 'set up tests' }], [BASH, ASK]);
    expect(call?.name).toBe('AskUserQuestion');
    const question = call!.input!.questions[0]!;
    expect(question.question).toBe('Which test framework should this project use?');
    expect(question.options.map((o) => o.label)).toEqual(['pytest', 'unittest', 'doctest']);
    expect(question.options.every((o) => o.description.length > 0)).toBe(true);
  });

  it("asks a multi-select question under 'ask-multi'", async () => {
    const res = await post(mock.base, 'ask-multi', 'messages', { model: 'claude', stream: false, max_tokens: 100, tools: [ASK], messages: [{ role: 'user', content: 'checks' }] });
    const [call] = ((await res.json()) as { content: { input: { questions: { question: string; multiSelect: boolean }[] } }[] }).content;
    expect(call!.input.questions[0]).toMatchObject({ question: 'Which checks should run before each commit?', multiSelect: true });
  });

  it('answers in text once the question is answered, and when no question tool is offered', async () => {
    const call = { role: 'assistant', content: [{ type: 'tool_use', id: 'q1', name: 'AskUserQuestion', input: {} }] };
    const answer = { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'q1', content: 'pytest' }] };
    expect((await reply([{ role: 'user', content: 'go' }, call, answer], [ASK])).map((c) => c.type)).toEqual(['text']);
    expect((await reply([{ role: 'user', content: 'go' }], [BASH])).map((c) => c.type)).toEqual(['text']);
  });
});

describe('mock behaviours for good turns that show errors or lists', () => {
  const BASH = { name: 'Bash', description: 'run', input_schema: { type: 'object', properties: { command: { type: 'string' } }, required: ['command'] } };
  const reply = async (behaviour: string, messages: unknown[]): Promise<{ type: string; text?: string; input?: { command: string } }[]> => {
    const res = await post(mock.base, behaviour, 'messages', { model: 'claude', stream: false, max_tokens: 100, tools: [BASH], messages });
    expect(res.status).toBe(200);
    return ((await res.json()) as { content: [] }).content;
  };

  it("'tool-fail' runs a command that fails, then explains the failure in text", async () => {
    const [call] = await reply('tool-fail', [{ role: 'user', content: 'go' }]);
    expect(call?.input?.command).toBe('python3 -c "import calc; print(calc.add(1))"');
    const used = { role: 'assistant', content: [{ type: 'tool_use', id: 't1', name: 'Bash', input: {} }] };
    const failed = { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', is_error: true, content: 'TypeError' }] };
    const [text] = await reply('tool-fail', [{ role: 'user', content: 'go' }, used, failed]);
    expect(text?.text).toMatch(/check failed on purpose/);
  });

  it("'traceback' quotes a traceback and an HTTP 500 line; 'failed-words' opens its paragraphs with Failed; 'list' ends a numbered list with a question", async () => {
    const [traceback] = await reply('traceback', [{ role: 'user', content: 'explain' }]);
    expect(traceback?.text).toMatch(/^Traceback \(most recent call last\):$/m);
    expect(traceback?.text).toMatch(/^ERROR: HTTP 500 Internal Server Error/m);
    const [failed] = await reply('failed-words', [{ role: 'user', content: 'test' }]);
    expect(failed?.text).toMatch(/^Failed tests: none — all 12 pass\.\n\nFailed to reproduce the bug: .* correct as is\.$/);
    const [list] = await reply('list', [{ role: 'user', content: 'plan' }]);
    expect(list?.text).toMatch(/^1\. .*\n2\. .*\n3\. .*\n\nWhich of these should I start with\?$/m);
  });
});

describe("mock 'safety' behaviour", () => {
  interface Chunk { candidates: { content?: { parts: { text: string }[] }; finishReason?: string; safetyRatings?: { blocked?: boolean; category: string }[] }[] }
  it('begins a Gemini reply, then ends the stream with finishReason SAFETY, no content and the rating that blocked it', async () => {
    const res = await post(mock.base, 'safety', 'gemini', { contents: [{ role: 'user', parts: [{ text: 'go' }] }] });
    expect(res.status).toBe(200);
    const events = (await res.text()).split('\n').filter((line) => line.startsWith('data: ')).map((line) => JSON.parse(line.slice(6)) as Chunk);
    expect(events.length).toBe(2);
    expect(events[0]!.candidates[0]!.content?.parts[0]?.text).toMatch(/\S/);
    const last = events[1]!.candidates[0]!;
    expect(last.finishReason).toBe('SAFETY');
    expect(last.content).toBeUndefined();
    expect(last.safetyRatings?.filter((r) => r.blocked).map((r) => r.category)).toEqual(['HARM_CATEGORY_DANGEROUS_CONTENT']);
  });

  it('exists in the Gemini family only', async () => {
    const res = await post(mock.base, 'safety', 'chat', { model: 'lab-model', messages: [{ role: 'user', content: 'go' }] });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/Gemini family only/);
  });
});
