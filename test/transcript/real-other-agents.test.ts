// The real Gemini CLI and Qwen Code logs in test/transcripts/real: every input, reply and board is read, and the verdict is a reader's.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkSnapshot, importTranscript, replayFile, type ImportedCounts, type ReplayVerdict, type TranscriptFormat } from '../../src/transcript/index.js';

const folder = fileURLToPath(new URL('../transcripts/real/', import.meta.url));

interface Expected {
  format: TranscriptFormat;
  verdict: ReplayVerdict;
  imported: ImportedCounts;
}

// Counted by hand from each log's records, not by these readers. Inputs: the typed or fed prompts
// (Gemini CLI's session context aside; the interrupted prompt and the one whose turn failed
// included, though a checkpoint, being what the model was sent, holds neither). Replies: the
// turns that ended in the agent's text (not the interrupted or failed one). Boards: every
// write_todos / todo_write call.
const expected: Record<string, Expected> = {
  'gemini-cli-tui-write-todos.jsonl': { format: 'gemini-cli', verdict: 'advanced', imported: { inputs: 13, replies: 11, boards: 10 } },
  'gemini-cli-tui-write-todos.checkpoint.json': { format: 'gemini-cli', verdict: 'advanced', imported: { inputs: 11, replies: 11, boards: 10 } },
  'qwen-code-tui-todo-write.jsonl': { format: 'qwen-code', verdict: 'advanced', imported: { inputs: 13, replies: 11, boards: 10 } },
};

const logs = readdirSync(folder).filter((name) => /^(gemini-cli|qwen-code|copilot-cli|opencode)-.*\.json(l)?$/.test(name) && !name.endsWith('.expected.json')).sort();

describe('test/transcripts/real: the other CLIs', () => {
  it('describes every log here', () => {
    expect(logs).toEqual(Object.keys(expected).sort());
  });

  it.each(logs)('%s: reads every input, reply and board, reaches its verdict, and matches its snapshot', async (file) => {
    const report = await replayFile(`${folder}${file}`);
    const want = expected[file]!;
    expect(report.format).toBe(want.format);
    expect(report.imported).toEqual(want.imported);
    expect(report.verdict).toBe(want.verdict);
    expect(report.warnings).toEqual([]);
    expect((await checkSnapshot(report, false)).status).toBe('match');
  });

  it('reads the Gemini CLI log\'s interrupted prompt, which its checkpoint lacks, and its failed turn as no reply', async () => {
    const records = readFileSync(`${folder}gemini-cli-tui-write-todos.jsonl`, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
    const cancelled = records.findIndex((record) => record['type'] === 'info' && record['content'] === 'Request cancelled.');
    const failed = records.findIndex((record) => record['type'] === 'error');
    expect(cancelled).toBeGreaterThan(0);
    expect(failed).toBeGreaterThan(cancelled);
    const log = await importTranscript(`${folder}gemini-cli-tui-write-todos.jsonl`);
    const checkpoint = await importTranscript(`${folder}gemini-cli-tui-write-todos.checkpoint.json`);
    const interrupted = 'Take your time and check every call site.';
    expect(log.text).toContain(`"text":"${interrupted}"`);
    expect(checkpoint.text).not.toContain(interrupted);
    // After the interrupt: the prompt whose turn failed, the same prompt again, and only then a board and a reply.
    const lines = log.text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as { type: string; note: string; text?: string });
    const after = lines.filter((event) => Number(event.note.slice('line '.length)) > cancelled + 1);
    expect(after.slice(0, 4).map((event) => event.type)).toEqual(['manual', 'manual', 'todos', 'reply']);
    expect(after[0]!.text).toBe(after[1]!.text);
    expect(Number(after[0]!.note.slice('line '.length))).toBeLessThan(failed + 1);
  });
});
