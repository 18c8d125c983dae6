// Where a path inside a pack sits in its YAML: from the parsed document, or from positions a cache kept.

import * as nodeFs from 'node:fs';
import { parseYamlSource, positionAt, type Position, type YamlSource } from '../shared/yaml-source.js';

export type SpecPath = readonly (string | number)[];

/** Answers "which line and column is this path at", so problems and rule locations can point into the YAML. */
export interface PackLocator {
  readonly file: string;
  position(path: SpecPath, key?: string): Position;
}

export function pathKey(path: SpecPath, key?: string): string {
  return key === undefined ? path.join('/') : `${path.join('/')}#${key}`;
}

export function yamlLocator(source: YamlSource): PackLocator {
  return { file: source.file, position: (path, key) => positionAt(source, path, key) };
}

/**
 * A cached pack keeps only the positions a clean load asks for (each rule's own). Any other path is
 * asked only when something is wrong, which is rare: then the YAML is parsed again, once.
 */
export function cachedLocator(file: string, text: string, positions: Readonly<Record<string, Position>>): PackLocator {
  let source: YamlSource | undefined;
  return {
    file,
    position(path, key) {
      const hit = positions[pathKey(path, key)];
      if (hit !== undefined) return hit;
      source ??= parseYamlSource(file, text).source;
      return positionAt(source, path, key);
    },
  };
}

/** The positions a cache entry keeps: each rule's, since every compiled rule carries its location. */
export function rulePositions(locator: PackLocator, spec: { gates?: readonly unknown[]; failures?: readonly unknown[] }): Record<string, Position> {
  const positions: Record<string, Position> = {};
  for (const list of ['gates', 'failures'] as const) {
    (spec[list] ?? []).forEach((_, i) => {
      positions[pathKey([list, i])] = locator.position([list, i]);
    });
  }
  return positions;
}

/** A locator for a pack file read afresh: for checks that run after loading (`packs validate`'s fixture checks). */
export function locatePackFile(file: string, fs: Pick<typeof nodeFs, 'readFileSync'> = nodeFs): PackLocator {
  let text = '';
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    // Unreadable now: every path is at line 1; the load already said why.
  }
  return cachedLocator(file, text, {});
}
