// An input that failed keeps its place in a JSON array, as `{ source, error }`.
import { describe, expect, it } from 'vitest';
import { PtyscreenError } from '../../src/errors.js';
import { errorEntry, problemError } from '../../src/output/error-entry.js';

describe('errorEntry', () => {
  it('carries the code, message, file and line', () => {
    const error = new PtyscreenError('capture.envelope', 'unknown key "colz"', { file: 'env.yaml', line: 4, column: 1 });
    expect(errorEntry('env.yaml', error)).toEqual({ source: 'env.yaml', error: { code: 'capture.envelope', message: 'unknown key "colz"', file: 'env.yaml', line: 4 } });
  });

  it('writes null for a file and a line the error does not know', () => {
    expect(errorEntry('-', new PtyscreenError('capture.empty', 'empty'))).toEqual({ source: '-', error: { code: 'capture.empty', message: 'empty', file: null, line: null } });
  });
});

describe('problemError', () => {
  it('is a pack problem in the same shape, a missing line as null', () => {
    expect(problemError({ code: 'pattern.refused', severity: 'error', message: 'RE2 refused it', file: 'pack.yaml', line: 12, column: 9, ruleId: 'demo/x' })).toEqual({
      code: 'pattern.refused',
      message: 'RE2 refused it',
      file: 'pack.yaml',
      line: 12,
    });
    expect(problemError({ code: 'pack.io', severity: 'error', message: 'cannot read', file: 'pack.yaml' })).toEqual({ code: 'pack.io', message: 'cannot read', file: 'pack.yaml', line: null });
  });
});
