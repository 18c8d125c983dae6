// What both bundles that hold oclif need: edits to its sources, stand-ins for packages it loads for
// nothing, and the licence notices of what went in. Used by bundle-oclif.mjs and bundle-cli.mjs.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Edits to oclif's sources as they go into a bundle, each for start-up time. The build fails when
 * one no longer applies, so that an oclif upgrade is looked at rather than silently slower.
 * - Plugin.load sorts the commands with localeCompare, whose first call builds an ICU collator:
 *   8–10 ms of every command's start (`--help` 127 → 119 ms). The ids are lower-case ASCII words
 *   and colons, which code-unit order sorts exactly as the collator does.
 * - The logger loads `debug` (and with it `tty` and a colour probe), 2–3 ms of every start, to make
 *   loggers that print nothing unless DEBUG was set when the process began: `debug` reads DEBUG once,
 *   as it loads, and nothing in oclif or ptyscreen enables a namespace later. Without DEBUG the
 *   loggers are functions that do nothing; with it, `debug` as before.
 * - node:perf_hooks (for OCLIF_PERFORMANCE's timings) and node:readline (for an argument read from
 *   standard input) are required as the modules load; they are required when first used instead.
 */
export const OCLIF_SOURCE_EDITS = [
  {
    file: /[\\/]@oclif[\\/]core[\\/]lib[\\/]config[\\/]plugin\.js$/,
    from: '.sort((a, b) => a.id.localeCompare(b.id));',
    to: '.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));',
  },
  {
    file: /[\\/]@oclif[\\/]core[\\/]lib[\\/]logger\.js$/,
    from: 'const debug_1 = __importDefault(require("debug"));',
    to: 'const debug_1 = process.env.DEBUG ? __importDefault(require("debug")) : { default: () => () => {} };',
  },
  {
    file: /[\\/]@oclif[\\/]core[\\/]lib[\\/]performance\.js$/,
    from: 'const node_perf_hooks_1 = require("node:perf_hooks");',
    to: 'const node_perf_hooks_1 = { get performance() { return require("node:perf_hooks").performance; }, get PerformanceObserver() { return require("node:perf_hooks").PerformanceObserver; } };',
  },
  {
    file: /[\\/]@oclif[\\/]core[\\/]lib[\\/]parser[\\/]parse\.js$/,
    from: 'const node_readline_1 = require("node:readline");',
    to: 'const node_readline_1 = { get createInterface() { return require("node:readline").createInterface; } };',
  },
];

/**
 * An esbuild plugin that makes `edits` ({file: RegExp, from, to, all?}) as oclif's files are read:
 * `from` replaced once, or everywhere with `all`. The build fails on an edit that no longer applies.
 */
export function sourceEdits(edits) {
  return {
    name: 'oclif-source-edits',
    setup(build) {
      const applied = new Set();
      const files = [...new Set(edits.map((edit) => edit.file))];
      for (const file of files) {
        build.onLoad({ filter: file }, ({ path }) => {
          let contents = readFileSync(path, 'utf8');
          for (const edit of edits.filter((e) => e.file === file)) {
            if (!contents.includes(edit.from)) throw new Error(`${path} no longer holds \`${edit.from}\`: see the source edits in scripts/lib/oclif-bundling.mjs and scripts/bundle-cli.mjs`);
            contents = edit.all ? contents.replaceAll(edit.from, edit.to) : contents.replace(edit.from, edit.to);
            applied.add(edit);
          }
          return { contents, loader: 'js' };
        });
      }
      build.onEnd((result) => {
        if (result.errors.length > 0) return;
        const missed = edits.filter((edit) => !applied.has(edit));
        if (missed.length > 0) throw new Error(`no file matched ${missed.map((edit) => edit.file).join(', ')}: see the source edits in scripts/lib/oclif-bundling.mjs and scripts/bundle-cli.mjs`);
      });
    },
  };
}

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
  if (typeof exports !== 'object' || exports === null) throw new Error(`${name} no longer exports an object: see LAZY_PACKAGES in scripts/lib/oclif-bundling.mjs`);
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

export const lazyPackages = {
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
      if (missed.length > 0) throw new Error(`oclif no longer requires ${missed.join(', ')}: see LAZY_PACKAGES in scripts/lib/oclif-bundling.mjs`);
    });
  },
};

/** Writes `file`: the name, version, licence and licence text of every package in `metafile`'s inputs. */
export function writeNotices(metafile, file, what) {
  const packages = new Set();
  for (const input of Object.keys(metafile.inputs)) {
    const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (match) packages.add(join(ROOT, match[1]));
  }
  const notices = [...packages].sort().map((dir) => {
    const { name, version, license } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const licence = readdirSync(dir).find((entry) => /^(licen[cs]e|copying)(\.|$)/i.test(entry));
    const text = licence === undefined ? `(no licence file; package.json says ${license})` : readFileSync(join(dir, licence), 'utf8').trim();
    return `${name}@${version} (${license})\n\n${text}\n`;
  });
  writeFileSync(file, `Packages bundled into ${what}, and their licences.\n\n${notices.join('\n' + '-'.repeat(72) + '\n\n')}`);
}
