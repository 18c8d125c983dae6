#!/usr/bin/env node
// The ptyscreen command: hands argv to oclif, which loads only the command asked for.
//
// CommonJS (bin/package.json), so that a command's start needs no ES module loader at all: the CLI
// runs from its one-file bundle (scripts/bundle-cli.mjs), with V8's compiled code for it kept in the
// cache folder (src/cli/cli-bundle.ts). A build without the bundle runs the modules tsc wrote.
'use strict';

// ptyscreen always runs its built JavaScript. Without this setting oclif, when NODE_ENV is `test`
// or `development` and a tsconfig.json is beside package.json (a checkout), loads TypeScript to
// look for the commands' sources. oclif reads its settings once, as it loads: hence set first.
globalThis.oclif = { ...globalThis.oclif, enableAutoTranspile: false };

const { join } = require('node:path');

function bundled() {
  try {
    return require('../dist/cli/start.cjs').loadCliBundle(join(__dirname, '..', 'dist', 'cli', 'bundle.cjs'));
  } catch (error) {
    if (error?.code === 'MODULE_NOT_FOUND' && String(error.message).includes('start.cjs')) return undefined;
    throw error;
  }
}

const cli = bundled();
(cli === undefined ? import('../dist/cli/oclif.js') : Promise.resolve(cli)).then(({ execute }) => execute({ dir: join(__dirname, '..') }));
