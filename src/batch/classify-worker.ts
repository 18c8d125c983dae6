// A worker thread of a parallel batch: loads the packs itself, classifies the chunks it is sent, posts outcomes back.

import { parentPort, workerData } from 'node:worker_threads';
import { loadPacks, type PackSelection } from '../packs/discover.js';
import { classifyCaptures, type BatchOptions } from './classify-captures.js';
import { toWireOutcome, type ChunkRequest, type ChunkReply } from './worker-wire.js';

const { selection, options } = workerData as { selection: PackSelection; options: BatchOptions };
// The main thread loaded the same packs a moment ago, so the disk cache holds them: this is a compile.
const { set } = loadPacks(selection);

async function classifyChunk(request: ChunkRequest): Promise<void> {
  const outcomes = [];
  for await (const outcome of classifyCaptures(set, request.paths, options)) outcomes.push(toWireOutcome(outcome));
  parentPort!.postMessage({ start: request.start, outcomes } satisfies ChunkReply);
}

// classifyCaptures turns every failure into an outcome, so nothing is left to reject here.
parentPort!.on('message', (request: ChunkRequest) => {
  void classifyChunk(request);
});
