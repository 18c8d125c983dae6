// A worker thread of a replay in parts: replays the one part it is given and posts the outcome back.
import { parentPort, workerData } from 'node:worker_threads';
import type { CollectOptions } from './report.js';
import { replayPart } from './replay-part.js';
import type { TranscriptPart } from './transcript-parts.js';

const { path, part, options } = workerData as { path: string; part: TranscriptPart; options: CollectOptions };
parentPort!.postMessage(await replayPart(path, part, options));
