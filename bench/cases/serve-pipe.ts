// `ptyscreen serve` over a pipe, screens per second, against a Node process that only parses each
// request line and writes it back: what any JSON Lines server in Node pays for the pipe and the JSON.

import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CaseContext, CaseGroup } from '../lib/context.js';
import { fixtureScreens } from '../lib/fixtures.js';
import { summarize, type Timing } from '../lib/measure.js';
import { caseResult, formatNs, round, sizedTargets } from '../lib/results.js';

const GROUP = 'serve';

/** The baseline server: one JSON.parse and one JSON.stringify per line, written back in one write per chunk read. */
const ECHO_SERVER = `
let held = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  const lines = (held + chunk).split('\\n');
  held = lines.pop();
  let out = '';
  for (const line of lines) if (line !== '') out += JSON.stringify(JSON.parse(line)) + '\\n';
  if (out !== '') process.stdout.write(out);
});
`;

interface PipeRun {
  readonly ms: number;
  /** CPU time of the server process (user + system), from /proc. */
  readonly cpuMs: number;
  readonly answers: number;
  readonly errors: number;
}

/** Clock ticks of CPU time a live process has used (utime + stime); 0 where /proc cannot say. */
function cpuTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/**
 * Starts `argv` once, has it answer one warm-up line (start-up is not measured), then sends `payload`
 * (`count` lines) at once and times from the first byte sent to the last answer line read.
 */
async function pipeThrough(ctx: CaseContext, argv: readonly string[], warmUp: string, payload: string, count: number): Promise<PipeRun> {
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
    // An error answer is short and starts its second field with it; a result never holds these bytes.
    errors += chunk.split('"error":{"code"').length - 1;
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
  const ticks = cpuTicks(child.pid!);
  const start = process.hrtime.bigint();
  child.stdin.end(payload);
  await until(count + 1);
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  // USER_HZ is 100 on Linux: a tick is 10 ms.
  const cpuMs = (cpuTicks(child.pid!) - ticks) * 10;
  const code = await exited;
  if (code !== 0) throw new Error(`${argv.join(' ').slice(0, 80)} exited ${code}`);
  return { ms, cpuMs, answers: lines - 1, errors };
}

export const servePipe: CaseGroup = {
  name: GROUP,
  title: 'ptyscreen serve over a pipe: fixture screens per second, against a parse-and-echo Node server',
  async run(ctx) {
    const count = ctx.quick ? 2_000 : 20_000;
    const runs = ctx.quick ? 1 : 3;
    const screens = fixtureScreens(ctx.root);
    // Round robin over every 120x40 fixture screen, each with the process it was captured under.
    let payload = '';
    for (let i = 0; i < count; i++) {
      const s = screens[i % screens.length]!;
      payload += `${JSON.stringify({ id: i, screen: s.text, ...(s.process !== undefined && { process: s.process }) })}\n`;
    }
    const warmUp = `${JSON.stringify({ id: 'warm-up', screen: 'hello' })}\n`;
    const serve = [join(ctx.root, 'bin/run.js'), 'serve'];
    const echo = ['-e', ECHO_SERVER];
    ctx.log(`  ${count.toLocaleString('en-US')} requests (${round(payload.length / 2 ** 20, 1)} MiB), ${runs} run(s) each, alternated with the echo server`);
    const served: PipeRun[] = [];
    const echoed: PipeRun[] = [];
    for (let run = 0; run < runs; run++) {
      for (const side of run % 2 === 0 ? ['serve', 'echo'] : ['echo', 'serve']) {
        if (side === 'serve') served.push(await pipeThrough(ctx, serve, warmUp, payload, count));
        else echoed.push(await pipeThrough(ctx, echo, warmUp, payload, count));
      }
    }
    const errors = served.reduce((sum, run) => sum + run.errors, 0);
    if (errors > 0) throw new Error(`serve answered ${errors} fixture screens with an error`);
    const perScreen = (samples: readonly number[]): Timing => summarize(samples.map((ms) => ms / count));
    const ours = perScreen(served.map((run) => run.ms));
    const baseline = perScreen(echoed.map((run) => run.ms));
    const perSecond = (timing: Timing): number => round(1e9 / timing.median_ns, 0);
    const cpuPerSecond = perSecond(perScreen(served.map((run) => run.cpuMs)));
    return [
      caseResult(GROUP, `serve: ${count.toLocaleString('en-US')} fixture screens over a pipe, per screen`, ours, { name: 'a Node server that parses each line and writes it back', ...baseline }, {
        metrics: { screens: count, screens_per_s: perSecond(ours), echo_lines_per_s: perSecond(baseline), cpu_screens_per_s: cpuPerSecond },
        notes: ["per screen: wall time from the first request byte to the last answer, over the count; cpu_screens_per_s from the server's own CPU time"],
        ...sizedTargets(ctx.quick, [
          {
            text: 'serve: at least 20,000 screens/s over a pipe',
            met: perSecond(ours) >= 20_000,
            measured: `${perSecond(ours).toLocaleString('en-US')} screens/s (${formatNs(ours.median_ns)} a screen; ${cpuPerSecond.toLocaleString('en-US')}/s of the server's CPU time; echo server ${perSecond(baseline).toLocaleString('en-US')} lines/s)`,
          },
        ]),
      }),
    ];
  },
};
