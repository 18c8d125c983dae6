// The one error class ptyscreen throws: a message a person can act on, a stable code, and the place.

/** Where in an input a problem sits. Lines and columns are 1-based. */
export interface SourceLocation {
  readonly file?: string | undefined;
  readonly line?: number | undefined;
  readonly column?: number | undefined;
}

/** Exit codes every command shares: 0 ok, 1 findings (a CI assertion failed), 2 bad usage or input. */
export const EXIT_OK = 0;
export const EXIT_FINDINGS = 1;
export const EXIT_INVALID = 2;

/**
 * What went wrong, as a stable code: a caller branches on it, a test asserts it, and the message
 * stays free to say it better. `io.<errno>` carries the operating system's code (io.ENOENT, io.EACCES …);
 * `internal` is a fault of ptyscreen itself, whose stack PTYSCREEN_DEBUG=1 prints.
 */
export type PtyscreenErrorCode =
  /** A recording with no header line at all: an empty file, or one still being written. */
  | 'capture.asciicast.empty'
  /** A broken event line of a recording: the one fault `lenient` (--lenient) skips. */
  | 'capture.asciicast.event'
  /** A first line that is no usable asciicast v2 header; `lenient` cannot help, nothing can be replayed without it. */
  | 'capture.asciicast.header'
  /** A capture whose start is thick with bytes terminal output never holds: a binary file. */
  | 'capture.binary'
  /** A capture of 0 bytes: a file never written, a pipe whose writer failed. */
  | 'capture.empty'
  | 'capture.envelope'
  | 'capture.envelope.path'
  | 'capture.folder'
  | 'capture.format'
  /** A size the caller gave (cols, rows) out of bounds; a size read from a file carries that file's code. */
  | 'capture.geometry'
  | 'capture.meta'
  | 'capture.options'
  | 'capture.too-large'
  | 'fixture.label'
  | 'packs.foreign-set'
  /** A line given to `serve` that is not a JSON object. */
  | 'request.json'
  /** A `serve` request whose fields are missing, unknown or of the wrong type. */
  | 'request.invalid'
  /** A `serve` request line longer than the largest capture. */
  | 'request.too-large'
  | 'scaffold.exists'
  | 'scaffold.vendor'
  | 'snapshot.invalid'
  | 'snapshot.io'
  | 'snapshot.stdin'
  | 'tmux.failed'
  | 'tmux.missing'
  /** A transcript with no record in it: nothing to replay is not a clean replay. */
  | 'transcript.empty'
  | 'transcript.json'
  | 'transcript.line_too_long'
  | 'transcript.schema'
  | 'vendor.unknown'
  /** A worker thread of a batch or of a split replay stopped before it answered (killed, out of memory). */
  | 'worker.exited'
  | `io.${string}`
  | 'internal';

export class PtyscreenError extends Error {
  override readonly name = 'PtyscreenError';
  readonly code: PtyscreenErrorCode;
  readonly location: SourceLocation;
  readonly exitCode: number;

  constructor(code: PtyscreenErrorCode, message: string, location: SourceLocation = {}, exitCode = EXIT_INVALID, options?: { readonly cause?: unknown }) {
    super(message, options);
    this.code = code;
    this.location = location;
    this.exitCode = exitCode;
  }

  /** `file:line:col: message`, the form editors and terminals turn into links. */
  format(): string {
    const where = formatLocation(this.location);
    // An error about a whole file (it cannot be opened) names it in its message already.
    const text = this.message.startsWith(where) ? this.message : `${where}${this.message}`;
    return this.code === 'internal' && showsStacks() ? `${text}\n${stackOf(this.cause ?? this)}` : text;
  }
}

export function formatLocation(location: SourceLocation): string {
  if (location.file === undefined) return '';
  let where = location.file;
  if (location.line !== undefined) {
    where += `:${location.line}`;
    if (location.column !== undefined) where += `:${location.column}`;
  }
  return `${where}: `;
}

/** The operating system's code of a failed file or process operation (ENOENT, EACCES …), if it has one. */
export function errnoOf(error: unknown): string | undefined {
  const code = error !== null && typeof error === 'object' ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** A failed operation in few words for a message: the OS code where there is one, else what the error said. */
export function ioFailure(error: unknown): string {
  return errnoOf(error) ?? (error instanceof Error ? error.message : String(error));
}

/** Turns anything thrown into a PtyscreenError, so no raw stack trace reaches a user. */
export function toPtyscreenError(error: unknown, file?: string): PtyscreenError {
  if (error instanceof PtyscreenError) return error;
  const code = errnoOf(error);
  if (code !== undefined && file !== undefined) {
    const what =
      code === 'ENOENT' ? 'no such file; check the path'
      : code === 'EACCES' ? 'permission denied; check the file mode'
      : code === 'EISDIR' ? 'is a directory; give a file'
      : error instanceof Error ? error.message : code;
    // The path leads the message itself, so a caller printing `error.message` sees which file, as Node's own errors say.
    return new PtyscreenError(`io.${code}`, `${file}: cannot read: ${what}`, { file });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new PtyscreenError('internal', message, file === undefined ? {} : { file }, EXIT_INVALID, { cause: error });
}

/** PTYSCREEN_DEBUG=1: a fault of ptyscreen itself prints where it happened, for a bug report. */
function showsStacks(): boolean {
  return typeof process !== 'undefined' && process.env.PTYSCREEN_DEBUG !== undefined && process.env.PTYSCREEN_DEBUG !== '' && process.env.PTYSCREEN_DEBUG !== '0';
}

function stackOf(error: unknown): string {
  return error instanceof Error && error.stack !== undefined ? error.stack : String(error);
}
