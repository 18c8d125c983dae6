// Finds packages that declare packs (`"ptyscreen": { "packs": [...] }` in package.json): plugins/ and node_modules.

import { dirname, isAbsolute, join, normalize, relative, resolve, sep } from 'node:path';
import type { PackEntry } from './load.js';
import type { PackSourceKind } from './overrides.js';
import type { PackFs } from './pack-file.js';
import type { PackProblem } from './problems.js';

export const PACKAGE_FIELD = 'ptyscreen';

interface PackageJson {
  name?: unknown;
  version?: unknown;
  ptyscreen?: unknown;
}

function inside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
}

function positionOf(text: string, needle: string): { line: number; column: number } {
  const index = Math.max(0, text.indexOf(needle));
  const before = text.slice(0, index).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

/**
 * The packs one package declares. A package that does not declare any is not ours to judge; one that
 * declares them wrongly, or names a folder outside itself, is an error and contributes nothing.
 */
export function packsOfPackage(dir: string, source: PackSourceKind, fs: PackFs): { entries: PackEntry[]; problems: PackProblem[] } {
  const file = join(dir, 'package.json');
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return { entries: [], problems: [] };
  }
  // Most packages in a node_modules folder are not packs: skip parsing those.
  if (!text.includes(`"${PACKAGE_FIELD}"`)) return { entries: [], problems: [] };
  let pkg: PackageJson;
  try {
    pkg = JSON.parse(text) as PackageJson;
  } catch {
    return { entries: [], problems: [] };
  }
  if (pkg.ptyscreen === undefined) return { entries: [], problems: [] };
  const pos = positionOf(text, `"${PACKAGE_FIELD}"`);
  const fail = (message: string): { entries: PackEntry[]; problems: PackProblem[] } => ({
    entries: [],
    problems: [{ code: 'plugin.manifest', severity: 'error', message, file, ...pos }],
  });
  const field: unknown = pkg.ptyscreen;
  const packs = typeof field === 'object' && field !== null ? (field as { packs?: unknown }).packs : undefined;
  if (!Array.isArray(packs) || packs.length === 0 || !packs.every((p) => typeof p === 'string' && p !== '')) {
    return fail(`"${PACKAGE_FIELD}" must be { "packs": ["folder", ...] }: the package's pack folders, relative to it`);
  }
  const origin = typeof pkg.name === 'string' ? `${pkg.name}${typeof pkg.version === 'string' ? `@${pkg.version}` : ''}` : dir;
  // A package's packs must be its own files: `../x` or a link out would load whatever sits next to it.
  let root: string;
  try {
    root = fs.realpathSync(dir);
  } catch {
    root = dir;
  }
  const entries: PackEntry[] = [];
  for (const path of packs as string[]) {
    const full = resolve(dir, path);
    let real = full;
    try {
      real = fs.realpathSync(full);
    } catch {
      // A missing folder is reported when the pack is loaded (pack.io), with its path.
    }
    if (isAbsolute(path) || normalize(path).split(/[\\/]/).includes('..') || !inside(root, real)) {
      return fail(`pack folder "${path}" is outside the package; a package may only declare its own folders`);
    }
    entries.push({ path: full, source, origin });
  }
  return { entries, problems: [] };
}

/** Package folders directly in a node_modules folder, scoped ones included, sorted by name. */
function packageDirs(modules: string, fs: PackFs): string[] {
  if (!fs.existsSync(modules)) return [];
  const dirs: string[] = [];
  for (const name of fs.readdirSync(modules).sort()) {
    if (name.startsWith('.')) continue;
    const path = join(modules, name);
    if (name.startsWith('@')) {
      try {
        for (const scoped of fs.readdirSync(path).sort()) dirs.push(join(path, scoped));
      } catch {
        // not a folder
      }
    } else {
      dirs.push(path);
    }
  }
  return dirs;
}

/** Every package declaring packs in these folders (plugins/ or node_modules), each folder's own order kept. */
export function findPackPackages(folders: readonly string[], source: PackSourceKind, fs: PackFs): { entries: PackEntry[]; problems: PackProblem[] } {
  const entries: PackEntry[] = [];
  const problems: PackProblem[] = [];
  const seen = new Set<string>();
  for (const folder of folders) {
    for (const dir of packageDirs(folder, fs)) {
      const name = relative(folder, dir);
      // The nearest node_modules holding a package wins, as in Node's own resolution.
      if (seen.has(name)) continue;
      const found = packsOfPackage(dir, source, fs);
      if (found.entries.length > 0 || found.problems.length > 0) seen.add(name);
      entries.push(...found.entries);
      problems.push(...found.problems);
    }
  }
  return { entries, problems };
}

/** node_modules folders from `cwd` up to the root, nearest first: where Node would resolve a package. */
export function projectModuleDirs(cwd: string): string[] {
  const dirs: string[] = [];
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    if (!dir.split(sep).includes('node_modules')) dirs.push(join(dir, 'node_modules'));
    if (dirname(dir) === dir) return dirs;
  }
}

/**
 * The global node_modules, found without spawning npm (which takes longer than loading every pack):
 * the prefix npm passes to scripts, else the one set in the environment, else the one beside this Node.
 */
export function globalModulesDir(env: NodeJS.ProcessEnv = process.env, execPath: string = process.execPath): string {
  const windows = process.platform === 'win32';
  const fallback = windows ? join(env.APPDATA ?? dirname(execPath), 'npm') : dirname(dirname(execPath));
  const prefix = env.npm_config_global_prefix || env.NPM_CONFIG_PREFIX || fallback;
  return windows ? join(prefix, 'node_modules') : join(prefix, 'lib', 'node_modules');
}
