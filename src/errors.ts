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

export class PtyscreenError extends Error {
  override readonly name = 'PtyscreenError';
  readonly code: string;
  readonly location: SourceLocation;
  readonly exitCode: number;

  constructor(code: string, message: string, location: SourceLocation = {}, exitCode = EXIT_INVALID) {
    super(message);
    this.code = code;
    this.location = location;
    this.exitCode = exitCode;
  }

  /** `file:line:col: message`, the form editors and terminals turn into links. */
  format(): string {
    const where = formatLocation(this.location);
    // An error about a whole file (it cannot be opened) names it in its message already.
    return this.message.startsWith(where) ? this.message : `${where}${this.message}`;
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

/** Turns anything thrown into a PtyscreenError, so no raw stack trace reaches a user. */
export function toPtyscreenError(error: unknown, file?: string): PtyscreenError {
  if (error instanceof PtyscreenError) return error;
  const err = error as NodeJS.ErrnoException | null | undefined;
  if (err !== null && err !== undefined && typeof err.code === 'string' && file !== undefined) {
    const what =
      err.code === 'ENOENT' ? 'no such file; check the path'
      : err.code === 'EACCES' ? 'permission denied; check the file mode'
      : err.code === 'EISDIR' ? 'is a directory; give a file'
      : err.message;
    // The path leads the message itself, so a caller printing `error.message` sees which file, as Node's own errors say.
    return new PtyscreenError(`io.${err.code}`, `${file}: cannot read: ${what}`, { file });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new PtyscreenError('internal', message, file === undefined ? {} : { file });
}
