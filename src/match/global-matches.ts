// Every match of a global pattern in a text, with where each starts and its groups: one pass for the
// whole matches when the pattern reads the same alone as in its text, a loop of exec calls otherwise.

import type RE2 from 're2';
import { execLine } from './line-exec.js';
import { anchoredTwin } from './line-search.js';
import { classEnd, escapeEnd, groupEnd, META_CHARACTERS, quantityAt, topLevelAlternatives } from './regex-source.js';

/** One match: where it starts in the text, and exec's array for it (whose own `index` may count from elsewhere). */
export interface MatchAt {
  readonly index: number;
  readonly match: ArrayLike<string | undefined> & { readonly groups?: Record<string, string | undefined> };
}

/** An inline flag group opening a pattern, `(?m)` or `(?mi)`: it holds for the whole pattern. */
const LEADING_FLAGS = /^\(\?[imsU]+\)/u;
/** What looks outside a match or can switch multi-line mode off: `\b`, `\B`, `\A`, `\z`, `(?-m)`; and `\Q` quotes, which hide the rest. */
const CONTEXT_READERS = /\\[bBAzQ]|\(\?[imsU]*-/u;

const framed = new WeakMap<RE2, boolean>();

/**
 * Whether every match of `regex` starts at a line start (`^`) and ends at a line end (`$`), in
 * multi-line mode, and nothing else in it reads past the match (a word boundary, a text anchor). Then
 * a match reads the same alone as in its text: the lines around it are all it could ask about, and a
 * line start and a line end are what the start and end of a string are. Read off the source, as
 * conservatively as it reads: a pattern this cannot tell about is not framed.
 */
export function framedByLines(regex: RE2): boolean {
  let known = framed.get(regex);
  if (known === undefined) {
    known = readFramed(regex);
    framed.set(regex, known);
  }
  return known;
}

function readFramed(regex: RE2): boolean {
  const { source, flags } = regex;
  if (!flags.includes('m') || flags.includes('y') || CONTEXT_READERS.test(source)) return false;
  const lead = LEADING_FLAGS.exec(source)?.[0].length ?? 0;
  const alternatives = topLevelAlternatives(source, lead);
  if (alternatives === null) return false;
  return alternatives.every(
    ([start, end]) => source[start] === '^' && end - start >= 2 && source[end - 1] === '$' && !escaped(source, end - 1) && consumesInEveryMatch(source, start, end),
  );
}

/** Escapes that always match one character: classes (`\d`, `\S` …), control characters, and escaped punctuation. */
const ONE_CHARACTER_ESCAPE = /^[dDsSwWtnrfv]$|^[^A-Za-z0-9]$/u;
const META = new Set(META_CHARACTERS);

/**
 * Whether the alternative source[start, end) holds, outside every group, an atom that matches a
 * character and that no quantifier lets match zero times: then none of its matches is empty. A global
 * `match()` of a pattern that can match empty is a call re2 1.24 gets wrong (it reads past a string's
 * end), so a pattern this cannot prove so goes the exec loop's way.
 */
function consumesInEveryMatch(source: string, start: number, end: number): boolean {
  for (let i = start; i < end; ) {
    const c = source[i]!;
    let next: number;
    let consumes: boolean;
    if (c === '(') {
      next = groupEnd(source, i, end);
      if (next < 0) return false;
      consumes = false;
    } else if (c === '[') {
      next = classEnd(source, i);
      if (next < 0) return false;
      consumes = true;
    } else if (c === '\\') {
      next = escapeEnd(source, i);
      consumes = next === i + 2 && ONE_CHARACTER_ESCAPE.test(source[i + 1] ?? '');
    } else {
      // A whole code point: a quantifier after a character outside the BMP applies to both its halves.
      next = i + (source.codePointAt(i)! > 0xffff ? 2 : 1);
      consumes = c === '.' || !META.has(c);
    }
    const quantified = quantityAt(source, next);
    if (consumes && quantified.quantity.min > 0) return true;
    i = quantified.next;
  }
  return false;
}

/** Whether the character at `at` is escaped: an odd run of backslashes before it. */
function escaped(source: string, at: number): boolean {
  let backslashes = 0;
  for (let i = at - 1; i >= 0 && source[i] === '\\'; i--) backslashes++;
  return backslashes % 2 === 1;
}

/**
 * Where `found` stands in `text` at or after `from` as a match of a framed pattern can: the first
 * place it starts a line and ends one. A match of a framed pattern at a later place would be a match
 * here too, and the search that found it takes the leftmost.
 */
function framedIndexOf(text: string, found: string, from: number): number {
  for (let at = text.indexOf(found, from); at >= 0; at = text.indexOf(found, at + 1)) {
    const end = at + found.length;
    if ((at === 0 || text.charCodeAt(at - 1) === 0x0a) && (end === text.length || text.charCodeAt(end) === 0x0a)) return at;
  }
  return -1;
}

/**
 * The matches of a global `regex` in `text`, in order, as a loop of exec calls from the text's start
 * finds them. A framed pattern's whole matches come from one call (`match`, which builds no groups);
 * each is then placed in the text and read alone for its groups, remembered per line (execLine), since
 * the same choices recur on screen after screen. Any other pattern, or a match that is empty or does
 * not read alone as the whole of itself, goes the exec loop's way, lazily.
 */
export function matchesIn(regex: RE2, text: string): Iterable<MatchAt> {
  return (framedByLines(regex) && framedMatches(regex, text)) || execMatches(regex, text);
}

/**
 * The first match of `regex` in `text` with its groups, as exec from the text's start finds it. A
 * framed pattern's match is found by where it starts (`search`) and where it ends (the same pattern
 * anchored there), neither of which builds groups, then read alone through the per-line memo: a
 * dialog's subject line recurs as its choices do.
 */
export function firstMatchIn(regex: RE2, text: string): MatchAt | null {
  if (framedByLines(regex)) {
    const index = regex.search(text);
    if (index < 0) return null;
    const anchored = anchoredTwin(regex);
    anchored.lastIndex = index;
    if (anchored.test(text)) {
      const part = text.slice(index, anchored.lastIndex);
      const match = execLine(regex, part);
      if (match !== null && match.index === 0 && match[0].length === part.length) return { index, match };
    }
  }
  regex.lastIndex = 0;
  const match = regex.exec(text);
  return match === null ? null : { index: match.index, match };
}

function framedMatches(regex: RE2, text: string): MatchAt[] | null {
  // A global match() starts where the last search left lastIndex, as exec does.
  regex.lastIndex = 0;
  const whole = regex.match(text) as string[] | null;
  if (whole === null) return [];
  const found: MatchAt[] = [];
  let from = 0;
  for (const part of whole) {
    if (part.length === 0) return null;
    const index = framedIndexOf(text, part, from);
    const match = index < 0 ? null : execLine(regex, part);
    if (match === null || match.index !== 0 || match[0].length !== part.length) return null;
    found.push({ index, match });
    from = index + part.length;
  }
  return found;
}

function* execMatches(regex: RE2, text: string): Generator<MatchAt> {
  regex.lastIndex = 0;
  // An empty match at the end of the text is the last: the next search would start past the end,
  // which finds nothing in any engine, and is where re2 1.24 reads beyond a string (GHSA-ff84-5f28-78qj).
  let ended = false;
  for (let match = regex.exec(text); match !== null; match = ended ? null : regex.exec(text)) {
    if (match[0].length === 0) {
      ended = regex.lastIndex >= text.length;
      regex.lastIndex++;
    }
    yield { index: match.index, match };
  }
}
