// Reads a JavaScript object literal as data (never evaluated): Codex's code mode writes tool arguments so.

/**
 * The value of the literal that starts at `start` in `source` (an object, array, string, number,
 * `true`, `false` or `null`; unquoted and quoted keys, single, double and plain back-quoted strings,
 * trailing commas, comments), or undefined when anything else is there: a variable, a call, a
 * template with `${…}`. Nothing in the source is run; what is not plain data is not read.
 */
export function readObjectLiteral(source: string, start: number): unknown {
  const reader = { source, at: start };
  try {
    return readValue(reader);
  } catch {
    return undefined;
  }
}

interface Reader {
  readonly source: string;
  at: number;
}

class NotData extends Error {}

const IDENTIFIER = /[A-Za-z_$][\w$]*/y;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPES: Readonly<Record<string, string>> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0' };

function readValue(reader: Reader): unknown {
  skipSpace(reader);
  const char = reader.source[reader.at];
  if (char === '{') return readObject(reader);
  if (char === '[') return readArray(reader);
  if (char === '"' || char === "'" || char === '`') return readString(reader);
  NUMBER.lastIndex = reader.at;
  const number = NUMBER.exec(reader.source);
  if (number !== null) {
    reader.at = NUMBER.lastIndex;
    return Number(number[0]);
  }
  const word = readIdentifier(reader);
  if (word === 'true') return true;
  if (word === 'false') return false;
  if (word === 'null') return null;
  throw new NotData();
}

function readObject(reader: Reader): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  reader.at += 1;
  for (;;) {
    skipSpace(reader);
    const char = reader.source[reader.at];
    if (char === '}') {
      reader.at += 1;
      return object;
    }
    const key = char === '"' || char === "'" ? readString(reader) : readIdentifier(reader);
    skipSpace(reader);
    if (reader.source[reader.at] !== ':') throw new NotData();
    reader.at += 1;
    // Own data only: a key such as __proto__ must not reach the prototype.
    Object.defineProperty(object, key, { value: readValue(reader), enumerable: true, writable: true, configurable: true });
    if (!afterItem(reader, '}')) return object;
  }
}

function readArray(reader: Reader): unknown[] {
  const array: unknown[] = [];
  reader.at += 1;
  for (;;) {
    skipSpace(reader);
    if (reader.source[reader.at] === ']') {
      reader.at += 1;
      return array;
    }
    array.push(readValue(reader));
    if (!afterItem(reader, ']')) return array;
  }
}

/** After an item: a comma (true: go on) or the closing bracket (false: consumed, done). */
function afterItem(reader: Reader, close: string): boolean {
  skipSpace(reader);
  const char = reader.source[reader.at];
  reader.at += 1;
  if (char === ',') return true;
  if (char === close) return false;
  throw new NotData();
}

function readString(reader: Reader): string {
  const quote = reader.source[reader.at]!;
  let text = '';
  for (let at = reader.at + 1; at < reader.source.length; at += 1) {
    const char = reader.source[at]!;
    if (char === quote) {
      reader.at = at + 1;
      return text;
    }
    if (quote === '`' && char === '$' && reader.source[at + 1] === '{') throw new NotData();
    if (char === '\\') {
      at += 1;
      const next = reader.source[at] ?? '';
      if (next === 'u' && reader.source[at + 1] !== '{') {
        text += String.fromCharCode(parseInt(reader.source.slice(at + 1, at + 5), 16));
        at += 4;
      } else if (next !== '\n') text += ESCAPES[next] ?? next;
    } else if (char === '\n' && quote !== '`') throw new NotData();
    else text += char;
  }
  throw new NotData();
}

function readIdentifier(reader: Reader): string {
  IDENTIFIER.lastIndex = reader.at;
  const match = IDENTIFIER.exec(reader.source);
  if (match === null) throw new NotData();
  reader.at = IDENTIFIER.lastIndex;
  return match[0];
}

function skipSpace(reader: Reader): void {
  const { source } = reader;
  while (reader.at < source.length) {
    const char = source[reader.at]!;
    if (char === '/' && source[reader.at + 1] === '/') {
      const end = source.indexOf('\n', reader.at);
      reader.at = end === -1 ? source.length : end + 1;
    } else if (char === '/' && source[reader.at + 1] === '*') {
      const end = source.indexOf('*/', reader.at + 2);
      if (end === -1) throw new NotData();
      reader.at = end + 2;
    } else if (/\s/.test(char)) reader.at += 1;
    else return;
  }
}
