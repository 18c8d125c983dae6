// Live use: requests per second through `ptyscreen serve` over a pipe, and what `watch --all` costs
// in CPU over quiet panes of a real tmux server.

import { execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import { classifyScreen } from '../../src/classify/classify.js';
import { readCaptureFromString } from '../../src/screen/read-capture.js';
import { builtinSet, type CaseContext, type CaseGroup } from '../lib/context.js';
import { fixtureScreens } from '../lib/fixtures.js';
import { summarize, type Timing } from '../lib/measure.js';
import { cpuTicks, distinctServeRequests, pipeThrough, requestLines, ticksToMs, WARM_UP_LINE, type ServeRequest } from '../lib/pipes.js';
import { caseResult, round, type CaseResult } from '../lib/results.js';

const GROUP = 'live';

/** The same requests read and classified in this process: what serve would cost with no pipe, no JSON and no process around it. */
async function timeInProcess(root: string, requests: readonly ServeRequest[]): Promise<{ ms: number; cpuMs: number }> {
  const set = builtinSet(root, 'varied');
  const cpu0 = process.cpuUsage();
  const start = process.hrtime.bigint();
  for (const request of requests) classifyScreen(set, await readCaptureFromString(request.screen), { process: request.process, source: '-' });
  const cpu = process.cpuUsage(cpu0);
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, cpuMs: (cpu.user + cpu.system) / 1000 };
}

/**
 * Every distinct fixture screen once through serve, against the same screens read and classified in
 * this process: what the pipe, the JSON and the process around classification cost. Each screen is
 * new to the server, so none is answered from what it remembers (the serve group has the repeats).
 */
async function serveCase(ctx: CaseContext): Promise<CaseResult> {
  const requests = distinctServeRequests(ctx.root);
  const count = requests.length;
  const payload = requestLines(requests);
  const runs = ctx.quick ? 1 : 3;
  ctx.log(`  serve: ${count.toLocaleString('en-US')} distinct fixture screens over a pipe (${round(payload.length / 2 ** 20, 1)} MiB of requests), ${runs} run(s), alternated with the same screens in process`);
  const served: number[] = [];
  const inProcess: number[] = [];
  // CPU time as well as wall time: on a loaded machine the wall clock also counts the other processes' turns.
  const servedCpu: number[] = [];
  const inProcessCpu: number[] = [];
  let errors = 0;
  for (let run = 0; run < runs; run++) {
    const serve = await pipeThrough(ctx, [join(ctx.root, 'bin/run.js'), 'serve', '--json'], WARM_UP_LINE, payload, count);
    served.push(serve.ms);
    servedCpu.push(serve.cpuMs);
    errors += serve.errors;
    const floor = await timeInProcess(ctx.root, requests);
    inProcess.push(floor.ms);
    inProcessCpu.push(floor.cpuMs);
  }
  if (errors > 0) throw new Error(`serve answered ${errors} fixture screens with an error`);
  const perScreen = (samples: readonly number[]): Timing => summarize(samples.map((ms) => ms / count));
  const ours = perScreen(served);
  const floor = perScreen(inProcess);
  const perSecond = (timing: Timing) => round(1e9 / timing.median_ns, 0);
  return caseResult(GROUP, `serve: ${count.toLocaleString('en-US')} distinct fixture screens over a pipe, per screen`, ours, { name: 'the same screens read and classified in process', ...floor }, {
    metrics: {
      screens: count,
      screens_per_s: perSecond(ours),
      in_process_screens_per_s: perSecond(floor),
      cpu_screens_per_s: perSecond(perScreen(servedCpu)),
      in_process_cpu_screens_per_s: perSecond(perScreen(inProcessCpu)),
    },
  });
}

async function watchCase(ctx: CaseContext): Promise<CaseResult> {
  const panes = 20;
  const seconds = ctx.quick ? 3 : 15;
  const interval = 500;
  const socket = `ptyscreen-bench-${process.pid}`;
  const tmux = (...args: string[]): string => execFileSync('tmux', ['-L', socket, ...args], { encoding: 'utf8' });
  // Quiet panes showing real agent screens: each prints a fixture screen and waits.
  const screens = fixtureScreens(ctx.root);
  const paint = (i: number) => `cat '${screens[(i * 37) % screens.length]!.file}'; exec sleep 3600`;
  tmux('new-session', '-d', '-s', 'bench', '-x', '120', '-y', '40', paint(0));
  for (let i = 1; i < panes; i++) tmux('new-window', '-t', 'bench', paint(i));
  const serverPid = Number(tmux('display-message', '-p', '#{pid}').trim());
  const child = spawn(process.execPath, [join(ctx.root, 'bin/run.js'), 'watch', '--all', '--json', '--interval', String(interval), '--tmux-socket', socket], {
    cwd: ctx.tmp,
    env: { ...process.env, PTYSCREEN_CACHE_DIR: join(ctx.tmp, 'cache'), NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    let lines = 0;
    let extra = 0;
    await new Promise<void>((resolve) => {
      child.stdout.setEncoding('utf8');
      child.stdout.on('data', (chunk: string) => {
        lines += chunk.split('\n').length - 1;
        if (lines > panes) extra = lines - panes;
        if (lines >= panes) resolve();
      });
    });
    // One look more, so the panes' first captures are behind it; then CPU over `seconds` of quiet.
    await new Promise((resolve) => setTimeout(resolve, interval * 2));
    const watch0 = cpuTicks(child.pid!);
    const server0 = cpuTicks(serverPid);
    const start = process.hrtime.bigint();
    ctx.log(`  watch --all: ${panes} quiet panes, every ${interval} ms, CPU over ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    const wall = Number(process.hrtime.bigint() - start) / 1e9;
    const watch1 = cpuTicks(child.pid!);
    const ms = ticksToMs;
    const watchMs = ms(watch1.own - watch0.own);
    const clientsMs = ms(watch1.children - watch0.children);
    const serverMs = ms(cpuTicks(serverPid).own - server0.own);
    const totalMs = watchMs + clientsMs + serverMs;
    const looks = (wall * 1000) / interval;
    const perLook = summarize([totalMs / looks]);
    return caseResult(GROUP, `watch --all: ${panes} quiet panes, one look every ${interval} ms, CPU per look (watch, tmux clients, tmux server)`, perLook, null, {
      metrics: {
        panes,
        watch_cpu_ms_per_s: round(watchMs / wall, 1),
        tmux_clients_cpu_ms_per_s: round(clientsMs / wall, 1),
        tmux_server_cpu_ms_per_s: round(serverMs / wall, 1),
        cpu_percent: round((totalMs / wall / 1000) * 100, 2),
        lines_after_start: extra,
      },
      notes: [`CPU time from /proc (clock ticks of ${ticksToMs(1)} ms): the watch process, the tmux clients it ran, and the tmux server, over ${round(wall, 1)} s`],
    });
  } finally {
    child.kill('SIGINT');
    try {
      tmux('kill-server');
    } catch {
      // already gone
    }
  }
}

function hasTmux(): boolean {
  try {
    execFileSync('tmux', ['-V']);
    return true;
  } catch {
    return false;
  }
}

export const live: CaseGroup = {
  name: GROUP,
  title: 'live use: serve over a pipe, screens/s; watch --all over 20 quiet panes, CPU',
  async run(ctx) {
    const results = [await serveCase(ctx)];
    if (hasTmux()) results.push(await watchCase(ctx));
    else ctx.log('  watch: skipped, tmux is not installed');
    return results;
  },
};
