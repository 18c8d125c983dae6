import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { memoryChunks } from '../../src/shared/chunk-source.js';
import { detectCaptureFormat, formatFromContent, formatFromName } from '../../src/screen/detect.js';
import { readCapture, readCaptureFromBuffer, readCaptureFromStream, readCaptureFromString } from '../../src/screen/read-capture.js';
import { readFileLimited } from '../../src/screen/bytes/read-limited.js';
import { expectErrorCode, expectRejectCode, failure } from '../support/errors.js';
import { cast, useTempDir } from './temp-dir.js';

const temp = useTempDir();
const recording = cast(20, 2, [[0.1, 'o', '\x1b[2;3Hrecorded']]);

describe('format detection', () => {
  it.each([
    ['session.cast', 'asciicast'],
    ['capture.json', 'envelope'],
    ['capture.YAML', 'envelope'],
    ['capture.yml', 'envelope'],
    ['screen.ansi', 'ansi'],
    ['screen.txt', undefined],
    ['screen', undefined],
  ])('%s by name is %s', (name, format) => {
    expect(formatFromName(name)).toBe(format);
  });

  it.each([
    [recording, 'asciicast'],
    ['{"process":"node","cols":1,"rows":1,"text":"x"}', 'envelope'],
    ['{ "some": "json on screen" }', 'text'],
    ['\x1b[1mbold\x1b[0m\n', 'ansi'],
    ['plain\n', 'text'],
    ['{"version":2,"width":80}\n', 'text'],
  ])('content %j is %s', (content, format) => {
    expect(formatFromContent(content)).toBe(format);
  });

  it('takes the name over the content', () => {
    expect(detectCaptureFormat('screen.ansi', 'plain')).toBe('ansi');
  });
});

describe('readCapture', () => {
  it('reads a recording without a .cast suffix by its header line', async () => {
    const screen = await readCapture(temp.write('recording-no-suffix', recording));
    expect(screen.lines).toEqual(['', '  recorded']);
  });

  it('reads a file with escapes as ANSI and one without as text', async () => {
    expect((await readCapture(temp.write('styled', '\x1b[31mred\x1b[0m \n'))).lines).toEqual(['red']);
    expect((await readCapture(temp.write('plain', 'plain\0 text\n'))).lines).toEqual(['plain text']);
    expect((await readCapture(temp.write('plain2', 'tab\there\n'))).lines).toEqual(['tab     here']);
  });

  it('reads the format it is told, whatever the name says', async () => {
    expect((await readCapture(temp.write('forced.cast', 'not a cast\n'), { format: 'text' })).lines).toEqual(['not a cast']);
  });

  it('refuses a file over maxBytes, naming it and the flag that raises the limit', async () => {
    const file = temp.write('big.txt', 'x'.repeat(100));
    const error = await failure(readCapture(file, { maxBytes: 10 }));
    expect(error.code).toBe('capture.too-large');
    expect(error.location.file).toBe(file);
    expect(error.message).toMatch(/capture is 100 bytes, over the 10 bytes limit; raise the limit to --max-bytes 100 /);
  });

  it('reads a file whole: empty, small, and larger than one read', () => {
    for (const text of ['', 'one line', `${'wide line '.repeat(20)}\n`.repeat(2000)]) {
      const file = temp.write(`whole-${text.length}.txt`, text);
      expect(readFileLimited(file, 1 << 20).toString('utf8')).toBe(text);
    }
  });

  // Files under /proc report a size of 0 and hold bytes all the same: they are read to their end.
  it.runIf(existsSync('/proc/self/status'))('reads a file that reports no size to its end, and still holds it to the limit', () => {
    const bytes = readFileLimited('/proc/self/status', 1 << 20);
    expect(bytes.toString('utf8')).toMatch(/^Name:/);
    expect(bytes.length).toBeGreaterThan(100);
    expect(readFileSync('/proc/self/status', 'utf8').split('\n')[0]).toBe(bytes.toString('utf8').split('\n')[0]);
    const tooLarge = expectErrorCode(() => readFileLimited('/proc/self/status', 10), 'capture.too-large');
    expect(tooLarge.message).toMatch(/more than 10 bytes, over the 10 bytes limit; raise the limit with --max-bytes/);
    // One such file longer than a read: every mapping of this process, each block whole.
    const maps = readFileLimited('/proc/self/smaps', 1 << 24).toString('utf8');
    expect(maps.length).toBeGreaterThan(1 << 16);
    expect(maps.endsWith('\n')).toBe(true);
    expect(maps.split('\n').filter((line) => /^[0-9a-f]+-[0-9a-f]+ /.test(line)).length).toBe((maps.match(/^Size:/gm) ?? []).length);
  });

  // Looking for an asciicast header reads the first 64 KiB, which for most captures is the whole file.
  it('reads a capture whole at every size around the 64 KiB its first look reads', async () => {
    for (const size of [(1 << 16) - 1, 1 << 16, (1 << 16) + 1, 3 << 16]) {
      const line = 'x'.repeat(99);
      const text = `${`${line}\n`.repeat(Math.floor(size / 100))}${'y'.repeat(size % 100)}`;
      expect(text.length).toBe(size);
      const screen = await readCapture(temp.write(`sized-${size}.txt`, text));
      expect(screen.lines.join('\n')).toBe(text.replace(/\n$/, ''));
    }
  });

  it('streams a recording, which no byte limit applies to', async () => {
    const file = temp.write('long.cast', recording);
    expect((await readCapture(file, { maxBytes: 10 })).lines).toEqual(['', '  recorded']);
  });

  it('names a file that does not exist', async () => {
    const error = await failure(readCapture(temp.path('absent.txt')));
    expect(error.code).toBe('io.ENOENT');
    expect(error.format()).toMatch(/absent\.txt: cannot read: no such file/);
  });

  it("names the path in the error's own message, which a caller prints, and format() says it once", async () => {
    const error = await expectRejectCode(readCapture('/nonexistent'), 'io.ENOENT');
    expect(error.message).toBe('/nonexistent: cannot read: no such file; check the path');
    expect(error.location.file).toBe('/nonexistent');
    expect(error.format()).toBe('/nonexistent: cannot read: no such file; check the path');
  });
});

describe('captures in memory and in streams', () => {
  it('reads a string by content, or by the name it is given', async () => {
    expect((await readCaptureFromString('a\nb\n')).lines).toEqual(['a', 'b']);
    expect((await readCaptureFromString('\x1b[1ma\x1b[0m')).lines).toEqual(['a']);
    expect((await readCaptureFromString(recording, { name: 'x.cast' })).rows).toBe(2);
  });

  it('refuses a folder format for a string', async () => {
    await expectRejectCode(readCaptureFromString('x', { format: 'folder' }), 'capture.format');
  });

  it('refuses a folder format for a stream', async () => {
    await expectRejectCode(readCaptureFromStream(memoryChunks(Buffer.from('x')), { format: 'folder' }), 'capture.format');
  });

  it('reads bytes as UTF-8 with replacement', async () => {
    expect((await readCaptureFromBuffer(Uint8Array.from([0x61, 0xff, 0x0a]))).lines).toEqual(['a\ufffd']);
  });

  it('replays a recording from a stream, the header split across chunks', async () => {
    const bytes = Buffer.from(recording);
    const screen = await readCaptureFromStream(memoryChunks(bytes.subarray(0, 7), bytes.subarray(7, 40), bytes.subarray(40)));
    expect(screen.lines).toEqual(['', '  recorded']);
  });

  it('collects any other stream, up to maxBytes', async () => {
    expect((await readCaptureFromStream(memoryChunks(Buffer.from('one\n'), Buffer.from('two\n')))).lines).toEqual(['one', 'two']);
    await expectRejectCode(readCaptureFromStream(memoryChunks(Buffer.from('x'.repeat(50))), { maxBytes: 10 }), 'capture.too-large');
  });

  it('an empty capture and a binary file are errors, from a file, a folder and a stream alike', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ptyscreen-read-nothing-'));
    try {
      writeFileSync(join(dir, 'empty.txt'), '');
      writeFileSync(join(dir, 'binary.ansi'), gzipSync('a compressed capture is no capture\n'.repeat(20)));
      mkdirSync(join(dir, 'folder'));
      writeFileSync(join(dir, 'folder', 'screen.txt'), '');
      await expectRejectCode(readCapture(join(dir, 'empty.txt')), 'capture.empty');
      await expectRejectCode(readCapture(join(dir, 'binary.ansi')), 'capture.binary');
      await expectRejectCode(readCapture(join(dir, 'folder')), 'capture.empty');
      await expectRejectCode(readCaptureFromStream(memoryChunks(Buffer.alloc(0))), 'capture.empty');
      await expectRejectCode(readCaptureFromStream(memoryChunks(gzipSync('piped\n'))), 'capture.binary');
      // A blank screen is a screen: a cleared pane captures as newlines.
      writeFileSync(join(dir, 'blank.txt'), '\n\n\n');
      expect((await readCapture(join(dir, 'blank.txt'))).lines.every((line) => line === '')).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
