// The timing harness keeps any number of samples: a fast task on a loaded machine yields very many.
import { describe, expect, it } from 'vitest';
import { appendAll, summarize } from '../../bench/lib/measure.js';

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
