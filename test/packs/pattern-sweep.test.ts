// The patterns of a pack the schema refused, still put to RE2, so `packs validate` lists every mistake at once.
import { describe, expect, it } from 'vitest';
import { yamlLocator } from '../../src/packs/locator.js';
import { costlyPatterns, refusedPatterns } from '../../src/packs/pattern-sweep.js';
import { parseYamlSource } from '../../src/shared/yaml-source.js';

type Sweep = typeof refusedPatterns;

function sweep(text: string, find: Sweep = refusedPatterns): { code: string; line: number | undefined; column: number | undefined; ruleId: string | undefined; message: string }[] {
  const { source, value } = parseYamlSource('pack.yaml', text);
  return find(value, 'pack.yaml', yamlLocator(source)).map(({ code, line, column, ruleId, message }) => ({ code, line, column, ruleId, message }));
}

/** A pack (that the schema refuses) with a pattern in identity, under a `not`, and in a subject. */
function demoPack(identity: string, negated: string, subject: string): string {
  return [
    'id: demo',
    'unknownKey: the schema refuses this pack',
    'identity:',
    `  - '${identity}'`,
    'gates:',
    '  - id: trust',
    '    kind: trust',
    '    when:',
    '      all:',
    "        - 'fine'",
    `        - not: { pattern: '${negated}' }`,
    '    subject:',
    `      pattern: '${subject}'`,
  ].join('\n');
}

describe('refusedPatterns', () => {
  it('finds a refused pattern under all/any/not, in identity and in a subject, each at its line and rule', () => {
    expect(sweep(demoPack('Demo (v', '(?=x)', 'a{3,2}')).map(({ column: _column, ...problem }) => problem)).toEqual([
      { code: 'pattern.refused', line: 4, ruleId: undefined, message: expect.stringContaining('RE2 refuses the pattern "Demo (v": missing )') },
      { code: 'pattern.refused', line: 11, ruleId: 'demo/trust', message: expect.stringContaining('RE2 has no lookahead or lookbehind') },
      { code: 'pattern.refused', line: 13, ruleId: 'demo/trust', message: expect.stringContaining('A repetition {n,m} needs n ≤ m ≤ 1000') },
    ]);
  });

  it('finds nothing where every pattern compiles, or where no pattern field is', () => {
    expect(sweep("id: demo\nidentity: ['ok', '(?i)fine']\n")).toEqual([]);
    expect(sweep('name: "(unclosed"\n')).toEqual([]);
    expect(sweep('- a list, not a pack\n')).toEqual([]);
  });

  it('names no rule when the rule or the pack has no id', () => {
    expect(sweep("gates:\n  - when: '(x'\n").map((problem) => problem.ruleId)).toEqual([undefined]);
  });
});

describe('costlyPatterns', () => {
  it('warns of each pattern opening with a counted run of any character, at its line, column and rule', () => {
    const problems = sweep(demoPack('(?m)^.{0,16}Demo v\\d', '(?m)^[^\\n]{0,40}Trust', '(?m)^Trust (?P<subject>.+)'), costlyPatterns);
    expect(problems.map(({ message: _message, ...where }) => where)).toEqual([
      { code: 'pattern.costly', line: 4, column: 5, ruleId: undefined },
      { code: 'pattern.costly', line: 11, column: 27, ruleId: 'demo/trust' },
    ]);
    expect(problems[0]!.message).toContain('.{0,16}');
    expect(problems[1]!.message).toContain('say what may stand there instead');
  });
});
