// The error-signature table: the YAML, its schema, the generated copy a run reads, and what a broken table does.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import RE2 from 're2';
import { describe, expect, it } from 'vitest';
import { allPatterns, BUILTIN_SIGNATURES, readSignatureTable, wrapTolerant } from '../../src/packs/signatures.js';

describe('error-signature table', () => {
  it('the YAML passes its schema and is what the generated copy holds', () => {
    const load = readSignatureTable();
    expect(load.problems).toEqual([]);
    expect(load.table).toEqual(BUILTIN_SIGNATURES);
  });

  it('every pattern builds an RE2 set, as the one scan needs', () => {
    for (const pattern of allPatterns(BUILTIN_SIGNATURES)) expect(() => new RE2.Set([pattern], 'm'), pattern).not.toThrow();
  });

  it('names every reason the issue lists, and a catch-all; only weaker words of a reason come twice, later', () => {
    const reasons = BUILTIN_SIGNATURES.reasons.map((r) => r.reason);
    // "Authentication failed: getaddrinfo ENOTFOUND …" is a network error: a failed sign-in's own
    // words are tried after the network signatures, the refused credentials' before them.
    expect(reasons.filter((reason, i) => reasons.indexOf(reason) !== i)).toEqual(['auth_rejected']);
    expect(reasons.lastIndexOf('auth_rejected')).toBeGreaterThan(reasons.indexOf('network_error'));
    for (const reason of ['auth_rejected', 'rate_limited', 'billing_quota', 'overloaded', 'server_error', 'network_error', 'content_refused', 'bad_request', 'model_not_found', 'context_too_long', 'config_error', 'crash']) {
      expect(reasons).toContain(reason);
    }
    // A content filter's refusal comes as a 400 too, and often as invalid_request_error: it is tried first.
    expect(reasons.indexOf('content_refused')).toBeLessThan(reasons.indexOf('bad_request'));
    expect(BUILTIN_SIGNATURES.catchAll.reason).toBe('error');
  });

  it('a phrase matches across the line break a narrow screen puts in it', () => {
    expect(wrapTolerant('error sending request')).toBe('error\\s+sending\\s+request');
    // a quantified space stays one optional character; spaces in a class and escaped ones stay as written
    expect(wrapTolerant('socket hang ?up|[: ]+x|a\\ b|[] ]c')).toBe('socket\\s+hang\\s?up|[: ]+x|a\\ b|[] ]c');
    const network = new RE2(wrapTolerant(BUILTIN_SIGNATURES.reasons.find((r) => r.reason === 'network_error')!.signatures.join('|')));
    expect(network.test('Error during sign-in: Error: request failed: error sending\n  request for url (https://github.com/login/device/code)')).toBe(true);
  });

  it('a table with a key the schema does not know, or a pattern RE2 refuses, is not used', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ptyscreen-signatures-'));
    const unknownKey = join(dir, 'unknown.yaml');
    writeFileSync(unknownKey, 'version: 1\norder: [errors]\nreasons: [{ reason: crash, signatures: [x] }]\ncatchAll: { reason: error, signatures: [x] }\ndialogs: { options: { label: x, numbered: x }, cues: [x], kinds: [{ kind: trust, keywords: [x] }], fallback: trust }\nextra: 1\n');
    const first = readSignatureTable(unknownKey);
    expect(first.table).toBeNull();
    expect(first.problems.map((p) => p.code)).toContain('schema.unknown-key');
    expect(first.problems[0]!.line).toBeGreaterThan(0);

    const refused = join(dir, 'refused.yaml');
    writeFileSync(refused, "version: 1\norder: [errors]\nreasons: [{ reason: crash, signatures: ['(a)\\1'] }]\ncatchAll: { reason: error, signatures: [x] }\ndialogs: { options: { label: x, numbered: x }, cues: [x], kinds: [{ kind: trust, keywords: [x] }], fallback: trust }\n");
    const second = readSignatureTable(refused);
    expect(second.table).toBeNull();
    expect(second.problems.map((p) => p.code)).toEqual(['pattern.refused']);
  });
});
