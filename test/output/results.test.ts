// Results for people (an aligned table, count lines) described from the state alone.
import { describe, expect, it } from 'vitest';
import { describeResult, formatTextLine, formatTextTable, summarizeCounts, summarizeFailOn, summarizeResults } from '../../src/output/results.js';
import type { ClassificationResult } from '../../src/result/types.js';

const trust: ClassificationResult = {
  source: 'captures/trust.txt',
  state: 'operator_gate',
  vendor: 'gemini-cli',
  gate: {
    kind: 'trust',
    subject: 'proj-g1',
    input: 'select',
    options: [
      { key: '1', label: 'Trust folder', selected: true },
      { key: '2', label: "Don't trust", selected: false },
    ],
  },
  admitsBlindWrite: false,
  evidence: { rule: 'gemini-cli/trust-folder', lines: [22] },
};
const ready: ClassificationResult = { source: 'a.txt', state: 'ready', vendor: 'claude-code', admitsBlindWrite: true, evidence: { rule: null, lines: [] } };
const failing: ClassificationResult = { source: 'quota.txt', state: 'failing', reason: 'billing_quota', vendor: 'codex', admitsBlindWrite: false, evidence: { rule: 'codex/quota', lines: [3] } };
const foreign: ClassificationResult = { state: 'not_agent', observedProcess: 'vim', vendor: null, admitsBlindWrite: false, evidence: { rule: null, lines: [] } };

describe('describeResult', () => {
  it('a gate: kind, quoted subject, input and options, the selected one starred', () => {
    expect(describeResult(trust)).toBe(`trust "proj-g1" (select) [*Trust folder | Don't trust]`);
  });

  it('a gate with no subject and no options says its kind and input alone', () => {
    expect(describeResult({ state: 'operator_gate', gate: { kind: 'auth', subject: null, input: 'browser', options: [] } })).toBe('auth (browser)');
  });

  it('a failure its reason, a foreign process its name, ready and unknown nothing', () => {
    expect(describeResult(failing)).toBe('billing_quota');
    expect(describeResult(foreign)).toBe('process vim');
    expect(describeResult({ state: 'ready' })).toBe('');
    expect(describeResult({ state: 'unknown' })).toBe('');
  });
});

describe('formatTextTable', () => {
  it('aligns source, state and vendor, and trims the end of each line', () => {
    expect(formatTextTable([ready, failing, foreign])).toEqual([
      'a.txt      ready      claude-code',
      'quota.txt  failing    codex        billing_quota  codex/quota',
      '-          not_agent  -            process vim',
    ]);
  });

  it('is no lines for no results', () => {
    expect(formatTextTable([])).toEqual([]);
  });

  it('formatTextLine is one result as its own table', () => {
    expect(formatTextLine(ready)).toBe('a.txt  ready  claude-code');
  });
});

describe('summarizeCounts', () => {
  it('counts each kind in order of first appearance, with the unread at the end', () => {
    expect(summarizeCounts('capture', ['ready', 'operator_gate', 'ready'], 1)).toBe('4 captures: 2 ready, 1 operator_gate; 1 could not be read');
  });

  it('says one without a plural, and none with no colon', () => {
    expect(summarizeCounts('capture', ['ready'], 0)).toBe('1 capture: 1 ready');
    expect(summarizeCounts('capture', [], 0)).toBe('0 captures');
    expect(summarizeCounts('transcript', [], 2)).toBe('2 transcripts; 2 could not be read');
  });

  it('summarizeResults counts results by state', () => {
    expect(summarizeResults([ready, failing, ready], 0)).toBe('3 captures: 2 ready, 1 failing');
  });
});

describe('summarizeFailOn', () => {
  it('counts the results in a --fail-on state out of every input', () => {
    expect(summarizeFailOn([ready, failing, trust, failing], new Set(['failing', 'operator_gate']), 5)).toBe('3 of 5 captures: 2 failing, 1 operator_gate');
    expect(summarizeFailOn([failing], new Set(['failing']), 1)).toBe('1 of 1 capture: 1 failing');
  });

  it('is null when no result is in such a state', () => {
    expect(summarizeFailOn([ready], new Set(['failing']), 1)).toBeNull();
    expect(summarizeFailOn([], new Set(['failing']), 0)).toBeNull();
  });
});
