// Why RE2 refused a pattern, about the pattern as written, with the hint that fits the reason.
import RE2 from 're2';
import { describe, expect, it } from 'vitest';
import { describeRefusal } from '../../src/packs/re2-refusal.js';

const refusal = (message: string, written: string): string => describeRefusal(new Error(message), written);

describe('describeRefusal', () => {
  it('shows the pattern as written, not as RE2 quotes it with the flags added', () => {
    expect(refusal('missing ): (?m)(abc', '(abc')).toBe('RE2 refuses the pattern "(abc": missing ). A ( has no closing ); close it, or write \\( for a literal parenthesis');
  });

  it('names the part RE2 stumbled on when it is shorter than the pattern', () => {
    expect(refusal('invalid repetition size: {2,1}', 'a{2,1}')).toBe('RE2 refuses the pattern "a{2,1}": invalid repetition size, at "{2,1}". A repetition {n,m} needs n ≤ m ≤ 1000');
  });

  it('tells lookaround from another unknown group', () => {
    expect(refusal('invalid perl operator: (?=', '(?=x)y')).toBe(
      'RE2 refuses the pattern "(?=x)y": invalid perl operator, at "(?=". RE2 has no lookahead or lookbehind; rewrite the rule with all/any/not conditions',
    );
    expect(refusal('invalid perl operator: (?<!', '(?<!x)y')).toContain('RE2 has no lookahead or lookbehind');
    expect(refusal('invalid perl operator: (?#', '(?#c)')).toBe(
      'RE2 refuses the pattern "(?#c)": invalid perl operator, at "(?#". RE2 knows the groups (?:…), (?P<name>…) and (?<name>…) and the flags (?i), (?m), (?s) and (?U)',
    );
  });

  it('tells a backreference from another unknown escape', () => {
    expect(refusal('invalid escape sequence: \\1', '(a)\\1')).toContain('. RE2 has no backreferences; rewrite the rule with all/any/not conditions');
    expect(refusal('invalid escape sequence: \\q', 'x\\q')).toContain('. RE2 does not know this escape; write \\\\ for a literal backslash');
  });

  it('takes a message with no colon as the reason alone', () => {
    expect(refusal('duplicate capture group name', '(?P<n>a)(?P<n>b)')).toBe(
      'RE2 refuses the pattern "(?P<n>a)(?P<n>b)": duplicate capture group name. Each (?P<name>…) name may be used once in a pattern',
    );
  });

  it('points at RE2\'s syntax for a reason it has no hint for, and takes a thrown value that is no Error', () => {
    expect(describeRefusal('something new: x', 'abcx')).toBe('RE2 refuses the pattern "abcx": something new, at "x". See RE2\'s syntax: https://github.com/google/re2/wiki/Syntax');
  });

  it('describes what this RE2 really throws', () => {
    const refused = (pattern: string): string => {
      try {
        new RE2(pattern, 'm');
      } catch (error) {
        return describeRefusal(error, pattern);
      }
      throw new Error(`RE2 took ${pattern}`);
    };
    expect(refused('[abc')).toBe('RE2 refuses the pattern "[abc": missing ]. A [ has no closing ]; close the character class, or write \\[ for a literal bracket');
    expect(refused('a**')).toContain('A repetition cannot repeat another (**, +*)');
    expect(refused('*a')).toContain('A *, + or ? must follow something to repeat');
    expect(refused('[z-a]')).toContain('A range [a-z] must go from the lower character to the higher');
  });
});
