// The mock's Augment protocol (Auggie CLI) over real HTTP: the start-up endpoints, chat-stream's JSON
// lines for a reply and a launch-process tool call, and the error behaviours on the right endpoints.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, type RunningMock } from './lab-modules.js';

let mock: RunningMock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(async () => {
  await mock.close();
});

const call = (behaviour: string, endpoint: string, body: Record<string, unknown> = {}): Promise<Response> =>
  fetch(`${mock.base}/${behaviour}/${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

interface ChatLine {
  text: string;
  nodes: { type: number; tool_use?: { tool_use_id: string; tool_name: string; input_json: string } }[];
  stop_reason?: number;
}
const lines = async (res: Response): Promise<ChatLine[]> =>
  (await res.text()).split('\n').filter((l) => l.length > 0).map((l) => JSON.parse(l) as ChatLine);

const LAUNCH_PROCESS = {
  name: 'launch-process',
  input_schema_json: JSON.stringify({
    type: 'object',
    properties: { command: { type: 'string' }, wait: { type: 'boolean' }, max_wait_seconds: { type: 'number' }, cwd: { type: 'string' } },
    required: ['command', 'wait', 'max_wait_seconds', 'cwd'],
  }),
};

describe('Augment start-up endpoints', () => {
  it('answers get-models with a default model that is one of its models', async () => {
    const res = await call('ok', 'get-models');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { default_model: string; models: { name: string }[] };
    expect(body.models.map((m) => m.name)).toContain(body.default_model);
  });

  it('answers agents/list-remote-tools with a tools array and other endpoints with an empty object', async () => {
    expect(await (await call('ok', 'agents/list-remote-tools', { tool_id_list: { tool_ids: [0] } })).json()).toEqual({ tools: [] });
    expect(await (await call('ok', 'settings/get-mcp-user-configs')).json()).toEqual({});
  });

  it('answers the OAuth discovery check that --login-url makes', async () => {
    const res = await fetch(`${mock.base}/ok/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    expect((await res.json()) as object).toHaveProperty('authorization_endpoint');
  });
});

describe('Augment chat-stream', () => {
  it('streams the reply as JSON lines ending with stop_reason END_TURN', async () => {
    const all = await lines(await call('ok', 'chat-stream', { tool_definitions: [LAUNCH_PROCESS] }));
    expect(all.map((l) => l.text).join('')).toMatch(/^Hello! This answer comes from a local mock server/);
    expect(all.at(-1)?.stop_reason).toBe(1);
  });

  it('calls launch-process with a command to wait for, then replies once the tool result comes back', async () => {
    const first = await lines(await call('tool', 'chat-stream', { tool_definitions: [LAUNCH_PROCESS], nodes: [] }));
    const use = first.flatMap((l) => l.nodes).find((n) => n.type === 5)?.tool_use;
    expect(use?.tool_name).toBe('launch-process');
    expect(JSON.parse(use?.input_json ?? '{}')).toMatchObject({ command: 'mkdir -p build && touch build/out.txt', wait: true, cwd: '.' });
    expect(first.at(-1)?.stop_reason).toBe(3);
    const result = { type: 1, tool_result_node: { tool_use_id: use?.tool_use_id, content: '', is_error: false } };
    const second = await lines(await call('tool', 'chat-stream', { tool_definitions: [LAUNCH_PROCESS], nodes: [result] }));
    expect(second.map((l) => l.text).join('')).toMatch(/^Done: I created build\/out\.txt/);
  });

  it('quotes gate wording for the decoy behaviour', async () => {
    const all = await lines(await call('decoy', 'chat-stream'));
    expect(all.map((l) => l.text).join('')).toContain('Do you trust the files in this folder?');
  });
});

describe('Augment error behaviours', () => {
  it('rejects the token on every endpoint for 401', async () => {
    for (const endpoint of ['get-models', 'agents/list-remote-tools', 'chat-stream']) {
      expect((await call('401', endpoint)).status, endpoint).toBe(401);
    }
  });

  it('fails only chat-stream for the other statuses, so the CLI still starts', async () => {
    for (const [behaviour, status] of [['429', 429], ['500', 500], ['503', 503], ['quota', 429], ['p-openrouter-402', 402], ['t-nginx-502', 502]] as const) {
      expect((await call(behaviour, 'get-models')).status, behaviour).toBe(200);
      expect((await call(behaviour, 'chat-stream')).status, behaviour).toBe(status);
    }
  });

  it('fails the next chat-stream requests after fail-next (the recovered scenario), then answers again', async () => {
    await fetch(`${mock.base.replace(/\/m$/, '')}/lab/fail-next?status=500&count=2`, { method: 'POST' });
    expect((await call('ok', 'get-models')).status).toBe(200);
    expect((await call('ok', 'chat-stream')).status).toBe(500);
    expect((await call('ok', 'chat-stream')).status).toBe(500);
    expect((await call('ok', 'chat-stream')).status).toBe(200);
  });
});
