// What a fixture says it shows, read and checked, and every way a result differs from it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compareWithExpectation, readExpectation } from '../../src/packtest/expectation.js';
import type { ClassificationResult } from '../../src/result/types.js';
import { expectRejectCode } from '../support/errors.js';

const root = mkdtempSync(join(tmpdir(), 'ptyscreen-expectation-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const labelFile = (name: string, content: string): string => {
  const file = join(root, name);
  writeFileSync(file, content);
  return file;
};

const gate: ClassificationResult = {
  state: 'operator_gate',
  vendor: 'demo',
  gate: { kind: 'trust', subject: 'proj', input: 'select', options: [{ key: '1', label: 'Yes', selected: true }, { key: '2', label: 'No', selected: false }] },
  admitsBlindWrite: false,
  evidence: { rule: 'demo/trust', lines: [1] },
};

describe('readExpectation', () => {
  it('is null when there is no file', async () => {
    expect(await readExpectation(join(root, 'none.json'))).toBeNull();
  });

  it('reads a well-formed label', async () => {
    const label = { state: 'operator_gate', gate: { kind: 'trust', options: ['Yes', 'No'] }, checkSubject: false };
    expect(await readExpectation(labelFile('ok.json', JSON.stringify(label)))).toEqual(label);
  });

  it('refuses a label that is not JSON, or of the wrong shape, naming the file', async () => {
    const cases: [string, string][] = [
      ['[]', 'an expectation is a JSON object'],
      ['{"reason":"crash"}', 'needs a "state" string'],
      ['{"state":"failing","reason":3}', '"reason" must be a string'],
      ['{"state":"ready","checkSubject":"yes"}', '"checkSubject" must be true or false'],
      ['{"state":"operator_gate","gate":"trust"}', '"gate" must be an object'],
      ['{"state":"operator_gate","gate":{"options":[1]}}', '"gate.options" must be a list of option labels'],
    ];
    for (const [index, [content, message]] of cases.entries()) {
      const file = labelFile(`bad-${index}.json`, content);
      const error = await expectRejectCode(readExpectation(file), 'fixture.label');
      expect([error.message, error.location.file]).toEqual([message, file]);
    }
    const broken = await expectRejectCode(readExpectation(labelFile('broken.json', '{"state":')), 'fixture.label');
    expect(broken.message).toMatch(/^not valid JSON: /u);
  });

  it('refuses a reason or a gate kind outside the vocabulary, naming the nearest word', async () => {
    const reason = await expectRejectCode(readExpectation(labelFile('reason.json', '{"state":"failing","reason":"rate_limit"}')), 'fixture.label');
    expect(reason.message).toBe('"reason" "rate_limit" is not a failure reason ptyscreen knows; the nearest is "rate_limited" (the closed list is rules/_signatures/vocabulary.yaml)');
    const kind = await expectRejectCode(readExpectation(labelFile('kind.json', '{"state":"operator_gate","gate":{"kind":"permissions"}}')), 'fixture.label');
    expect(kind.message).toBe('"gate.kind" "permissions" is not a gate kind ptyscreen knows; the nearest is "permission" (the closed list is rules/_signatures/vocabulary.yaml)');
  });
});

describe('compareWithExpectation', () => {
  it('agrees when the state matches and nothing finer is expected', () => {
    expect(compareWithExpectation(gate, { state: 'operator_gate' })).toEqual([]);
  });

  it('names only the state when the state differs', () => {
    expect(compareWithExpectation(gate, { state: 'failing', reason: 'crash' })).toEqual(['state is operator_gate, expected failing']);
  });

  it('names a different reason', () => {
    const failing: ClassificationResult = { state: 'failing', reason: 'rate_limited', vendor: null, admitsBlindWrite: false, evidence: { rule: null, lines: [] } };
    expect(compareWithExpectation(failing, { state: 'failing', reason: 'billing_quota' })).toEqual(['reason is rate_limited, expected billing_quota']);
    expect(compareWithExpectation(failing, { state: 'failing' })).toEqual([]);
  });

  it('names each way a gate differs: kind, input and options in order', () => {
    expect(compareWithExpectation(gate, { state: 'operator_gate', gate: { kind: 'auth', input: 'text', options: ['Yes'] } })).toEqual([
      'gate kind is trust, expected auth',
      'gate input is select, expected text',
      'options are ["Yes","No"], expected ["Yes"]',
    ]);
  });

  it('holds a gate to its subject only when checkSubject says so', () => {
    expect(compareWithExpectation(gate, { state: 'operator_gate', gate: { subject: 'other' } })).toEqual([]);
    expect(compareWithExpectation(gate, { state: 'operator_gate', gate: { subject: 'other' }, checkSubject: true })).toEqual(['subject is "proj", expected "other"']);
    expect(compareWithExpectation(gate, { state: 'operator_gate', gate: { subject: 'proj' }, checkSubject: true })).toEqual([]);
  });
});
