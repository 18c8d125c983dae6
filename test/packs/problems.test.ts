// Pack problems as one line each, `file:line:col: severity [rule]: message`, and whether any is an error.
import { describe, expect, it } from 'vitest';
import { formatProblem, hasErrors, type PackProblem } from '../../src/packs/problems.js';

const problem = (overrides: Partial<PackProblem>): PackProblem => ({ code: 'schema.type', severity: 'error', message: 'must be a list', file: 'rules/x/pack.yaml', ...overrides });

describe('formatProblem', () => {
  it('puts the place, the severity and the rule before the message', () => {
    expect(formatProblem(problem({ line: 12, column: 5, ruleId: 'x/trust' }))).toBe('rules/x/pack.yaml:12:5: error [x/trust]: must be a list');
  });

  it('leaves out what it does not know', () => {
    expect(formatProblem(problem({ severity: 'warning' }))).toBe('rules/x/pack.yaml: warning: must be a list');
    expect(formatProblem(problem({ line: 3 }))).toBe('rules/x/pack.yaml:3: error: must be a list');
  });
});

describe('hasErrors', () => {
  it('is true when one problem is an error, false for warnings alone or none', () => {
    expect(hasErrors([problem({ severity: 'warning' }), problem({})])).toBe(true);
    expect(hasErrors([problem({ severity: 'warning' })])).toBe(false);
    expect(hasErrors([])).toBe(false);
  });
});
