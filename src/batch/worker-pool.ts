// A batch spread over threads, outcomes still in input order: this thread reads the captures, worker threads classify them.

import { Worker } from 'node:worker_threads';
import { PtyscreenError, toPtyscreenError } from '../errors.js';
import type { PackSelection } from '../packs/discover.js';
import { readCapture } from '../screen/read-capture.js';
import type { Screen } from '../screen/types.js';
import type { BatchOptions, CaptureOutcome } from './classify-captures.js';
import { fromWireError, toWireScreen, type ScreensRequest, type VerdictsReply, type WireScreen } from './worker-wire.js';

/** Screens sent to a worker at once. */
const CHUNK = 64;
/** Chunks a worker holds at once: enough that it never waits on this thread, few enough to bound the screens held in memory. */
const IN_FLIGHT = 4;

export interface PoolOptions {
  readonly workers: number;
  /** The packs, as the main thread selected them: each worker loads the same set. */
  readonly selection: PackSelection;
}

interface PoolWorker {
  readonly worker: Worker;
  inFlight: number;
  pending: WireScreen[];
}

/**
 * The worker a screen goes to: screens of one CLI to the same worker, told by their last line with
 * text (a footer, a composer, a prompt). A worker's regexes build their DFA states as they meet new
 * screens; a worker that sees half the CLIs builds half the states, where one that saw every CLI
 * would build them all over again.
 */
function workerFor(screen: Pick<Screen, 'lines'>, workers: number): number {
  if (workers === 1) return 0;
  const { lines } = screen;
  let last = lines.length - 1;
  while (last > 0 && lines[last]!.trim() === '') last--;
  const footer = lines[last] ?? '';
  let hash = 0;
  for (let i = 0; i < footer.length; i++) hash = (Math.imul(hash, 31) + footer.charCodeAt(i)) | 0;
  return (hash >>> 0) % workers;
}

/**
 * Outcomes in input order, as classifyCaptures gives them. Reading a capture and classifying it take
 * about a third and two thirds of its time; this thread reads each capture (and keeps what a capture
 * reports as it is read: progress, skipped lines) while `pool.workers` threads classify the screens it
 * sends, so on two cores one worker classifies while this thread reads the next ones and prints.
 */
export async function* classifyCapturesInWorkers(paths: readonly string[], batch: BatchOptions, pool: PoolOptions): AsyncGenerator<CaptureOutcome> {
  const hints = { process: batch.process, argv: batch.argv, vendor: batch.vendor };
  const ready = new Map<number, CaptureOutcome>();
  let wake: (() => void) | undefined;
  // Set from the workers' events: an object, so that a check after an await reads it afresh.
  const stopped: { failure?: Error } = {};
  let finished = false;
  const workers = Array.from({ length: pool.workers }, (): PoolWorker => {
    const worker = new Worker(new URL('./classify-worker.js', import.meta.url), { workerData: { selection: pool.selection, hints } });
    const entry: PoolWorker = { worker, inFlight: 0, pending: [] };
    worker.on('message', ({ verdicts }: VerdictsReply) => {
      entry.inFlight -= 1;
      for (const verdict of verdicts) {
        const source = paths[verdict.index]!;
        ready.set(verdict.index, 'result' in verdict ? { ok: true, source, result: verdict.result } : { ok: false, source, error: fromWireError(verdict.error) });
      }
      wake?.();
    });
    worker.on('error', (error) => {
      stopped.failure = error;
      wake?.();
    });
    worker.on('exit', (code) => {
      if (!finished) stopped.failure ??= new PtyscreenError('worker.exited', `a batch worker stopped early (exit code ${code})`);
      wake?.();
    });
    return entry;
  });
  const throwIfStopped = (): void => {
    if (stopped.failure !== undefined) throw stopped.failure;
  };
  /** Until a worker answers; worker messages arrive only while this thread waits. */
  const reply = async (): Promise<void> => {
    throwIfStopped();
    await new Promise<void>((resolve) => (wake = resolve));
    throwIfStopped();
  };
  const send = (entry: PoolWorker): void => {
    if (entry.pending.length === 0) return;
    entry.worker.postMessage({ screens: entry.pending } satisfies ScreensRequest);
    entry.inFlight += 1;
    entry.pending = [];
  };
  let next = 0;
  function* inOrder(): Generator<CaptureOutcome> {
    for (let outcome = ready.get(next); outcome !== undefined; outcome = ready.get(next)) {
      ready.delete(next);
      next += 1;
      yield outcome;
    }
  }
  try {
    for (let index = 0; index < paths.length; index++) {
      const path = paths[index]!;
      let screen: Screen;
      try {
        screen = await readCapture(path, batch.capture ?? {});
      } catch (error) {
        ready.set(index, { ok: false, source: path, error: toPtyscreenError(error, path) });
        yield* inOrder();
        continue;
      }
      const entry = workers[workerFor(screen, workers.length)]!;
      entry.pending.push(toWireScreen(index, path, screen));
      if (entry.pending.length < CHUNK) continue;
      while (entry.inFlight >= IN_FLIGHT) {
        await reply();
        yield* inOrder();
      }
      send(entry);
      yield* inOrder();
    }
    for (const entry of workers) send(entry);
    for (yield* inOrder(); next < paths.length; yield* inOrder()) await reply();
  } finally {
    finished = true;
    await Promise.all(workers.map(({ worker }) => worker.terminate()));
  }
}
