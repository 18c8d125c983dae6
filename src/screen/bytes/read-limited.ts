// Reads a capture whole, refusing one over the size limit before reading it.

import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { PtyscreenError, toPtyscreenError } from '../../errors.js';
import { formatBytes } from '../../shared/format-bytes.js';
import type { ChunkSource } from '../../shared/chunk-source.js';

/** `bytes` is the capture's size, or null when it was cut off unread past the limit (a pipe, a file with no size). */
function tooLarge(file: string, bytes: number | null, maxBytes: number): PtyscreenError {
  const size = bytes === null ? `more than ${formatBytes(maxBytes)}` : formatBytes(bytes);
  const raise = bytes === null ? 'with --max-bytes' : `to --max-bytes ${bytes}`;
  return new PtyscreenError(
    'capture.too-large',
    `capture is ${size}, over the ${formatBytes(maxBytes)} limit; raise the limit ${raise} (maxBytes in the library) if the file is meant to be this large`,
    { file },
  );
}

/**
 * A regular file's bytes as its size stood when opened, or up to the limit when it reports no size
 * (files under /proc do). Synchronous on purpose: captures are kilobytes, and on the machines
 * measured each asynchronous step (open, stat, read, close: a round trip to libuv's thread pool
 * apiece) cost ten times the read itself: 10,000 captures took 1.0–1.4 s to read asynchronously,
 * however many at once, and 0.08 s synchronously.
 */
export function readFileLimited(path: string, maxBytes: number): Buffer {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const { size } = fstatSync(fd);
    if (size > maxBytes) throw tooLarge(path, size, maxBytes);
    // With no size to go by, read until the end or one byte past the limit: a file that grows
    // while read (a live log) is cut there rather than read without end.
    const wanted = size > 0 ? size : maxBytes + 1;
    const buffer = Buffer.allocUnsafe(size > 0 ? size : Math.min(wanted, 1 << 16));
    let chunks: Buffer[] | undefined;
    let length = 0;
    let filled = 0;
    while (length < wanted) {
      if (filled === buffer.length) {
        (chunks ??= []).push(Buffer.from(buffer));
        filled = 0;
      }
      const bytesRead = readSync(fd, buffer, filled, Math.min(buffer.length - filled, wanted - length), length);
      if (bytesRead === 0) break;
      filled += bytesRead;
      length += bytesRead;
    }
    if (length > maxBytes) throw tooLarge(path, null, maxBytes);
    const last = buffer.subarray(0, filled);
    return chunks === undefined ? last : Buffer.concat([...chunks, last]);
  } catch (error) {
    throw toPtyscreenError(error, path);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** All of a stream's bytes (stdin), refusing past the limit. */
export async function collectLimited(source: ChunkSource, name: string, maxBytes: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of source) {
    length += chunk.byteLength;
    if (length > maxBytes) throw tooLarge(name, null, maxBytes);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
