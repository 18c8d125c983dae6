// Byte chunks of a capture, from a file, stdin or memory, for the readers that stream.

import { createReadStream } from 'node:fs';
import { toPtyscreenError } from '../errors.js';

export type ChunkSource = AsyncIterable<Uint8Array>;

// Large reads keep the per-chunk overhead of a 200 MB recording small; memory stays one chunk.
const CHUNK_BYTES = 1 << 20;

/** A file's chunks, or stdin's for `-`; a missing or unreadable file becomes a PtyscreenError naming it. */
export async function* fileChunks(path: string): ChunkSource {
  const stream = path === '-' ? process.stdin : createReadStream(path, { highWaterMark: CHUNK_BYTES });
  try {
    for await (const chunk of stream) yield chunk as Uint8Array;
  } catch (error) {
    throw toPtyscreenError(error, path === '-' ? '<stdin>' : path);
  } finally {
    if (path !== '-') (stream as ReturnType<typeof createReadStream>).destroy();
  }
}

export async function* memoryChunks(...chunks: readonly Uint8Array[]): ChunkSource {
  yield* chunks;
}
