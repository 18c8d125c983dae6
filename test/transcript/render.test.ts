// Replay reports for people and for --json: a heading per transcript, a line per warning and per halt.
import { describe, expect, it } from 'vitest';
import { PtyscreenError } from '../../src/errors.js';
import { renderSummary, toJsonFailure, toJsonReport } from '../../src/transcript/render.js';
import { emptyTally, toReport, type ReplayReport } from '../../src/transcript/report.js';
import type { HaltReason } from '../../src/transcript/events.js';

function report(halts: [number, HaltReason, string][], extra: Partial<ReplayReport> = {}): ReplayReport {
  const base = toReport('t.jsonl', 'native', {}, { ...emptyTally(), halts: halts.map(([line, reason, prompt]) => ({ line, reason, prompt })) });
  return { ...base, ...extra };
}

describe('renderSummary', () => {
  it('a clean replay is one heading line', () => {
    expect(renderSummary(report([], { attempts: 1, imported: { inputs: 2, replies: 1, boards: 0 } }))).toBe(
      't.jsonl: clean (read 2 inputs, 1 reply, 0 boards; 1 feed attempt, no halt)',
    );
  });

  it('says how many attempts were steered or advanced', () => {
    expect(renderSummary(report([], { attempts: 5, redirected: 2, verdict: 'advanced' }))).toBe(
      't.jsonl: advanced (read 0 inputs, 0 replies, 0 boards; 5 feed attempts, 2 steered or advanced, no halt)',
    );
  });

  it('lists warnings, then each halt with why and the first line of its prompt', () => {
    const text = renderSummary(
      report(
        [
          [4, 'repeat', '\n  Continue   with\tthe task\nMore lines'],
          [9, 'no_progress', 'Work on: a'],
          [12, 'advancement_exhausted', 'Next todo'],
        ],
        { attempts: 6, warnings: ['line 3 holds 2 records run together'] },
      ),
    );
    expect(text).toBe(
      [
        't.jsonl: halted (read 0 inputs, 0 replies, 0 boards; 6 feed attempts, 3 halts)',
        '  warning: line 3 holds 2 records run together',
        '  line 4: halt, the same prompt was about to be fed again: "Continue with the task …"',
        '  line 9: halt, the board did not move even after a steer: "Work on: a"',
        '  line 12: halt, advancing past stalled todos did not move the board either: "Next todo"',
      ].join('\n'),
    );
  });

  it('cuts a long first line to 72 characters, the last an ellipsis', () => {
    const text = renderSummary(report([[1, 'repeat', 'y'.repeat(100)]]));
    expect(text.split('\n')[1]).toBe(`  line 1: halt, the same prompt was about to be fed again: "${'y'.repeat(71)}…"`);
  });

  it('shows control and bidi characters of a prompt as escapes', () => {
    const text = renderSummary(report([[2, 'repeat', 'go\u202e']], { source: 'evil\u001b[2J.jsonl' }));
    expect(text).toContain('evil\\u001b[2J.jsonl: halted');
    expect(text).toContain('"go\\u202e"');
    expect(text).not.toMatch(/[\u001b\u202e]/u);
  });
});

describe('toJsonReport and toJsonFailure', () => {
  it('the report keeps its fields in a fixed order and leaves out the options and tallies', () => {
    expect(Object.keys(toJsonReport(report([])))).toEqual(['source', 'format', 'events', 'imported', 'decisions', 'halts', 'warnings', 'verdict']);
  });

  it('a failure names the transcript as the file when the error names none', () => {
    expect(toJsonFailure('t.jsonl', new PtyscreenError('transcript.empty', 'no record'))).toEqual({
      source: 't.jsonl',
      error: { code: 'transcript.empty', message: 'no record', file: 't.jsonl', line: null },
    });
    expect(toJsonFailure('t.jsonl', new PtyscreenError('transcript.json', 'bad', { file: 'other.jsonl', line: 3 }))).toEqual({
      source: 't.jsonl',
      error: { code: 'transcript.json', message: 'bad', file: 'other.jsonl', line: 3 },
    });
  });
});
