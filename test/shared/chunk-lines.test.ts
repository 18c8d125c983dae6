import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoryChunks } from '../../src/shared/chunk-source.js';
import { readLines } from '../../src/shared/chunk-lines.js';

async function linesOf(chunks: Uint8Array[], maxLineBytes = 1 << 20) {
  const out = [];
  for await (const line of readLines(memoryChunks(...chunks), maxLineBytes)) out.push(line);
  return out;
}

function split(bytes: Buffer, cuts: number[]): Buffer[] {
  const points = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
  const parts: Buffer[] = [];
  let start = 0;
  for (const point of points) {
    parts.push(bytes.subarray(start, point));
    start = point;
  }
  parts.push(bytes.subarray(start));
  return parts;
}

describe('readLines', () => {
  it('numbers lines, drops CR before LF, and keeps a last line without a newline', async () => {
    const lines = await linesOf([Buffer.from('one\r\ntwo\n\nfour')]);
    expect(lines.map((line) => [line.number, line.text])).toEqual([
      [1, 'one'],
      [2, 'two'],
      [3, ''],
      [4, 'four'],
    ]);
  });

  it('gives the same lines however the bytes are cut into chunks, multibyte characters included', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom('a', 'é', '中', '😀', '\n', '\r\n'), { maxLength: 60 }), fc.array(fc.nat(), { maxLength: 8 }), async (parts, cuts) => {
        const bytes = Buffer.from(parts.join(''));
        const whole = (await linesOf([bytes])).map((line) => line.text);
        const cut = (await linesOf(split(bytes, cuts))).map((line) => line.text);
        expect(cut).toEqual(whole);
      }),
      { numRuns: 200 },
    );
  });

  it('reports a line over the cap without its text, and goes on after it', async () => {
    const lines = await linesOf([Buffer.from('ok\nxxxx'), Buffer.from('xxxxxx\nnext\n')], 8);
    expect(lines.map((line) => [line.number, line.text, line.bytes])).toEqual([
      [1, 'ok', 2],
      [2, undefined, 10],
      [3, 'next', 4],
    ]);
  });
});
