// Bytes to text: UTF-8 with replacement characters, so a capture with broken bytes still reads.

// Not `fatal`: one bad byte in a pane capture must not cost the whole screen. A leading BOM is dropped.
const decoder = new TextDecoder('utf-8');

export function decodeUtf8(bytes: Uint8Array): string {
  return decoder.decode(bytes);
}

// Without the u flag these match UTF-16 code units: a high surrogate with no low one after it, a low one with no high one before.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const ANY_SURROGATE = /[\ud800-\udfff]/;

/**
 * Text with every lone surrogate replaced by U+FFFD, as decoding broken UTF-8 does. A capture given as
 * a string may hold one; the emulator drops it and the text reader kept it, so the two read the same
 * screen differently (found by `npm run fuzz`), and no result may carry one.
 */
export function wellFormed(text: string): string {
  // Most captures hold no surrogate at all: one quick scan says so (a fifth of the replace's cost).
  return ANY_SURROGATE.test(text) ? text.replace(LONE_SURROGATE, '\ufffd') : text;
}
