// The screen library's public surface: captures in, Screens out.

export type { ProcessSignal, Screen } from './types.js';
export type { AsciicastOptions, CaptureFormat, CaptureOptions, GeometryOptions } from './options.js';
export { DEFAULT_MAX_BYTES } from './options.js';
export { readCapture, readCaptureFromBuffer, readCaptureFromStream, readCaptureFromString } from './read-capture.js';
export { detectFormat, formatFromContent, formatFromName } from './detect.js';
export {
  DEFAULT_QUIET_SECONDS,
  readAsciicastFinal,
  settledScreens,
  settledScreensFrom,
  type SettledScreen,
  type SettledScreensOptions,
} from './asciicast.js';
export type { ChunkSource } from './chunk-source.js';
export { readTextScreen } from './text.js';
export { readAnsiScreen } from './ansi.js';
export { readCaptureFolder } from './folder.js';
export { parseEnvelope, type CaptureEnvelope } from './envelope-parse.js';
export { cellWidth, displayWidth } from './cell-width.js';
export { MAX_COLS, MAX_ROWS } from './geometry.js';
export { findRecording, type RecordingSource } from './recording.js';
export { captureTmuxPane, foregroundArgv, type TmuxOptions } from './tmux-pane.js';
