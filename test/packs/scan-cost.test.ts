// Pattern openings that make every scan of a pack dearer, read off the source: counted runs of any character.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countedAnyOpening, COSTLY_COUNT } from '../../src/packs/scan-cost.js';
import { validatePacks } from '../../src/packtest/index.js';

describe('countedAnyOpening', () => {
  it('finds a counted run of any character where a line or the pattern starts, with its bound', () => {
    expect(countedAnyOpening('(?m)^.{0,16}\\bLetta Code v\\d+')).toEqual({ run: '.{0,16}', bound: 16 });
    expect(countedAnyOpening('(?m)^\\s*[^\\n]{0,40}Error')).toEqual({ run: '[^\\n]{0,40}', bound: 40 });
    expect(countedAnyOpening('.{8}Name')).toEqual({ run: '.{8}', bound: 8 });
    // An open bound counts up to its least.
    expect(countedAnyOpening('(?m)^.{20,}x')).toEqual({ run: '.{20,}', bound: 20 });
    // In a group the pattern opens with, and in any top-level alternative.
    expect(countedAnyOpening('(?m)^(?:.{0,12} )?Name')?.bound).toBe(12);
    expect(countedAnyOpening('(?m)^Name v1|^[^│]{0,30}Name')?.run).toBe('[^│]{0,30}');
  });

  it('passes over runs that die soon or start only after the pattern\'s own words', () => {
    for (const source of [
      '(?m)^\\s*(?:\\S{1,8} {2,})?Connect a provider', // a narrower class stops at the first space
      '(?m)^\\w{0,16}Name',
      '(?m)^\\s*Paste your .{1,60}API key', // after a literal
      '(?m)^.*Name', // not counted
      `(?m)^.{0,${COSTLY_COUNT - 1}}Name`, // below the bound
      '(?m)^[.]{0,16}x', // a literal dot
      '(?m)^x|y[^a]{0,20}', // the run is not at an alternative's start
      '(?m)^(?:a|b).{0,20}', // after the group's words
    ]) {
      expect(countedAnyOpening(source), source).toBeNull();
    }
  });
});

describe('packs validate of the built-in packs', () => {
  it('finds none in the built-in packs: packs validate has no warning of them', () => {
    const { problems } = validatePacks(builtinPackDirs());
    expect(problems.filter((problem) => problem.code === 'pattern.costly')).toEqual([]);
  });
});

/** Every pack folder under rules/ and in the plugins. */
function builtinPackDirs(): string[] {
  const builtIn = readdirSync('rules').map((name) => join('rules', name));
  const plugins = readdirSync('plugins').flatMap((plugin) => readdirSync(join('plugins', plugin)).map((name) => join('plugins', plugin, name)));
  return [...builtIn, ...plugins].filter((dir) => existsSync(join(dir, 'pack.yaml')));
}
