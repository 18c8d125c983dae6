// The transcripts in test/transcripts: what each must show, asserted here as well as by its snapshot.
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { replayFile, snapshotPathFor, type HaltReason, type ReplayAction } from '../../src/transcript/index.js';

const folder = fileURLToPath(new URL('../transcripts/', import.meta.url));

interface Expected {
  halts: [number, HaltReason][];
  /** Actions that must occur (at least once each). */
  shows?: ReplayAction[];
  format?: string;
}

// A loop is caught at its first identical re-feed; a legitimate transcript is never halted.
const expectations: Record<string, Expected> = {
  'auto-loop-first-refeed.jsonl': { halts: [[5, 'repeat']], shows: ['halted'] },
  'auto-loop-case-whitespace.jsonl': { halts: [[3, 'repeat']] },
  'long-session-then-loop.jsonl': { halts: [[13, 'repeat']] },
  'reply-nextsteps-loop.jsonl': { halts: [[3, 'repeat']], shows: ['halted'] },
  'mixed-suggestions-and-board.jsonl': { halts: [[7, 'repeat']] },
  'halt-then-manual-recovers.jsonl': { halts: [[3, 'repeat']], shows: ['halted', 'feed'] },
  'grounded-no-board-halts.jsonl': { halts: [[4, 'no_progress']], shows: ['steer'] },
  'frozen-board-advance-then-halt.jsonl': { halts: [[32, 'advancement_exhausted']], shows: ['steer', 'advance', 'halted'] },
  'auto-do-x-then-y-then-x.jsonl': { halts: [] },
  'auto-near-duplicates-differ.jsonl': { halts: [] },
  'manual-clears-run.jsonl': { halts: [] },
  'manual-resets-advancement-count.jsonl': { halts: [], shows: ['advance'] },
  'reply-nextsteps-auto-step.jsonl': { halts: [] },
  'reply-nextsteps-progress.jsonl': { halts: [] },
  'grounded-steer-then-board-moves.jsonl': { halts: [], shows: ['steer'] },
  'frozen-board-advance-recovers.jsonl': { halts: [], shows: ['steer', 'advance'] },
  'moving-board-never-halted.jsonl': { halts: [] },
  'steer-per-prompt-board-moves.jsonl': { halts: [], shows: ['steer'] },
  'claude-code-session.sample.jsonl': { halts: [[20, 'repeat']], shows: ['halted'], format: 'claude-code' },
  'claude-code-frozen-board.sample.jsonl': { halts: [], shows: ['steer', 'advance'], format: 'claude-code' },
  'codex-rollout.sample.jsonl': { halts: [[25, 'repeat']], shows: ['halted'], format: 'codex' },
};

const files = readdirSync(folder).filter((name) => name.endsWith('.jsonl')).sort();

describe('test/transcripts', () => {
  it('holds at least 15 transcripts, each described here and snapshotted beside it', () => {
    expect(files.length).toBeGreaterThanOrEqual(15);
    expect(files).toEqual(Object.keys(expectations).sort());
    for (const file of files) expect(existsSync(snapshotPathFor(`${folder}${file}`)), file).toBe(true);
  });

  it.each(files)('%s', async (file) => {
    const expected = expectations[file]!;
    const report = await replayFile(`${folder}${file}`);
    expect(report.halts.map((halt) => [halt.line, halt.reason])).toEqual(expected.halts);
    const actions = new Set(report.decisions.map((decision) => decision.action));
    const redirected = actions.has('steer') || actions.has('advance');
    expect(report.verdict).toBe(expected.halts.length > 0 ? 'halted' : redirected ? 'advanced' : 'clean');
    expect(report.format).toBe(expected.format ?? 'native');
    for (const action of expected.shows ?? []) expect(actions, `${file} shows ${action}`).toContain(action);
  });
});
