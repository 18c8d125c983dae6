// A leaf's findings are read once per screen: whichever question comes first, the answers are the regex's own on the region's bytes.
import fc from 'fast-check';
import RE2 from 're2';
import { describe, expect, it } from 'vitest';
import { conditionHolds, evaluateCondition } from '../../src/match/conditions.js';
import { ScreenText } from '../../src/match/screen-text.js';
import type { CompiledLeaf, Region } from '../../src/match/types.js';

const piece = fc.constantFrom('a', 'Yes', ' ', '│', '╭─╮', '╰─╯', '─'.repeat(10), '中文', '🙂', '❯ 1. Go', 'Error: x');
const line = fc.array(piece, { maxLength: 8 }).map((parts) => parts.join(''));
const screenLines = fc.array(line, { minLength: 1, maxLength: 16 });
const REGIONS: readonly Region[] = ['box', 'belowRule', 'betweenRules', { bottom: 1 }, { bottom: 3 }];
const PATTERNS = ['Yes', '(?m)^❯ \\d', 'Error: \\w', '中文\\s*\\S', '(?m)^─{8,}$'];

function leaf(pattern: string, region: Region): CompiledLeaf {
  return { kind: 'leaf', setIndex: 0, regex: new RE2(pattern, 'm'), region };
}

/** The scan's answer for the one leaf: whether the pattern occurs anywhere on the screen. */
function scanOf(screen: ScreenText, pattern: string) {
  const present = new RE2(pattern, 'm').test(screen.bytes);
  return { screen, present: { has: () => present } };
}

describe('a leaf in a region', () => {
  it('holds, and has its lines, as the regex says of the region, whichever is asked first', () => {
    fc.assert(
      fc.property(screenLines, fc.constantFrom(...PATTERNS), fc.constantFrom(...REGIONS), fc.boolean(), (lines, pattern, region, holdsFirst) => {
        const fresh = new ScreenText(lines);
        const expected = new RE2(pattern, 'm').test(fresh.regionBytes(region).bytes);
        const expectedLines = evaluateCondition(leaf(pattern, region), scanOf(new ScreenText(lines), pattern)).lines;

        const screen = new ScreenText(lines);
        const scan = scanOf(screen, pattern);
        const asked = leaf(pattern, region);
        if (holdsFirst) expect(conditionHolds(asked, scan)).toBe(expected);
        const outcome = evaluateCondition(asked, scan);
        expect(outcome.holds).toBe(expected);
        expect(outcome.lines).toEqual(expectedLines);
        expect(conditionHolds(asked, scan)).toBe(expected);
        expect(evaluateCondition(asked, scan)).toEqual(outcome);
      }),
      { numRuns: 300 },
    );
  });

  it('runs no regex when its region is every line: the scan read those very bytes', () => {
    const screen = new ScreenText(['one', 'two']);
    const throwing = { test: () => expect.unreachable('the regex ran') } as unknown as RE2;
    const whole: CompiledLeaf = { kind: 'leaf', setIndex: 0, regex: throwing, region: { bottom: 5 } };
    expect(conditionHolds(whole, { screen, present: { has: () => true } })).toBe(true);
  });

  it('runs its regex once per screen, however often it is asked', () => {
    const screen = new ScreenText(['a', '❯ 1. Go', 'b']);
    const regex = new RE2('(?m)^❯ \\d', 'm');
    let runs = 0;
    const counted = { test: (bytes: Buffer) => (runs++, regex.test(bytes)) } as unknown as RE2;
    const asked: CompiledLeaf = { kind: 'leaf', setIndex: 0, regex: counted, region: { bottom: 2 } };
    const scan = { screen, present: { has: () => true } };
    expect([conditionHolds(asked, scan), conditionHolds(asked, scan), conditionHolds(asked, scan)]).toEqual([true, true, true]);
    expect(runs).toBe(1);
    // Another screen asks anew.
    expect(conditionHolds(asked, { screen: new ScreenText(['x', 'y', 'z']), present: { has: () => true } })).toBe(false);
    expect(runs).toBe(2);
  });
});
