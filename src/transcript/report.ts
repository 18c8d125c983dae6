// Collects a replay into its report: event count, decisions, halts and the verdict.
import { resolveLoopGuardOptions, type ResolvedLoopGuardOptions } from '../guard/index.js';
import { createReplayDriver, type ReplayOptions } from './driver.js';
import { boardWarning, countImported } from './imported.js';
import {
  type EventSink,
  type ImportedCounts,
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
  /** Attempts the guard steered or advanced instead of feeding as is. */
  readonly redirected: number;
  /** Inputs, replies and boards read from the transcript. */
  readonly imported: ImportedCounts;
  /**
   * Things a person should know about how the transcript was read: records run together on a
   * line, a last line cut short, a sub-agent's log, a log with tool calls but no board.
   */
  readonly warnings: readonly string[];
  /** Every decision in order; empty when the caller asked not to keep them. */
  readonly decisions: readonly ReplayDecision[];
  readonly halts: readonly ReplayHalt[];
  readonly verdict: ReplayVerdict;
}

export interface CollectOptions extends ReplayOptions {
  /** Keep every decision (for --json and snapshots). Off, memory stays flat however long the transcript. */
  keepDecisions?: boolean;
}

/** What a replay's caller prints or checks; a flag left out is undefined, and counts as not asked for. */
export interface DecisionUses {
  readonly json?: boolean | undefined;
  readonly snapshot?: boolean | undefined;
  readonly updateSnapshot?: boolean | undefined;
}

/**
 * Whether a replay must keep every decision: only to print them (JSON) or compare them with a
 * snapshot. `keepDecisions` left undefined keeps them, so a caller passing its flags through must
 * turn "not given" into false, or a plain summary holds a million decisions it never reads.
 */
export function decisionsNeeded(uses: DecisionUses): boolean {
  return uses.json === true || uses.snapshot === true || uses.updateSnapshot === true;
}

export interface ReplayCollector {
  /** An EventSink: hand it to a decoder. */
  readonly sink: EventSink;
  /**
   * `toolCalls`: tool calls the decoder saw, for the warning when none of them was a board;
   * `warnings`: what the reader of the input said about it.
   */
  finish(source: string, format: TranscriptFormat, toolCalls?: number, warnings?: readonly string[]): ReplayReport;
}

/** `startBoard`: the board before the first event, when the events are a later part of a transcript. */
export function createReplayCollector(options: CollectOptions = {}, startBoard?: readonly TodoItem[]): ReplayCollector {
  const driver = createReplayDriver(options, startBoard);
  const keep = options.keepDecisions !== false;
  const decisions: ReplayDecision[] = [];
  const halts: ReplayHalt[] = [];
  let events = 0;
  let attempts = 0;
  let redirected = 0;
  const imported = { inputs: 0, replies: 0, boards: 0 };

  const sink: EventSink = (event, line) => {
    events += 1;
    countImported(imported, event);
    const decision = driver.push(event, line);
    if (decision === undefined) return;
    attempts += 1;
    if (decision.action === 'steer' || decision.action === 'advance') redirected += 1;
    if (keep) decisions.push(decision);
    if (decision.reason !== undefined) halts.push({ line, reason: decision.reason, prompt: decision.prompt });
  };

  return {
    sink,
    finish: (source, format, toolCalls = 0, warnings = []) =>
      toReport(source, format, options, { events, attempts, redirected, imported: { ...imported }, decisions, halts }, toolCalls, warnings),
  };
}

/** The counts of a replay, however it was run: the report's fields that are not about its source. */
export type ReplayTally = Pick<ReplayReport, 'events' | 'attempts' | 'redirected' | 'imported' | 'decisions' | 'halts'>;

/** A tally of nothing, to add parts of a replay to. */
export function emptyTally(): ReplayTally {
  return { events: 0, attempts: 0, redirected: 0, imported: { inputs: 0, replies: 0, boards: 0 }, decisions: [], halts: [] };
}

/**
 * A report from a replay's tally; the verdict follows from the halts and the redirected attempts.
 * `toolCalls` (counted by a session-log reader) with no board read earns a warning: the log's
 * todo tool was most likely not recognised, and every continuation went unchecked.
 */
export function toReport(
  source: string,
  format: TranscriptFormat,
  options: ReplayOptions,
  tally: ReplayTally,
  toolCalls = 0,
  readerWarnings: readonly string[] = [],
): ReplayReport {
  const warning = boardWarning(toolCalls, tally.imported);
  return {
    source,
    format,
    options: resolveLoopGuardOptions(options),
    ...tally,
    warnings: warning === null ? [...readerWarnings] : [...readerWarnings, warning],
    verdict: verdictOf(tally),
  };
}

function verdictOf(tally: ReplayTally): ReplayVerdict {
  if (tally.halts.length > 0) return 'halted';
  return tally.redirected > 0 ? 'advanced' : 'clean';
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
