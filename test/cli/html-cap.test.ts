// The HTML page of a timeline stays small: at most REPORT_TRANSITION_LIMIT screens per recording, and it says what it left out.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Transition } from '../../src/classify/timeline.js';
import { renderHtmlReport, REPORT_TRANSITION_LIMIT, transitionCollector } from '../../src/output/html-report.js';
import type { ClassificationResult } from '../../src/result/types.js';
import { ROOT, runCli } from './run-cli.js';

const scratch = mkdtempSync(join(tmpdir(), 'ptyscreen-html-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Synthetic: a recording flickering between ready and a gate, `count` times. */
function flicker(count: number): Transition[] {
  const evidence = { rule: 'x/trust', lines: [1] };
  const gate = { kind: 'trust', subject: null, input: 'key', options: [] } as const;
  return Array.from({ length: count }, (_, i) => ({
    entry: i % 2 === 0 ? { t: i, state: 'ready', vendor: 'x', evidence } : { t: i, state: 'operator_gate', gate, vendor: 'x', evidence },
    lines: [`screen ${i}`, '─'.repeat(100)],
  }));
}

describe('the HTML timeline page', () => {
  it(`shows the first ${REPORT_TRANSITION_LIMIT} transitions of a long recording and says how many it left out`, () => {
    const collector = transitionCollector();
    for (const transition of flicker(18_000)) collector.add('long.cast', transition);
    const result: ClassificationResult = { source: 'long.cast', state: 'ready', vendor: 'x', admitsBlindWrite: true, evidence: { rule: null, lines: [] } };
    const html = renderHtmlReport([collector.reportOf(result)]);
    expect(html.match(/<pre class="screen">/g)).toHaveLength(REPORT_TRANSITION_LIMIT);
    expect(html.match(/class="seg"/g)).toHaveLength(REPORT_TRANSITION_LIMIT);
    expect(html).toContain(`Showing the first ${REPORT_TRANSITION_LIMIT} of 18,000 transitions; the last 17,700 are left out`);
    expect(html.length).toBeLessThan(1 << 20);
  });

  it('a capture that is not a recording shows its one screen; --format html implies --timeline', () => {
    const out = join(scratch, 'page.html');
    const screen = join(ROOT, 'rules/gemini-cli/fixtures/trust-folder-120x40/screen.txt');
    const run = runCli(['classify', screen, '--process', 'node', '--format', 'html', '--output', out]);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`wrote ${out}: 1 capture: 1 operator_gate\n`);
    const html = readFileSync(out, 'utf8');
    expect(html.match(/<pre class="screen">/g)).toHaveLength(1);
    expect(html).toContain('operator_gate · trust');
  });
});
