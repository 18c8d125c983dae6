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

export async function readFileLimited(path: string, maxBytes: number): Promise<Buffer> {
  let handle;
  try {
    handle = await open(path, 'r');
    const { size } = await handle.stat();
    if (size > maxBytes) throw tooLarge(path, size, maxBytes);
    // A file that grows while read (a live log) is cut at the limit rather than read without end.
    const buffer = Buffer.alloc(Math.min(maxBytes + 1, Math.max(size, 1 << 16)));
    let length = 0;
    for (;;) {
      if (length === buffer.length) break;
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    if (length > maxBytes) throw tooLarge(path, `more than ${maxBytes}`, maxBytes);
    return buffer.subarray(0, length);
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
