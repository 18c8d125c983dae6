// Object literals from code-mode scripts are read as data, and anything that would need running is refused.
import { describe, expect, it } from 'vitest';
import { readObjectLiteral } from '../../src/transcript/object-literal.js';

describe('readObjectLiteral', () => {
  it.each([
    ['{ a: 1, "b": \'two\', c: [true, false, null, -1.5e2], }', { a: 1, b: 'two', c: [true, false, null, -150] }],
    ['{ step: `Test it`, note: "say \\"hi\\"\\n", /* c */ x: {} // end\n}', { step: 'Test it', note: 'say "hi"\n', x: {} }],
    ['[ "\\u00e9", ]', ['é']],
  ])('reads %s', (source, value) => {
    expect(readObjectLiteral(source, 0)).toEqual(value);
  });

  it.each(['{ a: b }', '{ a: f() }', '{ a: `${x}` }', '{ a: 1', '{ ...rest }', '{ a: "open'])('refuses %s', (source) => {
    expect(readObjectLiteral(source, 0)).toBeUndefined();
  });

  it('keeps a __proto__ key as data, never as the prototype', () => {
    const value = readObjectLiteral('{ __proto__: { polluted: true } }', 0) as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__']);
  });
});
