// readCapture: any capture — file, folder, stdin, string or bytes — to a Screen, its format detected.

import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { PtyscreenError, toPtyscreenError } from '../errors.js';
import { fileChunks, memoryChunks, type ChunkSource } from '../shared/chunk-source.js';
import { decodeUtf8 } from './text/decode.js';
import { detectCaptureFormat, formatFromName, startsLikeAsciicast } from './detect.js';
import { checkGeometryOptions } from './geometry.js';
import { DEFAULT_MAX_BYTES, type CaptureFormat, type CaptureOptions } from './options.js';
import { collectLimited, readFileLimited } from './bytes/read-limited.js';
import { captureText } from './bytes/capture-bytes.js';
import { readTextScreen } from './text/text.js';
import type { Screen } from './types.js';

// An asciicast header is one short JSON line; this much of the start always holds it.
const HEAD_BYTES = 64 * 1024;

const STDIN_NAME = '<stdin>';
const STRING_NAME = '<string>';
const STREAM_NAME = '<stream>';

type WholeFormat = Exclude<CaptureFormat, 'folder' | 'asciicast'>;

// The readers of every format but plain text load on first use: they bring the terminal emulator, or
// ajv and yaml for envelopes, which a text capture has no use for (start-up time).
function readWhole(text: string, format: WholeFormat, name: string, options: CaptureOptions & { baseDir: string }): Promise<Screen> {
  switch (format) {
    case 'envelope':
      return import('./envelope/envelope.js').then(({ readEnvelopeScreen }) => readEnvelopeScreen(text, name, options));
    case 'ansi':
      return import('./ansi/ansi.js').then(({ readAnsiScreen }) => readAnsiScreen(text, options));
    case 'text':
      return Promise.resolve(readTextScreen(text, options));
  }
}

/** A file's first bytes; `whole` when they are all of it (the read ended before the buffer did). */
interface Head {
  readonly bytes: Buffer;
  readonly whole: boolean;
}

/**
 * The first HEAD_BYTES of a file of `size` bytes. A capture is nearly always smaller, and its head
 * is then the whole file: the buffer holds one byte more than the size says, so a file that grew
 * since, or whose size says nothing (a file under /proc says 0), fills it and is read on.
 */
function readHead(path: string, size: number): Head {
  const fd = openSync(path, 'r');
  try {
    const read = (length: number): Buffer => {
      const buffer = Buffer.allocUnsafe(length);
      let filled = 0;
      for (let got = 1; got > 0 && filled < length; filled += got) got = readSync(fd, buffer, filled, length - filled, filled);
      return buffer.subarray(0, filled);
    };
    const sized = Math.min(HEAD_BYTES, size + 1);
    const first = read(sized);
    if (first.length < sized) return { bytes: first, whole: true };
    return { bytes: sized === HEAD_BYTES ? first : read(HEAD_BYTES), whole: false };
  } finally {
    closeSync(fd);
  }
}

/** True when the first line of a file's head is an asciicast header; only that line is decoded. */
function headIsAsciicast(head: Buffer): boolean {
  const newline = head.indexOf(0x0a);
  return startsLikeAsciicast(decodeUtf8(newline === -1 ? head : head.subarray(0, newline)));
}

/**
 * The format of a capture path, or `stream` for a pipe or a device (`<(tmux capture-pane -p)`, a
 * FIFO, /dev/stdin): those can be neither measured nor peeked at by position, so they are read as
 * streams; reading them as files failed with ESPIPE, or stopped silently after the first 64 KiB.
 * `bytes` is the whole file, when looking at its start for an asciicast header read all of it.
 */
function formatOfPath(path: string): { format: CaptureFormat | 'stream' | undefined; bytes?: Buffer } {
  // Synchronous, as the reads that follow are (read-limited.ts says why).
  try {
    const stats = statSync(path);
    if (stats.isDirectory()) return { format: 'folder' };
    if (!stats.isFile()) return { format: 'stream' };
    const named = formatFromName(path);
    if (named !== undefined) return { format: named };
    const head = readHead(path, stats.size);
    if (headIsAsciicast(head.bytes)) return { format: 'asciicast' };
    return head.whole ? { format: undefined, bytes: head.bytes } : { format: undefined };
  } catch (error) {
    throw toPtyscreenError(error, path);
  }
}

/** Stdin's first bytes, enough to see an asciicast header, and an iterator over the rest. */
async function peekStream(source: ChunkSource): Promise<{ head: Buffer; rest: AsyncIterator<Uint8Array> }> {
  const rest = source[Symbol.asyncIterator]();
  const parts: Uint8Array[] = [];
  let length = 0;
  while (length < HEAD_BYTES) {
    const next = await rest.next();
    if (next.done) break;
    parts.push(next.value);
    length += next.value.byteLength;
    if (next.value.includes(0x0a)) break;
  }
  return { head: Buffer.concat(parts), rest };
}

async function* prepend(head: Uint8Array, rest: AsyncIterator<Uint8Array>): ChunkSource {
  yield head;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

/**
 * The screen a capture arriving as a byte stream shows (a pipe, a socket). A recording is replayed as
 * it arrives; anything else is collected up to `maxBytes`.
 */
export async function readCaptureFromStream(source: ChunkSource, options: CaptureOptions = {}): Promise<Screen> {
  checkGeometryOptions(options);
  return readStream(source, options.name ?? STREAM_NAME, options);
}

async function readStream(source: ChunkSource, name: string, options: CaptureOptions): Promise<Screen> {
  const { head, rest } = await peekStream(source);
  const format = options.format ?? detectCaptureFormat(undefined, decodeUtf8(head));
  if (format === 'folder') throw new PtyscreenError('capture.format', 'a folder capture cannot come from a stream', { file: name });
  if (format === 'asciicast') return (await import('./asciicast/asciicast.js')).finalScreenFrom(prepend(head, rest), name, options);
  const bytes = captureText(await collectLimited(prepend(head, rest), name, options.maxBytes ?? DEFAULT_MAX_BYTES), name);
  const text = decodeUtf8(bytes);
  const wholeFormat = options.format === undefined ? (detectCaptureFormat(undefined, text) as WholeFormat) : format;
  return readWhole(text, wholeFormat, name, { ...options, baseDir: options.baseDir ?? process.cwd() });
}

/**
 * The screen a capture shows. `path` is a file (text, ANSI, asciicast, JSON/YAML envelope), a capture
 * folder, or `-` for stdin. Every format but asciicast is read whole, up to `maxBytes` (64 MiB), and
 * synchronously: the event loop waits for the read of a file, which for a capture of a few kilobytes
 * is microseconds, ten times less than reading it through the thread pool (read-limited.ts).
 * Recordings, pipes and stdin are streamed.
 */
export async function readCapture(path: string, options: CaptureOptions = {}): Promise<Screen> {
  checkGeometryOptions(options);
  if (path === '-') return readStream(fileChunks('-'), STDIN_NAME, options);
  const { format: found, bytes: whole } = formatOfPath(path);
  if (found === 'stream') {
    return readStream(fileChunks(path), path, { ...options, format: options.format ?? formatFromName(path), baseDir: options.baseDir ?? dirname(path) });
  }
  const format = options.format ?? found;
  if (format === 'folder') return (await import('./folder/folder.js')).readCaptureFolder(path, options);
  if (format === 'asciicast') return (await import('./asciicast/asciicast.js')).readAsciicastFinal(path, options);
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  // A file read whole when its start was looked at is not read again.
  const bytes = whole !== undefined && whole.length <= maxBytes ? whole : readFileLimited(path, maxBytes);
  const text = decodeUtf8(captureText(bytes, path));
  return readWhole(text, format ?? (detectCaptureFormat(undefined, text) as WholeFormat), path, { ...options, baseDir: dirname(path) });
}

/** The screen a capture held in memory shows; `options.name` helps detection and names it in errors. */
export async function readCaptureFromString(text: string, options: CaptureOptions = {}): Promise<Screen> {
  checkGeometryOptions(options);
  const name = options.name ?? STRING_NAME;
  const format = options.format ?? detectCaptureFormat(options.name, text);
  if (format === 'folder') throw new PtyscreenError('capture.format', 'a folder capture is read from its path, not a string', { file: name });
  if (format === 'asciicast') return (await import('./asciicast/asciicast.js')).finalScreenFrom(memoryChunks(Buffer.from(text, 'utf8')), name, options);
  return readWhole(text, format, name, { ...options, baseDir: options.baseDir ?? process.cwd() });
}

/** As readCaptureFromString, for bytes: decoded as UTF-8, broken sequences replaced. */
export function readCaptureFromBuffer(bytes: Uint8Array, options: CaptureOptions = {}): Promise<Screen> {
  return readCaptureFromString(decodeUtf8(bytes), options);
}
