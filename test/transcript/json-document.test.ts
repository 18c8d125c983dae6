// A session saved as one JSON document: parsed whole at the end, each part placed at the line where it begins.
import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../../src/transcript/events.js';
import { createDocumentDecoder, elementLines, opensDocument, type DocumentReader } from '../../src/transcript/json-document.js';
import { expectErrorCode } from '../support/errors.js';

describe('opensDocument', () => {
  it('is true for a first line that is a lone brace or bracket', () => {
    expect(['{', '[', '  {  ', '[\r'].map(opensDocument)).toEqual([true, true, true, true]);
    expect(['{"type":"auto"}', '', '{ "a": 1', 'x'].map(opensDocument)).toEqual([false, false, false, false]);
  });
});

describe('elementLines', () => {
  it('gives the line each array element starts on, keyed by its path', () => {
    const text = ['{', '  "history": [', '    {"role": "user"},', '    {', '      "parts": ["a",', '        "b"]', '    }', '  ]', '}'].join('\n');
    expect(Object.fromEntries([...elementLines(text)].map(([path, line]) => [path.split('\u0000').join('/'), line]))).toEqual({
      'history/0': 3,
      'history/1': 4,
      'history/1/parts/0': 5,
      'history/1/parts/1': 6,
    });
  });

  it('keys the elements of a top-level array by their index, and passes over strings holding brackets and escapes', () => {
    const text = '[\n"a [\\"b\\"] {",\n  {"k": "]"},\n  3\n]';
    expect([...elementLines(text)]).toEqual([
      ['0', 2],
      ['1', 3],
      ['2', 4],
    ]);
  });

  it('finds nothing in a document with no array', () => {
    expect(elementLines('{"a": {"b": 1}}').size).toBe(0);
  });
});

describe('createDocumentDecoder', () => {
  const listReader: DocumentReader = {
    format: 'opencode',
    shape: 'a list of prompts',
    accepts: (document) => Array.isArray(document),
    read(document, lineOf, emit) {
      (document as string[]).forEach((prompt, index) => emit({ type: 'manual', text: prompt }, lineOf(index) ?? 0));
      return 2;
    },
  };

  function decode(lines: string[]): { events: [TranscriptEvent, number][]; toolCalls: number | undefined; format: string } {
    const decoder = createDocumentDecoder('s.json', [listReader]);
    const events: [TranscriptEvent, number][] = [];
    lines.forEach((text, index) => decoder.line(text, index + 1, () => undefined));
    decoder.end((event, line) => events.push([event, line]));
    return { events, toolCalls: decoder.toolCalls, format: decoder.format };
  }

  it('hands the whole document to the reader that accepts it, with the lines of its elements', () => {
    expect(decode(['[', '  "one",', '', '  "two"', ']'])).toEqual({
      events: [
        [{ type: 'manual', text: 'one' }, 2],
        [{ type: 'manual', text: 'two' }, 4],
      ],
      toolCalls: 2,
      format: 'opencode',
    });
  });

  it('a document that is not JSON is an error at the line V8 points at', () => {
    const decoder = createDocumentDecoder('s.json', [listReader]);
    // A key with no colon after it: V8 names the offset.
    ['[', '  "one",', '  {"k" 1}', ']'].forEach((text, index) => decoder.line(text, index + 1, () => undefined));
    const error = expectErrorCode(() => decoder.end(() => undefined), 'transcript.json');
    expect(error.location).toEqual({ file: 's.json', line: 3 });
    expect(error.message).toMatch(/^not a valid JSON document \(.+\); a session saved as one document must hold one complete JSON value$/u);
  });

  it('a document whose fault V8 gives no offset for is an error at the faulty line, on one line of message', () => {
    const decoder = createDocumentDecoder('s.json', [listReader]);
    // A bare word: Node 20 says "Unexpected token 'w', …" and quotes the document instead of an offset.
    ['[', '  "one",', '  two', ']'].forEach((text, index) => decoder.line(text, index + 1, () => undefined));
    const error = expectErrorCode(() => decoder.end(() => undefined), 'transcript.json');
    expect(error.location).toEqual({ file: 's.json', line: 3 });
    expect(error.message).toBe("not a valid JSON document (Unexpected token 'w'); a session saved as one document must hold one complete JSON value");
  });

  it('a document that ends too soon is an error at its last line', () => {
    const decoder = createDocumentDecoder('s.json', [listReader]);
    ['[', '  "one",', '  "two"'].forEach((text, index) => decoder.line(text, index + 1, () => undefined));
    expect(expectErrorCode(() => decoder.end(() => undefined), 'transcript.json').location).toEqual({ file: 's.json', line: 3 });
  });

  it('a document no reader accepts names every shape expected, at line 1', () => {
    const other: DocumentReader = { ...listReader, format: 'gemini-cli', shape: 'a checkpoint', accepts: () => false };
    const decoder = createDocumentDecoder('s.json', [other, { ...listReader, accepts: () => false }]);
    decoder.line('{}', 1, () => undefined);
    const error = expectErrorCode(() => decoder.end(() => undefined), 'transcript.json');
    expect(error.message).toBe('a JSON document of no known session shape: expected a checkpoint; or a list of prompts');
    expect(error.location).toEqual({ file: 's.json', line: 1 });
  });

  it('says the first reader\'s format until a document is read', () => {
    expect(createDocumentDecoder('s.json', [listReader]).format).toBe('opencode');
    expect(createDocumentDecoder('s.json', []).format).toBe('native');
  });
});
