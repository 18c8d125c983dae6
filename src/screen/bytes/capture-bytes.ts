// A capture read as text must hold text: no bytes at all, or bytes no terminal prints, is an error.

import { PtyscreenError } from '../../errors.js';

/**
 * `bytes`, when they can be a terminal capture. An empty one (a file never written, a pipe whose
 * tmux failed) would classify as `unknown` and let a CI job pass on nothing; a NUL byte, which no
 * terminal capture holds (tmux, script and asciinema never write one), says the file is binary,
 * as git and grep decide it.
 */
export function captureText(bytes: Uint8Array, name: string): Uint8Array {
  if (bytes.byteLength === 0) {
    throw new PtyscreenError('capture.empty', 'the capture is empty (0 bytes): nothing to classify; check the command that wrote it', { file: name });
  }
  const nul = bytes.indexOf(0);
  if (nul !== -1) {
    throw new PtyscreenError(
      'capture.binary',
      `a binary file, not a terminal capture (a NUL byte at offset ${nul}); give a tmux capture, an ANSI stream, an asciicast recording or a capture envelope`,
      { file: name },
    );
  }
  return bytes;
}
