// The hand-written fast check and schemas/transcript.schema.json must give the same answer on every line.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { describeSchemaViolation, isNativeEvent } from '../../src/transcript/index.js';

const schemaAccepts = (value: unknown): boolean => describeSchemaViolation(value) === null;

const table: unknown[] = [
  { type: 'auto', prompt: 'x' },
  { type: 'auto', prompt: '' },
  { type: 'auto' },
  { type: 'auto', prompt: 'x', note: 'n' },
  { type: 'auto', prompt: 'x', note: 1 },
  { type: 'auto', prompt: 'x', text: 'y' },
  { type: 'grounded', prompt: 'x' },
  { type: 'grounded', text: 'x' },
  { type: 'manual', text: '' },
  { type: 'manual', text: 'x', prompt: 'y' },
  { type: 'manual', prompt: 'x' },
  { type: 'manual', text: 'x', mayEchoFeed: true },
  { type: 'manual', text: 'x', mayEchoFeed: false, note: 'line 3' },
  { type: 'manual', text: 'x', mayEchoFeed: 'yes' },
  { type: 'reply', text: 'x', mayEchoFeed: true },
  { type: 'reply', text: 'x' },
  { type: 'reply', text: 1 },
  { type: 'todos', todos: [] },
  { type: 'todos', todos: {} },
  { type: 'todos' },
  { type: 'todos', todos: [{ id: '1', content: 'a', status: 'pending' }] },
  { type: 'todos', todos: [{ id: '1', content: 'a', status: 'pending', activeForm: 'b' }] },
  { type: 'todos', todos: [{ id: '1', content: 'a', status: 'pending', activeForm: 1 }] },
  { type: 'todos', todos: [{ id: '', content: 'a', status: 'pending' }] },
  { type: 'todos', todos: [{ id: '1', content: '', status: 'pending' }] },
  { type: 'todos', todos: [{ id: 1, content: 'a', status: 'pending' }] },
  { type: 'todos', todos: [{ id: '1', content: 'a', status: 'blocked' }] },
  { type: 'todos', todos: [{ id: '1', content: 'a', status: 'pending', priority: 'high' }] },
  { type: 'todos', todos: [null] },
  { type: 'todos', todos: [[]] },
  { type: 'Auto', prompt: 'x' },
  { type: null },
  {},
  [],
  null,
  'auto',
  42,
  JSON.parse('{"type":"auto","prompt":"x","__proto__":1}'),
];

describe('isNativeEvent and the schema', () => {
  it.each(table.map((value) => [JSON.stringify(value), value]))('agree on %s', (_shown, value) => {
    expect(isNativeEvent(value)).toBe(schemaAccepts(value));
  });

  it('agree on generated near-miss events', () => {
    const text = fc.oneof(fc.string({ maxLength: 3 }), fc.constant(''), fc.integer(), fc.constant(null));
    const status = fc.oneof(fc.constantFrom('pending', 'in_progress', 'completed', 'done'), fc.integer());
    const todo = fc.oneof(
      fc.record({ id: text, content: text, status, activeForm: text }, { requiredKeys: [] }),
      fc.record({ id: text, content: text, status, extra: text }, { requiredKeys: ['id', 'content', 'status'] }),
      fc.constant(null),
    );
    const event = fc.record(
      {
        type: fc.oneof(fc.constantFrom('auto', 'grounded', 'manual', 'todos', 'reply', 'other'), fc.integer()),
        prompt: text,
        text,
        note: text,
        todos: fc.oneof(fc.array(todo, { maxLength: 3 }), text),
        extra: text,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(event, (value) => {
        expect(isNativeEvent(value)).toBe(schemaAccepts(value));
      }),
      { numRuns: 2000 },
    );
  });
});
