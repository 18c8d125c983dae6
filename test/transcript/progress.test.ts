// How far a replay has read: reported as it goes, in every thread, and reaching the file's size.
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { forEachLine, replayFile } from '../../src/transcript/index.js';
import { replayInParts } from '../../src/transcript/replay-in-parts.js';
import { replayPart } from '../../src/transcript/replay-part.js';
import { splitTranscript } from '../../src/transcript/transcript-parts.js';
import { useTempDir } from '../screen/temp-dir.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const temp = useTempDir();

/** `count` events with a person's input every 97 lines, so that the file can be cut into parts. */
function transcript(name: string, count: number): string {
  const lines = Array.from({ length: count }, (_, i) =>
    JSON.stringify(i % 97 === 50 ? { type: 'manual', text: 'carry on' } : { type: 'auto', prompt: `Check module ${Math.floor(i / 3) % 4} and fix what fails` }),
  );
  return temp.write(name, `${lines.join('\n')}\n`);
}

type Call = readonly [read: number, total: number | undefined];

/** The calls rise and end at the file's size. */
function expectToReachEnd(calls: readonly Call[], size: number): void {
  expect(calls.length).toBeGreaterThan(1);
  for (const [index, [read, total]] of calls.entries()) {
    expect(total).toBe(size);
    expect(read).toBeLessThanOrEqual(size);
    if (index > 0) expect(read).toBeGreaterThanOrEqual(calls[index - 1]![0]);
  }
  expect(calls.at(-1)).toEqual([size, size]);
}

describe('replay progress', () => {
  it('forEachLine reports the bytes read after each chunk, of the file or of its range', async () => {
    const path = transcript('lines.jsonl', 200);
    const size = statSync(path).size;
    const calls: Call[] = [];
    await forEachLine(path, () => undefined, { chunkBytes: 1000, onBytes: (read, total) => calls.push([read, total]) });
    expectToReachEnd(calls, size);
    expect(calls).toHaveLength(Math.ceil(size / 1000));

    const ranged: Call[] = [];
    await forEachLine(path, () => undefined, { chunkBytes: 1000, range: { start: 500, end: 4500 }, onBytes: (read, total) => ranged.push([read, total]) });
    expect(ranged.map(([read]) => read)).toEqual([1000, 2000, 3000, 4000]);
    expect(ranged.every(([, total]) => total === 4000)).toBe(true);
  });

  it('a replay in one piece reports up to the file size', async () => {
    const path = transcript('one.jsonl', 5000);
    const calls: Call[] = [];
    const report = await replayFile(path, { onProgress: (read, total) => calls.push([read, total]) });
    expect(report.events).toBe(5000);
    expectToReachEnd(calls, statSync(path).size);
  });

  it('a replay in parts sums the parts, and the report is the same as without progress', async () => {
    const path = transcript('parts.jsonl', 5000);
    const calls: Call[] = [];
    const onProgress = (read: number, total: number): number => calls.push([read, total]);
    const report = await replayInParts(path, { keepDecisions: true }, { workers: 2, runInWorker: replayPart, onProgress });
    expect(report).toEqual(await replayInParts(path, { keepDecisions: true }, { workers: 2, runInWorker: replayPart }));
    expectToReachEnd(calls, statSync(path).size);
  });

  it('crosses from real worker threads in the built package, the callback never sent to them', () => {
    // Over 8 MiB, so that it is cut in two, and the worker's part over the 4 MiB it posts progress at.
    const path = transcript('big.jsonl', 200_000);
    const size = statSync(path).size;
    expect(size).toBeGreaterThan(8 << 20);
    const script = `
      const { replayFile } = await import(${JSON.stringify(join(ROOT, 'dist/index.js'))});
      const calls = [];
      const report = await replayFile(${JSON.stringify(path)}, { onProgress: (read, total) => calls.push([read, total]) });
      console.log(JSON.stringify({ events: report.events, calls }));`;
    const run = spawnSync(process.execPath, [temp.write('embedder.mjs', script)], { encoding: 'utf8', env: { ...process.env, PTYSCREEN_WORKERS: '1' } });
    expect(run.stderr).toBe('');
    const { events, calls } = JSON.parse(run.stdout) as { events: number; calls: Call[] };
    expect(events).toBe(200_000);
    expectToReachEnd(calls, size);
    // Besides the end, the worker posted how far it had got: a sum past this thread's whole part.
    const mainPart = splitTranscript(path, size, 2)[0]!;
    expect(calls.some(([read]) => read > mainPart.end && read < size)).toBe(true);
  });
});
