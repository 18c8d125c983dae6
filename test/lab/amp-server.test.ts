// The mock as Amp's server: an origin whose default behaviour answers Amp's start-up calls, and a
// thread-creation request that can fail on its own while start-up succeeds.
import { afterEach, describe, expect, it } from 'vitest';
import { startMock, type MockOptions, type RunningMock } from './lab-modules.js';

let mock: RunningMock | undefined;
afterEach(async () => {
  await mock?.close();
  mock = undefined;
});

async function serve(options: MockOptions): Promise<string> {
  mock = await startMock(options);
  return mock.origin;
}

function internal(origin: string, method: string): Promise<Response> {
  return fetch(`${origin}/api/internal?${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ method, params: {} }),
  });
}

const createThread = (origin: string): Promise<Response> => fetch(`${origin}/api/thread-actors`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ executorType: 'local-client', agentMode: 'medium' }),
});

describe("the mock as Amp's server", () => {
  it('answers the start-up calls in the shapes the CLI reads, and offers no thread', async () => {
    const origin = await serve({ defaultBehaviour: 'ok' });
    const user = await internal(origin, 'getUserInfo');
    expect(user.status).toBe(200);
    expect(await user.json()).toMatchObject({ ok: true, result: { email: 'lab@example.com', features: [] } });
    // a non-list here crashes the CLI at start-up ("Unexpected error inside Amp CLI")
    expect(await (await internal(origin, 'listAgentModes')).json()).toEqual({ ok: true, result: [] });
    expect(await (await internal(origin, 'loadSkills')).json()).toEqual({ ok: true, result: { sources: [] } });
    expect((await createThread(origin)).status).toBe(501);
  });

  it("fails every request with the default behaviour's error: a start-up failure", async () => {
    const origin = await serve({ defaultBehaviour: '401' });
    const user = await internal(origin, 'getUserInfo');
    expect(user.status).toBe(401);
    expect(await user.text()).toContain('Incorrect API key provided');
  });

  it('fails only the thread creation with --amp-thread, so the CLI starts and its turn fails', async () => {
    const origin = await serve({ defaultBehaviour: 'ok', ampThread: 'p-openrouter-402' });
    expect((await internal(origin, 'getUserInfo')).status).toBe(200);
    const thread = await createThread(origin);
    expect(thread.status).toBe(402);
    expect(await thread.text()).toContain('requires more credits');
  });

  it('still takes the behaviour from a /m/<behaviour>/ path first', async () => {
    await serve({ defaultBehaviour: 'ok' });
    const res = await fetch(`${mock!.base}/500/v1/chat/completions`, { method: 'POST', body: JSON.stringify({ model: 'm' }) });
    expect(res.status).toBe(500);
  });
});
