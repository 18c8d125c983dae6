// The real session logs in test/transcripts/real: every input, reply and board is read, and the verdict is a reader's.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkSnapshot, importTranscript, replayFile, type ImportedCounts, type ReplayVerdict, type TranscriptFormat } from '../../src/transcript/index.js';

const folder = fileURLToPath(new URL('../transcripts/real/', import.meta.url));

interface Expected {
  format: TranscriptFormat;
  verdict: ReplayVerdict;
  imported: ImportedCounts;
  /** How the warnings the replay gives begin; none when absent. */
  warnings?: RegExp[];
}

// The counts were taken from the lines of each log by a separate script, not by these readers: typed or fed messages (the
// interrupt notices, task notifications and slash commands aside; a prompt a hook blocked and a
// pasted image counted), the turns that ended in a reply (text after which no tool ran: not the
// failed turns, nor one interrupted at a tool's permission; the answer to a task notification is
// a turn of its own), and every board the agent wrote or Claude
// Code reminded it of. A sub-agent's log has boards only.
const expected: Record<string, Expected> = {
  'claude-code-print-tasks.jsonl': { format: 'claude-code', verdict: 'halted', imported: { inputs: 39, replies: 38, boards: 11 } },
  'claude-code-tui-todowrite.jsonl': { format: 'claude-code', verdict: 'advanced', imported: { inputs: 13, replies: 11, boards: 10 } },
  'claude-code-tui-shapes.jsonl': { format: 'claude-code', verdict: 'advanced', imported: { inputs: 15, replies: 15, boards: 10 } },
  'claude-code-tui-shapes.subagent.jsonl': {
    format: 'claude-code',
    verdict: 'clean',
    imported: { inputs: 0, replies: 0, boards: 1 },
    warnings: [/^a sub-agent transcript \(every message is a sidechain, of session 00000000-0000-4000-8000-000000000003; 2 tool calls\)/],
  },
  'claude-code-1.0.60-print-todowrite.jsonl': { format: 'claude-code', verdict: 'advanced', imported: { inputs: 9, replies: 9, boards: 8 } },
  'claude-code-1.0.128-print-todowrite.jsonl': { format: 'claude-code', verdict: 'advanced', imported: { inputs: 13, replies: 13, boards: 12 } },
  'codex-exec-code-mode.jsonl': { format: 'codex', verdict: 'halted', imported: { inputs: 37, replies: 36, boards: 35 } },
  'codex-tui-code-mode.jsonl': { format: 'codex', verdict: 'advanced', imported: { inputs: 13, replies: 11, boards: 10 } },
  // Gemini CLI's session context is not input; its checkpoint, being what the model was sent, lacks
  // the interrupted prompt and the one whose turn failed.
  'gemini-cli-tui-write-todos.jsonl': { format: 'gemini-cli', verdict: 'advanced', imported: { inputs: 13, replies: 11, boards: 10 } },
  'gemini-cli-tui-write-todos.checkpoint.json': { format: 'gemini-cli', verdict: 'advanced', imported: { inputs: 11, replies: 11, boards: 10 } },
  'qwen-code-tui-todo-write.jsonl': { format: 'qwen-code', verdict: 'advanced', imported: { inputs: 13, replies: 11, boards: 10 } },
  // Copilot CLI's boards are the sql calls that wrote its todos table (an INSERT, two UPDATEs); its
  // frozen turns only SELECT.
  'copilot-cli-tui-sql-todos.jsonl': { format: 'copilot-cli', verdict: 'advanced', imported: { inputs: 13, replies: 11, boards: 3 } },
  // opencode's export: every todowrite part that completed is a board.
  'opencode-tui-todowrite.json': { format: 'opencode', verdict: 'advanced', imported: { inputs: 13, replies: 11, boards: 10 } },
};

// A log kept as one JSON document (a Gemini CLI checkpoint, an opencode export) ends in .json, as the snapshots do.
const logs = readdirSync(folder).filter((name) => name.endsWith('.jsonl') || (name.endsWith('.json') && !name.endsWith('.expected.json'))).sort();
const lines = (file: string): Record<string, unknown>[] =>
  readFileSync(`${folder}${file}`, 'utf8').split('\n').filter((line) => line.trim() !== '').map((line) => JSON.parse(line) as Record<string, unknown>);

describe('test/transcripts/real', () => {
  it('describes every log here', () => {
    expect(logs).toEqual(Object.keys(expected).sort());
  });

  it.each(logs)('%s: reads every input, reply and board, reaches its verdict, and matches its snapshot', async (file) => {
    const report = await replayFile(`${folder}${file}`);
    const want = expected[file]!;
    expect(report.format).toBe(want.format);
    expect(report.imported).toEqual(want.imported);
    expect(report.verdict).toBe(want.verdict);
    expect(report.warnings).toEqual((want.warnings ?? []).map((pattern) => expect.stringMatching(pattern)));
    expect((await checkSnapshot(report, false)).status).toBe('match');
  });

  it('reads Claude Code task_reminder attachments as boards', async () => {
    const file = 'claude-code-print-tasks.jsonl';
    const reminders = lines(file).filter((entry) => (entry['attachment'] as { type?: string } | undefined)?.type === 'task_reminder');
    expect(reminders.length).toBeGreaterThan(0);
    const report = await replayFile(`${folder}${file}`);
    // The halt names the board a reminder carries: two done, the last one stuck in progress.
    expect(report.halts.at(-1)!.prompt).toContain('Board (2 of 3 done):');
  });

  it('keeps the prompt fed again after a failed turn as the orchestrator\'s, not a person\'s', async () => {
    const file = 'claude-code-print-tasks.jsonl';
    const entries = lines(file);
    const failed = entries.findIndex((entry) => entry['isApiErrorMessage'] === true);
    expect(failed).toBeGreaterThan(0);
    const report = await replayFile(`${folder}${file}`);
    // The attempt after the failed turn and its retry continues the run (a person would have reset it to 1).
    const after = report.decisions.find((decision) => decision.line > failed + 1)!;
    expect(after.runLength).toBeGreaterThan(1);
  });

  it('reads Claude Code 2.1.332\'s shapes: no interrupt or notice as input, the hook-blocked prompt as one, both replies around a notice', async () => {
    const file = 'claude-code-tui-shapes.jsonl';
    const entries = lines(file);
    const at = (test: (entry: Record<string, unknown>) => boolean): number => entries.findIndex(test) + 1;
    const text = (entry: Record<string, unknown>): string => JSON.stringify((entry['message'] as { content?: unknown } | undefined)?.content ?? entry['content'] ?? '');
    const interrupt = at((entry) => text(entry).includes('[Request interrupted by user for tool use]'));
    const blocked = at((entry) => (entry['promptSubmitEnding'] as { ending?: { kind?: string } } | undefined)?.ending?.kind === 'blocked_by_hook');
    const notices = entries.flatMap((entry, index) => (entry['type'] === 'user' && text(entry).startsWith('"<task-notification>') ? [index + 1] : []));
    expect([interrupt > 0, blocked > 0, notices.length]).toEqual([true, true, 2]);
    const events = (await importTranscript(`${folder}${file}`)).text.trim().split('\n').map((line) => JSON.parse(line) as { type: string; text?: string; note: string });
    const atLine = (line: number) => events.filter((event) => event.note === `line ${line}`);
    expect(atLine(interrupt)).toEqual([]);
    expect(atLine(blocked)).toEqual([expect.objectContaining({ type: 'manual', text: 'Now deploy to production.' })]);
    for (const notice of notices) {
      expect(atLine(notice)).toEqual([]);
      // The reply before the notice and the answer after it, each on its own.
      const before = events.filter((event) => Number(event.note.slice(5)) < notice).at(-1)!;
      const after = events.find((event) => Number(event.note.slice(5)) > notice)!;
      expect([before.type, after.type]).toEqual(['reply', 'reply']);
    }
  });

  it('rebuilds Copilot CLI\'s board from every sql call that wrote to its todos table, and agrees with its own counts', async () => {
    const file = 'copilot-cli-tui-sql-todos.jsonl';
    const entries = lines(file);
    const data = (entry: Record<string, unknown>) => entry['data'] as Record<string, unknown>;
    const sqlCalls = new Set(entries.filter((entry) => entry['type'] === 'tool.execution_start' && data(entry)['toolName'] === 'sql'
      && /^\s*(INSERT|UPDATE|DELETE)/i.test(String((data(entry)['arguments'] as { query?: string }).query))).map((entry) => data(entry)['toolCallId']));
    const written = entries.flatMap((entry, index) => (entry['type'] === 'tool.execution_complete' && sqlCalls.has(data(entry)['toolCallId']) ? [index + 1] : []));
    // Copilot's reminder counted the todos as "2 pending, 1 in progress" before the board moved.
    expect(entries.some((entry) => String(data(entry)['transformedContent'] ?? '').includes('Todos: 2 pending, 1 in progress (3 total)'))).toBe(true);
    const report = await replayFile(`${folder}${file}`);
    expect(report.warnings).toEqual([]);
    const boards = (await importTranscript(`${folder}${file}`)).text.trim().split('\n').map((line) => JSON.parse(line) as { type: string; note: string; todos?: { status: string }[] })
      .filter((event) => event.type === 'todos');
    expect(boards.map((event) => event.note)).toEqual(written.map((line) => `line ${line}`));
    expect(boards.at(-1)!.todos!.map((todo) => todo.status)).toEqual(['completed', 'in_progress', 'pending']);
  });

  it('reads opencode\'s interrupted and failed turns as prompts with no reply, each event at its message\'s line', async () => {
    const file = 'opencode-tui-todowrite.json';
    const text = readFileSync(`${folder}${file}`, 'utf8');
    const messages = (JSON.parse(text) as { messages: { info: { role: string; error?: { name: string } }; parts: { text?: string }[] }[] }).messages;
    const aborted = messages.findIndex((message) => message.info.error?.name === 'MessageAbortedError');
    const failed = messages.findIndex((message) => message.info.error?.name === 'APIError');
    expect([aborted > 0, failed > aborted]).toEqual([true, true]);
    // The prompt whose turn failed was sent again, word for word.
    expect(messages[failed + 1]!.parts[0]!.text).toBe(messages[failed - 1]!.parts[0]!.text);
    const events = (await importTranscript(`${folder}${file}`)).text.trim().split('\n').map((line) => JSON.parse(line) as { type: string; text?: string; note: string });
    const sourceLines = text.split('\n');
    const prompts = events.filter((event) => event.type === 'manual');
    expect(prompts.map((event) => event.text)).toEqual(messages.filter((message) => message.info.role === 'user').map((message) => message.parts[0]!.text));
    // Each prompt is placed where its message begins: the line before its "info".
    for (const prompt of prompts) expect(sourceLines[Number(prompt.note.slice('line '.length))]!.trim()).toBe('"info": {');
    const interrupted = prompts.findIndex((event) => event.text === 'Take your time and check every call site.');
    const after = events.slice(events.indexOf(prompts[interrupted]!) + 1, events.indexOf(prompts[interrupted + 2]!) + 1);
    expect(after.map((event) => event.type)).toEqual(['manual', 'manual']);
  });

  it('reads every Codex code-mode update_plan inside exec as a board', async () => {
    const file = 'codex-exec-code-mode.jsonl';
    const calls = lines(file).filter((entry) => {
      const payload = entry['payload'] as { type?: string; name?: string; input?: string } | undefined;
      return payload?.type === 'custom_tool_call' && payload.name === 'exec' && payload.input!.includes('tools.update_plan(');
    });
    expect(calls.length).toBe(expected[file]!.imported.boards);
  });
});
