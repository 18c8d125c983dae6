// Named groups made plain: the twin matches as the named regex does, and each name reads the same text by number.
import fc from 'fast-check';
import RE2 from 're2';
import { describe, expect, it } from 'vitest';
import { groupNamed, numberedGroups, unnameGroups } from '../../src/match/numbered-groups.js';

describe('unnameGroups', () => {
  it('unnames each named group and numbers it by its opening parenthesis among all groups', () => {
    expect(unnameGroups('(?P<a>x)(y)(?<b>z)')).toEqual({ source: '(x)(y)(z)', numbers: new Map([['a', 1], ['b', 3]]) });
    expect(unnameGroups('(?:x)(?i)(?i:y)(?P<c>z)')).toEqual({ source: '(?:x)(?i)(?i:y)(z)', numbers: new Map([['c', 1]]) });
  });

  it('counts no group in an escape, a quote or a character class', () => {
    expect(unnameGroups('\\((?P<a>x)').numbers).toEqual(new Map([['a', 1]]));
    expect(unnameGroups('\\Q(?P<q>(\\E(?P<r>x)')).toEqual({ source: '\\Q(?P<q>(\\E(x)', numbers: new Map([['r', 1]]) });
    expect(unnameGroups('[(]\\[(?P<a>x)').numbers).toEqual(new Map([['a', 1]]));
    expect(unnameGroups('[]()](?P<a>x)[^](][[:alpha:](](?P<b>y)').numbers).toEqual(new Map([['a', 1], ['b', 2]]));
  });

  it('leaves a pattern with no named group as it is', () => {
    expect(unnameGroups('^(\\s*)(?:[❯›>])\\s')).toEqual({ source: '^(\\s*)(?:[❯›>])\\s', numbers: new Map() });
  });
});

describe('numberedGroups', () => {
  // Pieces of patterns: named and plain groups, optional ones, parentheses escaped, quoted and in classes.
  const piece = fc.constantFrom('(?P<a>x+)', '(?<b>y)?', '(z)', '(?:x|y)', '\\(', '[(]', '\\Q(\\E', '(?P<c>[^)\\n]*)', '\\s*', '.', '(?i:X)', '(?P<d>\\d+)?');
  const pattern = fc.uniqueArray(piece, { minLength: 1, maxLength: 6, selector: (p) => (p.match(/<(\w)>/u)?.[1] ?? p) }).map((parts) => parts.join(''));
  const text = fc.array(fc.constantFrom('x', 'y', 'z', 'X', '(', ')', '1', '22', ' ', '\n', 'é', '❯'), { maxLength: 24 }).map((parts) => parts.join(''));

  it('matches what the named regex matches, each name reading its group by number', () => {
    fc.assert(
      fc.property(pattern, text, fc.boolean(), (source, value, asBuffer) => {
        // The twin of a regex without names is that regex: the expected matches come from another.
        const named = new RE2(source, 'gm');
        const twin = numberedGroups(new RE2(source, 'gm'));
        const bytes = Buffer.from(value);
        type Match = (string | Buffer | undefined)[] & { index: number; groups?: Record<string, string | Buffer | undefined> };
        const execOn = (regex: RE2) => (asBuffer ? regex.exec(bytes) : regex.exec(value)) as unknown as Match | null;
        named.lastIndex = 0;
        twin.regex.lastIndex = 0;
        for (;;) {
          const expected = execOn(named);
          const actual = execOn(twin.regex);
          expect(actual === null).toBe(expected === null);
          if (expected === null || actual === null) break;
          expect(actual.index).toBe(expected.index);
          expect(actual.map(String)).toEqual(expected.map(String));
          for (const name of ['a', 'b', 'c', 'd']) expect(String(groupNamed(twin, actual, name))).toBe(String(expected.groups?.[name]));
          if (String(expected[0]) === '') named.lastIndex = twin.regex.lastIndex = named.lastIndex + 1;
        }
      }),
      { numRuns: 500 },
    );
  });

  it('is made once per regex, and a regex without names is its own twin', () => {
    const named = new RE2('(?P<a>x)', 'g');
    expect(numberedGroups(named)).toBe(numberedGroups(named));
    const plain = new RE2('(x)', 'g');
    expect(numberedGroups(plain).regex).toBe(plain);
    expect(groupNamed(numberedGroups(plain), plain.exec('x')!, 'a')).toBeUndefined();
  });
});
