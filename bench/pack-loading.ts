// Benchmark: milliseconds to load 50 packs (copies of the built-in ones under new ids), cold and from the cache.
//
// Run: npx esbuild bench/pack-loading.ts --bundle --platform=node --format=esm --packages=external \
//        --outfile=dist-check/pack-loading.mjs && node dist-check/pack-loading.mjs [PACKS] [RUNS]
// (The bundle must sit one folder below the repository root: it finds schemas/ and rules/ at ../.)
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { diskPackCache, listPackDirs, loadPackSet, type PackCache } from '../src/packs/index.js';
import { BUILTIN_RULES_DIR } from '../src/paths.js';

const CHILD = process.argv[2] === '--child';
const PACKS = CHILD ? 0 : Number(process.argv[2] ?? 50);
const RUNS = CHILD ? 0 : Number(process.argv[3] ?? 21);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** PACKS pack folders, copies of the built-in packs round-robin, each with its own id. */
function makePacks(root: string): string[] {
  const builtins = listPackDirs(BUILTIN_RULES_DIR);
  const dirs: string[] = [];
  for (let i = 0; i < PACKS; i++) {
    const source = builtins[i % builtins.length]!;
    const dir = join(root, `pack-${i}`);
    mkdirSync(dir, { recursive: true });
    const yaml = readFileSync(join(source, 'pack.yaml'), 'utf8').replace(/^id: (\S+)$/m, (_, id: string) => `id: ${id}-copy-${i}`);
    writeFileSync(join(dir, 'pack.yaml'), yaml);
    cpSync(join(source, 'fixtures'), join(dir, 'fixtures'), { recursive: true });
    dirs.push(dir);
  }
  return dirs;
}

function time(dirs: readonly string[], cache: PackCache | null): { ms: number; packs: number; leaves: number } {
  const start = performance.now();
  const load = loadPackSet(dirs, { cache });
  const ms = performance.now() - start;
  if (load.problems.length > 0) throw new Error(`unexpected problems: ${JSON.stringify(load.problems.slice(0, 3))}`);
  return { ms, packs: load.set.packs.length, leaves: load.set.leafCount };
}

/** In a new process: the first load there, from a warm disk cache, as a CLI run sees it. */
function childLoad(root: string): number {
  const out = execFileSync(process.execPath, [process.argv[1]!, '--child', root], { encoding: 'utf8' });
  return Number(out.trim());
}

if (CHILD) {
  const root = process.argv[3]!;
  const dirs = readdirSync(join(root, 'packs')).map((name) => join(root, 'packs', name));
  console.log(time(dirs, diskPackCache(join(root, 'cache'))).ms.toFixed(1));
} else {
  const root = mkdtempSync(join(tmpdir(), 'ptyscreen-bench-packs-'));
  try {
    const dirs = makePacks(join(root, 'packs'));
    const cache = diskPackCache(join(root, 'cache'));

    // The very first load in a process: YAML parsing and ajv compiling the schema, nothing cached.
    const first = time(dirs, null);
    const cold = Array.from({ length: RUNS }, () => time(dirs, null).ms);
    time(dirs, cache); // fills the cache
    const warm = Array.from({ length: RUNS }, () => time(dirs, cache).ms);
    const fresh = Array.from({ length: 7 }, () => childLoad(root));

    console.log(`${first.packs} packs, ${first.leaves} patterns in one RE2.Set`);
    console.log(`first load in a process, nothing cached (YAML parse and ajv compile included): ${first.ms.toFixed(1)} ms`);
    console.log(`load without the cache: median ${median(cold).toFixed(1)} ms over ${RUNS} runs`);
    console.log(`load from the content-hash cache: median ${median(warm).toFixed(1)} ms over ${RUNS} runs`);
    console.log(`first load in a new process, from the cache (as a CLI run): median ${median(fresh).toFixed(1)} ms over ${fresh.length} processes`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
