// Classifies many captures in order; a capture that cannot be read becomes an error entry, never a lost batch.

import { classifyScreen, type ClassifyOptions } from '../classify/classify.js';
import type { TimelineEntry, Transition } from '../classify/timeline.js';
import { toPtyscreenError, type PtyscreenError } from '../errors.js';
import type { CompiledPackSet } from '../packs/types.js';
import type { CaptureOptions } from '../screen/options.js';
import { readCapture } from '../screen/read-capture.js';
import { findRecording } from '../screen/asciicast/recording.js';
import type { ClassificationResult } from '../result/types.js';

/** A capture's result; a recording classified with `timeline` also lists its transitions. */
export type CaptureResult = ClassificationResult & { readonly timeline?: readonly TimelineEntry[] };

export type CaptureOutcome =
  | { readonly ok: true; readonly source: string; readonly result: CaptureResult }
  | { readonly ok: false; readonly source: string; readonly error: PtyscreenError };

export interface BatchOptions extends Omit<ClassifyOptions, 'source'> {
  readonly capture?: CaptureOptions;
  /** Read a live tmux pane instead of the path (which then only names the result's source). */
  readonly tmux?: { readonly target: string; readonly socket?: string | undefined } | undefined;
  /** Classify a recording at every settled screen and add `timeline` to its result. */
  readonly timeline?: boolean;
  /** Recording time without output after which a screen counts as settled (default 0.25 s). */
  readonly quietSeconds?: number;
  /** Called at each transition of a recording's timeline, and once for a single screen, with the screen then: for reports. */
  readonly onTransition?: (source: string, transition: Transition) => void;
}

/** The name a capture goes by in results: its path as given, or `-` for standard input. */
export async function classifyCapture(set: CompiledPackSet, path: string, options: BatchOptions = {}): Promise<CaptureOutcome> {
  try {
    const recording = options.timeline === true ? await findRecording(path) : null;
    if (recording !== null) {
      // The emulator and the timeline load only for a recording: most batches are text captures.
      const [{ settledScreens }, { classifyTimeline }] = await Promise.all([import('../screen/asciicast/asciicast.js'), import('../classify/timeline.js')]);
      const screens = settledScreens(recording.cast, { ...options.capture, quietSeconds: options.quietSeconds });
      const result = await classifyTimeline(set, screens, {
        source: path,
        process: options.process ?? recording.process?.name,
        argv: options.argv ?? recording.process?.argv,
        vendor: options.vendor ?? recording.vendor,
        onTransition: options.onTransition && ((transition) => { options.onTransition!(path, transition); }),
      });
      return { ok: true, source: path, result };
    }
    const screen =
      options.tmux === undefined
        ? await readCapture(path, options.capture ?? {})
        : await (await import('../screen/tmux-pane.js')).captureTmuxPane(options.tmux.target, options.tmux);
    const result = classifyScreen(set, screen, { ...options, source: path });
    // A single screen is a timeline of one: a report shows it as it shows a recording's screens.
    // Loaded only then, as for a recording: most batches make no report.
    if (options.onTransition !== undefined) {
      const { timelineEntry } = await import('../classify/timeline.js');
      options.onTransition(path, { entry: timelineEntry(0, result), lines: screen.lines });
    }
    return { ok: true, source: path, result };
  } catch (error) {
    return { ok: false, source: path, error: toPtyscreenError(error, path) };
  }
}

/**
 * Captures in flight at once. Whole files are read synchronously (read-limited.ts), so this overlaps
 * what stays asynchronous: recordings, which stream through the emulator. Four hold at most four
 * captures in memory.
 */
const READ_AHEAD = 4;

/**
 * Outcomes in input order. Files are read ahead while earlier ones are classified; standard input, a
 * live pane and timelines go one at a time (stdin and a pane are read once, in turn; a recording
 * replays through an emulator of its own, and several at once would multiply memory).
 */
export async function* classifyCaptures(
  set: CompiledPackSet,
  paths: readonly string[],
  options: BatchOptions = {},
): AsyncGenerator<CaptureOutcome> {
  const window = options.tmux !== undefined || options.timeline === true || paths.includes('-') ? 1 : READ_AHEAD;
  // classifyCapture never rejects: a capture that fails becomes an error outcome.
  const pending: Promise<CaptureOutcome>[] = [];
  let next = 0;
  while (next < paths.length || pending.length > 0) {
    while (next < paths.length && pending.length < window) pending.push(classifyCapture(set, paths[next++]!, options));
    yield await pending.shift()!;
  }
}
