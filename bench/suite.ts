// The benchmark suite: runs each case group in a fresh process, prints the table, writes the results file.
//
// Built and started by bench/run.mjs (`npm run bench`); see BENCHMARKS.md.
//   suite.mjs [--quick] [--only a,b] [--out FILE]   every group (or those named), then the table
//   suite.mjs --group NAME --result FILE [--quick]  one group in this process (what the above spawns)
//   suite.mjs --child KIND ARGS…                    a baseline's side that must run in its own process

import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, platform, arch, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { adversarial, jsRegExpChild } from './cases/adversarial.js';
import { asciicast, settleOnlyChild } from './cases/asciicast.js';
import { batch } from './cases/batch.js';
import { cliStart } from './cases/cli-start.js';
import { guardInMemoryChild, guardReplay, parseOnlyChild, replayLibraryChild } from './cases/guard-replay.js';
import { live } from './cases/live.js';
import { oneScreen } from './cases/one-screen.js';
import { packLoadChild, packLoading } from './cases/pack-loading.js';
import { rulesScaling } from './cases/rules-scaling.js';
import { screenSize } from './cases/screen-size.js';
import { servePipe } from './cases/serve-pipe.js';
import type { CaseGroup } from './lib/context.js';
import { formatTable, formatTargets, type CaseResult, type Machine, type ResultsFile } from './lib/results.js';

const GROUPS: readonly CaseGroup[] = [oneScreen, rulesScaling, screenSize, adversarial, packLoading, cliStart, batch, asciicast, guardReplay, servePipe, live];

const { values, positionals } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    out: { type: 'string' },
    group: { type: 'string' },
    result: { type: 'string' },
    child: { type: 'string' },
    root: { type: 'string' },
  },
  allowPositionals: true,
  strict: false,
});
const root = resolve(typeof values.root === 'string' ? values.root : process.cwd());
const quick = values.quick === true;

function machine(): Machine {
  const cpu = cpus();
  return {
    node: process.version,
    v8: process.versions.v8,
    platform: platform(),
    arch: arch(),
    cpus: cpu.length,
    cpu_model: cpu[0]?.model ?? 'unknown',
    memory_gb: Math.round(totalmem() / 2 ** 30),
    loadavg_at_start: loadavg().map((load) => Math.round(load * 100) / 100),
  };
}

async function runGroup(name: string, resultFile: string): Promise<void> {
  const group = GROUPS.find((g) => g.name === name);
  if (group === undefined) throw new Error(`no case group "${name}" (have: ${GROUPS.map((g) => g.name).join(', ')})`);
  const tmp = mkdtempSync(join(tmpdir(), `ptyscreen-bench-${name}-`));
  try {
    const results = await group.run({ quick, root, tmp, log: (message) => process.stdout.write(`${message}\n`) });
    writeFileSync(resultFile, JSON.stringify(results));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

async function runChild(kind: string, args: readonly string[]): Promise<void> {
  if (kind === 'js-regexp') jsRegExpChild(args[0]!, args[1]!, args[2]!);
  else if (kind === 'settle-only') await settleOnlyChild(args[0]!);
  else if (kind === 'parse-only') await parseOnlyChild(args[0]!);
  else if (kind === 'guard-memory') guardInMemoryChild(Number(args[0]));
  else if (kind === 'replay-library') await replayLibraryChild(args[0]!, args[1]!);
  else if (kind === 'pack-load') packLoadChild(args[0]!, args[1]!);
  else throw new Error(`no child "${kind}"`);
}

async function runAll(): Promise<number> {
  const only = typeof values.only === 'string' ? values.only.split(',').map((s) => s.trim()) : null;
  const unknown = (only ?? []).filter((name) => !GROUPS.some((g) => g.name === name));
  if (unknown.length > 0) throw new Error(`no case group ${unknown.join(', ')} (have: ${GROUPS.map((g) => g.name).join(', ')})`);
  const groups = GROUPS.filter((g) => only === null || only.includes(g.name));
  const out = resolve(typeof values.out === 'string' ? values.out : join(root, 'bench/results.json'));
  const started = machine();
  const cases: CaseResult[] = [];
  const scratch = mkdtempSync(join(tmpdir(), 'ptyscreen-bench-results-'));
  let failed = 0;
  try {
    for (const [i, group] of groups.entries()) {
      process.stdout.write(`[${i + 1}/${groups.length}] ${group.name}: ${group.title}${quick ? ' (quick)' : ''}\n`);
      const resultFile = join(scratch, `${group.name}.json`);
      const begin = Date.now();
      // A fresh process per group: no JIT state, heap or loaded module carries from one case to the next.
      const child = spawnSync(process.execPath, [process.argv[1]!, '--group', group.name, '--result', resultFile, '--root', root, ...(quick ? ['--quick'] : [])], {
        stdio: 'inherit',
      });
      if (child.status !== 0) {
        process.stdout.write(`  ${group.name} failed (exit ${child.status ?? child.signal})\n`);
        failed++;
        continue;
      }
      const results = JSON.parse(readFileSync(resultFile, 'utf8')) as CaseResult[];
      cases.push(...results);
      process.stdout.write(`  done in ${((Date.now() - begin) / 1000).toFixed(1)} s\n`);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const file: ResultsFile = { machine: started, generated_at: new Date().toISOString(), quick, cases };
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(file, null, 2)}\n`);
  process.stdout.write(`\n${formatTable(cases)}\n\nTargets:\n${formatTargets(cases)}\n\nmachine: ${started.cpus} × ${started.cpu_model}, ${started.memory_gb} GB, node ${started.node}, load ${started.loadavg_at_start.join(' ')}\nwrote ${out}\n`);
  return failed === 0 ? 0 : 1;
}

if (typeof values.child === 'string') await runChild(values.child, positionals);
else if (typeof values.group === 'string') await runGroup(values.group, String(values.result));
else process.exitCode = await runAll();
