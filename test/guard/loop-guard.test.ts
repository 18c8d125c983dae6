// createAutoProceedLoopGuard: threshold, window, clamping, run length, grounded feed → steer → halt.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  createAutoProceedLoopGuard,
  GROUNDED_NO_PROGRESS_STEER,
  resolveLoopGuardOptions,
} from '../../src/guard/index.js';

const runs = (guard: ReturnType<typeof createAutoProceedLoopGuard>, prompts: string[]): number[] =>
  prompts.map((prompt) => guard.record(prompt).runLength);

describe('record', () => {
  it('halts on the first identical re-feed by default', () => {
    const guard = createAutoProceedLoopGuard();
    expect(guard.record('run the tests')).toEqual({ normalized: 'run the tests', runLength: 1, shouldHalt: false });
    expect(guard.record('run the tests')).toEqual({ normalized: 'run the tests', runLength: 2, shouldHalt: true });
  });

  it('treats a re-feed that differs only in case and whitespace as identical', () => {
    const guard = createAutoProceedLoopGuard();
    guard.record('Run the tests');
    expect(guard.record('  run THE\n tests ').shouldHalt).toBe(true);
  });

  it('never halts on a prompt that differs in content', () => {
    const guard = createAutoProceedLoopGuard();
    guard.record('run the tests');
    expect(guard.record('run the tests again').shouldHalt).toBe(false);
  });

  it('does not halt on "do X, then Y, then X"', () => {
    const guard = createAutoProceedLoopGuard();
    expect(['X', 'Y', 'X', 'Y', 'X'].map((p) => guard.record(p).shouldHalt)).toEqual([false, false, false, false, false]);
  });

  it('counts only the run ending at the newest feed', () => {
    const guard = createAutoProceedLoopGuard({ repeatThreshold: 3, windowSize: 5 });
    expect(runs(guard, ['a', 'a', 'b', 'a', 'a', 'a'])).toEqual([1, 2, 1, 1, 2, 3]);
  });

  it('halts at a higher threshold only when the run reaches it', () => {
    const guard = createAutoProceedLoopGuard({ repeatThreshold: 3 });
    expect(['p', 'p', 'p'].map((p) => guard.record(p).shouldHalt)).toEqual([false, false, true]);
  });

  it('keeps the run capped by the window', () => {
    const guard = createAutoProceedLoopGuard({ windowSize: 3 });
    expect(runs(guard, ['a', 'a', 'a', 'a', 'a'])).toEqual([1, 2, 3, 3, 3]);
  });

  it('keeps halting while the same prompt keeps coming', () => {
    const guard = createAutoProceedLoopGuard();
    guard.record('a');
    expect([1, 2, 3].map(() => guard.record('a').shouldHalt)).toEqual([true, true, true]);
  });
});

describe('options', () => {
  it.each([
    [{}, { repeatThreshold: 2, windowSize: 3 }],
    [{ repeatThreshold: 1 }, { repeatThreshold: 2, windowSize: 3 }],
    [{ repeatThreshold: 0 }, { repeatThreshold: 2, windowSize: 3 }],
    [{ repeatThreshold: -5 }, { repeatThreshold: 2, windowSize: 3 }],
    [{ repeatThreshold: 2.9 }, { repeatThreshold: 2, windowSize: 3 }],
    [{ repeatThreshold: Number.NaN }, { repeatThreshold: 2, windowSize: 3 }],
    [{ repeatThreshold: Number.POSITIVE_INFINITY }, { repeatThreshold: 2, windowSize: 3 }],
    [{ repeatThreshold: 4 }, { repeatThreshold: 4, windowSize: 4 }],
    [{ repeatThreshold: 3, windowSize: 10 }, { repeatThreshold: 3, windowSize: 10 }],
    [{ windowSize: 1 }, { repeatThreshold: 2, windowSize: 2 }],
    [{ windowSize: Number.NaN }, { repeatThreshold: 2, windowSize: 3 }],
  ])('%j resolves to %j', (options, resolved) => {
    expect(resolveLoopGuardOptions(options)).toEqual(resolved);
  });

  it('clamps a threshold of 1 to 2: a single feed never halts', () => {
    const guard = createAutoProceedLoopGuard({ repeatThreshold: 1 });
    expect(guard.record('a').shouldHalt).toBe(false);
    expect(guard.record('a').shouldHalt).toBe(true);
  });

  it('raises a window smaller than the threshold, so the threshold can still be reached', () => {
    const guard = createAutoProceedLoopGuard({ repeatThreshold: 4, windowSize: 2 });
    expect(['a', 'a', 'a', 'a'].map((p) => guard.record(p).shouldHalt)).toEqual([false, false, false, true]);
  });
});

describe('history, size, reset', () => {
  it('keeps the newest windowSize normalized prompts, oldest first', () => {
    const guard = createAutoProceedLoopGuard({ windowSize: 3 });
    for (const prompt of ['One', 'Two', 'Three', 'Four']) guard.record(prompt);
    expect(guard.history()).toEqual(['two', 'three', 'four']);
    expect(guard.size()).toBe(3);
  });

  it('returns a copy', () => {
    const guard = createAutoProceedLoopGuard();
    guard.record('a');
    (guard.history() as string[]).push('b');
    expect(guard.history()).toEqual(['a']);
  });

  it('forgets the run on reset, so the next feed starts clean', () => {
    const guard = createAutoProceedLoopGuard();
    guard.record('a');
    guard.reset();
    expect(guard.size()).toBe(0);
    expect(guard.history()).toEqual([]);
    expect(guard.record('a')).toMatchObject({ runLength: 1, shouldHalt: false });
  });

  it('matches a model of the spec on any sequence', () => {
    const step = fc.oneof(fc.constantFrom('a', 'A ', 'b', 'c').map((p) => ({ p })), fc.constant({ reset: true as const }));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 6 }), fc.array(step, { maxLength: 40 }), (threshold, window, steps) => {
        const guard = createAutoProceedLoopGuard({ repeatThreshold: threshold, windowSize: window });
        const { repeatThreshold, windowSize } = resolveLoopGuardOptions({ repeatThreshold: threshold, windowSize: window });
        let model: string[] = [];
        for (const s of steps) {
          if ('reset' in s) {
            guard.reset();
            model = [];
            continue;
          }
          const normalized = s.p.trim().toLowerCase();
          model = [...model, normalized].slice(-windowSize);
          let run = 0;
          for (let i = model.length - 1; i >= 0 && model[i] === normalized; i -= 1) run += 1;
          expect(guard.record(s.p)).toEqual({ normalized, runLength: run, shouldHalt: run >= repeatThreshold });
          expect(guard.history()).toEqual(model);
        }
      }),
    );
  });
});

describe('recordGrounded', () => {
  it('feeds, then steers on the first repetition, then halts when the repetition survives the steer', () => {
    const guard = createAutoProceedLoopGuard();
    expect(guard.recordGrounded('continue: write the parser')).toMatchObject({ action: 'feed', runLength: 1, shouldHalt: false });
    expect(guard.recordGrounded('continue: write the parser')).toMatchObject({ action: 'steer', runLength: 2, shouldHalt: false });
    expect(guard.recordGrounded('continue: write the parser')).toMatchObject({ action: 'halt', runLength: 3, shouldHalt: true });
  });

  it('resets the steer when a different prompt is recorded (the board moved)', () => {
    const guard = createAutoProceedLoopGuard();
    guard.recordGrounded('continue: A');
    expect(guard.recordGrounded('continue: A').action).toBe('steer');
    expect(guard.recordGrounded('continue: B').action).toBe('feed');
    expect(guard.recordGrounded('continue: A').action).toBe('feed');
    expect(guard.recordGrounded('continue: A').action).toBe('steer');
  });

  it('resets the steer when an auto prompt is recorded in between', () => {
    const guard = createAutoProceedLoopGuard();
    guard.recordGrounded('continue: A');
    guard.recordGrounded('continue: A');
    guard.record('something the model suggested');
    guard.recordGrounded('continue: A');
    expect(guard.recordGrounded('continue: A').action).toBe('steer');
  });

  it('resets the steer on reset', () => {
    const guard = createAutoProceedLoopGuard();
    guard.recordGrounded('continue: A');
    guard.recordGrounded('continue: A');
    guard.reset();
    guard.recordGrounded('continue: A');
    expect(guard.recordGrounded('continue: A').action).toBe('steer');
  });

  it('steers once per prompt: a steered prompt that repeats again keeps halting', () => {
    const guard = createAutoProceedLoopGuard();
    const actions = [1, 2, 3, 4].map(() => guard.recordGrounded('continue: A').action);
    expect(actions).toEqual(['feed', 'steer', 'halt', 'halt']);
  });

  it('shares history with record: an auto re-feed of a grounded prompt halts', () => {
    const guard = createAutoProceedLoopGuard();
    guard.recordGrounded('continue: A');
    expect(guard.record('continue: A').shouldHalt).toBe(true);
  });

  it('has a steer text that tells the agent to update the board', () => {
    expect(GROUNDED_NO_PROGRESS_STEER).toMatch(/board/i);
    expect(GROUNDED_NO_PROGRESS_STEER).toMatch(/completed/i);
  });
});
