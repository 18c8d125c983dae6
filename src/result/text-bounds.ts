// Control-character and byte-length checks, and the sanitizer that makes screen text fit them.

// C0, DEL, C1, every bidi control (U+061C ALM, LRM, RLM, the embeddings, overrides and isolates),
// the BOM, and U+2028/U+2029: any of them in an operator UI can reorder, hide or break up what a
// person reads (the "Trojan Source" family), so none may travel in a result. A lone surrogate
// (\p{Cs} under the u flag) is not text at all: strict JSON decoders such as Rust's serde_json
// refuse a document holding one, so it would cost a consumer the whole batch, not one field.
const FORBIDDEN_SOURCE = '[\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069\\ufeff]|\\p{Cs}';
const FORBIDDEN = new RegExp(FORBIDDEN_SOURCE, 'u');
const FORBIDDEN_GLOBAL = new RegExp(FORBIDDEN_SOURCE, 'gu');

const encoder = new TextEncoder();

export function hasForbiddenCharacters(text: string): boolean {
  return FORBIDDEN.test(text);
}

export function utf8Length(text: string): number {
  // Fast path: pure ASCII strings are the common case and need no encoding.
  let ascii = true;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) > 0x7f) {
      ascii = false;
      break;
    }
  }
  return ascii ? text.length : encoder.encode(text).length;
}

/** A carried string is valid when it is non-empty, free of forbidden characters and within its byte cap. */
export function isBoundedText(text: unknown, capBytes: number): boolean {
  return typeof text === 'string' && text.length > 0 && !hasForbiddenCharacters(text) && utf8Length(text) <= capBytes;
}

/** Cuts text to at most `capBytes` UTF-8 bytes without splitting a code point. */
export function truncateUtf8(text: string, capBytes: number): string {
  if (utf8Length(text) <= capBytes) return text;
  let bytes = 0;
  let end = 0;
  for (const char of text) {
    const size = utf8Length(char);
    if (bytes + size > capBytes) break;
    bytes += size;
    end += char.length;
  }
  return text.slice(0, end);
}

/** Printable ASCII words apart by single spaces, no space at either end: what sanitizeField gives back unchanged. */
const CLEAN_ASCII = /^(?:[!-~]+ )*[!-~]+$/;

/**
 * Makes screen text fit a field: forbidden characters removed, runs of spaces folded, trimmed,
 * cut at a UTF-8 boundary. Returns null when nothing is left, since carried strings are non-empty.
 */
export function sanitizeField(text: string, capBytes: number): string | null {
  // Most fields are clean already (an option label, a subject): one test instead of four passes.
  if (text.length <= capBytes && CLEAN_ASCII.test(text)) return text;
  // White space first: a tab or a line break between two words leaves a space, not nothing.
  const cleaned = text.replace(/\s+/gu, ' ').replace(FORBIDDEN_GLOBAL, '').replace(/ {2,}/g, ' ').trim();
  const cut = truncateUtf8(cleaned, capBytes).trim();
  return cut.length > 0 ? cut : null;
}
