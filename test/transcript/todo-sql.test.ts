// The todos table rebuilt from the SQL an agent ran: the statement shapes Copilot CLI's agent writes, and the ones not read.
import { describe, expect, it } from 'vitest';
import { createTodoTable } from '../../src/transcript/todo-sql.js';

const MADE = `INSERT INTO todos (id, title, description, status) VALUES
  ('flag', 'Adding a flag', 'Add a --dry-run flag', 'in_progress'),
  ('tests', 'Writing tests', 'Write tests for it', 'pending'),
  ('docs', 'Documenting it', 'Document it', 'pending');`;

function made() {
  const table = createTodoTable();
  table.apply(MADE);
  return table;
}

const statuses = (table: ReturnType<typeof createTodoTable>) => table.rows.map((row) => `${row.id}:${row.status}`);

describe('todo table from SQL', () => {
  it('inserts rows in order, with the title as the todo and done read as completed', () => {
    const table = made();
    table.apply("UPDATE todos SET status = 'done' WHERE id = 'flag'; UPDATE todos SET status = 'in_progress' WHERE id = 'tests';");
    expect(table.board()).toEqual([
      { id: 'flag', content: 'Adding a flag', status: 'completed' },
      { id: 'tests', content: 'Writing tests', status: 'in_progress' },
      { id: 'docs', content: 'Documenting it', status: 'pending' },
    ]);
  });

  it('takes a default status, doubled quotes, comments, quoted names, case and a schema prefix', () => {
    const table = createTodoTable();
    const outcome = table.apply(`-- the plan
      insert into "main"."TODOS" (id, title, description) values ('a', 'It''s one', NULL), ('b', 'Two', 'two' /* second */);`);
    expect(outcome).toEqual({ wrote: true, unread: [] });
    expect(table.rows).toEqual([
      { id: 'a', title: "It's one", description: null, status: 'pending' },
      { id: 'b', title: 'Two', description: 'two', status: 'pending' },
    ]);
    expect(table.board()[0]!.content).toBe("It's one");
  });

  it('reads the columns in their table order when none are named, and sets timestamps to anything', () => {
    const table = createTodoTable();
    table.apply("INSERT INTO todos VALUES ('a', 'One', 'one', 'in_progress', datetime('now'), CURRENT_TIMESTAMP)");
    table.apply("UPDATE todos SET status = 'blocked', updated_at = datetime('now') WHERE id = 'a' RETURNING id");
    expect(table.rows).toEqual([{ id: 'a', title: 'One', description: 'one', status: 'blocked' }]);
    // Blocked is still open.
    expect(table.board()[0]!.status).toBe('pending');
  });

  it('matches rows by =, !=, IN, NOT IN, LIKE, IS NULL, AND, OR, NOT and parentheses', () => {
    const cases: [string, string[]][] = [
      ["UPDATE todos SET status = 'done' WHERE id IN ('flag', 'docs')", ['flag:done', 'tests:pending', 'docs:done']],
      ["UPDATE todos SET status = 'done' WHERE id NOT IN ('flag')", ['flag:in_progress', 'tests:done', 'docs:done']],
      ["UPDATE todos SET status = 'done' WHERE title LIKE 'writing%'", ['flag:in_progress', 'tests:done', 'docs:pending']],
      ["UPDATE todos SET status = 'done' WHERE status <> 'pending'", ['flag:done', 'tests:pending', 'docs:pending']],
      ["UPDATE todos SET status = 'done' WHERE (id = 'tests' OR id = 'docs') AND NOT status = 'pending'", ['flag:in_progress', 'tests:pending', 'docs:pending']],
      ["UPDATE todos SET status = 'done' WHERE t.description IS NOT NULL AND 'docs' = id", ['flag:in_progress', 'tests:pending', 'docs:done']],
      ["UPDATE todos SET status = 'done'", ['flag:done', 'tests:done', 'docs:done']],
    ];
    for (const [query, want] of cases) {
      const table = made();
      expect(table.apply(query).unread).toEqual([]);
      expect(statuses(table)).toEqual(want);
    }
  });

  it('deletes rows, replaces them (moving them last) and upserts', () => {
    const table = made();
    table.apply("DELETE FROM todos WHERE id = 'tests'");
    table.apply("INSERT OR REPLACE INTO todos (id, title, status) VALUES ('flag', 'Adding a flag again', 'done')");
    table.apply("INSERT OR IGNORE INTO todos (id, title) VALUES ('docs', 'Ignored')");
    table.apply("INSERT INTO todos (id, title, status) VALUES ('docs', 'x', 'in_progress') ON CONFLICT(id) DO UPDATE SET status = excluded.status");
    expect(table.rows).toEqual([
      { id: 'docs', title: 'Documenting it', description: 'Document it', status: 'in_progress' },
      { id: 'flag', title: 'Adding a flag again', description: null, status: 'done' },
    ]);
    table.apply('DELETE FROM todos');
    expect(table.board()).toEqual([]);
  });

  it('leaves reads and other tables alone, and says it wrote nothing', () => {
    const table = made();
    const outcome = table.apply(`SELECT id, title, status FROM todos ORDER BY rowid;
      INSERT INTO todo_deps (todo_id, depends_on) VALUES ('tests', 'flag');
      CREATE TABLE notes (key TEXT PRIMARY KEY, value TEXT);
      UPDATE notes SET value = 'x' WHERE key IN (SELECT id FROM todos);`);
    expect(outcome).toEqual({ wrote: false, unread: [] });
    expect(statuses(table)).toEqual(['flag:in_progress', 'tests:pending', 'docs:pending']);
  });

  it('names each statement on the table it does not read, and why, and changes nothing for it', () => {
    const table = made();
    const outcome = table.apply(`UPDATE todos SET status = 'done' WHERE id IN (SELECT todo_id FROM todo_deps);
      UPDATE todos SET title = title || ' (late)' WHERE id = 'docs';
      UPDATE todos SET status = 'done' WHERE created_at < '2026-01-01';
      INSERT INTO todos (id, title) SELECT id, title FROM backlog;
      INSERT INTO todos (id, title) VALUES ('flag', 'Again');
      DROP TABLE todos;
      UPDATE todos SET status = 'done' WHERE id = 'flag' LIMIT 1;
      UPDATE todos SET status = 'done' WHERE id = 'tests'`);
    expect(outcome.wrote).toBe(true);
    expect(outcome.unread.map((entry) => entry.reason)).toEqual([
      'an IN list of anything but plain values is not read',
      'the title is not set to a plain value',
      'a condition on created_at is not read',
      'an INSERT of anything but VALUES is not read',
      "id 'flag' is on the board already (its INSERT would have failed)",
      'DROP statements are not read',
      '"limit" and what follows it are not read',
    ]);
    expect(outcome.unread[1]!.statement).toBe("UPDATE todos SET title = title || ' (late)' WHERE id = 'docs'");
    expect(statuses(table)).toEqual(['flag:in_progress', 'tests:done', 'docs:pending']);
  });

  it('does not split a statement at a semicolon inside a string', () => {
    const table = createTodoTable();
    table.apply("INSERT INTO todos (id, title) VALUES ('a', 'one; two')");
    expect(table.rows.map((row) => row.title)).toEqual(['one; two']);
  });
});
