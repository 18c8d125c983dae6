// Loads the CLI from its one-file bundle (scripts/bundle-cli.mjs), with V8's compiled code for it
// kept in the cache folder: compiling the CLI's code and resolving its modules one by one was most of
// what a command's start cost beyond Node's own.
//
// Node 20 keeps no compiled code for ES modules, but a script compiled with `vm.Script` can be given
// the code V8 made for it last time (`cachedData`), and V8 checks it fits that source and this V8.

import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import vm from 'node:vm';
import { cachesOff, defaultCacheDir } from '../shared/cache-dir.js';

/** The first line of a bundle: this, then the SHA-256 of the rest, written by the build. */
export const BUNDLE_HEADER = '// ptyscreen-cli-bundle ';

const SHA256_HEX = /^[0-9a-f]{64}$/;

/** What the bundle exports: oclif's `execute`, with every command and hook inside. */
export interface CliBundle {
  readonly execute: (options: { readonly dir: string }) => Promise<unknown>;
}

export interface LoadCliBundleOptions {
  /**
   * When the compiled code is written, given the write: by default as the process exits, so that the
   * code V8 compiled while running the command is kept too, not only the bundle's outline.
   */
  readonly whenDone?: ((write: () => void) => void) | undefined;
}

/** The file V8's code for the bundle whose hash is `hash` is kept in, for this Node. */
export function compiledCodeFile(hash: string, env: NodeJS.ProcessEnv = process.env): string {
  return join(defaultCacheDir(env), 'cli', `${hash}-${process.version}-${process.arch}.v8`);
}

function readOrUndefined(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/**
 * How many bundles' code the folder keeps: each build of ptyscreen, each Node, is a file of most of a
 * megabyte, and a clone rebuilt all day, or a global and a local install used in turn, each need theirs.
 */
export const KEPT_COMPILED_CODE = 8;

/** Removes all but the `keep` newest files of compiled code in `dir`. */
function prune(dir: string, keep: number): void {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.v8'))
    .map((name) => ({ path: join(dir, name), mtime: statSync(join(dir, name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  for (const { path } of files.slice(keep)) unlinkSync(path);
}

/**
 * Writes `data` aside and renames it into place, so a reader never sees half a file, then leaves
 * the folder the newest files only. A cache that cannot be written is no cache.
 */
function writeQuietly(file: string, data: Buffer): void {
  const temp = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(temp, data);
    renameSync(temp, file);
    prune(dirname(file), KEPT_COMPILED_CODE);
  } catch {
    // Read-only home, full disk, another process pruning the same file: the next start compiles again.
  }
}

/**
 * The bundle at `file` run as CommonJS, its compiled code taken from the cache when V8 accepts it and
 * written there, once the command is done, when there was none or V8 refused it (another Node, a
 * rebuilt bundle). Undefined when there is no bundle (a build that stopped after tsc): the caller
 * loads the modules one by one instead. `PTYSCREEN_NO_CACHE=1` compiles afresh and keeps nothing.
 */
export function loadCliBundle(file: string, env: NodeJS.ProcessEnv = process.env, options: LoadCliBundleOptions = {}): CliBundle | undefined {
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const hash = source.startsWith(BUNDLE_HEADER) ? source.slice(BUNDLE_HEADER.length, source.indexOf('\n')) : '';
  // A bundle without its hash cannot be told from another of the same length, which V8 would accept.
  const cacheFile = !SHA256_HEX.test(hash) || cachesOff(env) ? undefined : compiledCodeFile(hash, env);
  const cachedData = cacheFile === undefined ? undefined : readOrUndefined(cacheFile);
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: file,
    cachedData,
    // The bundle imports what it does not hold (a path oclif is asked to load) as any module would.
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  const module = { exports: {} as CliBundle };
  (script.runInThisContext() as (...args: unknown[]) => void)(module.exports, createRequire(file), module, file, dirname(file));
  if (cacheFile !== undefined && (cachedData === undefined || script.cachedDataRejected === true)) {
    const whenDone = options.whenDone ?? ((write: () => void) => process.once('exit', write));
    whenDone(() => {
      writeQuietly(cacheFile, script.createCachedData());
    });
  }
  return module.exports;
}
