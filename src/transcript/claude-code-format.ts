// Reads a Claude Code session log (~/.claude/projects/<project>/<session>.jsonl) as transcript events.
import { type TranscriptDecoder } from './decoder.js';
import { type EventSink } from './events.js';
import { isPlainObject, parseJsonLine } from './json-line.js';
import { createPendingReply } from './pending-reply.js';
import { boardFromLooseTodos, looseTodos } from './session-board.js';

// User-role lines the harness writes itself: the output of a local slash command and the caveat
// it prepends, reminders, and background-task notices. None of them is a person typing.
const HARNESS_TEXT = /^\s*<(local-command-stdout|local-command-stderr|local-command-caveat|system-reminder|task-notification)>/;
// Pressing Esc is a person stepping in, but it is never an orchestrator's feed arriving.
const INTERRUPT_TEXT = /^\s*\[Request interrupted by user/;

/**
 * Line shapes (each a JSON object; unknown shapes are skipped, since the format moves between
 * releases):
 * - `{"type":"user","message":{"content":"…" | [{"type":"text","text":"…"} …]}}` → `manual`,
 *   unless `isMeta`, `isSidechain` or `isCompactSummary`, or it is harness text.
 * - a `user` line whose content holds `tool_result` blocks is a tool's output: not input, and the
 *   turn goes on.
 * - `{"type":"assistant","message":{"content":[…]}}`: `text` blocks are held as the turn's reply;
 *   a `tool_use` named `TodoWrite` yields `todos` from `input.todos`. Sidechain (subagent) lines
 *   are skipped.
 * - `summary`, `system`, `file-history-snapshot` and the rest carry no events.
 */
export function createClaudeCodeDecoder(file: string): TranscriptDecoder {
  const pending = createPendingReply();
  return {
    format: 'claude-code',
    line(text: string, line: number, emit: EventSink) {
      if (text.trim().length === 0) return;
      const entry = parseJsonLine(text, line, file);
      if (!isPlainObject(entry) || entry['isSidechain'] === true) return;
      const message = isPlainObject(entry['message']) ? entry['message'] : {};
      const content = message['content'];
      if (entry['type'] === 'assistant') readAssistant(content, line, emit);
      else if (entry['type'] === 'user' && entry['isMeta'] !== true && entry['isCompactSummary'] !== true) {
        readUser(content, line, emit);
      }
    },
    end(emit: EventSink) {
      pending.flush(emit);
    },
  };

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
      } else if (block['type'] === 'tool_use' && block['name'] === 'TodoWrite') {
        const items = looseTodos(isPlainObject(block['input']) ? block['input']['todos'] : undefined);
        if (items !== null) emit({ type: 'todos', todos: boardFromLooseTodos(items) }, line);
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
