// Benchmark: events replayed per second through the loop guard, and peak memory, on 1,000,000 events.
//
// Run: npm run build && npx esbuild bench/guard-replay.ts --bundle --platform=node --format=esm \
//        --packages=external --outfile=node_modules/.cache/ptyscreen-bench/guard-replay.mjs \
//      && node node_modules/.cache/ptyscreen-bench/guard-replay.mjs [EVENTS]
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createReplayCollector, replayFile, type TranscriptEvent } from '../src/transcript/index.js';

const EVENTS = Number(process.argv[2] ?? 1_000_000);

/** A deterministic mix shaped like auto-mode sessions: suggestions, board updates, continuations, people. */
function* sessionEvents(count: number): Generator<TranscriptEvent> {
  let seed = 42;
  const random = (): number => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const prompts = Array.from({ length: 64 }, (_, i) => `Run the checks for module ${i} and fix what fails`);
  const board = (done: number) => ({
    type: 'todos' as const,
    todos: Array.from({ length: 5 }, (_, i) => ({
      id: String(i + 1),
      content: `Step ${i + 1} of the refactor`,
      status: i < done ? ('completed' as const) : i === done ? ('in_progress' as const) : ('pending' as const),
    })),
  });
  for (let i = 0; i < count; i += 1) {
    const roll = random();
    const prompt = prompts[Math.floor(random() * prompts.length)]!;
    if (roll < 0.4) yield { type: 'auto', prompt };
    else if (roll < 0.65) yield { type: 'reply', text: `Done with that.\n\n<nextsteps>\n- ${prompt}\n- Update the changelog\n</nextsteps>` };
    else if (roll < 0.75) yield board(Math.floor(random() * 5));
    else if (roll < 0.9) yield { type: 'reply', text: 'Worked on the current item.' };
    else if (roll < 0.95) yield { type: 'grounded', prompt: `Continue: ${prompt}` };
    else yield { type: 'manual', text: 'keep going' };
  }
}

async function writeTranscript(path: string, count: number): Promise<void> {
  const out = createWriteStream(path);
  let buffered: string[] = [];
  for (const event of sessionEvents(count)) {
    buffered.push(JSON.stringify(event));
    if (buffered.length === 10_000) {
      if (!out.write(`${buffered.join('\n')}\n`)) await once(out, 'drain');
      buffered = [];
    }
  }
  if (buffered.length > 0) out.write(`${buffered.join('\n')}\n`);
  out.end();
  await once(out, 'finish');
}

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
