// A list of capture paths, one a line, read in order: blank lines skipped, a trailing CR dropped, nothing else trimmed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readPathList } from '../../src/batch/path-list.js';
import { expectRejectCode } from '../support/errors.js';

const root = mkdtempSync(join(tmpdir(), 'ptyscreen-path-list-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('readPathList', () => {
  it('reads the paths in order, skipping blank lines and dropping a CR before the newline', async () => {
    const file = join(root, 'list.txt');
    writeFileSync(file, 'b.txt\r\n\na.txt\n b c.txt \nb.txt');
    expect(await readPathList(file)).toEqual(['b.txt', 'a.txt', ' b c.txt ', 'b.txt']);
  });

  it('reads an empty list as no paths', async () => {
    const file = join(root, 'empty.txt');
    writeFileSync(file, '');
    expect(await readPathList(file)).toEqual([]);
  });

  it('a missing list is an error naming it', async () => {
    const file = join(root, 'missing.txt');
    expect((await expectRejectCode(readPathList(file), 'io.ENOENT')).location.file).toBe(file);
  });
});
