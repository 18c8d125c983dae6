// The error-signature table: the YAML, its schema, the generated copy a run reads, and what a broken table does.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import RE2 from 're2';
import { describe, expect, it } from 'vitest';
import { allPatterns, BUILTIN_SIGNATURES, readSignatureTable } from '../../src/packs/signatures.js';

describe('error-signature table', () => {
  it('the YAML passes its schema and is what the generated copy holds', () => {
    const load = readSignatureTable();
    expect(load.problems).toEqual([]);
    expect(load.table).toEqual(BUILTIN_SIGNATURES);
  });

  it('every pattern builds an RE2 set, as the one scan needs', () => {
    for (const pattern of allPatterns(BUILTIN_SIGNATURES)) expect(() => new RE2.Set([pattern], 'm'), pattern).not.toThrow();
  });

  it('names every reason the issue lists, once, and a catch-all', () => {
    const reasons = BUILTIN_SIGNATURES.reasons.map((r) => r.reason);
    expect(new Set(reasons).size).toBe(reasons.length);
    for (const reason of ['auth_rejected', 'rate_limited', 'billing_quota', 'overloaded', 'server_error', 'network_error', 'bad_request', 'model_not_found', 'context_too_long', 'config_error', 'crash']) {
      expect(reasons).toContain(reason);
    }
    expect(BUILTIN_SIGNATURES.catchAll.reason).toBe('error');
  });

  it('a table with a key the schema does not know, or a pattern RE2 refuses, is not used', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ptyscreen-signatures-'));
    const unknownKey = join(dir, 'unknown.yaml');
    writeFileSync(unknownKey, 'version: 1\nreasons: [{ reason: crash, signatures: [x] }]\ncatchAll: { reason: error, signatures: [x] }\ndialogs: { cues: [x], kinds: [{ kind: trust, keywords: [x] }], fallback: trust }\nextra: 1\n');
    const first = readSignatureTable(unknownKey);
    expect(first.table).toBeNull();
    expect(first.problems.map((p) => p.code)).toContain('schema.unknown-key');
    expect(first.problems[0]!.line).toBeGreaterThan(0);

    const refused = join(dir, 'refused.yaml');
    writeFileSync(refused, "version: 1\nreasons: [{ reason: crash, signatures: ['(a)\\1'] }]\ncatchAll: { reason: error, signatures: [x] }\ndialogs: { cues: [x], kinds: [{ kind: trust, keywords: [x] }], fallback: trust }\n");
    const second = readSignatureTable(refused);
    expect(second.table).toBeNull();
    expect(second.problems.map((p) => p.code)).toEqual(['pattern.refused']);
  });
});
