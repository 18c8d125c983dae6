// A raw PTY byte stream written as an asciicast v2 recording: a header line, then an output event per chunk.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { writeCast } from '../../src/record/cast-writer.js';

const root = mkdtempSync(join(tmpdir(), 'ptyscreen-cast-writer-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function record(chunks: Uint8Array[], name: string, command?: string): Promise<unknown[]> {
  const file = join(root, name);
  await writeCast(Readable.from(chunks), file, { cols: 100, rows: 30, ...(command !== undefined && { command }) });
  return readFileSync(file, 'utf8')
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as unknown);
}

describe('writeCast', () => {
  it('writes a version 2 header with the size and the command, then one "o" event per chunk', async () => {
    const [header, ...events] = await record([Buffer.from('hello '), Buffer.from('\u001b[1mworld\r\n')], 'two.cast', 'claude');
    expect(header).toMatchObject({ version: 2, width: 100, height: 30, command: 'claude', timestamp: expect.any(Number), env: { TERM: expect.any(String) } });
    expect(events.map((event) => (event as unknown[]).slice(1))).toEqual([
      ['o', 'hello '],
      ['o', '\u001b[1mworld\r\n'],
    ]);
    const times = events.map((event) => (event as number[])[0]!);
    expect(times.every((time) => time >= 0)).toBe(true);
    expect(times[1]).toBeGreaterThanOrEqual(times[0]!);
  });

  it('keeps a character cut between two chunks whole, in the event of the chunk that ends it', async () => {
    const bytes = Buffer.from('é中');
    const [, ...events] = await record([bytes.subarray(0, 1), bytes.subarray(1, 3), bytes.subarray(3)], 'split.cast');
    expect(events.map((event) => (event as unknown[])[2])).toEqual(['é', '中']);
  });

  it('writes only the header for an empty stream, and no command when none is given', async () => {
    const lines = await record([], 'empty.cast');
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toHaveProperty('command');
  });

  it('writes a character left unfinished at the end as a replacement character', async () => {
    const [, ...events] = await record([Buffer.from([0x61, 0xe4, 0xb8])], 'cut.cast');
    expect(events.map((event) => (event as unknown[])[2])).toEqual(['a', '\ufffd']);
  });
});
