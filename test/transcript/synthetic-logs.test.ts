// The hand-written logs in test/transcripts/synthetic: shapes of older releases, each read as its README says.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkSnapshot, replayFile } from '../../src/transcript/index.js';

const folder = fileURLToPath(new URL('../transcripts/synthetic/', import.meta.url));

// Counted by hand from the lines; see the README beside the logs.
describe('test/transcripts/synthetic', () => {
  it('claude-code-older-shapes: an image alone and the blocked prompt count, the hook and interrupt notices do not, both records of line 9 are read', async () => {
    const report = await replayFile(`${folder}claude-code-older-shapes.synthetic.jsonl`);
    expect(report.format).toBe('claude-code');
    // Inputs: lines 1, 5 (the image), 7 (the prompt the hook blocked), 9, 11. Replies: 4, 6, 9 (the
    // text before Esc: no tool ran after it), 14. Boards: 2, 12.
    expect(report.imported).toEqual({ inputs: 5, replies: 4, boards: 2 });
    expect(report.warnings).toEqual(['line 9 holds 2 records run together (a session resumed after one that ended without a newline); all of them were read']);
    expect((await checkSnapshot(report, false)).status).toBe('match');
  });

  it('codex-0.2x-rollout: the bare response items of a rollout from before session_meta', async () => {
    const report = await replayFile(`${folder}codex-0.2x-rollout.synthetic.jsonl`);
    expect(report.format).toBe('codex');
    // Inputs: line 5 and the image on line 10. Replies: 8, 11. Board: 6.
    expect(report.imported).toEqual({ inputs: 2, replies: 2, boards: 1 });
    expect(report.warnings).toEqual([]);
    expect((await checkSnapshot(report, false)).status).toBe('match');
  });
});
