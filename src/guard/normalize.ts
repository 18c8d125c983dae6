// Folds a prompt to the form the loop guard compares: case and whitespace only, nothing semantic.

const WHITESPACE_RUN = /\s+/g;

// The last few prompts folded and their results. Replay folds every feed, and what a session
// feeds repeats within a few turns: a loop re-feeds a recent prompt (that is what the guard looks
// for), and a grounded continuation is the same text until the board moves, with other feeds in
// between. Equal strings compare by pointer or length first, so a miss costs a few comparisons.
const MEMO_SIZE = 8;
const memoPrompts: string[] = new Array<string>(MEMO_SIZE).fill('');
const memoResults: string[] = new Array<string>(MEMO_SIZE).fill('');
let memoNext = 0;

/**
 * Lower-cases a prompt, collapses every run of whitespace to one space and trims both ends.
 * Punctuation, digits, paths and code are left alone, so prompts that differ in anything a
 * person would call content stay different; only a re-feed that differs in spacing or capitals
 * compares equal. "Whitespace" is JavaScript's `\s`, Unicode spaces and line breaks included.
 */
export function normalizeForRepetition(prompt: string): string {
  for (let index = 0; index < MEMO_SIZE; index += 1) {
    if (memoPrompts[index] === prompt) return memoResults[index]!;
  }
  const shape = scan(prompt);
  const spaced = (shape & SPACING_TO_FIX) === 0 ? prompt : prompt.replace(WHITESPACE_RUN, ' ').trim();
  // Spacing first, then case: a final sigma lower-cases by what surrounds it, and an odd space
  // next to it must already be a plain one. toLowerCase, not toLocaleLowerCase: the result must
  // not depend on the machine's locale.
  const normalized = (shape & MAY_HAVE_CAPITALS) === 0 ? spaced : spaced.toLowerCase();
  memoPrompts[memoNext] = prompt;
  memoResults[memoNext] = normalized;
  memoNext = (memoNext + 1) % MEMO_SIZE;
  return normalized;
}

/** One line's worth of text: whitespace collapsed and trimmed, case kept. */
export function collapseWhitespace(text: string): string {
  return (scan(text) & SPACING_TO_FIX) === 0 ? text : text.replace(WHITESPACE_RUN, ' ').trim();
}

const SPACING_TO_FIX = 1;
const MAY_HAVE_CAPITALS = 2;

/**
 * One pass over the char codes saying what the slow steps would change: spacing (a leading,
 * trailing or doubled space, or whitespace other than the plain space) and case (an ASCII
 * capital, or any non-ASCII character). Most prompts need neither or only one, and a scan is
 * several times cheaper than a global replace or a fresh lower-cased copy.
 */
function scan(text: string): number {
  let shape = 0;
  let previousWasSpace = true;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 32) {
      if (previousWasSpace) shape |= SPACING_TO_FIX;
      previousWasSpace = true;
      continue;
    }
    previousWasSpace = false;
    if (code < 32) shape |= SPACING_TO_FIX;
    else if (code >= 65 && code <= 90) shape |= MAY_HAVE_CAPITALS;
    else if (code >= 0x80) shape |= MAY_HAVE_CAPITALS | (isUnicodeSpace(code) ? SPACING_TO_FIX : 0);
  }
  if (previousWasSpace && text.length > 0) shape |= SPACING_TO_FIX;
  return shape;
}

/** The non-ASCII members of `\s`. */
function isUnicodeSpace(code: number): boolean {
  return (
    code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 ||
    code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff
  );
}
