#!/usr/bin/env node
// A tiny OpenAI Chat Completions mock for Cline's own shell tool (`run_commands`), which the lab's mock
// does not offer: the first request gets a streamed run_commands call, the one carrying its result a
// short text reply. Usage: node scripts/mock-tools.mjs [--port 8787]. Loopback only.
import { createServer } from 'node:http';

const port = Number(process.argv[process.argv.indexOf('--port') + 1] || 8787);
const COMMAND = 'mkdir -p build && touch build/out.txt';

function stream(res, deltas) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const base = { id: `chatcmpl-${Date.now()}`, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model: 'gpt-4o' };
  for (const [delta, finish] of deltas) res.write(`data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`);
  res.write(`data: ${JSON.stringify({ ...base, choices: [], usage: { prompt_tokens: 12, completion_tokens: 24, total_tokens: 36 } })}\n\n`);
  res.end('data: [DONE]\n\n');
}

createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    const request = JSON.parse(body || '{}');
    const messages = request.messages ?? [];
    if (messages.at(-1)?.role === 'tool') {
      stream(res, [[{ role: 'assistant', content: `Done: I created build/out.txt with \`${COMMAND}\`.` }, null], [{}, 'stop']]);
      return;
    }
    const call = { index: 0, id: `call_${Date.now()}`, type: 'function', function: { name: 'run_commands', arguments: JSON.stringify({ commands: [COMMAND] }) } };
    stream(res, [[{ role: 'assistant', content: null, tool_calls: [call] }, null], [{}, 'tool_calls']]);
  });
}).listen(port, '127.0.0.1');
