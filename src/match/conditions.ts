// Evaluates a rule's condition tree against one screen, using the single RE2.Set scan to skip absent patterns.

import type { CompiledCondition, CompiledLeaf } from './types.js';
import type { ScreenText } from './screen-text.js';

/** The per-screen facts conditions read: the text, and which leaf patterns occur anywhere on it. */
export interface ScanResult {
  readonly screen: ScreenText;
  /** Asked leaf by leaf: the scanner scans a group of leaves the first time one of them is asked about. */
  readonly present: { has(index: number): boolean };
}

/** The scanner's indices of every leaf of a condition tree. */
export function leafIndices(condition: CompiledCondition, into: Set<number>): Set<number> {
  if (condition.kind === 'leaf') into.add(condition.setIndex);
  else if (condition.kind === 'not') leafIndices(condition.of, into);
  else for (const child of condition.of) leafIndices(child, into);
  return into;
}

export interface ConditionOutcome {
  readonly holds: boolean;
  /** 1-based lines where the positive patterns matched: the evidence a result carries. */
  readonly lines: readonly number[];
}

const NO: ConditionOutcome = { holds: false, lines: [] };

/** ASCII whitespace, the only whitespace `\s` matches in RE2. */
export function isSpaceByte(byte: number): boolean {
  return byte === 0x20 || (byte >= 0x09 && byte <= 0x0d);
}

/** The byte range of a match without its leading and trailing whitespace; the whole match when it is all whitespace. */
function textBounds(bytes: Uint8Array): { from: number; to: number } {
  let from = 0;
  let to = bytes.length;
  while (from < to && isSpaceByte(bytes[from]!)) from++;
  while (to > from && isSpaceByte(bytes[to - 1]!)) to--;
  return from === to ? { from: 0, to: bytes.length } : { from, to };
}

/**
 * What one screen's reading found of a leaf in its region, asked again by a rule's lines after its
 * holding, by a live gate's rivals, by the generic layer's composer checks: each run once per screen.
 */
interface LeafFindings {
  holds: boolean | undefined;
  span: { index: number; end: number } | null | undefined;
}

function findingsOf(leaf: CompiledLeaf, screen: ScreenText): LeafFindings {
  return screen.remember(leaf, (): LeafFindings => ({ holds: undefined, span: undefined }));
}

/** Whether a leaf present on the screen matches in its region: the scan's answer when the region is the whole screen. */
function holdsInRegion(leaf: CompiledLeaf, screen: ScreenText): boolean {
  const found = findingsOf(leaf, screen);
  if (found.holds === undefined) {
    const region = screen.regionBytes(leaf.region);
    // A region of every line is the very bytes the scan read.
    if (region.bytes.length === screen.bytes.length) found.holds = true;
    // A test stops at the first match's end; where it starts is not needed.
    else found.holds = found.span === undefined ? screen.testIn(leaf.regex, region.offset, region.offset + region.bytes.length) : found.span !== null;
  }
  return found.holds;
}

function evaluateLeaf(leaf: CompiledLeaf, scan: ScanResult): ConditionOutcome {
  // The scan covers the whole screen and every region is a run of whole lines of it, so a
  // pattern absent from the screen is absent from every region: no need to run it again.
  if (!scan.present.has(leaf.setIndex)) return NO;
  // Matched on the screen's UTF-8 bytes: RE2 converts nothing, and offsets come back in bytes.
  const region = scan.screen.regionBytes(leaf.region);
  const found = findingsOf(leaf, scan.screen);
  if (found.span === undefined) found.span = found.holds === false ? null : scan.screen.firstMatchIn(leaf.regex, region.offset, region.offset + region.bytes.length);
  const match = found.span;
  if (match === null) return NO;
  // The lines the match's own text is on: `^\s*` in multiline mode spans newlines, so a match can
  // begin on blank lines above its text (and `\s*$` end on blank lines below); those are not evidence.
  const { from, to } = textBounds(region.bytes.subarray(match.index, match.end));
  const start = region.offset + match.index;
  const first = scan.screen.lineAtByte(start + from);
  const last = scan.screen.lineAtByte(start + Math.max(from, to - 1));
  const lines = [];
  for (let line = first; line <= last; line++) lines.push(line);
  return { holds: true, lines };
}

export function evaluateCondition(condition: CompiledCondition, scan: ScanResult): ConditionOutcome {
  switch (condition.kind) {
    case 'leaf':
      return evaluateLeaf(condition, scan);
    case 'all': {
      const lines: number[] = [];
      for (const child of condition.of) {
        const outcome = evaluateCondition(child, scan);
        if (!outcome.holds) return NO;
        lines.push(...outcome.lines);
      }
      return { holds: true, lines };
    }
    case 'any': {
      for (const child of condition.of) {
        const outcome = evaluateCondition(child, scan);
        if (outcome.holds) return outcome;
      }
      return NO;
    }
    case 'not':
      return evaluateCondition(condition.of, scan).holds ? NO : { holds: true, lines: [] };
  }
}

/**
 * Whether a condition holds, when its lines are not wanted. A leaf over the whole screen holds
 * exactly when the scan found its pattern, so it costs no regex run; other regions are tested.
 */
export function conditionHolds(condition: CompiledCondition, scan: ScanResult): boolean {
  switch (condition.kind) {
    case 'leaf':
      if (condition.region === 'screen' || !scan.present.has(condition.setIndex)) return scan.present.has(condition.setIndex);
      return holdsInRegion(condition, scan.screen);
    case 'all':
      return condition.of.every((child) => conditionHolds(child, scan));
    case 'any':
      return condition.of.some((child) => conditionHolds(child, scan));
    case 'not':
      return !conditionHolds(condition.of, scan);
  }
}
