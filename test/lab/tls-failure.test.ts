// The lab's TLS failure: an https listener whose certificate no CA signed, with the mock behind it.
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import type { Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { OPENSSL } from '../support/tools.js';
import { labModule } from './lab-modules.js';

const scratch = mkdtempSync(join(tmpdir(), 'ptyscreen-tls-failure-'));
let server: Server | undefined;
afterAll(() => {
  server?.close();
  rmSync(scratch, { recursive: true, force: true });
});

function postTo(port: number, rejectUnauthorized: boolean): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/m/ok/v1/chat/completions', rejectUnauthorized, headers: { 'content-type': 'application/json' } }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => { body += d.toString('utf8'); });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end('{}');
  });
}

it.skipIf(OPENSSL.path === undefined)(`fails the handshake of a client that checks certificates, and only that${OPENSSL.skipNote}`, async () => {
  const { startTlsFailure } = await labModule<{ startTlsFailure: (o: { port: number; dir: string }) => Promise<Server> }>('tls-failure.mjs');
  server = await startTlsFailure({ port: 0, dir: scratch });
  const { port } = server.address() as AddressInfo;

  await expect(postTo(port, true)).rejects.toMatchObject({ code: 'DEPTH_ZERO_SELF_SIGNED_CERT' });
  const unchecked = await postTo(port, false);
  expect(unchecked.status).toBe(200);
  expect(JSON.parse(unchecked.body)).toMatchObject({ object: 'chat.completion' });
});
