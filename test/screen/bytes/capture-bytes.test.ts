// A capture read as text must hold text: empty and binary inputs are errors, a stray control byte is not.
import { describe, expect, it } from 'vitest';
import { captureText } from '../../../src/screen/bytes/capture-bytes.js';
import { expectErrorCode } from '../../support/errors.js';

const bytes = (...values: number[]): Uint8Array => new Uint8Array(values);

describe('captureText', () => {
  it('hands text back, with the controls terminal output holds', () => {
    const text = new TextEncoder().encode('\u001b[31mok\u0007\b\t\r\n\u000b\u000c\u000e\u000f');
    expect(captureText(text, 'a.txt')).toBe(text);
  });

  it('an empty capture is capture.empty naming the file', () => {
    const error = expectErrorCode(() => captureText(bytes(), 'pane.txt'), 'capture.empty');
    expect(error.message).toBe('the capture is empty (0 bytes): nothing to classify; check the command that wrote it');
    expect(error.location).toEqual({ file: 'pane.txt' });
  });

  it('allows up to one foreign byte in ten, and refuses more', () => {
    // 1 NUL in 10 bytes is at the limit; 2 in 10 are over it.
    expect(captureText(bytes(0, 97, 97, 97, 97, 97, 97, 97, 97, 97), 'a.txt').byteLength).toBe(10);
    const error = expectErrorCode(() => captureText(bytes(0, 0x7f, 97, 97, 97, 97, 97, 97, 97, 97), 'a.bin'), 'capture.binary');
    expect(error.message).toBe(
      'a binary file, not a terminal capture (2 of its first 10 bytes are control bytes no terminal output holds); give a tmux capture, an ANSI stream, an asciicast recording or a capture envelope',
    );
  });

  it('looks only at the first 8 KiB', () => {
    const text = new Uint8Array(8192 + 100).fill(97);
    text.fill(0, 8192);
    expect(captureText(text, 'a.txt').byteLength).toBe(8292);
    const binary = new Uint8Array(8192).fill(1);
    expect(expectErrorCode(() => captureText(binary, 'b'), 'capture.binary').message).toContain('(8192 of its first 8192 bytes');
  });
});
