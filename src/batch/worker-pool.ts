// A batch spread over worker threads, outcomes still in input order: for many text captures on a machine with cores to spare.

import { Worker } from 'node:worker_threads';
import { PtyscreenError } from '../errors.js';
import type { PackSelection } from '../packs/discover.js';
import type { BatchOptions, CaptureOutcome } from './classify-captures.js';
import { fromWireOutcome, type ChunkReply, type ChunkRequest } from './worker-wire.js';

const CHUNK = 64;
/** Chunks each worker holds at once: one to work on, one queued, so it never waits on the main thread. */
const IN_FLIGHT = 2;
export interface PoolOptions {
  readonly workers: number;
  /** The packs, as the main thread selected them: each worker loads the same set. */
  readonly selection: PackSelection;
}

/** Outcomes in input order, as classifyCaptures gives them, from `pool.workers` threads. */
export async function* classifyCapturesInWorkers(paths: readonly string[], batch: BatchOptions, pool: PoolOptions): AsyncGenerator<CaptureOutcome> {
  // Functions do not cross to a worker; workerCount keeps batches that would call them in this thread.
  const { onTransition: _transition, capture, ...rest } = batch;
  const options: BatchOptions = { ...rest, ...(capture && { capture: { ...capture, onSkippedLine: undefined, onBytes: undefined } }) };
  const done = new Map<number, readonly CaptureOutcome[]>();
  let wake: (() => void) | undefined;
  let failure: Error | undefined;
  let next = 0;
  let finished = false;
  const workers = Array.from({ length: pool.workers }, () => {
    const worker = new Worker(new URL('./classify-worker.js', import.meta.url), { workerData: { selection: pool.selection, options } });
    const send = (): void => {
      if (next >= paths.length) return;
      const request: ChunkRequest = { start: next, paths: paths.slice(next, next + CHUNK) };
      next += request.paths.length;
      worker.postMessage(request);
    };
    worker.on('message', (reply: ChunkReply) => {
      done.set(reply.start, reply.outcomes.map(fromWireOutcome));
      send();
      wake?.();
    });
    worker.on('error', (error) => {
      failure = error;
      wake?.();
    });
    worker.on('exit', (code) => {
      if (!finished) failure ??= new PtyscreenError('worker.exited', `a batch worker stopped early (exit code ${code})`);
      wake?.();
    });
    for (let i = 0; i < IN_FLIGHT; i++) send();
    return worker;
  });
  try {
    for (let start = 0; start < paths.length; ) {
      const outcomes = done.get(start);
      if (outcomes === undefined) {
        if (failure !== undefined) throw failure;
        await new Promise<void>((resolve) => (wake = resolve));
        continue;
      }
      done.delete(start);
      yield* outcomes;
      start += outcomes.length;
    }
  } finally {
    finished = true;
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
