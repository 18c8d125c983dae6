// `ptyscreen serve` over a pipe, screens per second, against a Node process that only parses each
// request line and writes it back: what any JSON Lines server in Node pays for the pipe and the JSON.

import { join } from 'node:path';
import type { CaseContext, CaseGroup } from '../lib/context.js';
import { summarize, type Timing } from '../lib/measure.js';
import { distinctServeRequests, pipeThrough, requestLines, serveRequests, WARM_UP_LINE, type PipeRun, type ServeRequest } from '../lib/pipes.js';
import { caseResult, formatNs, round, sizedTargets, type CaseResult } from '../lib/results.js';

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

/** `requests` through serve and through the echo server, alternated run by run, per request. */
async function serveAgainstEcho(ctx: CaseContext, requests: readonly ServeRequest[], runs: number): Promise<{ ours: Timing; baseline: Timing; cpu: Timing }> {
  const payload = requestLines(requests);
  const serve = [join(ctx.root, 'bin/run.js'), 'serve'];
  const echo = ['-e', ECHO_SERVER];
  const served: PipeRun[] = [];
  const echoed: PipeRun[] = [];
  for (let run = 0; run < runs; run++) {
    for (const side of run % 2 === 0 ? ['serve', 'echo'] : ['echo', 'serve']) {
      if (side === 'serve') served.push(await pipeThrough(ctx, serve, WARM_UP_LINE, payload, requests.length));
      else echoed.push(await pipeThrough(ctx, echo, WARM_UP_LINE, payload, requests.length));
    }
  }
  const errors = served.reduce((sum, run) => sum + run.errors, 0);
  if (errors > 0) throw new Error(`serve answered ${errors} fixture screens with an error`);
  const perRequest = (samples: readonly number[]): Timing => summarize(samples.map((ms) => ms / requests.length));
  return { ours: perRequest(served.map((run) => run.ms)), baseline: perRequest(echoed.map((run) => run.ms)), cpu: perRequest(served.map((run) => run.cpuMs)) };
}

const perSecond = (timing: Timing): number => round(1e9 / timing.median_ns, 0);
const ECHO = 'a Node server that parses each line and writes it back';

export const servePipe: CaseGroup = {
  name: GROUP,
  title: 'ptyscreen serve over a pipe: fixture screens per second, against a parse-and-echo Node server',
  async run(ctx) {
    const count = ctx.quick ? 2_000 : 20_000;
    const runs = ctx.quick ? 1 : 3;
    // As a poller sends them: the fixture screens round robin, each about ten times in a full run.
    const polled = serveRequests(ctx.root, count);
    const screens = new Set(polled.map((r) => r.screen)).size;
    ctx.log(`  ${count.toLocaleString('en-US')} requests over ${screens} screens, ${runs} run(s) each, alternated with the echo server`);
    const repeated = await serveAgainstEcho(ctx, polled, runs);
    // Every screen new to the server: what reading and classifying costs, nothing remembered.
    const distinct = distinctServeRequests(ctx.root);
    ctx.log(`  ${distinct.length.toLocaleString('en-US')} distinct screens (every fixture of every size once), ${runs} run(s) each, alternated with the echo server`);
    const fresh = await serveAgainstEcho(ctx, distinct, runs);
    const results: CaseResult[] = [
      caseResult(GROUP, `serve: ${count.toLocaleString('en-US')} requests over the fixture screens, each sent about ${Math.max(1, Math.round(count / screens))} times (as a poller sends an unchanged pane), per request`, repeated.ours, { name: ECHO, ...repeated.baseline }, {
        metrics: { requests: count, screens_per_s: perSecond(repeated.ours), echo_lines_per_s: perSecond(repeated.baseline), cpu_screens_per_s: perSecond(repeated.cpu) },
        notes: [
          "per request: wall time from the first request byte to the last answer, over the count; cpu_screens_per_s from the server's own CPU time",
          'a screen asked again with the same hints is answered with the result it got before (src/live/recent-results.ts); the distinct row below has no repeats',
        ],
        ...sizedTargets(ctx.quick, [
          {
            text: 'serve: at least 20,000 screens/s over a pipe',
            met: perSecond(repeated.ours) >= 20_000,
            measured: `${perSecond(repeated.ours).toLocaleString('en-US')} screens/s (${formatNs(repeated.ours.median_ns)} a request; ${perSecond(repeated.cpu).toLocaleString('en-US')}/s of the server's CPU time; echo server ${perSecond(repeated.baseline).toLocaleString('en-US')} lines/s)`,
          },
        ]),
      }),
      caseResult(GROUP, `serve: ${distinct.length.toLocaleString('en-US')} distinct fixture screens (every size), each sent once, per request`, fresh.ours, { name: ECHO, ...fresh.baseline }, {
        metrics: { requests: distinct.length, screens_per_s: perSecond(fresh.ours), echo_lines_per_s: perSecond(fresh.baseline), cpu_screens_per_s: perSecond(fresh.cpu) },
      }),
    ];
    return results;
  },
};
