// Reads .ptyscreenrc.yaml (found upward from the working directory, or named): extra packs, and packs or rules turned off.

import { dirname, isAbsolute, join, resolve } from 'node:path';
import type { PackFs } from './load.js';
import type { PackProblem } from './problems.js';
import { checkSchema } from './schema-check.js';
import { parseYamlSource, positionAt, type Position } from './yaml-source.js';

export const CONFIG_FILE_NAME = '.ptyscreenrc.yaml';

/** A value read from the config with where it sits, so a warning about it can point at its line. */
export interface Located<T> {
  readonly value: T;
  readonly position: Position;
}

export interface PtyscreenConfig {
  readonly file: string;
  /** Pack paths, resolved against the config file's folder. */
  readonly packs: readonly Located<string>[];
  readonly disable: { readonly packs: readonly Located<string>[]; readonly rules: readonly Located<string>[] };
}

interface ConfigDocument {
  packs?: string[];
  disable?: { packs?: string[]; rules?: string[] };
}

/** The nearest .ptyscreenrc.yaml in `cwd` or a folder above it, or null. */
export function findConfigFile(cwd: string, fs: PackFs): string | null {
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    const file = join(dir, CONFIG_FILE_NAME);
    if (fs.existsSync(file) && !fs.statSync(file).isDirectory()) return file;
    if (dirname(dir) === dir) return null;
  }
}

/** A config with any error is not used at all: half a config could load a pack the user meant to turn off. */
export function readConfig(file: string, fs: PackFs): { config: PtyscreenConfig | null; problems: PackProblem[] } {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    return { config: null, problems: [{ code: 'pack.io', severity: 'error', message: `cannot read the config file (${code})`, file }] };
  }
  const parsed = parseYamlSource(file, text);
  if (parsed.problems.some((p) => p.severity === 'error')) return { config: null, problems: parsed.problems };
  // An empty file is an empty config, not an error.
  const value = (parsed.value ?? {}) as unknown;
  const schemaProblems = checkSchema('config', value, parsed.source);
  if (schemaProblems.length > 0) return { config: null, problems: [...parsed.problems, ...schemaProblems] };
  const doc = value as ConfigDocument;
  const base = dirname(file);
  const located = (list: readonly string[] | undefined, path: readonly (string | number)[], map: (item: string) => string = (item) => item) =>
    (list ?? []).map((item, i) => ({ value: map(item), position: positionAt(parsed.source, [...path, i]) }));
  return {
    config: {
      file,
      packs: located(doc.packs, ['packs'], (path) => (isAbsolute(path) ? path : join(base, path))),
      disable: {
        packs: located(doc.disable?.packs, ['disable', 'packs']),
        rules: located(doc.disable?.rules, ['disable', 'rules']),
      },
    },
    problems: parsed.problems,
  };
}
