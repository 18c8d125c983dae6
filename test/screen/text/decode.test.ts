// Bytes to text with replacement characters, and strings made well-formed, so a broken capture still reads.
import { describe, expect, it } from 'vitest';
import { decodeUtf8, wellFormed } from '../../../src/screen/text/decode.js';

describe('decodeUtf8', () => {
  it('decodes UTF-8 and drops a leading byte-order mark', () => {
    expect(decodeUtf8(new Uint8Array([0xef, 0xbb, 0xbf, 0x68, 0xc3, 0xa9]))).toBe('hé');
  });

  it('reads a broken byte as U+FFFD and goes on', () => {
    expect(decodeUtf8(new Uint8Array([0x61, 0xff, 0x62]))).toBe('a\ufffdb');
    expect(decodeUtf8(new Uint8Array([0x61, 0xe4, 0xb8]))).toBe('a\ufffd');
  });

  it('is empty for no bytes', () => {
    expect(decodeUtf8(new Uint8Array())).toBe('');
  });
});

describe('wellFormed', () => {
  it('leaves text without surrogates, and whole pairs, as they are', () => {
    expect(wellFormed('plain é')).toBe('plain é');
    expect(wellFormed('😀')).toBe('😀');
  });

  it('replaces a lone high or low surrogate with U+FFFD', () => {
    expect(wellFormed('a\ud800b')).toBe('a\ufffdb');
    expect(wellFormed('a\udc00b')).toBe('a\ufffdb');
    expect(wellFormed('\ud83d')).toBe('\ufffd');
    expect(wellFormed('\udc00\ud800')).toBe('\ufffd\ufffd');
    expect(wellFormed('😀\udc00')).toBe('😀\ufffd');
  });
});
