// The timing harness keeps any number of samples: a fast task on a loaded machine yields very many.
import { describe, expect, it } from 'vitest';
import { appendAll, measure, summarize } from '../../bench/lib/measure.js';

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
  it('has the tasks take turns in short slices within a round, not once per round', async () => {
    const calls: string[] = [];
    const task = (name: string) => () => {
      // A task long enough to be timed one call per sample, short enough to fit many slices.
      const until = performance.now() + 2;
      while (performance.now() < until) {
        // busy
      }
      calls.push(name);
    };
    const timings = await measure({ a: task('a'), b: task('b') }, { rounds: 2, timeMs: 100, warmupMs: 5 });
    // Runs of consecutive calls to one task: one per slice once the probes are past.
    const runs: string[] = [];
    for (const name of calls) if (runs.at(-1) !== name) runs.push(name);
    // The probes (a, b), then two rounds of 100 ms in slices of 25 ms taking turns a b, b a, a b …:
    // 11 runs. Turns once per round would make 5; a probe slowed past a slice by the machine's load
    // leaves fewer, longer slices, still more than that.
    expect(runs.length).toBeGreaterThanOrEqual(8);
    expect(timings.a!.samples).toBeGreaterThan(8);
    expect(timings.b!.samples).toBeGreaterThan(8);
  });
});
