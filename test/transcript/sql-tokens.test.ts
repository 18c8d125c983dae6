// Just enough of SQLite's syntax to read an agent's todo-table statements: tokens, statements, a cursor.
import { describe, expect, it } from 'vitest';
import { Cursor, NotRead, splitStatements, tokenize, tokenText, type Token } from '../../src/transcript/sql-tokens.js';

const kinds = (text: string): [Token['kind'], string][] => tokenize(text).map((token) => [token.kind, token.value]);

describe('tokenize', () => {
  it('lower-cases words, keeps numbers and punctuation, and skips white space', () => {
    expect(kinds('UPDATE todos SET status = 3.5e2 WHERE id<>7;')).toEqual([
      ['word', 'update'],
      ['word', 'todos'],
      ['word', 'set'],
      ['word', 'status'],
      ['punct', '='],
      ['number', '3.5e2'],
      ['word', 'where'],
      ['word', 'id'],
      ['punct', '<>'],
      ['number', '7'],
      ['punct', ';'],
    ]);
  });

  it('reads a doubled quote as one quote, and quoted names in three styles, a bracket one without escapes', () => {
    expect(kinds(`'it''s' "My ""Table""" \`col\` [a]]b]`)).toEqual([
      ['string', "it's"],
      ['name', 'My "Table"'],
      ['name', 'col'],
      ['name', 'a'],
      ['punct', ']'],
      ['word', 'b'],
      ['punct', ']'],
    ]);
  });

  it('skips line and block comments, an unclosed one to the end', () => {
    expect(kinds('a -- note\nb /* x */ c /* open')).toEqual([
      ['word', 'a'],
      ['word', 'b'],
      ['word', 'c'],
    ]);
  });

  it('ends an unclosed string at the end of the text', () => {
    expect(tokenize("'open")).toEqual([{ kind: 'string', value: 'open', start: 0, end: 5 }]);
  });

  it('takes the longest operator and gives a character it does not know as punctuation', () => {
    expect(kinds('a<=b||c!=d@')).toEqual([
      ['word', 'a'],
      ['punct', '<='],
      ['word', 'b'],
      ['punct', '||'],
      ['word', 'c'],
      ['punct', '!='],
      ['word', 'd'],
      ['punct', '@'],
    ]);
  });

  it('is no tokens for empty text', () => {
    expect(tokenize('')).toEqual([]);
    expect(tokenize('  -- only a comment')).toEqual([]);
  });
});

describe('splitStatements', () => {
  it('splits on semicolons, drops empty statements and folds white space in their text', () => {
    const source = "INSERT INTO todos\n  VALUES ('a');;\nDELETE FROM todos";
    expect(splitStatements(tokenize(source), source).map((statement) => [statement.tokens.length, statement.text])).toEqual([
      [7, "INSERT INTO todos VALUES ('a')"],
      [3, 'DELETE FROM todos'],
    ]);
  });

  it('is none for no tokens', () => {
    expect(splitStatements([], '')).toEqual([]);
  });
});

describe('Cursor', () => {
  it('takes words, punctuation and names in order', () => {
    const cursor = new Cursor(tokenize('update "Todos" set x = 1'));
    expect(cursor.word('update', 'insert')).toBe('update');
    expect(cursor.name()).toBe('todos');
    expect(cursor.optionalWord('or')).toBeNull();
    expect(cursor.isWord('set')).toBe(true);
    cursor.take();
    expect(cursor.name()).toBe('x');
    expect(cursor.isPunct('=')).toBe(true);
    cursor.punct('=');
    expect(cursor.since(3).map((token) => token.value)).toEqual(['x', '=']);
    expect(cursor.peek()?.value).toBe('1');
    cursor.take();
    expect(cursor.done()).toBe(true);
  });

  it('throws NotRead saying what it expected and found', () => {
    expect(() => new Cursor(tokenize("'x'")).word('insert')).toThrow(new NotRead(`INSERT expected, found "'x'"`));
    // The keywords are SQL's, in capitals; the "or" between them is English.
    expect(() => new Cursor(tokenize('frobnicate')).word('replace', 'ignore')).toThrow(new NotRead('REPLACE or IGNORE expected, found "frobnicate"'));
    expect(() => new Cursor(tokenize('a')).punct('(')).toThrow(new NotRead('"(" expected, found "a"'));
    expect(() => new Cursor(tokenize('42')).name()).toThrow(new NotRead('a name expected, found "42"'));
    expect(() => new Cursor([]).take()).toThrow(new NotRead('it ends too soon'));
  });

  it('tokenText quotes a string and gives anything else as its value', () => {
    expect(tokenize("'a' b").map(tokenText)).toEqual(["'a'", 'b']);
  });
});
