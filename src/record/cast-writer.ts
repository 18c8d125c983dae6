// Turns a raw PTY byte stream into an asciicast v2 recording, timestamping each chunk as it arrives.

import { createWriteStream } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';

export interface CastWriterOptions {
  readonly cols: number;
  readonly rows: number;
  readonly command?: string;
}

/** Reads `input` to its end and writes `file` as asciicast v2: a header line, then one "o" event per chunk. */
export async function writeCast(input: NodeJS.ReadableStream, file: string, options: CastWriterOptions): Promise<void> {
  const out = createWriteStream(file);
  const started = process.hrtime.bigint();
  const header = {
    version: 2,
    width: options.cols,
    height: options.rows,
    timestamp: Math.floor(Date.now() / 1000),
    ...(options.command !== undefined && { command: options.command }),
    env: { TERM: process.env.TERM ?? 'tmux-256color' },
  };
  out.write(`${JSON.stringify(header)}\n`);
  // A chunk may end inside a multi-byte character; the decoder holds the tail for the next chunk.
  const decoder = new StringDecoder('utf8');
  for await (const chunk of input) {
    const text = decoder.write(chunk);
    if (text === '') continue;
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    out.write(`${JSON.stringify([Math.round(seconds * 1e6) / 1e6, 'o', text])}\n`);
  }
  const rest = decoder.end();
  if (rest !== '') out.write(`${JSON.stringify([Number(process.hrtime.bigint() - started) / 1e9, 'o', rest])}\n`);
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => {
    if (error) reject(error);
    else resolve();
  }));
}
