import { describe, expect, it } from 'vitest';
import { PtyscreenError } from '../../../src/errors.js';
import { readAsciicastFinal, settledScreens } from '../../../src/screen/asciicast/asciicast.js';
import { readCaptureFromString } from '../../../src/screen/read-capture.js';
import { expectRejectCode, failure } from '../../support/errors.js';
import { cast, useTempDir } from '../temp-dir.js';

const temp = useTempDir();

async function collect(file: string, options = {}) {
  const steps = [];
  for await (const step of settledScreens(file, options)) steps.push({ t: step.t, text: step.screen.lines.join('|').replace(/\|+$/, '') });
  return steps;
}

describe('readAsciicastFinal', () => {
  it('replays output into a terminal of the header size', async () => {
    const file = temp.write('hello.cast', cast(30, 5, [[0.1, 'o', 'hello\r\n'], [0.2, 'o', '\x1b[31mworld\x1b[0m']]));
    expect(await readAsciicastFinal(file)).toEqual({ lines: ['hello', 'world', '', '', ''], cols: 30, rows: 5 });
  });

  it('takes the caller geometry over the header', async () => {
    const file = temp.write('override.cast', cast(30, 5, [[0.1, 'o', 'x']]));
    expect(await readAsciicastFinal(file, { cols: 10, rows: 2 })).toMatchObject({ cols: 10, rows: 2, lines: ['x', ''] });
  });

  it('applies a resize event to the terminal', async () => {
    const file = temp.write('resize.cast', cast(20, 4, [[0.1, 'o', 'before'], [0.2, 'r', '40x6'], [0.3, 'o', '\x1b[6;30Hafter']]));
    const screen = await readAsciicastFinal(file);
    expect(screen).toMatchObject({ cols: 40, rows: 6 });
    expect(screen.lines[0]).toBe('before');
    expect(screen.lines[5]).toBe(`${' '.repeat(29)}after`);
  });

  it('ignores input and marker events and event codes it does not know', async () => {
    const file = temp.write('ignored.cast', cast(20, 2, [[0.1, 'i', 'typed'], [0.2, 'm', 'mark'], [0.3, 'x', '0'], [0.4, 'o', 'shown']]));
    expect((await readAsciicastFinal(file)).lines).toEqual(['shown', '']);
  });

  it('reads CRLF line endings and blank lines', async () => {
    const text = cast(20, 2, [[0.1, 'o', 'a'], [0.2, 'o', 'b']]).replace(/\n/g, '\r\n') + '\r\n';
    expect((await readAsciicastFinal(temp.write('crlf.cast', text))).lines).toEqual(['ab', '']);
  });

  it('is what readCaptureFromString gives for a recording held in memory', async () => {
    const text = cast(20, 2, [[0.1, 'o', 'mem']]);
    expect((await readCaptureFromString(text)).lines).toEqual(['mem', '']);
  });
});

describe('a broken recording', () => {
  const broken = cast(20, 3, [[0.1, 'o', 'one '], [0.2, 'o', 'two ']]).replace('[0.2,', '[0.2 "oops",') + '[0.3,"o","three"]\n';

  it('fails at the broken line, naming the file and line and what is wrong', async () => {
    const file = temp.write('broken.cast', broken);
    const error = await expectRejectCode(readAsciicastFinal(file), 'capture.asciicast.event');
    expect(error.location).toMatchObject({ file, line: 3 });
    expect(error.format()).toMatch(new RegExp(`^${file}:3(:\\d+)?: not a JSON event line`));
  });

  it('skips the broken line under lenient, and reports each one skipped', async () => {
    const file = temp.write('broken-lenient.cast', broken);
    const skipped: PtyscreenError[] = [];
    const screen = await readAsciicastFinal(file, { lenient: true, onSkippedLine: (problem) => skipped.push(problem) });
    expect(screen.lines[0]).toBe('one three');
    expect(skipped.map((problem) => [problem.code, problem.location.line])).toEqual([['capture.asciicast.event', 3]]);
  });

  it.each([
    ['[0.1, "o"]', /must be a JSON array \[time, code, data\]/],
    ['{"time": 1}', /must be a JSON array/],
    ['["soon", "o", "x"]', /time must be a number of seconds/],
    ['[-1, "o", "x"]', /time must be a number of seconds/],
    ['[0.1, 111, "x"]', /code must be a string/],
    ['[0.1, "o", 42]', /data must be a string/],
    ['[0.1, "r", "wide"]', /resize event's data must be COLSxROWS/],
    ['[0.1, "r", "0x10"]', /cols must be a whole number/],
  ])('says what is wrong with %s', async (line, message) => {
    const file = temp.write(`bad-${encodeURIComponent(line)}.cast`, `${JSON.stringify({ version: 2, width: 10, height: 2 })}\n${line}\n`);
    // Every one is a broken event line, the fault --lenient skips, however it is broken.
    const error = await expectRejectCode(readAsciicastFinal(file), 'capture.asciicast.event');
    expect(error.message).toMatch(message);
    expect(error.location.line).toBe(2);
  });

  it.each([
    ['not json', /not JSON/],
    ['[1, 2]', /asciicast header, a JSON object/],
    ['{"version": 3, "term": {"cols": 80, "rows": 24}}', /only asciicast version 2/],
    ['{"version": 2, "width": 80}', /rows must be a whole number/],
    ['{"version": 2, "width": 100000, "height": 24}', /cols must be a whole number from 1 to 10000/],
  ])('refuses a bad header %s even under lenient', async (header, message) => {
    const file = temp.write(`header-${encodeURIComponent(header)}.cast`, `${header}\n[0.1, "o", "x"]\n`);
    const error = await expectRejectCode(readAsciicastFinal(file, { lenient: true }), 'capture.asciicast.header');
    expect(error.message).toMatch(message);
    expect(error.location.line).toBe(1);
  });

  it('refuses an empty file', async () => {
    const file = temp.write('empty.cast', '');
    const error = await expectRejectCode(readAsciicastFinal(file), 'capture.asciicast.empty');
    expect(error.location).toEqual({ file, line: 1 });
  });

  it('names a missing file', async () => {
    const error = await failure(readAsciicastFinal(temp.path('missing.cast')));
    expect(error.code).toBe('io.ENOENT');
    expect(error.location.file).toBe(temp.path('missing.cast'));
  });
});

describe('settledScreens', () => {
  const timeline = cast(20, 2, [
    [0.1, 'o', 'a'],
    [0.2, 'o', 'b'],
    [0.5, 'i', 'typing does not count as output'],
    [0.6, 'm', 'nor does a marker'],
    [1.0, 'o', 'c'],
    [1.1, 'o', 'd'],
    [3.0, 'o', 'e'],
  ]);

  it('yields the screen at the last output before each quiet gap, then once at the end', async () => {
    expect(await collect(temp.write('timeline.cast', timeline))).toEqual([
      { t: 0.2, text: 'ab' },
      { t: 1.1, text: 'abcd' },
      { t: 3.0, text: 'abcde' },
    ]);
  });

  it('counts only gaps as long as quietSeconds', async () => {
    expect(await collect(temp.write('timeline-1s.cast', timeline), { quietSeconds: 1 })).toEqual([
      { t: 1.1, text: 'abcd' },
      { t: 3.0, text: 'abcde' },
    ]);
  });

  it('counts a gap of exactly quietSeconds despite decimal rounding', async () => {
    const file = temp.write('exact.cast', cast(20, 2, [[0.1, 'o', 'x'], [0.35, 'o', 'y']]));
    expect(await collect(file)).toEqual([{ t: 0.1, text: 'x' }, { t: 0.35, text: 'xy' }]);
  });

  it('treats a resize as a change of screen', async () => {
    const file = temp.write('resize-timeline.cast', cast(20, 2, [[0.1, 'o', 'x'], [1, 'r', '10x3'], [2, 'o', 'y']]));
    const steps = [];
    for await (const step of settledScreens(file)) steps.push({ t: step.t, cols: step.screen.cols, rows: step.screen.rows });
    expect(steps).toEqual([
      { t: 0.1, cols: 20, rows: 2 },
      { t: 1, cols: 10, rows: 3 },
      { t: 2, cols: 10, rows: 3 },
    ]);
  });

  it('with maxIntervalSeconds, also yields while output never pauses', async () => {
    const spinner = Array.from({ length: 31 }, (_, i) => [i / 10, 'o', `\r${i % 10}`] as const);
    const file = temp.write('spinner.cast', cast(20, 2, spinner));
    expect(await collect(file)).toEqual([{ t: 3, text: '0' }]);
    const steps = await collect(file, { maxIntervalSeconds: 1 });
    expect(steps.map((step) => step.t)).toEqual([0.9, 1.9, 2.9, 3]);
    expect(steps[0]?.text).toBe('9');
  });

  it('yields a blank screen once for a recording with no output', async () => {
    expect(await collect(temp.write('silent.cast', cast(20, 2, [[0.5, 'i', 'x']])))).toEqual([{ t: 0, text: '' }]);
  });

  it('refuses a negative quietSeconds', async () => {
    const file = temp.write('neg.cast', cast(20, 2, []));
    await expectRejectCode(collect(file, { quietSeconds: -1 }), 'capture.options');
  });
});

describe('progress through a recording', () => {
  it('onBytes hears the bytes read, up to the file size, for a timeline and for the final screen', async () => {
    // Over a mebibyte, so that it is read in more than one chunk.
    const events = Array.from({ length: 3000 }, (_, i): [number, string, string] => [i / 100, 'o', `line ${i} ${'x'.repeat(400)}\r\n`]);
    const file = temp.write('long.cast', cast(80, 24, events));
    const size = Buffer.byteLength(cast(80, 24, events));
    expect(size).toBeGreaterThan(1 << 20);
    for (const read of [
      (onBytes: (read: number, total: number | undefined) => void) => collect(file, { onBytes }),
      (onBytes: (read: number, total: number | undefined) => void) => readAsciicastFinal(file, { onBytes }),
    ]) {
      const calls: [number, number | undefined][] = [];
      await read((bytes, total) => calls.push([bytes, total]));
      expect(calls.length).toBeGreaterThan(1);
      expect(calls.every(([, total]) => total === size)).toBe(true);
      expect(calls.at(-1)).toEqual([size, size]);
    }
  });
});
