// A session log turned into native lines, each with a note saying where in the log it was read.
import { describe, expect, it } from 'vitest';
import { describeImport, nativeLine, type ImportedTranscript } from '../../src/transcript/import.js';

describe('nativeLine', () => {
  it('writes each kind of event as one JSON line with a note', () => {
    expect(nativeLine({ type: 'auto', prompt: 'go' }, 3)).toBe('{"type":"auto","prompt":"go","note":"line 3"}');
    expect(nativeLine({ type: 'grounded', prompt: 'next' }, 4)).toBe('{"type":"grounded","prompt":"next","note":"line 4"}');
    expect(nativeLine({ type: 'reply', text: 'ok' }, 5)).toBe('{"type":"reply","text":"ok","note":"line 5"}');
    expect(nativeLine({ type: 'todos', todos: [{ id: '1', content: 'a', status: 'pending' }] }, 6)).toBe(
      '{"type":"todos","todos":[{"id":"1","content":"a","status":"pending"}],"note":"line 6"}',
    );
  });

  it('keeps mayEchoFeed on a message read from a log, and writes none when it is not set', () => {
    expect(nativeLine({ type: 'manual', text: 'hi', mayEchoFeed: true }, 7)).toBe('{"type":"manual","text":"hi","mayEchoFeed":true,"note":"line 7"}');
    expect(nativeLine({ type: 'manual', text: 'hi', mayEchoFeed: false }, 8)).toBe('{"type":"manual","text":"hi","note":"line 8"}');
    expect(nativeLine({ type: 'manual', text: 'hi' }, 9)).toBe('{"type":"manual","text":"hi","note":"line 9"}');
  });
});

describe('describeImport', () => {
  const result = (format: ImportedTranscript['format'], warnings: string[]): ImportedTranscript => ({
    source: 'in.jsonl',
    format,
    text: '',
    imported: { inputs: 4, replies: 1, boards: 2 },
    toolCalls: 3,
    warnings,
  });

  it('says where it wrote, the format and the counts; a log is a log, a native transcript a transcript', () => {
    expect(describeImport(result('claude-code', []), 'out.jsonl')).toBe('wrote out.jsonl (claude-code log: read 4 inputs, 1 reply, 2 boards)');
    expect(describeImport(result('native', []), 'out.jsonl')).toBe('wrote out.jsonl (native transcript: read 4 inputs, 1 reply, 2 boards)');
  });

  it('adds a line per warning', () => {
    expect(describeImport(result('codex', ['one', 'two']), '-')).toBe('wrote - (codex log: read 4 inputs, 1 reply, 2 boards)\n  warning: one\n  warning: two');
  });
});
