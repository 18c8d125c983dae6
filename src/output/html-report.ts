// A self-contained HTML report of recordings: a timeline bar of states and the screen at each transition.

import type { TimelineEntry, Transition } from '../classify/timeline.js';
import type { ClassificationResult, ScreenStateName } from '../result/types.js';
import { describeResult } from './results.js';

/**
 * Transitions a page shows per recording, each with its screen. A recording that flickers between
 * states made 18,000 transitions and a 21 MB page no browser opens comfortably; the page says how
 * many were left out and how to get them all.
 */
export const REPORT_TRANSITION_LIMIT = 300;

export interface RecordingReport {
  readonly source: string;
  readonly result: ClassificationResult;
  /** The first transitions, with their screens; a single screen is one transition at 0 s. */
  readonly transitions: readonly Transition[];
  /** Transitions after those, left out of the page. */
  readonly omitted?: number;
}

/** Keeps each source's first `limit` transitions as they arrive and counts the rest: memory stays bounded too. */
export function transitionCollector(limit: number = REPORT_TRANSITION_LIMIT) {
  const kept = new Map<string, Transition[]>();
  const omitted = new Map<string, number>();
  // Arrow functions: `add` is handed on as a callback, detached from this object.
  return {
    add: (source: string, transition: Transition): void => {
      const list = kept.get(source) ?? kept.set(source, []).get(source)!;
      if (list.length < limit) list.push(transition);
      else omitted.set(source, (omitted.get(source) ?? 0) + 1);
    },
    reportOf: (result: ClassificationResult): RecordingReport => {
      const source = result.source ?? '-';
      return { source, result, transitions: kept.get(source) ?? [], omitted: omitted.get(source) ?? 0 };
    },
  };
}

const STATE_COLOURS: Record<ScreenStateName, string> = {
  ready: '#2e7d32',
  operator_gate: '#f9a825',
  failing: '#c62828',
  not_agent: '#6a1b9a',
  unknown: '#9e9e9e',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function entryLabel(entry: TimelineEntry): string {
  if (entry.state === 'operator_gate') return `${entry.state} · ${entry.gate.kind}`;
  if (entry.state === 'failing') return `${entry.state} · ${entry.reason}`;
  return entry.state;
}

function timelineBar(transitions: readonly Transition[]): string {
  if (transitions.length === 0) return '';
  const end = Math.max(transitions[transitions.length - 1]!.entry.t + 1, 1);
  const segments = transitions.map(({ entry }, i) => {
    const next = transitions[i + 1]?.entry.t ?? end;
    // Each state fills the bar for as long as it lasted; a floor keeps a blink visible and clickable.
    const grow = Math.max(next - entry.t, end / 200);
    const title = `${entry.t.toFixed(2)}s ${entryLabel(entry)}`;
    return `<a class="seg" href="#t${i}" style="flex-grow:${grow.toFixed(3)};background:${STATE_COLOURS[entry.state]}" title="${escapeHtml(title)}"></a>`;
  });
  return `<div class="bar">${segments.join('')}</div>`;
}

function transitionSection(transition: Transition, i: number): string {
  const { entry, lines } = transition;
  return [
    `<section id="t${i}">`,
    `<h3><span class="dot" style="background:${STATE_COLOURS[entry.state]}"></span>${entry.t.toFixed(2)}s — ${escapeHtml(entryLabel(entry))}</h3>`,
    `<p class="meta">${escapeHtml(describeResult(entry))}${entry.evidence.rule ? ` · rule <code>${escapeHtml(entry.evidence.rule)}</code>` : ''}${entry.vendor ? ` · ${escapeHtml(entry.vendor)}` : ''}</p>`,
    `<pre class="screen">${lines.map((line, n) => (entry.evidence.lines.includes(n + 1) ? `<mark>${escapeHtml(line)}</mark>` : escapeHtml(line))).join('\n')}</pre>`,
    '</section>',
  ].join('\n');
}

function omittedNote(report: RecordingReport, shown: number, omitted: number): string {
  if (omitted === 0) return '';
  const count = (n: number): string => n.toLocaleString('en-US');
  return `<p class="omitted">Showing the first ${count(shown)} of ${count(shown + omitted)} transitions; the last ${count(omitted)} are left out to keep this page small. Every transition: <code>ptyscreen classify ${escapeHtml(report.source)} --timeline --format json</code>.</p>`;
}

function recordingArticle(report: RecordingReport): string {
  // A caller that hands over more than the limit is capped here too.
  const shown = report.transitions.slice(0, REPORT_TRANSITION_LIMIT);
  const omitted = (report.omitted ?? 0) + report.transitions.length - shown.length;
  return `<article><h2>${escapeHtml(report.source)}</h2><p>Final: <strong>${escapeHtml(report.result.state)}</strong> ${escapeHtml(describeResult(report.result))}</p>${omittedNote(report, shown.length, omitted)}${timelineBar(shown)}${shown.map(transitionSection).join('\n')}</article>`;
}

export function renderHtmlReport(reports: readonly RecordingReport[]): string {
  const legend = Object.entries(STATE_COLOURS)
    .map(([state, colour]) => `<span><span class="dot" style="background:${colour}"></span>${state}</span>`)
    .join(' ');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>ptyscreen timeline report</title>
<style>
body{font-family:system-ui,sans-serif;margin:2em;background:#fafafa;color:#222}
.bar{display:flex;height:28px;border:1px solid #444;margin:1em 0;border-radius:4px;overflow:hidden}
.seg{display:block;height:100%;flex-basis:0}
.dot{display:inline-block;width:.8em;height:.8em;border-radius:50%;margin-right:.4em;vertical-align:middle}
.legend span{margin-right:1.2em}
pre.screen{background:#111;color:#ddd;padding:.8em;font:12px/1.25 monospace;overflow-x:auto;border-radius:4px}
pre.screen mark{background:#5c4d00;color:#fff}
.meta{color:#555}
.omitted{background:#fff3cd;border:1px solid #e0c36c;padding:.5em .8em;border-radius:4px}
section{margin-bottom:2em}
</style></head>
<body><h1>ptyscreen timeline report</h1><p class="legend">${legend}</p>
${reports.map(recordingArticle).join('\n')}
</body></html>
`;
}
