// Reads a Qwen Code session log (~/.qwen/projects/<project>/chats/<session>.jsonl) as transcript events.
import { type TranscriptDecoder } from './decoder.js';
import { type EventSink } from './events.js';
import { functionCalls, readAgentContent, readUserContent } from './gemini-parts.js';
import { createJsonRecordReader, isPlainObject } from './json-line.js';
import { createPendingReply } from './pending-reply.js';

// User records with these subtypes were typed (one sent while the agent was busy among them);
// the others (goal_runtime, notification, cron, realtime_message) are the CLI feeding itself.
const TYPED_SUBTYPES = new Set([undefined, 'mid_turn_user_message']);

/**
 * Lines (0.24) are chat records `{"uuid","parentUuid","sessionId","type",…,"message":{"role","parts"}}`
 * holding the Gemini API's content:
 * - `user` with `provenance` `real_user` (or none, in earlier releases) and a typed subtype →
 *   `manual` from its text parts;
 * - `assistant`: text parts are held as the turn's reply; `functionCall` parts are tool calls,
 *   and `todo_write` gives the board (`todos[]` of `id`, `content`, `status`);
 * - `tool_result`: a tool's output, the turn goes on;
 * - `system` records (telemetry, snapshots, an `api_error` of a failed turn) carry no events.
 */
export function createQwenDecoder(file: string): TranscriptDecoder {
  const records = createJsonRecordReader(file);
  const pending = createPendingReply();
  let toolCalls = 0;

  function readUser(entry: Record<string, unknown>, parts: unknown, line: number, emit: EventSink): void {
    const provenance = entry['provenance'];
    if ((provenance !== undefined && provenance !== 'real_user') || !TYPED_SUBTYPES.has(entry['subtype'] as string | undefined)) return;
    readUserContent(parts, pending, line, emit);
  }

  return {
    format: 'qwen-code',
    line(text: string, line: number, emit: EventSink) {
      for (const entry of records.records(text, line)) {
        if (!isPlainObject(entry)) continue;
        const parts = isPlainObject(entry['message']) ? entry['message']['parts'] : undefined;
        if (entry['type'] === 'user') readUser(entry, parts, line, emit);
        else if (entry['type'] === 'assistant') toolCalls += readAgentContent(parts, functionCalls(parts), 'todo_write', 'content', pending, line, emit);
        else if (entry['type'] === 'tool_result') pending.discard();
      }
    },
    end(emit: EventSink) {
      pending.flush(emit);
    },
    get toolCalls() {
      return toolCalls;
    },
    get warnings() {
      return records.warnings;
    },
  };
}
