// Reads a Copilot CLI session log (~/.copilot/session-state/<session>/events.jsonl) as transcript events.
import { type TranscriptDecoder } from './decoder.js';
import { type EventSink } from './events.js';
import { createJsonRecordReader, isPlainObject } from './json-line.js';
import { createPendingReply } from './pending-reply.js';
import { createTodoTable, type TodoTable } from './todo-sql.js';

// What Copilot CLI adds to each prompt once todos exist: "Todos: 1 done, 1 in progress, 1 pending (3 total)".
const TODO_STATUS = /<todo_status>\s*Todos: ([^\n]*?)\s*\((\d+) total\)/;

/**
 * Lines (1.0.102) are events `{"type","data","id","timestamp","parentId"}`:
 * - `user.message`: `data.content` is what was typed (`transformedContent` what the model got:
 *   the date and the CLI's reminders added) → `manual`;
 * - `assistant.message`: `data.content` is held as the turn's reply; `data.toolRequests` are tool
 *   calls (text beside them was narration);
 * - `tool.execution_complete` of a `sql` call that succeeded: its statements are applied to the
 *   `todos` table rebuilt from every earlier one (todo-sql.ts), and the table is the board. The
 *   rows themselves live only in the session's SQLite database, never in the log;
 * - `session.error` (a failed turn) and `abort` (an interrupted one) end a turn with no reply;
 * - the rest (`session.*` bookkeeping, `system.message`, usage records, turn markers) carry no events.
 * A statement on the table that is not read is named in a warning, as is the first prompt at which
 * Copilot's own count of the todos (its `<todo_status>` reminder) differs from the rebuilt table.
 */
export function createCopilotDecoder(file: string): TranscriptDecoder {
  const records = createJsonRecordReader(file);
  const pending = createPendingReply();
  const table = createTodoTable();
  const queries = new Map<string, string>();
  const warnings: string[] = [];
  let toolCalls = 0;
  let countsDiffered = false;

  const remember = (id: unknown, name: unknown, args: unknown): void => {
    if (typeof id !== 'string' || name !== 'sql' || !isPlainObject(args) || typeof args['query'] !== 'string') return;
    // The other database (`session_store`, reached by its own tool) holds no board; nor would a named other.
    if (args['database'] !== undefined && args['database'] !== 'session') return;
    queries.set(id, args['query']);
  };

  const applySql = (data: Record<string, unknown>, line: number, emit: EventSink): void => {
    const id = data['toolCallId'];
    const query = typeof id === 'string' ? queries.get(id) : undefined;
    // A statement the database refused changed nothing.
    if (query === undefined || data['success'] !== true) return;
    const outcome = table.apply(query);
    for (const { statement, reason } of outcome.unread) {
      warnings.push(`line ${line}: a statement on the todos table was not read (${reason}): ${clip(statement)}; the board may differ from Copilot's after it`);
    }
    if (outcome.wrote) emit({ type: 'todos', todos: table.board() }, line);
  };

  const checkCounts = (transformed: unknown, line: number): void => {
    const reminder = typeof transformed === 'string' ? TODO_STATUS.exec(transformed) : null;
    if (reminder === null || countsDiffered) return;
    const theirs = `${reminder[1]} (${reminder[2]} total)`;
    const ours = countsOf(table);
    if (sameCounts(reminder[1]!, Number(reminder[2]), table)) return;
    countsDiffered = true;
    warnings.push(`line ${line}: Copilot counts its todos as ${theirs}, the statements read give ${ours}: a change to the todos table was missed`);
  };

  return {
    format: 'copilot-cli',
    line(text: string, line: number, emit: EventSink) {
      for (const entry of records.records(text, line)) {
        if (!isPlainObject(entry) || !isPlainObject(entry['data'])) continue;
        const data = entry['data'];
        switch (entry['type']) {
          case 'user.message': {
            checkCounts(data['transformedContent'], line);
            const typed = typeof data['content'] === 'string' ? data['content'] : '';
            if (typed.trim().length === 0) break;
            pending.flush(emit);
            emit({ type: 'manual', text: typed, mayEchoFeed: true }, line);
            break;
          }
          case 'assistant.message': {
            const requests = Array.isArray(data['toolRequests']) ? data['toolRequests'].filter(isPlainObject) : [];
            if (typeof data['content'] === 'string' && data['content'].trim().length > 0) pending.add(data['content'], line);
            if (requests.length > 0) pending.discard();
            toolCalls += requests.length;
            for (const request of requests) remember(request['toolCallId'], request['name'], request['arguments']);
            break;
          }
          case 'tool.execution_start':
            remember(data['toolCallId'], data['toolName'], data['arguments']);
            break;
          case 'tool.execution_complete':
            applySql(data, line, emit);
            break;
          case 'session.error':
          case 'abort':
            pending.discard();
            break;
        }
      }
    },
    end(emit: EventSink) {
      pending.flush(emit);
    },
    get toolCalls() {
      return toolCalls;
    },
    get warnings() {
      return [...records.warnings, ...warnings];
    },
  };
}

function clip(statement: string): string {
  return statement.length > 120 ? `${statement.slice(0, 117)}...` : statement;
}

/** The table's rows counted by status, in the words of Copilot's reminder ("1 in progress, 2 pending (3 total)"). */
function countsOf(table: TodoTable): string {
  const counts = new Map<string, number>();
  for (const row of table.rows) counts.set(row.status.replace(/_/g, ' '), (counts.get(row.status.replace(/_/g, ' ')) ?? 0) + 1);
  return `${[...counts].map(([status, count]) => `${count} ${status}`).join(', ')} (${table.rows.length} total)`;
}

function sameCounts(listed: string, total: number, table: TodoTable): boolean {
  if (total !== table.rows.length) return false;
  for (const part of listed.split(',')) {
    const match = /^\s*(\d+) (.+?)\s*$/.exec(part);
    if (match === null) continue;
    const status = match[2]!.replace(/ /g, '_');
    if (table.rows.filter((row) => row.status === status).length !== Number(match[1])) return false;
  }
  return true;
}
