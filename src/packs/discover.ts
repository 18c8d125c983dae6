// Which pack folders a run uses: the built-in rules/ folder and the paths the caller names, in precedence order.

import * as nodeFs from 'node:fs';
import { resolve } from 'node:path';
import { BUILTIN_RULES_DIR } from '../paths.js';
import { listPackDirs, loadPackSet, type PackFs, type PackSetLoad } from './load.js';

export interface PackSelection {
  /** Load the packs that ship with ptyscreen (default true). */
  readonly builtin?: boolean;
  /** Extra packs, each a pack folder or a pack.yaml; later ones override earlier ones with the same id. */
  readonly packs?: readonly string[];
  readonly fs?: PackFs;
}

export function selectPackPaths(selection: PackSelection = {}): string[] {
  const fs = selection.fs ?? (nodeFs as PackFs);
  const builtin = selection.builtin === false ? [] : listPackDirs(BUILTIN_RULES_DIR, fs);
  return [...builtin, ...(selection.packs ?? []).map((path) => resolve(path))];
}

/** Discovers and loads packs in one call: what a command or an embedder usually wants. */
export function loadPacks(selection: PackSelection = {}): PackSetLoad {
  return loadPackSet(selectPackPaths(selection), selection.fs);
}
