// Matches of a line-anchored pattern found by trying it only at the lines that can open one.

import RE2 from 're2';
import { firstAtLeast } from '../shared/first-at-least.js';
import { lineHead, type LineHead } from './line-head.js';

/**
 * A screen's lines and where each starts in its UTF-8 bytes (lines joined by newlines, none inside
 * a line), as ScreenText keeps them.
 */
export interface LinedBytes {
  readonly lines: readonly string[];
  readonly starts: readonly number[];
  readonly bytes: Buffer;
}

export interface Span {
  readonly index: number;
  readonly end: number;
}

/**
 * Most tries at single lines before a plain search over the range is cheaper. A try is an RE2 call
 * that fails within a few bytes (a few hundred nanoseconds); a search reads every byte of the range
 * (1.5–4 ns a byte, a few microseconds over a screen).
 */
const MOST_TRIES = 6;

const heads = new WeakMap<RE2, LineHead | null>();
const anchoredTwins = new WeakMap<RE2, RE2>();

/** The line head of a regex, worked out once per regex. */
function headOf(regex: RE2): LineHead | null {
  let head = heads.get(regex);
  if (head === undefined) {
    head = lineHead(regex.source, regex.flags);
    heads.set(regex, head);
  }
  return head;
}

/** The same pattern matched only where lastIndex says ('y'): it tells whether a match starts there, and where it ends. */
export function anchoredTwin(regex: RE2): RE2 {
  let anchored = anchoredTwins.get(regex);
  if (anchored === undefined) {
    anchored = new RE2(regex.source, `${regex.flags.replace(/[gy]/gu, '')}y`);
    anchoredTwins.set(regex, anchored);
  }
  return anchored;
}

/** Whether a line can open a match: past the characters the head skips, it shows one the head opens with. */
function opens(head: LineHead, line: string): boolean {
  let at = 0;
  while (at < line.length && head.skip.has(line.charCodeAt(at))) at++;
  const code = line.codePointAt(at);
  return code !== undefined && head.first.has(code);
}

function isBlank(blank: ReadonlySet<number>, line: string): boolean {
  for (let at = 0; at < line.length; at++) if (!blank.has(line.charCodeAt(at))) return false;
  return true;
}

/**
 * Where in bytes [from, to) a match can begin, in order: each line that can open one, with the first
 * of the blank lines just above it when the head skips lines (a match may start on any of them), as
 * [top, line] byte offsets. A range that starts at the end of a line (below a matched message) starts
 * with an empty line of its own, where `^` holds too: it can top the blank lines under it. Undefined
 * when the range starts inside a line's text, or there are more than MOST_TRIES tries.
 */
function candidates(head: LineHead, text: LinedBytes, from: number, to: number): Array<[number, number]> | undefined {
  const { lines, starts, bytes } = text;
  const first = firstAtLeast(starts, from);
  // At `from`, `^` holds on a line of its own: the rest of the line `from` cuts, which must be empty.
  const cut = first === lines.length || starts[first] !== from;
  if (cut && from < bytes.length && bytes[from] !== 0x0a) return undefined;
  const found: Array<[number, number]> = [];
  let tries = 0;
  for (let i = first; i < lines.length && starts[i]! < to; i++) {
    if (!opens(head, lines[i]!)) continue;
    let top = starts[i]!;
    if (head.blank !== null) {
      let line = i;
      while (line > first && isBlank(head.blank, lines[line - 1]!)) line--;
      top = line === first && cut ? from : starts[line]!;
    }
    found.push([top, starts[i]!]);
    tries += top < starts[i]! ? 2 : 1;
    if (tries > MOST_TRIES) return undefined;
  }
  return found;
}

/**
 * The match of `anchored` starting at byte `at` of the whole text, within bytes [from, to), as a span
 * counted from `from`; null when none starts there, undefined when it is empty (left to a plain search).
 */
function matchAt(anchored: RE2, range: Buffer, from: number, at: number): Span | null | undefined {
  anchored.lastIndex = at - from;
  if (!anchored.test(range)) return null;
  const end = anchored.lastIndex;
  return end === at - from ? undefined : { index: at - from, end };
}

/**
 * The first match starting at byte `top` or at line start `line`: at the top of the blank lines (a
 * skip over lines from there reaches whatever a start further down reaches), else on the line itself
 * (an alternative that skips no lines).
 */
function matchOnLines(anchored: RE2, range: Buffer, from: number, top: number, line: number): Span | null | undefined {
  if (top < line) {
    const found = matchAt(anchored, range, from, top);
    if (found !== null) return found;
  }
  return matchAt(anchored, range, from, line);
}

/** What a line-anchored search of bytes [from, to) needs: where to try, the anchored twin, the range. Undefined when it does not suit. */
function linePlan(regex: RE2, text: LinedBytes, from: number, to: number): { lines: Array<[number, number]>; anchored: RE2; range: Buffer } | undefined {
  const head = headOf(regex);
  const lines = head === null ? undefined : candidates(head, text, from, to);
  return lines === undefined ? undefined : { lines, anchored: anchoredTwin(regex), range: text.bytes.subarray(from, to) };
}

/**
 * The first match of a line-anchored `regex` in bytes [from, to) of the text, counted from `from`,
 * as a search over that range finds it: the leftmost start, the preferred match there. Undefined
 * when the pattern has no line head or the range does not suit a few tries: search the range then.
 */
export function firstMatchByLines(regex: RE2, text: LinedBytes, from: number, to: number): Span | null | undefined {
  const plan = linePlan(regex, text, from, to);
  if (plan === undefined) return undefined;
  for (const [top, line] of plan.lines) {
    const found = matchOnLines(plan.anchored, plan.range, from, top, line);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The last match of a line-anchored `regex` in bytes [from, to) of the text, counted from `from`, as
 * a loop of global searches finds it (each from the end of the one before). Undefined as for
 * firstMatchByLines.
 */
export function lastMatchByLines(regex: RE2, text: LinedBytes, from: number, to: number): Span | null | undefined {
  const plan = linePlan(regex, text, from, to);
  if (plan === undefined) return undefined;
  let last: Span | null = null;
  for (const [top, line] of plan.lines) {
    let start = top;
    // A search after a match starts where that match ended: at the first line start from there.
    if (last !== null && from + last.end > top) start = text.starts[firstAtLeast(text.starts, from + last.end)] ?? Infinity;
    if (start > line) continue;
    const found = matchOnLines(plan.anchored, plan.range, from, start, line);
    if (found === undefined) return undefined;
    if (found !== null) last = found;
  }
  return last;
}
