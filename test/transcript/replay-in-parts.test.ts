// A transcript replayed in parts gives exactly the report a replay from first line to last gives.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PtyscreenError } from '../../src/errors.js';
import { replayFile, type TranscriptEvent } from '../../src/transcript/index.js';
import { replayInParts, replayWorkerCount } from '../../src/transcript/replay-in-parts.js';
import { replayPart } from '../../src/transcript/replay-part.js';
import { splitTranscript } from '../../src/transcript/transcript-parts.js';
import { useTempDir } from '../screen/temp-dir.js';

const temp = useTempDir();
let files = 0;
const write = (text: string): string => temp.write(`t${(files += 1)}.jsonl`, text);

/** Every part in this thread: the same code a worker runs, without the thread. */
const inParts = (path: string, workers: number, keepDecisions: boolean) => replayInParts(path, { keepDecisions }, { workers, runInWorker: replayPart });
const inOnePiece = (path: string, keepDecisions: boolean) => replayFile(path, { keepDecisions });

/** Events over small alphabets, so that repeats, steers, advancements and halts all happen. */
const prompt = fc.constantFrom('Run the tests', 'run the  TESTS', 'Fix the lint', 'Write the docs');
const board = fc.array(
  fc.record({ id: fc.constantFrom('1', '2', '3'), content: fc.constantFrom('Step one', 'Step two', 'Step three'), status: fc.constantFrom('pending', 'in_progress', 'completed') }),
  { maxLength: 3 },
);
const event: fc.Arbitrary<TranscriptEvent> = fc.oneof(
  { weight: 4, arbitrary: prompt.map((p): TranscriptEvent => ({ type: 'auto', prompt: p })) },
  { weight: 2, arbitrary: prompt.map((p): TranscriptEvent => ({ type: 'grounded', prompt: `Continue: ${p}` })) },
  { weight: 3, arbitrary: prompt.map((p): TranscriptEvent => ({ type: 'reply', text: `Done.\n<nextsteps>\n- ${p}\n</nextsteps>` })) },
  { weight: 3, arbitrary: fc.constant<TranscriptEvent>({ type: 'reply', text: 'Worked on it; mentions "todos" and "manual" in quotes.' }) },
  { weight: 2, arbitrary: board.map((todos): TranscriptEvent => ({ type: 'todos', todos })) },
  { weight: 2, arbitrary: fc.constantFrom<TranscriptEvent>({ type: 'manual', text: 'keep going' }, { type: 'manual', text: '"manual"' }) },
  // Imported from a session log: the feed arriving, which resets nothing, so no part starts there.
  { weight: 2, arbitrary: prompt.map((p): TranscriptEvent => ({ type: 'manual', text: p, mayEchoFeed: true })) },
);
/** One line per event, with some blank lines and CRLF endings as real files have them. */
const transcript = fc
  .array(fc.tuple(event, fc.constantFrom('\n', '\n', '\n', '\r\n', '\n\n')), { minLength: 20, maxLength: 150 })
  .map((lines) => lines.map(([e, end]) => JSON.stringify(e) + end).join(''));

describe('replay in parts', () => {
  it('gives the one-piece report for any transcript, any number of parts, decisions kept or not', async () => {
    let cut = 0;
    await fc.assert(
      fc.asyncProperty(transcript, fc.integer({ min: 1, max: 4 }), fc.boolean(), async (text, workers, keep) => {
        const path = write(text);
        const parts = await inParts(path, workers, keep);
        const whole = await inOnePiece(path, keep);
        if (parts === undefined) return;
        cut += 1;
        expect(parts).toEqual(whole);
      }),
      { numRuns: 150 },
    );
    // Most generated transcripts have manual input to cut at; the comparison must not be vacuous.
    expect(cut).toBeGreaterThan(75);
  });

  it('cuts a transcript with manual input into parts, and replays it in them', async () => {
    const lines = Array.from({ length: 400 }, (_, i) =>
      JSON.stringify(
        i % 50 === 25 ? { type: 'manual', text: 'go on' }
        : i % 7 === 0 ? { type: 'todos', todos: [{ id: String(i), content: `Item ${i}`, status: 'in_progress' }] }
        : i % 3 === 0 ? { type: 'reply', text: 'Worked on it.' }
        : { type: 'auto', prompt: `Step ${Math.floor(i / 4) % 3}` },
      ),
    );
    const path = write(`${lines.join('\n')}\n`);
    const size = Buffer.byteLength(`${lines.join('\n')}\n`);
    const parts = splitTranscript(path, size, 3);
    expect(parts).toHaveLength(3);
    expect(parts[0]!.start).toBe(0);
    expect(parts.at(-1)!.end).toBe(size);
    for (const [index, part] of parts.entries()) {
      if (index > 0) expect(parts[index - 1]!.end).toBe(part.start);
    }
    // Each later part starts on a manual line, with the board of the last todos line before it.
    const text = `${lines.join('\n')}\n`;
    for (const part of parts.slice(1)) {
      const firstLine = text.slice(part.start).split('\n')[0]!;
      expect(JSON.parse(firstLine)).toEqual({ type: 'manual', text: 'go on' });
      const before = text.slice(0, part.start).trimEnd().split('\n').map((line) => JSON.parse(line) as TranscriptEvent);
      const lastTodos = before.filter((e) => e.type === 'todos').at(-1);
      expect(part.board).toEqual(lastTodos?.type === 'todos' ? lastTodos.todos : []);
    }
    const report = await inParts(path, 2, true);
    expect(report).toBeDefined();
    expect(report).toEqual(await inOnePiece(path, true));
    expect(report!.halts.length).toBeGreaterThan(0);
  });

  it('names the first bad line of the file, counted from its first line, whichever part holds it', async () => {
    const good = Array.from({ length: 300 }, (_, i) => JSON.stringify(i % 20 === 10 ? { type: 'manual', text: 'go' } : { type: 'auto', prompt: `p${i % 3}` }));
    for (const bad of [40, 280]) {
      const lines = [...good];
      lines[bad] = '{"type":"auto","prompt":""}';
      lines[bad + 5] = '{"type":"auto"';
      const path = write(`${lines.join('\n')}\n`);
      const whole = await inOnePiece(path, false).catch((error: unknown) => error);
      const parts = await inParts(path, 3, false).catch((error: unknown) => error);
      expect(whole).toBeInstanceOf(PtyscreenError);
      expect((whole as PtyscreenError).location.line).toBe(bad + 1);
      expect(parts).toBeInstanceOf(PtyscreenError);
      expect((parts as PtyscreenError).format()).toBe((whole as PtyscreenError).format());
    }
  });

  it('finds the first line past blank lines and windows of the read, and gives up past a mebibyte', async () => {
    const body = Array.from({ length: 300 }, (_, i) =>
      JSON.stringify(i % 60 === 30 ? { type: 'manual', text: 'go on' } : { type: 'auto', prompt: `Step ${i % 4}` }),
    ).join('\n');
    // A BOM, 100 KiB of blank and CRLF lines, then a first line longer than one read window.
    const longFirst = JSON.stringify({ type: 'reply', text: `Worked on it. ${'x'.repeat(80 << 10)}` });
    const late = write(`\ufeff${' \r\n'.repeat(100 << 10 >> 2)}\n${longFirst}\r\n${body}\n`);
    const parts = await inParts(late, 2, true);
    expect(parts).toBeDefined();
    expect(parts).toEqual(await inOnePiece(late, true));
    // The first line more than a mebibyte in: not looked for, so the file is replayed in one piece.
    const tooLate = write(`${'\n'.repeat((1 << 20) + 1)}${body}\n`);
    expect(await inParts(tooLate, 2, false)).toBeUndefined();
    expect((await inOnePiece(tooLate, false)).events).toBe(300);
  });

  it('leaves a transcript without manual input, or in another format, to the one-piece replay', async () => {
    const noManual = write(`${Array.from({ length: 200 }, (_, i) => JSON.stringify({ type: 'auto', prompt: `p${i % 2}` })).join('\n')}\n`);
    expect(await inParts(noManual, 2, false)).toBeUndefined();
    const codex = write(`${JSON.stringify({ type: 'session_meta', payload: { id: 'x' } })}\n${JSON.stringify({ type: 'manual', text: 'x' })}\n`);
    expect(await inParts(codex, 2, false)).toBeUndefined();
  });
});

describe('replayWorkerCount', () => {
  it('uses workers for files of 8 MiB or more, one fewer than the cores, at most three', () => {
    expect(replayWorkerCount(8 << 20, {}, 2)).toBe(1);
    expect(replayWorkerCount((8 << 20) - 1, {}, 2)).toBe(0);
    expect(replayWorkerCount(8 << 20, {}, 1)).toBe(0);
    expect(replayWorkerCount(8 << 20, {}, 16)).toBe(3);
  });

  it('follows PTYSCREEN_WORKERS when it is set, 0 keeping the replay in this thread', () => {
    expect(replayWorkerCount(10, { PTYSCREEN_WORKERS: '2' }, 2)).toBe(2);
    expect(replayWorkerCount(8 << 20, { PTYSCREEN_WORKERS: '0' }, 2)).toBe(0);
    expect(replayWorkerCount(8 << 20, { PTYSCREEN_WORKERS: 'many' }, 2)).toBe(0);
  });
});
