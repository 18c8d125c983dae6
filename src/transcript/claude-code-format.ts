// Reads a Claude Code session log (~/.claude/projects/<project>/<session>.jsonl) as transcript events.
import { type TranscriptDecoder } from './decoder.js';
import { type EventSink } from './events.js';
import { createJsonRecordReader, isPlainObject } from './json-line.js';
import { createPendingReply } from './pending-reply.js';
import { boardFromLooseTodos, looseTodos } from './session-board.js';
import { createTaskList } from './task-list.js';

// User-role lines the harness writes itself: the output of a local slash command and the caveat
// it prepends, the markup of a slash command (`<command-name>/exit</command-name>…`), a shell
// command run with `!` and its output, reminders, background-task notices, the notice that a
// request was interrupted (Esc) and the one a UserPromptSubmit hook leaves when it blocks a
// prompt. None of them is a message typed into the agent.
const HARNESS_TEXT =
  /^\s*(<(local-command-stdout|local-command-stderr|local-command-caveat|command-name|command-message|command-args|bash-input|bash-stdout|bash-stderr|system-reminder|task-notification)>|\[Request interrupted by user|Operation stopped by hook:)/;
const TASK_NOTIFICATION = /^\s*<task-notification>/;

/**
 * Line shapes (each a JSON object; unknown shapes are skipped, since the format moves between
 * releases; a line holding two records run together is read as both, see json-line.ts):
 * - `{"type":"user","message":{"content":"…" | [{"type":"text","text":"…"} …]}}` → `manual`,
 *   unless `isMeta`, `isSidechain` or `isCompactSummary`, or it is harness text. A message of
 *   pasted images and no text is a person's too: `manual` with `[image]` (`[2 images]`) as text.
 * - a `user` line whose content holds `tool_result` blocks is a tool's output: not input, and the
 *   turn goes on.
 * - `{"type":"assistant","message":{"content":[…]}}`: `text` blocks are held as the turn's reply,
 *   unless the line is an API error Claude Code wrote in the agent's place (`isApiErrorMessage`:
 *   the turn failed, nothing was replied). A `<task-notification>` (a background task finished)
 *   starts a turn of its own: the reply before it stands, and the text after it is another. The
 *   board: a `tool_use` named `TodoWrite` yields `todos` from `input.todos` (1.0.x items carry
 *   `id` and `priority`); `TaskCreate` / `TaskUpdate` (the task tools of 2.1.x, see task-list.ts)
 *   change a task list that is emitted whole.
 * - Sidechain lines (`isSidechain`) are a sub-agent's. In a session's log they are skipped: the
 *   parent's Task call and its result stand for them. A log whose first message is a sidechain is
 *   a sub-agent's own (`subagents/agent-*.jsonl`): its boards are read, its prompt (the parent
 *   agent wrote it) counts as neither input nor feed, its text as no reply an orchestrator acts
 *   on, and a warning says what it is.
 * - `{"type":"attachment","attachment":{"type":"task_reminder"|"todo_reminder","content":[…]}}`:
 *   the whole board as Claude Code reminds the agent of it.
 * - A prompt a UserPromptSubmit hook blocked is typed input: 2.1.x logs it only in a `system`
 *   line (`promptSubmitEnding` `blocked_by_hook`, "Original prompt: …"), read as `manual`;
 *   earlier releases log it as a user message followed by "Operation stopped by hook: …".
 * - `summary`, `system`, `file-history-snapshot`, `api-request`, the other attachments and the
 *   rest carry no events.
 */
export function createClaudeCodeDecoder(file: string): TranscriptDecoder {
  const reader = createJsonRecordReader(file);
  const pending = createPendingReply();
  const tasks = createTaskList();
  let toolCalls = 0;
  // Decided by the first user or assistant record: null until then.
  let subagent: { readonly parent: string | null } | null | undefined;
  return {
    format: 'claude-code',
    line(text: string, line: number, emit: EventSink) {
      for (const entry of reader.records(text, line)) if (isPlainObject(entry)) readRecord(entry, line, emit);
    },
    end(emit: EventSink) {
      pending.flush(emit);
    },
    get toolCalls() {
      return toolCalls;
    },
    get warnings() {
      return subagent ? [...reader.warnings, subagentWarning(toolCalls, subagent.parent)] : reader.warnings;
    },
  };

  function readRecord(entry: Record<string, unknown>, line: number, emit: EventSink): void {
    const type = entry['type'];
    const sidechain = entry['isSidechain'] === true;
    if (subagent === undefined && (type === 'user' || type === 'assistant')) {
      subagent = sidechain ? { parent: typeof entry['sessionId'] === 'string' ? entry['sessionId'] : null } : null;
    }
    if (sidechain && !subagent) return;
    const message = isPlainObject(entry['message']) ? entry['message'] : {};
    const content = message['content'];
    if (type === 'assistant') {
      if (entry['isApiErrorMessage'] !== true) readAssistant(content, line, emit);
    } else if (type === 'user' && !sidechain && entry['isMeta'] !== true && entry['isCompactSummary'] !== true) {
      readUser(content, line, emit);
    } else if (type === 'attachment' && isPlainObject(entry['attachment'])) {
      readAttachment(entry['attachment'], line, emit);
    } else if (type === 'system' && !sidechain) {
      const blocked = blockedPrompt(entry);
      if (blocked !== null) {
        pending.flush(emit);
        emit({ type: 'manual', text: blocked, mayEchoFeed: true }, line);
      }
    }
  }

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
    // A sub-agent's text goes back to the agent that started it, not to an orchestrator.
    const replies = !subagent;
    if (typeof content === 'string') {
      if (replies && content.trim().length > 0) pending.add(content, line);
      return;
    }
    if (!Array.isArray(content)) return;
    for (const block of content) {
      if (!isPlainObject(block)) continue;
      if (block['type'] === 'text' && typeof block['text'] === 'string' && block['text'].trim().length > 0) {
        if (replies) pending.add(block['text'], line);
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
    if (TASK_NOTIFICATION.test(typed)) {
      // The turn before the notice ended with its reply; the agent's answer to it is another.
      pending.flush(emit);
      return;
    }
    if (HARNESS_TEXT.test(typed)) return;
    if (typed.trim().length > 0) {
      pending.flush(emit);
      emit({ type: 'manual', text: typed, mayEchoFeed: true }, line);
      return;
    }
    const images = imageCount(content);
    if (images === 0) return;
    pending.flush(emit);
    // Pasted, never an orchestrator's text feed arriving.
    emit({ type: 'manual', text: images === 1 ? '[image]' : `[${images} images]`, mayEchoFeed: false }, line);
  }
}

const ORIGINAL_PROMPT = '\nOriginal prompt: ';

/**
 * The prompt a UserPromptSubmit hook blocked, which 2.1.x logs only inside the system notice it
 * writes in its place (`promptSubmitEnding.ending.kind: "blocked_by_hook"`, the prompt after
 * "Original prompt: "): it was typed all the same. Null for any other line.
 */
function blockedPrompt(entry: Record<string, unknown>): string | null {
  const ending = isPlainObject(entry['promptSubmitEnding']) ? entry['promptSubmitEnding']['ending'] : undefined;
  if (!isPlainObject(ending) || ending['kind'] !== 'blocked_by_hook' || typeof entry['content'] !== 'string') return null;
  const at = entry['content'].lastIndexOf(ORIGINAL_PROMPT);
  if (at === -1) return null;
  const prompt = entry['content'].slice(at + ORIGINAL_PROMPT.length);
  return prompt.trim().length === 0 ? null : prompt;
}

function subagentWarning(toolCalls: number, parent: string | null): string {
  const calls = `${toolCalls} tool ${toolCalls === 1 ? 'call' : 'calls'}`;
  const of = parent === null ? '' : `, of session ${parent}`;
  return `a sub-agent transcript (every message is a sidechain${of}; ${calls}): its prompt was written by the parent agent, so it counts as neither input nor feed, and only its boards are read; replay the parent session's log for the guard's decisions`;
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

function imageCount(content: unknown): number {
  if (!Array.isArray(content)) return 0;
  return content.filter((block) => isPlainObject(block) && block['type'] === 'image').length;
}
