// Byte caps for every string a result carries: results travel into operator UIs and must stay bounded.

/** UTF-8 byte caps per field, the same numbers schemas/result.schema.json documents. */
export const FIELD_CAPS = {
  observedProcess: 64,
  reason: 64,
  kind: 32,
  subject: 256,
  optionLabel: 160,
  optionKey: 16,
  vendor: 64,
  rule: 128,
  source: 4096,
} as const;

export const MAX_OPTIONS = 16;
export const MAX_EVIDENCE_LINES = 64;
