// Errors are values with a stable code; a fault of ptyscreen itself shows its stack only when PTYSCREEN_DEBUG asks.
import { afterEach, describe, expect, it } from 'vitest';
import { PtyscreenError, toPtyscreenError } from '../src/errors.js';

const saved = process.env.PTYSCREEN_DEBUG;
afterEach(() => {
  if (saved === undefined) delete process.env.PTYSCREEN_DEBUG;
  else process.env.PTYSCREEN_DEBUG = saved;
});

describe('PtyscreenError', () => {
  it('an OS error keeps its errno as the code and names the file', () => {
    const error = toPtyscreenError(Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT' }), '/x/pane.txt');
    expect(error).toMatchObject({ code: 'io.ENOENT', location: { file: '/x/pane.txt' } });
    expect(error.format()).toBe('/x/pane.txt: cannot read: no such file; check the path');
  });

  it('an internal fault prints one line, and its stack only under PTYSCREEN_DEBUG=1', () => {
    const error = toPtyscreenError(new TypeError('x is not a function'));
    expect(error.code).toBe('internal');
    delete process.env.PTYSCREEN_DEBUG;
    expect(error.format()).toBe('x is not a function');
    process.env.PTYSCREEN_DEBUG = '1';
    expect(error.format()).toMatch(/^x is not a function\nTypeError: x is not a function\n\s+at /);
    process.env.PTYSCREEN_DEBUG = '0';
    expect(error.format()).toBe('x is not a function');
  });

  it('a located error prints file:line:col before its message', () => {
    expect(new PtyscreenError('transcript.json', 'not valid JSON', { file: 't.jsonl', line: 3, column: 7 }).format()).toBe('t.jsonl:3:7: not valid JSON');
  });
});
