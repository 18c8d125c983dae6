#!/usr/bin/env node
// An https listener whose certificate no CA signed, in front of the mock API: a client that checks
// certificates fails the TLS handshake (DEPTH_ZERO_SELF_SIGNED_CERT, "self-signed certificate");
// one told to skip the check reaches the ordinary mock behind it, which shows the failure is TLS only.
//
// Usage: node lab/tls-failure.mjs [--port 8766] [--log FILE]
//   then e.g. OPENAI_BASE_URL=https://127.0.0.1:8766/m/ok/v1
// The key and certificate are made once with the openssl CLI under LAB_ROOT/tls-failure/.
import { createServer } from 'node:https';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createHandler, argValue } from './mock-api.mjs';
import { LAB_ROOT } from './vendors.mjs';

/**
 * Makes (once) a self-signed certificate for 127.0.0.1 in `dir`; returns { key, cert } paths.
 * @param {string} [dir]
 */
export function ensureSelfSigned(dir = join(LAB_ROOT, 'tls-failure')) {
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  if (!existsSync(cert)) {
    mkdirSync(dir, { recursive: true });
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert,
      '-days', '30', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'],
    { stdio: ['ignore', 'ignore', 'pipe'] });
  }
  return { key, cert };
}

/**
 * Starts the listener; resolves to the server once it listens (port 0 picks a free port).
 * @param {{ port?: number, log?: string, dir?: string }} [options]
 * @returns {Promise<import('node:https').Server>}
 */
export function startTlsFailure({ port = 8766, log = '', dir } = {}) {
  const files = ensureSelfSigned(dir);
  const handle = createHandler({ log });
  const server = createServer({ key: readFileSync(files.key), cert: readFileSync(files.cert) }, (req, res) => {
    handle(req, res, { via: 'tls-failure' }).catch((e) => {
      try { res.writeHead(500); res.end(String(e)); } catch { /* the socket is gone */ }
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const port = Number(argValue(args, '--port', process.env.LAB_TLS_FAILURE_PORT || 8766));
  const server = await startTlsFailure({ port, log: argValue(args, '--log', '') });
  console.log(`tls-failure listening on https://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}/m/<behaviour> (certificate signed by no CA)`);
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(0));
}
