// Classifies a recording's settled screens in order and keeps one timeline entry per change.

import type { CompiledPackSet } from '../packs/types.js';
import type { Screen } from '../screen/types.js';
import type { ClassificationResult, Evidence, ScreenState } from '../result/types.js';
import { stateSignature } from '../result/signature.js';
import { PtyscreenError } from '../errors.js';
import { classifyScreen, type ClassifyOptions } from './classify.js';

/**
 * One change in a recording: the result's state with what that state carries (the gate, the
 * reason, the foreign process), when it began, and who and what said so.
 */
export type TimelineEntry = ScreenState & {
  /** Seconds into the recording. */
  readonly t: number;
  readonly vendor: string | null;
  readonly evidence: Evidence;
};

/** A transition and the screen as it looked then, for reports that show it. */
export interface Transition {
  readonly entry: TimelineEntry;
  readonly lines: readonly string[];
}

export type TimelineResult = ClassificationResult & { readonly timeline: readonly TimelineEntry[] };

/** The state and only what it carries: a result also holds its source and admitsBlindWrite. */
function screenStateOf(result: ScreenState): ScreenState {
  switch (result.state) {
    case 'not_agent':
      return { state: result.state, observedProcess: result.observedProcess };
    case 'operator_gate':
      return { state: result.state, gate: result.gate };
    case 'failing':
      return { state: result.state, reason: result.reason };
    default:
      return { state: result.state };
  }
}

/** The timeline entry for `result`, seen `t` seconds into a recording. */
export function timelineEntry(t: number, result: ClassificationResult): TimelineEntry {
  return { t: Math.round(t * 1000) / 1000, ...screenStateOf(result), vendor: result.vendor, evidence: result.evidence };
}

export interface TimelineOptions extends ClassifyOptions {
  /** Called at each transition with the screen's lines, for reports; the timeline itself keeps no screens. */
  readonly onTransition?: (transition: Transition) => void;
}

/**
 * The final screen's result with `timeline` added. Memory stays flat in the recording's length: only
 * the entries for changes are kept.
 */
export async function classifyTimeline(
  set: CompiledPackSet,
  screens: AsyncIterable<{ readonly t: number; readonly screen: Screen }>,
  options: TimelineOptions = {},
): Promise<TimelineResult> {
  const timeline: TimelineEntry[] = [];
  let last: ClassificationResult | undefined;
  let lastSignature = '';
  for await (const { t, screen } of screens) {
    const result = classifyScreen(set, screen, options);
    const sig = stateSignature(result);
    if (sig !== lastSignature) {
      const entry = timelineEntry(t, result);
      timeline.push(entry);
      options.onTransition?.({ entry, lines: screen.lines });
      lastSignature = sig;
    }
    last = result;
  }
  if (last === undefined) throw new PtyscreenError('internal', 'a recording always yields its final screen');
  return { ...last, timeline };
}
