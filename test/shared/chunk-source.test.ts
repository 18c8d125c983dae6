// Byte chunks of a file, stdin or memory, and the progress a file read reports.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileChunks, memoryChunks, type ChunkSource } from '../../src/shared/chunk-source.js';
import { expectRejectCode } from '../support/errors.js';

const root = mkdtempSync(join(tmpdir(), 'ptyscreen-chunks-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function collect(source: ChunkSource): Promise<string> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of source) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

describe('memoryChunks', () => {
  it('yields its chunks in order, and nothing when given none', async () => {
    const encode = (text: string): Uint8Array => new TextEncoder().encode(text);
    expect(await collect(memoryChunks(encode('ab'), encode(''), encode('c')))).toBe('abc');
    expect(await collect(memoryChunks())).toBe('');
  });
});

describe('fileChunks', () => {
  it('reads a file whole and reports the bytes read against its size', async () => {
    const file = join(root, 'pane.txt');
    writeFileSync(file, 'hello\nworld\n');
    const heard: [number, number | undefined][] = [];
    expect(await collect(fileChunks(file, (read, total) => heard.push([read, total])))).toBe('hello\nworld\n');
    expect(heard).toEqual([[12, 12]]);
  });

  it('reads an empty file as no bytes', async () => {
    const file = join(root, 'empty.txt');
    writeFileSync(file, '');
    expect(await collect(fileChunks(file))).toBe('');
  });

  it('a missing file is a PtyscreenError naming it', async () => {
    const file = join(root, 'missing.txt');
    const error = await expectRejectCode(collect(fileChunks(file)), 'io.ENOENT');
    expect(error.location.file).toBe(file);
    expect(error.message).toBe(`${file}: cannot read: no such file; check the path`);
  });

  it('a folder is a PtyscreenError saying to give a file', async () => {
    const folder = join(root, 'folder');
    mkdirSync(folder);
    const error = await expectRejectCode(collect(fileChunks(folder)), 'io.EISDIR');
    expect(error.message).toBe(`${folder}: cannot read: is a directory; give a file`);
  });
});
