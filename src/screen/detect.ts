// Tells which kind of capture a file or string is, from its name and then its content.

import { extname } from 'node:path';
import { isAsciicastHeader } from './asciicast/asciicast-format.js';
import type { CaptureFormat } from './options.js';

const BY_EXTENSION: Readonly<Record<string, CaptureFormat>> = {
  '.cast': 'asciicast',
  '.json': 'envelope',
  '.yaml': 'envelope',
  '.yml': 'envelope',
  '.ans': 'ansi',
  '.ansi': 'ansi',
};

const ENVELOPE_SCREEN_KEYS = ['text', 'ansi', 'castFile'];

/** The format a file name says, if it says one (`.cast`, `.json`, `.yaml`, `.yml`, `.ansi`). */
export function formatFromName(name: string | undefined): CaptureFormat | undefined {
  if (name === undefined) return undefined;
  return BY_EXTENSION[extname(name).toLowerCase()];
}

/** True when the first line of `head` is an asciicast v2 header. */
export function startsLikeAsciicast(head: string): boolean {
  const newline = head.indexOf('\n');
  return isAsciicastHeader(newline === -1 ? head : head.slice(0, newline));
}

// Only JSON is recognised by content: YAML cannot be told from a screen of plain text.
function isJsonEnvelope(text: string): boolean {
  if (!text.trimStart().startsWith('{')) return false;
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && ENVELOPE_SCREEN_KEYS.some((key) => key in value);
  } catch {
    return false;
  }
}

/** The format of a whole capture from its content: asciicast, a JSON envelope, ANSI (has ESC), else text. */
export function formatFromContent(text: string): Exclude<CaptureFormat, 'folder'> {
  if (startsLikeAsciicast(text)) return 'asciicast';
  if (isJsonEnvelope(text)) return 'envelope';
  return text.includes('\x1b') ? 'ansi' : 'text';
}

/**
 * The format of a capture: the name's, else the content's. `head` may be only
 * the start of the content (enough to hold an asciicast header line).
 */
export function detectCaptureFormat(name: string | undefined, head: string): Exclude<CaptureFormat, 'folder'> {
  const byName = formatFromName(name);
  if (byName !== undefined && byName !== 'folder') return byName;
  return formatFromContent(head);
}
