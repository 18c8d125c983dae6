// Rebuilds a todo table from the SQL an agent ran against it: Copilot CLI keeps its board as rows of a
// `todos` table in a per-session SQLite database, and its session log holds only the statements.
import { type TodoItem } from './events.js';
import { boardFromLooseTodos } from './session-board.js';
import { Cursor, NotRead, splitStatements, tokenize, tokenText, type Token } from './sql-tokens.js';

/** One row of the table, as the statements left it; `status` is the agent's own word (`done`, `blocked` …). */
export interface TodoRow {
  readonly id: string;
  readonly title: string | null;
  readonly description: string | null;
  readonly status: string;
}

/** What one query did to the table. */
export interface TodoSqlOutcome {
  /** True when a statement that was read wrote to the table (whether or not a row matched). */
  readonly wrote: boolean;
  /** The statements on the table that were not read, each with why: the board may be off after them. */
  readonly unread: readonly { readonly statement: string; readonly reason: string }[];
}

export interface TodoTable {
  /** Applies the statements of one query (several, `;`-separated, may come at once). */
  apply(query: string): TodoSqlOutcome;
  readonly rows: readonly TodoRow[];
  /** The rows as a board, in the order they were inserted. */
  board(): TodoItem[];
}

const TABLE = 'todos';
// The columns Copilot CLI 1.0.102's prompt gives the table, in its order (for an INSERT without a column list).
const COLUMNS = ['id', 'title', 'description', 'status', 'created_at', 'updated_at'];
// The columns the board is made of; the others (timestamps) may be set to anything.
const BOARD_COLUMNS = new Set(['id', 'title', 'description', 'status']);
const CLOSED = new Set(['done', 'completed', 'cancelled']);
// Statements that only read; any other statement that names the table is one this reader does not know.
const READS = new Set(['select', 'pragma', 'explain', 'begin', 'commit', 'end', 'rollback', 'savepoint', 'release', 'analyze']);

export function createTodoTable(): TodoTable {
  let rows: TodoRow[] = [];
  let made = 0;
  return {
    apply(query) {
      let wrote = false;
      const unread: { statement: string; reason: string }[] = [];
      for (const statement of splitStatements(tokenize(query), query)) {
        try {
          const next = applyStatement(statement.tokens, rows, () => `row ${(made += 1)}`);
          if (next !== null) {
            rows = next;
            wrote = true;
          }
        } catch (error) {
          if (!(error instanceof NotRead)) throw error;
          unread.push({ statement: statement.text, reason: error.message });
        }
      }
      return { wrote, unread };
    },
    get rows() {
      return rows;
    },
    board() {
      return boardFromLooseTodos(rows.map((row) => ({
        id: row.id,
        content: row.title ?? row.description ?? row.id,
        status: CLOSED.has(row.status) ? 'completed' : row.status === 'in_progress' ? 'in_progress' : 'pending',
      })));
    },
  };
}

/** The table a statement writes to, `schema.table` read as `table`. */
function tableName(cursor: Cursor): string {
  const name = cursor.name();
  if (!cursor.isPunct('.')) return name;
  cursor.take();
  return cursor.name();
}

type Value = { readonly literal: true; readonly value: string | null } | { readonly literal: false; readonly column?: string };
type Assignment = readonly [column: string, value: Value];

/**
 * The rows after one statement, or null when it does not write to the table (it reads, or writes
 * another one). Throws NotRead for a statement on the table whose shape this reader does not take.
 */
function applyStatement(tokens: Token[], rows: readonly TodoRow[], newId: () => string): TodoRow[] | null {
  const cursor = new Cursor(tokens);
  const verb = cursor.peek()?.kind === 'word' ? cursor.peek()!.value : '';
  const namesTable = tokens.some((token) => (token.kind === 'word' || token.kind === 'name') && token.value.toLowerCase() === TABLE);
  if (verb === 'insert' || verb === 'replace') return insert(cursor, rows, newId);
  if (verb === 'update') return update(cursor, rows);
  if (verb === 'delete') return remove(cursor, rows);
  if (READS.has(verb) || !namesTable) return null;
  if (verb === 'with' && !tokens.some((token) => token.kind === 'word' && ['insert', 'update', 'delete', 'replace'].includes(token.value))) return null;
  throw new NotRead(`${verb.toUpperCase() || 'this'} statements are not read`);
}

function insert(cursor: Cursor, rows: readonly TodoRow[], newId: () => string): TodoRow[] | null {
  let onConflict = 'abort';
  if (cursor.take().value === 'replace') onConflict = 'replace';
  else if (cursor.optionalWord('or') !== null) onConflict = cursor.word('replace', 'ignore', 'abort', 'fail', 'rollback');
  cursor.word('into');
  if (tableName(cursor) !== TABLE) return null;
  if (cursor.optionalWord('as') !== null) cursor.name();
  const columns = cursor.isPunct('(') ? nameList(cursor) : COLUMNS;
  if (cursor.isWord('select', 'default', 'with')) throw new NotRead('an INSERT of anything but VALUES is not read');
  cursor.word('values');
  const tuples: Value[][] = [];
  for (;;) {
    cursor.punct('(');
    tuples.push(valueList(cursor));
    if (!cursor.isPunct(',')) break;
    cursor.take();
  }
  let upsert: readonly Assignment[] | 'nothing' | null = null;
  if (cursor.optionalWord('on') !== null) {
    cursor.word('conflict');
    if (cursor.isPunct('(')) nameList(cursor);
    cursor.word('do');
    if (cursor.optionalWord('nothing') !== null) upsert = 'nothing';
    else {
      cursor.word('update');
      cursor.word('set');
      upsert = assignments(cursor);
    }
  }
  endOfStatement(cursor);

  const next = [...rows];
  for (const tuple of tuples) {
    if (tuple.length !== columns.length) throw new NotRead(`${tuple.length} values for ${columns.length} columns`);
    const given = new Map(columns.map((column, index) => [column, tuple[index]!] as const));
    const field = (column: string): string | null | undefined => {
      const value = given.get(column);
      if (value === undefined) return undefined;
      if (!value.literal) {
        if (BOARD_COLUMNS.has(column)) throw new NotRead(`the ${column} is not a plain value`);
        return undefined;
      }
      return value.value;
    };
    const row: TodoRow = { id: field('id') ?? newId(), title: field('title') ?? null, description: field('description') ?? null, status: field('status') ?? 'pending' };
    const existing = next.findIndex((other) => other.id === row.id);
    if (existing < 0) next.push(row);
    else if (upsert === 'nothing' || onConflict === 'ignore') continue;
    else if (upsert !== null) next[existing] = assign(next[existing]!, upsert, row);
    else if (onConflict === 'replace') {
      next.splice(existing, 1);
      next.push(row);
    } else throw new NotRead(`id '${row.id}' is on the board already (its INSERT would have failed)`);
  }
  return next;
}

function update(cursor: Cursor, rows: readonly TodoRow[]): TodoRow[] | null {
  cursor.word('update');
  if (cursor.optionalWord('or') !== null) cursor.word('replace', 'ignore', 'abort', 'fail', 'rollback');
  if (tableName(cursor) !== TABLE) return null;
  if (cursor.optionalWord('as') !== null) cursor.name();
  cursor.word('set');
  const set = assignments(cursor);
  const matches = whereClause(cursor);
  endOfStatement(cursor);
  return rows.map((row) => (matches(row) ? assign(row, set, null) : row));
}

function remove(cursor: Cursor, rows: readonly TodoRow[]): TodoRow[] | null {
  cursor.word('delete');
  cursor.word('from');
  if (tableName(cursor) !== TABLE) return null;
  const matches = whereClause(cursor);
  endOfStatement(cursor);
  return rows.filter((row) => !matches(row));
}

/** A RETURNING clause reads: it changes nothing. Anything else (ORDER BY, LIMIT, FROM) is not read. */
function endOfStatement(cursor: Cursor): void {
  if (cursor.done() || cursor.isWord('returning')) return;
  throw new NotRead(`"${tokenText(cursor.peek()!)}" and what follows it are not read`);
}

function nameList(cursor: Cursor): string[] {
  cursor.punct('(');
  const names = [cursor.name()];
  while (cursor.isPunct(',')) {
    cursor.take();
    names.push(cursor.name());
  }
  cursor.punct(')');
  return names;
}

/** Values up to the closing parenthesis of a VALUES tuple, which is taken. */
function valueList(cursor: Cursor): Value[] {
  const values = [value(cursor, true)];
  while (cursor.isPunct(',')) {
    cursor.take();
    values.push(value(cursor, true));
  }
  cursor.punct(')');
  return values;
}

/**
 * A value: a literal (string, number, NULL, TRUE/FALSE), `excluded.column` in an upsert, or any
 * other expression (`datetime('now')`, `CURRENT_TIMESTAMP`), taken whole and known only as not plain.
 * In a list it ends at a comma or the closing parenthesis; in a SET also at the clause after it.
 */
function value(cursor: Cursor, inList = false): Value {
  const start = cursor.at;
  let depth = 0;
  while (!cursor.done()) {
    const token = cursor.peek()!;
    if (token.kind === 'punct' && (token.value === ',' || token.value === ')') && depth === 0) break;
    if (!inList && depth === 0 && token.kind === 'word' && ['where', 'returning', 'on', 'from', 'order', 'limit'].includes(token.value) && cursor.at > start) break;
    if (token.kind === 'punct' && token.value === '(') depth += 1;
    if (token.kind === 'punct' && token.value === ')') depth -= 1;
    cursor.take();
  }
  const taken = cursor.since(start);
  if (taken.length === 0) throw new NotRead('a value is missing');
  if (taken.length === 1) return literalOf(taken[0]!);
  if (taken.length === 2 && taken[0]!.kind === 'punct' && taken[0]!.value === '-' && taken[1]!.kind === 'number') return { literal: true, value: `-${taken[1]!.value}` };
  if (taken.length === 3 && taken[0]!.value === 'excluded' && taken[1]!.value === '.') return { literal: false, column: taken[2]!.value.toLowerCase() };
  return { literal: false };
}

function literalOf(token: Token): Value {
  if (token.kind === 'string' || token.kind === 'number') return { literal: true, value: token.value };
  if (token.kind === 'word' && token.value === 'null') return { literal: true, value: null };
  if (token.kind === 'word' && (token.value === 'true' || token.value === 'false')) return { literal: true, value: token.value === 'true' ? '1' : '0' };
  return { literal: false };
}

function assignments(cursor: Cursor): Assignment[] {
  const found: Assignment[] = [];
  for (;;) {
    if (cursor.isPunct('(')) throw new NotRead('a SET of a column list is not read');
    const column = cursor.name();
    cursor.punct('=');
    found.push([column, value(cursor)]);
    if (!cursor.isPunct(',')) break;
    cursor.take();
  }
  for (const [column, given] of found) {
    if (BOARD_COLUMNS.has(column) && !given.literal && given.column === undefined) throw new NotRead(`the ${column} is not set to a plain value`);
  }
  return found;
}

/** The row with `set` applied; `excluded` the row an upsert tried to insert. */
function assign(row: TodoRow, set: readonly Assignment[], excluded: TodoRow | null): TodoRow {
  let next = { ...row };
  for (const [column, given] of set) {
    if (!BOARD_COLUMNS.has(column)) continue;
    let fresh: string | null;
    if (given.literal) fresh = given.value;
    else if (given.column !== undefined && excluded !== null && BOARD_COLUMNS.has(given.column)) fresh = excluded[given.column as keyof TodoRow];
    else throw new NotRead(`the ${column} is not set to a plain value`);
    next = { ...next, [column]: column === 'id' || column === 'status' ? (fresh ?? '') : fresh };
  }
  return next;
}

// ------------------------------------------------------------------ WHERE

type Test = (row: TodoRow) => boolean;

function whereClause(cursor: Cursor): Test {
  if (cursor.optionalWord('where') === null) return () => true;
  return orTest(cursor);
}

function orTest(cursor: Cursor): Test {
  const tests = [andTest(cursor)];
  while (cursor.optionalWord('or') !== null) tests.push(andTest(cursor));
  return (row) => tests.some((test) => test(row));
}

function andTest(cursor: Cursor): Test {
  const tests = [notTest(cursor)];
  while (cursor.optionalWord('and') !== null) tests.push(notTest(cursor));
  return (row) => tests.every((test) => test(row));
}

function notTest(cursor: Cursor): Test {
  if (cursor.optionalWord('not') !== null) {
    const test = notTest(cursor);
    return (row) => !test(row);
  }
  if (cursor.isPunct('(')) {
    cursor.take();
    const test = orTest(cursor);
    cursor.punct(')');
    return test;
  }
  return predicate(cursor);
}

type Operand = (row: TodoRow) => string | null;

/** `column = 'x'`, `!=`/`<>`, `[NOT] IN ('x', …)`, `[NOT] LIKE 'x%'`, `IS [NOT] NULL`; a column of the board on either side. */
function predicate(cursor: Cursor): Test {
  const left = operand(cursor);
  const token = cursor.take();
  if (token.kind === 'punct' && ['=', '==', '!=', '<>'].includes(token.value)) {
    const right = operand(cursor);
    const equal: Test = (row) => {
      const [a, b] = [left(row), right(row)];
      return a !== null && b !== null && a === b;
    };
    return token.value === '=' || token.value === '==' ? equal : (row) => left(row) !== null && right(row) !== null && !equal(row);
  }
  if (token.kind !== 'word') throw new NotRead(`the condition "${tokenText(token)}" is not read`);
  if (token.value === 'is') {
    const negated = cursor.optionalWord('not') !== null;
    cursor.word('null');
    return (row) => (left(row) === null) !== negated;
  }
  const negated = token.value === 'not';
  const keyword = negated ? cursor.word('in', 'like') : token.value;
  let test: Test;
  if (keyword === 'in') {
    cursor.punct('(');
    const options = valueList(cursor).map((option) => {
      if (!option.literal) throw new NotRead('an IN list of anything but plain values is not read');
      return option.value;
    });
    test = (row) => options.includes(left(row));
  } else if (keyword === 'like') {
    const pattern = cursor.take();
    if (pattern.kind !== 'string') throw new NotRead('a LIKE pattern that is not a string is not read');
    const matcher = likePattern(pattern.value);
    test = (row) => {
      const text = left(row);
      return text !== null && matcher.test(text);
    };
  } else throw new NotRead(`the condition "${keyword.toUpperCase()}" is not read`);
  return negated ? (row) => left(row) !== null && !test(row) : test;
}

function operand(cursor: Cursor): Operand {
  const token = cursor.peek();
  if (token !== undefined && (token.kind === 'string' || token.kind === 'number' || (token.kind === 'word' && token.value === 'null'))) {
    const given = literalOf(cursor.take());
    return () => (given.literal ? given.value : null);
  }
  let column = cursor.name();
  // A qualified column (`todos.status`, `t.status`).
  if (cursor.isPunct('.')) {
    cursor.take();
    column = cursor.name();
  }
  if (!BOARD_COLUMNS.has(column)) throw new NotRead(`a condition on ${column} is not read`);
  return (row) => row[column as keyof TodoRow];
}

/** SQLite's LIKE: `%` any run, `_` one character, ASCII letters in either case. */
function likePattern(pattern: string): RegExp {
  const source = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%/g, '.*').replace(/_/g, '.');
  return new RegExp(`^${source}$`, 'is');
}
