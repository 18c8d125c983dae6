// Reads the Gemini API's content parts, which Gemini CLI and Qwen Code both keep in their session logs.
import { isPlainObject } from './json-line.js';
import { boardFromLooseTodos, type LooseTodo } from './session-board.js';
import { type EventSink, type TodoItem } from './events.js';
import { type PendingReply } from './pending-reply.js';

/** A `functionCall` part: the tool's name and its arguments (an object; anything else reads as none). */
export interface FunctionCall {
  readonly name: string;
  readonly args: Record<string, unknown>;
}

// The context Gemini CLI opens every chat with (date, folders, files) goes in a user message: as
// one of its own in the session log, as the first part of the first prompt in a checkpoint.
const SESSION_CONTEXT = /^\s*<session_context>/;

/** The text of a string or of a list of parts, thoughts left out; '' when there is none. */
export function partsText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  const texts: string[] = [];
  for (const part of content) {
    if (isPlainObject(part) && typeof part['text'] === 'string' && part['thought'] !== true) texts.push(part['text']);
  }
  return texts.join('');
}

/** What a person (or an orchestrator) typed in a user message: its text, the CLI's session context left out. */
export function typedText(content: unknown): string {
  if (typeof content === 'string') return SESSION_CONTEXT.test(content) ? '' : content;
  return partsText(Array.isArray(content) ? content.filter((part) => !(isPlainObject(part) && typeof part['text'] === 'string' && SESSION_CONTEXT.test(part['text']))) : content);
}

export function functionCalls(content: unknown): FunctionCall[] {
  if (!Array.isArray(content)) return [];
  const calls: FunctionCall[] = [];
  for (const part of content) {
    const call = isPlainObject(part) ? part['functionCall'] : undefined;
    if (isPlainObject(call) && typeof call['name'] === 'string') {
      calls.push({ name: call['name'], args: isPlainObject(call['args']) ? call['args'] : {} });
    }
  }
  return calls;
}

/** True when the parts hold a tool's output (`functionResponse`): the turn goes on. */
export function holdsFunctionResponse(content: unknown): boolean {
  return Array.isArray(content) && content.some((part) => isPlainObject(part) && 'functionResponse' in part);
}

// A todo set aside (`cancelled`) is closed like a finished one; `blocked` is still open.
const CLOSED = new Set(['completed', 'cancelled', 'done']);

/**
 * The board a list-style todo tool wrote: its `todos` items, with the text under `textKey`
 * (Gemini CLI's `description`, Qwen Code's and opencode's `content`). Null when there is no list.
 */
export function boardFromTodoList(args: Record<string, unknown>, textKey: string): TodoItem[] | null {
  const todos = args['todos'];
  if (!Array.isArray(todos)) return null;
  return boardFromLooseTodos(todos.filter(isPlainObject).map((record): LooseTodo => {
    const status = typeof record['status'] === 'string' && CLOSED.has(record['status']) ? 'completed' : record['status'];
    return { id: record['id'], content: record[textKey], status };
  }));
}

/**
 * The tool calls of one agent message: any text held before them was narration (discarded), and
 * each call of `boardTool` emits the board it wrote. Returns how many calls there were.
 */
export function readTodoCalls(calls: readonly FunctionCall[], boardTool: string, textKey: string, pending: PendingReply, line: number, emit: EventSink): number {
  if (calls.length === 0) return 0;
  pending.discard();
  for (const call of calls) {
    if (call.name !== boardTool) continue;
    const board = boardFromTodoList(call.args, textKey);
    if (board !== null) emit({ type: 'todos', todos: board }, line);
  }
  return calls.length;
}

/** A user message: a tool's output ends the narration before it; typed text is input, and ends the turn before it. */
export function readUserContent(content: unknown, pending: PendingReply, line: number, emit: EventSink): void {
  if (holdsFunctionResponse(content)) {
    pending.discard();
    return;
  }
  const text = typedText(content);
  if (text.trim().length === 0) return;
  pending.flush(emit);
  emit({ type: 'manual', text, mayEchoFeed: true }, line);
}

/** An agent message: its text is held as the turn's reply until a tool call shows it was narration. Returns the calls. */
export function readAgentContent(content: unknown, calls: readonly FunctionCall[], boardTool: string, textKey: string, pending: PendingReply, line: number, emit: EventSink): number {
  const text = partsText(content);
  if (text.trim().length > 0) pending.add(text, line);
  return readTodoCalls(calls, boardTool, textKey, pending, line, emit);
}
