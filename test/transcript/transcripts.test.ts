// The transcripts in test/transcripts: what each must show, asserted here as well as by its snapshot.
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { replayFile, snapshotPathFor, type HaltReason, type ReplayAction, type ReplayVerdict } from '../../src/transcript/index.js';

const folder = fileURLToPath(new URL('../transcripts/', import.meta.url));

interface Expected {
  halts: [number, HaltReason][];
  verdict: ReplayVerdict;
  /** Every kind of decision the replay makes, each at least once, in alphabetical order. */
  actions: ReplayAction[];
  format?: string;
}

// A loop is caught at its first identical re-feed; a legitimate transcript is never halted.
const expectations: Record<string, Expected> = {
  'auto-loop-first-refeed.jsonl': { halts: [[5, 'repeat']], verdict: 'halted', actions: ['feed', 'halt', 'halted'] },
  'auto-loop-case-whitespace.jsonl': { halts: [[3, 'repeat']], verdict: 'halted', actions: ['feed', 'halt'] },
  'long-session-then-loop.jsonl': { halts: [[13, 'repeat']], verdict: 'halted', actions: ['feed', 'halt'] },
  'reply-nextsteps-loop.jsonl': { halts: [[3, 'repeat']], verdict: 'halted', actions: ['feed', 'halt', 'halted'] },
  'mixed-suggestions-and-board.jsonl': { halts: [[7, 'repeat']], verdict: 'halted', actions: ['feed', 'halt'] },
  'halt-then-manual-recovers.jsonl': { halts: [[3, 'repeat']], verdict: 'halted', actions: ['feed', 'halt', 'halted'] },
  'grounded-no-board-halts.jsonl': { halts: [[4, 'no_progress']], verdict: 'halted', actions: ['feed', 'halt', 'steer'] },
  'frozen-board-advance-then-halt.jsonl': { halts: [[32, 'advancement_exhausted']], verdict: 'halted', actions: ['advance', 'feed', 'halt', 'halted', 'steer'] },
  'auto-do-x-then-y-then-x.jsonl': { halts: [], verdict: 'clean', actions: ['feed'] },
  'auto-near-duplicates-differ.jsonl': { halts: [], verdict: 'clean', actions: ['feed'] },
  'manual-clears-run.jsonl': { halts: [], verdict: 'clean', actions: ['feed'] },
  'manual-resets-advancement-count.jsonl': { halts: [], verdict: 'advanced', actions: ['advance', 'feed', 'steer'] },
  'reply-nextsteps-auto-step.jsonl': { halts: [], verdict: 'clean', actions: ['feed'] },
  'reply-nextsteps-progress.jsonl': { halts: [], verdict: 'clean', actions: ['feed'] },
  'grounded-steer-then-board-moves.jsonl': { halts: [], verdict: 'advanced', actions: ['feed', 'steer'] },
  'frozen-board-advance-recovers.jsonl': { halts: [], verdict: 'advanced', actions: ['advance', 'feed', 'steer'] },
  'moving-board-never-halted.jsonl': { halts: [], verdict: 'advanced', actions: ['feed', 'steer'] },
  'steer-per-prompt-board-moves.jsonl': { halts: [], verdict: 'advanced', actions: ['feed', 'steer'] },
  'claude-code-session.sample.jsonl': { halts: [[20, 'repeat']], verdict: 'halted', actions: ['feed', 'halt', 'halted'], format: 'claude-code' },
  'claude-code-frozen-board.sample.jsonl': { halts: [], verdict: 'advanced', actions: ['advance', 'feed', 'steer'], format: 'claude-code' },
  'codex-rollout.sample.jsonl': { halts: [[25, 'repeat']], verdict: 'halted', actions: ['feed', 'halt', 'halted'], format: 'codex' },
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
    expect(report.verdict).toBe(expected.verdict);
    expect([...new Set(report.decisions.map((decision) => decision.action))].sort()).toEqual(expected.actions);
    expect(report.format).toBe(expected.format ?? 'native');
  });
});
