// Results the classifier emits validate against schemas/result.schema.json, and the schema refuses bad ones.
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyLines } from '../../src/classify/index.js';
import { loadPacks } from '../../src/packs/index.js';

const schema = JSON.parse(readFileSync(new URL('../../schemas/result.schema.json', import.meta.url), 'utf8')) as object;
const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
const { set } = loadPacks();

describe('schemas/result.schema.json', () => {
  it('accepts what the classifier emits for real fixtures and for arbitrary text', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 120 }), { maxLength: 20 }), fc.option(fc.string({ maxLength: 40 }), { nil: undefined }), (lines, process) => {
        const result = classifyLines(set, lines, { process });
        expect(validate(result), JSON.stringify(validate.errors)).toBe(true);
      }),
      { numRuns: 200 },
    );
    const trust = readFileSync(new URL('../../rules/gemini-cli/fixtures/trust-folder-120x40/screen.txt', import.meta.url), 'utf8');
    const gate = classifyLines(set, trust.split('\n'), { process: 'node', vendor: 'gemini-cli' });
    expect(gate.state).toBe('operator_gate');
    expect(validate(gate)).toBe(true);
  });

  it('refuses a control character, a missing field, and a field on the wrong state', () => {
    const base = { state: 'not_agent', observedProcess: 'vim', vendor: null, admitsBlindWrite: false, evidence: { rule: null, lines: [] } };
    expect(validate(base)).toBe(true);
    expect(validate({ ...base, observedProcess: 'v\u001bim' })).toBe(false);
    expect(validate({ ...base, observedProcess: undefined })).toBe(false);
    expect(validate({ ...base, reason: 'crash' })).toBe(false);
    expect(validate({ ...base, state: 'ready', observedProcess: undefined, admitsBlindWrite: true })).toBe(true);
  });
});
