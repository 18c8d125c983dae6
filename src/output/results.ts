// Renders classification results for people (aligned text) and for programs (JSON, JSON Lines).

import type { ClassificationResult, ScreenState } from '../state/types.js';

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

/** `3 captures: 1 ready, 2 operator_gate; 1 could not be read`, for the line printed beside an --output file. */
export function summarizeResults(results: readonly ClassificationResult[], failed: number): string {
  const counts = new Map<string, number>();
  for (const result of results) counts.set(result.state, (counts.get(result.state) ?? 0) + 1);
  const total = results.length + failed;
  const states = [...counts].map(([state, count]) => `${count} ${state}`).join(', ');
  return `${total} capture${total === 1 ? '' : 's'}${states === '' ? '' : `: ${states}`}${failed === 0 ? '' : `; ${failed} could not be read`}`;
}
