// Finds the asciicast recording behind a capture path (a .cast file, or a capture folder holding rec.cast).

import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { readCaptureMeta } from '../folder/capture-meta.js';
import { formatFromName } from '../detect.js';
import { isFile } from '../../shared/is-file.js';
import type { ProcessSignal } from '../types.js';

export interface RecordingSource {
  /** The .cast file to stream. */
  readonly cast: string;
  /** What the capture folder's meta.json says, when there is one. */
  readonly process?: ProcessSignal | undefined;
  readonly vendor?: string | undefined;
}

/** The recording a path names, or null when the capture is a single screen. */
export async function findRecording(path: string): Promise<RecordingSource | null> {
  if (path === '-') return null;
  if (formatFromName(path) === 'asciicast') return { cast: path };
  let directory = false;
  try {
    directory = (await stat(path)).isDirectory();
  } catch {
    return null;
  }
  if (!directory) return null;
  // A folder with a screen capture is classified by that screen; only a folder that holds nothing
  // but a recording is a recording.
  if (isFile(join(path, 'screen.ansi')) || isFile(join(path, 'screen.txt'))) return null;
  const cast = join(path, 'rec.cast');
  if (!isFile(cast)) return null;
  const metaFile = join(path, 'meta.json');
  const meta = isFile(metaFile) ? readCaptureMeta(metaFile) : {};
  return { cast, process: meta.process, vendor: meta.vendor };
}
