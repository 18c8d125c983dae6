// `packs new`: the $schema a new pack names still resolves once the pack leaves this checkout.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PTYSCREEN_VERSION } from '../../src/packs/compatibility.js';
import { scaffoldPack, schemaReference } from '../../src/packs/index.js';
import { scratchFolders, writeTree } from './helpers.js';

const scratch = scratchFolders('ptyscreen-scaffold-');
const schemaLine = (file: string): string => readFileSync(file, 'utf8').split('\n')[0]!;

describe('the $schema of a scaffolded pack', () => {
  it('a package points into its own node_modules, and takes ptyscreen as an optional peer, so npm never fetches one of its own', () => {
    const made = scaffoldPack(scratch(), { vendor: 'acme-cli', asPackage: true });
    expect(schemaLine(join(made.packDir, 'pack.yaml'))).toBe('# yaml-language-server: $schema=../node_modules/ptyscreen/schemas/rule-pack.schema.json');
    const manifest = JSON.parse(readFileSync(join(made.root, 'package.json'), 'utf8')) as Record<string, Record<string, unknown>>;
    expect(manifest.devDependencies).toBeUndefined();
    expect(manifest.peerDependencies).toEqual({ ptyscreen: `>=${PTYSCREEN_VERSION.split('.').slice(0, 2).join('.')}.0` });
    expect(manifest.peerDependenciesMeta).toEqual({ ptyscreen: { optional: true } });
    // Its README says how to put a ptyscreen there for the checks and the $schema.
    expect(readFileSync(join(made.root, 'README.md'), 'utf8')).toContain('`npm install --no-save PTYSCREEN`');
    // Resolved from the pack, the path lands in the package's node_modules, never outside it.
    expect(resolve(made.packDir, '../node_modules/ptyscreen/schemas/rule-pack.schema.json').startsWith(made.root)).toBe(true);
  });

  it('a bare pack in a project that installed ptyscreen points at that install', () => {
    const project = writeTree({ 'node_modules/ptyscreen/schemas/rule-pack.schema.json': '{}' }, scratch());
    const made = scaffoldPack(join(project, 'packs'), { vendor: 'acme-cli' });
    expect(schemaLine(join(made.packDir, 'pack.yaml'))).toBe('# yaml-language-server: $schema=../../node_modules/ptyscreen/schemas/rule-pack.schema.json');
  });

  it('a bare pack with no install nearby names the schema of this version as published, never a path into a checkout', () => {
    expect(schemaReference('/nowhere/acme-cli', false, () => false)).toBe(`https://unpkg.com/ptyscreen@${PTYSCREEN_VERSION}/schemas/rule-pack.schema.json`);
    const made = scaffoldPack(scratch(), { vendor: 'acme-cli' });
    expect(schemaLine(join(made.packDir, 'pack.yaml'))).not.toMatch(/\.\.\/\.\.\/\.\./);
  });
});
