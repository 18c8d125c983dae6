// The shape of bench/results.json, and the table a run prints.

import type { Timing } from './measure.js';

export interface BaselineResult {
  readonly name: string;
  readonly median_ns: number;
  readonly p95_ns?: number;
  /** The baseline was stopped at `median_ns` without finishing: the ratio is then a lower bound. */
  readonly timed_out?: boolean;
}

export interface TargetCheck {
  /** The target, in words. */
  readonly text: string;
  readonly met: boolean;
  /** What was measured against it, in words. */
  readonly measured: string;
}

export interface CaseResult {
  readonly name: string;
  readonly group: string;
  readonly ours: Pick<Timing, 'median_ns' | 'p95_ns'> & Partial<Timing>;
  readonly baseline: BaselineResult | null;
  /** baseline ÷ ours: above 1, ours is faster. Null without a baseline. */
  readonly ratio: number | null;
  readonly ratio_is_lower_bound?: boolean;
  /** Throughputs, sizes, memory: whatever the case reports besides time. */
  readonly metrics?: Readonly<Record<string, number | string | boolean>>;
  readonly targets?: readonly TargetCheck[];
  readonly notes?: readonly string[];
}

export interface Machine {
  readonly node: string;
  readonly v8: string;
  readonly platform: string;
  readonly arch: string;
  readonly cpus: number;
  readonly cpu_model: string;
  readonly memory_gb: number;
  readonly loadavg_at_start: readonly number[];
}

export interface ResultsFile {
  readonly machine: Machine;
  readonly generated_at: string;
  readonly quick: boolean;
  readonly cases: readonly CaseResult[];
}

export function caseResult(
  group: string,
  name: string,
  ours: Timing,
  baseline: (Timing & { name: string; timed_out?: boolean }) | null,
  extra: Pick<CaseResult, 'metrics' | 'targets' | 'notes'> = {},
): CaseResult {
  return {
    name,
    group,
    ours,
    baseline:
      baseline === null
        ? null
        : { name: baseline.name, median_ns: baseline.median_ns, p95_ns: baseline.p95_ns, ...(baseline.timed_out === true && { timed_out: true }) },
    ratio: baseline === null ? null : round(baseline.median_ns / ours.median_ns, 3),
    ...(baseline?.timed_out === true && { ratio_is_lower_bound: true }),
    ...extra,
  };
}

export function round(value: number, digits = 1): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

export function formatNs(ns: number): string {
  if (!Number.isFinite(ns)) return '-';
  if (ns < 1e3) return `${ns.toFixed(0)} ns`;
  if (ns < 1e6) return `${(ns / 1e3).toFixed(ns < 1e4 ? 2 : 1)} µs`;
  if (ns < 1e9) return `${(ns / 1e6).toFixed(ns < 1e7 ? 2 : 1)} ms`;
  return `${(ns / 1e9).toFixed(2)} s`;
}

function formatRatio(result: CaseResult): string {
  if (result.ratio === null) return '-';
  const digits = result.ratio >= 100 ? 0 : result.ratio >= 10 ? 1 : 2;
  return `${result.ratio_is_lower_bound ? '> ' : ''}${result.ratio.toFixed(digits)}×`;
}

function formatBaseline(baseline: BaselineResult | null): string {
  if (baseline === null) return '-';
  return `${baseline.timed_out ? '> ' : ''}${formatNs(baseline.median_ns)}  ${baseline.name}`;
}

/** The metrics worth a column: throughput and memory; the rest stays in the JSON. */
function formatMetrics(metrics: CaseResult['metrics']): string {
  if (metrics === undefined) return '';
  const shown: string[] = [];
  for (const [key, value] of Object.entries(metrics)) {
    if (!/per_s|rss|per_kb|loaded/.test(key)) continue;
    shown.push(`${key}=${typeof value === 'number' ? value.toLocaleString('en-US', { maximumFractionDigits: 1 }) : String(value)}`);
  }
  return shown.join(' ');
}

/** A Markdown table: readable in a terminal and pasted as is into BENCHMARKS.md. */
export function formatTable(cases: readonly CaseResult[]): string {
  const rows = cases.map((c) => [
    c.name,
    formatNs(c.ours.median_ns),
    formatNs(c.ours.p95_ns),
    formatBaseline(c.baseline),
    formatRatio(c),
    formatMetrics(c.metrics),
    (c.targets ?? []).map((t) => (t.met ? 'met' : 'MISSED')).join(', '),
  ]);
  const header = ['case', 'ours median', 'ours p95', 'baseline median', 'ratio (baseline ÷ ours)', 'metrics', 'target'];
  const widths = header.map((title, col) => Math.max(title.length, ...rows.map((row) => row[col]!.length)));
  const line = (cells: readonly string[]) => `| ${cells.map((cell, col) => cell.padEnd(widths[col]!)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export function formatTargets(cases: readonly CaseResult[]): string {
  const lines: string[] = [];
  for (const c of cases) for (const t of c.targets ?? []) lines.push(`- ${t.met ? 'met' : 'MISSED'}: ${t.text} — ${t.measured}`);
  return lines.join('\n');
}

/**
 * A throughput target is judged on the sizes it names (10,000 files, 200 MB, 1,000,000 events); a
 * quick run's inputs are too small for start-up not to dominate, so it reports no verdict.
 */
export function sizedTargets(quick: boolean, targets: readonly TargetCheck[]): Pick<CaseResult, 'targets' | 'notes'> {
  return quick ? { notes: ['quick run: inputs too small to judge the throughput target; run without --quick'] } : { targets };
}
