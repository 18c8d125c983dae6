// An options pattern that can match nothing at all is read to the end of its region and stops there:
// re2 1.24 reads past a string when asked to search from beyond its end (GHSA-ff84-5f28-78qj), so no
// search may start there. Synthetic screens; the pattern is one a pack author could write.
import RE2 from 're2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { extractOptions } from '../../src/classify/extract.js';
import { ScreenText } from '../../src/match/screen-text.js';

afterEach(() => {
  vi.restoreAllMocks();
});

const rule = (pattern: string) => ({
  options: { regex: new RE2(pattern, 'gm'), region: 'screen' as const, menu: null, continuation: null, exclude: null },
});

describe('extractOptions on a pattern that can match empty', () => {
  it('reads every option and never searches from past the end of non-ASCII text', () => {
    const screen = new ScreenText(['Do you trust this folder? ❯', '❯ 1. Yes, I trust it', '  2. No, exit', '']);
    // Where each search started, and the length of what it searched.
    const searches: { from: number; length: number }[] = [];
    const exec = RE2.prototype.exec as (this: RE2, input: string) => RegExpExecArray | null;
    const recorded = function (this: RE2, input: string): RegExpExecArray | null {
      searches.push({ from: this.lastIndex, length: input.length });
      return exec.call(this, input);
    };
    vi.spyOn(RE2.prototype, 'exec').mockImplementation(recorded as unknown as typeof RE2.prototype.exec);
    const options = extractOptions(rule('(?m)^(?:❯ )?\\s*(?:(?P<key>\\d)\\. )?(?P<label>.*)$'), screen);
    expect(options.map((option) => option.label)).toEqual(['Do you trust this folder? ❯', 'Yes, I trust it', 'No, exit']);
    expect(searches.length).toBeGreaterThan(3);
    for (const { from, length } of searches) expect(from).toBeLessThanOrEqual(length);
  });
});
