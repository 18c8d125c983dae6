// How many worker threads a batch of captures goes to: kept apart from the pool, so that a command
// deciding to stay in its own thread never loads worker_threads.

import { availableParallelism } from 'node:os';
import { workersAskedFor } from '../shared/workers-env.js';
import type { BatchOptions } from './classify-captures.js';

/**
 * Below this many files a worker's start-up (its own imports and pack load) and the DFA states it
 * builds afresh cost more than reading beside it saves. Measured on 2 cores with one worker, fixture
 * screens round robin under `--process node`: 2,000 files took 0.73 s in the main thread and 0.76 s
 * with the worker, 4,000 took 0.95 s and 0.93 s, 10,000 took 1.66 s and 1.38 s.
 */
const MIN_FILES = 3000;

/**
 * Workers on a machine of `cores` cores. This thread reads every capture and prints; classifying is
 * about two thirds of a capture's cost. On 2 cores one worker classifies while this thread reads:
 * a second one only competed with both for the cores (10,000 files in 1.55 s against 1.38 s), each
 * building the DFA states of every kind of screen it met. With a core to spare, two workers share
 * the screens, each the CLIs of its own half.
 */
function defaultWorkers(cores: number): number {
  return cores >= 3 ? 2 : cores === 2 ? 1 : 0;
}

/**
 * How many worker threads a batch uses: `PTYSCREEN_WORKERS` when set (0 keeps it in this thread),
 * else defaultWorkers for a batch of at least MIN_FILES plain paths. Standard input, a live pane and
 * timelines always stay here: they are read once, in turn, or replayed screen by screen.
 */
export function workerCount(paths: readonly string[], options: BatchOptions, env: NodeJS.ProcessEnv = process.env, cores = availableParallelism()): number {
  if (options.tmux !== undefined || options.timeline === true || paths.includes('-')) return 0;
  return workersAskedFor(env) ?? (paths.length >= MIN_FILES ? defaultWorkers(cores) : 0);
}
