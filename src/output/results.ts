// Renders classification results for people (aligned text) and for programs (JSON, JSON Lines).

import type { ClassificationResult } from '../state/types.js';

export type ResultFormat = 'text' | 'json' | 'jsonl';

/** What a person wants to know at a glance: the gate's kind and subject, the failure's reason, the process. */
export function describeResult(result: ClassificationResult): string {
  switch (result.state) {
    case 'operator_gate': {
      const { gate } = result;
      const subject = gate.subject === null ? '' : ` ${JSON.stringify(gate.subject)}`;
      const options = gate.options.length === 0 ? '' : ` [${gate.options.map((o) => `${o.selected ? '*' : ''}${o.label}`).join(' | ')}]`;
      return `${gate.kind}${subject} (${gate.input})${options}`;
    }
    case 'failing':
      return result.reason;
    case 'not_agent':
      return `process ${result.observedProcess}`;
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
