#!/usr/bin/env node
// Replaces dist/cli/oclif.js, which tsc writes as re-exports of @oclif/core's modules, with one
// ES module holding those modules and the packages they need (see src/cli/oclif.ts for why).
// Not minified: a stack trace through oclif stays readable, and minifying saves no start-up time.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { lazyPackages, OCLIF_SOURCE_EDITS, ROOT, sourceEdits, writeNotices } from './lib/oclif-bundling.mjs';

const OUT = `${ROOT}dist/cli/oclif.js`;
const NOTICES = `${ROOT}dist/cli/oclif.js.LICENSES.txt`;

// oclif is CommonJS: inside an ES module it still needs require and the module's paths.
const BANNER = [
  "import { createRequire as __ptyscreenCreateRequire } from 'node:module';",
  "import { dirname as __ptyscreenDirname } from 'node:path';",
  "import { fileURLToPath as __ptyscreenFileURLToPath } from 'node:url';",
  'const require = __ptyscreenCreateRequire(import.meta.url);',
  'const __filename = __ptyscreenFileURLToPath(import.meta.url);',
  'const __dirname = __ptyscreenDirname(__filename);',
].join('\n');

const source = readFileSync(OUT, 'utf8');
// Already a bundle: tsc has not run since the last build.
if (source.startsWith(BANNER)) process.exit(0);

const { metafile } = await build({
  stdin: { contents: source, resolveDir: `${ROOT}dist/cli`, sourcefile: 'oclif.js', loader: 'js' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outfile: OUT,
  allowOverwrite: true,
  absWorkingDir: ROOT,
  legalComments: 'inline',
  // oclif loads these only to run a CLI's TypeScript sources in development; ptyscreen runs its
  // built JavaScript, and they are not installed.
  external: ['typescript', 'ts-node', 'tsx', 'tsx/*'],
  banner: { js: BANNER },
  metafile: true,
  plugins: [sourceEdits(OCLIF_SOURCE_EDITS), lazyPackages],
  logLevel: 'warning',
});

// The bundle holds other people's code: their licences go beside it.
writeNotices(metafile, NOTICES, 'oclif.js');
