// How a command ends early: Ctrl-C or SIGTERM (exit 130 or 143), or its reader going away (EPIPE: quietly).

import { removeTemporaryFiles } from '../shared/write-file-atomic.js';

export const EXIT_INTERRUPTED = 130;
export const EXIT_TERMINATED = 143;

/**
 * Until the returned function is called, Ctrl-C (SIGINT) or SIGTERM ends the process at once with
 * 128 + the signal's number, after removing the temporary files of writes under way: an output
 * file is either whole or absent. At once, because one capture may take minutes to replay.
 */
export function exitOnInterrupt(): () => void {
  const onSignal = (signal: NodeJS.Signals): void => {
    removeTemporaryFiles();
    process.exit(signal === 'SIGINT' ? EXIT_INTERRUPTED : EXIT_TERMINATED);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
}

/**
 * Tracks whether standard output's reader went away (`| head -1` read its line and left). oclif
 * already keeps the EPIPE from crashing the process; this lets a command stop work nobody will read.
 */
export function watchStdout(onClosed?: () => void): { readonly closed: boolean; dispose(): void } {
  let closed = false;
  const onError = (error: NodeJS.ErrnoException): void => {
    if (error.code !== 'EPIPE' || closed) return;
    closed = true;
    onClosed?.();
  };
  process.stdout.on('error', onError);
  return {
    get closed() {
      return closed;
    },
    dispose: () => process.stdout.off('error', onError),
  };
}
