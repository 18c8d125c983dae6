// The answer line serve writes: exactly JSON.stringify's text of {id, result}, made terminal-safe,
// whether the result is a fresh one or a remembered (frozen) one whose JSON is written once.
import { describe, expect, it } from 'vitest';
import { answerJson, type ServeAnswer } from '../../src/live/serve.js';
import type { CaptureResult } from '../../src/batch/classify-captures.js';
import { terminalSafe } from '../../src/shared/terminal-safe.js';

function failing(reason: string): CaptureResult {
  // Synthetic: a result as classify builds it, with text a stranger's screen could put in it.
  return {
    state: 'failing',
    reason,
    vendor: 'codex',
    admitsBlindWrite: false,
    evidence: { rule: 'codex/api-error', lines: [12, 13], text: 'stream error \u001b[31m500\u001b[0m \u2028 \ud800 “quoted”' },
    source: '-',
  } as unknown as CaptureResult;
}

const IDS: unknown[] = [1, 0, null, 'pane-\u001b]0;title\u0007', { pane: '%3', poll: [1, 2] }, [true, 'x'], 1.5e300, '\u202e'];

describe('answerJson', () => {
  it('writes what JSON.stringify writes, terminal-safe, for every kind of id', () => {
    for (const id of IDS) {
      const answer: ServeAnswer = { id, result: failing('api_error') };
      const line = answerJson(answer);
      expect(line).toBe(terminalSafe(JSON.stringify(answer)));
      expect(JSON.parse(line)).toEqual(JSON.parse(JSON.stringify(answer)));
      expect(line).not.toMatch(/[\u0000-\u001f\u2028\u202e]/u);
    }
  });

  it('writes a remembered (frozen) result the same under each id it is answered with', () => {
    const result = Object.freeze(failing('rate_limited'));
    for (const id of IDS) expect(answerJson({ id, result })).toBe(terminalSafe(JSON.stringify({ id, result })));
  });

  it('writes a result that is not frozen afresh each time, so a change to it shows', () => {
    const result = failing('api_error') as { reason: string };
    expect(answerJson({ id: 1, result: result as unknown as CaptureResult })).toContain('"reason":"api_error"');
    result.reason = 'auth_failed';
    expect(answerJson({ id: 1, result: result as unknown as CaptureResult })).toContain('"reason":"auth_failed"');
  });

  it('writes an error answer as JSON.stringify does', () => {
    const answer: ServeAnswer = { id: 'x', error: { code: 'request.json', message: 'not JSON \u001b[2J', file: '<request>', line: 3 } };
    expect(answerJson(answer)).toBe(terminalSafe(JSON.stringify(answer)));
  });
});
