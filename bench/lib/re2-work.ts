// The RE2 work a piece of code does, counted rather than timed: set scans, single-pattern runs and the
// bytes each went over. Counts do not move with the machine's load, so a change that removes passes
// shows as fewer passes even when the timing beside it is too noisy to tell.

import RE2 from 're2';

export interface Re2Work {
  /** RE2.Set scans, and the bytes (or UTF-16 units, for a string) they went over. */
  readonly setScans: number;
  readonly setBytes: number;
  /** Single-pattern runs (exec, test, match, search, replace), and what they went over. */
  readonly runs: number;
  readonly runBytes: number;
}

type Method = (this: unknown, input: { length: number }, ...rest: unknown[]) => unknown;

/** Runs `work` with RE2's matching methods counted, then puts them back as they were. */
export function countRe2Work(work: () => void): Re2Work {
  const counts = { setScans: 0, setBytes: 0, runs: 0, runBytes: 0 };
  const restore: (() => void)[] = [];
  const wrap = (proto: Record<string, unknown>, name: string, count: (length: number) => void): void => {
    const original = proto[name] as Method | undefined;
    if (typeof original !== 'function') return;
    proto[name] = function (this: unknown, input: { length: number }, ...rest: unknown[]) {
      count(input.length);
      return original.call(this, input, ...rest);
    };
    restore.push(() => {
      proto[name] = original;
    });
  };
  wrap(RE2.Set.prototype as unknown as Record<string, unknown>, 'match', (length) => {
    counts.setScans += 1;
    counts.setBytes += length;
  });
  for (const name of ['exec', 'test', 'match', 'search', 'replace']) {
    wrap(RE2.prototype as unknown as Record<string, unknown>, name, (length) => {
      counts.runs += 1;
      counts.runBytes += length;
    });
  }
  try {
    work();
  } finally {
    for (const undo of restore) undo();
  }
  return counts;
}

/** The work per item, rounded to two places, as metrics. */
export function perItem(work: Re2Work, items: number): Record<string, number> {
  const round = (value: number) => Math.round((value / items) * 100) / 100;
  return {
    set_scans_per_screen: round(work.setScans),
    set_bytes_per_screen: round(work.setBytes),
    runs_per_screen: round(work.runs),
    run_bytes_per_screen: round(work.runBytes),
  };
}
