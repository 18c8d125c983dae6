// The text rules read: screen lines with outer box borders removed, joined once, with the regions rules can name.

import type RE2 from 're2';
import type { Region } from './types.js';
import { firstAtLeast } from '../shared/first-at-least.js';
import { utf8Of } from './utf8-slab.js';
import { anchoredTwin, firstMatchByLines, lastMatchByLines, type LinedBytes, type Span } from './line-search.js';

const VERTICAL_BORDER = '│┃║';
const LEADING_BORDERS = new RegExp(`^\\s*(?:[${VERTICAL_BORDER}] ?)+`, 'u');
const TOP_CORNERS = '╭┌╔┏';
const BOTTOM_CORNERS = '╰└╚┗';
const TOP_RIGHT_CORNERS = '╮┐╗┓';
const BOTTOM_RIGHT_CORNERS = '╯┘╝┛';
// A horizontal rule: nothing but line-drawing dashes, long enough not to be a word's decoration.
// Vendors pad with no-break spaces (Claude Code after ⎿); RE2's \s is ASCII-only, so fold them to spaces.
const NO_BREAK_SPACE = /\u00a0/gu;
const RULE_LINE = /^\s*[─━═╌╍┄┅┈┉▔▁]{8,}\s*$/u;

/** `flags:source` of a regex, worked out once: RE2's getters build a new string on every read. */
const regexKeys = new WeakMap<RE2, string>();

function regexKey(regex: RE2): string {
  let key = regexKeys.get(regex);
  if (key === undefined) {
    key = `${regex.flags}:${regex.source}`;
    regexKeys.set(regex, key);
  }
  return key;
}

/**
 * Where the first match of `regex` lies in `bytes`, without its groups. `exec` builds the match
 * and every group as new Buffers, two microseconds a call; `search` finds the start, and the same
 * pattern anchored there ('y') finds the end over the match's own length.
 */
export function matchSpan(regex: RE2, bytes: Buffer): { index: number; end: number } | null {
  const index = regex.search(bytes);
  if (index < 0) return null;
  const anchored = anchoredTwin(regex);
  anchored.lastIndex = index;
  // The leftmost match and the preferred match anchored at its start are one and the same.
  if (anchored.test(bytes)) return { index, end: anchored.lastIndex };
  regex.lastIndex = 0;
  const match = regex.exec(bytes);
  return match === null ? null : { index: match.index, end: match.index + match[0].length };
}

/**
 * The last match of a regex with the g flag in `bytes`. The first match is found with where it
 * starts (matchSpan), so a last match that is also the first (a composer, drawn once) needs no run
 * of its own to say where it starts. A global `test` moves lastIndex past each later match without
 * building it (as exec does, with every group, two microseconds a call); where the last of those
 * starts takes one more run, only when asked for: a slot that opens below a message reads only the
 * message's end.
 */
export function lastMatch(regex: RE2, bytes: Buffer): { readonly index: number; readonly end: number } | null {
  const first = matchSpan(regex, bytes);
  if (first === null) return null;
  let lastFrom = 0;
  let lastEnd = first.end;
  // An empty match where the search began: step past it, as a loop of exec calls would.
  regex.lastIndex = first.end === 0 ? 1 : first.end;
  for (;;) {
    const from = regex.lastIndex;
    if (!regex.test(bytes)) break;
    lastFrom = from;
    lastEnd = regex.lastIndex;
    if (regex.lastIndex === from) regex.lastIndex = from + 1;
  }
  regex.lastIndex = 0;
  if (lastFrom === 0) return first;
  let index: number | undefined;
  return {
    end: lastEnd,
    get index(): number {
      if (index === undefined) {
        // An exec from where its test started finds it again, with where it starts.
        regex.lastIndex = lastFrom;
        const match = regex.exec(bytes);
        regex.lastIndex = 0;
        index = match === null ? lastFrom : match.index;
      }
      return index;
    },
  };
}

export interface LineRange {
  /** 0-based index of the first line and one past the last. */
  readonly start: number;
  readonly end: number;
}

/**
 * The line without the borders that close it on the right, and without trailing space: what
 * `/(?: ?[│┃║])+\s*$/` removes, then trimEnd. Walked by hand from the end because that regex,
 * tried at every start, is quadratic on a line of `│ │ │ …x` (30 s for a 128 KB line).
 */
function stripTrailingBorders(line: string): string {
  let end = line.trimEnd().length;
  while (end > 0 && VERTICAL_BORDER.includes(line[end - 1]!)) {
    end--;
    if (line[end - 1] === ' ') end--;
  }
  return line.slice(0, end).trimEnd();
}

// Whether a line needs more than trimming. One regex test: `includes('│')` on a line of box drawing
// costs ten times as much.
const NEEDS_FOLDING = new RegExp(`[\u00a0${VERTICAL_BORDER}]`);

/**
 * A line as rules see it. Most lines hold neither a no-break space nor a border: for them this is a
 * trimEnd, and the replacements that were a third of a classification are skipped.
 */
function ruleLine(line: string): string {
  // Half the lines of a screen are empty.
  if (line === '') return line;
  if (!NEEDS_FOLDING.test(line)) return line.trimEnd();
  return stripTrailingBorders(line.replace(NO_BREAK_SPACE, ' ').replace(LEADING_BORDERS, ''));
}

/** 1-based number of the line whose start is the last one at or before `offset` (the first line for an offset before it). */
function lineOf(starts: readonly number[], offset: number): number {
  // Offsets are whole numbers: the lines starting at or before `offset` are those before the first start past it.
  return Math.max(1, firstAtLeast(starts, offset + 1));
}

export class ScreenText {
  /** Lines as rules see them: outer vertical box borders stripped, trailing space trimmed. */
  readonly lines: readonly string[];
  readonly text: string;
  private readonly lineStarts: number[];
  private readonly raw: readonly string[];
  private readonly regionCache = new Map<string, LineRange>();
  private readonly lastMatches = new Map<string, { readonly index: number; readonly end: number } | null>();
  private readonly remembered = new Map<object, unknown>();
  private utf8: Buffer | undefined;
  private byteStarts: number[] | undefined;
  private linedBytes: LinedBytes | undefined;

  constructor(rawLines: readonly string[]) {
    this.raw = rawLines;
    const lines = new Array<string>(rawLines.length);
    const lineStarts = new Array<number>(rawLines.length);
    let offset = 0;
    for (let i = 0; i < rawLines.length; i++) {
      const line = ruleLine(rawLines[i]!);
      lines[i] = line;
      lineStarts[i] = offset;
      offset += line.length + 1;
    }
    this.lines = lines;
    this.lineStarts = lineStarts;
    this.text = lines.join('\n');
  }

  /**
   * `text` as UTF-8, converted once per screen. RE2 matches UTF-8: handed a string, it converts it on
   * every call, so the scanner and then each pattern that runs would convert the screen again.
   */
  get bytes(): Buffer {
    return (this.utf8 ??= utf8Of(this.text));
  }

  /**
   * lastMatch of `regex` over bytes [from, to) of `bytes`, offsets from `from`. Remembered for the
   * screen: a pack's turn and its slots look for the same composer and prompt, and two patterns of
   * the same source and flags find the same match.
   */
  lastMatchIn(regex: RE2, from: number, to: number): { readonly index: number; readonly end: number } | null {
    const key = `${from}:${to}:${regexKey(regex)}`;
    let found = this.lastMatches.get(key);
    if (found === undefined) {
      found = lastMatchByLines(regex, this.lined(), from, to) ?? lastMatch(regex, this.bytes.subarray(from, to));
      this.lastMatches.set(key, found);
    }
    return found;
  }

  /**
   * The first match of `regex` in bytes [from, to), offsets from `from`: matchSpan over that range.
   * A line-anchored pattern (`(?m)^❯ `) is tried only at the lines that can open a match: a search
   * reads every byte of the range up to its match, and most such patterns match near the bottom.
   */
  firstMatchIn(regex: RE2, from: number, to: number): Span | null {
    const byLines = this.firstMatchByLinesIn(regex, from, to);
    return byLines === undefined ? matchSpan(regex, this.bytes.subarray(from, to)) : byLines;
  }

  /** firstMatchIn for a line-anchored pattern; undefined for any other, or a range a few tries do not suit. */
  firstMatchByLinesIn(regex: RE2, from: number, to: number): Span | null | undefined {
    return firstMatchByLines(regex, this.lined(), from, to);
  }

  /** Whether `regex` matches in bytes [from, to), tried as firstMatchIn tries it. */
  testIn(regex: RE2, from: number, to: number): boolean {
    const byLines = this.firstMatchByLinesIn(regex, from, to);
    if (byLines !== undefined) return byLines !== null;
    regex.lastIndex = 0;
    return regex.test(this.bytes.subarray(from, to));
  }

  /** The lines with where each starts in `bytes`, as the line-anchored search reads them. */
  private lined(): LinedBytes {
    return (this.linedBytes ??= { lines: this.lines, starts: this.byteLineStarts(), bytes: this.bytes });
  }

  /**
   * What `read` gives on this screen for `key`, read the first time it is asked: what several steps
   * of a reading ask for (an error slot's text) is worked out once. `read` must give the same for the
   * same key on the same screen.
   */
  remember<T>(key: object, read: () => T): T {
    const known = this.remembered.get(key);
    if (known !== undefined || this.remembered.has(key)) return known as T;
    const value = read();
    this.remembered.set(key, value);
    return value;
  }

  /** 1-based line number of a UTF-16 offset into `text`. */
  lineAt(offset: number): number {
    return lineOf(this.lineStarts, offset);
  }

  /** 1-based line number of a byte offset into `bytes`. */
  lineAtByte(offset: number): number {
    return lineOf(this.byteLineStarts(), offset);
  }

  private byteLineStarts(): number[] {
    if (this.byteStarts === undefined) {
      // The lines hold no newline of their own: each one in the bytes ends a line.
      const { bytes } = this;
      const starts = new Array<number>(this.lines.length);
      let offset = 0;
      for (let i = 0; i < this.lines.length; i++) {
        starts[i] = offset;
        const newline = bytes.indexOf(10, offset);
        offset = newline === -1 ? bytes.length + 1 : newline + 1;
      }
      this.byteStarts = starts;
    }
    return this.byteStarts;
  }

  /** Where line `index` (0-based) ends in `bytes`, its newline excluded. */
  private byteLineEnd(index: number): number {
    const starts = this.byteLineStarts();
    return index + 1 < starts.length ? starts[index + 1]! - 1 : this.bytes.length;
  }

  /** As `regionText`, in bytes: where the region begins in `bytes`, and a view of it (not a copy). */
  regionBytes(region: Region): { offset: number; bytes: Buffer } {
    const range = this.region(region);
    if (range.start >= range.end) return { offset: 0, bytes: this.bytes.subarray(0, 0) };
    const starts = this.byteLineStarts();
    const offset = starts[range.start]!;
    return { offset, bytes: this.bytes.subarray(offset, this.byteLineEnd(range.end - 1)) };
  }

  /** Where the region's text begins in `text`, and the text itself. */
  regionText(region: Region): { offset: number; text: string; range: LineRange } {
    const range = this.region(region);
    if (range.start >= range.end) return { offset: 0, text: '', range };
    const offset = this.lineStarts[range.start]!;
    const endLine = range.end - 1;
    const end = this.lineStarts[endLine]! + this.lines[endLine]!.length;
    return { offset, text: this.text.slice(offset, end), range };
  }

  region(region: Region): LineRange {
    const key = typeof region === 'string' ? region : 'turn' in region ? region.turn.key : `bottom:${region.bottom}`;
    let range = this.regionCache.get(key);
    if (range === undefined) {
      range = this.computeRegion(region);
      this.regionCache.set(key, range);
    }
    return range;
  }

  private computeRegion(region: Region): LineRange {
    const all = { start: 0, end: this.lines.length };
    if (region === 'screen') return all;
    if (region === 'box') return this.lastBox();
    if (region === 'belowRule' || region === 'betweenRules') {
      const [last, previous] = this.lastRules();
      if (last === undefined) return { start: this.lines.length, end: this.lines.length };
      if (region === 'belowRule') return { start: last + 1, end: this.lines.length };
      return previous === undefined ? { start: last, end: last } : { start: previous + 1, end: last };
    }
    if ('turn' in region) return this.latestTurn(region.turn.after, region.turn.before);
    let seen = 0;
    for (let i = this.lines.length - 1; i >= 0; i--) {
      if (this.lines[i]!.trim() !== '' && ++seen === region.bottom) return { start: i, end: this.lines.length };
    }
    return all;
  }

  /**
   * The lines below the last match of `after` (the user message that opens a turn) above the last
   * match of `before` (the composer that closes it). With no `after` on the screen the turn began
   * above it, and runs from the top; with no `before` it runs to the end.
   */
  private latestTurn(after: RE2, before: RE2 | null): LineRange {
    let endByte = this.bytes.length;
    if (before !== null) {
      const composer = this.lastMatchIn(before, 0, endByte);
      if (composer !== null) endByte = composer.index;
    }
    const opener = this.lastMatchIn(after, 0, endByte);
    // lineAtByte is 1-based: the opener's line number is the index of the line under it, and the
    // composer's line number less one is its own index, where the turn ends.
    const start = opener === null ? 0 : this.lineAtByte(Math.max(opener.index, opener.end - 1));
    const end = endByte >= this.bytes.length ? this.lines.length : this.lineAtByte(endByte) - 1;
    return { start, end: Math.max(start, end) };
  }

  /** Indices of the last two horizontal rules, last first. */
  private lastRules(): [number?, number?] {
    const found: number[] = [];
    for (let i = this.lines.length - 1; i >= 0 && found.length < 2; i--) {
      if (RULE_LINE.test(this.lines[i]!)) found.push(i);
    }
    return [found[0], found[1]];
  }

  /** The inside of the last outermost box, found by its left edge or, when that was cut off, its right. */
  private lastBox(): LineRange {
    const left = this.lastBoxByLeftEdge();
    const cut = this.lastBoxByRightEdge();
    // With the left edge cut, the left-edge search finds a box drawn inside the cut one, or none.
    return cut !== null && (left.start === left.end || (cut.start < left.start && cut.end > left.end)) ? cut : left;
  }

  /**
   * The last line that opens a box with a top corner, closed by a
   * bottom corner in the same column below it (or still open at the screen's end). A box taller than
   * the screen has lost its top corner to the scrollback: when the bottom corner's side border runs
   * unbroken up to the first line, the box starts there.
   */
  private lastBoxByLeftEdge(): LineRange {
    const none = { start: this.lines.length, end: this.lines.length };
    let lastBottom = -1;
    let column = -1;
    let sideToTop = false;
    for (let i = this.raw.length - 1; i >= 0; i--) {
      const line = this.raw[i]!;
      const col = line.search(/\S/u);
      if (col < 0) {
        sideToTop = false;
        continue;
      }
      const first = line[col]!;
      if (lastBottom < 0 && BOTTOM_CORNERS.includes(first)) {
        lastBottom = i;
        column = col;
        sideToTop = true;
        continue;
      }
      if (TOP_CORNERS.includes(first) && (lastBottom < 0 || col === column)) {
        return { start: i + 1, end: lastBottom < 0 ? this.raw.length : lastBottom };
      }
      if (lastBottom >= 0) sideToTop &&= col === column && VERTICAL_BORDER.includes(first);
    }
    return sideToTop && lastBottom > 0 ? { start: 0, end: lastBottom } : none;
  }

  /**
   * A box whose left edge was cut off when the capture was saved: the last bottom-right corner, and
   * the top-right corner above it in the same column, with the right side border unbroken between.
   */
  private lastBoxByRightEdge(): LineRange | null {
    let bottom = -1;
    let column = -1;
    for (let i = this.raw.length - 1; i >= 0; i--) {
      const line = this.raw[i]!.trimEnd();
      if (line === '') {
        if (bottom >= 0) return null;
        continue;
      }
      const last = line[line.length - 1]!;
      if (bottom < 0) {
        if (!BOTTOM_RIGHT_CORNERS.includes(last)) continue;
        bottom = i;
        column = line.length - 1;
      } else if (line.length - 1 !== column) return null;
      else if (TOP_RIGHT_CORNERS.includes(last)) return TOP_CORNERS.includes(line.trimStart()[0]!) ? null : { start: i + 1, end: bottom };
      else if (!VERTICAL_BORDER.includes(last)) return null;
    }
    return null;
  }
}
