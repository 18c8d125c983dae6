import { describe, expect, it } from 'vitest';
import { formatProblem, type PackProblem } from '../../src/packs/index.js';
import { loadFromMemory, MINIMAL_PACK } from './helpers.js';

function problemsOf(yaml: string): PackProblem[] {
  return [...loadFromMemory({ '/p/demo/pack.yaml': yaml }).problems];
}

describe('loading packs from a file system (memfs)', () => {
  it('compiles a good pack into the set with its rules', () => {
    const { set, problems } = loadFromMemory({ '/p/demo/pack.yaml': MINIMAL_PACK });
    expect(problems).toEqual([]);
    expect(set.packs.map((p) => p.id)).toEqual(['demo']);
    expect(set.packs[0]!.gates.map((g) => g.id)).toEqual(['demo/trust']);
    expect(set.packs[0]!.failures.map((f) => f.id)).toEqual(['demo/boom']);
    // identity + gate + failure leaves all sit in the one scanner
    expect(set.leafCount).toBe(3);
  });

  it('accepts a folder path as well as the pack.yaml path', () => {
    const { set } = loadFromMemory({ '/p/demo/pack.yaml': MINIMAL_PACK }, ['/p/demo']);
    expect(set.packs).toHaveLength(1);
  });

  it('reports an unreadable pack and keeps loading the others', () => {
    const { set, problems } = loadFromMemory({ '/p/demo/pack.yaml': MINIMAL_PACK }, ['/p/missing', '/p/demo']);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ code: 'pack.io', file: '/p/missing' });
    expect(set.packs.map((p) => p.id)).toEqual(['demo']);
  });

  it('lets a later pack with the same id override an earlier one, with a warning', () => {
    const other = MINIMAL_PACK.replace('name: Demo CLI', 'name: Demo CLI (fork)');
    const { set, problems } = loadFromMemory({ '/a/demo/pack.yaml': MINIMAL_PACK, '/b/demo/pack.yaml': other });
    expect(set.packs.map((p) => p.name)).toEqual(['Demo CLI (fork)']);
    expect(problems).toEqual([expect.objectContaining({ code: 'pack.duplicate-id', severity: 'warning', file: '/b/demo/pack.yaml' })]);
  });
});

describe('pack problems name the file, line, column and rule', () => {
  it('YAML syntax errors', () => {
    const problems = problemsOf('id: demo\nname: [unclosed\n');
    expect(problems[0]).toMatchObject({ code: 'yaml.syntax', severity: 'error', file: '/p/demo/pack.yaml' });
    expect(problems[0]!.line).toBeGreaterThanOrEqual(2);
  });

  it('a missing required key', () => {
    const yaml = MINIMAL_PACK.replace('    kind: trust\n', '');
    const [problem] = problemsOf(yaml);
    expect(problem).toMatchObject({ code: 'schema.required', ruleId: 'demo/trust', line: 10, column: 5 });
    expect(problem!.message).toBe('gates[0] is missing "kind"');
  });

  it('an unknown key, located at the key itself', () => {
    const yaml = MINIMAL_PACK.replace('    input: select\n', '    input: select\n    optoins: {}\n');
    const [problem] = problemsOf(yaml);
    expect(problem).toMatchObject({ code: 'schema.unknown-key', ruleId: 'demo/trust', line: 13, column: 5 });
    expect(problem!.message).toContain('unknown key "optoins"');
  });

  it('a value outside an enum', () => {
    const [problem] = problemsOf(MINIMAL_PACK.replace('kind: trust', 'kind: trsut'));
    expect(problem).toMatchObject({ code: 'schema.enum', ruleId: 'demo/trust', line: 11, column: 11 });
    expect(problem!.message).toBe('gates[0].kind must be one of trust, auth, update, onboarding, permission, question');
  });

  it('a value of the wrong type', () => {
    const [problem] = problemsOf(MINIMAL_PACK.replace('  binaries: [demo]', '  binaries: demo'));
    expect(problem).toMatchObject({ code: 'schema.type', line: 5, column: 13 });
    expect(problem!.message).toBe('process.binaries must be array');
  });

  it('a malformed id', () => {
    const [problem] = problemsOf(MINIMAL_PACK.replace('id: demo', 'id: Demo Pack'));
    expect(problem).toMatchObject({ code: 'schema.format', line: 1, column: 5 });
  });

  it('a condition of no known shape', () => {
    const yaml = MINIMAL_PACK.replace("    when: 'Trust this folder\\?'", '    when: { every: [a] }');
    const [problem] = problemsOf(yaml);
    expect(problem).toMatchObject({ code: 'schema.unknown-key', ruleId: 'demo/trust', line: 13, column: 13 });
    expect(problem!.message).toContain('"every"');
  });

  it('a pattern RE2 refuses (backreference, lookaround) is a located error, not a crash', () => {
    const yaml = MINIMAL_PACK.replace("when: 'Fatal error: out of cheese'", "when: '(a)\\1'").replace("when: 'Trust this folder\\?'", "when: '(?=x)y'");
    const problems = problemsOf(yaml);
    expect(problems.map((p) => [p.code, p.ruleId, p.line])).toEqual([
      ['pattern.refused', 'demo/trust', 13],
      ['pattern.refused', 'demo/boom', 19],
    ]);
    expect(problems[0]!.message).toMatch(/RE2 refuses this pattern/);
  });

  it('an options pattern without a label group', () => {
    const yaml = MINIMAL_PACK.replace('(?P<label>.+)', '(.+)');
    const [problem] = problemsOf(yaml);
    expect(problem).toMatchObject({ code: 'pattern.missing-group', ruleId: 'demo/trust', line: 15, column: 16 });
  });

  it('duplicate rule ids', () => {
    const yaml = MINIMAL_PACK.replace('  - id: boom', '  - id: trust');
    const [problem] = problemsOf(yaml);
    expect(problem).toMatchObject({ code: 'rule.duplicate-id', line: 17, column: 9 });
    expect(problem!.message).toContain('first at line 10');
  });

  it('an over-long pattern', () => {
    const yaml = MINIMAL_PACK.replace("when: 'Fatal error: out of cheese'", `when: '${'a'.repeat(5000)}'`);
    expect(problemsOf(yaml)[0]).toMatchObject({ code: 'pattern.too-large', ruleId: 'demo/boom' });
  });

  it('a YAML alias bomb is refused, not expanded', () => {
    const bomb = [
      'a: &a ["x","x","x","x","x","x","x","x","x"]',
      'b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]',
      'c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]',
      'd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]',
      'e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]',
    ].join('\n');
    const problems = problemsOf(bomb);
    expect(problems[0]).toMatchObject({ code: 'yaml.alias', severity: 'error' });
  });

  it('lists every problem at once, and nothing of a bad pack is used', () => {
    const yaml = MINIMAL_PACK.replace('kind: trust', 'kind: trsut').replace('reason: crash', 'reason: Crash!');
    const { set, problems } = loadFromMemory({ '/p/demo/pack.yaml': yaml });
    expect(problems).toHaveLength(2);
    expect(set.packs).toEqual([]);
    expect(set.scanner).toBeNull();
  });

  it('renders problems as file:line:col lines', () => {
    const [problem] = problemsOf(MINIMAL_PACK.replace('kind: trust', 'kind: trsut'));
    expect(formatProblem(problem!)).toBe(
      '/p/demo/pack.yaml:11:11: error [demo/trust]: gates[0].kind must be one of trust, auth, update, onboarding, permission, question',
    );
  });
});
