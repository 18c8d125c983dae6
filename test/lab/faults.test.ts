// The mock's failure behaviours over real HTTP: each provider error verbatim in its own API family and
// as LiteLLM relays it in the others, the family-specific stream errors, and the transport faults.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../cli/run-cli.js';
import {
  labModule, post, ROUTES, startMock,
  type FaultRow, type ProviderError, type ProviderErrorsModule, type Route, type RunningMock, type TransportFaultsModule,
} from './lab-modules.js';

const { PROVIDERS, PROVIDER_ERRORS } = await labModule<ProviderErrorsModule>('provider-errors.mjs');
const { GATEWAY_PAGES } = await labModule<TransportFaultsModule>('transport-faults.mjs');

let mock: RunningMock;
beforeAll(async () => {
  // The timeout faults wait this long before their gateway answers (read per request).
  process.env.LAB_MOCK_TIMEOUT_MS = '20';
  mock = await startMock();
});
afterAll(async () => {
  delete process.env.LAB_MOCK_TIMEOUT_MS;
  await mock.close();
});

const wholeResponses = PROVIDER_ERRORS.filter((e) => !e.stream && !e.familyOnly);
const expectedText = (e: ProviderError): string => (e.pretty ? `${JSON.stringify(e.body, null, 2)}\n` : `${JSON.stringify(e.body)}${e.newline ? '\n' : ''}`);
const servedVerbatim = (e: ProviderError, route: Route): boolean => {
  const family = ROUTES[route].family;
  return PROVIDERS[e.provider]!.family === family || (e.verbatimIn ?? []).includes(family);
};

describe('provider errors, per API family', () => {
  for (const route of Object.keys(ROUTES) as Route[]) {
    it(`answers every provider error on the ${route} route, verbatim in its own family and relayed by LiteLLM elsewhere`, async () => {
      for (const e of wholeResponses) {
        const res = await post(mock.base, `p-${e.id}`, route);
        const text = await res.text();
        expect(res.status, e.id).toBe(e.status);
        if (servedVerbatim(e, route)) {
          expect(text, e.id).toBe(expectedText(e));
          for (const [name, value] of Object.entries(e.headers ?? {})) expect(res.headers.get(name), `${e.id} ${name}`).toBe(value);
        } else {
          // LiteLLM's proxy: {"error":{"message":"litellm.<Class>: <Provider>Exception - <upstream body>. Received Model Group=…"}}
          const relayed = JSON.parse(text) as { error: { message: string; type: string | null; param: null; code: string } };
          expect(res.headers.get('content-type'), e.id).toBe('application/json');
          expect(relayed.error.code, e.id).toBe(String(e.status));
          expect(relayed.error.message, e.id).toMatch(/^litellm\.\w+: \w+Exception - /);
          expect(relayed.error.message, e.id).toContain(`${PROVIDERS[e.provider]!.litellm} - ${expectedText(e)}`);
          expect(relayed.error.message, e.id).toContain('Received Model Group=lab-model\nAvailable Model Group Fallbacks=None');
          expect(relayed.error.type, e.id).toBe(e.status === 429 ? 'throttling_error' : null);
        }
      }
    });
  }

  it('serves Bedrock\'s own JSON and x-amzn-ErrorType in every family under the -raw name', async () => {
    for (const route of Object.keys(ROUTES) as Route[]) {
      const res = await post(mock.base, 'p-bedrock-429-raw', route);
      expect(res.status).toBe(429);
      expect(res.headers.get('x-amzn-errortype')).toBe('ThrottlingException:http://internal.amazon.com/coral/com.amazon.bedrock/');
      expect(await res.json()).toEqual({ message: 'Too many tokens, please wait before trying again.' });
    }
  });

  it('sends each body whose capture declared a Content-Length as exactly that many bytes', async () => {
    // Groq ends its JSON with a newline, Azure does not; the ALB page's lines end in CRLF.
    for (const [behaviour, route, length] of [['p-groq-401', 'chat', '96'], ['p-azure-401', 'responses', '224'],
      ['p-bedrock-429-raw', 'messages', '63'], ['t-alb-502', 'gemini', '138']] as const) {
      const res = await post(mock.base, behaviour, route);
      expect(res.headers.get('content-length'), behaviour).toBe(length);
      expect(Buffer.byteLength(await res.text()), behaviour).toBe(Number(length));
    }
  });

  it('relays Bedrock through LiteLLM in every family under the plain name', async () => {
    const res = await post(mock.base, 'p-bedrock-400-context', 'messages');
    const body = await res.json() as { error: { message: string } };
    expect(res.status).toBe(400);
    expect(body.error.message).toBe('litellm.BadRequestError: BedrockException - {"message":"Input is too long for requested model."}. Received Model Group=lab-model\nAvailable Model Group Fallbacks=None');
  });
});

describe('family-specific provider errors', () => {
  it('fails an OpenAI Responses stream inside HTTP 200: error event server_is_overloaded, then response.failed', async () => {
    const res = await post(mock.base, 'p-openai-responses-overloaded', 'responses', { model: 'gpt-5', stream: true });
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    expect(text.match(/^event: (.+)$/gm)).toEqual(['event: response.created', 'event: response.in_progress', 'event: error', 'event: response.failed']);
    expect(text).toContain('"code":"server_is_overloaded"');
  });

  it('interrupts a started Anthropic stream with an overloaded_error event', async () => {
    const res = await post(mock.base, 'p-anthropic-stream-overloaded', 'messages', { model: 'claude', stream: true });
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(text.match(/^event: (.+)$/gm)).toEqual(['event: message_start', 'event: error']);
    expect(text).toContain('data: {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}');
  });

  it('answers a 404 naming the family where a family-specific error is asked for elsewhere', async () => {
    for (const [behaviour, route] of [['p-openai-responses-overloaded', 'chat'], ['p-anthropic-stream-overloaded', 'gemini'], ['p-codeassist-503', 'messages']] as const) {
      const res = await post(mock.base, behaviour, route, { stream: true });
      expect(res.status, behaviour).toBe(404);
      expect((await res.json() as { error: { message: string } }).error.message, behaviour).toMatch(new RegExp(`^mock: ${behaviour} exists only in`));
    }
  });

  it('sends Code Assist\'s capacity error with the event-stream content type it was captured with', async () => {
    const res = await post(mock.base, 'p-codeassist-503', 'gemini');
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    expect(await res.text()).toContain('"reason": "MODEL_CAPACITY_EXHAUSTED"');
  });
});

describe('transport faults', () => {
  it('sends each gateway page byte for byte with its status and headers', async () => {
    for (const [id, page] of Object.entries(GATEWAY_PAGES)) {
      const res = await post(mock.base, `t-${id}`, 'chat');
      expect(res.status, id).toBe(page.status);
      expect(res.headers.get('content-type'), id).toBe(page.headers['content-type']);
      expect(res.headers.get('server'), id).toBe(page.headers.server);
      expect(await res.text(), id).toBe(page.body);
    }
  });

  it('ends nginx pages with nginx\'s tail', async () => {
    const res = await post(mock.base, 't-nginx-504', 'gemini');
    expect(await res.text()).toMatch(/<center><h1>504 Gateway Time-out<\/h1><\/center>\r\n<hr><center>nginx<\/center>\r\n<\/body>\r\n<\/html>\r\n$/);
  });

  it('answers Envoy\'s plain-text reset message, which is not JSON', async () => {
    const res = await post(mock.base, 't-envoy-503', 'chat');
    const text = await res.text();
    expect(res.status).toBe(503);
    expect(text).toBe('upstream connect error or disconnect/reset before headers. reset reason: overflow');
    expect(() => JSON.parse(text) as unknown).toThrow();
  });

  for (const route of Object.keys(ROUTES) as Route[]) {
    it(`resets a ${route} stream after its first event`, async () => {
      const res = await post(mock.base, 't-reset-mid-stream', route, { stream: true });
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      const first = await reader.read();
      expect(first.done).toBe(false);
      expect(new TextDecoder().decode(first.value)).toMatch(/Let me look at|response\.created/);
      await expect((async () => { for (;;) if ((await reader.read()).done) return 'ended cleanly'; })()).rejects.toThrow();
    });
  }

  it('drops the connection before any byte', async () => {
    await expect(post(mock.base, 't-reset', 'chat')).rejects.toThrow();
  });

  it('answers a timeout with the gateway\'s 504 or 408 page after the wait', async () => {
    const gateway = await post(mock.base, 't-timeout-504', 'messages');
    expect(gateway.status).toBe(504);
    expect(await gateway.text()).toContain('<title>504 Gateway Time-out</title>');
    const request = await post(mock.base, 't-timeout-408', 'chat');
    expect(request.status).toBe(408);
    expect(await request.text()).toContain('<title>408 Request Time-out</title>');
  });
});

describe('the rest of the mock', () => {
  it('still answers ok, and an unknown p- name as an unknown behaviour', async () => {
    const ok = await post(mock.base, 'ok', 'chat');
    expect(ok.status).toBe(200);
    expect((await ok.json() as { object: string }).object).toBe('chat.completion');
    const unknown = await post(mock.base, 'p-nobody-999', 'chat');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: { message: 'mock: unknown behaviour p-nobody-999' } });
  });
});

describe('node lab/faults.mjs', () => {
  const faults = (args: string[]) => spawnSync(process.execPath, [join(ROOT, 'lab/faults.mjs'), ...args], { encoding: 'utf8' });

  it('lists every behaviour, each provider error with its source and the families it reaches', () => {
    const run = faults(['--list', '--json']);
    expect(run.status).toBe(0);
    const rows = JSON.parse(run.stdout) as (FaultRow & { families?: string })[];
    const bedrock = PROVIDER_ERRORS.filter((e) => PROVIDERS[e.provider]!.family === 'bedrock').length;
    expect(rows.filter((r) => r.kind !== 'transport')).toHaveLength(PROVIDER_ERRORS.length + bedrock);
    expect(rows.filter((r) => r.kind === 'transport').map((r) => r.name)).toEqual(expect.arrayContaining(['t-nginx-502', 't-nginx-504', 't-alb-502', 't-envoy-503', 't-reset-mid-stream', 't-timeout-504']));
    for (const r of rows) expect(r.source ?? r.note, r.name).toBeTruthy();
    expect(rows.find((r) => r.name === 'p-deepseek-401')?.families).toBe('openai verbatim, anthropic verbatim, others relayed by LiteLLM');
  });

  it('prints the coverage table that lab/README.md carries, so the README says what the catalogue holds', () => {
    const run = faults(['--coverage']);
    expect(run.status).toBe(0);
    expect(run.stdout.startsWith('| class | OpenAI |')).toBe(true);
    expect(readFileSync(join(ROOT, 'lab/README.md'), 'utf8')).toContain(run.stdout.trim());
  });

  it('exits 2 with its usage when not asked to list', () => {
    const run = faults([]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('usage: node lab/faults.mjs --list');
  });
});
