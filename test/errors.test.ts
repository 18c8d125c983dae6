// Errors are values with a stable code; a fault of ptyscreen itself shows its stack only when PTYSCREEN_DEBUG asks.
import { afterEach, describe, expect, it } from 'vitest';
import { errnoOf, formatLocation, ioFailure, PtyscreenError, toPtyscreenError } from '../src/errors.js';

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

describe('formatLocation', () => {
  it('is empty without a file, and file, file:line or file:line:col followed by ": "', () => {
    expect(formatLocation({})).toBe('');
    expect(formatLocation({ line: 3, column: 1 })).toBe('');
    expect(formatLocation({ file: 'a.txt' })).toBe('a.txt: ');
    expect(formatLocation({ file: 'a.txt', line: 3 })).toBe('a.txt:3: ');
    expect(formatLocation({ file: 'a.txt', line: 3, column: 9 })).toBe('a.txt:3:9: ');
  });

  it('leaves out a column given without a line', () => {
    expect(formatLocation({ file: 'a.txt', column: 9 })).toBe('a.txt: ');
  });
});

describe('errnoOf and ioFailure', () => {
  it('errnoOf is the string code of an error, and undefined for anything else', () => {
    expect(errnoOf(Object.assign(new Error('x'), { code: 'EACCES' }))).toBe('EACCES');
    expect(errnoOf({ code: 'ENOENT' })).toBe('ENOENT');
    expect(errnoOf({ code: 2 })).toBeUndefined();
    expect(errnoOf(new Error('x'))).toBeUndefined();
    expect(errnoOf(null)).toBeUndefined();
    expect(errnoOf('ENOENT')).toBeUndefined();
  });

  it('ioFailure is the code where there is one, else the message, else the value as text', () => {
    expect(ioFailure(Object.assign(new Error('spawn tmux ENOENT'), { code: 'ENOENT' }))).toBe('ENOENT');
    expect(ioFailure(new Error('socket hang up'))).toBe('socket hang up');
    expect(ioFailure(42)).toBe('42');
  });
});

describe('toPtyscreenError', () => {
  it('hands a PtyscreenError back as it is', () => {
    const error = new PtyscreenError('capture.empty', 'empty', { file: 'a.txt' });
    expect(toPtyscreenError(error, 'b.txt')).toBe(error);
  });

  it('says what to do for a denied file and a folder, and keeps the OS message for another code', () => {
    const denied = toPtyscreenError(Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' }), 'p.txt');
    expect([denied.code, denied.message]).toEqual(['io.EACCES', 'p.txt: cannot read: permission denied; check the file mode']);
    const folder = toPtyscreenError(Object.assign(new Error('EISDIR'), { code: 'EISDIR' }), 'dir');
    expect(folder.message).toBe('dir: cannot read: is a directory; give a file');
    const other = toPtyscreenError(Object.assign(new Error('EMFILE: too many open files'), { code: 'EMFILE' }), 'm.txt');
    expect([other.code, other.message, other.exitCode]).toEqual(['io.EMFILE', 'm.txt: cannot read: EMFILE: too many open files', 2]);
  });

  it('an errno with no file is internal: there is no path to name', () => {
    const error = toPtyscreenError(Object.assign(new Error('EPIPE: broken pipe'), { code: 'EPIPE' }));
    expect(error.code).toBe('internal');
    expect(error.location).toEqual({});
  });

  it('a thrown value that is not an Error becomes an internal error with its text', () => {
    const error = toPtyscreenError('boom', 'x.txt');
    expect([error.code, error.message, error.location]).toEqual(['internal', 'boom', { file: 'x.txt' }]);
    expect(error.cause).toBe('boom');
  });
});

describe('PtyscreenError.format', () => {
  it('does not repeat a place the message already starts with', () => {
    expect(new PtyscreenError('io.ENOENT', 'x.txt: cannot read: no such file', { file: 'x.txt' }).format()).toBe('x.txt: cannot read: no such file');
  });

  it('carries its code, location and exit code, exit 2 unless told otherwise', () => {
    const error = new PtyscreenError('capture.geometry', 'cols must be …');
    expect([error.name, error.code, error.location, error.exitCode]).toEqual(['PtyscreenError', 'capture.geometry', {}, 2]);
    expect(new PtyscreenError('tmux.failed', 'no pane', {}, 1).exitCode).toBe(1);
    expect(error).toBeInstanceOf(Error);
  });
});
