// Loads the capture lab's plain-ESM modules (lab/*.mjs carry no type declarations) with the types the
// lab tests rely on, and starts the mock API in-process on a free loopback port.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../cli/run-cli.js';

export type Family = 'openai' | 'anthropic' | 'gemini' | 'bedrock';

export interface ProviderError {
  readonly id: string;
  readonly provider: string;
  readonly class: string;
  readonly status: number;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: unknown;
  readonly pretty?: boolean;
  readonly newline?: boolean;
  readonly source: string;
  readonly note?: string;
  readonly stream?: { readonly route: string; readonly events: readonly (readonly [string, unknown])[] };
  readonly familyOnly?: boolean;
  readonly verbatimIn?: readonly Family[];
}

export interface ProviderErrorsModule {
  readonly PROVIDERS: Readonly<Record<string, { readonly name: string; readonly family: Family; readonly litellm: string | null }>>;
  readonly CLASSES: Readonly<Record<string, string>>;
  readonly PROVIDER_ERRORS: readonly ProviderError[];
}

export interface GatewayPage {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  readonly source: string;
}

export interface TransportFaultsModule {
  readonly GATEWAY_PAGES: Readonly<Record<string, GatewayPage>>;
}

export interface FaultRow {
  readonly name: string;
  readonly kind: string;
  readonly status: number | null;
  readonly source: string | null;
  readonly note: string | null;
}

export interface FaultsModule {
  listFaults(): FaultRow[];
}

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export async function labModule<T>(name: string): Promise<T> {
  return (await import(pathToFileURL(join(ROOT, 'lab', name)).href)) as T;
}

export interface RunningMock {
  /** http://127.0.0.1:<port>/m — append /<behaviour>/<api path>. */
  readonly base: string;
  /** http://127.0.0.1:<port> — the origin, for clients that take no path (Amp). */
  readonly origin: string;
  close(): Promise<void>;
}

/** The mock's options: the behaviour outside /m/<behaviour>/, and that of Amp's thread creation alone. */
export interface MockOptions {
  readonly defaultBehaviour?: string;
  readonly ampThread?: string;
}

export async function startMock(options: MockOptions = {}): Promise<RunningMock> {
  const { createHandler } = await labModule<{ createHandler: (options: MockOptions) => Handler }>('mock-api.mjs');
  const handle = createHandler(options);
  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}/m`,
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/** The API path of each request shape the mock speaks, with the family the mock reads from it. */
export const ROUTES = {
  chat: { family: 'openai', path: '/v1/chat/completions' },
  responses: { family: 'openai', path: '/v1/responses' },
  messages: { family: 'anthropic', path: '/v1/messages' },
  gemini: { family: 'gemini', path: '/v1beta/models/gemini-2.5-pro:streamGenerateContent?alt=sse' },
} as const satisfies Record<string, { family: Family; path: string }>;

export type Route = keyof typeof ROUTES;

export function post(base: string, behaviour: string, route: Route, body: Record<string, unknown> = { model: 'lab-model' }): Promise<Response> {
  return fetch(`${base}/${behaviour}${ROUTES[route].path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}
