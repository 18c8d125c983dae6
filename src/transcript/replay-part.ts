// Replays one part of a native transcript, in whichever thread runs it: what a worker thread of a
// replay in parts loads, so it imports nothing a part does not need.
import { toPtyscreenError, type PtyscreenErrorCode, type SourceLocation } from '../errors.js';
import { forEachLine } from '../shared/line-reader.js';
import { createLineFeed } from './line-feed.js';
import { createNativeDecoder } from './native-format.js';
import { createReplayCollector, emptyTally, type CollectOptions, type ReplayTally } from './report.js';
import type { TranscriptPart } from './transcript-parts.js';

/** What one part's replay comes to; plain data, so that it crosses from a worker thread. */
export interface PartOutcome extends ReplayTally {
  readonly lines: number;
  /** What reading the part said about it (its last line cut short). */
  readonly warnings: readonly string[];
  readonly error?: { readonly code: PtyscreenErrorCode; readonly message: string; readonly location: SourceLocation; readonly exitCode: number };
}

/** What a worker thread posts: how far it has read, now and then, and at the end its outcome. */
export type PartMessage = { readonly kind: 'progress'; readonly read: number } | { readonly kind: 'outcome'; readonly outcome: PartOutcome };

/**
 * Replays one part in this thread; a failure is part of the outcome, not thrown. `onBytes` hears
 * how many of the part's bytes have been read, after each read.
 */
export async function replayPart(path: string, part: TranscriptPart, options: CollectOptions, onBytes?: (read: number) => void): Promise<PartOutcome> {
  const decoder = createNativeDecoder(path);
  const collector = createReplayCollector(options, part.board);
  const feed = createLineFeed(decoder, collector.sink, path);
  try {
    const lines = await forEachLine(path, feed.onLine, { range: part, onBytes });
    const warnings = feed.end();
    const { events, attempts, redirected, imported, decisions, halts } = collector.finish(path, 'native');
    return { lines, warnings, events, attempts, redirected, imported, decisions, halts };
  } catch (error) {
    const { code, message, location, exitCode } = toPtyscreenError(error, path);
    return { lines: 0, warnings: [], ...emptyTally(), error: { code, message, location, exitCode } };
  }
}
