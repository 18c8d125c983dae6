// Who reads the pipe this process writes to can be told only for a pipe: anything else says null.
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { followPipeReaders } from '../../src/shared/pipe-readers.js';

const root = mkdtempSync(join(tmpdir(), 'ptyscreen-pipe-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('followPipeReaders', () => {
  it('is null for a descriptor on a regular file', () => {
    const file = join(root, 'out.txt');
    writeFileSync(file, '');
    const fd = openSync(file, 'w');
    try {
      expect(followPipeReaders(fd)).toBeNull();
    } finally {
      closeSync(fd);
    }
  });

  it('is null for a descriptor that is not open', () => {
    expect(followPipeReaders(987_654)).toBeNull();
  });
});
