// The captures behind the paths a user gave: a folder that is not itself a capture is walked for them.

import { readdirSync, statSync, type Dirent } from 'node:fs';
import { extname, join } from 'node:path';
import { formatFromName } from '../screen/detect.js';
import { isFile } from '../shared/is-file.js';

/** The files that make a folder one capture (src/screen/folder.ts reads them). */
const CAPTURE_FOLDER_FILES = ['screen.ansi', 'screen.txt', 'rec.cast'];

/**
 * Files a walk takes as captures. Envelopes (.json, .yaml) are classified when named, not when found:
 * a folder of captures also holds meta.json, label.json and <name>.expect.json, which are not.
 */
const WALKED_EXTENSIONS = new Set(['.txt', '.ansi', '.ans', '.cast']);

/**
 * `paths` with each folder that is not a capture folder replaced by the captures below it, in name
 * order: capture folders, and .txt, .ansi and .cast files. Hidden entries are skipped and symbolic
 * links to folders are not followed (no cycles). A folder with no capture below it stays as given,
 * so that reading it says what is missing. `-` and paths that do not exist pass through unchanged.
 */
export function expandCapturePaths(paths: readonly string[]): string[] {
  const out: string[] = [];
  for (const path of paths) {
    // A name that says its format is a file: no stat for each of ten thousand globbed captures.
    if (path === '-' || formatFromName(path) !== undefined || WALKED_EXTENSIONS.has(extname(path).toLowerCase()) || !isDirectory(path)) {
      out.push(path);
      continue;
    }
    const found = isCaptureFolder(path) ? [path] : walk(path);
    out.push(...(found.length > 0 ? found : [path]));
  }
  return out;
}

function walk(dir: string): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const found: string[] = [];
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(isCaptureFolder(path) ? [path] : walk(path)));
    else if (WALKED_EXTENSIONS.has(extname(entry.name).toLowerCase()) && isFile(path)) found.push(path);
  }
  return found;
}

function isCaptureFolder(dir: string): boolean {
  return CAPTURE_FOLDER_FILES.some((name) => isFile(join(dir, name)));
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isDirectory() === true;
  } catch {
    return false;
  }
}
