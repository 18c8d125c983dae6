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
