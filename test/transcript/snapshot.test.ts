// Snapshots and expectations: the CI side of replay, compared structurally and reported in words.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkExpectations,
  checkSnapshot,
  diffSnapshots,
  renderSummary,
  replay,
  serializeSnapshot,
  snapshotPathFor,
  toSnapshot,
  type ReplayReport,
  type TranscriptEvent,
} from '../../src/transcript/index.js';
import { expectRejectCode } from '../support/errors.js';

const auto = (prompt: string): TranscriptEvent => ({ type: 'auto', prompt });
const looping = (source: string): ReplayReport => ({ ...replay([auto('a'), auto('b'), auto('b')]), source });
const clean = (source: string): ReplayReport => ({ ...replay([auto('a'), auto('b'), auto('a')]), source });

describe('snapshotPathFor', () => {
  it.each([
    ['test/transcripts/loop.jsonl', 'test/transcripts/loop.expected.json'],
    ['loop.txt', 'loop.txt.expected.json'],
  ])('%s → %s', (source, path) => {
    expect(snapshotPathFor(source)).toBe(path);
  });
});

describe('serializeSnapshot and diffSnapshots', () => {
  it('round-trips, one decision per line', () => {
    const snapshot = toSnapshot(looping('x.jsonl'));
    const text = serializeSnapshot(snapshot);
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(snapshot)));
    expect(text.split('\n').filter((line) => line.includes('"action"'))).toHaveLength(3);
    expect(diffSnapshots(JSON.parse(text), snapshot)).toEqual([]);
  });

  it('says which decisions changed and how', () => {
    const differences = diffSnapshots(toSnapshot(clean('x')), toSnapshot(looping('x')));
    expect(differences).toEqual([
      'verdict: expected "clean", got "halted"',
      'decision 3:',
      '  - {"line":3,"type":"auto","action":"feed","runLength":1,"prompt":"a"}',
      '  + {"line":3,"type":"auto","action":"halt","runLength":2,"prompt":"b","reason":"repeat"}',
    ]);
  });

  it('reports changed options and added decisions', () => {
    const before = toSnapshot(replay([auto('a')]));
    const after = toSnapshot(replay([auto('a'), auto('b')], { repeatThreshold: 3 }));
    expect(diffSnapshots(before, after)).toEqual([
      'options: expected {"repeatThreshold":2,"windowSize":3}, got {"repeatThreshold":3,"windowSize":3}',
      'events: expected 1, got 2',
      'imported: expected {"inputs":1,"replies":0,"boards":0}, got {"inputs":2,"replies":0,"boards":0}',
      'decision 2:',
      '  - (none)',
      '  + {"line":2,"type":"auto","action":"feed","runLength":1,"prompt":"b"}',
    ]);
  });
});

describe('checkSnapshot', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ptyscreen-snapshot-'));

  it('writes, then matches, then reports a mismatch', async () => {
    const source = join(dir, 'run.jsonl');
    expect(await checkSnapshot(clean(source), false)).toEqual({
      status: 'mismatch',
      path: join(dir, 'run.expected.json'),
      differences: ['no snapshot recorded yet'],
    });
    expect((await checkSnapshot(clean(source), true)).status).toBe('written');
    expect((await checkSnapshot(clean(source), false)).status).toBe('match');
    const outcome = await checkSnapshot(looping(source), false);
    expect(outcome.status).toBe('mismatch');
  });

  it('refuses a snapshot that is not one, saying how to fix it', async () => {
    const source = join(dir, 'broken.jsonl');
    writeFileSync(snapshotPathFor(source), '{"nope":1}');
    const error = await expectRejectCode(checkSnapshot(clean(source), false), 'snapshot.invalid');
    expect(error.location.file).toBe(snapshotPathFor(source));
    expect(error.message).toMatch(/--update-snapshot/);
    expect(readFileSync(snapshotPathFor(source), 'utf8')).toBe('{"nope":1}');
  });

  it('has no snapshot for stdin', async () => {
    await expectRejectCode(checkSnapshot(clean('-'), false), 'snapshot.stdin');
  });
});

describe('checkExpectations', () => {
  it.each([
    [{ verdict: 'halted' as const }, []],
    [{ verdict: 'clean' as const }, ['expected the verdict clean, got halted (first halt at line 3)']],
    [{ haltLines: [3] }, []],
    [{ haltLines: [2] }, ['expected halts at line 2; halts fired at line 3']],
    [{ haltLines: [3, 9] }, ['expected halts at line 3, 9; halts fired at line 3']],
    [{}, []],
  ])('%j on a loop caught at line 3', (expectations, failures) => {
    expect(checkExpectations(looping('x'), expectations)).toEqual(failures);
  });

  it('says when no halt fired at all', () => {
    expect(checkExpectations(clean('x'), { haltLines: [3] })).toEqual(['expected halts at line 3; no halt fired']);
  });
});

describe('renderSummary', () => {
  it('lists each halt with its line, its reason and the prompt, shortened', () => {
    const long = `${'Run every test in the repository '.repeat(4)}\nwith coverage`;
    const report = { ...replay([auto(long), auto(long)]), source: 'loop.jsonl' };
    const summary = renderSummary(report);
    expect(summary.split('\n')[0]).toBe('loop.jsonl: halted (read 2 inputs, 0 replies, 0 boards; 2 feed attempts, 1 halt)');
    expect(summary.split('\n')[1]).toMatch(/^ {2}line 2: halt, the same prompt was about to be fed again: "Run every test in the repository .{20,}…"$/);
    expect(summary.split('\n')[1]!.length).toBeLessThan(140);
  });

  it.each([
    ['Run the tests', '"Run the tests"'],
    ['\n  \n  Run   the\ttests  \r\n', '"Run the tests"'],
    ['Continue: step two\n\nBoard (1 of 3 done):\n  [x] one', '"Continue: step two …"'],
    ['\n\n', '""'],
  ])('shows the first non-blank line of %j, spacing collapsed, … when more follows', (prompt, shown) => {
    const summary = renderSummary({ ...replay([auto(prompt), auto(prompt)]), source: 'x.jsonl' });
    expect(summary.split('\n')[1]).toBe(`  line 2: halt, the same prompt was about to be fed again: ${shown}`);
  });

  it('says clean when nothing halted', () => {
    expect(renderSummary(clean('ok.jsonl'))).toBe('ok.jsonl: clean (read 3 inputs, 0 replies, 0 boards; 3 feed attempts, no halt)');
  });
});
