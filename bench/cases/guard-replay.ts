// Guard replay: 1,000,000 transcript events through `ptyscreen guard replay`, in events per second.

import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { CaseGroup } from '../lib/context.js';
import { sessionEvents, writeTranscript } from '../lib/guard-events.js';
import { forEachLine } from '../../src/shared/line-reader.js';
import { createReplayCollector } from '../../src/transcript/report.js';
import { summarize } from '../lib/measure.js';
import { probe, type Command } from '../lib/processes.js';
import { caseResult, formatNs, round, sizedTargets } from '../lib/results.js';

const GROUP = 'guard-replay';

/** The child side of the baseline: read the file and JSON.parse every line, nothing else (the floor). */
export async function parseOnlyChild(file: string): Promise<void> {
  let events = 0;
  await forEachLine(file, (text) => {
    if (text.trim() !== '' && JSON.parse(text) !== null) events++;
  });
  process.stdout.write(`${events}\n`);
}

/**
 * The child side of the library rows: `replayFile` as an orchestrator embedding ptyscreen calls it,
 * worker threads and all, timed inside the process from before the replay's modules load; `keep`
 * holds every decision as `--json` and `--snapshot` do (memory then grows with the transcript).
 * Prints the nanoseconds, then the process's peak RSS in bytes.
 */
export async function replayLibraryChild(file: string, keep: string): Promise<void> {
  const start = process.hrtime.bigint();
  const { replayFile } = await import('../../src/transcript/replay-source.js');
  const keepDecisions = keep === 'keep';
  const report = await replayFile(file, { keepDecisions });
  if (report.events === 0) throw new Error('the library replay read no events');
  if (keepDecisions && report.decisions.length === 0) throw new Error('the library replay kept no decisions');
  process.stdout.write(`${Number(process.hrtime.bigint() - start)} ${process.resourceUsage().maxRSS * 1024}\n`);
}

/**
 * The child side of the in-memory row: the guard and the replay driver alone, on events decoded up
 * front (a 100,000-event slice, replayed until `count` events), timed inside the process.
 */
export function guardInMemoryChild(count: number): void {
  const slice = [...sessionEvents(Math.min(count, 100_000))];
  const start = process.hrtime.bigint();
  const collector = createReplayCollector({ keepDecisions: false });
  let line = 0;
  for (let done = 0; done < count; done += slice.length) {
    for (const event of slice.slice(0, count - done)) collector.sink(event, (line += 1));
  }
  collector.finish('<generated>', 'native');
  process.stdout.write(`${Number(process.hrtime.bigint() - start)}\n`);
}

export const guardReplay: CaseGroup = {
  name: GROUP,
  title: 'guard replay: events/s on 1,000,000 events, end to end through the CLI',
  async run(ctx) {
    const events = ctx.quick ? 100_000 : 1_000_000;
    const file = join(ctx.tmp, 'transcript.jsonl');
    ctx.log(`  writing ${events.toLocaleString('en-US')} events`);
    await writeTranscript(file, events);
    const bin = join(ctx.root, 'bin/run.js');
    const env = { NO_COLOR: '1' };
    const ours: Command = { argv: ['node', bin, 'guard', 'replay', file], env };
    // The same CLI kept in one thread: what the worker threads of a replay in parts buy.
    const oneThread: Command = { argv: ['node', bin, 'guard', 'replay', file], env: { ...env, PTYSCREEN_WORKERS: '0' } };
    const baseline: Command = { argv: ['node', process.argv[1]!, '--child', 'parse-only', file], env };
    const runs = ctx.quick ? 1 : 3;
    const oursRuns: { ms: number; rss: number }[] = [];
    const oneThreadMs: number[] = [];
    const baseMs: number[] = [];
    for (let i = 0; i < runs; i++) {
      ctx.log(`  run ${i + 1}/${runs}`);
      const a = probe(ours, ctx.root, ctx.tmp);
      oursRuns.push({ ms: a.ms, rss: a.maxRssBytes });
      oneThreadMs.push(probe(oneThread, ctx.root, ctx.tmp).ms);
      baseMs.push(probe(baseline, ctx.root, ctx.tmp).ms);
    }
    const one = summarize(oneThreadMs);
    const t = summarize(oursRuns.map((run) => run.ms));
    const b = summarize(baseMs);
    const perSecond = round(events / (t.median_ns / 1e9), 0);
    /** One child's time in ms and, where it says, its peak RSS in MB. */
    const timedChild = (kind: string, ...args: string[]): { ms: number; rssMb: number } => {
      const child = spawnSync(process.execPath, [process.argv[1]!, '--child', kind, ...args], { encoding: 'utf8' });
      if (child.status !== 0) throw new Error(`${kind} child failed: ${child.stderr}`);
      const [ns, rss] = child.stdout.trim().split(' ').map(Number);
      return { ms: ns! / 1e6, rssMb: rss === undefined ? Number.NaN : round(rss / 2 ** 20, 0) };
    };
    const childRuns = (kind: string, ...args: string[]) => {
      const all = Array.from({ length: runs }, () => timedChild(kind, ...args));
      return { timing: summarize(all.map((run) => run.ms)), peakRssMb: Math.max(...all.map((run) => run.rssMb)) };
    };
    const inMemory = childRuns('guard-memory', String(events)).timing;
    const library = childRuns('replay-library', file, 'summary');
    const keeping = childRuns('replay-library', file, 'keep');
    return [
      caseResult(GROUP, `guard replay: ${events.toLocaleString('en-US')} events, guard replay FILE (CLI)`, t, { name: 'read + JSON.parse each line only', ...b }, {
        metrics: {
          events,
          bytes: statSync(file).size,
          events_per_s: perSecond,
          baseline_events_per_s: round(events / (b.median_ns / 1e9), 0),
          peak_rss_mb: round(Math.max(...oursRuns.map((run) => run.rss)) / 2 ** 20, 0),
        },
        ...sizedTargets(ctx.quick, [
          {
            text: 'guard replay: over 1,000,000 events/s',
            met: perSecond > 1_000_000,
            measured: `${perSecond.toLocaleString('en-US')} events/s on ${events.toLocaleString('en-US')} events (CLI start-up included)`,
          },
          {
            text: 'guard replay: the CLI at least 0.8× as fast as reading the file and JSON.parse of each line',
            met: b.median_ns / t.median_ns >= 0.8,
            measured: `${round(b.median_ns / t.median_ns, 2)}× (${formatNs(t.median_ns)} vs ${formatNs(b.median_ns)})`,
          },
        ]),
      }),
      caseResult(GROUP, `guard replay: ${events.toLocaleString('en-US')} events, guard replay FILE (CLI), one thread`, one, { name: 'read + JSON.parse each line only', ...b }, {
        metrics: { events_per_s: round(events / (one.median_ns / 1e9), 0) },
        notes: ['PTYSCREEN_WORKERS=0: the transcript replayed from its first line to its last in the main thread'],
      }),
      caseResult(GROUP, `guard replay: ${events.toLocaleString('en-US')} events, replayFile in process (library, worker threads included)`, library.timing, null, {
        metrics: { events, events_per_s: round(events / (library.timing.median_ns / 1e9), 0), peak_rss_mb: library.peakRssMb },
        notes: ["what an embedder's call costs: the CLI row less Node's and oclif's start-up, module loading and worker threads included"],
      }),
      caseResult(GROUP, `guard replay: ${events.toLocaleString('en-US')} events, replayFile in process keeping every decision (as --json does)`, keeping.timing, { name: 'replayFile, summary only', ...library.timing }, {
        metrics: { events, events_per_s: round(events / (keeping.timing.median_ns / 1e9), 0), peak_rss_mb: keeping.peakRssMb },
        notes: ['memory grows with the transcript: every decision is held for the report'],
      }),
      caseResult(GROUP, `guard replay: ${events.toLocaleString('en-US')} events, guard + driver in memory (events decoded up front)`, inMemory, null, {
        metrics: { events, events_per_s: round(events / (inMemory.median_ns / 1e9), 0) },
        notes: ['no file, no JSON: what the loop guard and the replay driver cost on their own'],
      }),
    ];
  },
};
