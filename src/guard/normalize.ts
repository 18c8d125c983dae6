// Folds a prompt to the form the loop guard compares: case and whitespace only, nothing semantic.

const WHITESPACE_RUN = /\s+/g;

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

/**
 * Lower-cases a prompt, collapses every run of whitespace to one space and trims both ends.
 * Punctuation, digits, paths and code are left alone, so prompts that differ in anything a
 * person would call content stay different; only a re-feed that differs in spacing or capitals
 * compares equal. "Whitespace" is JavaScript's `\s`, Unicode spaces and line breaks included.
 */
export function normalizeForRepetition(prompt: string): string {
  if (prompt === lastPrompt) return lastNormalized;
  const shape = scan(prompt);
  let normalized: string;
  if ((shape & SPACING_TO_FIX) === 0) {
    normalized = (shape & MAY_HAVE_CAPITALS) === 0 ? prompt : prompt.toLowerCase();
  } else {
    normalized = spacedMemo(prompt) ?? foldSpaced(prompt, shape);
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

function foldSpaced(prompt: string, shape: number): string {
  const spaced = prompt.replace(WHITESPACE_RUN, ' ').trim();
  // Spacing first, then case: a final sigma lower-cases by what surrounds it, and an odd space
  // next to it must already be a plain one. toLowerCase, not toLocaleLowerCase: the result must
  // not depend on the machine's locale.
  const normalized = (shape & MAY_HAVE_CAPITALS) === 0 ? spaced : spaced.toLowerCase();
  spacedPrompts[spacedNext] = prompt;
  spacedResults[spacedNext] = normalized;
  spacedNext = (spacedNext + 1) % SPACED_MEMO;
  return normalized;
}

/** One line's worth of text: whitespace collapsed and trimmed, case kept. */
export function collapseWhitespace(text: string): string {
  return (scan(text) & SPACING_TO_FIX) === 0 ? text : text.replace(WHITESPACE_RUN, ' ').trim();
}

const SPACING_TO_FIX = 1;
const MAY_HAVE_CAPITALS = 2;

// What the slow steps would change. Spacing: whitespace at either end, two in a row, or any but
// the plain space. Case: an ASCII capital, or any non-ASCII character (whose lower case only
// toLowerCase knows). Most prompts need neither or only one, and these tests run as compiled
// scans, several times cheaper than a global replace, a fresh lower-cased copy, or a loop over
// the char codes in JavaScript.
const SPACING = /^\s|\s$|\s\s|[^\S ]/;
const CAPITALS = /[A-Z\u0080-\uffff]/;

function scan(text: string): number {
  return (SPACING.test(text) ? SPACING_TO_FIX : 0) | (CAPITALS.test(text) ? MAY_HAVE_CAPITALS : 0);
}
