#!/usr/bin/env node
// Writes oclif.manifest.json with the @oclif/core the CLI bundles, so the manifest and the code that reads it are one version.
//
// `oclif manifest` (the oclif package) would use its own nested @oclif/core, which need not be the
// version package.json pins and scripts/bundle-oclif.mjs bundles. This does what that command does
// for a plugin without JIT or legacy plugins, through the pinned @oclif/core's own Plugin class, and
// records that version as `oclifCoreVersion` (test/cli/manifest.test.ts holds the two equal).
// Usage: node scripts/manifest.mjs [dir]   (dir: the package root, default this repository)
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { Plugin } = require('@oclif/core');
const { version: oclifCoreVersion } = JSON.parse(readFileSync(require.resolve('@oclif/core/package.json'), 'utf8'));

const root = resolve(process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url)));
const plugin = new Plugin({ errorOnManifestCreate: true, ignoreManifest: true, respectNoCacheDefault: true, root, type: 'core' });
await plugin.load();
if (!plugin.valid) throw new Error(`${root} is not an oclif plugin: its package.json has no oclif section`);
const file = join(root, 'oclif.manifest.json');
writeFileSync(file, JSON.stringify({ ...plugin.manifest, oclifCoreVersion }, null, 2));
console.log(`wrote ${file} (@oclif/core ${oclifCoreVersion})`);
