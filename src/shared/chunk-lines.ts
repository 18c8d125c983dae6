// Splits a byte stream (a recording, a pipe) into numbered text lines without holding more than one line and one chunk.

import type { ChunkSource } from './chunk-source.js';

export interface SourceLine {
  /** 1-based. */
  readonly number: number;
  /** The line without its newline (or CRLF), decoded as UTF-8 with replacement; undefined when over the cap. */
  readonly text: string | undefined;
  readonly bytes: number;
}

const NEWLINE = 0x0a;
const CR = 0x0d;

function toBuffer(chunk: Uint8Array): Buffer {
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

function decodeLine(bytes: Buffer, start: number, end: number): string {
  const stop = end > start && bytes[end - 1] === CR ? end - 1 : end;
  return bytes.toString('utf8', start, stop);
}

/**
 * Lines of at most `maxLineBytes`; a longer one is reported with `text` undefined and its bytes dropped
 * as they arrive, so one runaway line cannot grow memory.
 */
export async function* readLines(source: ChunkSource, maxLineBytes: number): AsyncGenerator<SourceLine> {
  let number = 0;
  let carry: Buffer[] = [];
  let carryBytes = 0;
  let overlong = false;
  for await (const raw of source) {
    const chunk = toBuffer(raw);
    let start = 0;
    for (let newline = chunk.indexOf(NEWLINE, start); newline !== -1; newline = chunk.indexOf(NEWLINE, start)) {
      number++;
      const bytes = carryBytes + newline - start;
      if (overlong || bytes > maxLineBytes) {
        yield { number, text: undefined, bytes };
      } else if (carryBytes === 0) {
        yield { number, text: decodeLine(chunk, start, newline), bytes };
      } else {
        const whole = Buffer.concat([...carry, chunk.subarray(start, newline)]);
        yield { number, text: decodeLine(whole, 0, whole.length), bytes };
      }
      carry = [];
      carryBytes = 0;
      overlong = false;
      start = newline + 1;
    }
    if (start < chunk.length) {
      carryBytes += chunk.length - start;
      if (carryBytes > maxLineBytes) {
        overlong = true;
        carry = [];
      } else {
        // Copied: the stream may reuse the chunk's memory once we move on.
        carry.push(Buffer.from(chunk.subarray(start)));
      }
    }
  }
  if (carryBytes > 0) {
    number++;
    if (overlong) yield { number, text: undefined, bytes: carryBytes };
    else {
      const whole = Buffer.concat(carry);
      yield { number, text: decodeLine(whole, 0, whole.length), bytes: carryBytes };
    }
  }
}
