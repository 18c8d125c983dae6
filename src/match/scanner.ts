// The scanner over every leaf pattern: as few RE2.Sets as scan well, each scanned once per screen.

import RE2 from 're2';
import { PtyscreenError } from '../errors.js';
import { wallClock, type ScanClock } from './scan-clock.js';
import { firstAtLeast } from '../shared/first-at-least.js';

/** Which leaf patterns occur in one screen; a group of patterns is scanned the first time one of them is asked about. */
export interface PresentPatterns {
  has(index: number): boolean;
}

/** Which leaf patterns occur anywhere in a screen: indices into the pack set's pattern list. */
export interface PatternScanner {
  readonly size: number;
  /** The patterns of `input`, found group by group as they are asked about: a screen pays for the groups its reading needs. */
  scan(input: Buffer): PresentPatterns;
  /** Every pattern that occurs in `input`, every group scanned. */
  match(input: Buffer | string): number[];
  /** How many patterns each RE2.Set holds now, group by group (every group's sets built to say). */
  setSizes(): number[];
  /** How many groups have built their sets so far: a group builds them on its first scan. */
  builtGroups(): number;
  /** Builds every group's sets now: for a server, which would rather pay at start than on a screen. */
  buildAll(): void;
  /** True when one RE2.Set holds every pattern of [from, to). */
  holdsTogether(from: number, to: number): boolean;
}

type RE2Set = InstanceType<typeof RE2.Set>;

function tryBuild(patterns: readonly string[]): RE2Set | null {
  try {
    return new RE2.Set(patterns, 'm');
  } catch {
    return null;
  }
}

/** True when RE2 can scan for all of these patterns in one set. */
export function fitsOneSet(patterns: readonly string[]): boolean {
  return patterns.length === 0 || tryBuild(patterns) !== null;
}

/**
 * The most patterns one set starts with. A state of RE2's DFA lists every pattern's first
 * instruction, so a state's size grows with its set; past about a thousand patterns a set spends its
 * memory on few states.
 */
export const MAX_PATTERNS_PER_SET = 1024;

/**
 * Where a scanner for a batch of many different screens starts. Sets of this size held the states of
 * every fixture screen of the built-in packs (two sets of 124 at 3 ns per byte), so a batch does not
 * first pay for the slow scans that would teach a single set to split.
 */
export const VARIED_SCREENS_SET_SIZE = 128;

/** A set this small is never tried in parts: the passes it would add cost more than they could save. */
export const MIN_PATTERNS_TO_SPLIT = 16;

/** One scan of a set in this many is timed, and this many timed scans make a verdict on it. */
const SAMPLE_EVERY = 8;
const SCANS_PER_VERDICT = 16;
/** Scans of a set before the first verdict on it. */
export const FIRST_VERDICT_AFTER = SAMPLE_EVERY * SCANS_PER_VERDICT;

/**
 * A verdict is "slow" when the set took more than this many times a healthy set's time per byte. A
 * set overflowing its cache runs at 40–200 times; a set that fits but is still building its states for
 * a batch's first few hundred screens runs at 45, then 22, then 14 times, so it passes within a verdict.
 */
const SLOW_FACTOR = 24;
/** Slow verdicts in a row before a trial: a set meeting new screens is slow for a while, and then is not. */
const SLOW_VERDICTS_BEFORE_TRIAL = 2;

/** Scans in one trial, and how many of them at its start only warm the candidates' DFAs. */
const TRIAL_SCANS = 256;
const TRIAL_WARM_UP = 96;
/** A candidate replaces its set when it took at most this share of the set's time in the trial (and of every coarser candidate's). */
const ADOPT_WHEN_AT_MOST = 0.7;
/** After a trial that found nothing better, verdicts to skip before the next; doubles each time. */
const MAX_BACKOFF = 64;
/**
 * After a trial that found nothing better, a set is slow only at this many times what it cost in
 * that trial: splitting did not help it then, and it runs as it did (a batch of screens of one kind).
 * Only a set that got much slower since (new screens, a cache now overflowing) is worth a new trial.
 */
const SLOWER_THAN_TRIAL = 2;

export interface ScannerOptions {
  /** The most patterns a set starts with (default MAX_PATTERNS_PER_SET); trials may split sets further. */
  readonly firstSetSize?: number;
  /** What scans are timed with; `null` keeps the first grouping for good, with no timing at all. */
  readonly clock?: ScanClock | null;
  /**
   * Patterns that are read together, each group scanned only when a screen's reading asks about one
   * of its patterns (see buildScanner). A pattern may be in several groups; it is looked up through
   * the first that lists it. Patterns no group lists form one group of their own. Default: one group.
   */
  readonly groups?: readonly (readonly number[])[];
}

/** A way to cut patterns [from, to) into consecutive sets: `bounds` are the cut points, ends included. */
interface Candidate {
  readonly bounds: readonly number[];
  readonly sets: readonly RE2Set[];
  ns: number;
}

interface Trial {
  readonly candidates: readonly Candidate[];
  scans: number;
  wholeNs: number;
  wholeBytes: number;
}

/** One RE2.Set over patterns [from, to), with what the scanner has learnt of its cost. */
interface Part {
  readonly set: RE2Set;
  readonly from: number;
  readonly to: number;
  scans: number;
  sampled: number;
  sampledNs: number;
  sampledBytes: number;
  slowVerdicts: number;
  skipVerdicts: number;
  backoff: number;
  /** Nanoseconds per byte the set took in its last trial that found nothing better; 0 before any. */
  calmNsPerByte: number;
  trial: Trial | null;
}

function newPart(set: RE2Set, from: number, to: number): Part {
  return { set, from, to, scans: 0, sampled: 0, sampledNs: 0, sampledBytes: 0, slowVerdicts: 0, skipVerdicts: 0, backoff: 1, calmNsPerByte: 0, trial: null };
}

function pushFound(found: number[], indices: readonly number[], offset: number): void {
  for (const index of indices) found.push(index + offset);
}

/** One group's sets: scanned together, regrouped by what they cost (see buildScanner). Indices are the group's own. */
interface GroupScanner {
  readonly built: () => boolean;
  /** Builds the group's sets now rather than on its first scan. */
  readonly build: () => void;
  match(input: Buffer | string): number[];
  setSizes(): number[];
  /** True when one set holds every one of these (the group's own indices). */
  holdsTogether(indices: readonly number[]): boolean;
}

function buildGroup(patterns: readonly string[], options: ScannerOptions): GroupScanner {
  const clock = options.clock === undefined ? wallClock : options.clock;
  const parts: Part[] = [];
  const place = (from: number, to: number): void => {
    const set = tryBuild(patterns.slice(from, to));
    if (set !== null) {
      parts.push(newPart(set, from, to));
      return;
    }
    if (to - from === 1) throw new PtyscreenError('internal', `pattern ${from} cannot be scanned by RE2.Set`);
    const middle = from + Math.floor((to - from) / 2);
    place(from, middle);
    place(middle, to);
  };
  // Built on the first scan, not at load: compiling a set is most of what loading costs, and a screen
  // asks for the few groups its reading needs (one vendor's patterns, maybe the signatures).
  let built = false;
  const build = (): void => {
    if (built) return;
    built = true;
    // Even shares rather than full sets and a remainder: 248 patterns are two sets of 124, not 128 and 120.
    const count = Math.ceil(patterns.length / Math.max(1, Math.min(options.firstSetSize ?? MAX_PATTERNS_PER_SET, MAX_PATTERNS_PER_SET)));
    for (let part = 0; part < count; part += 1) {
      place(Math.floor((patterns.length * part) / count), Math.floor((patterns.length * (part + 1)) / count));
    }
  };

  const candidate = (from: number, to: number, pieces: number): Candidate | null => {
    const bounds = Array.from({ length: pieces + 1 }, (_, k) => from + Math.floor(((to - from) * k) / pieces));
    const sets: RE2Set[] = [];
    for (let k = 0; k < pieces; k += 1) {
      const set = tryBuild(patterns.slice(bounds[k], bounds[k + 1]));
      if (set === null) return null;
      sets.push(set);
    }
    return { bounds, sets, ns: 0 };
  };

  const startTrial = (part: Part): Trial | null => {
    const size = part.to - part.from;
    const candidates = [candidate(part.from, part.to, 2), size >= 2 * MIN_PATTERNS_TO_SPLIT ? candidate(part.from, part.to, 4) : null];
    const built = candidates.filter((c): c is Candidate => c !== null);
    return built.length === 0 ? null : { candidates: built, scans: 0, wholeNs: 0, wholeBytes: 0 };
  };

  /** Scans `part`'s set, adds what it found to `found`, and returns how long the scan took. */
  const timedScan = (part: Part, input: Buffer | string, found: number[], timing: ScanClock): number => {
    let indices: number[] = [];
    const ns = timing.time(part.to - part.from, input.length, () => {
      indices = part.set.match(input);
    });
    pushFound(found, indices, part.from);
    return ns;
  };

  /** One scan of a set with one scan in eight timed; every sixteen timings, a verdict on whether it is slow. */
  const sampledScan = (part: Part, input: Buffer | string, found: number[], timing: ScanClock): void => {
    part.sampledNs += timedScan(part, input, found, timing);
    part.sampledBytes += input.length;
    if ((part.sampled += 1) < SCANS_PER_VERDICT) return;
    const slow =
      part.sampledNs > SLOW_FACTOR * timing.cachedNsPerByte() * part.sampledBytes && part.sampledNs > SLOWER_THAN_TRIAL * part.calmNsPerByte * part.sampledBytes;
    part.sampled = part.sampledNs = part.sampledBytes = 0;
    if (part.skipVerdicts > 0) {
      part.skipVerdicts -= 1;
      return;
    }
    part.slowVerdicts = slow ? part.slowVerdicts + 1 : 0;
    if (part.slowVerdicts < SLOW_VERDICTS_BEFORE_TRIAL) return;
    part.slowVerdicts = 0;
    part.trial = startTrial(part);
    if (part.trial === null) part.skipVerdicts = Number.POSITIVE_INFINITY;
  };

  /** One scan of a set on trial: the set's result is the answer; its candidates are only timed. */
  const trialScan = (part: Part, trial: Trial, input: Buffer | string, found: number[], timing: ScanClock): Part[] | null => {
    const wholeNs = timedScan(part, input, found, timing);
    const counted = (trial.scans += 1) > TRIAL_WARM_UP;
    if (counted) {
      trial.wholeNs += wholeNs;
      trial.wholeBytes += input.length;
    }
    for (const c of trial.candidates) {
      c.sets.forEach((set, k) => {
        const ns = timing.time(c.bounds[k + 1]! - c.bounds[k]!, input.length, () => set.match(input));
        if (counted) c.ns += ns;
      });
    }
    if (trial.scans < TRIAL_SCANS) return null;
    part.trial = null;
    // Finer only when clearly faster than coarser: while everything is cold, smaller sets warm sooner
    // and look better than they will be once the extra passes are all that is left.
    let adopted: Candidate | undefined;
    let bar = trial.wholeNs;
    for (const c of trial.candidates) {
      if (c.ns <= bar * ADOPT_WHEN_AT_MOST) adopted = c;
      bar = Math.min(bar, c.ns);
    }
    if (adopted !== undefined) return adopted.sets.map((set, k) => newPart(set, adopted.bounds[k]!, adopted.bounds[k + 1]!));
    part.skipVerdicts = part.backoff;
    part.backoff = Math.min(part.backoff * 2, MAX_BACKOFF);
    part.calmNsPerByte = trial.wholeBytes === 0 ? 0 : trial.wholeNs / trial.wholeBytes;
    return null;
  };

  return {
    built: () => built,
    build,
    setSizes: () => {
      build();
      return parts.map((part) => part.to - part.from);
    },
    holdsTogether: (indices) => {
      build();
      return parts.some((part) => indices.every((index) => index >= part.from && index < part.to));
    },
    match(input) {
      build();
      const found: number[] = [];
      for (let i = 0; i < parts.length; i += 1) {
        const part = parts[i]!;
        if (part.trial !== null) {
          const replacement = trialScan(part, part.trial, input, found, clock!);
          if (replacement !== null) {
            parts.splice(i, 1, ...replacement);
            i += replacement.length - 1;
          }
        } else if (clock !== null && part.to - part.from >= MIN_PATTERNS_TO_SPLIT && (part.scans += 1) % SAMPLE_EVERY === 0) {
          sampledScan(part, input, found, clock);
        } else {
          pushFound(found, part.set.match(input), part.from);
        }
      }
      return found;
    },
  };
}

/** Each pattern's group (the first that lists it) and the groups themselves, every pattern in one. */
function groupsOf(size: number, given: readonly (readonly number[])[]): { groups: number[][]; home: Int32Array } {
  const home = new Int32Array(size).fill(-1);
  const groups: number[][] = [];
  for (const listed of given) {
    const group = [...new Set(listed)].filter((index) => index >= 0 && index < size).sort((a, b) => a - b);
    if (group.length === 0) continue;
    for (const index of group) if (home[index] === -1) home[index] = groups.length;
    groups.push(group);
  }
  const rest: number[] = [];
  for (let index = 0; index < size; index++) if (home[index] === -1) rest.push(index);
  if (rest.length > 0) {
    for (const index of rest) home[index] = groups.length;
    groups.push(rest);
  }
  return { groups, home };
}

/** What one screen's patterns are known to be: not yet scanned, present, absent. */
const UNKNOWN = 0;
const PRESENT = 1;
const ABSENT = 2;

/**
 * The patterns as RE2 sets, in groups, each group scanned at most once per screen and only when the
 * screen's reading asks about one of its patterns.
 *
 * A set matches with a DFA built lazily into a cache of fixed size (node-re2 offers no way to enlarge
 * it), and a state of that DFA holds the threads of every pattern alive at that byte: sets whose
 * patterns stay alive over many bytes (`.*`, `\s*` across lines, `[^x]*`) multiply each other's
 * states. Two packs' leaves scan in a few microseconds each over a 120x40 screen, and the 490
 * built-in leaves and signatures together in one set take a hundred times that. So the loader groups
 * the patterns the way a reading asks for them (each pack's rules, every pack's identity markers, the
 * generic layer's signatures), and a screen whose process names one vendor scans that vendor's group
 * and, when no rule claims it, the signatures: the other packs' patterns are never scanned for it.
 *
 * Within a group, fewer sets are fewer passes, so a group starts with as few as RE2 will build (a
 * batch of varied screens asks for sets of VARIED_SCREENS_SET_SIZE) and learns from the screens it
 * meets: it times one scan of a set in eight, and a set that stays slow is raced against its halves
 * and its quarters on the same screens, and replaced by the fewest sets that are clearly faster.
 * Neither grouping nor regrouping changes what a scan reports.
 *
 * RE2 also caps the memory of one set; many wide patterns (`x{50,1000}`) together can pass it though
 * each compiles alone, so a set RE2 refuses is halved until every set builds. Every pattern given
 * must build a set on its own (the loader checks each pack first).
 */
export function buildScanner(patterns: readonly string[], options: ScannerOptions = {}): PatternScanner | null {
  if (patterns.length === 0) return null;
  const { groups, home } = groupsOf(patterns.length, options.groups ?? []);
  const scanners = groups.map((group) => buildGroup(group.map((index) => patterns[index]!), options));
  /** Scans group `g` and records what it found; `known` holds PRESENT, ABSENT or UNKNOWN per pattern. */
  const scanGroup = (g: number, input: Buffer | string, known: Uint8Array): void => {
    const group = groups[g]!;
    for (const index of group) known[index] = ABSENT;
    for (const local of scanners[g]!.match(input)) known[group[local]!] = PRESENT;
  };
  return {
    size: patterns.length,
    setSizes: () => scanners.flatMap((scanner) => scanner.setSizes()),
    builtGroups: () => scanners.filter((scanner) => scanner.built()).length,
    buildAll: () => {
      for (const scanner of scanners) scanner.build();
    },
    holdsTogether(from, to) {
      if (to <= from) return true;
      return groups.some((group, g) => {
        // A group is sorted: [from, to) lies in it when its run from `from` on counts up to `to`.
        const start = firstAtLeast(group, from);
        if (start + (to - from) > group.length || group[start] !== from || group[start + (to - from) - 1] !== to - 1) return false;
        return scanners[g]!.holdsTogether(Array.from({ length: to - from }, (_, k) => start + k));
      });
    },
    scan(input) {
      const known = new Uint8Array(patterns.length);
      return {
        has(index) {
          if (known[index] === UNKNOWN) scanGroup(home[index]!, input, known);
          return known[index] === PRESENT;
        },
      };
    },
    match(input) {
      const known = new Uint8Array(patterns.length);
      const found: number[] = [];
      for (let g = 0; g < groups.length; g++) scanGroup(g, input, known);
      known.forEach((state, index) => {
        if (state === PRESENT) found.push(index);
      });
      return found;
    },
  };
}
