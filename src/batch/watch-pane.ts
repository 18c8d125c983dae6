// Polls a live tmux pane and yields its classification each time the state (or gate kind, or reason) changes.

import { setTimeout as sleep } from 'node:timers/promises';
import { classifyScreen, type ClassifyOptions } from '../classify/classify.js';
import type { CompiledPackSet } from '../packs/types.js';
import { captureTmuxPane, type TmuxOptions } from '../screen/tmux-pane.js';
import type { ClassificationResult } from '../state/types.js';

export interface WatchOptions extends Omit<ClassifyOptions, 'source'>, TmuxOptions {
  /** Milliseconds between captures (default 500). */
  readonly intervalMs?: number;
  /** Stops the watch when aborted. */
  readonly signal?: AbortSignal;
}

export function stateSignature(result: ClassificationResult): string {
  if (result.state === 'operator_gate') return `operator_gate:${result.gate.kind}:${result.gate.options.map((o) => o.selected).join()}`;
  if (result.state === 'failing') return `failing:${result.reason}`;
  if (result.state === 'not_agent') return `not_agent:${result.observedProcess}`;
  return result.state;
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
