// The dev corpus recordings' timelines show the transitions their labels list, in order.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyCapture } from '../../src/batch/classify-captures.js';
import { loadPacks } from '../../src/packs/index.js';
import { casesWith, CORPUS_DIR } from '../corpus/corpus.js';

interface LabelEntry {
  t: number;
  state: string;
  gate_kind?: string;
}

const { set } = loadPacks();

/**
 * The labels mark start-up and "working" phases as unknown or not_agent, which only the changing
 * foreground process can tell; a recording carries one process for its whole length. So the check
 * is on what the screen shows: gates, failures and ready, in order, each run of one kept once.
 */
function screenSequence(entries: readonly { state: string; kind?: string | undefined }[]): string[] {
  const sequence: string[] = [];
  for (const entry of entries) {
    if (entry.state === 'unknown' || entry.state === 'not_agent') continue;
    const key = entry.kind === undefined ? entry.state : `${entry.state}/${entry.kind}`;
    if (sequence[sequence.length - 1] !== key) sequence.push(key);
  }
  return sequence;
}

function isSubsequence(needle: readonly string[], haystack: readonly string[]): boolean {
  let i = 0;
  for (const item of haystack) if (item === needle[i]) i++;
  return i === needle.length;
}

describe('dev corpus recordings', () => {
  const cases = casesWith('rec.cast');
  it('has recordings', () => expect(cases.length).toBeGreaterThanOrEqual(10));

  for (const name of cases) {
    it(`${name}: --timeline shows the labelled transitions`, async () => {
      const dir = join(CORPUS_DIR, name);
      const label = JSON.parse(readFileSync(join(dir, 'label.json'), 'utf8')) as { state: string; timeline: LabelEntry[] };
      const outcome = await classifyCapture(set, dir, { timeline: true });
      expect(outcome.ok).toBe(true);
      if (!outcome.ok) return;
      const { result } = outcome;
      expect(result.state).toBe(label.state);
      const timeline = (result as unknown as { timeline: { t: number; state: string; gate?: { kind: string } }[] }).timeline;
      const times = timeline.map((entry) => entry.t);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      const ours = screenSequence(timeline.map((entry) => ({ state: entry.state, kind: entry.gate?.kind })));
      const theirs = screenSequence(label.timeline.map((entry) => ({ state: entry.state, kind: entry.gate_kind })));
      expect(isSubsequence(theirs, ours), `labelled ${theirs.join(' → ')}; got ${ours.join(' → ')}`).toBe(true);
    });
  }
});
