// Benchmark: events replayed per second through the loop guard, and peak memory, on 1,000,000 events.
//
// Run: npm run build && npx esbuild bench/guard-replay.ts --bundle --platform=node --format=esm \
//        --packages=external --outfile=node_modules/.cache/ptyscreen-bench/guard-replay.mjs \
//      && node node_modules/.cache/ptyscreen-bench/guard-replay.mjs [EVENTS]
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createReplayCollector, replayFile } from '../src/transcript/index.js';
import { sessionEvents, writeTranscript } from './lib/guard-events.js';

const EVENTS = Number(process.argv[2] ?? 1_000_000);

const mib = (bytes: number): string => `${(bytes / (1024 * 1024)).toFixed(0)} MiB`;
const rate = (events: number, ms: number): string => `${Math.round((events / ms) * 1000).toLocaleString('en-US')} events/s`;

const dir = mkdtempSync(join(tmpdir(), 'ptyscreen-bench-'));
const path = join(dir, 'transcript.jsonl');
try {
  await writeTranscript(path, EVENTS);
  console.log(`transcript: ${EVENTS.toLocaleString('en-US')} events, ${mib(statSync(path).size)}`);

  // 1. End to end from the file: read, split, JSON.parse, validate, drive; decisions not kept.
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  let start = performance.now();
  let report = await replayFile(path, { keepDecisions: false });
  let ms = performance.now() - start;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(`file, summary (flat memory): ${rate(report.events, ms)}  rss ${mib(rssBefore)} → peak ${mib(peak)}`);

  // 2. The same, keeping every decision as --json and --snapshot do: memory grows with the transcript.
  start = performance.now();
  report = await replayFile(path, { keepDecisions: true });
  ms = performance.now() - start;
  console.log(`file, keeping decisions:     ${rate(report.events, ms)}  rss ${mib(process.memoryUsage().rss)} (${report.decisions.length.toLocaleString('en-US')} decisions held)`);

  // 3. The guard and driver alone: a 100,000-event slice decoded up front and replayed ten times
  // through one driver, so neither reading nor parsing nor generating events is timed.
  const slice = [...sessionEvents(Math.min(EVENTS, 100_000))];
  start = performance.now();
  const collector = createReplayCollector({ keepDecisions: false });
  let line = 0;
  for (let round = 0; round < Math.ceil(EVENTS / slice.length); round += 1) {
    for (const event of slice) collector.sink(event, (line += 1));
  }
  report = collector.finish('<generated>', 'native');
  ms = performance.now() - start;
  console.log(`guard + driver, in memory:   ${rate(report.events, ms)}  (${report.attempts.toLocaleString('en-US')} feed attempts, ${report.halts.length.toLocaleString('en-US')} halts)`);

  console.log(`process peak rss (maxRSS):   ${mib(process.resourceUsage().maxRSS * 1024)} (set by step 2)`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
