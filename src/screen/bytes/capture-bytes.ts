// A capture read as text must hold text: no bytes at all, or bytes no terminal prints, is an error.

import { PtyscreenError } from '../../errors.js';

/** How much of the start is looked at, as git looks at the start of a file to call it binary. */
const SAMPLE_BYTES = 8192;

/**
 * The C0 bytes terminal output does hold: BEL, BS, TAB, LF, VT, FF, CR, SO, SI and ESC. Any other
 * below 0x20, and DEL, is a control byte no program writes to a terminal for it to show.
 */
const TERMINAL_CONTROLS = new Set([0x07, 0x08, 0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x0e, 0x0f, 0x1b]);

function isForeign(byte: number): boolean {
  return byte < 0x20 ? !TERMINAL_CONTROLS.has(byte) : byte === 0x7f;
}

/**
 * `bytes`, when they can be a terminal capture. An empty one (a file never written, a pipe whose
 * tmux failed) would classify as `unknown` and let a CI job pass on nothing; so would a binary file
 * (an archive, an executable, an image), whose start is thick with NUL and other bytes terminal
 * output never holds. One stray such byte, which the text reader drops, is not enough: more than
 * one in ten of the first 8 KiB is.
 */
export function captureText(bytes: Uint8Array, name: string): Uint8Array {
  if (bytes.byteLength === 0) {
    throw new PtyscreenError('capture.empty', 'the capture is empty (0 bytes): nothing to classify; check the command that wrote it', { file: name });
  }
  const sample = bytes.subarray(0, SAMPLE_BYTES);
  let foreign = 0;
  // Indexed: a for-of over the bytes took three times as long, a few microseconds of every capture a batch reads.
  for (let i = 0; i < sample.length; i++) if (isForeign(sample[i]!)) foreign += 1;
  if (foreign * 10 > sample.byteLength) {
    throw new PtyscreenError(
      'capture.binary',
      `a binary file, not a terminal capture (${foreign} of its first ${sample.byteLength} bytes are control bytes no terminal output holds); give a tmux capture, an ANSI stream, an asciicast recording or a capture envelope`,
      { file: name },
    );
  }
  return bytes;
}
