// The native transcript format: every malformed line is an error naming its line and what is wrong.
import { describe, expect, it } from 'vitest';
import { PtyscreenError, type PtyscreenErrorCode } from '../../src/errors.js';
import fc from 'fast-check';
import { decodeNativeLine, replayText } from '../../src/transcript/index.js';
import { decodeCompactLine, isNativeEvent } from '../../src/transcript/native-format.js';
import { expectErrorCode } from '../support/errors.js';

const problem = (line: string, code: PtyscreenErrorCode = 'transcript.schema'): string => {
  try {
    decodeNativeLine(line, 7, 'transcripts/x.jsonl');
  } catch (error) {
    expect(error).toBeInstanceOf(PtyscreenError);
    expect((error as PtyscreenError).code).toBe(code);
    return (error as PtyscreenError).format();
  }
  throw new Error(`accepted: ${line}`);
};

describe('decodeNativeLine', () => {
  it.each([
    ['{"type":"auto","prompt":"go"}', { type: 'auto', prompt: 'go' }],
    ['{"type":"grounded","prompt":"go","note":"why"}', { type: 'grounded', prompt: 'go', note: 'why' }],
    ['{"type":"manual","text":""}', { type: 'manual', text: '' }],
    ['{"type":"reply","text":"done"}', { type: 'reply', text: 'done' }],
    ['{"type":"todos","todos":[]}', { type: 'todos', todos: [] }],
    [
      '{"type":"todos","todos":[{"id":"1","content":"a","status":"in_progress","activeForm":"doing a"}]}',
      { type: 'todos', todos: [{ id: '1', content: 'a', status: 'in_progress', activeForm: 'doing a' }] },
    ],
  ])('accepts %s', (line, event) => {
    expect(decodeNativeLine(line, 1, 'x.jsonl')).toEqual(event);
  });

  it.each([
    ['{"type":"atuo","prompt":"x"}', 'transcripts/x.jsonl:7: "type" must be one of auto, grounded, manual, todos, reply; got "atuo"'],
    ['{"type":5}', 'transcripts/x.jsonl:7: "type" must be one of auto, grounded, manual, todos, reply; got number 5'],
    ['{"prompt":"x"}', 'transcripts/x.jsonl:7: missing "type"; it must be one of auto, grounded, manual, todos, reply'],
    ['{"type":"auto"}', 'transcripts/x.jsonl:7: an auto event is missing "prompt"'],
    ['{"type":"auto","promt":"x"}', 'transcripts/x.jsonl:7: an auto event is missing "prompt"; found unknown field "promt" instead (a typo?)'],
    ['{"type":"reply","text":"x","extra":1}', 'transcripts/x.jsonl:7: a reply event has an unknown field "extra"; allowed: type, text, note'],
    ['{"type":"auto","prompt":""}', 'transcripts/x.jsonl:7: "prompt" must not be empty'],
    ['{"type":"manual","text":null}', 'transcripts/x.jsonl:7: "text" must be a string; got null'],
    ['{"type":"todos","todos":{}}', 'transcripts/x.jsonl:7: "todos" must be an array; got an object'],
    [
      '{"type":"todos","todos":[{"id":"1","content":"a","status":"done"}]}',
      'transcripts/x.jsonl:7: "todos[0].status" must be one of pending, in_progress, completed; got "done"',
    ],
    ['{"type":"todos","todos":[{"id":"1","status":"pending"}]}', 'transcripts/x.jsonl:7: "todos[0]" is missing "content"'],
    ['{"type":"auto","prompt":"x","note":3}', 'transcripts/x.jsonl:7: "note" must be a string; got number 3'],
    ['[1,2]', 'transcripts/x.jsonl:7: each line must be a JSON object such as {"type":"auto","prompt":"…"}; got an array'],
    ['"auto"', 'transcripts/x.jsonl:7: each line must be a JSON object such as {"type":"auto","prompt":"…"}; got "auto"'],
  ])('rejects %s', (line, message) => {
    expect(problem(line)).toBe(message);
  });

  it('names the line and column of invalid JSON', () => {
    expect(problem('{"type":"auto","prompt":"x",}', 'transcript.json')).toMatch(/^transcripts\/x\.jsonl:7:29: not valid JSON \(.+\); each line must hold one complete JSON object$/);
    expect(problem('{"type":"auto"', 'transcript.json')).toMatch(/^transcripts\/x\.jsonl:7(:\d+)?: not valid JSON/);
  });

  it('reports the first bad line of a transcript with its number, blank lines counted', () => {
    const text = '{"type":"auto","prompt":"a"}\n\n{"type":"auto","prompt":"b"}\n{"type":"auto","prompt":7}\n';
    const error = expectErrorCode(() => replayText(text, {}, 't.jsonl'), 'transcript.schema');
    expect(error.format()).toBe('t.jsonl:4: "prompt" must be a string; got number 7');
  });
});

describe('decodeCompactLine reads a line as JSON.parse and the shape check do', () => {
  const types = fc.constantFrom('auto', 'grounded', 'reply', 'manual', 'todos', 'Auto', 'autox', '');
  const fields = fc.constantFrom('prompt', 'text', 'note', 'prompts');
  // Text that JSON escapes, or that breaks a line read by hand: quotes, backslashes, control
  // characters, line separators, lone surrogates.
  const value = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 12 }),
    fc.array(fc.constantFrom('a', ' ', '"', '\\', '\n', '\t', '\u0000', '\u001f', '\u2028', '\ud800', 'é', '/', 'u0041'), { maxLength: 8 }).map((parts) => parts.join('')),
  );
  /** The line as written, or with one of its characters changed, dropped or doubled. */
  const line = fc
    .tuple(types, fields, value, fc.nat(80), fc.constantFrom('none', 'drop', 'double', 'quote', 'backslash', 'raw'))
    .map(([type, field, text, at, edit]) => {
      const written = `{"type":"${type}","${field}":${JSON.stringify(text)}}`;
      const index = at % written.length;
      if (edit === 'drop') return written.slice(0, index) + written.slice(index + 1);
      if (edit === 'double') return written.slice(0, index + 1) + written.slice(index);
      if (edit === 'quote') return `${written.slice(0, index)}"${written.slice(index)}`;
      if (edit === 'backslash') return `${written.slice(0, index)}\\${written.slice(index)}`;
      if (edit === 'raw') return `{"type":"${type}","${field}":"${text}"}`;
      return written;
    });

  it('gives the event JSON.parse does, keys in the same order, or leaves the line to the general way', () => {
    fc.assert(
      fc.property(line, (text) => {
        const event = decodeCompactLine(text);
        if (event === undefined) return;
        const parsed: unknown = JSON.parse(text);
        expect(isNativeEvent(parsed)).toBe(true);
        expect(event).toStrictEqual(parsed);
        expect(Object.keys(event)).toEqual(Object.keys(parsed as object));
      }),
      { numRuns: 20000 },
    );
  });

  it('reads the lines JSON.stringify writes for events with no note', () => {
    for (const text of ['', 'x', 'say "hi"\n\tthen\\go', '\u2028', '\ud800']) {
      for (const event of [{ type: 'reply', text }, { type: 'manual', text }]) expect(decodeCompactLine(JSON.stringify(event))).toStrictEqual(event);
      if (text === '') continue;
      for (const event of [{ type: 'auto', prompt: text }, { type: 'grounded', prompt: text }]) expect(decodeCompactLine(JSON.stringify(event))).toStrictEqual(event);
    }
    expect(decodeCompactLine('{"type":"auto","prompt":""}')).toBeUndefined();
    expect(decodeCompactLine('{"type":"auto","prompt":"a","note":"n"}')).toBeUndefined();
    expect(decodeCompactLine('{ "type":"auto","prompt":"a"}')).toBeUndefined();
    expect(decodeCompactLine('{"type":"auto","prompt":"a\u0001"}')).toBeUndefined();
  });
});
