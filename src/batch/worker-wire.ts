// What a batch worker and the main thread send each other: paths out, outcomes back, errors as plain data.

import { PtyscreenError, type PtyscreenErrorCode, type SourceLocation } from '../errors.js';
import type { ClassificationResult } from '../result/types.js';
import type { CaptureOutcome } from './classify-captures.js';

export interface ChunkRequest {
  /** Index of the chunk's first path in the whole batch. */
  readonly start: number;
  readonly paths: readonly string[];
}

/** A PtyscreenError loses its class crossing threads; it travels as its fields. */
type WireOutcome =
  | { readonly ok: true; readonly source: string; readonly result: ClassificationResult }
  | { readonly ok: false; readonly source: string; readonly error: { code: PtyscreenErrorCode; message: string; location: SourceLocation; exitCode: number } };

export interface ChunkReply {
  readonly start: number;
  readonly outcomes: readonly WireOutcome[];
}

export function toWireOutcome(outcome: CaptureOutcome): WireOutcome {
  if (outcome.ok) return outcome;
  const { code, message, location, exitCode } = outcome.error;
  return { ok: false, source: outcome.source, error: { code, message, location, exitCode } };
}

export function fromWireOutcome(outcome: WireOutcome): CaptureOutcome {
  if (outcome.ok) return outcome;
  const { code, message, location, exitCode } = outcome.error;
  return { ok: false, source: outcome.source, error: new PtyscreenError(code, message, location, exitCode) };
}
