// Which paths are readable regular files, and their sizes: how capture folders find their screens.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isFile, regularFileSize } from '../../src/shared/is-file.js';

const root = mkdtempSync(join(tmpdir(), 'ptyscreen-is-file-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
writeFileSync(join(root, 'pane.txt'), 'hello');
writeFileSync(join(root, 'empty.txt'), '');
mkdirSync(join(root, 'folder'));
symlinkSync(join(root, 'pane.txt'), join(root, 'link.txt'));
symlinkSync(join(root, 'gone.txt'), join(root, 'dangling.txt'));

describe('regularFileSize', () => {
  it('is the size of a regular file, 0 for an empty one', () => {
    expect(regularFileSize(join(root, 'pane.txt'))).toBe(5);
    expect(regularFileSize(join(root, 'empty.txt'))).toBe(0);
  });

  it('follows a symlink to a file', () => {
    expect(regularFileSize(join(root, 'link.txt'))).toBe(5);
  });

  it('is undefined for a folder, a missing path, a dangling link, a device and a path through a file', () => {
    expect(regularFileSize(join(root, 'folder'))).toBeUndefined();
    expect(regularFileSize(join(root, 'missing.txt'))).toBeUndefined();
    expect(regularFileSize(join(root, 'dangling.txt'))).toBeUndefined();
    expect(regularFileSize('/dev/null')).toBeUndefined();
    expect(regularFileSize(join(root, 'pane.txt', 'inside'))).toBeUndefined();
  });
});

describe('isFile', () => {
  it('is true for a regular file, even an empty one, and false otherwise', () => {
    expect(isFile(join(root, 'empty.txt'))).toBe(true);
    expect(isFile(join(root, 'folder'))).toBe(false);
    expect(isFile(join(root, 'missing.txt'))).toBe(false);
  });
});
