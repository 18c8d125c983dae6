// createContinuationAttemptTracker counts attempts and skips per todo, and forgets them on reset.
import { describe, expect, it } from 'vitest';
import { createContinuationAttemptTracker } from '../../src/guard/index.js';

describe('createContinuationAttemptTracker', () => {
  it('counts attempts per todo from 1', () => {
    const tracker = createContinuationAttemptTracker();
    expect(tracker.getAttempts('a')).toBe(0);
    expect(tracker.recordAttempt('a')).toBe(1);
    expect(tracker.recordAttempt('a')).toBe(2);
    expect(tracker.recordAttempt('b')).toBe(1);
    expect(tracker.getAttempts('a')).toBe(2);
  });

  it('marks todos skipped independently of attempts', () => {
    const tracker = createContinuationAttemptTracker();
    expect(tracker.isSkipped('a')).toBe(false);
    tracker.markSkipped('a');
    expect(tracker.isSkipped('a')).toBe(true);
    expect(tracker.getAttempts('a')).toBe(0);
  });

  it('snapshots every tracked todo as plain data', () => {
    const tracker = createContinuationAttemptTracker();
    tracker.recordAttempt('a');
    tracker.markSkipped('a');
    tracker.recordAttempt('b');
    tracker.markSkipped('c');
    expect({ ...tracker.snapshot() }).toEqual({
      a: { attempts: 1, skipped: true },
      b: { attempts: 1, skipped: false },
      c: { attempts: 0, skipped: true },
    });
  });

  it('keeps a todo id like "__proto__" as ordinary data', () => {
    const tracker = createContinuationAttemptTracker();
    tracker.recordAttempt('__proto__');
    expect(Object.keys(tracker.snapshot())).toEqual(['__proto__']);
  });

  it('forgets everything on reset', () => {
    const tracker = createContinuationAttemptTracker();
    tracker.recordAttempt('a');
    tracker.markSkipped('a');
    tracker.reset();
    expect(tracker.getAttempts('a')).toBe(0);
    expect(tracker.isSkipped('a')).toBe(false);
    expect(Object.keys(tracker.snapshot())).toEqual([]);
  });
});
