// A recording's timeline, printed: each entry carries what its state carries (the gate, the reason, the foreign process).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { TimelineEntry } from '../../src/classify/timeline.js';
import { formatTimelineLines } from '../../src/output/timeline-text.js';
import { runCli } from './run-cli.js';

const scratch = mkdtempSync(join(tmpdir(), 'ptyscreen-timeline-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A synthetic two-event recording: whatever it shows, the process `vim` makes it not_agent. */
function syntheticCast(): string {
  const file = join(scratch, 'synthetic-vim.cast');
  writeFileSync(file, '{"version":2,"width":40,"height":5}\n[0.1,"o","hello"]\n[1.0,"o","\\r\\nworld"]\n');
  return file;
}

describe('classify --timeline', () => {
  it('a not_agent entry names the process it saw (it printed "process undefined")', () => {
    const cast = syntheticCast();
    const text = runCli(['classify', cast, '--timeline', '--process', 'vim']);
    expect(text.status).toBe(0);
    expect(text.stdout).not.toContain('undefined');
    expect(text.stdout.split('\n')[1]).toMatch(/^\s+0\.10s\s+not_agent\s+process vim$/);
    const json = runCli(['classify', cast, '--timeline', '--process', 'vim', '--json']);
    const [result] = JSON.parse(json.stdout) as { timeline: Record<string, unknown>[] }[];
    expect(result!.timeline).toEqual([{ t: 0.1, state: 'not_agent', observedProcess: 'vim', vendor: null, evidence: expect.any(Object) }]);
  });

  it('standard input cannot be a timeline: said on standard error, not dropped silently', () => {
    const run = runCli(['classify', '-', '--timeline', '--process', 'vim'], { input: '{"version":2,"width":40,"height":5}\n[0.1,"o","hello"]\n' });
    expect(run.status).toBe(0);
    expect(run.stderr).toContain('-: standard input is classified at its final screen; for --timeline give the recording as a file');
  });
});

describe('formatTimelineLines', () => {
  it('describes each entry by its state: gate, reason, process', () => {
    const evidence = { rule: 'x/y', lines: [1] };
    const entries: TimelineEntry[] = [
      { t: 0, state: 'not_agent', observedProcess: 'bash', vendor: null, evidence: { rule: null, lines: [] } },
      { t: 1.5, state: 'operator_gate', gate: { kind: 'trust', subject: 'proj', input: 'select', options: [] }, vendor: 'x', evidence },
      { t: 12, state: 'failing', reason: 'rate_limited', vendor: 'x', evidence },
    ];
    expect(formatTimelineLines(entries).map((line) => line.replace(/\s+/g, ' ').trim())).toEqual([
      '0.00s not_agent process bash',
      '1.50s operator_gate trust "proj" (select) x/y',
      '12.00s failing rate_limited x/y',
    ]);
  });
});
