// Whole processes as a user runs them: wall time by spawnSync and hrtime, peak RSS and loaded packages by a preload.

import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { closeSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { summarize, type Timing } from './measure.js';

export interface Command {
  readonly argv: readonly string[];
  readonly env?: NodeJS.ProcessEnv;
  readonly cwd?: string;
  /** Where stdout goes: a file (the output can be large), or nowhere. */
  readonly stdoutFile?: string;
}

export interface Probe {
  readonly maxRssBytes: number;
  readonly packages: readonly string[];
}

/** Runs once; returns milliseconds. A non-zero exit other than 1 (findings) is an error. */
export function runOnce(command: Command, extra: { probeFile?: string; root?: string } = {}): number {
  const out = command.stdoutFile === undefined ? 'ignore' : openSync(command.stdoutFile, 'w');
  const [exe, ...args] = command.argv;
  const node = exe === 'node' ? process.execPath : exe!;
  const withProbe = extra.probeFile === undefined ? args : ['--import', join(extra.root!, 'bench/lib/probe-hook.mjs'), ...args];
  const options: SpawnSyncOptions = {
    cwd: command.cwd,
    env: { ...process.env, ...command.env, ...(extra.probeFile !== undefined && { PTYSCREEN_BENCH_PROBE: extra.probeFile }) },
    stdio: ['ignore', out, 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  };
  try {
    const start = process.hrtime.bigint();
    const child = spawnSync(node, withProbe, options);
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (child.error !== undefined) throw child.error;
    if (child.status !== 0 && child.status !== 1) {
      throw new Error(`${command.argv.join(' ').slice(0, 200)} exited ${child.status ?? child.signal}: ${String(child.stderr).slice(0, 500)}`);
    }
    return ms;
  } finally {
    if (typeof out === 'number') closeSync(out);
  }
}

/** Runs the command once under the probe and reads back its peak RSS and packages. */
export function probe(command: Command, root: string, tmp: string): Probe & { ms: number } {
  const file = join(tmp, `probe-${process.pid}-${Date.now()}.json`);
  const ms = runOnce(command, { probeFile: file, root });
  const result = JSON.parse(readFileSync(file, 'utf8')) as Probe;
  rmSync(file, { force: true });
  return { ...result, ms };
}

/**
 * Runs every command `runs` times, interleaved (a, b, c, a, b, c …) after one warm-up run each, so
 * that the machine's load drifts across all of them alike.
 */
export function timeCommands(commands: Readonly<Record<string, Command>>, runs: number): Record<string, Timing> {
  const names = Object.keys(commands);
  for (const name of names) runOnce(commands[name]!);
  const samples = new Map<string, number[]>(names.map((name) => [name, []]));
  for (let run = 0; run < runs; run++) {
    for (const name of run % 2 === 0 ? names : [...names].reverse()) samples.get(name)!.push(runOnce(commands[name]!));
  }
  return Object.fromEntries(names.map((name) => [name, summarize(samples.get(name)!)]));
}
