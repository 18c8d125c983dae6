// Splits a file or stdin into lines chunk by chunk, so memory stays flat however long the input.
import { isAscii } from 'node:buffer';
import { fstatSync, readSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { StringDecoder } from 'node:string_decoder';
import { PtyscreenError, toPtyscreenError } from '../errors.js';

/** `unterminated`: the input ended inside this line (no newline after it): only ever the last line. */
export type LineHandler = (text: string, line: number, unterminated: boolean) => void;

/** Bytes `start` (inclusive) to `end` (exclusive) of a file. */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

// 64 KiB a read. A chunk becomes one string, and a string over V8's large-object size (128 KiB)
// gets pages of its own, mapped for it and faulted in afresh each time; one under it is carved
// from the young generation's pages, used again and again. A million events, alternated runs:
// 1 MiB → 64 KiB took 40,600 page faults to 16,200, and 1.26 → 1.20 s in one thread.
const CHUNK_BYTES = 64 << 10;
// Session logs hold whole tool outputs on one line, so lines run to megabytes; past this cap a
// line is taken as a runaway (no newline at all) rather than grown without end.
export const MAX_LINE_CHARS = 64 * 1024 * 1024;

export interface LineReadOptions {
  /** Bytes a read; 64 KiB by default. */
  readonly chunkBytes?: number;
  /** Only these bytes of the file are read, and line 1 is the first line that starts in them. */
  readonly range?: ByteRange;
  /**
   * Called after each chunk with the bytes read so far and how many there are to read (undefined for
   * standard input, a pipe, or a file that reports no size): for a progress display.
   */
  readonly onBytes?: (read: number, total: number | undefined) => void;
}

/**
 * Calls `onLine` for every line of `source` (a path, or `-` for stdin) with its 1-based number,
 * without the newline or a trailing CR, and resolves to the number of lines. The handler runs
 * synchronously per line: no promise per line, which matters at a million lines.
 */
export async function forEachLine(source: string, onLine: LineHandler, options: LineReadOptions = {}): Promise<number> {
  const { chunkBytes = CHUNK_BYTES, range, onBytes } = options;
  if (range !== undefined && range.end <= range.start) return 0;
  const splitter = createLineSplitter(onLine, source);
  let read = 0;
  const push = (chunk: Buffer | string, total: number | undefined): void => {
    splitter.push(chunk);
    if (onBytes === undefined) return;
    read += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
    onBytes(read, total);
  };
  try {
    if (source === '-') {
      for await (const chunk of process.stdin) push(chunk as Buffer | string, undefined);
    } else {
      await readFileChunks(source, chunkBytes, range, push);
    }
  } catch (error) {
    throw toPtyscreenError(error, source);
  }
  return splitter.end();
}

/** How much is read between two turns of the event loop: Ctrl-C is heard within this much work. */
const YIELD_BYTES = 8 << 20;

/**
 * A regular file's bytes (or `range` of them), chunk by chunk, read synchronously: a replay in parts
 * runs two such reads at once, and each asynchronous read is a round trip through libuv's thread
 * pool, whose threads then contend for the same two cores (a million events, alternated runs:
 * 0.99 → 0.96 s). Every YIELD_BYTES the event loop gets a turn, so signals and other work are not
 * held up for long. A chunk is only good until `onChunk` returns: the next read reuses its buffer.
 */
async function readFileChunks(
  path: string,
  chunkBytes: number,
  range: ByteRange | undefined,
  onChunk: (chunk: Buffer, total: number | undefined) => void,
): Promise<void> {
  // Opened asynchronously: opening a named pipe waits for its writer, and Ctrl-C must still be heard.
  const handle = await open(path, 'r');
  try {
    const stats = fstatSync(handle.fd);
    // Read to its end as a stream: a pipe or a device, and a file that reports no size (/proc's do).
    if (!stats.isFile() || (range === undefined && stats.size === 0)) {
      const stream = handle.createReadStream({ highWaterMark: chunkBytes, autoClose: false, ...(range && { start: range.start, end: range.end - 1 }) });
      const total = range && range.end - range.start;
      for await (const chunk of stream) onChunk(chunk as Buffer, total);
      return;
    }
    const end = range?.end ?? stats.size;
    let position = range?.start ?? 0;
    const total = end - position;
    let sinceYield = 0;
    // One buffer for every read, for the same reason: a fresh buffer is fresh pages to fault in
    // (a million events in two threads, alternated runs, with 1 MiB reads: 928 → 905 ms).
    const buffer = Buffer.allocUnsafe(Math.min(chunkBytes, end - position));
    while (position < end) {
      const bytesRead = readSync(handle.fd, buffer, 0, Math.min(buffer.length, end - position), position);
      if (bytesRead === 0) break;
      onChunk(bytesRead === buffer.length ? buffer : buffer.subarray(0, bytesRead), total);
      position += bytesRead;
      sinceYield += bytesRead;
      if (sinceYield >= YIELD_BYTES) {
        sinceYield = 0;
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    }
  } finally {
    await handle.close();
  }
}

/** Calls `onLine` for every line of an in-memory text. */
export function forEachLineOfText(text: string, onLine: LineHandler, source = '<text>'): number {
  const splitter = createLineSplitter(onLine, source);
  splitter.push(text);
  return splitter.end();
}

/**
 * A line as the reader hands it on: without a trailing CR, and for the first line of a file
 * without a byte-order mark. For code that reads single lines by position (transcript-parts).
 */
export function cleanLine(text: string, first: boolean): string {
  const unmarked = first && text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return unmarked.charCodeAt(unmarked.length - 1) === 0x0d ? unmarked.slice(0, -1) : unmarked;
}

interface LineSplitter {
  push(chunk: Buffer | string): void;
  end(): number;
}

function createLineSplitter(onLine: LineHandler, source: string): LineSplitter {
  // StringDecoder keeps a multi-byte character cut between two chunks whole.
  const decoder = new StringDecoder('utf8');
  // Whether the decoder may hold the first bytes of a character cut by a chunk's end: not at the
  // start, nor after an all-ASCII chunk (which ends on a whole character whatever came before).
  let decoderMayHoldBytes = false;
  // The unfinished line, kept as pieces: re-concatenating a megabyte line per chunk is quadratic.
  let pieces: string[] = [];
  let piecesLength = 0;
  let line = 0;

  function emit(text: string, unterminated = false): void {
    line += 1;
    onLine(cleanLine(text, line === 1), line, unterminated);
  }

  function hold(text: string): void {
    pieces.push(text);
    piecesLength += text.length;
    if (piecesLength > MAX_LINE_CHARS) {
      throw new PtyscreenError(
        'transcript.line_too_long',
        `line is longer than ${MAX_LINE_CHARS / (1024 * 1024)} Mi characters with no newline; is this a JSON Lines file?`,
        { file: source, line: line + 1 },
      );
    }
  }

  /**
   * A chunk as text. Transcripts are mostly ASCII, and an ASCII chunk read as Latin-1 is the same
   * string at a quarter of UTF-8 decoding's cost (isAscii is a SIMD scan); the decoder is used
   * whenever it may hold part of a character from the chunk before, so the text is always what
   * decoding the whole input as UTF-8 gives.
   */
  function decode(chunk: Buffer): string {
    const ascii = isAscii(chunk);
    if (ascii && !decoderMayHoldBytes) return chunk.toString('latin1');
    decoderMayHoldBytes = !ascii;
    return decoder.write(chunk);
  }

  function takeHeld(tail: string): string {
    if (pieces.length === 0) return tail;
    const whole = pieces.join('') + tail;
    pieces = [];
    piecesLength = 0;
    return whole;
  }

  return {
    push(chunk) {
      const text = typeof chunk === 'string' ? chunk : decode(chunk);
      let end = text.indexOf('\n');
      if (end === -1) {
        if (text.length > 0) hold(text);
        return;
      }
      emit(takeHeld(text.slice(0, end)));
      let start = end + 1;
      for (end = text.indexOf('\n', start); end !== -1; end = text.indexOf('\n', start)) {
        emit(text.slice(start, end));
        start = end + 1;
      }
      if (start < text.length) hold(text.slice(start));
    },
    end() {
      const rest = takeHeld(decoder.end());
      if (rest.length > 0) emit(rest, true);
      return line;
    },
  };
}
