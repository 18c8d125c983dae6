// A broken JSON file points at its fault: the message without V8's noise, and the line and column.
import { describe, expect, it } from 'vitest';
import { jsonErrorPlace, parseJsonFile } from '../../src/shared/json-position.js';
import { expectErrorCode } from '../support/errors.js';

describe('jsonErrorPlace', () => {
  it('turns "at position N" into a 1-based line and column', () => {
    expect(jsonErrorPlace('Unexpected token } in JSON at position 0', '}')).toEqual({ line: 1, column: 1 });
    expect(jsonErrorPlace('Unexpected token at position 4', 'abcdef')).toEqual({ line: 1, column: 5 });
    // Position 11 is the x on the third line, after two spaces.
    expect(jsonErrorPlace('... at position 11', '{\n  "a":\n  x')).toEqual({ line: 3, column: 3 });
  });

  it('finds the fault itself where V8 quotes the input instead of naming a position', () => {
    const text = '{\n "a": 1,\n "b": tru\n}';
    // Node 20: "Unexpected token '\n', ..." with no offset; the fault is the line break after "tru".
    expect(jsonErrorPlace(`Unexpected token '\\n', ..."\n "b": tru\n}" is not valid JSON`, text)).toEqual({ line: 3, column: 10 });
    expect(jsonErrorPlace(`Unexpected token 'w', "[..." is not valid JSON`, '[\n  "one",\n  two\n]')).toEqual({ line: 3, column: 4 });
  });

  it('is undefined when the message names no position', () => {
    expect(jsonErrorPlace('Unexpected end of JSON input', '{')).toBeUndefined();
  });
});

describe('parseJsonFile', () => {
  it('returns the parsed value', () => {
    expect(parseJsonFile('{"cols": 80}', 'meta.json', 'capture.meta')).toEqual({ cols: 80 });
    expect(parseJsonFile('[1, null]', 'meta.json', 'capture.meta')).toEqual([1, null]);
  });

  it('throws the given code, naming the file and, where V8 says it, the line and column', () => {
    const error = expectErrorCode(() => parseJsonFile('{\n  "cols": 80,\n}', 'meta.json', 'capture.meta'), 'capture.meta');
    expect(error.message).toMatch(/^not valid JSON: /);
    expect(error.message).not.toMatch(/position|\n/);
    expect(error.location).toEqual({ file: 'meta.json', line: 3, column: 1 });
  });

  it('names only the file when the text ends too soon', () => {
    const error = expectErrorCode(() => parseJsonFile('{"cols": ', 'meta.json', 'capture.meta'), 'capture.meta');
    expect(error.location).toEqual({ file: 'meta.json' });
    expect(error.message).toBe('not valid JSON: Unexpected end of JSON input');
  });

  it('leaves out the quote of the input V8 appends', () => {
    const error = expectErrorCode(() => parseJsonFile('xyz', 'meta.json', 'capture.meta'), 'capture.meta');
    expect(error.message).toBe("not valid JSON: Unexpected token 'x'");
  });

  it('keeps one line when V8 quotes the input with a leading "..."', () => {
    const error = expectErrorCode(() => parseJsonFile('{\n "a": 1,\n "b": tru\n}', 'meta.json', 'capture.meta'), 'capture.meta');
    expect(error.message).toBe("not valid JSON: Unexpected token '\n'");
    expect(error.location).toEqual({ file: 'meta.json', line: 3, column: 10 });
  });

  it('throws on an empty text', () => {
    expectErrorCode(() => parseJsonFile('', 'empty.json', 'transcript.json'), 'transcript.json');
  });
});
