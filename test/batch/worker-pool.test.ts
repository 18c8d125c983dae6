// When a batch goes to worker threads: many plain files by default, one worker on 2 cores and two with a core to spare; never what must stay in this thread.
import { describe, expect, it } from 'vitest';
import { workerCount } from '../../src/batch/worker-count.js';

const many = Array.from({ length: 3000 }, (_, i) => `${i}.txt`);

describe('workerCount', () => {
  it('uses two workers for a batch of 3,000 files or more on 3 cores or more, one on 2 cores, none below', () => {
    expect(workerCount(many, {}, {}, 4)).toBe(2);
    expect(workerCount(many, {}, {}, 3)).toBe(2);
    expect(workerCount(many, {}, {}, 2)).toBe(1);
    expect(workerCount(many, {}, {}, 1)).toBe(0);
    expect(workerCount(many.slice(1), {}, {}, 4)).toBe(0);
    expect(workerCount(many.slice(1), {}, {}, 2)).toBe(0);
  });

  it('follows PTYSCREEN_WORKERS when it is set, 0 keeping the batch in this thread', () => {
    expect(workerCount(['a.txt'], {}, { PTYSCREEN_WORKERS: '3' })).toBe(3);
    expect(workerCount(many, {}, { PTYSCREEN_WORKERS: '2' }, 2)).toBe(2);
    expect(workerCount(many, {}, { PTYSCREEN_WORKERS: '0' })).toBe(0);
    expect(workerCount(many, {}, { PTYSCREEN_WORKERS: 'lots' })).toBe(0);
  });

  it('keeps stdin, a live pane and timelines in this thread whatever is asked', () => {
    const env = { PTYSCREEN_WORKERS: '2' };
    expect(workerCount([...many, '-'], {}, env)).toBe(0);
    expect(workerCount(many, { tmux: { target: 'agent' } }, env)).toBe(0);
    expect(workerCount(many, { timeline: true }, env)).toBe(0);
  });

  it('lets --lenient go to workers: captures are read, and their skipped lines reported, in this thread', () => {
    expect(workerCount(many, { capture: { lenient: true } }, { PTYSCREEN_WORKERS: '1' })).toBe(1);
  });
});
