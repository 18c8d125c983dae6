// forEachLine splits files and text into numbered lines, whatever the chunk boundaries and line endings.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forEachLine, forEachLineOfText } from '../../src/transcript/index.js';
import { expectRejectCode } from '../support/errors.js';

const collect = (text: string): [string, number][] => {
  const lines: [string, number][] = [];
  forEachLineOfText(text, (line, number) => lines.push([line, number]));
  return lines;
};

describe('forEachLineOfText', () => {
  it.each([
    ['', []],
    ['a', [['a', 1]]],
    ['a\n', [['a', 1]]],
    ['a\nb', [['a', 1], ['b', 2]]],
    ['a\r\nb\r\n', [['a', 1], ['b', 2]]],
    ['\n\na\n', [['', 1], ['', 2], ['a', 3]]],
    ['\ufeffa\nb', [['a', 1], ['b', 2]]],
  ])('splits %j', (text, lines) => {
    expect(collect(text)).toEqual(lines);
  });
});

describe('forEachLine', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ptyscreen-lines-'));

  it.each([2, 5, 4096, 1 << 20])('keeps lines and multi-byte characters whole across %i-byte chunks', async (chunkBytes) => {
    const lines = Array.from({ length: 200 }, (_, i) => `${i} ${'é€😀'.repeat(i % 40)}${i % 3 === 0 ? '\r' : ''}`);
    const path = join(dir, `many-${chunkBytes}.jsonl`);
    writeFileSync(path, `${lines.join('\n')}\n`);
    const seen: string[] = [];
    expect(await forEachLine(path, (line) => seen.push(line), { chunkBytes })).toBe(200);
    expect(seen).toEqual(lines.map((line) => line.replace(/\r$/, '')));
  });

  it('reads any bytes as decoding the whole file as UTF-8 would, ASCII runs, cut characters and bad bytes alike', async () => {
    // Pieces that make chunks all-ASCII, mixed, or a character cut at a chunk's edge, and bytes that
    // are not UTF-8 at all (a lone continuation byte, a truncated sequence, an invalid lead byte).
    const piece = fc.oneof(
      fc.constantFrom('abc', '{"type":"auto"}', '\n', '\r\n', ' '.repeat(9)),
      fc.constantFrom('é', '€', '😀', '\u2028').map((text) => Buffer.from(text).toString('latin1')),
      fc.constantFrom('\x80', '\xe2\x82', '\xf0\x9f', '\xff', '\xc3'),
    );
    let file = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 60 }), fc.integer({ min: 1, max: 9 }), async (pieces, chunkBytes) => {
        const bytes = Buffer.from(pieces.join(''), 'latin1');
        const path = join(dir, `bytes-${(file += 1)}.bin`);
        writeFileSync(path, bytes);
        const seen: string[] = [];
        await forEachLine(path, (line) => seen.push(line), { chunkBytes });
        expect(seen).toEqual(collect(bytes.toString('utf8')).map(([line]) => line));
      }),
      { numRuns: 300 },
    );
  });

  it('reads a line far longer than a chunk', async () => {
    const path = join(dir, 'long.jsonl');
    const long = 'x'.repeat(300_000);
    writeFileSync(path, `a\n${long}\nb`);
    const seen: string[] = [];
    await forEachLine(path, (line) => seen.push(line));
    expect(seen).toEqual(['a', long, 'b']);
  });

  it('reads a part of a file by its byte range, starting at the first line that starts in it', async () => {
    const path = join(dir, 'range.jsonl');
    writeFileSync(path, 'first\nsecond\nthird\n');
    const seen: [string, number][] = [];
    await forEachLine(path, (line, number) => seen.push([line, number]), { chunkBytes: 4, range: { start: 6, end: 19 } });
    expect(seen).toEqual([['second', 1], ['third', 2]]);
  });

  it.runIf(existsSync('/proc/self/status'))('reads a file that reports no size (as under /proc) to its end', async () => {
    const seen: string[] = [];
    expect(await forEachLine('/proc/self/status', (line) => seen.push(line))).toBeGreaterThan(5);
    expect(seen[0]).toMatch(/^Name:/);
  });

  // A named pipe has no size to go by: it is read as a stream, to its writer's end.
  it.runIf(process.platform === 'linux')('reads a named pipe to its end', async () => {
    const fifo = join(dir, 'lines.fifo');
    execFileSync('mkfifo', [fifo]);
    const writer = spawn('sh', ['-c', `printf 'one\\ntwo\\nthree' > ${fifo}`]);
    const written = new Promise((resolve) => writer.on('exit', resolve));
    const seen: string[] = [];
    expect(await forEachLine(fifo, (line) => seen.push(line))).toBe(3);
    expect(seen).toEqual(['one', 'two', 'three']);
    expect(await written).toBe(0);
  });

  it('turns a missing file into a PtyscreenError naming it', async () => {
    const missing = join(dir, 'missing.jsonl');
    const error = await expectRejectCode(forEachLine(missing, () => undefined), 'io.ENOENT');
    expect(error.location.file).toBe(missing);
  });
});
