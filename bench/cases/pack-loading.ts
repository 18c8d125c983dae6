// Pack loading: fifty packs (copies of the built-in ones under new ids) loaded with no cache, from
// the content-hash cache, and from the cache in a new process, as a CLI run loads them.

import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { diskPackCache, type PackCache } from '../../src/packs/cache.js';
import { loadPackSet } from '../../src/packs/load.js';
import { listPackDirs } from '../../src/packs/pack-file.js';
import type { CaseGroup } from '../lib/context.js';
import { summarize } from '../lib/measure.js';
import { caseResult, formatNs, round } from '../lib/results.js';

const GROUP = 'pack-loading';

/** `count` pack folders, copies of the built-in packs round robin, each with an id of its own. */
function makePacks(root: string, dir: string, count: number): string[] {
  const builtins = listPackDirs(join(root, 'rules'));
  return Array.from({ length: count }, (_, i) => {
    const source = builtins[i % builtins.length]!;
    const pack = join(dir, `pack-${String(i).padStart(3, '0')}`);
    mkdirSync(pack, { recursive: true });
    const yaml = readFileSync(join(source, 'pack.yaml'), 'utf8').replace(/^id: (\S+)$/m, (_, id: string) => `id: ${id}-copy-${i}`);
    writeFileSync(join(pack, 'pack.yaml'), yaml);
    cpSync(join(source, 'fixtures'), join(pack, 'fixtures'), { recursive: true });
    return pack;
  });
}

/** Milliseconds for one load of `dirs`, which must load without a problem. */
function timeLoad(dirs: readonly string[], cache: PackCache | null): { ms: number; leaves: number } {
  const start = performance.now();
  const load = loadPackSet(dirs, { cache });
  const ms = performance.now() - start;
  if (load.problems.length > 0) throw new Error(`the copied packs have problems: ${load.problems.slice(0, 3).map((p) => p.message).join('; ')}`);
  return { ms, leaves: load.set.leafCount };
}

/** The child side of the new-process row: the first load in a process, from a warm cache. */
export function packLoadChild(packsDir: string, cacheDir: string): void {
  const dirs = readdirSync(packsDir).sort().map((name) => join(packsDir, name));
  process.stdout.write(`${timeLoad(dirs, diskPackCache(cacheDir)).ms}\n`);
}

export const packLoading: CaseGroup = {
  name: GROUP,
  title: 'pack loading: 50 packs, with no cache, from the cache, and from the cache in a new process',
  async run(ctx) {
    const count = ctx.quick ? 10 : 50;
    const runs = ctx.quick ? 5 : 21;
    const packsDir = join(ctx.tmp, 'packs');
    const cacheDir = join(ctx.tmp, 'cache');
    const dirs = makePacks(ctx.root, packsDir, count);
    const cache = diskPackCache(cacheDir);
    ctx.log(`  ${count} packs, ${runs} loads of each kind`);
    // The very first load in this process: YAML parsing, schema checks and RE2 compiling, nothing warm.
    const first = timeLoad(dirs, null);
    const cold: number[] = [];
    const warm: number[] = [];
    timeLoad(dirs, cache);
    // Alternated, so that the machine's load falls on both kinds alike.
    for (let i = 0; i < runs; i++) {
      cold.push(timeLoad(dirs, null).ms);
      warm.push(timeLoad(dirs, cache).ms);
    }
    const fresh = Array.from({ length: ctx.quick ? 3 : 7 }, () => {
      const child = spawnSync(process.execPath, [process.argv[1]!, '--child', 'pack-load', packsDir, cacheDir], { encoding: 'utf8' });
      if (child.status !== 0) throw new Error(`pack-load child failed: ${child.stderr}`);
      return Number(child.stdout.trim());
    });
    const coldTiming = summarize(cold);
    const warmTiming = summarize(warm);
    const freshTiming = summarize(fresh);
    const noCache = { name: 'the same packs with no cache', ...coldTiming };
    return [
      caseResult(GROUP, `pack loading: ${count} packs, no cache`, coldTiming, null, {
        metrics: { packs: count, leaves: first.leaves, first_load_ms: round(first.ms, 1) },
        notes: [`the first load in the process (YAML parsing and compiling nothing warm yet) took ${formatNs(first.ms * 1e6)}`],
      }),
      caseResult(GROUP, `pack loading: ${count} packs, from the content-hash cache`, warmTiming, noCache, { metrics: { packs: count } }),
      caseResult(GROUP, `pack loading: ${count} packs, from the cache, first load in a new process (as a CLI run)`, freshTiming, noCache, {
        metrics: { packs: count, processes: fresh.length },
      }),
    ];
  },
};
