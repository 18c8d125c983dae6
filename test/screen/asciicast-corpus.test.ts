import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readAsciicastFinal, settledScreens } from '../../src/screen/asciicast/asciicast.js';
import { CORPUS_DIR, casesWith } from '../corpus/corpus.js';

const recordings = casesWith('rec.cast');

function headerOf(file: string): { width: number; height: number } {
  const firstLine = readFileSync(file, 'utf8').split('\n', 1)[0] as string;
  return JSON.parse(firstLine) as { width: number; height: number };
}

describe('corpus recordings', () => {
  it('finds the recordings', () => {
    expect(recordings.length).toBeGreaterThanOrEqual(10);
  });

  it.each(recordings)('%s replays to a final screen of the header geometry', async (name) => {
    const file = join(CORPUS_DIR, name, 'rec.cast');
    const { width, height } = headerOf(file);
    const screen = await readAsciicastFinal(file);
    expect(screen.cols).toBe(width);
    expect(screen.rows).toBe(height);
    expect(screen.lines).toHaveLength(height);
    expect(screen.lines.some((line) => line.trim() !== '')).toBe(true);
  });

  it.each(recordings)('%s settles at increasing times and ends on the final screen', async (name) => {
    const file = join(CORPUS_DIR, name, 'rec.cast');
    const settled = [];
    for await (const step of settledScreens(file)) settled.push(step);
    expect(settled.length).toBeGreaterThanOrEqual(1);
    const times = settled.map((step) => step.t);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(settled.at(-1)?.screen).toEqual(await readAsciicastFinal(file));
  });
});
