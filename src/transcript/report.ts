// Collects a replay into its report: event count, decisions, halts and the verdict.
import { resolveLoopGuardOptions, type ResolvedLoopGuardOptions } from '../guard/index.js';
import { createReplayDriver, type ReplayOptions } from './driver.js';
import {
  type EventSink,
  type ReplayDecision,
  type ReplayHalt,
  type ReplayVerdict,
  type TodoItem,
  type TranscriptEvent,
  type TranscriptFormat,
} from './events.js';

export interface ReplayReport {
  /** The file replayed, `-` for stdin, or the caller's label. */
  readonly source: string;
  readonly format: TranscriptFormat;
  /** The guard options in force, after defaults and clamping. */
  readonly options: ResolvedLoopGuardOptions;
  /** Events replayed (for session logs: the events derived from them). */
  readonly events: number;
  /** Feed attempts made, whether or not `decisions` was kept. */
  readonly attempts: number;
  /** Every decision in order; empty when the caller asked not to keep them. */
  readonly decisions: readonly ReplayDecision[];
  readonly halts: readonly ReplayHalt[];
  readonly verdict: ReplayVerdict;
}

export interface CollectOptions extends ReplayOptions {
  /** Keep every decision (for --json and snapshots). Off, memory stays flat however long the transcript. */
  keepDecisions?: boolean;
}

export interface ReplayCollector {
  /** An EventSink: hand it to a decoder. */
  readonly sink: EventSink;
  finish(source: string, format: TranscriptFormat): ReplayReport;
}

/** `startBoard`: the board before the first event, when the events are a later part of a transcript. */
export function createReplayCollector(options: CollectOptions = {}, startBoard?: readonly TodoItem[]): ReplayCollector {
  const driver = createReplayDriver(options, startBoard);
  const keep = options.keepDecisions !== false;
  const decisions: ReplayDecision[] = [];
  const halts: ReplayHalt[] = [];
  let events = 0;
  let attempts = 0;

  const sink: EventSink = (event, line) => {
    events += 1;
    const decision = driver.push(event, line);
    if (decision === undefined) return;
    attempts += 1;
    if (keep) decisions.push(decision);
    if (decision.reason !== undefined) halts.push({ line, reason: decision.reason, prompt: decision.prompt });
  };

  return {
    sink,
    finish: (source, format) => toReport(source, format, options, { events, attempts, decisions, halts }),
  };
}

/** The counts of a replay, however it was run: the report's fields that are not about its source. */
export type ReplayTally = Pick<ReplayReport, 'events' | 'attempts' | 'decisions' | 'halts'>;

/** A report from a replay's tally; the verdict follows from the halts. */
export function toReport(source: string, format: TranscriptFormat, options: ReplayOptions, tally: ReplayTally): ReplayReport {
  return {
    source,
    format,
    options: resolveLoopGuardOptions(options),
    ...tally,
    verdict: tally.halts.length > 0 ? 'halted' : 'clean',
  };
}

/**
 * Replays events already in memory; pure. An event's line is its `line` when it has one,
 * else its 1-based position.
 */
export function replay(
  events: Iterable<TranscriptEvent & { readonly line?: number }>,
  options: CollectOptions = {},
  source = '<events>',
): ReplayReport {
  const collector = createReplayCollector(options);
  let position = 0;
  for (const event of events) {
    position += 1;
    collector.sink(event, event.line ?? position);
  }
  return collector.finish(source, 'native');
}
