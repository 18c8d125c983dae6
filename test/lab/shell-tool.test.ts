// The mock's 'tool' behaviour calls the client's shell tool by the name the client offers, with
// arguments that satisfy the tool's schema (Factory Droid's Execute requires a summary and a risk level).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startMock, type RunningMock } from './lab-modules.js';

let mock: RunningMock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(async () => {
  await mock.close();
});

// The shape of Factory Droid 0.225's Execute tool, trimmed to the fields the mock must fill.
const EXECUTE = {
  type: 'function',
  function: {
    name: 'Execute',
    parameters: {
      type: 'object',
      properties: {
        summary: { type: 'string', pattern: '^[A-Z]\\S*(?:\\s+\\S+){2,7}$' },
        command: { type: 'string' },
        timeout: { type: 'number' },
        riskLevelReason: { type: 'string' },
        riskLevel: { type: 'string', enum: ['low', 'medium', 'high'] },
      },
      required: ['summary', 'command', 'riskLevelReason', 'riskLevel'],
    },
  },
};
const READ = { type: 'function', function: { name: 'Read', parameters: { type: 'object', properties: { file_path: { type: 'string' } } } } };

describe('mock behaviour tool', () => {
  it("calls Factory Droid's Execute tool with every required argument filled", async () => {
    const res = await post(mock.base, 'tool', 'chat', {
      model: 'lab-model', messages: [{ role: 'user', content: 'Create build/out.txt using the shell.' }], tools: [READ, EXECUTE],
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { choices: { message: { tool_calls?: { function: { name: string; arguments: string } }[] } }[] };
    const call = body.choices[0]?.message.tool_calls?.[0];
    expect(call?.function.name).toBe('Execute');
    const args = JSON.parse(call?.function.arguments ?? '{}') as Record<string, unknown>;
    expect(args.command).toBe('mkdir -p build && touch build/out.txt');
    expect(args.summary).toMatch(new RegExp(EXECUTE.function.parameters.properties.summary.pattern));
    expect(args.riskLevel).toBe('low');
    expect(typeof args.riskLevelReason).toBe('string');
    expect(args).not.toHaveProperty('timeout');
  });
});
