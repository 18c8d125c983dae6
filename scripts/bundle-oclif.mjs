#!/usr/bin/env node
// Replaces dist/cli/oclif.js, which tsc writes as re-exports of @oclif/core's modules, with one
// ES module holding those modules and the packages they need (see src/cli/oclif.ts for why).
// Not minified: a stack trace through oclif stays readable, and minifying saves no start-up time.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
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
  logLevel: 'warning',
});

// The bundle holds other people's code: their licences go beside it.
const packages = new Set();
for (const input of Object.keys(metafile.inputs)) {
  const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
  if (match) packages.add(join(ROOT, match[1]));
}
const notices = [...packages].sort().map((dir) => {
  const { name, version, license } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const file = readdirSync(dir).find((entry) => /^(licen[cs]e|copying)(\.|$)/i.test(entry));
  const text = file === undefined ? `(no licence file; package.json says ${license})` : readFileSync(join(dir, file), 'utf8').trim();
  return `${name}@${version} (${license})\n\n${text}\n`;
});
writeFileSync(NOTICES, `Packages bundled into oclif.js, and their licences.\n\n${notices.join('\n' + '-'.repeat(72) + '\n\n')}`);
