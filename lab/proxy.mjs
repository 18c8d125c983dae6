#!/usr/bin/env node
// HTTPS-intercepting proxy for the capture lab. It answers every host itself and forwards NOTHING
// to the internet: CONNECT tunnels are terminated with a per-host certificate signed by a
// throwaway test CA (made with the openssl CLI under LAB_ROOT/ca/), API calls (/v1/messages,
// /v1/responses, ...) go to the in-process mock API handler, anything else gets 200 with `{}`.
//
// Usage: node lab/proxy.mjs [--port 8770] [--behaviour ok] [--log FILE]
//        node lab/proxy.mjs --ca        (only create the CA, print the path of ca.pem)
// Env for clients: HTTPS_PROXY=http://127.0.0.1:8770  NODE_EXTRA_CA_CERTS=<LAB_ROOT>/ca/ca.pem
import { createServer } from 'node:http';
import { createSecureContext, TLSSocket } from 'node:tls';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync, appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createHandler, argValue } from './mock-api.mjs';
import { LAB_ROOT } from './vendors.mjs';

export const CA_DIR = join(LAB_ROOT, 'ca');
export const CA_PEM = join(CA_DIR, 'ca.pem');
const CA_KEY = join(CA_DIR, 'ca.key');
const LEAF_KEY = join(CA_DIR, 'leaf.key');

/** @type {(...args: string[]) => Buffer} */
const openssl = (...args) => execFileSync('openssl', args, { stdio: ['ignore', 'ignore', 'pipe'] });

export function ensureCa() {
  mkdirSync(join(CA_DIR, 'hosts'), { recursive: true });
  if (!existsSync(CA_PEM)) {
    openssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', CA_KEY, '-out', CA_PEM,
      '-days', '30', '-subj', '/CN=ptyscreen lab throwaway test CA',
      '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign');
  }
  if (!existsSync(LEAF_KEY)) openssl('genrsa', '-out', LEAF_KEY, '2048');
  return CA_PEM;
}

/** @type {Map<string, import('node:tls').SecureContext>} */
const contexts = new Map();
/** @param {string} host */
function contextFor(host) {
  const made = contexts.get(host);
  if (made) return made;
  const safe = host.replace(/[^A-Za-z0-9.-]/g, '_');
  const cert = join(CA_DIR, 'hosts', `${safe}.pem`);
  if (!existsSync(cert)) {
    const csr = join(CA_DIR, 'hosts', `${safe}.csr`);
    const ext = join(CA_DIR, 'hosts', `${safe}.ext`);
    const san = /^\d+\.\d+\.\d+\.\d+$/.test(host) ? `IP:${host}` : `DNS:${host}`;
    writeFileSync(ext, `subjectAltName=${san}\nextendedKeyUsage=serverAuth\nbasicConstraints=CA:FALSE\nkeyUsage=digitalSignature,keyEncipherment\n`);
    openssl('req', '-new', '-key', LEAF_KEY, '-subj', `/CN=${host}`, '-out', csr);
    openssl('x509', '-req', '-in', csr, '-CA', CA_PEM, '-CAkey', CA_KEY, '-set_serial',
      `0x${Date.now().toString(16)}${Math.floor(Math.random() * 1e6).toString(16)}`,
      '-days', '30', '-out', cert, '-extfile', ext);
  }
  const ctx = createSecureContext({ key: readFileSync(LEAF_KEY), cert: readFileSync(cert) });
  contexts.set(host, ctx);
  return ctx;
}

const API_PATH = /\/v1\/(messages|responses|chat\/completions)|:(stream)?[gG]enerateContent|:countTokens/;

/**
 * Starts the proxy on 127.0.0.1:`port`; `behaviour` is the mock's for the API paths, `log` a file to append to.
 * @param {{ port?: number, behaviour?: string, log?: string }} [options]
 */
export function startProxy({ port = 8770, behaviour = 'ok', log = '' } = {}) {
  ensureCa();
  /** @param {string} line */
  const say = (line) => {
    if (!log) return;
    try { appendFileSync(log, `${new Date().toISOString()} proxy ${line}\n`); } catch { /* ignore */ }
  };
  const mock = createHandler({ log, defaultBehaviour: behaviour });
  /** @type {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void} */
  const answer = (req, res) => {
    // a server's request always has a URL
    const url = /** @type {string} */ (req.url);
    const host = req.headers.host || '';
    if (API_PATH.test(url)) {
      mock(req, res, { behaviour, via: 'proxy' }).catch(() => res.destroy());
      return;
    }
    req.resume();
    // An OAuth code exchange can only fail offline: answer like a server that rejects the code.
    if (/\/oauth\/token$|\/token$/.test(url.split('?')[0]) && req.method === 'POST') {
      say(`${req.method} ${host}${req.url} -> 400 invalid_grant`);
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'invalid_grant', error_description: 'Invalid authorization code' }));
      return;
    }
    say(`${req.method} ${host}${req.url} -> 200 {}`);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{}');
  };
  // Inner server that never listens: decrypted tunnels are handed to it as connections.
  const inner = createServer(answer);
  const server = createServer(answer); // plain-HTTP proxy requests (absolute URLs)
  server.on('connect', (req, socket, head) => {
    const [host] = /** @type {string} */ (req.url).split(':');
    say(`CONNECT ${req.url}`);
    socket.on('error', () => {});
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    let ctx;
    try { ctx = contextFor(host); } catch (e) { say(`cert for ${host} failed: ${/** @type {Error} */ (e).message}`); socket.destroy(); return; }
    const tls = new TLSSocket(socket, {
      isServer: true,
      secureContext: ctx,
      SNICallback: (name, cb) => { try { cb(null, contextFor(name)); } catch (e) { cb(/** @type {Error} */ (e)); } },
      ALPNProtocols: ['http/1.1'],
    });
    tls.on('error', (e) => say(`tls ${host}: ${e.message}`));
    if (head && head.length) tls.unshift(head);
    inner.emit('connection', tls);
  });
  server.listen(port, '127.0.0.1');
  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  if (args.includes('--ca')) {
    console.log(ensureCa());
  } else {
    const port = Number(argValue(args, '--port', process.env.LAB_PROXY_PORT || 8770));
    const behaviour = argValue(args, '--behaviour', 'ok');
    const log = argValue(args, '--log', process.env.LAB_MOCK_LOG || '');
    startProxy({ port, behaviour, log }).on('listening', () =>
      console.log(`proxy listening on http://127.0.0.1:${port} (CA ${CA_PEM})`));
    for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(0));
  }
}
