// A self-contained HTML report of recordings: a timeline bar of states and the screen at each transition.

import type { TimelineEntry, Transition } from '../classify/timeline.js';
import type { ClassificationResult } from '../state/types.js';
import { describeResult } from './results.js';

export interface RecordingReport {
  readonly source: string;
  readonly result: ClassificationResult & { readonly timeline?: readonly TimelineEntry[] };
  readonly transitions: readonly Transition[];
}

const STATE_COLOURS: Record<ClassificationResult['state'], string> = {
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
  if (entry.gate) return `${entry.state} · ${entry.gate.kind}`;
  if (entry.reason) return `${entry.state} · ${entry.reason}`;
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
  const detail = describeResult({ ...entry, admitsBlindWrite: false } as unknown as ClassificationResult);
  return [
    `<section id="t${i}">`,
    `<h3><span class="dot" style="background:${STATE_COLOURS[entry.state]}"></span>${entry.t.toFixed(2)}s — ${escapeHtml(entryLabel(entry))}</h3>`,
    `<p class="meta">${escapeHtml(detail)}${entry.evidence.rule ? ` · rule <code>${escapeHtml(entry.evidence.rule)}</code>` : ''}${entry.vendor ? ` · ${escapeHtml(entry.vendor)}` : ''}</p>`,
    `<pre class="screen">${lines.map((line, n) => (entry.evidence.lines.includes(n + 1) ? `<mark>${escapeHtml(line)}</mark>` : escapeHtml(line))).join('\n')}</pre>`,
    '</section>',
  ].join('\n');
}

export function renderHtmlReport(reports: readonly RecordingReport[]): string {
  const legend = Object.entries(STATE_COLOURS)
    .map(([state, colour]) => `<span><span class="dot" style="background:${colour}"></span>${state}</span>`)
    .join(' ');
  const body = reports
    .map(
      (report) =>
        `<article><h2>${escapeHtml(report.source)}</h2><p>Final: <strong>${escapeHtml(report.result.state)}</strong> ${escapeHtml(describeResult(report.result))}</p>${timelineBar(report.transitions)}${report.transitions.map(transitionSection).join('\n')}</article>`,
    )
    .join('\n');
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
section{margin-bottom:2em}
</style></head>
<body><h1>ptyscreen timeline report</h1><p class="legend">${legend}</p>
${body}
</body></html>
`;
}
