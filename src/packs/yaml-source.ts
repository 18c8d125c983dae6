// Parses a pack's YAML keeping node positions, so every later problem can name its line and column.

import { isMap, isScalar, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import type { PackProblem } from './problems.js';

/** Aliases are allowed (they are handy for shared patterns) but bounded: an alias bomb is an error, not a hang. */
const MAX_ALIAS_COUNT = 100;

export interface YamlSource {
  readonly file: string;
  readonly doc: Document.Parsed;
  readonly lineCounter: LineCounter;
}

export interface Position {
  readonly line: number;
  readonly column: number;
}

export function parseYamlSource(file: string, text: string): { source: YamlSource; value: unknown; problems: PackProblem[] } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, strict: true });
  const source = { file, doc, lineCounter };
  const problems: PackProblem[] = [];
  for (const error of [...doc.errors, ...doc.warnings]) {
    const pos = lineCounter.linePos(error.pos[0]);
    problems.push({
      code: 'yaml.syntax',
      severity: doc.errors.includes(error as never) ? 'error' : 'warning',
      message: `YAML: ${error.message.split('\n')[0]}`,
      file,
      line: pos.line,
      column: pos.col,
    });
  }
  if (problems.some((problem) => problem.severity === 'error')) return { source, value: undefined, problems };
  try {
    return { source, value: doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }), problems };
  } catch (error) {
    problems.push({
      code: 'yaml.alias',
      severity: 'error',
      message: `YAML aliases expand too far (${(error as Error).message}); write the patterns out, or use fewer nested aliases`,
      file,
      line: 1,
      column: 1,
    });
    return { source, value: undefined, problems };
  }
}

function positionOfNode(source: YamlSource, node: Node | null | undefined): Position | undefined {
  const offset = node?.range?.[0];
  if (offset === undefined) return undefined;
  const pos = source.lineCounter.linePos(offset);
  return { line: pos.line, column: pos.col };
}

/**
 * The position of the value at a JSON-pointer-like path (`['gates', 0, 'kind']`), or of `key` inside
 * the map at that path when a key is named. Falls back to the nearest ancestor that exists.
 */
export function positionAt(source: YamlSource, path: readonly (string | number)[], key?: string): Position {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = (depth === 0 ? source.doc.contents : source.doc.getIn(path.slice(0, depth), true)) as Node | null;
    if (node === undefined || node === null) continue;
    if (key !== undefined && depth === path.length && isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && item.key.value === key);
      const keyPos = positionOfNode(source, pair?.key as Node | undefined);
      if (keyPos) return keyPos;
    }
    const pos = positionOfNode(source, node);
    if (pos) return pos;
  }
  return { line: 1, column: 1 };
}
