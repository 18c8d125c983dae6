// Byte chunks of a file, stdin or memory, for the readers that stream.

import { createReadStream } from 'node:fs';
import { toPtyscreenError } from '../errors.js';
import { regularFileSize } from './is-file.js';

export type ChunkSource = AsyncIterable<Uint8Array>;

// Large reads keep the per-chunk overhead of a 200 MB recording small; memory stays one chunk.
const CHUNK_BYTES = 1 << 20;

/**
 * A file's chunks, or stdin's for `-`; a missing or unreadable file becomes a PtyscreenError naming
 * it. `onBytes` hears the bytes read so far and the file's size (undefined for stdin or a pipe).
 */
export async function* fileChunks(path: string, onBytes?: (read: number, total: number | undefined) => void): ChunkSource {
  const stream = path === '-' ? process.stdin : createReadStream(path, { highWaterMark: CHUNK_BYTES });
  // A path that cannot be read has no size; the read reports it.
  const total = onBytes === undefined || path === '-' ? undefined : regularFileSize(path);
  let read = 0;
  try {
    for await (const chunk of stream) {
      read += (chunk as Uint8Array).byteLength;
      onBytes?.(read, total);
      yield chunk as Uint8Array;
    }
  } catch (error) {
    throw toPtyscreenError(error, path === '-' ? '<stdin>' : path);
  } finally {
    if (path !== '-') (stream as ReturnType<typeof createReadStream>).destroy();
  }
}

// An async source with nothing to wait for: bytes already in memory, behind the interface a file has.
// eslint-disable-next-line @typescript-eslint/require-await
export async function* memoryChunks(...chunks: readonly Uint8Array[]): ChunkSource {
  yield* chunks;
}
