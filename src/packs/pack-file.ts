// A pack's file: where it is (a folder holding pack.yaml, or the YAML file), whether a path is one, and its text read safely.

import { isUtf8 } from 'node:buffer';
import * as nodeFs from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { formatBytes } from '../shared/format-bytes.js';
import { isRecord } from '../shared/is-record.js';
import type { PackProblem } from './problems.js';

/** The file-system calls pack loading needs; node:fs by default, memfs in tests. */
export interface PackFs {
  readFileSync(path: string, encoding: 'utf8'): string;
  readFileSync(path: string): Uint8Array;
  readdirSync(path: string): string[];
  existsSync(path: string): boolean;
  statSync(path: string): { isDirectory(): boolean; readonly size: number };
  realpathSync(path: string): string;
}

export const PACK_FILE_NAME = 'pack.yaml';

/** A path names a pack by its folder (holding pack.yaml) or by the YAML file itself. */
export function packFileOf(path: string, fs: PackFs = nodeFs): string {
  return fs.existsSync(path) && fs.statSync(path).isDirectory() ? join(path, PACK_FILE_NAME) : path;
}

/** The pack folders directly under a rules directory (each holding a pack.yaml), sorted for a stable order. */
export function listPackDirs(rulesDir: string, fs: PackFs = nodeFs): string[] {
  if (!fs.existsSync(rulesDir)) return [];
  return fs
    .readdirSync(rulesDir)
    .sort()
    .map((name) => join(rulesDir, name))
    .filter((dir) => fs.statSync(dir).isDirectory() && fs.existsSync(join(dir, PACK_FILE_NAME)));
}

/** A pack file is pack.yaml or another YAML file; anything else given as a pack is a wrong path, not a pack to parse. */
export function isPackFileName(file: string): boolean {
  return basename(file) === PACK_FILE_NAME || ['.yaml', '.yml'].includes(extname(file).toLowerCase());
}

/** What a path given as a pack is, when it is not one: a folder without pack.yaml, or a file that is not YAML. */
export function notAPack(file: string, fs: PackFs): PackProblem | null {
  const folder = dirname(file);
  if (basename(file) === PACK_FILE_NAME && !fs.existsSync(file) && fs.existsSync(folder) && fs.statSync(folder).isDirectory()) {
    return { code: 'pack.not-a-pack', severity: 'error', message: `not a pack (no ${PACK_FILE_NAME})`, file: folder };
  }
  if (!isPackFileName(file) && fs.existsSync(file)) {
    return { code: 'pack.not-a-pack', severity: 'error', message: `not a pack (a pack is a folder holding ${PACK_FILE_NAME}, or a .yaml file)`, file };
  }
  return null;
}

/** Keys only a pack has at its top: a mapping with none of them, and no id, is some other YAML file. */
const PACK_KEYS = ['id', 'process', 'gates', 'failures'];

export function isPackDocument(value: unknown): boolean {
  return isRecord(value) && PACK_KEYS.some((key) => key in value);
}

/** A pack is a page of rules; a file this large is a mistake or an attack, and is not read. */
export const MAX_PACK_BYTES = 1024 * 1024;

/** Where the first byte that is not UTF-8 sits, as 1-based line and column (in bytes), or null. */
function firstInvalidUtf8(bytes: Uint8Array): { line: number; column: number } | null {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i]!;
    const need = b < 0x80 ? 0 : b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
    let ok = need >= 0 && i + need < bytes.length;
    for (let k = 1; ok && k <= need; k++) ok = (bytes[i + k]! & 0xc0) === 0x80;
    if (ok && need === 2) ok = !(b === 0xe0 && bytes[i + 1]! < 0xa0) && !(b === 0xed && bytes[i + 1]! >= 0xa0);
    if (ok && need === 3) ok = !(b === 0xf0 && bytes[i + 1]! < 0x90) && !(b === 0xf4 && bytes[i + 1]! >= 0x90);
    if (!ok) return { line, column: i - lineStart + 1 };
    if (b === 0x0a) {
      line++;
      lineStart = i + 1;
    }
    i += need + 1;
  }
  return null;
}

/**
 * The pack's text, or the problem that stops it: over the size cap, or not UTF-8. Bytes that are not
 * UTF-8 would otherwise turn into U+FFFD unnoticed, and a pattern would quietly stop matching.
 */
export function readPackText(file: string, fs: PackFs): string | PackProblem {
  const size = fs.statSync(file).size;
  const tooLarge = (bytes: number): PackProblem => ({
    code: 'pack.too-large',
    severity: 'error',
    message: `${PACK_FILE_NAME} is ${formatBytes(bytes)}, over the ${formatBytes(MAX_PACK_BYTES)} limit for a pack; split it into several packs`,
    file,
  });
  if (size > MAX_PACK_BYTES) return tooLarge(size);
  const raw = fs.readFileSync(file);
  if (raw.length > MAX_PACK_BYTES) return tooLarge(raw.length);
  // Checked natively first: the byte walk that finds where the fault is costs milliseconds per pack.
  const bad = isUtf8(raw) ? null : firstInvalidUtf8(raw);
  if (bad !== null) {
    return {
      code: 'pack.encoding',
      severity: 'error',
      message: 'this byte is not UTF-8; save the pack as UTF-8',
      file,
      line: bad.line,
      column: bad.column,
    };
  }
  const text = Buffer.from(raw.buffer, raw.byteOffset, raw.length).toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
