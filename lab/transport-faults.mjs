// Failures between the client and the model API, as the lab serves them: gateway HTML pages, a proxy's
// plain-text error, a connection reset, a request that times out. Each page is byte-exact to its source.
//
// A TLS failure is lab/tls-failure.mjs (its own port); a DNS failure needs no server at all: point the
// CLI's base URL at a host under `.invalid` (RFC 2606 guarantees it never resolves), see lab/README.md.

/** @import { IncomingMessage, ServerResponse } from 'node:http' */
/**
 * What a failure behaviour is told of the request: its API family, path, URL and parsed body.
 * @typedef {{ family: string, path?: string, url?: URL, body?: { model?: string, stream?: boolean, [key: string]: unknown } }} FaultContext
 */
/**
 * Answers a request with a failure.
 * @typedef {(req: IncomingMessage, res: ServerResponse, ctx: FaultContext) => Promise<void> | void} Responder
 */
/**
 * A gateway's whole HTTP response; `body` is sent as is.
 * @typedef {{ status: number, headers: Record<string, string>, body: string, source: string, note?: string }} GatewayPage
 */

const CRLF = '\r\n';
/** @type {(...l: string[]) => string} */
const lines = (...l) => l.map((x) => x + CRLF).join('');

// nginx builds an error page from a per-status head and a shared tail, lines ending in CRLF.
/** @type {(title: string) => string} */
const nginxPage = (title) => lines('<html>', `<head><title>${title}</title></head>`, '<body>', `<center><h1>${title}</h1></center>`, '<hr><center>nginx</center>', '</body>', '</html>');
const NGINX_SOURCE = 'https://github.com/nginx/nginx/blob/d66b7a8a1ae71d0c4e2d767f4d06f05890169b56/src/http/ngx_http_special_response.c (ngx_http_error_<status>_page + ngx_http_error_tail)';
const NGINX_HEADERS = { server: 'nginx', 'content-type': 'text/html' };

/** Gateway answers that are whole HTTP responses. `body` is a string, sent as is. */
/** @type {Record<string, GatewayPage>} */
export const GATEWAY_PAGES = {
  'nginx-502': { status: 502, headers: NGINX_HEADERS, body: nginxPage('502 Bad Gateway'), source: NGINX_SOURCE },
  'nginx-504': { status: 504, headers: NGINX_HEADERS, body: nginxPage('504 Gateway Time-out'), source: NGINX_SOURCE },
  'alb-502': {
    status: 502,
    headers: { server: 'awselb/2.0', 'content-type': 'text/html' },
    // The captured response says Content-Length: 138, which these five lines make only with CRLF endings.
    body: lines('<html>', '<head><title>502 Bad Gateway</title></head>', '<body bgcolor="white">', '<center><h1>502 Bad Gateway</h1></center>', '</body>', '</html>'),
    source: 'https://github.com/esi/esi-issues/issues/902 (AWS ALB: status, headers and body)',
  },
  'cloudflare-524': {
    status: 524,
    headers: { server: 'cloudflare', 'content-type': 'text/html; charset=UTF-8' },
    body: [
      '<!DOCTYPE html>', '', ' <html class="no-js" lang="en-US">', '<head>', '',
      '<title>chat.openai.com | 524: A timeout occurred</title>',
      '<meta charset="UTF-8" />',
      '<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />',
      '<meta http-equiv="X-UA-Compatible" content="IE=Edge" />',
      '<meta name="robots" content="noindex, nofollow" />',
      '<meta name="viewport" content="width=device-width,initial-scale=1" />',
      '<link rel="stylesheet" id="cf_styles-css" href="/cdn-cgi/styles/main.css" />', '',
      '</head>', '<body>', '<div id="cf-wrapper">', '',
      '    <div id="cf-error-details" class="p-0">',
      '        <header class="mx-auto pt-10 lg:pt-6 lg:px-8 w-240 lg:w-full mb-8">',
      '            <h1 class="inline-block sm:block sm:mb-2 font-light text-60 lg:text-4xl text-black-dark leading-tight mr-2">', '',
      '              <span class="inline-block">A timeout occurred</span>',
      '              <span class="code-label">Error code 524</span>',
      '            </h1>',
      '            <div>',
      '               Visit <a href="https://www.cloudflare.com/5xx-error-landing?utm_source=errorcode_524&utm_campaign=chat.openai.com" target="_blank" rel="noopener noreferrer">cloudflare.com</a> for more information.',
      '            </div>',
      '',
    ].join('\n'),
    source: 'https://github.com/acheong08/ChatGPT/issues/447 (Cloudflare 524 page in front of an OpenAI host)',
    note: 'the page as far as the source quotes it (head and header, which is what CLIs print); the status diagram and footer that follow are left out',
  },
  'envoy-503': {
    status: 503,
    headers: { server: 'envoy', 'content-type': 'text/plain' },
    body: 'upstream connect error or disconnect/reset before headers. reset reason: overflow',
    source: 'https://github.com/nminaya/grammar-nazi-bot/issues/931 (Groq answering 503 with this text)',
  },
};

/** @type {(ms: number) => Promise<void>} */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Milliseconds a `t-timeout-*` request waits before its gateway answers (read per request). */
export const timeoutMs = () => Number(process.env.LAB_MOCK_TIMEOUT_MS || 30000);

/** @type {(res: ServerResponse, page: Pick<GatewayPage, 'status' | 'headers' | 'body'>) => void} */
export function sendPage(res, page) {
  res.writeHead(page.status, { ...page.headers, 'content-length': Buffer.byteLength(page.body) });
  res.end(page.body);
}

// The first bytes a stream of each family sends, so the client has started reading when the reset comes.
/** @type {(family: string, ctx: FaultContext) => string} */
function streamStart(family, ctx) {
  const model = (ctx.body && ctx.body.model) || 'mock';
  if (family === 'anthropic') {
    return `event: message_start\ndata: ${JSON.stringify({ type: 'message_start', message: { id: 'msg_reset', type: 'message', role: 'assistant', model, content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 12, output_tokens: 1 } } })}\n\n`
      + `event: content_block_start\ndata: ${JSON.stringify({ type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } })}\n\n`
      + `event: content_block_delta\ndata: ${JSON.stringify({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'Let me look at' } })}\n\n`;
  }
  if (family === 'gemini') {
    const piece = { candidates: [{ content: { role: 'model', parts: [{ text: 'Let me look at' }] }, index: 0 }], modelVersion: model };
    return ctx.url && ctx.url.searchParams.get('alt') === 'sse' ? `data: ${JSON.stringify(piece)}\n\n` : `[${JSON.stringify(piece)}`;
  }
  if (/\/responses$/.test(ctx.path || '')) {
    return `event: response.created\ndata: ${JSON.stringify({ type: 'response.created', sequence_number: 0, response: { id: 'resp_reset', object: 'response', status: 'in_progress', model, output: [] } })}\n\n`;
  }
  return `data: ${JSON.stringify({ id: 'chatcmpl-reset', object: 'chat.completion.chunk', created: 0, model, choices: [{ index: 0, delta: { role: 'assistant', content: 'Let me look at' }, finish_reason: null }] })}\n\n`;
}

/**
 * Behaviours that are not a fixed page.
 * @type {Record<string, Responder>}
 */
export const TRANSPORT_FAULTS = {
  // The stream starts (200, first event) and then the socket is destroyed without a final chunk.
  'reset-mid-stream': async (req, res, ctx) => {
    const sse = ctx.family !== 'gemini' || (ctx.url && ctx.url.searchParams.get('alt') === 'sse');
    res.writeHead(200, { 'content-type': sse ? 'text/event-stream' : 'application/json', 'cache-control': 'no-cache' });
    res.write(streamStart(ctx.family, ctx));
    await sleep(200);
    req.socket.destroy();
  },
  // The connection drops before any response byte (ECONNRESET / "socket hang up" at the client).
  'reset': (req) => { req.socket.destroy(); },
  // A gateway gives up on a slow upstream: nginx's 504 after LAB_MOCK_TIMEOUT_MS.
  'timeout-504': async (req, res) => { await sleep(timeoutMs()); sendPage(res, GATEWAY_PAGES['nginx-504']); },
  // The server gives up waiting for the request: nginx's 408 after LAB_MOCK_TIMEOUT_MS.
  'timeout-408': async (req, res) => {
    await sleep(timeoutMs());
    sendPage(res, { status: 408, headers: NGINX_HEADERS, body: nginxPage('408 Request Time-out') });
  },
};

/** @type {Record<string, string>} */
export const TRANSPORT_NOTES = {
  'reset-mid-stream': 'HTTP 200, the family\'s first stream event, then the socket is destroyed',
  'reset': 'the socket is destroyed before any response byte',
  'timeout-504': `waits LAB_MOCK_TIMEOUT_MS (default 30000), then nginx's 504 page; source ${NGINX_SOURCE}`,
  'timeout-408': `waits LAB_MOCK_TIMEOUT_MS (default 30000), then nginx's 408 page; source ${NGINX_SOURCE}`,
};
