// Bytes to text: UTF-8 with replacement characters, so a capture with broken bytes still reads.

// Not `fatal`: one bad byte in a pane capture must not cost the whole screen. A leading BOM is dropped.
const decoder = new TextDecoder('utf-8');

export function decodeUtf8(bytes: Uint8Array): string {
  return decoder.decode(bytes);
}
