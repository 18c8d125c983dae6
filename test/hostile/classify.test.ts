// Hostile screens and process strings: every result valid, deterministic, linear in time, carrying no hostile characters.
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ScreenText } from '../../src/match/screen-text.js';
import * as library from '../../src/index.js';
import { classifyLines, hasForbiddenCharacters, isValid, loadPacks, sanitizeField } from '../../src/index.js';
import { FORBIDDEN_SAMPLES, hostileProperties } from './properties.js';

const { set } = loadPacks();
const resultSchema = JSON.parse(readFileSync(new URL('../../schemas/result.schema.json', import.meta.url), 'utf8')) as object;
const validateResult = new Ajv({ allErrors: true, strict: false }).compile(resultSchema);

describe('properties (bounded here; `npm run fuzz` runs them for longer)', () => {
  for (const property of hostileProperties(library).filter((p) => p.area === 'classify' && p.fuzzOnly !== true)) {
    it(property.name, async () => {
      await fc.assert(property.property, { numRuns: property.runs });
    });
  }
});

describe('linear time on hostile screens', () => {
  it.each([
    ['│ │ │ … x', `x${'│ '.repeat(64_000)}x`],
    [' │ │ … x', `x${' │'.repeat(64_000)} x`],
    ['spaces then a border', `x${' '.repeat(200_000)}│x`],
  ])('a 128 KB line of %s classifies in well under a second (a backtracking regex took 30 s)', (_name, line) => {
    const started = performance.now();
    const result = classifyLines(set, [line, line], { process: 'node' });
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(isValid(result)).toBe(true);
  });

  // The regex the hand-written scan replaced, kept here as its specification.
  const TRAILING_BORDERS = /(?: ?[│┃║])+\s*$/u;
  const LEADING_BORDERS = /^\s*(?:[│┃║] ?)+/u;
  const border = fc.constantFrom('│', '┃', '║', ' ', '  ', 'x', '\t', '\u3000', '─', '╭');

  it('strips outer borders exactly as the regex did', () => {
    fc.assert(
      fc.property(fc.array(fc.array(border, { maxLength: 12 }).map((parts) => parts.join('')), { maxLength: 6 }), (lines) => {
        const expected = lines.map((line) => line.replace(LEADING_BORDERS, '').replace(TRAILING_BORDERS, '').trimEnd());
        expect(new ScreenText(lines).lines).toEqual(expected);
      }),
      { numRuns: 1_000 },
    );
  });
});

describe('characters no carried string may hold', () => {
  it.each(FORBIDDEN_SAMPLES.map((char) => [`U+${char.charCodeAt(0).toString(16).padStart(4, '0')}`, char]))(
    '%s fails isValid and the result schema, and sanitizeField removes it',
    (_code, char) => {
      const state = { state: 'not_agent', observedProcess: `no${char}de`, vendor: null, admitsBlindWrite: false, evidence: { rule: null, lines: [] } } as const;
      expect(hasForbiddenCharacters(state.observedProcess)).toBe(true);
      expect(isValid(state)).toBe(false);
      expect(validateResult(state)).toBe(false);
      const clean = sanitizeField(state.observedProcess, 64);
      expect(clean === 'node' || clean === 'no de').toBe(true);
    },
  );

  it('a process name with a bidi override, a line separator, an ALM and a lone surrogate comes back clean', () => {
    const result = classifyLines(set, ['$ '], { process: '\u202evim\u2028\u061c\ud800' });
    expect(result).toMatchObject({ state: 'not_agent', observedProcess: 'vim' });
    expect(isValid(result)).toBe(true);
    expect(validateResult(result)).toBe(true);
  });

  it('a paired surrogate (an emoji) is text, not a lone one', () => {
    expect(isValid({ state: 'not_agent', observedProcess: 'vim😀' })).toBe(true);
    expect(sanitizeField('😀', 8)).toBe('😀');
  });
});
