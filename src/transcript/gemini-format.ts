// Reads a Gemini CLI session log (~/.gemini/tmp/<project>/chats/session-*.jsonl) as transcript events.
import { type TranscriptDecoder } from './decoder.js';
import { type EventSink } from './events.js';
import { readAgentContent, readUserContent, type FunctionCall } from './gemini-parts.js';
import { createJsonRecordReader, isPlainObject } from './json-line.js';
import { createPendingReply } from './pending-reply.js';

/**
 * Reads message records one at a time: `user` (typed text → `manual`; a tool's output only ends the
 * narration before it), `gemini` (its text held as the turn's reply; its `toolCalls`, of which
 * `write_todos` gives the board) and the rest (`info`, `error`, `warning`: the CLI's own notices; an
 * `error` is a failed turn and no reply). Shared by the JSON Lines log and the single-document
 * session files of earlier releases.
 */
export interface GeminiMessageReader {
  message(record: Record<string, unknown>, line: number, emit: EventSink): void;
  end(emit: EventSink): void;
  readonly toolCalls: number;
}

export function createGeminiMessageReader(): GeminiMessageReader {
  const pending = createPendingReply();
  let toolCalls = 0;
  return {
    message(record, line, emit) {
      if (record['type'] === 'user') readUserContent(record['content'], pending, line, emit);
      // Text written before the calls announced them: narration, not the turn's reply.
      else if (record['type'] === 'gemini') toolCalls += readAgentContent(record['content'], recordedCalls(record), 'write_todos', 'description', pending, line, emit);
    },
    end(emit) {
      pending.flush(emit);
    },
    get toolCalls() {
      return toolCalls;
    },
  };
}

/** Gemini CLI's record of a tool call: its name and arguments as the model sent them. */
function recordedCalls(record: Record<string, unknown>): FunctionCall[] {
  const calls = Array.isArray(record['toolCalls']) ? record['toolCalls'].filter(isPlainObject) : [];
  return calls.map((call) => ({ name: String(call['name']), args: isPlainObject(call['args']) ? call['args'] : {} }));
}

/**
 * Lines (0.61): a metadata record (`sessionId`, `projectHash`, …) first; message records
 * `{"id","timestamp","type","content",…}`; `{"$set":{…}}` metadata updates; `{"$rewindTo":id}`.
 * A message is written again, whole, each time it changes (a reply gains its tool calls, their
 * results, its token counts), so a message is read once, as last written before the next message
 * begins. `$set` may carry the API history (`messages`): a copy of what the records hold, minus
 * an interrupted prompt, so it is not read; a rewind only hides messages from the CLI's view of
 * the chat, they were still sent, and are read. A record that carries `messages` itself (a
 * session file of an earlier release, put on one line) has them read in order.
 */
export function createGeminiDecoder(file: string): TranscriptDecoder {
  const records = createJsonRecordReader(file);
  const reader = createGeminiMessageReader();
  const read = new Set<string>();
  let held: { readonly id: string; record: Record<string, unknown>; line: number } | null = null;

  const release = (emit: EventSink): void => {
    if (held === null) return;
    read.add(held.id);
    reader.message(held.record, held.line, emit);
    held = null;
  };
  const hold = (record: Record<string, unknown>, line: number, emit: EventSink): void => {
    const id = typeof record['id'] === 'string' ? record['id'] : `line ${line}`;
    if (held !== null && held.id === id) {
      held.record = record;
      held.line = line;
      return;
    }
    release(emit);
    if (!read.has(id)) held = { id, record, line };
  };

  return {
    format: 'gemini-cli',
    line(text, line, emit) {
      for (const entry of records.records(text, line)) {
        if (!isPlainObject(entry)) continue;
        if (typeof entry['type'] === 'string' && 'content' in entry) hold(entry, line, emit);
        else if (Array.isArray(entry['messages']) && !('$set' in entry)) {
          for (const message of entry['messages']) if (isPlainObject(message)) hold(message, line, emit);
        }
      }
    },
    end(emit) {
      release(emit);
      reader.end(emit);
    },
    get toolCalls() {
      return reader.toolCalls;
    },
    get warnings() {
      return records.warnings;
    },
  };
}
