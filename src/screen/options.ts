// The options every capture reader takes, and their defaults.

import type { PtyscreenError } from '../errors.js';

/** Terminal size the caller knows; where given it wins over whatever the capture implies. */
export interface GeometryOptions {
  readonly cols?: number | undefined;
  readonly rows?: number | undefined;
}

export interface AsciicastOptions extends GeometryOptions {
  /** Skip a malformed event line instead of failing; each one skipped is reported to `onSkippedLine`. */
  readonly lenient?: boolean | undefined;
  readonly onSkippedLine?: ((problem: PtyscreenError) => void) | undefined;
  /**
   * Hears how far a recording read from a file has got: bytes so far and the file's size (undefined
   * for stdin or a pipe), after each read of a mebibyte. For a progress display.
   */
  readonly onBytes?: ((read: number, total: number | undefined) => void) | undefined;
}

export type CaptureFormat = 'text' | 'ansi' | 'asciicast' | 'envelope' | 'folder';

export interface CaptureOptions extends AsciicastOptions {
  /** Largest file read whole (every format but asciicast, which is streamed). */
  readonly maxBytes?: number | undefined;
  /** Skip detection and read the capture as this format. */
  readonly format?: CaptureFormat | undefined;
  /** The name to detect the format from and to cite in errors, for captures given as a string or bytes. */
  readonly name?: string | undefined;
  /** Where an envelope given as a string resolves its `castFile`; a file envelope uses its own folder. */
  readonly baseDir?: string | undefined;
}

export const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
