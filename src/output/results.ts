// Renders classification results for people (aligned text) and for programs (JSON, JSON Lines).

import type { ClassificationResult, ScreenState } from '../result/types.js';

export type ResultFormat = 'text' | 'json' | 'jsonl';

/**
 * What a person wants to know at a glance: the gate's kind and subject, the failure's reason, the
 * process. Takes the state alone, so a result and a timeline entry are described alike.
 */
export function describeResult(state: ScreenState): string {
  switch (state.state) {
    case 'operator_gate': {
      const { gate } = state;
      const subject = gate.subject === null ? '' : ` ${JSON.stringify(gate.subject)}`;
      const options = gate.options.length === 0 ? '' : ` [${gate.options.map((o) => `${o.selected ? '*' : ''}${o.label}`).join(' | ')}]`;
      return `${gate.kind}${subject} (${gate.input})${options}`;
    }
    case 'failing':
      return state.reason;
    case 'not_agent':
      return `process ${state.observedProcess}`;
    default:
      return '';
  }
}

/** One aligned line per result: source, state, vendor, detail, rule. */
export function formatTextTable(results: readonly ClassificationResult[]): string[] {
  const rows = results.map((r) => [r.source ?? '-', r.state, r.vendor ?? '-', describeResult(r), r.evidence.rule ?? '']);
  const widths = [0, 1, 2].map((col) => Math.max(...rows.map((row) => row[col]!.length)));
  return rows.map((row) =>
    row
      .map((cell, col) => (col < 3 ? cell.padEnd(widths[col]!) : cell))
      .join('  ')
      .trimEnd(),
  );
}

export function formatTextLine(result: ClassificationResult): string {
  return formatTextTable([result])[0]!;
}

/**
 * `3 captures: 1 ready, 2 operator_gate; 1 could not be read`: how many inputs of each kind (a
 * state, a verdict), for the line printed beside an --output file or under --quiet.
 */
export function summarizeCounts(noun: string, kinds: readonly string[], unread: number): string {
  const total = kinds.length + unread;
  const counted = countEach(kinds);
  return `${total} ${noun}${total === 1 ? '' : 's'}${counted === '' ? '' : `: ${counted}`}${unread === 0 ? '' : `; ${unread} could not be read`}`;
}

/** `1 ready, 2 operator_gate`, in order of first appearance. */
function countEach(kinds: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const kind of kinds) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return [...counts].map(([kind, count]) => `${count} ${kind}`).join(', ');
}

export function summarizeResults(results: readonly ClassificationResult[], failed: number): string {
  return summarizeCounts('capture', results.map((result) => result.state), failed);
}

/**
 * `2 of 119 captures: 1 failing, 1 operator_gate`: how many results are in a --fail-on state, by
 * state, out of every input; null when none is.
 */
export function summarizeFailOn(results: readonly ClassificationResult[], failOn: ReadonlySet<string>, inputs: number): string | null {
  const flagged = results.map((result) => result.state).filter((state) => failOn.has(state));
  if (flagged.length === 0) return null;
  return `${flagged.length} of ${inputs} capture${inputs === 1 ? '' : 's'}: ${countEach(flagged)}`;
}
