// Screen + process + compiled packs → a screen state with evidence, in the precedence docs/design.md sets out.

import type { CompiledFailureRule, CompiledGateRule, CompiledPack, CompiledPackSet } from '../packs/types.js';
import { MAX_EVIDENCE_LINES } from '../result/caps.js';
import { admitsBlindWrite } from '../result/validity.js';
import type { ClassificationResult, Evidence, ScreenState } from '../result/types.js';
import { conditionHolds, evaluateCondition, type ScanResult } from '../match/conditions.js';
import { extractOptions, extractSubject } from './extract.js';
import { classifyGeneric, genericReady } from './generic.js';
import { identify, type ProcessHints } from './identify.js';
import { ScreenText } from '../match/screen-text.js';
import type { Screen } from '../screen/types.js';

export interface ClassifyOptions extends ProcessHints {
  /** Where the screen came from, carried into the result as `source`. */
  readonly source?: string | undefined;
}

function evidence(rule: string | null, lines: readonly number[]): Evidence {
  const unique = [...new Set(lines)].sort((a, b) => a - b).slice(0, MAX_EVIDENCE_LINES);
  return { rule, lines: unique };
}

function result(state: ScreenState, vendor: string | null, ev: Evidence, source: string | undefined): ClassificationResult {
  return {
    ...(source === undefined ? {} : { source }),
    ...state,
    vendor,
    admitsBlindWrite: admitsBlindWrite(state),
    evidence: ev,
  };
}

const NONE_PRESENT = { has: () => false };

export function scanScreen(set: CompiledPackSet, lines: readonly string[]): ScanResult {
  const screen = new ScreenText(lines);
  const present = set.scanner === null ? NONE_PRESENT : set.scanner.scan(screen.bytes);
  return { screen, present };
}

function firstMatch<R extends CompiledGateRule | CompiledFailureRule>(
  packs: readonly CompiledPack[],
  rulesOf: (pack: CompiledPack) => readonly R[],
  scan: ScanResult,
): { rule: R; pack: CompiledPack; lines: readonly number[] } | null {
  for (const pack of packs) {
    for (const rule of rulesOf(pack)) {
      // Whether a rule holds asks only the scan of its whole-screen leaves; the lines of the one that
      // holds are read after.
      if (conditionHolds(rule.when, scan)) return { rule, pack, lines: evaluateCondition(rule.when, scan).lines };
    }
  }
  return null;
}

/**
 * The gate a person answers now: the first that holds, unless another dialog holds entirely below it.
 * A dialog answered earlier can stay on screen above the live one (a run that exited under its dialog,
 * then a new run in the same pane); the lower one is the one waiting. Rules whose evidence overlaps
 * read the same dialog, and file order decides between them.
 */
function liveGate(packs: readonly CompiledPack[], scan: ScanResult): { rule: CompiledGateRule; pack: CompiledPack; lines: readonly number[] } | null {
  let live = firstMatch(packs, (pack) => pack.gates, scan);
  if (live === null || live.lines.length === 0) return live;
  for (const pack of packs) {
    for (const rule of pack.gates) {
      // Whether it holds asks the scan; only a rule that holds has its lines read.
      if (rule === live.rule || !conditionHolds(rule.when, scan)) continue;
      const outcome = evaluateCondition(rule.when, scan);
      if (outcome.holds && outcome.lines.length > 0 && Math.min(...outcome.lines) > Math.max(...live.lines)) live = { rule, pack, lines: outcome.lines };
    }
  }
  return live;
}

/**
 * Precedence: a foreign process → not_agent; else a gate → operator_gate; else a failure → failing;
 * else what the generic layer reads in the packs' slots (an error, then a dialog); else ready when
 * the process and a vendor agree (or the process is a declared agent, read by the generic layer
 * alone); else unknown. Never ready on text alone.
 */
export function classifyLines(set: CompiledPackSet, lines: readonly string[], options: ClassifyOptions = {}): ClassificationResult {
  let scanned: ScanResult | undefined;
  const scanOf = (): ScanResult => (scanned ??= scanScreen(set, lines));
  const identity = identify(set, options, scanOf);
  if (identity.kind === 'not_agent') {
    return result({ state: 'not_agent', observedProcess: identity.observedProcess }, null, evidence(null, []), options.source);
  }
  const scan = scanOf();

  const gate = liveGate(identity.packs, scan);
  if (gate !== null) {
    const { rule } = gate;
    const options_ = extractOptions(rule, scan.screen);
    const state: ScreenState = {
      state: 'operator_gate',
      gate: { kind: rule.kind, subject: extractSubject(rule, scan.screen), input: rule.input, options: options_ },
    };
    return result(state, gate.pack.id, evidence(rule.id, gate.lines), options.source);
  }

  const failure = firstMatch(identity.packs, (pack) => pack.failures, scan);
  if (failure !== null) {
    return result({ state: 'failing', reason: failure.rule.reason }, failure.pack.id, evidence(failure.rule.id, failure.lines), options.source);
  }

  // No rule claimed the screen: the generic layer reads the packs' slots before `ready` is possible.
  const generic = set.generic == null ? null : classifyGeneric(identity.packs, set.generic, scan);
  if (generic !== null) {
    const state: ScreenState = generic.state === 'failing' ? { state: 'failing', reason: generic.reason } : { state: 'operator_gate', gate: generic.gate };
    return result(state, generic.pack.id, evidence(generic.rule, generic.lines), options.source);
  }

  if (identity.vendor !== null && identity.vendor === set.generic?.agent) {
    const composer = genericReady(identity.vendor, scan);
    return result({ state: 'ready' }, identity.vendor.id, evidence(composer.rule, composer.lines), options.source);
  }
  if (identity.vendor !== null) {
    return result({ state: 'ready' }, identity.vendor.id, evidence(null, identity.markerLines()), options.source);
  }
  return result({ state: 'unknown' }, null, evidence(null, []), options.source);
}

/** Classifies a Screen; hints given here override the process and vendor the capture carries. */
export function classifyScreen(set: CompiledPackSet, screen: Pick<Screen, 'lines' | 'process' | 'vendor'>, options: ClassifyOptions = {}): ClassificationResult {
  return classifyLines(set, screen.lines, {
    source: options.source,
    process: options.process ?? screen.process?.name,
    argv: options.argv ?? screen.process?.argv,
    vendor: options.vendor ?? screen.vendor,
  });
}
