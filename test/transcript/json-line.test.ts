// JSON Lines: one object a line, a syntax error at its line and column, records run together read with a warning.
import { describe, expect, it } from 'vitest';
import { createJsonRecordReader, isPlainObject, parseJsonLine } from '../../src/transcript/json-line.js';
import { expectErrorCode } from '../support/errors.js';

describe('parseJsonLine', () => {
  it('parses a line', () => {
    expect(parseJsonLine('{"type":"auto","prompt":"go"}', 1, 't.jsonl')).toEqual({ type: 'auto', prompt: 'go' });
  });

  it('a broken line is transcript.json at its line and 1-based column', () => {
    const error = expectErrorCode(() => parseJsonLine('{"type" "auto"}', 4, 't.jsonl'), 'transcript.json');
    // The column is the 9th character, where the colon is missing.
    expect(error.location).toEqual({ file: 't.jsonl', line: 4, column: 9 });
    expect(error.message).toMatch(/^not valid JSON \(.+\); each line must hold one complete JSON object$/u);
    expect(error.message).not.toContain('position');
  });

  it('a line cut short has no column', () => {
    const error = expectErrorCode(() => parseJsonLine('{"type":', 2, 't.jsonl'), 'transcript.json');
    expect(error.location).toEqual({ file: 't.jsonl', line: 2, column: undefined });
  });
});

describe('isPlainObject', () => {
  it('is true for an object only', () => {
    expect([{}, [], null, 'x', 1].map(isPlainObject)).toEqual([true, false, false, false, false]);
  });
});

describe('createJsonRecordReader', () => {
  it('reads a blank line as no record and a line as one', () => {
    const reader = createJsonRecordReader('log.jsonl');
    expect(reader.records('   ', 1)).toEqual([]);
    expect(reader.records('{"a":1}', 2)).toEqual([{ a: 1 }]);
    expect(reader.warnings).toEqual([]);
  });

  it('reads objects run together on one line, and says so once for that line', () => {
    const reader = createJsonRecordReader('log.jsonl');
    expect(reader.records('{"a":1}{"b":"}{"} {"c":[1,{"d":2}]}', 7)).toEqual([{ a: 1 }, { b: '}{' }, { c: [1, { d: 2 }] }]);
    expect(reader.warnings).toEqual(['line 7 holds 3 records run together (a session resumed after one that ended without a newline); all of them were read']);
  });

  it('keeps an escaped quote inside a string of a run-together record', () => {
    const reader = createJsonRecordReader('log.jsonl');
    expect(reader.records('{"q":"say \\"}\\""}{"n":2}', 1)).toEqual([{ q: 'say "}"' }, { n: 2 }]);
  });

  it('any other broken line is an error at that line', () => {
    const reader = createJsonRecordReader('log.jsonl');
    for (const text of ['{"a":1', '{"a":1} trailing', '[1][2]', '{"a":1}}', '"x"{"a":1}']) {
      expect(expectErrorCode(() => reader.records(text, 3), 'transcript.json').location.line).toBe(3);
    }
    expect(reader.warnings).toEqual([]);
  });
});
