// Classifies many captures in order; a capture that cannot be read becomes an error entry, never a lost batch.

import { classifyScreen, type ClassifyOptions } from '../classify/classify.js';
import { classifyTimeline, type Transition } from '../classify/timeline.js';
import { toPtyscreenError, type PtyscreenError } from '../errors.js';
import type { CompiledPackSet } from '../packs/types.js';
import { captureTmuxPane, findRecording, readCapture, settledScreens } from '../screen/index.js';
import type { CaptureOptions } from '../screen/options.js';
import type { ClassificationResult } from '../state/types.js';

export type CaptureOutcome =
  | { readonly ok: true; readonly source: string; readonly result: ClassificationResult }
  | { readonly ok: false; readonly source: string; readonly error: PtyscreenError };

export interface BatchOptions extends Omit<ClassifyOptions, 'source'> {
  readonly capture?: CaptureOptions;
  /** Read a live tmux pane instead of the path (which then only names the result's source). */
  readonly tmux?: { readonly target: string; readonly socket?: string | undefined } | undefined;
  /** Classify a recording at every settled screen and add `timeline` to its result. */
  readonly timeline?: boolean;
  /** Recording time without output after which a screen counts as settled (default 0.25 s). */
  readonly quietSeconds?: number;
  /** Called at each transition of a recording's timeline with the screen then, for reports. */
  readonly onTransition?: (source: string, transition: Transition) => void;
}

/** The name a capture goes by in results: its path as given, or `-` for standard input. */
export async function classifyCapture(set: CompiledPackSet, path: string, options: BatchOptions = {}): Promise<CaptureOutcome> {
  try {
    const recording = options.timeline === true ? await findRecording(path) : null;
    if (recording !== null) {
      const screens = settledScreens(recording.cast, { ...options.capture, quietSeconds: options.quietSeconds });
      const result = await classifyTimeline(set, screens, {
        source: path,
        process: options.process ?? recording.process?.name,
        argv: options.argv ?? recording.process?.argv,
        vendor: options.vendor ?? recording.vendor,
        onTransition: options.onTransition && ((transition) => options.onTransition!(path, transition)),
      });
      return { ok: true, source: path, result };
    }
    const screen =
      options.tmux === undefined ? await readCapture(path, options.capture ?? {}) : await captureTmuxPane(options.tmux.target, options.tmux);
    const result = classifyScreen(set, screen, { ...options, source: path });
    return { ok: true, source: path, result };
  } catch (error) {
    return { ok: false, source: path, error: toPtyscreenError(error, path) };
  }
}

export async function* classifyCaptures(
  set: CompiledPackSet,
  paths: readonly string[],
  options: BatchOptions = {},
): AsyncGenerator<CaptureOutcome> {
  for (const path of paths) yield await classifyCapture(set, path, options);
}
