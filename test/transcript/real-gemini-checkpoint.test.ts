// What the real Gemini CLI log and its checkpoint in test/transcripts/real hold apart (their counts are in real-logs.test.ts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importTranscript } from '../../src/transcript/index.js';

const folder = fileURLToPath(new URL('../transcripts/real/', import.meta.url));

describe('test/transcripts/real: Gemini CLI', () => {
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
