// A transcript line the schema refuses, put into words that say which field and what it must be.
import { describe, expect, it } from 'vitest';
import { describeSchemaViolation } from '../../src/transcript/schema.js';

describe('describeSchemaViolation', () => {
  it('is null for lines the schema accepts', () => {
    expect(describeSchemaViolation({ type: 'auto', prompt: 'go', note: 'line 3' })).toBeNull();
    expect(describeSchemaViolation({ type: 'manual', text: '', mayEchoFeed: true })).toBeNull();
    expect(describeSchemaViolation({ type: 'todos', todos: [] })).toBeNull();
  });

  it('a line that is no object says what a line must be and what it got', () => {
    expect(describeSchemaViolation([1])).toBe('each line must be a JSON object such as {"type":"auto","prompt":"…"}; got an array');
    expect(describeSchemaViolation('auto')).toBe('each line must be a JSON object such as {"type":"auto","prompt":"…"}; got "auto"');
    expect(describeSchemaViolation(null)).toBe('each line must be a JSON object such as {"type":"auto","prompt":"…"}; got null');
    expect(describeSchemaViolation(true)).toBe('each line must be a JSON object such as {"type":"auto","prompt":"…"}; got boolean true');
  });

  it('an empty prompt must not be empty', () => {
    expect(describeSchemaViolation({ type: 'grounded', prompt: '' })).toBe('"prompt" must not be empty');
  });

  it('a field of the wrong type names the type with its article', () => {
    expect(describeSchemaViolation({ type: 'manual', text: 42 })).toBe('"text" must be a string; got number 42');
    expect(describeSchemaViolation({ type: 'todos', todos: {} })).toBe('"todos" must be an array; got an object');
  });

  it('cuts a long value it quotes to 40 characters', () => {
    expect(describeSchemaViolation({ type: 'x'.repeat(50) })).toBe(`"type" must be one of auto, grounded, manual, todos, reply; got "${'x'.repeat(39)}…"`);
  });

  it('names a field inside a todo by its place on the board', () => {
    expect(describeSchemaViolation({ type: 'todos', todos: [{ id: 'a', content: 'x', status: 'pending' }, { id: 'b', content: 'y', status: 'done' }] })).toBe(
      '"todos[1].status" must be one of pending, in_progress, completed; got "done"',
    );
  });
});
