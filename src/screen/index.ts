// The screen library's public surface: captures in, Screens out.

export type { ProcessSignal, Screen } from './types.js';
export type { AsciicastOptions, CaptureFormat, CaptureOptions, GeometryOptions } from './options.js';
export { DEFAULT_MAX_BYTES } from './options.js';
export { readCapture, readCaptureFromBuffer, readCaptureFromStream, readCaptureFromString } from './read-capture.js';
export { detectCaptureFormat, formatFromContent, formatFromName } from './detect.js';
export {
  DEFAULT_QUIET_SECONDS,
  readAsciicastFinal,
  settledScreens,
  settledScreensFrom,
  type SettledScreen,
  type SettledScreensOptions,
} from './asciicast/asciicast.js';
export type { ChunkSource } from '../shared/chunk-source.js';
export { readTextScreen } from './text/text.js';
export { readAnsiScreen } from './ansi/ansi.js';
export { readCaptureFolder } from './folder/folder.js';
export { parseEnvelope, type CaptureEnvelope } from './envelope/envelope-parse.js';
export { cellWidth, displayWidth } from './terminal/cell-width.js';
export { MAX_COLS, MAX_ROWS } from './geometry.js';
export { findRecording, type RecordingSource } from './asciicast/recording.js';
export { captureTmuxPane, foregroundArgv, type TmuxOptions } from './tmux-pane.js';
