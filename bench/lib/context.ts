// What every case group is given, and what it returns.

import { join } from 'node:path';
import { loadPackSet } from '../../src/packs/load.js';
import { listPackDirs } from '../../src/packs/pack-file.js';
import type { CompiledPackSet } from '../../src/packs/types.js';
import type { MeasureOptions } from './measure.js';
import type { CaseResult } from './results.js';

export interface CaseContext {
  /** A short run: fewer rounds and sizes, for `--quick` and the test that keeps the harness alive. */
  readonly quick: boolean;
  /** The repository root. */
  readonly root: string;
  /** A scratch folder for this group, removed after it. */
  readonly tmp: string;
  log(message: string): void;
}

export interface CaseGroup {
  readonly name: string;
  readonly title: string;
  run(ctx: CaseContext): Promise<CaseResult[]>;
}

/** Rounds and time per round for in-process timings. */
export function inProcess(ctx: CaseContext, scale = 1): MeasureOptions {
  return ctx.quick ? { rounds: 2, timeMs: 100 * scale } : { rounds: 6, timeMs: 400 * scale };
}

/**
 * The built-in packs (every rules/<vendor>/pack.yaml), compiled as `classify` compiles them, with no
 * cache; `varied` as a batch of many captures loads them.
 */
/** The built-in packs; `generic: false` loads them without the generic layer (no signature leaves in the scan). */
export function builtinSet(root: string, screens?: 'varied', generic = true): CompiledPackSet {
  const load = loadPackSet(listPackDirs(join(root, 'rules')), { cache: null, screens, ...(generic ? {} : { signatures: null }) });
  const errors = load.problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) throw new Error(`built-in packs have errors: ${errors.map((p) => p.message).join('; ')}`);
  return load.set;
}

/**
 * How a set's scanner groups its leaves now (`420`, `105+105+105+52+53`). A scanner regroups as it
 * learns from the screens it meets, so a set carried from one case to the next carries what the
 * earlier case taught it: a single-screen case timed on a set that hundreds of varied screens had
 * split into five scanned five passes, and read twice its cost. Cases that compare load their sets
 * afresh and report this beside the timing.
 */
export function scannerGrouping(set: CompiledPackSet): string {
  return set.scanner?.setSizes().join('+') ?? '';
}
