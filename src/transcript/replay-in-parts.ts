// Replays a long native transcript as several parts at once, one per thread, with the same report
// a replay from the first line to the last gives.
import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { PtyscreenError } from '../errors.js';
import { workersAskedFor } from '../shared/workers-env.js';
import { detectTranscriptFormat, firstLineOfFile } from './format-detection.js';
import { type ReplayDecision, type ReplayHalt } from './events.js';
import { replayPart, type PartMessage, type PartOutcome } from './replay-part.js';
import { toReport, type CollectOptions, type ReplayReport } from './report.js';
import { splitTranscript, type TranscriptPart } from './transcript-parts.js';

/**
 * Below this size a worker's start-up costs more than its half of the work saves. A million
 * events (109 MiB) replay in about 1.3 s in one thread; a worker starts in about 40 ms.
 */
const MIN_BYTES = 8 << 20;
const MAX_WORKERS = 3;

export type PartRunner = (path: string, part: TranscriptPart, options: CollectOptions, onBytes?: (read: number) => void) => Promise<PartOutcome>;

export interface InPartsOptions {
  /** Threads besides this one; replayWorkerCount of the file's size by default. */
  readonly workers?: number;
  /** How a part after the first is replayed: in a worker thread by default. */
  readonly runInWorker?: PartRunner;
  /** The bytes read so far, summed over the parts, and the file's size. */
  readonly onProgress?: ((read: number, total: number) => void) | undefined;
}

/**
 * Worker threads for replaying a transcript of `size` bytes: `PTYSCREEN_WORKERS` when set (0 keeps
 * the replay in this thread), else one fewer than the cores (at most 3) for a file of 8 MiB or more.
 */
export function replayWorkerCount(size: number, env: NodeJS.ProcessEnv = process.env, cores = availableParallelism()): number {
  return workersAskedFor(env) ?? (size >= MIN_BYTES ? Math.min(cores - 1, MAX_WORKERS) : 0);
}

/**
 * The report of `path` replayed in `workers + 1` parts, the first in this thread; undefined when no
 * workers are wanted, the file does not start as a native transcript, or it has no manual input
 * where a cut could go (the caller then replays it in one piece). Lines in decisions, halts and
 * errors count from the file's first line.
 */
export async function replayInParts(path: string, options: CollectOptions, inParts: InPartsOptions = {}): Promise<ReplayReport | undefined> {
  const { runInWorker = replayPartInWorker, onProgress } = inParts;
  let size: number;
  let workers: number;
  try {
    size = statSync(path).size;
    workers = inParts.workers ?? replayWorkerCount(size);
    if (workers < 1 || !startsAsNative(path)) return undefined;
  } catch {
    // Unreadable here: the one-piece replay reports it in its own words.
    return undefined;
  }
  const parts = splitTranscript(path, size, workers + 1);
  if (parts.length < 2) return undefined;
  const read = parts.map(() => 0);
  const onBytes = (index: number) =>
    onProgress &&
    ((bytes: number): void => {
      read[index] = bytes;
      onProgress(read.reduce((sum, part) => sum + part, 0), size);
    });
  // The workers first: this thread's part reads synchronously, and would finish before they began.
  const inWorkers = parts.slice(1).map((part, index) => runInWorker(path, part, options, onBytes(index + 1)));
  const outcomes = await Promise.all([replayPart(path, parts[0]!, options, onBytes(0)), ...inWorkers]);
  return mergeOutcomes(path, options, outcomes);
}

function replayPartInWorker(path: string, part: TranscriptPart, options: CollectOptions, onBytes?: (read: number) => void): Promise<PartOutcome> {
  return new Promise((resolve, reject) => {
    const workerData = { path, part, options, progress: onBytes !== undefined };
    const worker = new Worker(new URL('./replay-part-worker.js', import.meta.url), { workerData });
    worker.on('message', (message: PartMessage) => {
      if (message.kind === 'progress') {
        onBytes?.(message.read);
        return;
      }
      // Progress comes every few mebibytes; the part's last stretch is only known read now.
      onBytes?.(part.end - part.start);
      resolve(message.outcome);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => { reject(new PtyscreenError('worker.exited', `a replay worker stopped early (exit code ${code})`)); });
  });
}

function mergeOutcomes(path: string, options: CollectOptions, outcomes: readonly PartOutcome[]): ReplayReport {
  let offset = 0;
  let events = 0;
  let attempts = 0;
  let redirected = 0;
  const imported = { inputs: 0, replies: 0, boards: 0 };
  const decisions: ReplayDecision[] = [];
  const halts: ReplayHalt[] = [];
  const warnings: string[] = [];
  for (const outcome of outcomes) {
    // The first failing part holds the first bad line: a one-piece replay would have stopped there.
    if (outcome.error !== undefined) {
      const { code, message, location, exitCode } = outcome.error;
      const line = location.line === undefined ? undefined : location.line + offset;
      throw new PtyscreenError(code, message, { ...location, line }, exitCode);
    }
    events += outcome.events;
    attempts += outcome.attempts;
    redirected += outcome.redirected;
    imported.inputs += outcome.imported.inputs;
    imported.replies += outcome.imported.replies;
    imported.boards += outcome.imported.boards;
    for (const decision of outcome.decisions) decisions.push(offset === 0 ? decision : { ...decision, line: decision.line + offset });
    for (const halt of outcome.halts) halts.push({ ...halt, line: halt.line + offset });
    // A part's lines count from its own start: only the last part can end inside a line.
    for (const warning of outcome.warnings) warnings.push(warning.replace(/^line (\d+)/, (_, line: string) => `line ${Number(line) + offset}`));
    offset += outcome.lines;
  }
  return toReport(path, 'native', options, { events, attempts, redirected, imported, decisions, halts }, 0, warnings);
}

/** True when the first non-blank line within the first mebibyte reads as the native format. */
function startsAsNative(path: string): boolean {
  const first = firstLineOfFile(path);
  return first !== undefined && detectTranscriptFormat(first) === 'native';
}
