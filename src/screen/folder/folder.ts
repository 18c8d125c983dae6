// Reads a capture folder (screen.ansi, screen.txt or rec.cast, with meta.json) into a Screen.

import { join } from 'node:path';
import { PtyscreenError } from '../../errors.js';
import { readAnsiScreen } from '../ansi/ansi.js';
import { readAsciicastFinal } from '../asciicast/asciicast.js';
import { readCaptureMeta, type CaptureMeta } from './capture-meta.js';
import { decodeUtf8 } from '../text/decode.js';
import { isFile } from '../../shared/is-file.js';
import { DEFAULT_MAX_BYTES, type CaptureOptions } from '../options.js';
import { readFileLimited } from '../bytes/read-limited.js';
import { captureText } from '../bytes/capture-bytes.js';
import { readTextScreen } from '../text/text.js';
import type { Screen } from '../types.js';

// screen.ansi first: it renders to what screen.txt says and keeps what only styling shows; a recording
// is the last resort, its final screen being a replay rather than a capture.
async function screenOf(dir: string, meta: CaptureMeta, options: CaptureOptions): Promise<Screen> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const geometry = { cols: options.cols ?? meta.cols, rows: options.rows ?? meta.rows };
  const ansi = join(dir, 'screen.ansi');
  if (isFile(ansi)) return readAnsiScreen(decodeUtf8(captureText(readFileLimited(ansi, maxBytes), ansi)), geometry);
  const text = join(dir, 'screen.txt');
  if (isFile(text)) return readTextScreen(decodeUtf8(captureText(readFileLimited(text, maxBytes), text)), geometry);
  const cast = join(dir, 'rec.cast');
  // The recording's header says its size; only the caller's word overrides it, not meta.json's.
  if (isFile(cast)) return readAsciicastFinal(cast, { ...options, cols: options.cols, rows: options.rows });
  throw new PtyscreenError('capture.folder', 'no screen.ansi, screen.txt or rec.cast in this folder', { file: dir });
}

export async function readCaptureFolder(dir: string, options: CaptureOptions = {}): Promise<Screen> {
  const metaFile = join(dir, 'meta.json');
  const meta = isFile(metaFile) ? readCaptureMeta(metaFile) : {};
  const screen = await screenOf(dir, meta, options);
  return {
    ...screen,
    ...(meta.process !== undefined && { process: meta.process }),
    ...(meta.vendor !== undefined && { vendor: meta.vendor }),
  };
}
