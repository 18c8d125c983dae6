// Transcript readers and the replay driver behind `ptyscreen guard replay`.
export * from './events.js';
export { createReplayDriver, steeredText, type ReplayDriver, type ReplayOptions } from './driver.js';
export { createReplayCollector, replay, type CollectOptions, type ReplayCollector, type ReplayReport } from './report.js';
export { replayFile, type ReplaySourceOptions } from './replay-source.js';
export { replayText } from './replay-text.js';
export { describeImport, importTranscript, nativeLine, type ImportedTranscript, type ImportOptions } from './import.js';
export { nextStepFromReply } from './next-steps.js';
export { continuationFocus, hasOpenTodo, nextOpenTodo, synthesizeContinuation } from './continuation.js';
export { type TranscriptDecoder } from './decoder.js';
export { createTranscriptDecoder, createDetectingDecoder, detectTranscriptFormat, TRANSCRIPT_FORMATS } from './detect-format.js';
export { createNativeDecoder, decodeNativeLine, isNativeEvent } from './native-format.js';
export { createClaudeCodeDecoder } from './claude-code-format.js';
export { createCodexDecoder } from './codex-format.js';
export { createGeminiDecoder } from './gemini-format.js';
export { createQwenDecoder } from './qwen-format.js';
export { createCopilotDecoder } from './copilot-format.js';
export { describeSchemaViolation, TRANSCRIPT_SCHEMA_URL } from './schema.js';
export { forEachLine, forEachLineOfText, type LineHandler } from '../shared/line-reader.js';
export {
  checkSnapshot,
  diffSnapshots,
  serializeSnapshot,
  snapshotPathFor,
  toSnapshot,
  type ReplaySnapshot,
  type SnapshotOutcome,
} from './snapshot.js';
export { checkExpectations, type ReplayExpectations } from './expectations.js';
export { renderSummary, toJsonFailure, toJsonReport } from './render.js';
