// CI assertions on a replay: each expectation a report fails, in words.
import { describe, expect, it } from 'vitest';
import { checkExpectations } from '../../src/transcript/expectations.js';
import { emptyTally, toReport, type ReplayReport } from '../../src/transcript/report.js';
import type { ReplayHalt } from '../../src/transcript/events.js';

const report = (halts: ReplayHalt[], redirected = 0): ReplayReport => toReport('t.jsonl', 'native', {}, { ...emptyTally(), redirected, halts });
const halt = (line: number): ReplayHalt => ({ line, reason: 'repeat', prompt: 'continue' });

describe('checkExpectations', () => {
  it('finds nothing to say when nothing is expected', () => {
    expect(checkExpectations(report([halt(4)]), {})).toEqual([]);
  });

  it('holds a verdict that is reached', () => {
    expect(checkExpectations(report([]), { verdict: 'clean' })).toEqual([]);
    expect(checkExpectations(report([], 1), { verdict: 'advanced' })).toEqual([]);
    expect(checkExpectations(report([halt(4)]), { verdict: 'halted' })).toEqual([]);
  });

  it('names the verdict wanted and got, and the first halt where one fired', () => {
    expect(checkExpectations(report([halt(7), halt(9)]), { verdict: 'clean' })).toEqual(['expected the verdict clean, got halted (first halt at line 7)']);
    expect(checkExpectations(report([]), { verdict: 'halted' })).toEqual(['expected the verdict halted, got clean']);
  });

  it('holds halt lines given in any order and with repeats', () => {
    expect(checkExpectations(report([halt(3), halt(12)]), { haltLines: [12, 3, 3] })).toEqual([]);
  });

  it('fails on a missing halt, an extra one, or none at all', () => {
    expect(checkExpectations(report([halt(3)]), { haltLines: [3, 12] })).toEqual(['expected halts at line 3, 12; halts fired at line 3']);
    expect(checkExpectations(report([halt(3), halt(5)]), { haltLines: [3] })).toEqual(['expected halts at line 3; halts fired at line 3, 5']);
    expect(checkExpectations(report([]), { haltLines: [8] })).toEqual(['expected halts at line 8; no halt fired']);
  });

  it('treats an empty list of halt lines as no expectation', () => {
    expect(checkExpectations(report([halt(3)]), { haltLines: [] })).toEqual([]);
  });

  it('reports both failures when both fail', () => {
    expect(checkExpectations(report([]), { verdict: 'halted', haltLines: [2] })).toEqual(['expected the verdict halted, got clean', 'expected halts at line 2; no halt fired']);
  });
});
