// The lab's catalogue of real provider errors: every entry sourced, classed, and each status class
// covered by at least five real providers (a rule keyed on one wording misses the others).
import { describe, expect, it } from 'vitest';
import { labModule, type ProviderErrorsModule } from './lab-modules.js';

const { PROVIDERS, CLASSES, PROVIDER_ERRORS } = await labModule<ProviderErrorsModule>('provider-errors.mjs');

describe('provider error catalogue', () => {
  it('names each entry once, with a known provider and class, a real status and a public source', () => {
    const ids = PROVIDER_ERRORS.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of PROVIDER_ERRORS) {
      expect(Object.keys(PROVIDERS), e.id).toContain(e.provider);
      expect(Object.keys(CLASSES), e.id).toContain(e.class);
      expect(Number.isInteger(e.status) && e.status >= 200 && e.status <= 599, e.id).toBe(true);
      expect(e.source, e.id).toMatch(/https:\/\/\S+/);
      // An id says which provider it belongs to, so a behaviour name reads as what it is.
      expect(e.id.startsWith(`${e.provider}-`), e.id).toBe(true);
    }
  });

  it('covers every status class with at least five providers', () => {
    const providersPerClass = Object.fromEntries(Object.keys(CLASSES).map((c) => [
      c, new Set(PROVIDER_ERRORS.filter((e) => e.class === c).map((e) => e.provider)).size,
    ]));
    for (const [cls, count] of Object.entries(providersPerClass)) expect(count, cls).toBeGreaterThanOrEqual(5);
  });

  it('gives every whole-response entry a content type and a body, and every stream entry its events', () => {
    for (const e of PROVIDER_ERRORS) {
      if (e.stream) {
        expect(['responses', 'messages'], e.id).toContain(e.stream.route);
        expect(e.stream.events.some(([type]) => type === 'error'), e.id).toBe(true);
        expect(e.status, e.id).toBe(200);
      } else {
        expect(e.headers?.['content-type'], e.id).toBeTruthy();
        expect(e.body, e.id).toBeDefined();
      }
    }
  });

  it('keeps the wordings the lab classifies by: provider error types and codes are in the bodies', () => {
    const text = JSON.stringify(PROVIDER_ERRORS.map((e) => e.body ?? e.stream));
    for (const token of ['rate_limit_error', 'insufficient_quota', 'invalid_api_key', 'context_length_exceeded',
      'overloaded_error', 'RESOURCE_EXHAUSTED', 'model_not_found', 'Insufficient Balance', 'Arrearage',
      'exceeded_current_quota_error', 'request_too_large', 'DeploymentNotFound', 'server_is_overloaded']) {
      expect(text).toContain(token);
    }
  });
});
