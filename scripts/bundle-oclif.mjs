#!/usr/bin/env node
// Replaces dist/cli/oclif.js, which tsc writes as re-exports of @oclif/core's modules, with one
// ES module holding those modules and the packages they need (see src/cli/oclif.ts for why).
// Not minified: a stack trace through oclif stays readable, and minifying saves no start-up time.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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

/**
 * Edits to oclif's sources as they go into the bundle, each for start-up time. The build fails
 * when one no longer applies, so that an oclif upgrade is looked at rather than silently slower.
 * - Plugin.load sorts the commands with localeCompare, whose first call builds an ICU collator:
 *   8–10 ms of every command's start (`--help` 127 → 119 ms). The ids are lower-case ASCII words
 *   and colons, which code-unit order sorts exactly as the collator does.
 */
const SOURCE_EDITS = [
  {
    file: /[\\/]@oclif[\\/]core[\\/]lib[\\/]config[\\/]plugin\.js$/,
    from: '.sort((a, b) => a.id.localeCompare(b.id));',
    to: '.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));',
  },
];

const sourceEdits = {
  name: 'oclif-source-edits',
  setup(build) {
    const applied = new Set();
    for (const edit of SOURCE_EDITS) {
      build.onLoad({ filter: edit.file }, ({ path }) => {
        const contents = readFileSync(path, 'utf8');
        if (!contents.includes(edit.from)) throw new Error(`${path} no longer holds \`${edit.from}\`: see SOURCE_EDITS in scripts/bundle-oclif.mjs`);
        applied.add(edit);
        return { contents: contents.replace(edit.from, edit.to), loader: 'js' };
      });
    }
    build.onEnd((result) => {
      if (result.errors.length > 0) return;
      const missed = SOURCE_EDITS.filter((edit) => !applied.has(edit));
      if (missed.length > 0) throw new Error(`no file matched ${missed.map((edit) => edit.file).join(', ')}: see SOURCE_EDITS in scripts/bundle-oclif.mjs`);
    });
  },
};

/**
 * Packages oclif requires as it loads but ptyscreen's commands never use, each replaced in the bundle
 * by a stand-in that requires the package the first time a property of it is read. Command discovery
 * by glob (tinyglobby, with fdir and picomatch; ptyscreen has oclif.manifest.json), plugin name
 * patterns (minimatch, with brace-expansion; ptyscreen has no plugins) and the action spinner's
 * frames (cli-spinners) are a fifth of the bundle's modules, run on every start for nothing.
 * A stand-in holds an object's exports only; oclif reads `__esModule` of one as it requires it
 * (`__importDefault`), so that flag is answered from the package itself, read at build time.
 */
const LAZY_PACKAGES = ['tinyglobby', 'minimatch', 'cli-spinners'];

const oclifRequire = createRequire(createRequire(`${ROOT}package.json`).resolve('@oclif/core/package.json'));

function lazyStandIn(name) {
  const exports = oclifRequire(name);
  if (typeof exports !== 'object' || exports === null) throw new Error(`${name} no longer exports an object: see LAZY_PACKAGES in scripts/bundle-oclif.mjs`);
  return [
    'let real;',
    `const load = () => (real ??= require(${JSON.stringify(name)}));`,
    'module.exports = new Proxy({}, {',
    `  get: (_, key) => (key === '__esModule' && real === undefined ? ${JSON.stringify(exports.__esModule)} : load()[key]),`,
    '  has: (_, key) => key in load(),',
    '  ownKeys: () => Reflect.ownKeys(load()),',
    '  getOwnPropertyDescriptor: (_, key) => {',
    '    const descriptor = Reflect.getOwnPropertyDescriptor(load(), key);',
    '    return descriptor === undefined ? undefined : { ...descriptor, configurable: true };',
    '  },',
    '});',
  ].join('\n');
}

const lazyPackages = {
  name: 'oclif-lazy-packages',
  setup(build) {
    const filter = new RegExp(`^(${LAZY_PACKAGES.map((name) => name.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')).join('|')})$`);
    const used = new Set();
    // The stand-in's own require of the package resolves as usual, from where oclif required it.
    build.onResolve({ filter }, (args) => (args.namespace === 'lazy-package' ? undefined : { path: args.path, namespace: 'lazy-package', pluginData: args.resolveDir }));
    build.onLoad({ filter: /.*/, namespace: 'lazy-package' }, (args) => {
      used.add(args.path);
      return { contents: lazyStandIn(args.path), loader: 'js', resolveDir: args.pluginData };
    });
    build.onEnd((result) => {
      if (result.errors.length > 0) return;
      const missed = LAZY_PACKAGES.filter((name) => !used.has(name));
      if (missed.length > 0) throw new Error(`oclif no longer requires ${missed.join(', ')}: see LAZY_PACKAGES in scripts/bundle-oclif.mjs`);
    });
  },
};

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
  plugins: [sourceEdits, lazyPackages],
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
