// Finds the outside programs some tests drive (tmux, chromium) and says why those tests skip without them.
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

export interface Tool {
  /** The program's path, or undefined when it is not installed here. */
  readonly path: string | undefined;
  /** Appended to a test's title: empty when the tool is here, else why the test skips and what to install. */
  readonly skipNote: string;
}

function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  return undefined;
}

/**
 * The first of `names` on PATH, looked up when a test file first asks; when none is, a note naming
 * the package that brings it, also printed once so a green run that skipped says so in its log.
 */
export function findTool(names: readonly string[], install: string): Tool {
  let found: Tool | undefined;
  const lookUp = (): Tool => {
    if (found !== undefined) return found;
    const path = names.map(onPath).find((candidate) => candidate !== undefined);
    if (path === undefined) console.warn(`ptyscreen tests: ${names[0]} not found on PATH, its tests skip; ${install}`);
    found = path !== undefined ? { path, skipNote: '' } : { path: undefined, skipNote: ` (skipped: ${names[0]} is not installed; ${install})` };
    return found;
  };
  return {
    get path() {
      return lookUp().path;
    },
    get skipNote() {
      return lookUp().skipNote;
    },
  };
}

export const TMUX = findTool(['tmux'], 'apt-get install tmux');
export const CHROMIUM = findTool(['chromium', 'chromium-browser'], 'apt-get install chromium');
export const OPENSSL = findTool(['openssl'], 'apt-get install openssl');
export const PYTHON3 = findTool(['python3'], 'apt-get install python3');
