// ptyscreen's public library API: everything an orchestrator, a CI job or a pack author imports.

// The wire types and their checks.
export * from './state/index.js';
export { PtyscreenError, EXIT_OK, EXIT_FINDINGS, EXIT_INVALID, type SourceLocation } from './errors.js';

// Rule packs: discover, load, validate, compile.
export * from './packs/index.js';

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
export { classifyLines, classifyScreen, type ClassifyOptions, type ProcessHints } from './classify/index.js';
export { classifyCapture, classifyCaptures, type CaptureOutcome, type BatchOptions } from './batch/classify-captures.js';
export { describeResult, formatTextLine, formatTextTable, type ResultFormat } from './output/results.js';

// Pack fixtures, for pack authors' own test suites.
export * from './packtest/index.js';

// The auto-proceed loop guard (also the `ptyscreen/guard` subpath) and transcript replay.
export * from './guard/index.js';
export {
  replay,
  replayFile,
  replayText,
  createReplayDriver,
  createReplayCollector,
  detectFormat as detectTranscriptFormat,
  importTranscript,
  REPLAY_VERDICTS,
  TRANSCRIPT_FORMATS,
  type ImportedCounts,
  type ImportedTranscript,
  type ReplayVerdict,
  type ReplayReport,
  type ReplayOptions,
  type ReplaySourceOptions,
} from './transcript/index.js';
