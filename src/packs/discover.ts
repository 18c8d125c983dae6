// Which packs a run uses, in precedence order: built-in rules/, plugins/, installed npm packages, the config file, --pack.

import * as nodeFs from 'node:fs';
import { join, resolve } from 'node:path';
import { BUILTIN_RULES_DIR, PLUGINS_DIR } from '../paths.js';
import { cacheFromEnvironment, type PackCache } from './cache.js';
import { findConfigFile, readConfig, type PtyscreenConfig } from './config.js';
import { loadPackSet, type LoadOptions, type PackEntry, type PackSetLoad } from './load.js';
import { listPackDirs, PACK_FILE_NAME, packFileOf, type PackFs } from './pack-file.js';
import { findPackPackages, globalModulesDir, packsOfPackage, projectModuleDirs } from './pack-packages.js';
import type { PackProblem } from './problems.js';

export interface PackSelection {
  /** Load the packs that ship with ptyscreen: rules/ and plugins/ (default true). */
  readonly builtin?: boolean;
  /** Extra packs (`--pack`), each a pack folder or a pack.yaml; they come last, so they override all else. */
  readonly packs?: readonly string[];
  /** A config file to use instead of looking for .ptyscreenrc.yaml; false to use none. */
  readonly config?: string | false | undefined;
  /** Where the config file and the project's node_modules are looked for (default: the working directory). */
  readonly cwd?: string;
  /** Look for installed npm packages that declare packs (default true). */
  readonly npm?: boolean;
  /** The global node_modules folder; null not to look there (default: the one npm uses). */
  readonly globalModules?: string | null;
  /** Where built-in packs and plugins live (default: this package's rules/ and plugins/); tests set them. */
  readonly builtinDir?: string;
  readonly pluginsDir?: string;
  readonly fs?: PackFs;
  /** Default: the disk cache, unless an in-memory fs is given or PTYSCREEN_NO_CACHE=1. */
  readonly cache?: PackCache | null;
  readonly mode?: LoadOptions['mode'];
  readonly ptyscreenVersion?: string;
  readonly screens?: LoadOptions['screens'];
}

export interface PackDiscovery {
  /** Every pack to load, earliest precedence first. */
  readonly entries: readonly PackEntry[];
  readonly config: PtyscreenConfig | null;
  readonly problems: readonly PackProblem[];
}

export interface PackLoad extends PackSetLoad {
  readonly config: PtyscreenConfig | null;
}

export function discoverPacks(selection: PackSelection = {}): PackDiscovery {
  const fs = selection.fs ?? nodeFs;
  const cwd = resolve(selection.cwd ?? process.cwd());
  const problems: PackProblem[] = [];
  const entries: PackEntry[] = [];

  if (selection.builtin !== false) {
    entries.push(...listPackDirs(selection.builtinDir ?? BUILTIN_RULES_DIR, fs).map((path) => ({ path, source: 'builtin' as const })));
    const plugins = findPackPackages([selection.pluginsDir ?? PLUGINS_DIR], 'plugin', fs);
    entries.push(...plugins.entries);
    problems.push(...plugins.problems);
  }
  if (selection.npm !== false) {
    const globalDir = selection.globalModules === undefined ? globalModulesDir() : selection.globalModules;
    const project = findPackPackages(projectModuleDirs(cwd), 'npm', fs);
    const global = globalDir === null ? { entries: [], problems: [] } : findPackPackages([globalDir], 'npm', fs);
    // Global first: a project's own install overrides a global one with the same pack id.
    entries.push(...global.entries, ...project.entries);
    problems.push(...global.problems, ...project.problems);
  }

  let config: PtyscreenConfig | null = null;
  const configFile = selection.config === false ? null : selection.config === undefined ? findConfigFile(cwd, fs) : resolve(cwd, selection.config);
  if (configFile !== null) {
    const read = readConfig(configFile, fs);
    problems.push(...read.problems);
    config = read.config;
    if (config !== null) entries.push(...config.packs.map((pack) => ({ path: pack.value, source: 'config' as const, origin: configFile })));
  }
  entries.push(...(selection.packs ?? []).map((path) => ({ path: resolve(cwd, path), source: 'cli' as const })));
  return { entries: lastOfEach(entries, fs), config, problems };
}

/** One entry per pack file, where it comes last: a pack named twice (config and --pack) does not override itself. */
function lastOfEach(entries: readonly PackEntry[], fs: PackFs): PackEntry[] {
  const last = new Map(entries.map((entry, i) => [packFileOf(entry.path, fs), i]));
  return entries.filter((entry, i) => last.get(packFileOf(entry.path, fs)) === i);
}

/** The pack paths a selection names, in precedence order (what `discoverPacks` finds, without sources). */
export function selectPackPaths(selection: PackSelection = {}): string[] {
  return discoverPacks(selection).entries.map((entry) => entry.path);
}

/** A disable entry that matches nothing is a typo until shown otherwise: warn at its line. */
function unusedDisables(config: PtyscreenConfig, load: PackSetLoad): PackProblem[] {
  const ids = new Set(load.records.map((record) => record.id));
  const disabledRules = new Set(load.records.flatMap((record) => record.disabledRules));
  const disabledPacks = new Set(config.disable.packs.map((pack) => pack.value));
  const problems: PackProblem[] = [];
  for (const pack of config.disable.packs) {
    if (!ids.has(pack.value)) {
      problems.push({ code: 'config.unknown-pack', severity: 'warning', message: `no pack "${pack.value}" was found to disable`, file: config.file, ...pack.position });
    }
  }
  for (const rule of config.disable.rules) {
    const packId = rule.value.split('/')[0]!;
    if (!disabledRules.has(rule.value) && !disabledPacks.has(packId)) {
      problems.push({ code: 'config.unknown-rule', severity: 'warning', message: `no rule "${rule.value}" was found to disable`, file: config.file, ...rule.position });
    }
  }
  return problems;
}

/** Discovers and loads packs in one call: what a command or an embedder usually wants. */
export function loadPacks(selection: PackSelection = {}): PackLoad {
  const discovery = discoverPacks(selection);
  const cache = selection.cache !== undefined ? selection.cache : selection.fs === undefined ? cacheFromEnvironment() : null;
  const disable = discovery.config?.disable;
  const load = loadPackSet(discovery.entries, {
    fs: selection.fs,
    cache,
    mode: selection.mode,
    ptyscreenVersion: selection.ptyscreenVersion,
    screens: selection.screens,
    disable: { packs: disable?.packs.map((p) => p.value) ?? [], rules: disable?.rules.map((r) => r.value) ?? [] },
    agents: discovery.config?.agents.map((agent) => agent.value),
  });
  const problems = [...discovery.problems, ...load.problems, ...(discovery.config === null ? [] : unusedDisables(discovery.config, load))];
  return { ...load, problems, config: discovery.config };
}

/**
 * The packs a path names, for `packs validate PATH` and `packs test PATH`: a pack.yaml, a pack folder,
 * a package declaring packs, or a folder of any of these (rules/, plugins/).
 */
export function expandPackPath(path: string, fs: PackFs = nodeFs): { entries: PackEntry[]; problems: PackProblem[] } {
  const full = resolve(path);
  const single = { entries: [{ path: full, source: 'cli' as const }], problems: [] };
  if (!fs.existsSync(full) || !fs.statSync(full).isDirectory() || fs.existsSync(join(full, PACK_FILE_NAME))) return single;
  const asPackage = packsOfPackage(full, 'cli', fs);
  if (asPackage.entries.length > 0 || asPackage.problems.length > 0) return asPackage;
  const packs = listPackDirs(full, fs).map((dir) => ({ path: dir, source: 'cli' as const }));
  const packages = findPackPackages([full], 'cli', fs);
  const entries = [...packs, ...packages.entries];
  // A folder with no pack in it: let the load say so, at that path.
  return entries.length > 0 || packages.problems.length > 0 ? { entries, problems: packages.problems } : single;
}
