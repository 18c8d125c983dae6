// Reads .ptyscreenrc.yaml (found upward from the working directory, or named): extra packs, packs or rules turned off, agents no pack describes.

import { dirname, isAbsolute, join, resolve } from 'node:path';
import type { PackFs } from './pack-file.js';
import type { PackProblem } from './problems.js';
import { locatedSchemaErrors } from './schema-check.js';
import { parseYamlSource, positionAt, type Position } from '../shared/yaml-source.js';
import { isRecord } from '../shared/is-record.js';
import { ioFailure } from '../errors.js';

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
  /** Process names of agent CLIs no pack describes: their screens are read by the generic layer alone. */
  readonly agents: readonly Located<string>[];
}

/** The nearest .ptyscreenrc.yaml in `cwd` or a folder above it, or null. */
export function findConfigFile(cwd: string, fs: PackFs): string | null {
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    const file = join(dir, CONFIG_FILE_NAME);
    if (fs.existsSync(file) && !fs.statSync(file).isDirectory()) return file;
    if (dirname(dir) === dir) return null;
  }
}

/**
 * A config with a mistake is used for what is right in it: a misspelt key is reported at its line and
 * ignored, a value of the wrong shape is set aside, and the packs it adds and the packs and rules it
 * turns off still apply. Only a file that is not YAML at all is not used.
 */
export function readConfig(file: string, fs: PackFs): { config: PtyscreenConfig | null; problems: PackProblem[] } {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    return { config: null, problems: [{ code: 'pack.io', severity: 'error', message: `cannot read the config file (${ioFailure(error)})`, file }] };
  }
  const parsed = parseYamlSource(file, text);
  if (parsed.problems.some((p) => p.severity === 'error')) return { config: null, problems: parsed.problems };
  // An empty file is an empty config, not an error.
  const value = (parsed.value ?? {}) as unknown;
  const errors = locatedSchemaErrors('config', value, parsed.source);
  // A value the schema refuses is set aside; an unknown key beside it refuses nothing but itself.
  const refused = new Set(errors.filter((error) => error.problem.code !== 'schema.unknown-key').map((error) => error.path.join('/')));
  const usable = (path: readonly (string | number)[]): boolean => !refused.has(path.join('/'));
  const doc = isRecord(value) && usable([]) ? value : {};
  const disable = isRecord(doc.disable) && usable(['disable']) ? doc.disable : {};
  const base = dirname(file);
  const located = (list: unknown, path: readonly (string | number)[], map: (item: string) => string = (item) => item): Located<string>[] =>
    Array.isArray(list) && usable(path)
      ? list.flatMap((item: unknown, i) =>
          typeof item === 'string' && usable([...path, i]) ? [{ value: map(item), position: positionAt(parsed.source, [...path, i]) }] : [],
        )
      : [];
  return {
    config: {
      file,
      packs: located(doc.packs, ['packs'], (path) => (isAbsolute(path) ? path : join(base, path))),
      disable: {
        packs: located(disable.packs, ['disable', 'packs']),
        rules: located(disable.rules, ['disable', 'rules']),
      },
      agents: located(doc.agents, ['agents']),
    },
    problems: [...parsed.problems, ...errors.map((error) => error.problem)],
  };
}
