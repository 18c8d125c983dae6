// A JSON Lines server timed over a pipe, and the CPU time /proc counts for a live process.

import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CaseContext } from './context.js';
import { fixtureScreens, type FixtureScreen } from './fixtures.js';

let clockTicks: number | undefined;

/** Clock ticks a second, as /proc counts CPU time (100 where getconf cannot say). */
function ticksPerSecond(): number {
  if (clockTicks === undefined) {
    try {
      clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      clockTicks = 100;
    }
  }
  return clockTicks;
}

export function ticksToMs(ticks: number): number {
  return (ticks / ticksPerSecond()) * 1000;
}

/** A process's CPU time in clock ticks: its own (utime + stime), and its reaped children's (the tmux clients a watch runs). */
export function cpuTicks(pid: number): { readonly own: number; readonly children: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const at = (field: number) => Number(fields[field - 3]);
  return { own: at(14) + at(15), children: at(16) + at(17) };
}

export interface ServeRequest {
  readonly id: number;
  readonly screen: string;
  readonly process?: string;
}

/** The request for a fixture screen, with the process it was captured under. */
function requestFor(s: FixtureScreen, id: number): ServeRequest {
  return { id, screen: s.text, ...(s.process !== undefined && { process: s.process }) };
}

/** `count` serve requests over the fixture screens, round robin, each with the process it was captured under. */
export function serveRequests(root: string, count: number): ServeRequest[] {
  const screens = fixtureScreens(root);
  return Array.from({ length: count }, (_, i) => requestFor(screens[i % screens.length]!, i));
}

/**
 * Every fixture screen of every size once, each text once: a server has seen none of them, so none
 * is answered from what it remembers.
 */
export function distinctServeRequests(root: string): ServeRequest[] {
  const seen = new Set<string>();
  return fixtureScreens(root, true)
    .filter((s) => !seen.has(s.text) && seen.add(s.text))
    .map(requestFor);
}

/** Requests as the lines a server reads. */
export function requestLines(requests: readonly ServeRequest[]): string {
  return requests.map((request) => `${JSON.stringify(request)}\n`).join('');
}

/** The request a server answers before the clock starts: its start-up and pack loading are not measured. */
export const WARM_UP_LINE = `${JSON.stringify({ id: 'warm-up', screen: 'hello' })}\n`;

export interface PipeRun {
  readonly ms: number;
  /** CPU time of the server process (user + system), from /proc. */
  readonly cpuMs: number;
  readonly answers: number;
  /** Answers that are errors: an error answer is short and starts its second field with `"error":{"code"`, which no result holds. */
  readonly errors: number;
}

/**
 * Starts `node argv…` once, has it answer one warm-up line (start-up and pack loading are not what is
 * measured), then sends `payload` (`count` lines) at once and times from the first byte sent to the
 * last answer line read.
 */
export async function pipeThrough(ctx: CaseContext, argv: readonly string[], warmUp: string, payload: string, count: number): Promise<PipeRun> {
  const child = spawn(process.execPath, argv, {
    cwd: ctx.tmp,
    env: { ...process.env, PTYSCREEN_CACHE_DIR: join(ctx.tmp, 'cache'), NO_COLOR: '1' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  let lines = 0;
  let errors = 0;
  let wanted = 1;
  let reached: (() => void) | undefined;
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    for (let at = chunk.indexOf('\n'); at !== -1; at = chunk.indexOf('\n', at + 1)) lines++;
    if (chunk.includes('"error":{"code"')) errors += chunk.split('"error":{"code"').length - 1;
    if (lines >= wanted) reached?.();
  });
  const until = (n: number): Promise<void> =>
    new Promise((resolve) => {
      wanted = n;
      reached = resolve;
      if (lines >= n) resolve();
    });
  child.stdin.write(warmUp);
  await until(1);
  const ticks = cpuTicks(child.pid!).own;
  const start = process.hrtime.bigint();
  child.stdin.end(payload);
  await until(count + 1);
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  const cpuMs = ticksToMs(cpuTicks(child.pid!).own - ticks);
  const code = await exited;
  if (code !== 0) throw new Error(`${argv.join(' ').slice(0, 80)} exited ${code}`);
  return { ms, cpuMs, answers: lines - 1, errors };
}
