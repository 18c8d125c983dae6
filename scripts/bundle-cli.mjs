#!/usr/bin/env node
// Writes dist/cli/bundle.cjs: oclif, every command and hook, and the library code they load, as one
// CommonJS file that bin/run.js runs with V8's compiled code for it (src/cli/cli-bundle.ts, built
// here too as dist/cli/start.cjs, which loads the bundle). The modules tsc wrote stay as they are:
// the library's embedders import them, worker threads and the recorder run them, and the CLI falls
// back on them when there is no bundle.
//
// What changes on the way in:
// - `import.meta.url` of each module becomes the URL of the module's own file in dist/, so a worker,
//   a schema or the built-in rules are found where they always were;
// - oclif is bundled from its sources (as scripts/bundle-oclif.mjs does), and its module loader
//   takes a command or hook the bundle holds from the bundle rather than importing its file;
// - the first line is the SHA-256 of the rest, which names the compiled code kept for it.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { build } from 'esbuild';
import { lazyPackages, OCLIF_SOURCE_EDITS, ROOT, sourceEdits, writeNotices } from './lib/oclif-bundling.mjs';

const DIST = join(ROOT, 'dist');
const OUT = join(DIST, 'cli', 'bundle.cjs');
const START = join(DIST, 'cli', 'start.cjs');
const HEADER = '// ptyscreen-cli-bundle ';

/** Every file under dist/commands, and the hooks package.json names: what oclif may ask to load. */
function loadableModules() {
  const commands = readdirSync(join(DIST, 'commands'), { recursive: true })
    .filter((file) => file.endsWith('.js'))
    .map((file) => join('commands', file));
  const { oclif } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const hooks = Object.values(oclif.hooks ?? {})
    .flat()
    .map((hook) => relative(DIST, join(ROOT, hook)));
  return [...commands, ...hooks].map((file) => file.split(sep).join('/')).sort();
}

const modules = loadableModules();
const entry = [
  "import { register } from 'ptyscreen:bundled-modules';",
  "export { execute } from './oclif.js';",
  // Each as a dynamic import: the bundle runs a module's code only when oclif asks for it.
  `register(require('node:path').join(__dirname, '..'), { ${modules.map((file) => `${JSON.stringify(file)}: () => import(${JSON.stringify(`../${file}`)})`).join(', ')} });`,
].join('\n');

// The modules the bundle holds, by their file in dist/: oclif's loader asks here first.
const REGISTRY = `
const byFile = new Map();
exports.register = (dist, table) => {
  for (const [file, load] of Object.entries(table)) byFile.set(require('node:path').join(dist, file), load);
};
// A promise of the module's namespace, or undefined when the bundle does not hold that file.
exports.bundled = (filePath) => byFile.get(filePath)?.();
`;

const registry = {
  name: 'ptyscreen-bundled-modules',
  setup(build) {
    build.onResolve({ filter: /^ptyscreen:bundled-modules$/ }, () => ({ path: 'bundled-modules', namespace: 'ptyscreen' }));
    build.onLoad({ filter: /.*/, namespace: 'ptyscreen' }, () => ({ contents: REGISTRY, loader: 'js' }));
  },
};

// dist/cli/oclif.js is the ES-module bundle of oclif (or tsc's re-exports of it): the CLI bundle takes
// oclif from the source those re-exports name, src/cli/oclif.ts, so that oclif is bundled once.
const oclifFromSource = {
  name: 'ptyscreen-oclif-from-source',
  setup(build) {
    build.onResolve({ filter: /oclif\.js$/ }, (args) => {
      if (join(args.resolveDir, args.path) !== join(DIST, 'cli', 'oclif.js')) return undefined;
      return { path: join(ROOT, 'src', 'cli', 'oclif.ts') };
    });
  },
};

// Each of ptyscreen's modules keeps the URL of its own file in dist/.
const moduleUrls = {
  name: 'ptyscreen-module-urls',
  setup(build) {
    const filter = new RegExp(`^${DIST.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${sep === '\\' ? '\\\\' : '/'}.*\\.js$`);
    build.onLoad({ filter }, ({ path }) => {
      const contents = readFileSync(path, 'utf8');
      if (!contents.includes('import.meta')) return { contents, loader: 'js' };
      const url = `__ptyscreenModuleUrl(${JSON.stringify(relative(DIST, path).split(sep).join('/'))})`;
      const replaced = contents.replaceAll('import.meta.url', url);
      if (replaced.includes('import.meta')) throw new Error(`${path} reads import.meta for more than its url: teach scripts/bundle-cli.mjs what it should be`);
      return { contents: replaced, loader: 'js' };
    });
  },
};

// oclif imports a command or hook by its path; the ones the bundle holds are taken from it.
const LOADER_EDIT = {
  file: /[\\/]@oclif[\\/]core[\\/]lib[\\/]module-loader\.js$/,
  from: 'await import((0, node_url_1.pathToFileURL)(filePath).href)',
  to: "((await require('ptyscreen:bundled-modules').bundled(filePath)) ?? await import((0, node_url_1.pathToFileURL)(filePath).href))",
  all: true,
};

const BANNER = [
  // dist/cli/bundle.cjs → dist/
  "const __ptyscreenModuleUrl = (file) => require('node:url').pathToFileURL(require('node:path').join(__dirname, '..', file)).href;",
].join('\n');

const { metafile, outputFiles } = await build({
  stdin: { contents: entry, resolveDir: join(DIST, 'cli'), sourcefile: 'cli-entry.js', loader: 'js' },
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  outfile: OUT,
  write: false,
  absWorkingDir: ROOT,
  legalComments: 'inline',
  // Packages with native code or data files, and the ones ptyscreen declares as dependencies, load
  // from node_modules as they would for the library; oclif's TypeScript loaders are not installed.
  external: ['re2', 'yaml', '@xterm/headless', 'semver', 'semver/*', 'typescript', 'ts-node', 'tsx', 'tsx/*'],
  banner: { js: BANNER },
  metafile: true,
  plugins: [registry, oclifFromSource, moduleUrls, sourceEdits([...OCLIF_SOURCE_EDITS, LOADER_EDIT]), lazyPackages],
  logLevel: 'warning',
});

/**
 * The bundle as ASCII: a few regex literals and comments hold box-drawing and other characters, and
 * one of them makes Node decode the whole file as UTF-8 into a string twice its size (10 ms and
 * more garbage, every start). A `\\uXXXX` escape means the code unit it names wherever JavaScript
 * allows a non-ASCII character (strings, templates, regexes with or without u, identifiers); only
 * after a backslash would it mean something else, which the build refuses.
 */
function ascii(text) {
  return text.replace(/[\u0080-\uffff]/g, (char, at) => {
    if (text[at - 1] === '\\') throw new Error(`bundle.cjs: a backslash before a non-ASCII character (${JSON.stringify(text.slice(at - 40, at + 10))}) would change meaning as an escape`);
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

const body = ascii(outputFiles[0].text);
const hash = createHash('sha256').update(body).digest('hex');
writeFileSync(OUT, `${HEADER}${hash}\n${body}`);
writeNotices(metafile, `${OUT}.LICENSES.txt`, 'bundle.cjs');

// What bin/run.js requires to load the bundle: src/cli/cli-bundle.ts as CommonJS, so that no ES
// module is loaded before the command runs.
await build({
  entryPoints: [join(ROOT, 'src', 'cli', 'cli-bundle.ts')],
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  outfile: START,
  absWorkingDir: ROOT,
  logLevel: 'warning',
});
