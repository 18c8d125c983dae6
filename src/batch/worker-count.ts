// How many worker threads a batch of captures goes to: kept apart from the pool, so that a command
// deciding to stay in its own thread never loads worker_threads.

import { availableParallelism } from 'node:os';
import { workersAskedFor } from '../shared/workers-env.js';
import type { BatchOptions } from './classify-captures.js';

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
