// Parses a YAML document (a pack, a config file, a capture envelope) keeping node positions, so every later problem can name its line and column.

import { createRequire } from 'node:module';
import type { Document, LineCounter, Node } from 'yaml';

// Required on first parse, not imported: a load whose packs all come from the cache parses no YAML,
// and `classify` then never pays the ~30 ms yaml takes to load.
let yamlModule: typeof import('yaml') | undefined;
function yaml(): typeof import('yaml') {
  return (yamlModule ??= createRequire(import.meta.url)('yaml') as typeof import('yaml'));
}

/** Aliases are allowed (they are handy for shared patterns) but bounded: an alias bomb is an error, not a hang. */
const MAX_ALIAS_COUNT = 100;

/**
 * A located fault of a YAML document. Its codes are among the pack problem codes, so a pack's loader
 * reports it as it is; an envelope's reader turns it into an error.
 */
export interface YamlProblem {
  readonly code: 'yaml.syntax' | 'yaml.alias' | 'schema.type';
  readonly severity: 'error' | 'warning';
  readonly message: string;
  readonly file: string;
  readonly line: number;
  readonly column: number;
}

export interface YamlSource {
  readonly file: string;
  readonly doc: Document.Parsed;
  readonly lineCounter: LineCounter;
}

export interface Position {
  readonly line: number;
  readonly column: number;
}

export function parseYamlSource(file: string, text: string): { source: YamlSource; value: unknown; problems: YamlProblem[] } {
  const { LineCounter, parseDocument } = yaml();
  const lineCounter = new LineCounter();
  // logLevel 'error': the library's own warnings would go to the process (stderr); they come back
  // below as located problems instead.
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, strict: true, logLevel: 'error' });
  const source = { file, doc, lineCounter };
  const problems: YamlProblem[] = [...nonPlainData(source)];
  for (const error of [...doc.errors, ...doc.warnings]) {
    const pos = lineCounter.linePos(error.pos[0]);
    problems.push({
      code: 'yaml.syntax',
      severity: doc.errors.includes(error) ? 'error' : 'warning',
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

// A pack, a config or an envelope is plain text, numbers, lists and maps. A !!binary value would reach the schema check as a
// byte array (and be reported once per array method); a list or a map as a key has no name to report.
const NON_PLAIN_TAGS = new Set(['binary', 'set', 'omap', 'pairs', 'timestamp'].map((name) => `tag:yaml.org,2002:${name}`));

function nonPlainData(source: YamlSource): YamlProblem[] {
  const { visit, isScalar } = yaml();
  const problems: YamlProblem[] = [];
  const report = (node: Node, message: string): void => {
    const pos = positionOfNode(source, node) ?? { line: 1, column: 1 };
    problems.push({ code: 'schema.type', severity: 'error', message, file: source.file, line: pos.line, column: pos.column });
  };
  visit(source.doc, {
    Pair(_, pair) {
      if (pair.key !== null && !isScalar(pair.key)) report(pair.key as Node, 'a key must be plain text, not a list or a map');
    },
    Node(_, node) {
      if (node.tag !== undefined && NON_PLAIN_TAGS.has(node.tag)) {
        report(node, `${node.tag.replace('tag:yaml.org,2002:', '!!')} values are not allowed here; write plain text`);
      }
    },
  });
  return problems;
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
    const node = (depth === 0 ? source.doc.contents : source.doc.getIn(path.slice(0, depth), true)) as Node | null | undefined;
    if (node === undefined || node === null) continue;
    if (key !== undefined && depth === path.length && yaml().isMap(node)) {
      const pair = node.items.find((item) => yaml().isScalar(item.key) && item.key.value === key);
      const keyPos = positionOfNode(source, pair?.key as Node | undefined);
      if (keyPos) return keyPos;
    }
    const pos = positionOfNode(source, node);
    if (pos) return pos;
  }
  return { line: 1, column: 1 };
}
