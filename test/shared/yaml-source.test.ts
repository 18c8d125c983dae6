// A YAML document parsed with its positions: every later problem can name its line and column.
import { describe, expect, it } from 'vitest';
import { parseYamlSource, positionAt } from '../../src/shared/yaml-source.js';

describe('parseYamlSource', () => {
  it('returns the value and no problem for a plain document', () => {
    const { value, problems } = parseYamlSource('pack.yaml', 'id: demo\nrules:\n  - a\n  - b\n');
    expect(value).toEqual({ id: 'demo', rules: ['a', 'b'] });
    expect(problems).toEqual([]);
  });

  it('reads an empty document as null', () => {
    const { value, problems } = parseYamlSource('empty.yaml', '');
    expect(value).toBeNull();
    expect(problems).toEqual([]);
  });

  it('a duplicate key is a located syntax error, and no value', () => {
    const { value, problems } = parseYamlSource('pack.yaml', 'id: a\nname: x\nid: b\n');
    expect(value).toBeUndefined();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ code: 'yaml.syntax', severity: 'error', file: 'pack.yaml', line: 3, column: 1 });
    expect(problems[0]!.message).toMatch(/^YAML: /);
    expect(problems[0]!.message).not.toContain('\n');
  });

  it('a broken flow sequence is a syntax error at its line', () => {
    const { value, problems } = parseYamlSource('pack.yaml', 'id: a\nlist: [1, 2\n');
    expect(value).toBeUndefined();
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((problem) => problem.code === 'yaml.syntax' && problem.severity === 'error')).toBe(true);
    expect(problems[0]!.line).toBeGreaterThanOrEqual(2);
  });

  it('refuses a !!binary value (at the value after its tag) and a map used as a key', () => {
    const binary = parseYamlSource('pack.yaml', 'id: a\nblob: !!binary aGVsbG8=\n');
    expect(binary.value).toBeUndefined();
    expect(binary.problems).toEqual([
      { code: 'schema.type', severity: 'error', message: '!!binary values are not allowed here; write plain text', file: 'pack.yaml', line: 2, column: 16 },
    ]);
    const mapKey = parseYamlSource('pack.yaml', 'id: a\n? {x: 1}\n: y\n');
    expect(mapKey.problems.map((problem) => [problem.code, problem.message, problem.line])).toContainEqual(['schema.type', 'a key must be plain text, not a list or a map', 2]);
    expect(mapKey.value).toBeUndefined();
  });

  it('allows a few aliases and refuses an alias bomb with a located error instead of hanging', () => {
    const few = parseYamlSource('pack.yaml', 'base: &p "error"\nrules: [*p, *p]\n');
    expect(few.value).toEqual({ base: 'error', rules: ['error', 'error'] });
    const levels = ['a: &a ["x","x","x","x","x","x","x","x","x","x"]'];
    for (let i = 1; i <= 6; i += 1) {
      const previous = String.fromCharCode(96 + i);
      const name = String.fromCharCode(97 + i);
      levels.push(`${name}: &${name} [${Array.from({ length: 10 }, () => `*${previous}`).join(',')}]`);
    }
    const bomb = parseYamlSource('bomb.yaml', `${levels.join('\n')}\n`);
    expect(bomb.value).toBeUndefined();
    expect(bomb.problems).toHaveLength(1);
    expect(bomb.problems[0]).toMatchObject({ code: 'yaml.alias', severity: 'error', file: 'bomb.yaml', line: 1, column: 1 });
    expect(bomb.problems[0]!.message).toMatch(/^YAML aliases expand too far \(.+\); write the patterns out, or use fewer nested aliases$/u);
  });
});

describe('positionAt', () => {
  const text = 'id: demo\ngates:\n  - id: trust\n    kind: trust\n  - id: second\n';
  const { source } = parseYamlSource('pack.yaml', text);

  it('points at the value at a path', () => {
    expect(positionAt(source, ['gates', 0, 'kind'])).toEqual({ line: 4, column: 11 });
    expect(positionAt(source, ['gates', 1])).toEqual({ line: 5, column: 5 });
  });

  it('points at a key of the map at a path when one is named', () => {
    expect(positionAt(source, ['gates', 0], 'kind')).toEqual({ line: 4, column: 5 });
  });

  it('falls back to the nearest ancestor that exists, then the document', () => {
    expect(positionAt(source, ['gates', 1, 'when', 'any'])).toEqual({ line: 5, column: 5 });
    expect(positionAt(source, ['gates', 0], 'missing')).toEqual({ line: 3, column: 5 });
    expect(positionAt(source, ['nothing'])).toEqual({ line: 1, column: 1 });
  });

  it('is line 1, column 1 for an empty document', () => {
    expect(positionAt(parseYamlSource('empty.yaml', '').source, ['id'])).toEqual({ line: 1, column: 1 });
  });
});
