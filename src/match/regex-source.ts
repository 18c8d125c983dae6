// Reading an RE2 pattern's source without compiling it: where an escape or a character class ends, where the top-level alternatives are.

/** Characters with a meaning of their own outside a class. */
export const META_CHARACTERS = '.*+?()[]{}|^$\\';

/** One past the escape at `at` (its backslash): a `\Q…\E` quote runs to its `\E`, or to the end. */
export function escapeEnd(source: string, at: number): number {
  if (source[at + 1] !== 'Q') return at + 2;
  const end = source.indexOf('\\E', at + 2);
  return end === -1 ? source.length : end + 2;
}

/**
 * One past the `]` that closes the class opened at `at` (its `[`); -1 when none does. A `]` first
 * (after `^`) is a member, `[:alpha:]` a named member, and `[:` with no `:]` after it two members, as
 * RE2 reads them.
 */
export function classEnd(source: string, at: number): number {
  let i = at + 1;
  if (source[i] === '^') i++;
  if (source[i] === ']') i++;
  while (i < source.length && source[i] !== ']') {
    if (source[i] === '\\') i += 2;
    else if (source[i] === '[' && source[i + 1] === ':') {
      const end = source.indexOf(':]', i + 2);
      i = end === -1 ? i + 1 : end + 2;
    } else i++;
  }
  return i < source.length ? i + 1 : -1;
}

/**
 * The group depth at each character of source[from, to) that stands outside escapes, quotes and
 * classes, in order: `(` and `)` are given at the depth outside them. `visit` returns true to stop.
 * False when a class is not closed.
 */
function walkStructure(source: string, from: number, to: number, visit: (c: string, at: number, depth: number) => boolean): boolean {
  let depth = 0;
  for (let i = from; i < to; i++) {
    const c = source[i]!;
    if (c === '\\') i = escapeEnd(source, i) - 1;
    else if (c === '[') {
      const end = classEnd(source, i);
      if (end < 0) return false;
      i = end - 1;
    } else {
      if (c === ')') depth--;
      if (visit(c, i, depth)) return true;
      if (c === '(') depth++;
    }
  }
  return true;
}

/** The top-level alternatives of source[from, to), as [start, end) pairs: `|` outside groups, classes and quotes. Null when a class is not closed. */
export function topLevelAlternatives(source: string, from = 0, to = source.length): Array<[number, number]> | null {
  const found: Array<[number, number]> = [];
  let start = from;
  const closed = walkStructure(source, from, to, (c, at, depth) => {
    if (c === '|' && depth === 0) {
      found.push([start, at]);
      start = at + 1;
    }
    return false;
  });
  if (!closed) return null;
  found.push([start, to]);
  return found;
}

/** One past the `)` that closes the group opened at `at`, within source[at, end); -1 when none does. */
export function groupEnd(source: string, at: number, end: number): number {
  let close = -1;
  walkStructure(source, at, end, (c, i, depth) => {
    if (c === ')' && depth === 0) close = i + 1;
    return close >= 0;
  });
  return close;
}

/** How many times a quantifier lets its atom match. */
export interface Quantity {
  readonly min: number;
  readonly max: number;
}

/** The quantifier at `at`, if any: `?`, `*`, `+`, `{n}`, `{n,}`, `{n,m}`, each perhaps lazy. */
export function quantityAt(source: string, at: number): { quantity: Quantity; next: number } {
  let quantity: Quantity = { min: 1, max: 1 };
  let next = at;
  const c = source[at];
  if (c === '?') quantity = { min: 0, max: 1 };
  else if (c === '*') quantity = { min: 0, max: Infinity };
  else if (c === '+') quantity = { min: 1, max: Infinity };
  else if (c === '{') {
    const counted = /^\{(\d+)(,(\d*))?\}/u.exec(source.slice(at));
    if (counted === null) return { quantity, next };
    const min = Number(counted[1]);
    const max = counted[2] === undefined ? min : counted[3] === '' ? Infinity : Number(counted[3]);
    return { quantity: { min, max }, next: at + counted[0].length + (source[at + counted[0].length] === '?' ? 1 : 0) };
  } else return { quantity, next };
  next = at + 1;
  if (source[next] === '?') next++;
  return { quantity, next };
}
