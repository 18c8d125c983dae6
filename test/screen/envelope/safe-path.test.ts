// A path an envelope names stays inside the envelope's folder: no absolute path, no .., no symlink out.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveInside } from '../../../src/screen/envelope/safe-path.js';
import { expectRejectCode } from '../../support/errors.js';

const root = mkdtempSync(join(tmpdir(), 'ptyscreen-safe-path-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const base = join(root, 'envelope');
mkdirSync(join(base, 'casts'), { recursive: true });
writeFileSync(join(base, 'casts', 'a.cast'), '');
writeFileSync(join(root, 'secret.txt'), '');
symlinkSync(join(root, 'secret.txt'), join(base, 'out.cast'));
symlinkSync(join(base, 'casts', 'a.cast'), join(base, 'in.cast'));
const where = { file: join(base, 'env.yaml'), line: 4, column: 11 };

describe('resolveInside', () => {
  it('resolves a path inside the folder, following a symlink that stays inside', async () => {
    expect(await resolveInside(base, 'casts/a.cast', where)).toMatch(/\/envelope\/casts\/a\.cast$/u);
    expect(await resolveInside(base, './casts/a.cast', where)).toMatch(/\/casts\/a\.cast$/u);
    expect(await resolveInside(base, 'in.cast', where)).toMatch(/\/envelope\/casts\/a\.cast$/u);
  });

  it('refuses an absolute path, a drive letter, and any .. step, at the envelope\'s place', async () => {
    const absolute = await expectRejectCode(resolveInside(base, '/etc/passwd', where), 'capture.envelope.path');
    expect(absolute.message).toBe(`castFile "/etc/passwd" is absolute; give a path inside the envelope's folder`);
    expect(absolute.location).toEqual(where);
    await expectRejectCode(resolveInside(base, 'C:cast', where), 'capture.envelope.path');
    expect((await expectRejectCode(resolveInside(base, 'casts/../../secret.txt', where), 'capture.envelope.path')).message).toBe(
      `castFile "casts/../../secret.txt" climbs out with ..; give a path inside the envelope's folder`,
    );
    await expectRejectCode(resolveInside(base, 'casts\\..\\a.cast', where), 'capture.envelope.path');
  });

  it('refuses a symlink that leads out, and the folder itself', async () => {
    expect((await expectRejectCode(resolveInside(base, 'out.cast', where), 'capture.envelope.path')).message).toBe(
      `castFile "out.cast" leads out of the folder through a symlink; give a path inside the envelope's folder`,
    );
    await expectRejectCode(resolveInside(base, '.', where), 'capture.envelope.path');
  });

  it('a missing file is an io error naming the path', async () => {
    const error = await expectRejectCode(resolveInside(base, 'missing.cast', where), 'io.ENOENT');
    expect(error.location.file).toBe(join(base, 'missing.cast'));
  });
});
