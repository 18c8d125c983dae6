// A recording's timeline for people: one indented line per transition under the recording's result.

import type { TimelineEntry } from '../classify/timeline.js';
import type { ClassificationResult } from '../result/types.js';
import { describeResult, formatTextTable } from './results.js';

/** `    1.25s  operator_gate  permission (select)  claude-code/bash-permission`, one per entry. */
export function formatTimelineLines(timeline: readonly TimelineEntry[]): string[] {
  return timeline.map((entry) => `  ${entry.t.toFixed(2).padStart(8)}s  ${entry.state.padEnd(13)}  ${describeResult(entry).padEnd(20)}  ${entry.evidence.rule ?? ''}`.trimEnd());
}

/** The text table of results, each recording's timeline indented under its row; one string, each line ending in a newline. */
export function formatResultsWithTimelines(results: readonly (ClassificationResult & { readonly timeline?: readonly TimelineEntry[] | undefined })[]): string {
  const rows = formatTextTable(results);
  return results.flatMap((result, i) => [rows[i]!, ...formatTimelineLines(result.timeline ?? [])]).map((line) => `${line}\n`).join('');
}
