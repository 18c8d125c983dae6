// Loads pack files into one compiled pack set: read → parse YAML → schema check → compile, all problems kept.

import * as nodeFs from 'node:fs';
import { dirname, join } from 'node:path';
import RE2 from 're2';
import { compilePack } from './compile.js';
import { hasErrors, type PackProblem } from './problems.js';
import { checkPackSchema } from './schema-check.js';
import type { CompiledPack, CompiledPackSet, PackSpec } from './types.js';
import { parseYamlSource } from './yaml-source.js';

/** The file-system calls pack loading needs; node:fs by default, memfs in tests. */
export interface PackFs {
  readFileSync(path: string, encoding: 'utf8'): string;
  readdirSync(path: string): string[];
  existsSync(path: string): boolean;
  statSync(path: string): { isDirectory(): boolean };
}

export const PACK_FILE_NAME = 'pack.yaml';

export interface PackSetLoad {
  readonly set: CompiledPackSet;
  /** Every problem of every pack, errors and warnings; a pack with any error is left out of the set whole. */
  readonly problems: readonly PackProblem[];
}

/** A path names a pack by its folder (holding pack.yaml) or by the YAML file itself. */
export function packFileOf(path: string, fs: PackFs = nodeFs as PackFs): string {
  return fs.existsSync(path) && fs.statSync(path).isDirectory() ? join(path, PACK_FILE_NAME) : path;
}

/** The pack folders directly under a rules directory (each holding a pack.yaml), sorted for a stable order. */
export function listPackDirs(rulesDir: string, fs: PackFs = nodeFs as PackFs): string[] {
  if (!fs.existsSync(rulesDir)) return [];
  return fs
    .readdirSync(rulesDir)
    .sort()
    .map((name) => join(rulesDir, name))
    .filter((dir) => fs.statSync(dir).isDirectory() && fs.existsSync(join(dir, PACK_FILE_NAME)));
}

export function loadPackSet(paths: readonly string[], fs: PackFs = nodeFs as PackFs): PackSetLoad {
  const patterns: string[] = [];
  const registry = { add: (pattern: string) => patterns.push(pattern) - 1 };
  const packs: CompiledPack[] = [];
  const problems: PackProblem[] = [];
  const byId = new Map<string, CompiledPack>();

  for (const path of paths) {
    const file = packFileOf(path, fs);
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch (error) {
      problems.push({
        code: 'pack.io',
        severity: 'error',
        message: `cannot read the pack (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); a pack is a folder holding ${PACK_FILE_NAME}, or that file`,
        file,
      });
      continue;
    }
    const parsed = parseYamlSource(file, text);
    problems.push(...parsed.problems);
    if (hasErrors(parsed.problems)) continue;
    const schemaProblems = checkPackSchema(parsed.value, parsed.source);
    problems.push(...schemaProblems);
    if (schemaProblems.length > 0) continue;

    // A pack that fails to compile must leave nothing behind, not even its patterns in the scanner.
    const mark = patterns.length;
    const compiled = compilePack(parsed.value as PackSpec, parsed.source, dirname(file), registry);
    problems.push(...compiled.problems);
    if (compiled.pack === null) {
      patterns.length = mark;
      continue;
    }
    const earlier = byId.get(compiled.pack.id);
    if (earlier !== undefined) {
      // Later packs override earlier ones by id: that is how a user replaces a built-in pack.
      problems.push({
        code: 'pack.duplicate-id',
        severity: 'warning',
        message: `pack "${compiled.pack.id}" overrides the one from ${earlier.file}`,
        file,
        line: 1,
        column: 1,
      });
      packs.splice(packs.indexOf(earlier), 1);
    }
    byId.set(compiled.pack.id, compiled.pack);
    packs.push(compiled.pack);
  }

  const scanner = patterns.length > 0 ? new RE2.Set(patterns, 'm') : null;
  return { set: { packs, scanner, leafCount: patterns.length }, problems };
}
