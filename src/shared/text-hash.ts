// A name for a text, for the caches' file names: never a fingerprint. A cache that names its files with
// it keeps what it named in the entry and compares it on every hit, so two texts sharing a name only
// share a file. (node:crypto costs 3-4 ms to load, a tenth of what a `classify` adds to Node's start.)

/** cyrb53 (public domain): a 53-bit hash of `text`'s UTF-16 code units. */
function cyrb53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ unit, 2654435761);
    h2 = Math.imul(h2 ^ unit, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** A file-name-safe name for `text`: a 53-bit hash of it and its length. */
export function textHash(text: string): string {
  return `${cyrb53(text).toString(36)}-${text.length.toString(36)}`;
}
