import { describe, expect, it } from 'vitest';
import { readCaptureFromBuffer } from '../../src/screen/read-capture.js';
import { expandTabs, readTextScreen } from '../../src/screen/text/text.js';
import { expectErrorCode } from '../support/errors.js';

describe('readTextScreen', () => {
  it('splits on LF and CRLF alike, and a final newline ends the last line', () => {
    expect(readTextScreen('one\r\ntwo\nthree\r\n').lines).toEqual(['one', 'two', 'three']);
  });

  it('keeps blank lines inside the screen and at its end', () => {
    expect(readTextScreen('a\n\nb\n\n\n').lines).toEqual(['a', '', 'b', '', '']);
  });

  it('removes trailing spaces but keeps a trailing no-break space, which is content', () => {
    expect(readTextScreen('❯\u00a0\nready   \n').lines).toEqual(['❯\u00a0', 'ready']);
  });

  it('expands tabs to 8-column stops, counting wide characters as two cells', () => {
    expect(expandTabs('a\tb')).toBe('a       b');
    expect(expandTabs('12345678\tx')).toBe('12345678        x');
    expect(expandTabs('中文\tx')).toBe('中文    x');
    expect(readTextScreen('\t\n').lines).toEqual(['']);
  });

  it('strips NUL and other controls, C0 and C1, without crashing', () => {
    expect(readTextScreen('a\0b\x07c\x1bd\x7fe\x9bf\rg\n').lines).toEqual(['abcdefg']);
  });

  it('reads invalid UTF-8 with replacement characters', async () => {
    const bytes = Buffer.concat([Buffer.from('ok '), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('\nnext\n')]);
    const screen = await readCaptureFromBuffer(bytes, { format: 'text' });
    expect(screen.lines).toEqual(['ok \ufffd\ufffd\ufffd', 'next']);
  });

  it('drops a leading byte-order mark', async () => {
    const screen = await readCaptureFromBuffer(Buffer.from('\ufeffhello\n'));
    expect(screen.lines).toEqual(['hello']);
  });

  it('takes its width from the widest line, in cells, and its height from the line count', () => {
    const screen = readTextScreen('ab\n中文字\n😀x\n');
    expect(screen).toEqual({ lines: ['ab', '中文字', '😀x'], cols: 6, rows: 3 });
  });

  it('takes the geometry it is given', () => {
    expect(readTextScreen('a\nb\n', { cols: 120, rows: 40 })).toMatchObject({ cols: 120, rows: 40 });
  });

  it('shows the last rows of a capture that holds the pane\'s history too (capture-pane -S -)', () => {
    expect(readTextScreen('a\nb\nc\n', { rows: 2 })).toMatchObject({ lines: ['b', 'c'], rows: 2 });
    expect(readTextScreen('a\nb\nc\n').lines).toEqual(['a', 'b', 'c']);
  });

  it('reads a 10,000-column line whole', () => {
    const line = 'x'.repeat(9_999) + 'y';
    const screen = readTextScreen(`${line}\nshort\n`);
    expect(screen.cols).toBe(10_000);
    expect(screen.lines[0]).toBe(line);
  });

  it('reads empty input as an empty screen', () => {
    expect(readTextScreen('')).toEqual({ lines: [], cols: 0, rows: 0 });
  });

  it('refuses a geometry that is not a positive whole number', () => {
    // Which of the two is wrong is said in words only: the code is the same.
    expect(expectErrorCode(() => readTextScreen('a', { cols: 0 }), 'capture.geometry').message).toMatch(/^cols must be a whole number/);
    expect(expectErrorCode(() => readTextScreen('a', { rows: 2.5 }), 'capture.geometry').message).toMatch(/^rows must be a whole number/);
  });
});
