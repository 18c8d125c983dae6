// A worker thread of a replay in parts: replays the one part it is given and posts the outcome back
// (and, when asked, how far it has read).
import { parentPort, workerData } from 'node:worker_threads';
import type { CollectOptions } from './report.js';
import { replayPart, type PartMessage } from './replay-part.js';
import type { TranscriptPart } from './transcript-parts.js';

const { path, part, options, progress } = workerData as { path: string; part: TranscriptPart; options: CollectOptions; progress: boolean };
const post = (message: PartMessage): void => { parentPort!.postMessage(message); };
// How far this part has got crosses to the main thread every 4 MiB read: a few times a second.
const PROGRESS_BYTES = 4 << 20;
let reported = 0;
const onBytes = (read: number): void => {
  if (read - reported < PROGRESS_BYTES) return;
  reported = read;
  post({ kind: 'progress', read });
};
post({ kind: 'outcome', outcome: await replayPart(path, part, options, progress ? onBytes : undefined) });
