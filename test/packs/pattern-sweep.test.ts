// The patterns of a pack the schema refused, still put to RE2, so `packs validate` lists every mistake at once.
import { describe, expect, it } from 'vitest';
import { yamlLocator } from '../../src/packs/locator.js';
import { refusedPatterns } from '../../src/packs/pattern-sweep.js';
import { parseYamlSource } from '../../src/shared/yaml-source.js';

function sweep(text: string): { code: string; line: number | undefined; ruleId: string | undefined; message: string }[] {
  const { source, value } = parseYamlSource('pack.yaml', text);
  return refusedPatterns(value, 'pack.yaml', yamlLocator(source)).map(({ code, line, ruleId, message }) => ({ code, line, ruleId, message }));
}

describe('refusedPatterns', () => {
  it('finds a refused pattern under all/any/not, in identity and in a subject, each at its line and rule', () => {
    const text = [
      'id: demo',
      'unknownKey: the schema refuses this pack',
      'identity:',
      "  - 'Demo (v'",
      'gates:',
      '  - id: trust',
      '    kind: trust',
      '    when:',
      '      all:',
      "        - 'fine'",
      "        - not: { pattern: '(?=x)' }",
      '    subject:',
      "      pattern: 'a{3,2}'",
    ].join('\n');
    expect(sweep(text)).toEqual([
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
