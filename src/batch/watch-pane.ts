// Polls a live tmux pane and yields its classification each time the state (or gate kind, or reason) changes.

import { setTimeout as sleep } from 'node:timers/promises';
import { classifyScreen, type ClassifyOptions } from '../classify/classify.js';
import type { CompiledPackSet } from '../packs/types.js';
import { captureTmuxPane, type TmuxOptions } from '../screen/tmux-pane.js';
import type { ClassificationResult } from '../state/types.js';
import { stateSignature } from '../state/signature.js';

export interface WatchOptions extends Omit<ClassifyOptions, 'source'>, TmuxOptions {
  /** Milliseconds between captures (default 500). */
  readonly intervalMs?: number;
  /** Stops the watch when aborted. */
  readonly signal?: AbortSignal;
}

/** Yields the first classification, then one per change, until the signal aborts or the pane goes away (which throws). */
export async function* watchTmuxPane(set: CompiledPackSet, target: string, options: WatchOptions = {}): AsyncGenerator<ClassificationResult> {
  const interval = options.intervalMs ?? 500;
  let last = '';
  while (options.signal?.aborted !== true) {
    const screen = await captureTmuxPane(target, options);
    const result = classifyScreen(set, screen, { ...options, source: `tmux:${target}` });
    const signature = stateSignature(result);
    if (signature !== last) {
      last = signature;
      yield result;
    }
    try {
      await sleep(interval, undefined, { signal: options.signal });
    } catch {
      return;
    }
  }
}
