// The text rules read: screen lines with outer box borders removed, joined once, with the regions rules can name.

import type { RegionSpec } from '../packs/types.js';

const VERTICAL_BORDER = '│┃║';
const LEADING_BORDERS = new RegExp(`^\\s*(?:[${VERTICAL_BORDER}] ?)+`, 'u');
const TRAILING_BORDERS = new RegExp(`(?: ?[${VERTICAL_BORDER}])+\\s*$`, 'u');
const TOP_CORNERS = '╭┌╔┏';
const BOTTOM_CORNERS = '╰└╚┗';
// A horizontal rule: nothing but line-drawing dashes, long enough not to be a word's decoration.
// Vendors pad with no-break spaces (Claude Code after ⎿); RE2's \s is ASCII-only, so fold them to spaces.
const NO_BREAK_SPACE = /\u00a0/gu;
const RULE_LINE = /^\s*[─━═╌╍┄┅┈┉▔▁]{8,}\s*$/u;

export interface LineRange {
  /** 0-based index of the first line and one past the last. */
  readonly start: number;
  readonly end: number;
}

export class ScreenText {
  /** Lines as rules see them: outer vertical box borders stripped, trailing space trimmed. */
  readonly lines: readonly string[];
  readonly text: string;
  private readonly lineStarts: number[];
  private readonly raw: readonly string[];
  private readonly regionCache = new Map<string, LineRange>();

  constructor(rawLines: readonly string[]) {
    this.raw = rawLines;
    this.lines = rawLines.map((line) => line.replace(NO_BREAK_SPACE, ' ').replace(LEADING_BORDERS, '').replace(TRAILING_BORDERS, '').trimEnd());
    this.lineStarts = [];
    let offset = 0;
    for (const line of this.lines) {
      this.lineStarts.push(offset);
      offset += line.length + 1;
    }
    this.text = this.lines.join('\n');
  }

  /** 1-based line number of a UTF-16 offset into `text`. */
  lineAt(offset: number): number {
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.lineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }

  /** Where the region's text begins in `text`, and the text itself. */
  regionText(region: RegionSpec): { offset: number; text: string; range: LineRange } {
    const range = this.region(region);
    if (range.start >= range.end) return { offset: 0, text: '', range };
    const offset = this.lineStarts[range.start]!;
    const endLine = range.end - 1;
    const end = this.lineStarts[endLine]! + this.lines[endLine]!.length;
    return { offset, text: this.text.slice(offset, end), range };
  }

  region(region: RegionSpec): LineRange {
    const key = typeof region === 'string' ? region : `bottom:${region.bottom}`;
    let range = this.regionCache.get(key);
    if (range === undefined) {
      range = this.computeRegion(region);
      this.regionCache.set(key, range);
    }
    return range;
  }

  private computeRegion(region: RegionSpec): LineRange {
    const all = { start: 0, end: this.lines.length };
    if (region === 'screen') return all;
    if (region === 'box') return this.lastBox();
    if (region === 'belowRule' || region === 'betweenRules') {
      const [last, previous] = this.lastRules();
      if (last === undefined) return { start: this.lines.length, end: this.lines.length };
      if (region === 'belowRule') return { start: last + 1, end: this.lines.length };
      return previous === undefined ? { start: last, end: last } : { start: previous + 1, end: last };
    }
    let seen = 0;
    for (let i = this.lines.length - 1; i >= 0; i--) {
      if (this.lines[i]!.trim() !== '' && ++seen === region.bottom) return { start: i, end: this.lines.length };
    }
    return all;
  }

  /** Indices of the last two horizontal rules, last first. */
  private lastRules(): [number?, number?] {
    const found: number[] = [];
    for (let i = this.lines.length - 1; i >= 0 && found.length < 2; i--) {
      if (RULE_LINE.test(this.lines[i]!)) found.push(i);
    }
    return [found[0], found[1]];
  }

  /**
   * The inside of the last outermost box: the last line that opens a box with a top corner, closed by a
   * bottom corner in the same column below it (or still open at the screen's end).
   */
  private lastBox(): LineRange {
    const none = { start: this.lines.length, end: this.lines.length };
    let lastBottom = -1;
    let column = -1;
    for (let i = this.raw.length - 1; i >= 0; i--) {
      const line = this.raw[i]!;
      const col = line.search(/\S/u);
      if (col < 0) continue;
      const first = line[col]!;
      if (lastBottom < 0 && BOTTOM_CORNERS.includes(first)) {
        lastBottom = i;
        column = col;
        continue;
      }
      if (TOP_CORNERS.includes(first) && (lastBottom < 0 || col === column)) {
        return { start: i + 1, end: lastBottom < 0 ? this.raw.length : lastBottom };
      }
    }
    return none;
  }
}
