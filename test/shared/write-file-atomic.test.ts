// A file is written whole or not at all, and an interrupted command can take its temporary files away.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeTemporaryFiles, writeFileAtomic } from '../../src/shared/write-file-atomic.js';

const root = mkdtempSync(join(tmpdir(), 'ptyscreen-atomic-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('writeFileAtomic', () => {
  it('writes a new file and leaves no temporary file beside it', async () => {
    const file = join(root, 'new', 'report.json');
    mkdirSync(join(root, 'new'));
    await writeFileAtomic(file, '{"ok":true}\n');
    expect(readFileSync(file, 'utf8')).toBe('{"ok":true}\n');
    expect(readdirSync(join(root, 'new'))).toEqual(['report.json']);
  });

  it('replaces an existing file whole', async () => {
    const file = join(root, 'old.txt');
    writeFileSync(file, 'a much longer old content');
    await writeFileAtomic(file, 'new');
    expect(readFileSync(file, 'utf8')).toBe('new');
  });

  it('rejects when the target cannot be written, and leaves no temporary file', async () => {
    // A folder cannot be renamed over by a file.
    const target = join(root, 'taken');
    mkdirSync(join(target, 'inside'), { recursive: true });
    await expect(writeFileAtomic(target, 'x')).rejects.toMatchObject({ code: expect.stringMatching(/^E/u) });
    expect(readdirSync(root).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(readdirSync(target)).toEqual(['inside']);
  });

  it('rejects when the folder does not exist', async () => {
    await expect(writeFileAtomic(join(root, 'no-such-folder', 'x.txt'), 'x')).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('removeTemporaryFiles', () => {
  it('does nothing when no write is under way', () => {
    writeFileSync(join(root, `kept.${process.pid}.tmp`), 'not ours to remove');
    removeTemporaryFiles();
    expect(existsSync(join(root, `kept.${process.pid}.tmp`))).toBe(true);
  });
});
