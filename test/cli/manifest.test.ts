// The committed oclif.manifest.json must match what `oclif manifest` generates from the current build.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { ROOT } from './run-cli.js';

const scratch = mkdtempSync(join(tmpdir(), 'ptyscreen-manifest-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it('oclif.manifest.json is fresh (run `npm run manifest` after changing a command)', () => {
  cpSync(join(ROOT, 'package.json'), join(scratch, 'package.json'));
  // A copy, not a link: oclif records each command's path relative to the real location.
  cpSync(join(ROOT, 'dist'), join(scratch, 'dist'), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(scratch, 'node_modules'));
  execFileSync(process.execPath, [join(ROOT, 'node_modules/oclif/bin/run.js'), 'manifest'], {
    cwd: scratch,
    stdio: 'pipe',
    env: { ...process.env, OCLIF_SKIP_NEW_VERSION_CHECK: 'true' },
  });
  const generated = JSON.parse(readFileSync(join(scratch, 'oclif.manifest.json'), 'utf8')) as unknown;
  const committed = JSON.parse(readFileSync(join(ROOT, 'oclif.manifest.json'), 'utf8')) as unknown;
  expect(committed).toEqual(generated);
});
