// Benchmarks settledScreens on a large synthetic asciicast: throughput through the emulator and peak memory.
//
// Run: npx tsc -p tsconfig.json && node dist-check/bench/screen-asciicast.js [megabytes=200] [file]
// The recording is generated once into the OS temp folder (or `file`) and reused by later runs.

import { existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { settledScreens } from '../src/screen/asciicast/asciicast.js';
import { generateRecording } from './lib/asciicast-recording.js';

async function main(): Promise<void> {
  const megabytes = Number(process.argv[2] ?? 200);
  const file = process.argv[3] ?? join(tmpdir(), `ptyscreen-bench-${megabytes}mb.cast`);
  if (!existsSync(file) || statSync(file).size < megabytes * 1e6) {
    process.stderr.write(`generating ${megabytes} MB recording at ${file}\n`);
    await generateRecording(file, megabytes * 1e6);
  }
  const size = statSync(file).size;
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 50);
  const started = process.hrtime.bigint();
  let settled = 0;
  let lastT = 0;
  for await (const step of settledScreens(file)) {
    settled++;
    lastT = step.t;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  clearInterval(sampler);
  const result = {
    file,
    bytes: size,
    seconds: Number(seconds.toFixed(2)),
    megabytesPerSecond: Number((size / 1e6 / seconds).toFixed(1)),
    settledScreens: settled,
    recordingSeconds: Number(lastT.toFixed(1)),
    peakRssMegabytes: Math.round(peakRss / 1e6),
    maxRssMegabytes: Math.round((process.resourceUsage().maxRSS * 1024) / 1e6),
  };
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}

await main();
