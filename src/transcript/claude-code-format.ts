// Reads a Claude Code session log (~/.claude/projects/<project>/<session>.jsonl) as transcript events.
import { type TranscriptDecoder } from './decoder.js';
import { type EventSink } from './events.js';
import { isPlainObject, parseJsonLine } from './json-line.js';
import { createPendingReply } from './pending-reply.js';
import { boardFromLooseTodos, looseTodos } from './session-board.js';
import { createTaskList } from './task-list.js';

// User-role lines the harness writes itself: the output of a local slash command and the caveat
// it prepends, the markup of a slash command (`<command-name>/exit</command-name>…`), a shell
// command run with `!` and its output, reminders, and background-task notices. None of them is a
// message typed into the agent.
const HARNESS_TEXT =
  /^\s*<(local-command-stdout|local-command-stderr|local-command-caveat|command-name|command-message|command-args|bash-input|bash-stdout|bash-stderr|system-reminder|task-notification)>/;
// Pressing Esc is a person stepping in, but it is never an orchestrator's feed arriving.
const INTERRUPT_TEXT = /^\s*\[Request interrupted by user/;

/**
 * Line shapes (each a JSON object; unknown shapes are skipped, since the format moves between
 * releases):
 * - `{"type":"user","message":{"content":"…" | [{"type":"text","text":"…"} …]}}` → `manual`,
 *   unless `isMeta`, `isSidechain` or `isCompactSummary`, or it is harness text.
 * - a `user` line whose content holds `tool_result` blocks is a tool's output: not input, and the
 *   turn goes on.
 * - `{"type":"assistant","message":{"content":[…]}}`: `text` blocks are held as the turn's reply,
 *   unless the line is an API error Claude Code wrote in the agent's place (`isApiErrorMessage`:
 *   the turn failed, nothing was replied). The board: a `tool_use` named `TodoWrite` yields
 *   `todos` from `input.todos`; `TaskCreate` / `TaskUpdate` (the task tools of 2.1.x, see
 *   task-list.ts) change a task list that is emitted whole. Sidechain (subagent) lines are skipped.
 * - `{"type":"attachment","attachment":{"type":"task_reminder"|"todo_reminder","content":[…]}}`:
 *   the whole board as Claude Code reminds the agent of it.
 * - `summary`, `system`, `file-history-snapshot`, `api-request`, the other attachments and the
 *   rest carry no events.
 */
export function createClaudeCodeDecoder(file: string): TranscriptDecoder {
  const pending = createPendingReply();
  const tasks = createTaskList();
  let toolCalls = 0;
  return {
    format: 'claude-code',
    line(text: string, line: number, emit: EventSink) {
      if (text.trim().length === 0) return;
      const entry = parseJsonLine(text, line, file);
      if (!isPlainObject(entry) || entry['isSidechain'] === true) return;
      const message = isPlainObject(entry['message']) ? entry['message'] : {};
      const content = message['content'];
      if (entry['type'] === 'assistant') {
        if (entry['isApiErrorMessage'] !== true) readAssistant(content, line, emit);
      } else if (entry['type'] === 'user' && entry['isMeta'] !== true && entry['isCompactSummary'] !== true) {
        readUser(content, line, emit);
      } else if (entry['type'] === 'attachment' && isPlainObject(entry['attachment'])) {
        readAttachment(entry['attachment'], line, emit);
      }
    },
    end(emit: EventSink) {
      pending.flush(emit);
    },
    get toolCalls() {
      return toolCalls;
    },
  };

  function readAttachment(attachment: Record<string, unknown>, line: number, emit: EventSink): void {
    const items = looseTodos(attachment['content']);
    // An empty reminder is one whose list was left out, not an emptied board.
    if (items === null || items.length === 0) return;
    if (attachment['type'] === 'task_reminder') emit({ type: 'todos', todos: tasks.replace(items) }, line);
    else if (attachment['type'] === 'todo_reminder') emit({ type: 'todos', todos: boardFromLooseTodos(items) }, line);
  }

  function readToolUse(block: Record<string, unknown>, line: number, emit: EventSink): void {
    toolCalls += 1;
    const input = isPlainObject(block['input']) ? block['input'] : {};
    if (block['name'] === 'TodoWrite') {
      const items = looseTodos(input['todos']);
      if (items !== null) emit({ type: 'todos', todos: boardFromLooseTodos(items) }, line);
    } else if (block['name'] === 'TaskCreate' || block['name'] === 'TaskUpdate') {
      const board = block['name'] === 'TaskCreate' ? tasks.create(input) : tasks.update(input);
      if (board !== null) emit({ type: 'todos', todos: board }, line);
    }
  }

  function readAssistant(content: unknown, line: number, emit: EventSink): void {
    if (typeof content === 'string') {
      if (content.trim().length > 0) pending.add(content, line);
      return;
    }
    if (!Array.isArray(content)) return;
    for (const block of content) {
      if (!isPlainObject(block)) continue;
      if (block['type'] === 'text' && typeof block['text'] === 'string' && block['text'].trim().length > 0) {
        pending.add(block['text'], line);
      } else if (block['type'] === 'tool_use') {
        readToolUse(block, line, emit);
      }
    }
  }

  function readUser(content: unknown, line: number, emit: EventSink): void {
    if (Array.isArray(content) && content.some((block) => isPlainObject(block) && block['type'] === 'tool_result')) {
      pending.discard();
      return;
    }
    const typed = userText(content);
    if (typed.trim().length === 0 || HARNESS_TEXT.test(typed)) return;
    pending.flush(emit);
    emit({ type: 'manual', text: typed, mayEchoFeed: !INTERRUPT_TEXT.test(typed) }, line);
  }
}

function userText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  const parts: string[] = [];
  for (const block of content) {
    if (isPlainObject(block) && block['type'] === 'text' && typeof block['text'] === 'string') parts.push(block['text']);
  }
  return parts.join('\n');
}
