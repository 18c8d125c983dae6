// `ptyscreen serve` over a pipe, screens per second, against a Node process that only parses each
// request line and writes it back: what any JSON Lines server in Node pays for the pipe and the JSON.

import { join } from 'node:path';
import type { CaseGroup } from '../lib/context.js';
import { summarize, type Timing } from '../lib/measure.js';
import { pipeThrough, serveRequests, WARM_UP_LINE, type PipeRun } from '../lib/pipes.js';
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

export const servePipe: CaseGroup = {
  name: GROUP,
  title: 'ptyscreen serve over a pipe: fixture screens per second, against a parse-and-echo Node server',
  async run(ctx) {
    const count = ctx.quick ? 2_000 : 20_000;
    const runs = ctx.quick ? 1 : 3;
    const payload = serveRequests(ctx.root, count)
      .map((request) => `${JSON.stringify(request)}\n`)
      .join('');
    const serve = [join(ctx.root, 'bin/run.js'), 'serve'];
    const echo = ['-e', ECHO_SERVER];
    ctx.log(`  ${count.toLocaleString('en-US')} requests (${round(payload.length / 2 ** 20, 1)} MiB), ${runs} run(s) each, alternated with the echo server`);
    const served: PipeRun[] = [];
    const echoed: PipeRun[] = [];
    for (let run = 0; run < runs; run++) {
      for (const side of run % 2 === 0 ? ['serve', 'echo'] : ['echo', 'serve']) {
        if (side === 'serve') served.push(await pipeThrough(ctx, serve, WARM_UP_LINE, payload, count));
        else echoed.push(await pipeThrough(ctx, echo, WARM_UP_LINE, payload, count));
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
