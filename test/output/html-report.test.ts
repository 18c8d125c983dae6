// The HTML report of recordings: a bar of states, the screen at each transition, a cap on how many.
import { describe, expect, it } from 'vitest';
import type { TimelineEntry, Transition } from '../../src/classify/timeline.js';
import { renderHtmlReport, REPORT_TRANSITION_LIMIT, transitionCollector } from '../../src/output/html-report.js';
import type { ClassificationResult } from '../../src/result/types.js';

const ready = (t: number): TimelineEntry => ({ t, state: 'ready', vendor: 'claude-code', evidence: { rule: null, lines: [] } });
const gateAt = (t: number): TimelineEntry => ({
  t,
  state: 'operator_gate',
  gate: { kind: 'permission', subject: 'rm -rf <build>', input: 'select', options: [] },
  vendor: 'claude-code',
  evidence: { rule: 'claude-code/bash-permission', lines: [2] },
});
const transition = (entry: TimelineEntry, lines: string[] = ['one']): Transition => ({ entry, lines });
const result: ClassificationResult = { source: 'rec <1>.cast', state: 'ready', vendor: 'claude-code', admitsBlindWrite: true, evidence: { rule: null, lines: [] } };

describe('transitionCollector', () => {
  it('keeps the first transitions of each source up to the limit and counts the rest', () => {
    const collector = transitionCollector(2);
    for (const t of [0, 1, 2, 3]) collector.add('a.cast', transition(ready(t)));
    collector.add('b.cast', transition(ready(0)));
    const a = collector.reportOf({ ...result, source: 'a.cast' });
    expect([a.source, a.transitions.map((kept) => kept.entry.t), a.omitted]).toEqual(['a.cast', [0, 1], 2]);
    expect(collector.reportOf({ ...result, source: 'b.cast' }).omitted).toBe(0);
  });

  it('reports a source it never heard of with no transitions, and a result with no source as -', () => {
    const collector = transitionCollector();
    const { source: _, ...unnamed } = result;
    expect(collector.reportOf(unnamed as ClassificationResult)).toMatchObject({ source: '-', transitions: [], omitted: 0 });
  });
});

describe('renderHtmlReport', () => {
  const page = renderHtmlReport([{ source: 'rec <1>.cast', result, transitions: [transition(ready(0)), transition(gateAt(1.5), ['$ make', 'Allow <script>?'])] }]);

  it('is one self-contained page with a legend of the five states', () => {
    expect(page.startsWith('<!doctype html>\n')).toBe(true);
    expect(page.endsWith('</body></html>\n')).toBe(true);
    for (const state of ['ready', 'operator_gate', 'failing', 'not_agent', 'unknown']) expect(page).toContain(`</span>${state}</span>`);
  });

  it('escapes the source, the screen and the subject', () => {
    expect(page).toContain('<h2>rec &#60;1&#62;.cast</h2>');
    expect(page).toContain('<mark>Allow &#60;script&#62;?</mark>');
    expect(page).toContain('permission &#34;rm -rf &#60;build&#62;&#34; (select)');
    expect(page).not.toContain('<script>');
  });

  it('marks the lines the rule read, and heads each transition with its time and state', () => {
    expect(page).toContain('<pre class="screen">$ make\n<mark>Allow &#60;script&#62;?</mark></pre>');
    expect(page).toContain('1.50s — operator_gate · permission</h3>');
    expect(page).toContain('0.00s — ready</h3>');
    expect(page).toContain(' · rule <code>claude-code/bash-permission</code> · claude-code</p>');
  });

  it('draws one bar segment per transition, linked to its section', () => {
    expect(page.match(/<a class="seg" href="#t\d+"/gu)).toEqual(['<a class="seg" href="#t0"', '<a class="seg" href="#t1"']);
    // The gate lasts from 1.5 s to the end, one second past the last transition.
    expect(page).toContain('href="#t0" style="flex-grow:1.500;');
    expect(page).toContain('href="#t1" style="flex-grow:1.000;');
  });

  it('says how many transitions were left out and how to see them all', () => {
    const many = Array.from({ length: REPORT_TRANSITION_LIMIT + 2 }, (_, i) => transition(ready(i)));
    const capped = renderHtmlReport([{ source: 'long.cast', result, transitions: many, omitted: 1000 }]);
    expect(capped).toContain(
      'Showing the first 300 of 1,302 transitions; the last 1,002 are left out to keep this page small. Every transition: <code>ptyscreen classify long.cast --timeline --format json</code>.',
    );
    expect(capped.match(/<section id=/gu)).toHaveLength(300);
  });

  it('draws no bar and no note for a recording with no transition', () => {
    const empty = renderHtmlReport([{ source: 'x.txt', result, transitions: [] }]);
    expect(empty).not.toContain('class="bar"');
    expect(empty).not.toContain('class="omitted"');
    expect(empty).toContain('<p>Final: <strong>ready</strong> </p>');
  });
});
