// The asciicast v2 header and event lines, checked, with the fault of each named.
import { describe, expect, it } from 'vitest';
import { isAsciicastHeader, parseEvent, parseHeader, parseResize } from '../../../src/screen/asciicast/asciicast-format.js';
import { expectErrorCode } from '../../support/errors.js';

const at = { file: 'rec.cast', line: 1 };

describe('isAsciicastHeader', () => {
  it('is true for a version 2 object with a width and a height', () => {
    expect(isAsciicastHeader('{"version": 2, "width": 80, "height": 24}')).toBe(true);
    expect(isAsciicastHeader('  {"version":2,"width":"x","height":null,"env":{}}')).toBe(true);
  });

  it('is false for another version, a missing size, an array, plain text and broken JSON', () => {
    expect(isAsciicastHeader('{"version": 1, "width": 80, "height": 24}')).toBe(false);
    expect(isAsciicastHeader('{"version": 2, "width": 80}')).toBe(false);
    expect(isAsciicastHeader('[2, 80, 24]')).toBe(false);
    expect(isAsciicastHeader('version 2')).toBe(false);
    expect(isAsciicastHeader('{"version": 2, "width": 80, "height": 24')).toBe(false);
  });
});

describe('parseHeader', () => {
  it('reads the size and the timestamp where it is a number', () => {
    expect(parseHeader('{"version":2,"width":120,"height":40,"timestamp":1700000000}', at)).toEqual({ version: 2, width: 120, height: 40, timestamp: 1700000000 });
    expect(parseHeader('{"version":2,"width":80,"height":24,"timestamp":"soon"}', at)).toEqual({ version: 2, width: 80, height: 24, timestamp: undefined });
  });

  it('a header that is not JSON names the column V8 points at', () => {
    const error = expectErrorCode(() => parseHeader('{"version" 2}', at), 'capture.asciicast.header');
    expect(error.message).toMatch(/^the first line must be an asciicast header, a JSON object; it is not JSON \(/u);
    expect(error.location).toEqual({ file: 'rec.cast', line: 1, column: 12 });
  });

  it('refuses JSON that is no object, another version, and a size out of bounds', () => {
    expect(expectErrorCode(() => parseHeader('[2]', at), 'capture.asciicast.header').message).toBe(
      'the first line must be an asciicast header, a JSON object like {"version":2,"width":120,"height":40}',
    );
    expect(expectErrorCode(() => parseHeader('{"version":3,"width":80,"height":24}', at), 'capture.asciicast.header').message).toBe(
      'only asciicast version 2 is read; this header says version 3',
    );
    expect(expectErrorCode(() => parseHeader('{"version":2,"width":0,"height":24}', at), 'capture.asciicast.header').message).toBe(
      `the header's "width" is wrong: cols must be a whole number from 1 to 10000, not 0`,
    );
    expect(expectErrorCode(() => parseHeader('{"version":2,"width":80,"height":2001}', at), 'capture.asciicast.header').message).toBe(
      `the header's "height" is wrong: rows must be a whole number from 1 to 2000, not 2001`,
    );
  });
});

describe('parseEvent', () => {
  it('reads [time, code, data], extra fields ignored', () => {
    expect(parseEvent('[0.5, "o", "hi\\r\\n"]', at)).toEqual({ time: 0.5, code: 'o', data: 'hi\r\n' });
    expect(parseEvent('[0, "m", "", "extra"]', at)).toEqual({ time: 0, code: 'm', data: '' });
  });

  it('says what is wrong with a broken event line', () => {
    const where = { file: 'rec.cast', line: 7 };
    expect(expectErrorCode(() => parseEvent('{"t":1}', where), 'capture.asciicast.event').message).toBe('an event must be a JSON array [time, code, data]');
    expect(expectErrorCode(() => parseEvent('[1, "o"]', where), 'capture.asciicast.event').message).toBe('an event must be a JSON array [time, code, data]');
    expect(expectErrorCode(() => parseEvent('[-1, "o", "x"]', where), 'capture.asciicast.event').message).toBe('the event time must be a number of seconds, not -1');
    expect(expectErrorCode(() => parseEvent('["1", "o", "x"]', where), 'capture.asciicast.event').message).toBe('the event time must be a number of seconds, not "1"');
    expect(expectErrorCode(() => parseEvent('[1, 111, "x"]', where), 'capture.asciicast.event').message).toBe('the event code must be a string such as "o", not 111');
    expect(expectErrorCode(() => parseEvent('[1, "o", null]', where), 'capture.asciicast.event').message).toBe('the event data must be a string, not null');
    expect(expectErrorCode(() => parseEvent('[1, "o", "x"', where), 'capture.asciicast.event').location.line).toBe(7);
  });
});

describe('parseResize', () => {
  it('reads COLSxROWS', () => {
    expect(parseResize('120x40', at)).toEqual({ cols: 120, rows: 40 });
  });

  it('refuses another shape, and a size out of bounds as an event fault', () => {
    expect(expectErrorCode(() => parseResize('120 x 40', at), 'capture.asciicast.event').message).toBe(
      `a resize event's data must be COLSxROWS such as "120x40", not "120 x 40"`,
    );
    expectErrorCode(() => parseResize('-1x40', at), 'capture.asciicast.event');
    expect(expectErrorCode(() => parseResize('0x40', at), 'capture.asciicast.event').message).toBe('cols must be a whole number from 1 to 10000, not 0');
    expectErrorCode(() => parseResize('80x99999', at), 'capture.asciicast.event');
  });
});
