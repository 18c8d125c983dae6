// The timing harness keeps any number of samples: a fast task on a loaded machine yields very many.
import { describe, expect, it } from 'vitest';
import { appendAll, slicesPerRound, summarize, turns } from '../../bench/lib/measure.js';

describe('measure', () => {
  it('appends a round of a million samples without overflowing the stack', () => {
    const samples = [0.5];
    const round = Array.from({ length: 1_000_000 }, (_, i) => i % 7);
    appendAll(samples, round);
    expect(samples).toHaveLength(1_000_001);
    expect(samples[1_000_000]).toBe(999_999 % 7);
    expect(summarize(samples).samples).toBe(1_000_001);
  });
});

describe('measure schedule', () => {
  it('cuts a round into 25 ms slices, fewer and longer for a task slower than that', () => {
    expect(slicesPerRound(400, 0.02)).toBe(16);
    expect(slicesPerRound(100, 0.02)).toBe(4);
    expect(slicesPerRound(800, 60)).toBe(13);
    expect(slicesPerRound(200, 600)).toBe(1);
  });

  it('has the tasks take turns slice by slice, each going first as often as the other', () => {
    const schedule = turns(['ours', 'baseline'], 4 * slicesPerRound(100, 0.02));
    expect(schedule.slice(0, 3)).toEqual([['ours', 'baseline'], ['baseline', 'ours'], ['ours', 'baseline']]);
    expect(schedule).toHaveLength(16);
    expect(schedule.filter((order) => order[0] === 'ours')).toHaveLength(8);
  });
});
