// The scanner groups leaf patterns into RE2 sets, regroups them by what it measures, and always
// reports every match by its index.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wallClock, type ScanClock } from '../../src/match/scan-clock.js';
import { classifyLines } from '../../src/classify/classify.js';
import type { CachedPack, PackCache } from '../../src/packs/cache.js';
import { loadPacks } from '../../src/packs/discover.js';
import { buildScanner, FIRST_VERDICT_AFTER, MAX_PATTERNS_PER_SET, MIN_PATTERNS_TO_SPLIT, VARIED_SCREENS_SET_SIZE } from '../../src/match/scanner.js';

/**
 * A clock that charges by set size instead of reading the time: a set of more than `healthyUpTo`
 * patterns costs `slowNsPerByte` per byte, as an overflowing DFA cache does; smaller sets cost 1.
 * Both may be changed between scans.
 */
function sizeChargingClock(healthyUpTo: number, slowNsPerByte: number): ScanClock & { calls: number; healthyUpTo: number; slowNsPerByte: number } {
  return {
    calls: 0,
    healthyUpTo,
    slowNsPerByte,
    time(patterns, bytes, scan) {
      this.calls += 1;
      scan();
      return bytes * (patterns > this.healthyUpTo ? this.slowNsPerByte : 1);
    },
    cachedNsPerByte: () => 1,
  };
}

const words = (count: number) => Array.from({ length: count }, (_, i) => `w${i}x`);
const reference = (patterns: readonly string[], text: string) =>
  patterns.flatMap((pattern, i) => (new RegExp(pattern.replace('(?m)', ''), 'm').test(text) ? [i] : []));

/** Scans `text` until the scanner has had every chance to regroup. */
function scanMany(scanner: ReturnType<typeof buildScanner> & object, text: string, times = 40 * FIRST_VERDICT_AFTER): void {
  const input = Buffer.from(text);
  for (let i = 0; i < times; i += 1) scanner.match(input);
}

describe('buildScanner', () => {
  it('reports the same indices over several sets as one pattern at a time would', () => {
    const vocabulary = words(2 * MAX_PATTERNS_PER_SET + 37);
    const patterns = vocabulary.map((word, i) => (i % 3 === 0 ? `(?m)^${word}$` : word));
    const scanner = buildScanner(patterns, { clock: null })!;
    expect(scanner.size).toBe(patterns.length);
    expect(scanner.setSizes()).toHaveLength(3);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: vocabulary.length - 1 }), { maxLength: 40 }), (picked) => {
        const text = picked.map((i) => vocabulary[i]).join('\n');
        expect(scanner.match(Buffer.from(text)).sort((a, b) => a - b)).toEqual(reference(patterns, text));
      }),
      { numRuns: 200 },
    );
  });

  it('starts with every pattern in one set when RE2 builds it', () => {
    expect(buildScanner(words(300))!.setSizes()).toEqual([300]);
  });

  it('starts in even sets of at most firstSetSize patterns when asked', () => {
    expect(buildScanner(words(300), { firstSetSize: 128 })!.setSizes()).toEqual([100, 100, 100]);
  });

  it('gives the built-in packs one set for recurring screens, one per group for a capture read once, and sets of at most 128 for a varied batch', () => {
    const selection = { npm: false, config: false as const, cache: null };
    const recurring = loadPacks(selection).set.scanner!;
    expect(recurring.setSizes()).toEqual([recurring.size]);
    const once = loadPacks({ ...selection, screens: 'once' }).set;
    expect(once.scanner!.setSizes()).toHaveLength(1 + once.packs.length + 3);
    const { set } = loadPacks({ ...selection, screens: 'varied' });
    const varied = set.scanner!.setSizes();
    // Every identity marker in one group, each pack's patterns in one, the signatures in three.
    expect(varied).toHaveLength(1 + set.packs.length + 3);
    expect(varied.reduce((a, b) => a + b, 0)).toBeGreaterThan(set.scanner!.size);
    expect(Math.max(...varied)).toBeLessThanOrEqual(VARIED_SCREENS_SET_SIZE);
  });

  it('builds a group\'s sets on its first scan: a classify of a known vendor\'s screen builds that vendor\'s group, not every pack\'s', () => {
    const { set } = loadPacks({ npm: false, config: false, cache: null, screens: 'once' });
    // A pack loaded from YAML is checked to fit one set: its group is built at load.
    const checked = set.scanner!.builtGroups();
    const store = new Map<string, CachedPack>();
    const cache: PackCache = { get: (text) => store.get(text), set: (text, entry) => void store.set(text, entry) };
    loadPacks({ npm: false, config: false, cache, screens: 'once' });
    const cached = loadPacks({ npm: false, config: false, cache, screens: 'once' }).set;
    expect(cached.scanner!.builtGroups()).toBe(0);
    classifyLines(cached, ['╭───╮', '│ ✻ Welcome to Claude Code! │', '╰───╯', '> '], { process: 'claude' });
    expect(cached.scanner!.builtGroups()).toBeGreaterThan(0);
    expect(cached.scanner!.builtGroups()).toBeLessThan(checked);
  });

  it('scans a group only when one of its patterns is asked about, and answers as a whole scan does', () => {
    const vocabulary = words(90);
    const patterns = vocabulary.map((word, i) => (i % 3 === 0 ? `(?m)^${word}$` : word));
    // Three groups of thirty, the last pattern also listed in the first group (it is looked up there).
    const groups = [[...Array.from({ length: 30 }, (_, i) => i), 89], Array.from({ length: 30 }, (_, i) => 30 + i), Array.from({ length: 30 }, (_, i) => 60 + i)];
    const scanner = buildScanner(patterns, { groups, clock: null })!;
    expect(scanner.setSizes()).toEqual([31, 30, 30]);
    expect(scanner.holdsTogether(30, 60)).toBe(true);
    expect(scanner.holdsTogether(20, 40)).toBe(false);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: vocabulary.length - 1 }), { maxLength: 30 }), fc.array(fc.integer({ min: 0, max: 89 }), { maxLength: 20 }), (picked, asked) => {
        const text = picked.map((i) => vocabulary[i]).join('\n');
        const expected = new Set(reference(patterns, text));
        expect(scanner.match(Buffer.from(text)).sort((a, b) => a - b)).toEqual([...expected]);
        const present = scanner.scan(Buffer.from(text));
        for (const index of asked) expect(present.has(index)).toBe(expected.has(index));
      }),
      { numRuns: 200 },
    );
  });

  it('scans no group for a screen nobody asks about, and each asked group once', () => {
    const patterns = words(60);
    const scanned: number[] = [];
    const clock: ScanClock = {
      time(count, _bytes, scan) {
        scanned.push(count);
        scan();
        return 1;
      },
      cachedNsPerByte: () => 1,
    };
    // Twenty patterns a group, enough for its one set to be timed (and so counted) on every eighth scan.
    const scanner = buildScanner(patterns, { groups: [Array.from({ length: 20 }, (_, i) => i), Array.from({ length: 20 }, (_, i) => 20 + i)], clock })!;
    const input = Buffer.from('w3x w25x');
    for (let k = 0; k < 8 * 5; k += 1) scanner.scan(input);
    expect(scanned).toEqual([]);
    for (let k = 0; k < 8 * 5; k += 1) {
      const present = scanner.scan(input);
      expect([present.has(3), present.has(4), present.has(5)]).toEqual([true, false, false]);
    }
    // Only the first group, five timed scans of eight: asked three times a screen, scanned once.
    expect(scanned).toEqual([20, 20, 20, 20, 20]);
  });

  it('splits a set that stays slow into the halves that are fast', () => {
    const clock = sizeChargingClock(64, 40);
    const scanner = buildScanner(words(100), { clock })!;
    scanMany(scanner, 'w7x w93x');
    expect(scanner.setSizes()).toEqual([50, 50]);
  });

  it('goes to quarters when the halves are slow as well', () => {
    const clock = sizeChargingClock(30, 40);
    const scanner = buildScanner(words(100), { clock })!;
    scanMany(scanner, 'w7x');
    expect(scanner.setSizes()).toEqual([25, 25, 25, 25]);
  });

  it('keeps a set whose parts are no faster, however slow it is', () => {
    // Every set costs the same per byte, so two passes are twice one: splitting cannot pay.
    const clock = sizeChargingClock(0, 40);
    const scanner = buildScanner(words(100), { clock })!;
    scanMany(scanner, 'w7x');
    expect(scanner.setSizes()).toEqual([100]);
    // A trial that found nothing better is not run again while the set costs what it cost then: each
    // later scan is timed only as a healthy set's are, one in eight.
    const before = clock.calls;
    scanMany(scanner, 'w7x', 32_768);
    expect(clock.calls - before).toBe(32_768 / 8);
    expect(scanner.setSizes()).toEqual([100]);
  });

  it('tries a set again once it runs much slower than in the trial that kept it whole', () => {
    // At first every set costs 40 a byte, so halves cannot pay; later the whole set costs 200 (its
    // cache overflowing on new screens) while halves are healthy.
    const clock = sizeChargingClock(0, 40);
    const scanner = buildScanner(words(100), { clock })!;
    scanMany(scanner, 'w7x');
    expect(scanner.setSizes()).toEqual([100]);
    clock.healthyUpTo = 64;
    clock.slowNsPerByte = 200;
    scanMany(scanner, 'w7x');
    expect(scanner.setSizes()).toEqual([50, 50]);
  });

  it('never times a healthy set beyond its samples, and never splits it', () => {
    const clock = sizeChargingClock(1000, 40);
    const scanner = buildScanner(words(100), { clock })!;
    scanMany(scanner, 'w7x', 8000);
    expect(scanner.setSizes()).toEqual([100]);
    expect(clock.calls).toBe(8000 / 8);
  });

  it(`does not time sets under ${MIN_PATTERNS_TO_SPLIT} patterns, nor any set without a clock`, () => {
    const clock = sizeChargingClock(0, 40);
    scanMany(buildScanner(words(MIN_PATTERNS_TO_SPLIT - 1), { clock })!, 'w1x');
    expect(clock.calls).toBe(0);
    const fixed = buildScanner(words(100), { clock: null })!;
    scanMany(fixed, 'w1x');
    expect(fixed.setSizes()).toEqual([100]);
  });

  it('reports the same indices before, during and after regrouping', () => {
    const vocabulary = words(200);
    const patterns = vocabulary.map((word, i) => (i % 4 === 0 ? `(?m)^${word}$` : i % 4 === 1 ? `${word}(?:\\s+\\d+)?` : word));
    const scanner = buildScanner(patterns, { clock: sizeChargingClock(60, 40) })!;
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: vocabulary.length - 1 }), { maxLength: 30 }), (picked) => {
        const text = picked.map((i) => vocabulary[i]).join(picked.length % 2 === 0 ? '\n' : ' 42 ');
        const expected = reference(patterns, text);
        // Enough scans of each screen that trials start and end inside the property run.
        for (let k = 0; k < 40; k += 1) expect(scanner.match(Buffer.from(text)).sort((a, b) => a - b)).toEqual(expected);
      }),
      { numRuns: 150 },
    );
    expect(scanner.setSizes()).toEqual([50, 50, 50, 50]);
  });
});

describe('wallClock', () => {
  it('times what it runs, and measures the yardstick once per process, never below its floor', () => {
    let ran = 0;
    expect(wallClock.time(1, 10, () => (ran += 1))).toBeGreaterThanOrEqual(0);
    expect(ran).toBe(1);
    const yardstick = wallClock.cachedNsPerByte();
    expect(Number.isFinite(yardstick)).toBe(true);
    expect(yardstick).toBeGreaterThanOrEqual(0.25);
    expect(wallClock.cachedNsPerByte()).toBe(yardstick);
  });
});
