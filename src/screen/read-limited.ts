// Reads a capture whole, refusing one over the size limit before reading it.

import { open } from 'node:fs/promises';
import { PtyscreenError, toPtyscreenError } from '../errors.js';
import type { ChunkSource } from './chunk-source.js';

function tooLarge(file: string, bytes: number | string, maxBytes: number): PtyscreenError {
  return new PtyscreenError(
    'capture.too-large',
    `capture is ${bytes} bytes, over the ${maxBytes}-byte limit; raise the limit with --max-bytes (maxBytes in the library) if the file is meant to be this large`,
    { file },
  );
}

/**
 * A regular file's bytes as its size stood when opened, or up to the limit when it reports no size
 * (files under /proc do). A batch reads thousands of small captures, and every read is a round trip
 * to libuv's thread pool: a file whose size was read in full needs no further read to find its end.
 */
export async function readFileLimited(path: string, maxBytes: number): Promise<Buffer> {
  let handle;
  try {
    handle = await open(path, 'r');
    const { size } = await handle.stat();
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
      const { bytesRead } = await handle.read(buffer, filled, Math.min(buffer.length - filled, wanted - length), length);
      if (bytesRead === 0) break;
      filled += bytesRead;
      length += bytesRead;
    }
    if (length > maxBytes) throw tooLarge(path, `more than ${maxBytes}`, maxBytes);
    const last = buffer.subarray(0, filled);
    return chunks === undefined ? last : Buffer.concat([...chunks, last]);
  } catch (error) {
    throw toPtyscreenError(error, path);
  } finally {
    await handle?.close();
  }
}

/** All of a stream's bytes (stdin), refusing past the limit. */
export async function collectLimited(source: ChunkSource, name: string, maxBytes: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of source) {
    length += chunk.byteLength;
    if (length > maxBytes) throw tooLarge(name, `more than ${maxBytes}`, maxBytes);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
