// Where ptyscreen keeps what it may throw away: parsed packs, the CLI's compiled code.

import { homedir } from 'node:os';
import { join } from 'node:path';

/** `$PTYSCREEN_CACHE_DIR`, else `$XDG_CACHE_HOME/ptyscreen`, else `~/.cache/ptyscreen`. */
export function defaultCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.PTYSCREEN_CACHE_DIR) return env.PTYSCREEN_CACHE_DIR;
  return join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'ptyscreen');
}

/** `PTYSCREEN_NO_CACHE=1` turns every cache off, e.g. to time a cold start. */
export function cachesOff(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.PTYSCREEN_NO_CACHE === '1';
}
