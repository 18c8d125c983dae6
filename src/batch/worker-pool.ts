// A batch spread over worker threads, outcomes still in input order: for many text captures on a machine with cores to spare.

import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { PtyscreenError } from '../errors.js';
import type { PackSelection } from '../packs/discover.js';
import { workersAskedFor } from '../shared/workers-env.js';
import type { BatchOptions, CaptureOutcome } from './classify-captures.js';
import { fromWireOutcome, type ChunkReply, type ChunkRequest } from './worker-wire.js';

const CHUNK = 64;
/** Chunks each worker holds at once: one to work on, one queued, so it never waits on the main thread. */
const IN_FLIGHT = 2;
/**
 * Below this many files a worker's start-up (its own imports and pack load) costs more than it saves.
 * Text captures, measured on 2 cores: 4,000 files took 1.02 s in the main thread and 1.15 s
 * with two workers, 10,000 took 2.11 s and 1.77 s; break-even was near 5,700.
 */
const MIN_FILES = 6000;
const DEFAULT_WORKERS = 2;
/**
 * The fewest cores on which a batch goes to workers by default. Each worker compiles its own RE2
 * sets and builds its own DFA states, so over varied screens both pay the warm-up the main thread
 * pays once; with the main thread reading and printing beside them, two workers on 2 cores ran at
 * 0.96× and 0.92× of the main thread alone in the full runs of 2026-12-04 (10,000 of 1,620 and then
 * 1,797 different fixture screens), with 1.5× the peak memory.
 */
const MIN_CORES = 3;

/**
 * How many worker threads a batch uses: `PTYSCREEN_WORKERS` when set (0 keeps it in this thread), else
 * DEFAULT_WORKERS for a batch of at least MIN_FILES plain paths on a machine of at least MIN_CORES
 * cores. Standard input, a live pane, timelines and --lenient (whose skipped lines are reported from
 * this thread) always stay here.
 */
export function workerCount(paths: readonly string[], options: BatchOptions, env: NodeJS.ProcessEnv = process.env, cores = availableParallelism()): number {
  if (options.tmux !== undefined || options.timeline === true || options.capture?.lenient === true || paths.includes('-')) return 0;
  return workersAskedFor(env) ?? (paths.length >= MIN_FILES && cores >= MIN_CORES ? DEFAULT_WORKERS : 0);
}

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
