// What a batch worker and the main thread send each other: screens out, results back, errors as plain data.

import { PtyscreenError, type PtyscreenErrorCode, type SourceLocation } from '../errors.js';
import type { ClassificationResult } from '../result/types.js';
import type { Screen } from '../screen/types.js';

/** A screen the main thread read, as much of it as classifying reads (a Screen's width is a getter, and stays home). */
export interface WireScreen {
  /** The capture's place in the whole batch. */
  readonly index: number;
  readonly source: string;
  readonly lines: readonly string[];
  readonly process?: Screen['process'];
  readonly vendor?: string | undefined;
}

export interface ScreensRequest {
  readonly screens: readonly WireScreen[];
}

/** A PtyscreenError loses its class crossing threads; it travels as its fields. */
export type WireError = { code: PtyscreenErrorCode; message: string; location: SourceLocation; exitCode: number };

export type WireVerdict = { readonly index: number; readonly result: ClassificationResult } | { readonly index: number; readonly error: WireError };

export interface VerdictsReply {
  readonly verdicts: readonly WireVerdict[];
}

export function toWireScreen(index: number, source: string, screen: Screen): WireScreen {
  return { index, source, lines: screen.lines, process: screen.process, vendor: screen.vendor };
}

export function toWireError(error: PtyscreenError): WireError {
  const { code, message, location, exitCode } = error;
  return { code, message, location, exitCode };
}

export function fromWireError(error: WireError): PtyscreenError {
  return new PtyscreenError(error.code, error.message, error.location, error.exitCode);
}
