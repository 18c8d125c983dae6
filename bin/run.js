#!/usr/bin/env node
// The ptyscreen command: hands argv to oclif, which loads only the command asked for. oclif comes
// from the build's one-file bundle of it (src/cli/oclif.ts), not from @oclif/core's modules.
//
// ptyscreen always runs its built JavaScript. Without this setting oclif, when NODE_ENV is `test`
// or `development` and a tsconfig.json is beside package.json (a checkout), loads TypeScript to
// look for the commands' sources. oclif reads its settings once, as it loads: hence the dynamic import.
globalThis.oclif = { ...globalThis.oclif, enableAutoTranspile: false };
const { execute } = await import('../dist/cli/oclif.js');

await execute({ dir: import.meta.url });
