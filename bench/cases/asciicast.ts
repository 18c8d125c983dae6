// Asciicast: a recording through the emulator with `classify --timeline`, in MB/s, and the process's peak memory.

import { statSync } from 'node:fs';
import { join } from 'node:path';
import { settledScreens } from '../../src/screen/asciicast/asciicast.js';
import { recordingOfSize } from '../lib/asciicast-recording.js';
import type { CaseGroup } from '../lib/context.js';
import { summarize } from '../lib/measure.js';
import { probe, type Command } from '../lib/processes.js';
import { caseResult, round, sizedTargets } from '../lib/results.js';

const GROUP = 'asciicast';

/** The child side of the baseline: the same recording through the emulator alone, no classification. */
export async function settleOnlyChild(file: string): Promise<void> {
  let screens = 0;
  for await (const step of settledScreens(file)) if (step.screen.lines.length >= 0) screens++;
  process.stdout.write(`${screens}\n`);
}

export const asciicast: CaseGroup = {
  name: GROUP,
  title: 'asciicast: classify --timeline through the emulator, MB/s and peak RSS',
  async run(ctx) {
    const megabytes = ctx.quick ? 5 : 200;
    const file = await recordingOfSize(megabytes, (message) => { ctx.log(message); });
    const bytes = statSync(file).size;
    const bin = join(ctx.root, 'bin/run.js');
    const env = { PTYSCREEN_CACHE_DIR: join(ctx.tmp, 'cache'), NO_COLOR: '1' };
    const ours: Command = { argv: ['node', bin, 'classify', file, '--timeline', '--json', '--process', 'claude'], env, stdoutFile: join(ctx.tmp, 'timeline.json') };
    const baseline: Command = { argv: ['node', process.argv[1]!, '--child', 'settle-only', file], env };
    const runs = ctx.quick ? 1 : 3;
    const oursRuns: { ms: number; rss: number }[] = [];
    const baseRuns: { ms: number; rss: number }[] = [];
    for (let i = 0; i < runs; i++) {
      ctx.log(`  run ${i + 1}/${runs}: ${megabytes} MB`);
      const a = probe(ours, ctx.root, ctx.tmp);
      oursRuns.push({ ms: a.ms, rss: a.maxRssBytes });
      const b = probe(baseline, ctx.root, ctx.tmp);
      baseRuns.push({ ms: b.ms, rss: b.maxRssBytes });
    }
    const t = summarize(oursRuns.map((run) => run.ms));
    const b = summarize(baseRuns.map((run) => run.ms));
    const mbPerSecond = round(bytes / 1e6 / (t.median_ns / 1e9), 1);
    const peakMb = round(Math.max(...oursRuns.map((run) => run.rss)) / 2 ** 20, 0);
    return [
      caseResult(GROUP, `asciicast: ${megabytes} MB recording, classify --timeline --json (CLI)`, t, { name: 'emulator alone: settledScreens, no classification, no CLI', ...b }, {
        metrics: {
          bytes,
          mb_per_s: mbPerSecond,
          baseline_mb_per_s: round(bytes / 1e6 / (b.median_ns / 1e9), 1),
          peak_rss_mb: peakMb,
          baseline_peak_rss_mb: round(Math.max(...baseRuns.map((run) => run.rss)) / 2 ** 20, 0),
        },
        ...sizedTargets(ctx.quick, [
          { text: 'asciicast: over 20 MB/s with --timeline', met: mbPerSecond > 20, measured: `${mbPerSecond} MB/s on ${megabytes} MB` },
          {
            text: 'asciicast: peak RSS under 300 MB for a 200 MB recording',
            met: peakMb < 300,
            measured: `${peakMb} MB peak RSS on a ${megabytes} MB recording`,
          },
        ]),
      }),
    ];
  },
};
