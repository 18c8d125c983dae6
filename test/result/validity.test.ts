import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { admitsBlindWrite, FIELD_CAPS, isValid, MAX_OPTIONS, sanitizeField, truncateUtf8, utf8Length, type ScreenState } from '../../src/result/index.js';

const gate = (overrides: Partial<Extract<ScreenState, { state: 'operator_gate' }>['gate']> = {}): ScreenState => ({
  state: 'operator_gate',
  gate: { kind: 'trust', subject: 'proj', input: 'select', options: [{ key: '1', label: 'Trust', selected: true }], ...overrides },
});

describe('admitsBlindWrite', () => {
  it.each([
    [{ state: 'ready' }, true],
    [{ state: 'unknown' }, true],
    [{ state: 'not_agent', observedProcess: 'vim' }, false],
    [{ state: 'failing', reason: 'crash' }, false],
    [gate(), false],
  ] as [ScreenState, boolean][])('%j → %s', (state, expected) => {
    expect(admitsBlindWrite(state)).toBe(expected);
  });
});

describe('isValid', () => {
  it('accepts well-formed states', () => {
    expect(isValid({ state: 'ready' })).toBe(true);
    expect(isValid({ state: 'unknown' })).toBe(true);
    expect(isValid({ state: 'not_agent', observedProcess: 'bash' })).toBe(true);
    expect(isValid({ state: 'failing', reason: 'rate_limited' })).toBe(true);
    expect(isValid(gate())).toBe(true);
    expect(isValid(gate({ subject: null, options: [] }))).toBe(true);
  });

  it('rejects empty strings, control characters and bidi overrides', () => {
    expect(isValid({ state: 'not_agent', observedProcess: '' })).toBe(false);
    expect(isValid({ state: 'failing', reason: 'rate\u0007limited' })).toBe(false);
    expect(isValid(gate({ subject: 'evil\u202eexe.txt' }))).toBe(false);
    expect(isValid(gate({ options: [{ key: null, label: 'a\nb', selected: false }] }))).toBe(false);
    expect(isValid(gate({ options: [{ key: '', label: 'ok', selected: false }] }))).toBe(false);
  });

  it('enforces the byte caps at UTF-8 boundaries', () => {
    expect(isValid({ state: 'not_agent', observedProcess: 'x'.repeat(FIELD_CAPS.observedProcess) })).toBe(true);
    expect(isValid({ state: 'not_agent', observedProcess: 'x'.repeat(FIELD_CAPS.observedProcess + 1) })).toBe(false);
    // 'é' is two bytes: 33 of them are 66 bytes, over the 64-byte cap though only 33 characters.
    expect(isValid({ state: 'not_agent', observedProcess: 'é'.repeat(33) })).toBe(false);
    expect(isValid(gate({ subject: 's'.repeat(FIELD_CAPS.subject + 1) }))).toBe(false);
    const many = Array.from({ length: MAX_OPTIONS + 1 }, (_, i) => ({ key: null, label: `o${i}`, selected: false }));
    expect(isValid(gate({ options: many }))).toBe(false);
  });

  it('rejects unknown kinds, inputs and states', () => {
    expect(isValid(gate({ kind: 'door' as never }))).toBe(false);
    expect(isValid(gate({ input: 'voice' as never }))).toBe(false);
    expect(isValid({ state: 'sleeping' } as never)).toBe(false);
  });
});

describe('sanitizeField', () => {
  it('strips controls, folds space, and never splits a code point', () => {
    expect(sanitizeField('  a\u001b[31m b\u202e  ', 64)).toBe('a[31m b');
    expect(truncateUtf8('ééé', 5)).toBe('éé');
    expect(truncateUtf8('😀😀', 5)).toBe('😀');
    expect(sanitizeField('\u0000\u0001', 64)).toBeNull();
  });

  it('always yields a valid field or null (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.integer({ min: 1, max: 300 }), (text, cap) => {
        const out = sanitizeField(text, cap);
        if (out !== null) {
          expect(utf8Length(out)).toBeLessThanOrEqual(cap);
          expect(isValid({ state: 'failing', reason: out }) || utf8Length(out) > FIELD_CAPS.reason).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
