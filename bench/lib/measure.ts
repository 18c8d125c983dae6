// Timing with tinybench: warm-up, several rounds with ours and the baseline taking turns in short slices, median and p95.

import { Bench, type Task } from 'tinybench';

export interface Timing {
  readonly median_ns: number;
  readonly p95_ns: number;
  /** Median absolute deviation, for the spread column. */
  readonly mad_ns: number;
  readonly samples: number;
}

export interface MeasureOptions {
  /** Rounds; each round times every task once more, the tasks taking turns slice by slice. */
  readonly rounds: number;
  /** Milliseconds per task per round. */
  readonly timeMs: number;
  /** At least this many samples per task per slice (process-level cases set it instead of a time). */
  readonly iterations?: number;
  readonly warmupMs?: number;
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo);
}

export function summarize(samplesMs: readonly number[]): Timing {
  const ns = samplesMs.map((ms) => ms * 1e6).sort((a, b) => a - b);
  const median = quantile(ns, 0.5);
  const deviations = ns.map((value) => Math.abs(value - median)).sort((a, b) => a - b);
  return { median_ns: Math.round(median), p95_ns: Math.round(quantile(ns, 0.95)), mad_ns: Math.round(quantile(deviations, 0.5)), samples: ns.length };
}

/**
 * A call shorter than this is timed in batches: one sample is the mean of a batch, so the clock's own
 * cost (tens of nanoseconds) stays under 1% of what is measured.
 */
const MIN_SAMPLE_MS = 0.02;

type Work = () => unknown;

/** How many calls make one sample of at least MIN_SAMPLE_MS, and how long that sample takes. */
function batchSize(fn: Work): { readonly calls: number; readonly sampleMs: number } {
  for (let i = 0; i < 3; i++) fn();
  let calls = 1;
  for (;;) {
    const start = performance.now();
    for (let i = 0; i < calls; i++) fn();
    const elapsed = performance.now() - start;
    if (elapsed >= MIN_SAMPLE_MS || calls >= 1 << 20) return { calls, sampleMs: elapsed };
    calls *= 2;
  }
}

function batched(fn: Work, calls: number): () => unknown {
  if (calls === 1) return fn;
  return () => {
    const start = performance.now();
    for (let i = 0; i < calls; i++) fn();
    const elapsed = performance.now() - start;
    return { overriddenDuration: elapsed / calls, overriddenIterationCost: elapsed };
  };
}

/**
 * Adds every item to the end of `target` in a loop: `push(...items)` passes each item as an argument,
 * and a round of a fast task on a loaded machine can yield more samples than the stack holds.
 */
export function appendAll<T>(target: T[], items: readonly T[]): void {
  for (const item of items) target.push(item);
}

function samplesOf(task: Task): number[] {
  const result = task.result;
  if (result.state === 'errored') throw result.error;
  if (result.state !== 'completed') throw new Error(`task ${task.name} did not complete (${result.state})`);
  return [...(result.latency.samples ?? [])];
}

/**
 * A round is cut into slices of about this many milliseconds per task, the tasks taking turns slice
 * by slice: a load spike on this shared machine lasts a fraction of a second, and then falls on both
 * sides of a ratio rather than on one.
 */
const SLICE_MS = 25;

/** How many slices a round of `timeMs` per task is cut into, when one sample of the slowest task takes `sampleMs`. */
export function slicesPerRound(timeMs: number, sampleMs: number): number {
  return Math.max(1, Math.floor(timeMs / Math.max(SLICE_MS, sampleMs)));
}

/** The order the tasks run in at each of `count` turns: as given, then reversed, and so on (a b, b a, a b …). */
export function turns(names: readonly string[], count: number): (readonly string[])[] {
  const reversed = [...names].reverse();
  return Array.from({ length: count }, (_, turn) => (turn % 2 === 0 ? names : reversed));
}

/**
 * Times each named task (synchronous or async) over `rounds` rounds. Within a round the tasks take
 * turns in slices, the order alternating from slice to slice; a task slower than a slice gets fewer,
 * longer slices, so a round keeps its time.
 *
 * The tasks must not share state that timing one of them changes: a pack set's scanner regroups its
 * RE2 sets as it learns from the screens it meets, so a set carried over from an earlier case is
 * timed as that case left it (bench/lib/context.ts, scannerGrouping).
 */
export async function measure(tasks: Readonly<Record<string, Work>>, options: MeasureOptions): Promise<Record<string, Timing>> {
  const names = Object.keys(tasks);
  const sync = new Map<string, boolean>();
  const work = new Map<string, () => unknown>();
  const sampleMsOf = new Map<string, number>();
  let slowestSampleMs = 0;
  for (const name of names) {
    const fn = tasks[name]!;
    const started = performance.now();
    const probe = fn();
    const isAsync = probe instanceof Promise;
    if (isAsync) await probe;
    sync.set(name, !isAsync);
    if (isAsync) {
      // Async tasks are process-level or I/O-bound, far above the clock's resolution: one call, one sample.
      work.set(name, fn);
      sampleMsOf.set(name, performance.now() - started);
    } else {
      const { calls, sampleMs } = batchSize(fn);
      work.set(name, batched(fn, calls));
      sampleMsOf.set(name, sampleMs);
    }
    slowestSampleMs = Math.max(slowestSampleMs, sampleMsOf.get(name)!);
  }
  const warmupMs = options.warmupMs ?? Math.min(250, options.timeMs);
  const slices = slicesPerRound(options.timeMs, slowestSampleMs);
  const sliceMs = options.timeMs / slices;
  const samples = new Map<string, number[]>(names.map((name) => [name, []]));
  for (const [turn, order] of turns(names, options.rounds * slices).entries()) {
    const first = turn === 0;
    for (const name of order) {
      const bench = new Bench({
        time: sliceMs,
        iterations: options.iterations ?? 1,
        warmup: first,
        warmupTime: warmupMs,
        // Sixteen calls at least, but no more than the warm-up time holds: a pass over hundreds of
        // screens is long enough to warm up in a few.
        warmupIterations: options.iterations === undefined ? Math.max(1, Math.min(16, Math.floor(warmupMs / Math.max(sampleMsOf.get(name)!, 1e-3)))) : 1,
        retainSamples: true,
        throws: true,
        timestampProvider: 'hrtimeNow',
      });
      const fn = work.get(name)!;
      bench.add(name, sync.get(name) ? () => fn() : async () => fn());
      await bench.run();
      appendAll(samples.get(name)!, samplesOf(bench.tasks[0]!));
    }
  }
  return Object.fromEntries(names.map((name) => [name, summarize(samples.get(name)!)]));
}
