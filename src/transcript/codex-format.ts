// Reads a Codex CLI rollout log (~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl) as transcript events.
import { type TranscriptDecoder } from './decoder.js';
import { type EventSink, type TranscriptEvent } from './events.js';
import { createJsonRecordReader, isPlainObject } from './json-line.js';
import { createPendingReply } from './pending-reply.js';
import { readObjectLiteral } from './object-literal.js';
import { boardFromLooseTodos, type LooseTodo } from './session-board.js';

// Codex writes user-role messages itself: the environment, AGENTS.md and permission notes that
// open a session, and the notice that a turn was interrupted. Nobody typed any of them.
const HARNESS_TEXT = /^\s*(<environment_context>|<user_instructions>|<permissions instructions>|<turn_aborted>|# AGENTS\.md instructions)/;
// Code mode: `exec` runs JavaScript that calls tools as `tools.update_plan({…})`.
const CODE_MODE_PLAN = /\btools\s*(?:\.\s*update_plan|\[\s*(["'])update_plan\1\s*\])\s*\(/g;

/** Where a user message was read: a response item, or an event that may copy one. */
type InputSource = 'response_item' | 'event_msg';

/**
 * Lines are `{"timestamp","type","payload"}` envelopes; unknown ones are skipped.
 * - `response_item` / `message`: role `user` → `manual` (harness text aside); role `assistant`:
 *   its `output_text` is held as the turn's reply.
 * - `response_item` / `function_call` named `update_plan` → `todos` from the `plan` in its
 *   JSON `arguments` (`step` is the item's text); `custom_tool_call` named `exec` (code mode, the
 *   default model's way) → `todos` from each `tools.update_plan({…})` in its JavaScript `input`,
 *   read as data, never run. Any call, and any other item but reasoning, means the turn goes on.
 * - `event_msg` / `user_message` and `agent_message` repeat the messages above in some releases
 *   and stand alone in others: a user message read from the other kind of line just before is
 *   that message's copy and is dropped once; the same text from the same kind of line is typed
 *   again (the same prompt fed after a failed turn) and is kept. 0.171 writes `item_completed`
 *   events instead, which are not read: the response items hold the same.
 * - `session_meta`, `turn_context`, `compacted`, `world_state` and other lines carry no events.
 * - Rollouts of 0.2x (before `session_meta`) hold the response items bare, one a line, after a
 *   header line (`{"id","timestamp","instructions"}`) and between `{"record_type":"state"}`
 *   lines: the items are read as above, the rest carries no events.
 * - A user message of images and no text (pasted) is a person's: `manual` with `[image]`
 *   (`[2 images]`) as its text.
 */
export function createCodexDecoder(file: string): TranscriptDecoder {
  const reader = createJsonRecordReader(file);
  const pending = createPendingReply();
  let lastManual: { readonly text: string; readonly source: InputSource } | null = null;
  let toolCalls = 0;

  function emitManual(text: string, source: InputSource, line: number, emit: EventSink): void {
    if (lastManual !== null && lastManual.text === text && lastManual.source !== source) {
      lastManual = null;
      return;
    }
    pending.flush(emit);
    emit({ type: 'manual', text, mayEchoFeed: true }, line);
    lastManual = { text, source };
  }

  function emitOther(event: TranscriptEvent, line: number, emit: EventSink): void {
    emit(event, line);
    lastManual = null;
  }

  function emitPlan(plan: LooseTodo[] | null, line: number, emit: EventSink): void {
    if (plan !== null) emitOther({ type: 'todos', todos: boardFromLooseTodos(plan) }, line, emit);
  }

  function readResponseItem(item: Record<string, unknown>, line: number, emit: EventSink): void {
    switch (item['type']) {
      case 'message': {
        const text = messageText(item['content']) || (item['role'] === 'user' ? imagesText(item['content'], 'input_image') : '');
        if (text.trim().length === 0) return;
        if (item['role'] === 'user' && !HARNESS_TEXT.test(text)) emitManual(text, 'response_item', line, emit);
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
        toolCalls += 1;
        if (item['name'] === 'update_plan') emitPlan(planOf(item['arguments']), line, emit);
        return;
      case 'custom_tool_call':
        pending.discard();
        toolCalls += 1;
        if (item['name'] === 'exec' && typeof item['input'] === 'string') {
          for (const plan of codeModePlans(item['input'])) emitPlan(plan, line, emit);
        }
        return;
      case 'local_shell_call':
        toolCalls += 1;
        pending.discard();
        return;
      default:
        pending.discard();
    }
  }

  function readEventMsg(event: Record<string, unknown>, line: number, emit: EventSink): void {
    const text = event['message'] || imagesText(event['images'], null) || imagesText(event['local_images'], null);
    if (typeof text !== 'string' || text.trim().length === 0) return;
    if (event['type'] === 'user_message') emitManual(text, 'event_msg', line, emit);
    else if (event['type'] === 'agent_message' && !pending.holds(text)) pending.add(text, line);
  }

  return {
    format: 'codex',
    line(text: string, line: number, emit: EventSink) {
      for (const entry of reader.records(text, line)) {
        if (!isPlainObject(entry)) continue;
        if (!isPlainObject(entry['payload'])) {
          if (isBareItem(entry)) readResponseItem(entry, line, emit);
        } else if (entry['type'] === 'response_item') readResponseItem(entry['payload'], line, emit);
        else if (entry['type'] === 'event_msg') readEventMsg(entry['payload'], line, emit);
      }
    },
    end(emit: EventSink) {
      pending.flush(emit);
    },
    get toolCalls() {
      return toolCalls;
    },
    get warnings() {
      return reader.warnings;
    },
  };
}

// The response item types a 0.2x rollout writes bare, one a line.
const BARE_ITEMS = new Set(['message', 'reasoning', 'function_call', 'function_call_output', 'custom_tool_call', 'custom_tool_call_output', 'local_shell_call']);

function isBareItem(entry: Record<string, unknown>): boolean {
  return typeof entry['type'] === 'string' && BARE_ITEMS.has(entry['type']) && !('record_type' in entry);
}

/** `[image]` or `[N images]` for a list of images (of parts of `partType`, or any items), '' for none. */
function imagesText(list: unknown, partType: string | null): string {
  if (!Array.isArray(list)) return '';
  const images = partType === null ? list.length : list.filter((part) => isPlainObject(part) && part['type'] === partType).length;
  if (images === 0) return '';
  return images === 1 ? '[image]' : `[${images} images]`;
}

/** The plan of every `tools.update_plan({…})` in a code-mode script whose argument is plain data. */
function codeModePlans(script: string): (LooseTodo[] | null)[] {
  const plans: (LooseTodo[] | null)[] = [];
  CODE_MODE_PLAN.lastIndex = 0;
  while (CODE_MODE_PLAN.test(script)) plans.push(planOf(readObjectLiteral(script, CODE_MODE_PLAN.lastIndex)));
  return plans;
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
