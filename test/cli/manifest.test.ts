// The committed oclif.manifest.json must match what `npm run manifest` generates from the current build, with the @oclif/core the CLI bundles.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { ROOT } from './run-cli.js';

const scratch = mkdtempSync(join(tmpdir(), 'ptyscreen-manifest-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const readJson = (file: string): Record<string, unknown> => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

it('oclif.manifest.json is fresh (run `npm run manifest` after changing a command)', () => {
  cpSync(join(ROOT, 'package.json'), join(scratch, 'package.json'));
  // A copy, not a link: oclif records each command's path relative to the real location.
  cpSync(join(ROOT, 'dist'), join(scratch, 'dist'), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(scratch, 'node_modules'));
  execFileSync(process.execPath, [join(ROOT, 'scripts/manifest.mjs'), scratch], { stdio: 'pipe' });
  expect(readJson(join(ROOT, 'oclif.manifest.json'))).toEqual(readJson(join(scratch, 'oclif.manifest.json')));
});

// scripts/bundle-oclif.mjs bundles node_modules/@oclif/core; a manifest written by another version
// (such as the one nested in the `oclif` package) may describe commands in a shape the bundle reads differently.
it('oclif.manifest.json was written by the @oclif/core version the CLI bundles', () => {
  const bundled = readJson(join(ROOT, 'node_modules/@oclif/core/package.json')).version;
  expect(readJson(join(ROOT, 'oclif.manifest.json')).oclifCoreVersion).toBe(bundled);
});
