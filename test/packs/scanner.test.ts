// The scanner splits the leaf patterns over several RE2 sets and still reports every match by its index.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildScanner, MAX_PATTERNS_PER_SET } from '../../src/packs/scanner.js';

describe('buildScanner', () => {
  it('reports the same indices over several sets as one pattern at a time would', () => {
    const words = Array.from({ length: 2 * MAX_PATTERNS_PER_SET + 37 }, (_, i) => `w${i}x`);
    const patterns = words.map((word, i) => (i % 3 === 0 ? `(?m)^${word}$` : word));
    const scanner = buildScanner(patterns)!;
    expect(scanner.size).toBe(patterns.length);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: words.length - 1 }), { maxLength: 40 }), (picked) => {
        const text = picked.map((i) => words[i]).join('\n');
        const expected = patterns.flatMap((pattern, i) => (new RegExp(pattern.replace('(?m)', ''), 'm').test(text) ? [i] : []));
        expect(scanner.match(Buffer.from(text)).sort((a, b) => a - b)).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });
});
