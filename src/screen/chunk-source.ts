// Byte chunks of a capture, from a file, stdin or memory, for the readers that stream.

import { createReadStream, statSync } from 'node:fs';
import { toPtyscreenError } from '../errors.js';

export type ChunkSource = AsyncIterable<Uint8Array>;

// Large reads keep the per-chunk overhead of a 200 MB recording small; memory stays one chunk.
const CHUNK_BYTES = 1 << 20;

/**
 * A file's chunks, or stdin's for `-`; a missing or unreadable file becomes a PtyscreenError naming
 * it. `onBytes` hears the bytes read so far and the file's size (undefined for stdin or a pipe).
 */
export async function* fileChunks(path: string, onBytes?: (read: number, total: number | undefined) => void): ChunkSource {
  const stream = path === '-' ? process.stdin : createReadStream(path, { highWaterMark: CHUNK_BYTES });
  const total = onBytes === undefined || path === '-' ? undefined : sizeOfFile(path);
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

export async function* memoryChunks(...chunks: readonly Uint8Array[]): ChunkSource {
  yield* chunks;
}

/** A regular file's size; undefined for anything else (a pipe, a device) or a path that fails. */
function sizeOfFile(path: string): number | undefined {
  try {
    const stats = statSync(path);
    return stats.isFile() ? stats.size : undefined;
  } catch {
    // The read that follows reports it.
    return undefined;
  }
}
