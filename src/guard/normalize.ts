// Folds a prompt to the form the loop guard compares: case and whitespace only, nothing semantic.

// Every run of whitespace, as runs that need replacing: two or more, or one that is not a plain
// space. A lone space, by far the most common run, is left where it is; replacing every run with
// /\s+/g built a new string piece by piece and took three times as long on a board continuation.
const WHITESPACE_TO_FOLD = /\s{2,}|[^\S ]/g;

// Remembered foldings. Replay folds every feed, and a loop feeds the same text again and again, so
// the last prompt is kept. A prompt whose spacing needs fixing (a grounded continuation lists the
// board over many lines) costs several times more to fold; the last few of those are kept too,
// because a continuation stays the same text until the board moves, with other feeds in between.
let lastPrompt = '';
let lastNormalized = '';
const SPACED_MEMO = 4;
const spacedPrompts: string[] = new Array<string>(SPACED_MEMO).fill('');
const spacedResults: string[] = new Array<string>(SPACED_MEMO).fill('');
let spacedNext = 0;
// And every short prompt folded lately: an auto loop draws its prompts from a few dozen, fed over and
// over between others, and a lookup costs less than the spacing test and lower-casing it saves.
// Bounded, so that memory stays flat over a transcript of millions of distinct prompts.
const FOLDED_MAX_CHARS = 1024;
const FOLDED_MAX_ENTRIES = 512;
const folded = new Map<string, string>();

/**
 * Lower-cases a prompt, collapses every run of whitespace to one space and trims both ends.
 * Punctuation, digits, paths and code are left alone, so prompts that differ in anything a
 * person would call content stay different; only a re-feed that differs in spacing or capitals
 * compares equal. "Whitespace" is JavaScript's `\s`, Unicode spaces and line breaks included.
 */
export function normalizeForRepetition(prompt: string): string {
  if (prompt === lastPrompt) return lastNormalized;
  let normalized = prompt.length <= FOLDED_MAX_CHARS ? folded.get(prompt) : undefined;
  if (normalized === undefined) {
    // toLowerCase, not toLocaleLowerCase: the result must not depend on the machine's locale. On
    // text with no capital it hands back the same string after a scan cheaper than any test for one.
    normalized = needsSpacingFixed(prompt) ? (spacedMemo(prompt) ?? foldSpaced(prompt)) : prompt.toLowerCase();
    if (prompt.length <= FOLDED_MAX_CHARS) {
      if (folded.size >= FOLDED_MAX_ENTRIES) folded.clear();
      folded.set(prompt, normalized);
    }
  }
  lastPrompt = prompt;
  lastNormalized = normalized;
  return normalized;
}

function spacedMemo(prompt: string): string | undefined {
  for (let index = 0; index < SPACED_MEMO; index += 1) {
    if (spacedPrompts[index] === prompt) return spacedResults[index];
  }
  return undefined;
}

function foldSpaced(prompt: string): string {
  // Spacing first, then case: a final sigma lower-cases by what surrounds it, and an odd space
  // next to it must already be a plain one.
  const normalized = prompt.replace(WHITESPACE_TO_FOLD, ' ').trim().toLowerCase();
  spacedPrompts[spacedNext] = prompt;
  spacedResults[spacedNext] = normalized;
  spacedNext = (spacedNext + 1) % SPACED_MEMO;
  return normalized;
}

/** One line's worth of text: whitespace collapsed and trimmed, case kept. */
export function collapseWhitespace(text: string): string {
  return needsSpacingFixed(text) ? text.replace(WHITESPACE_TO_FOLD, ' ').trim() : text;
}

// Whitespace at either end, two in a row, or any but the plain space. Any whitespace but a plain
// space is the class; what is left of the other three is a plain space at an end or two together.
// One compiled scan and two reads, a fifth cheaper than /^\s|\s$|\s\s|[^\S ]/ (whose anchored
// alternatives are tried at every position), and several times cheaper than a global replace.
const ODD_SPACING = /[^\S ]| {2}/;
const SPACE = 0x20;

function needsSpacingFixed(text: string): boolean {
  return ODD_SPACING.test(text) || text.charCodeAt(0) === SPACE || text.charCodeAt(text.length - 1) === SPACE;
}
