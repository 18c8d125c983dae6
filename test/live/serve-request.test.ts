// A serve request line: what is taken, and what is refused with a message saying what to fix.
import { describe, expect, it } from 'vitest';
import { parseRequest } from '../../src/live/serve-request.js';

function refused(text: string): { id: unknown; code: string; message: string; line: number | undefined } {
  const parsed = parseRequest(text, 7);
  if (parsed.ok) throw new Error(`taken: ${text}`);
  return { id: parsed.id, code: parsed.error.code, message: parsed.error.message, line: parsed.error.location.line };
}

describe('parseRequest', () => {
  it('takes each kind of input with its hints, the id as sent', () => {
    expect(parseRequest('{"id": "a", "screen": "hi", "process": "node", "argv": "node x", "vendor": "codex", "cols": 80, "rows": 24}', 1)).toEqual({
      ok: true,
      request: { id: 'a', input: { kind: 'screen', screen: 'hi' }, process: 'node', argv: 'node x', vendor: 'codex', cols: 80, rows: 24 },
    });
    expect(parseRequest('{"id": 2, "file": "pane.txt"}', 1)).toMatchObject({ ok: true, request: { id: 2, input: { kind: 'file', file: 'pane.txt' } } });
    expect(parseRequest('{"id": [1], "tmux": "%3", "tmuxSocket": "work"}', 1)).toMatchObject({ ok: true, request: { id: [1], input: { kind: 'tmux', pane: '%3', socket: 'work' } } });
    // No id: the answer carries null. An empty screen is a screen (a blank pane).
    expect(parseRequest('{"screen": ""}', 1)).toMatchObject({ ok: true, request: { id: null, input: { kind: 'screen', screen: '' } } });
  });

  it('refuses what is not a JSON object, naming the line', () => {
    expect(refused('garbage')).toMatchObject({ id: null, code: 'request.json', line: 7 });
    expect(refused('[1, 2]')).toMatchObject({ id: null, code: 'request.json', message: expect.stringContaining('JSON object') });
  });

  it('refuses a wrong shape and keeps the id, so the answer can be matched', () => {
    expect(refused('{"id": 5, "screen": "x", "proces": "node"}')).toMatchObject({ id: 5, code: 'request.invalid', message: expect.stringContaining('unknown field "proces"') });
    expect(refused('{"id": 5}')).toMatchObject({ code: 'request.invalid', message: expect.stringContaining('got none') });
    expect(refused('{"id": 5, "screen": "x", "file": "y"}')).toMatchObject({ message: expect.stringContaining('got screen and file') });
    expect(refused('{"id": 5, "file": 3}')).toMatchObject({ message: '"file" must be a string' });
    expect(refused('{"id": 5, "file": ""}')).toMatchObject({ message: '"file" is empty' });
    expect(refused('{"id": 5, "screen": "x", "cols": 0}')).toMatchObject({ message: '"cols" must be a positive whole number' });
    expect(refused('{"id": 5, "screen": "x", "rows": 2.5}')).toMatchObject({ message: '"rows" must be a positive whole number' });
    expect(refused('{"id": 5, "screen": "x", "process": 1}')).toMatchObject({ message: '"process" must be a string' });
    expect(refused('{"id": 5, "screen": "x", "tmuxSocket": "w"}')).toMatchObject({ message: '"tmuxSocket" goes with "tmux" only' });
  });
});
