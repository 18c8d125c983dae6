// How the scanner times its own RE2 scans, and the yardstick it judges them by.

import RE2 from 're2';

/** What the scanner reads its costs from. A test gives one that charges by set size, not by the clock. */
export interface ScanClock {
  /** Runs `scan` (one RE2.Set of `patterns` over `bytes` bytes) and returns how long it took, in nanoseconds. */
  time(patterns: number, bytes: number, scan: () => void): number;
  /** Nanoseconds per byte of a scan that meets only cached DFA states: what a healthy set costs. */
  cachedNsPerByte(): number;
}

let measured: number | undefined;

/**
 * A two-pattern set's best time per byte over screen-like text, measured once per process and only
 * when a scanner first needs it (a single `classify` never does). A healthy set of hundreds of
 * patterns scans at 1–2× this; one whose DFA cache overflows, at 10–200×.
 */
function measureCachedNsPerByte(): number {
  if (measured !== undefined) return measured;
  const set = new RE2.Set(['\\x01\\x02', '\\x03\\x04'], 'm');
  const text = Buffer.from('│ ✻ Reading src/index.ts (12 lines) · esc to interrupt ─────────── \n'.repeat(256));
  set.match(text);
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 8; run += 1) {
    const start = performance.now();
    set.match(text);
    best = Math.min(best, ((performance.now() - start) * 1e6) / text.length);
  }
  // A timer too coarse to see a scan reads 0; the floor keeps "slow" from meaning "any time at all".
  measured = Math.max(best, 0.25);
  return measured;
}

export const wallClock: ScanClock = {
  time(_patterns, _bytes, scan) {
    const start = performance.now();
    scan();
    return (performance.now() - start) * 1e6;
  },
  cachedNsPerByte: measureCachedNsPerByte,
};
