// A replay collected into its report: counts, halts, warnings and a verdict that follows from them.
import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../../src/transcript/events.js';
import { createReplayCollector, decisionsNeeded, emptyTally, replay, toReport } from '../../src/transcript/report.js';

const auto = (prompt: string): TranscriptEvent => ({ type: 'auto', prompt });

describe('toReport', () => {
  it('is clean with no halt and nothing redirected, with the guard defaults', () => {
    expect(toReport('t.jsonl', 'native', {}, emptyTally())).toEqual({
      source: 't.jsonl',
      format: 'native',
      options: { repeatThreshold: 2, windowSize: 3 },
      events: 0,
      attempts: 0,
      redirected: 0,
      imported: { inputs: 0, replies: 0, boards: 0 },
      decisions: [],
      halts: [],
      warnings: [],
      verdict: 'clean',
    });
  });

  it('is advanced when an attempt was redirected, and halted when a halt fired, whatever else', () => {
    expect(toReport('t', 'native', {}, { ...emptyTally(), redirected: 1 }).verdict).toBe('advanced');
    expect(toReport('t', 'native', {}, { ...emptyTally(), redirected: 3, halts: [{ line: 2, reason: 'repeat', prompt: 'x' }] }).verdict).toBe('halted');
  });

  it('adds the board warning after the reader\'s own when tool calls came with no board', () => {
    expect(toReport('t', 'claude-code', {}, emptyTally(), 2, ['first']).warnings).toEqual([
      'first',
      '2 tool calls but no todo board was read: if the agent kept one, its tool was not recognised',
    ]);
  });
});

describe('replay', () => {
  it('halts on the second feed of the same auto prompt, at its line', () => {
    const result = replay([auto('Continue'), auto('continue  ')]);
    expect(result.verdict).toBe('halted');
    expect(result.halts).toEqual([{ line: 2, reason: 'repeat', prompt: 'continue  ' }]);
    expect([result.events, result.attempts, result.decisions.map((decision) => decision.action)]).toEqual([2, 2, ['feed', 'halt']]);
  });

  it('uses an event\'s own line where it has one', () => {
    expect(replay([{ ...auto('a'), line: 10 }, { ...auto('a'), line: 20 }]).halts.map((halt) => halt.line)).toEqual([20]);
  });

  it('manual input resets the guard: the same prompt after it is fed', () => {
    const result = replay([auto('go'), { type: 'manual', text: 'carry on' }, auto('go')]);
    expect(result.verdict).toBe('clean');
    expect(result.imported).toEqual({ inputs: 3, replies: 0, boards: 0 });
  });

  it('a wider threshold lets a prompt repeat once more', () => {
    expect(replay([auto('x'), auto('x')], { repeatThreshold: 3 }).verdict).toBe('clean');
    expect(replay([auto('x'), auto('x'), auto('x')], { repeatThreshold: 3 }).verdict).toBe('halted');
  });
});

describe('createReplayCollector', () => {
  it('keeps no decisions when told not to, and still counts attempts and halts', () => {
    const collector = createReplayCollector({ keepDecisions: false });
    collector.sink(auto('again'), 1);
    collector.sink(auto('again'), 2);
    const result = collector.finish('t.jsonl', 'native');
    expect(result.decisions).toEqual([]);
    expect([result.attempts, result.halts.length, result.verdict]).toEqual([2, 1, 'halted']);
  });
});

describe('decisionsNeeded', () => {
  it('keeps decisions only for JSON or a snapshot: flags left out (undefined) keep none', () => {
    expect(decisionsNeeded({})).toBe(false);
    expect(decisionsNeeded({ json: false, snapshot: undefined, updateSnapshot: undefined })).toBe(false);
    expect(decisionsNeeded({ json: true })).toBe(true);
    expect(decisionsNeeded({ snapshot: true })).toBe(true);
    expect(decisionsNeeded({ updateSnapshot: true })).toBe(true);
  });
});
