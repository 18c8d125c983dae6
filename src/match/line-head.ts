// What a line-anchored pattern's matches can open with: the characters a line must show first for a match to start on it.

import { groupEnd, META_CHARACTERS, quantityAt, topLevelAlternatives, type Quantity } from './regex-source.js';

/**
 * The opening of every match of a pattern whose every alternative begins with `^` in multi-line
 * mode. A match starts at a line start, passes over `skip` characters (none, blanks, or, when
 * `blank` says so, whole lines of them), then shows one of `first`.
 */
export interface LineHead {
  /** Code points the head may pass over before the first character. */
  readonly skip: ReadonlySet<number>;
  /**
   * When an alternative's skip takes newlines too, without bound (`^\s*`), what it skips: a match may
   * then start on lines made only of these above its text. Null when no alternative's does.
   */
  readonly blank: ReadonlySet<number> | null;
  /** Code points one of which every match shows after the skip. */
  readonly first: ReadonlySet<number>;
}

/** RE2's `\s`: ASCII whitespace without the vertical tab. */
const SPACE_CLASS = [0x09, 0x0a, 0x0c, 0x0d, 0x20];
/** What a head may skip: whitespace, and the vertical box borders a screen draws beside text. */
const SKIPPABLE = new Set([...SPACE_CLASS, 0x2502, 0x2503]);
const NEWLINE = 0x0a;
/** The code points of an ASCII string. */
function codePoints(ascii: string): Set<number> {
  return new Set(Array.from({ length: ascii.length }, (_, i) => ascii.charCodeAt(i)));
}

// Characters with a meaning of their own outside a class.
const META = codePoints(META_CHARACTERS);
// Escapes that stand for the punctuation character itself.
const ESCAPED_SELF = codePoints('.*+?()[]{}|^$\\/-#&~<>!:=,@%\'"` ');

interface Atom {
  /** The code points the atom matches as its first character. */
  readonly chars: readonly number[];
  /** Whether the atom always matches exactly one character (a literal or a class, not a group). */
  readonly single: boolean;
  readonly quantity: Quantity;
  readonly next: number;
}

class Unknown extends Error {}

/** A class escape or a one-character escape at `at` (just past the backslash): its code points and where it ends. */
function escapeAt(source: string, at: number): { chars: number[]; next: number } {
  const c = source[at];
  if (c === 's') return { chars: SPACE_CLASS, next: at + 1 };
  if (c === 't') return { chars: [0x09], next: at + 1 };
  if (c === 'n') return { chars: [NEWLINE], next: at + 1 };
  if (c === 'x') {
    const braced = /^\{([0-9A-Fa-f]{1,6})\}/u.exec(source.slice(at + 1));
    if (braced !== null) return { chars: [Number.parseInt(braced[1]!, 16)], next: at + 1 + braced[0].length };
    const two = /^[0-9A-Fa-f]{2}/u.exec(source.slice(at + 1));
    if (two !== null) return { chars: [Number.parseInt(two[0], 16)], next: at + 3 };
  }
  const code = source.codePointAt(at);
  if (code !== undefined && ESCAPED_SELF.has(code)) return { chars: [code], next: at + 1 };
  // \d, \w, \S, \b, \p{…}, \A …: more than a short list of characters, or no character at all.
  throw new Unknown();
}

/** A positive class of listed characters (`[ \t]`, `[›>]`, `[\s│┃]`) at `at` (its `[`); ranges, negation and POSIX names are not read. */
function classAt(source: string, at: number): { chars: number[]; next: number } {
  let i = at + 1;
  if (source[i] === '^' || source.startsWith('[:', i)) throw new Unknown();
  const chars: number[] = [];
  let firstInClass = true;
  while (i < source.length && (source[i] !== ']' || firstInClass)) {
    firstInClass = false;
    if (source[i] === '\\') {
      const escaped = escapeAt(source, i + 1);
      chars.push(...escaped.chars);
      i = escaped.next;
      continue;
    }
    const code = source.codePointAt(i)!;
    const width = code > 0xffff ? 2 : 1;
    if (source[i + width] === '-' && source[i + width + 1] !== ']') throw new Unknown();
    chars.push(code);
    i += width;
  }
  if (i >= source.length) throw new Unknown();
  return { chars, next: i + 1 };
}

/** Where the group opened at `at` closes (the index of its `)`), and where its alternatives start. */
function groupAt(source: string, at: number): { body: number; close: number } {
  let body = at + 1;
  if (source.startsWith('?:', body)) body += 2;
  else if (source.startsWith('?P<', body) || source.startsWith('?<', body)) body = source.indexOf('>', body) + 1;
  else if (source[body] === '?') throw new Unknown(); // a flag group changes how what follows matches
  const end = groupEnd(source, at, source.length);
  if (end < 0) throw new Unknown();
  return { body, close: end - 1 };
}

/** The top-level alternatives of source[from, to); a class left open is past reading. */
function alternatives(source: string, from: number, to: number): Array<[number, number]> {
  const found = topLevelAlternatives(source, from, to);
  if (found === null) throw new Unknown();
  return found;
}

function atomAt(source: string, at: number, end: number): Atom {
  if (at >= end) throw new Unknown();
  const c = source[at]!;
  let chars: number[];
  let next: number;
  let single = true;
  if (c === '\\') ({ chars, next } = escapeAt(source, at + 1));
  else if (c === '[') ({ chars, next } = classAt(source, at));
  else if (c === '(') {
    const { body, close } = groupAt(source, at);
    // The group's first characters: those any of its alternatives may open with.
    chars = alternatives(source, body, close).flatMap(([from, to]) => {
      const first = atomAt(source, from, to);
      if (first.quantity.min === 0) throw new Unknown();
      return first.chars;
    });
    next = close + 1;
    single = false;
  } else {
    const code = source.codePointAt(at)!;
    if (META.has(code)) throw new Unknown();
    chars = [code];
    next = at + (code > 0xffff ? 2 : 1);
  }
  const { quantity, next: after } = quantityAt(source, next);
  return { chars, single, quantity, next: after };
}

/** The head of one alternative, which must open with `^`. */
function alternativeHead(source: string, from: number, to: number): LineHead {
  if (source[from] !== '^') throw new Unknown();
  const opening = atomAt(source, from + 1, to);
  const skips = opening.single && opening.chars.every((code) => SKIPPABLE.has(code));
  if (!skips) {
    if (opening.quantity.min === 0) throw new Unknown();
    return { skip: new Set(), blank: null, first: new Set(opening.chars) };
  }
  const skip = new Set(opening.chars);
  const acrossLines = skip.has(NEWLINE);
  // A bounded skip over lines could start a match on a blank line that one from further up cannot reach.
  if (acrossLines && opening.quantity.max !== Infinity) throw new Unknown();
  const text = atomAt(source, opening.next, to);
  if (text.quantity.min === 0 || text.chars.some((code) => skip.has(code))) throw new Unknown();
  return { skip, blank: acrossLines ? skip : null, first: new Set(text.chars) };
}

const sameSet = (a: ReadonlySet<number>, b: ReadonlySet<number>): boolean => a.size === b.size && [...a].every((code) => b.has(code));

/**
 * The head of a pattern every match of which starts at a line start, or null when that cannot be
 * read off its source: case-insensitive or dot-all patterns, flag groups, an alternative that does
 * not open with `^`, or one whose first character is not one of a short list. Alternatives' heads
 * are merged: a line may open a match when it shows what any of them opens with.
 */
export function lineHead(source: string, flags: string): LineHead | null {
  if (/[is]/u.test(flags)) return null;
  let body = source;
  if (body.startsWith('(?m)')) body = body.slice(4);
  else if (!flags.includes('m')) return null;
  try {
    const heads = alternatives(body, 0, body.length).map(([from, to]) => alternativeHead(body, from, to));
    const skip = new Set(heads.flatMap((head) => [...head.skip]));
    const first = new Set(heads.flatMap((head) => [...head.first]));
    // Merged, one alternative's skip must not swallow another's first character.
    if ([...first].some((code) => skip.has(code))) return null;
    // Blank lines are those every skip over lines passes: the alternatives that skip lines skip the same.
    const blanks = heads.flatMap((head) => (head.blank === null ? [] : [head.blank]));
    if (blanks.some((blank) => !sameSet(blank, blanks[0]!))) return null;
    return { skip, blank: blanks[0] ?? null, first };
  } catch (error) {
    if (error instanceof Unknown) return null;
    throw error;
  }
}
