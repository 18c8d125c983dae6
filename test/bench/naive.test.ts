// The naive baseline runs the packs' own patterns as JS RegExps: the translation from RE2 syntax is pinned here.
import { describe, expect, it } from 'vitest';
import { translatePattern } from '../../bench/lib/naive.js';

describe('translatePattern', () => {
  it('moves leading inline flags, stacked or combined, into the flags and always adds m', () => {
    expect(translatePattern('(?i)(?m)^\\s*✗ .*quota')).toEqual({ source: '^\\s*✗ .*quota', flags: 'im' });
    expect(translatePattern('(?ms)a.b')).toEqual({ source: 'a.b', flags: 'ms' });
    expect(translatePattern('Claude Code v\\d+')).toEqual({ source: 'Claude Code v\\d+', flags: 'm' });
  });

  it('renames (?P<name> groups and turns \\p classes on with u', () => {
    expect(translatePattern('(?P<subject>\\S+)')).toEqual({ source: '(?<subject>\\S+)', flags: 'm' });
    expect(translatePattern('\\p{Lu}x')?.flags).toBe('mu');
  });

  it('drops an (?m) inside the pattern, since every leaf is multi-line already', () => {
    // A Kilo Code identity marker: one branch of its alternation carries the flag.
    expect(translatePattern('Kilo Gateway|(?m)^\\s*Code  \\S|other')).toEqual({ source: 'Kilo Gateway|^\\s*Code  \\S|other', flags: 'm' });
  });

  it('gives up on what JS cannot express: ungreedy mode, inline flags mid-pattern', () => {
    expect(translatePattern('(?U)a+')).toBeNull();
    expect(translatePattern('a(?i)b')).toBeNull();
  });
});
