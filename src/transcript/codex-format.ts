// Reads a Codex CLI rollout log (~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl) as transcript events.
import { type TranscriptDecoder } from './decoder.js';
import { type EventSink, type TranscriptEvent } from './events.js';
import { isPlainObject, parseJsonLine } from './json-line.js';
import { createPendingReply } from './pending-reply.js';
import { boardFromLooseTodos, type LooseTodo } from './session-board.js';

// Codex opens a session with user-role messages it writes itself (the environment, AGENTS.md,
// permission notes); a person typed none of them.
const HARNESS_TEXT = /^\s*(<environment_context>|<user_instructions>|<permissions instructions>|# AGENTS\.md instructions)/;

/**
 * Lines are `{"timestamp","type","payload"}` envelopes; unknown ones are skipped.
 * - `response_item` / `message`: role `user` → `manual` (harness text aside); role `assistant`:
 *   its `output_text` is held as the turn's reply.
 * - `response_item` / `function_call` named `update_plan` → `todos` from the `plan` in its
 *   JSON `arguments` (`step` is the item's text). Any call, and any other item but reasoning,
 *   means the turn goes on.
 * - `event_msg` / `user_message` and `agent_message` repeat the messages above in some releases
 *   and stand alone in others: a copy of what was just read is dropped.
 * - `session_meta`, `turn_context`, `compacted` carry no events.
 */
export function createCodexDecoder(file: string): TranscriptDecoder {
  const pending = createPendingReply();
  let lastManual: string | null = null;

  function emitManual(text: string, line: number, emit: EventSink): void {
    if (text === lastManual) return;
    pending.flush(emit);
    emit({ type: 'manual', text, mayEchoFeed: true }, line);
    lastManual = text;
  }

  function emitOther(event: TranscriptEvent, line: number, emit: EventSink): void {
    emit(event, line);
    lastManual = null;
  }

  function readResponseItem(item: Record<string, unknown>, line: number, emit: EventSink): void {
    switch (item['type']) {
      case 'message': {
        const text = messageText(item['content']);
        if (text.trim().length === 0) return;
        if (item['role'] === 'user' && !HARNESS_TEXT.test(text)) emitManual(text, line, emit);
        else if (item['role'] === 'assistant' && !pending.holds(text)) {
          pending.add(text, line);
          lastManual = null;
        }
        return;
      }
      case 'reasoning':
        return;
      case 'function_call':
        pending.discard();
        if (item['name'] === 'update_plan') {
          const plan = planOf(item['arguments']);
          if (plan !== null) emitOther({ type: 'todos', todos: boardFromLooseTodos(plan) }, line, emit);
        }
        return;
      default:
        pending.discard();
    }
  }

  function readEventMsg(event: Record<string, unknown>, line: number, emit: EventSink): void {
    const text = event['message'];
    if (typeof text !== 'string' || text.trim().length === 0) return;
    if (event['type'] === 'user_message') emitManual(text, line, emit);
    else if (event['type'] === 'agent_message' && !pending.holds(text)) pending.add(text, line);
  }

  return {
    format: 'codex',
    line(text: string, line: number, emit: EventSink) {
      if (text.trim().length === 0) return;
      const entry = parseJsonLine(text, line, file);
      if (!isPlainObject(entry) || !isPlainObject(entry['payload'])) return;
      if (entry['type'] === 'response_item') readResponseItem(entry['payload'], line, emit);
      else if (entry['type'] === 'event_msg') readEventMsg(entry['payload'], line, emit);
    },
    end(emit: EventSink) {
      pending.flush(emit);
    },
  };
}

function messageText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  const parts: string[] = [];
  for (const block of content) {
    if (isPlainObject(block) && typeof block['text'] === 'string') parts.push(block['text']);
  }
  return parts.join('\n');
}

/**
 * The plan of an update_plan call as loose todos (`step` is the text), or null when there is none.
 * `arguments` is a JSON string in rollouts (an object in some exports); an unreadable one has no plan.
 */
function planOf(args: unknown): LooseTodo[] | null {
  let parsed = args;
  if (typeof args === 'string') {
    try {
      parsed = JSON.parse(args);
    } catch {
      return null;
    }
  }
  const plan = isPlainObject(parsed) ? parsed['plan'] : undefined;
  if (!Array.isArray(plan)) return null;
  return plan.filter(isPlainObject).map((item) => ({ content: item['step'], status: item['status'] }));
}
