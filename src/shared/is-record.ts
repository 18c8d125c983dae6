// The one test for "a mapping" that documents read from YAML or JSON are held to before their keys are read.

/** True for a plain mapping: not null, not a list. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
