// Packages that declare packs in their package.json: which folders they bring, and which declarations are refused.
import * as fs from 'node:fs';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findPackPackages, globalModulesDir, packsOfPackage, projectModuleDirs } from '../../src/packs/pack-packages.js';

const root = mkdtempSync(join(tmpdir(), 'ptyscreen-pack-packages-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function pkg(dir: string, json: unknown): string {
  const path = join(root, dir);
  mkdirSync(path, { recursive: true });
  writeFileSync(join(path, 'package.json'), typeof json === 'string' ? json : JSON.stringify(json, null, 2));
  return path;
}

describe('packsOfPackage', () => {
  it('gives each declared folder, resolved, with the package as its origin', () => {
    const dir = pkg('one', { name: 'ptyscreen-pack-x', version: '1.2.0', ptyscreen: { packs: ['x', 'y'] } });
    expect(packsOfPackage(dir, 'npm', fs)).toEqual({
      entries: [
        { path: join(dir, 'x'), source: 'npm', origin: 'ptyscreen-pack-x@1.2.0' },
        { path: join(dir, 'y'), source: 'npm', origin: 'ptyscreen-pack-x@1.2.0' },
      ],
      problems: [],
    });
  });

  it('names a package with no version by its name, and one with no name by its folder', () => {
    expect(packsOfPackage(pkg('noversion', { name: 'p', ptyscreen: { packs: ['x'] } }), 'plugin', fs).entries[0]!.origin).toBe('p');
    const nameless = pkg('nameless', { ptyscreen: { packs: ['x'] } });
    expect(packsOfPackage(nameless, 'plugin', fs).entries[0]!.origin).toBe(nameless);
  });

  it('passes over a package with no package.json, no ptyscreen field, or broken JSON', () => {
    mkdirSync(join(root, 'bare'));
    expect(packsOfPackage(join(root, 'bare'), 'npm', fs)).toEqual({ entries: [], problems: [] });
    expect(packsOfPackage(pkg('other', { name: 'left-pad', description: 'not "ptyscreen" related' }), 'npm', fs)).toEqual({ entries: [], problems: [] });
    expect(packsOfPackage(pkg('broken', '{"ptyscreen": '), 'npm', fs)).toEqual({ entries: [], problems: [] });
  });

  it('refuses a field of the wrong shape, at the line of the field', () => {
    const dir = pkg('wrong', '{\n  "name": "p",\n  "ptyscreen": { "packs": [] }\n}\n');
    expect(packsOfPackage(dir, 'npm', fs)).toEqual({
      entries: [],
      problems: [
        {
          code: 'plugin.manifest',
          severity: 'error',
          message: '"ptyscreen" must be { "packs": ["folder", ...] }: the package\'s pack folders, relative to it',
          file: join(dir, 'package.json'),
          line: 3,
          column: 3,
        },
      ],
    });
    expect(packsOfPackage(pkg('wrong2', { ptyscreen: { packs: ['ok', ''] } }), 'npm', fs).problems).toHaveLength(1);
    expect(packsOfPackage(pkg('wrong3', { ptyscreen: 'x' }), 'npm', fs).problems).toHaveLength(1);
  });

  it('refuses a folder outside the package: .., an absolute path, a symlink out', () => {
    const dir = pkg('escape', { ptyscreen: { packs: ['../one'] } });
    expect(packsOfPackage(dir, 'npm', fs).problems.map((problem) => problem.message)).toEqual([
      'pack folder "../one" is outside the package; a package may only declare its own folders',
    ]);
    expect(packsOfPackage(pkg('absolute', { ptyscreen: { packs: [join(root, 'absolute', 'x')] } }), 'npm', fs).problems).toHaveLength(1);
    const linked = pkg('linked', { ptyscreen: { packs: ['out'] } });
    symlinkSync(join(root, 'one'), join(linked, 'out'));
    expect(packsOfPackage(linked, 'npm', fs).entries).toEqual([]);
    expect(packsOfPackage(linked, 'npm', fs).problems).toHaveLength(1);
  });
});

describe('findPackPackages', () => {
  it('finds scoped and plain packages in name order, the nearest folder winning for a name', () => {
    const near = join(root, 'near', 'node_modules');
    const far = join(root, 'far', 'node_modules');
    pkg('near/node_modules/@scope/b', { name: '@scope/b', ptyscreen: { packs: ['p'] } });
    pkg('near/node_modules/a', { name: 'a', ptyscreen: { packs: ['p'] } });
    pkg('near/node_modules/plain', { name: 'plain' });
    pkg('far/node_modules/a', { name: 'a', version: 'old', ptyscreen: { packs: ['p'] } });
    pkg('far/node_modules/c', { name: 'c', ptyscreen: { packs: ['p'] } });
    mkdirSync(join(near, '.bin'), { recursive: true });
    const found = findPackPackages([near, far, join(root, 'missing')], 'npm', fs);
    expect(found.entries.map((entry) => entry.origin)).toEqual(['@scope/b', 'a', 'c']);
    expect(found.problems).toEqual([]);
  });
});

describe('projectModuleDirs and globalModulesDir', () => {
  it('lists node_modules from a folder up to the root, nearest first, skipping folders inside node_modules', () => {
    expect(projectModuleDirs('/work/app/node_modules/x')).toEqual(['/work/app/node_modules', '/work/node_modules', '/node_modules']);
    expect(projectModuleDirs('/a')).toEqual(['/a/node_modules', '/node_modules']);
  });

  it.skipIf(process.platform === 'win32')('takes the global prefix npm passes, then the one set, then the one beside Node', () => {
    expect(globalModulesDir({ npm_config_global_prefix: '/opt/npm', NPM_CONFIG_PREFIX: '/set' }, '/usr/bin/node')).toBe('/opt/npm/lib/node_modules');
    expect(globalModulesDir({ NPM_CONFIG_PREFIX: '/set' }, '/usr/bin/node')).toBe('/set/lib/node_modules');
    expect(globalModulesDir({ npm_config_global_prefix: '' }, '/usr/local/bin/node')).toBe('/usr/local/lib/node_modules');
  });
});
