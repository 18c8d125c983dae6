// ptyscreen's public library API, by name: what an orchestrator, a CI job or a pack author imports.
// A pack set is handed out as a PackSet, so the compiled matchers inside it stay internal.
import type { ClassifyOptions } from './classify/classify.js';
import { classifyLines as classifyLinesOf, classifyScreen as classifyScreenOf } from './classify/classify.js';
import {
  classifyCapture as classifyCaptureOf,
  classifyCaptures as classifyCapturesOf,
  type BatchOptions,
  type CaptureOutcome,
} from './batch/classify-captures.js';
import { loadPacks as loadPacksOf, type PackLoad as CompiledPackLoad, type PackSelection } from './packs/discover.js';
import { loadPackSet as loadPackSetOf, type LoadOptions, type PackEntry, type PackSetLoad as CompiledPackSetLoad } from './packs/load.js';
import { compiledPackSet, toPackSet, type PackSet } from './packs/pack-set.js';
import { testPacks as testPacksOf, type PacksTestReport, type TestPacksOptions } from './packtest/run.js';
import { validatePacks as validatePacksOf, type PackValidation as CompiledPackValidation } from './packtest/validate.js';
import type { Screen } from './screen/types.js';
import type { Readable, Writable } from 'node:stream';
import type { ServeRequest } from './live/serve-request.js';
import {
  answerRequest as answerRequestOf,
  serveSocket as serveSocketOf,
  serveStream as serveStreamOf,
  type ServeAnswer,
  type ServeOptions,
  type ServeStreamOptions,
  type SocketServeOptions,
} from './live/serve.js';
import type { ClassificationResult } from './result/types.js';

// The wire types and their checks.
export {
  SCREEN_STATES,
  GATE_KINDS,
  GATE_INPUTS,
  FAILURE_REASONS,
  type FailureReason,
  type ScreenStateName,
  type ScreenState,
  type ClassificationResult,
  type Gate,
  type GateKind,
  type GateInput,
  type GateOption,
  type Evidence,
} from './result/types.js';
export { FIELD_CAPS, MAX_OPTIONS, MAX_EVIDENCE_LINES } from './result/caps.js';
export { admitsBlindWrite, isValid } from './result/validity.js';
// For showing screen text in an operator UI by the same rules results follow.
export { sanitizeField, hasForbiddenCharacters, utf8Length, truncateUtf8 } from './result/text-bounds.js';
export { PtyscreenError, EXIT_OK, EXIT_FINDINGS, EXIT_INVALID, type PtyscreenErrorCode, type SourceLocation } from './errors.js';

// Rule packs.
export type { PackSet, PackInfo } from './packs/pack-set.js';
export type { PackSelection } from './packs/discover.js';
export type { LoadOptions, PackEntry } from './packs/load.js';
export type { PackRecord, PackRef, PackSourceKind, PackStatus } from './packs/overrides.js';
export type { PackFs } from './packs/pack-file.js';
export type { PackSpec } from './packs/types.js';
export { formatProblem, hasErrors, type PackProblem, type PackProblemCode, type Severity } from './packs/problems.js';
export { discoverPacks, type PackDiscovery } from './packs/discover.js';
export { CONFIG_FILE_NAME, readConfig, type PtyscreenConfig } from './packs/config.js';
export { PTYSCREEN_VERSION } from './packs/compatibility.js';
/** `--vendor generic`: the screen is an agent CLI no pack describes, read by the generic layer alone. */
export { GENERIC_VENDOR } from './packs/signatures.js';
export { diskPackCache, cacheFromEnvironment, type PackCache } from './packs/cache.js';

/** What `loadPacks` found: the set to classify with, every problem of every pack, and a record per pack. */
export type PackLoad = Omit<CompiledPackLoad, 'set'> & { readonly set: PackSet };
export type PackSetLoad = Omit<CompiledPackSetLoad, 'set'> & { readonly set: PackSet };

/** Every pack ptyscreen would load here (built-in, plugins, npm packages, .ptyscreenrc.yaml, `packs`), compiled as one set. */
export function loadPacks(selection?: PackSelection): PackLoad {
  const load = loadPacksOf(selection);
  return { ...load, set: toPackSet(load.set) };
}

/** Exactly the packs named (folders holding pack.yaml, or the files), compiled as one set. */
export function loadPackSet(paths: readonly (string | PackEntry)[], options?: LoadOptions): PackSetLoad {
  const load = loadPackSetOf(paths, options);
  return { ...load, set: toPackSet(load.set) };
}

// Captures → Screens.
export {
  readCapture,
  readCaptureFromBuffer,
  readCaptureFromString,
  readCaptureFolder,
  readAsciicastFinal,
  settledScreens,
  detectCaptureFormat,
  DEFAULT_MAX_BYTES,
  DEFAULT_QUIET_SECONDS,
  type Screen,
  type ProcessSignal,
  type CaptureFormat,
  type CaptureOptions,
  type SettledScreen,
} from './screen/index.js';

// Screens → results.
export type { ClassifyOptions } from './classify/classify.js';
export type { ProcessHints } from './classify/identify.js';
export type { CaptureOutcome, BatchOptions } from './batch/classify-captures.js';
export { describeResult, formatTextLine, formatTextTable, type ResultFormat } from './output/results.js';

/** What a screen shows, given the foreground process (`options.process`) or the vendor launched. */
export function classifyScreen(set: PackSet, screen: Screen, options?: ClassifyOptions): ClassificationResult {
  return classifyScreenOf(compiledPackSet(set), screen, options);
}

/** `classifyScreen` for screen lines already split (`tmux capture-pane -p` output, say). */
export function classifyLines(set: PackSet, lines: readonly string[], options?: ClassifyOptions): ClassificationResult {
  return classifyLinesOf(compiledPackSet(set), lines, options);
}

/** Reads a capture file or folder and classifies it; a capture that cannot be read is an outcome with its error. */
export function classifyCapture(set: PackSet, path: string, options?: BatchOptions): Promise<CaptureOutcome> {
  return classifyCaptureOf(compiledPackSet(set), path, options);
}

/** Many captures, one outcome each, in input order. */
export function classifyCaptures(set: PackSet, paths: readonly string[], options?: BatchOptions): AsyncGenerator<CaptureOutcome> {
  return classifyCapturesOf(compiledPackSet(set), paths, options);
}

// The classification server (`ptyscreen serve`): request lines in, answer lines out, packs loaded once.
export { parseRequest, type ServeRequest, type RequestInput, type ParsedRequest } from './live/serve-request.js';
export { answerJson, type AnswerError, type ServeAnswer, type ServeOptions, type ServeStreamOptions, type SocketServeOptions } from './live/serve.js';

/** The answer to one request: what `classify --json` gives for its input, or the error. */
export function answerRequest(set: PackSet, request: ServeRequest, options?: ServeOptions): Promise<ServeAnswer> {
  return answerRequestOf(compiledPackSet(set), request, options);
}

/** Answers the request lines of `input` on `output`, one line each, in request order, until `input` ends. */
export function serveStream(set: PackSet, input: Readable, output: Writable, options?: ServeStreamOptions): Promise<void> {
  return serveStreamOf(compiledPackSet(set), input, output, options);
}

/** Serves the same protocol on a Unix socket, to many clients at once, until `options.signal` aborts. */
export function serveSocket(set: PackSet, path: string, options?: SocketServeOptions): Promise<void> {
  return serveSocketOf(compiledPackSet(set), path, options);
}

// Pack fixtures, for pack authors' own test suites.
export { compareWithExpectation, readExpectation, type FixtureExpectation } from './packtest/expectation.js';
export type { PacksTestReport, TestPacksOptions } from './packtest/run.js';
export type { FixtureCheck, HeldOutReport, PackTestReport, ReleaseRate, TunedOnHeldOut, UntestedRule } from './packtest/test-pack.js';
export type { HeldOutDeclaration, HeldOutRelease } from './packtest/held-out.js';
export { summaryLine } from './packtest/run.js';
export { formatTestReport, type TestReportOptions } from './packtest/report-text.js';
export { formatJunit } from './packtest/junit.js';

/** Every problem of the packs named: schema, patterns, versions and fixtures, each located; what `ptyscreen packs validate` reports. */
export type PackValidation = Omit<CompiledPackValidation, 'set'> & { readonly set: PackSet };

export function validatePacks(entries: readonly (string | PackEntry)[], options?: Omit<LoadOptions, 'mode'>): PackValidation {
  const validation = validatePacksOf(entries, options);
  return { ...validation, set: toPackSet(validation.set) };
}

/** Runs every rule's fixtures of the packs named by id (all when none), then the cross-pack checks: what `ptyscreen packs test` runs. */
export function testPacks(set: PackSet, ids?: readonly string[], options?: TestPacksOptions): Promise<PacksTestReport> {
  return testPacksOf(compiledPackSet(set), ids, options);
}

// The auto-proceed loop guard (also the browser-safe `ptyscreen/guard` subpath) and transcript replay.
export * from './guard/index.js';
export {
  replay,
  replayFile,
  replayText,
  importTranscript,
  detectTranscriptFormat,
  REPLAY_VERDICTS,
  TRANSCRIPT_FORMATS,
  type ImportedCounts,
  type ImportedTranscript,
  type ReplayVerdict,
  type ReplayReport,
  type ReplayOptions,
  type ReplaySourceOptions,
  type TranscriptFormat,
  type TranscriptEvent,
} from './transcript/index.js';
