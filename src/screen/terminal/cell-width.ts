// How many terminal cells a character takes, the way tmux and the agents' own layout code count them.

// East Asian Wide and Fullwidth blocks (Unicode 15). Emoji that default to emoji presentation are
// wide too, but those come from the regex property below rather than a hand-kept list.
const WIDE_RANGES: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa000, 0xa4cf],
  [0xa960, 0xa97f],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe10, 0xfe19],
  [0xfe30, 0xfe6f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x16fe0, 0x16fe4],
  [0x16ff0, 0x16ff1],
  [0x17000, 0x18cd5],
  [0x18d00, 0x18d08],
  [0x1aff0, 0x1b2ff],
  [0x1f004, 0x1f004],
  [0x1f0cf, 0x1f0cf],
  [0x1f18e, 0x1f18e],
  [0x1f191, 0x1f19a],
  [0x1f200, 0x1f265],
  [0x20000, 0x2fffd],
  [0x30000, 0x3fffd],
];

// Hangul vowels and finals that combine with a preceding initial into one syllable cell.
const ZERO_RANGES: readonly (readonly [number, number])[] = [
  [0x1160, 0x11ff],
  [0xd7b0, 0xd7ff],
];

const WIDE_EMOJI = /^\p{Emoji_Presentation}$/u;
// U+00AD SOFT HYPHEN is a format character that terminals still draw in one cell.
const ZERO_WIDTH = /^[\p{Mn}\p{Me}\p{Cf}]$/u;

let bmp: Uint8Array | undefined;

function classify(codePoint: number): 0 | 1 | 2 {
  if (codePoint === 0xad) return 1;
  const char = String.fromCodePoint(codePoint);
  if (ZERO_WIDTH.test(char)) return 0;
  if (ZERO_RANGES.some(([lo, hi]) => codePoint >= lo && codePoint <= hi)) return 0;
  if (WIDE_EMOJI.test(char)) return 2;
  if (WIDE_RANGES.some(([lo, hi]) => codePoint >= lo && codePoint <= hi)) return 2;
  return 1;
}

// A lookup table for the Basic Multilingual Plane keeps the emulator's per-character call cheap. It is
// filled one code point at a time, on first sight: building all of it up front took 50-80 ms, paid by
// every `classify` of a text capture that held one non-ASCII character.
const UNKNOWN = 3;

function bmpWidth(cp: number): 0 | 1 | 2 {
  bmp ??= new Uint8Array(0x10000).fill(UNKNOWN);
  let width = bmp[cp]!;
  if (width === UNKNOWN) {
    width = cp < 0x20 || (cp >= 0x7f && cp < 0xa0) ? 0 : cp < 0x7f ? 1 : cp >= 0xd800 && cp <= 0xdfff ? 1 : classify(cp);
    bmp[cp] = width;
  }
  return width as 0 | 1 | 2;
}

const astralCache = new Map<number, 0 | 1 | 2>();

/** Cells taken by one code point: 0 (combining, control), 1, or 2 (CJK, emoji). */
export function cellWidth(codePoint: number): 0 | 1 | 2 {
  if (codePoint < 0x10000) return bmpWidth(codePoint);
  let width = astralCache.get(codePoint);
  if (width === undefined) {
    width = codePoint > 0x10ffff ? 1 : classify(codePoint);
    astralCache.set(codePoint, width);
  }
  return width;
}

/** Cells a line of text takes: the sum of its code points' widths (controls count as none). */
export function displayWidth(text: string): number {
  let width = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x7f && unit >= 0x20) {
      width += 1;
      continue;
    }
    const codePoint = text.codePointAt(i) as number;
    if (codePoint > 0xffff) i++;
    width += cellWidth(codePoint);
  }
  return width;
}
