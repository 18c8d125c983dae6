// Reads an opencode session export (`opencode export SESSION > file.json`): opencode keeps its sessions
// in a SQLite database, and the export writes one out as a JSON document.
import { type EventSink } from './events.js';
import { boardFromTodoList } from './gemini-parts.js';
import { type DocumentReader } from './json-document.js';
import { isPlainObject } from './json-line.js';
import { createPendingReply, type PendingReply } from './pending-reply.js';

interface Message {
  readonly info: Record<string, unknown>;
  readonly parts: unknown[];
}

function messagesOf(document: unknown): Message[] | null {
  if (!isPlainObject(document) || !isPlainObject(document['info']) || !Array.isArray(document['messages'])) return null;
  const messages = document['messages'] as unknown[];
  return messages.every((message) => isPlainObject(message) && isPlainObject(message['info']) && Array.isArray(message['parts'])) ? (messages as Message[]) : null;
}

/**
 * `{"info": {session}, "messages": [{"info": {"role", "error"?, …}, "parts": [{"type", …}]} …]}`
 * (1.18). A user message's `text` parts are what was typed (`synthetic` ones, which opencode adds
 * itself, are not); a message of images alone is typed too (`[image]`). An assistant message is
 * one step of a turn: its `text` parts are held as the turn's reply until a `tool` part shows them
 * to be narration; a `tool` part of `todowrite` that completed gives the board (`todos[]` of
 * `content`, `status`, `priority`; `cancelled` counts as closed). An assistant message with an
 * `error` (the API's, or the abort of an interrupted turn) ends the turn with no reply. Each event
 * is placed at the line where its message or part begins.
 */
export const opencodeExportReader: DocumentReader = {
  format: 'opencode',
  shape: 'an opencode export ({"info": {…}, "messages": [{"info", "parts"} …]})',
  accepts: (document) => messagesOf(document) !== null,
  read(document, lineOf, emit) {
    const pending = createPendingReply();
    let toolCalls = 0;
    (messagesOf(document) ?? []).forEach((message, index) => {
      const line = lineOf('messages', index) ?? 1;
      if (message.info['role'] === 'user') readUser(message.parts, pending, line, emit);
      else if (message.info['role'] === 'assistant') {
        toolCalls += readAssistant(message.parts, (part) => lineOf('messages', index, 'parts', part) ?? line, pending, emit);
        if (message.info['error'] !== undefined) pending.discard();
      }
    });
    pending.flush(emit);
    return toolCalls;
  },
};

function readUser(parts: readonly unknown[], pending: PendingReply, line: number, emit: EventSink): void {
  const typed = parts.filter(isPlainObject);
  const text = typed.filter((part) => part['type'] === 'text' && part['synthetic'] !== true && typeof part['text'] === 'string').map((part) => part['text'] as string).join('\n');
  const images = typed.filter((part) => part['type'] === 'file' && typeof part['mime'] === 'string' && part['mime'].startsWith('image/')).length;
  const input = text.trim().length > 0 ? text : images === 0 ? '' : images === 1 ? '[image]' : `[${images} images]`;
  if (input.length === 0) return;
  pending.flush(emit);
  emit({ type: 'manual', text: input, mayEchoFeed: text.trim().length > 0 }, line);
}

/** One step of the agent: returns how many tool calls it made. */
function readAssistant(parts: readonly unknown[], lineOfPart: (index: number) => number, pending: PendingReply, emit: EventSink): number {
  let toolCalls = 0;
  parts.forEach((part, index) => {
    if (!isPlainObject(part)) return;
    if (part['type'] === 'text' && typeof part['text'] === 'string' && part['text'].trim().length > 0 && part['synthetic'] !== true) pending.add(part['text'], lineOfPart(index));
    else if (part['type'] === 'tool') {
      toolCalls += 1;
      pending.discard();
      const state = isPlainObject(part['state']) ? part['state'] : {};
      if (part['tool'] !== 'todowrite' || state['status'] !== 'completed' || !isPlainObject(state['input'])) return;
      const board = boardFromTodoList(state['input'], 'content');
      if (board !== null) emit({ type: 'todos', todos: board }, lineOfPart(index));
    }
  });
  return toolCalls;
}
