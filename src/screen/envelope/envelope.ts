// Reads a capture envelope into a Screen: the screen it holds, with its process and vendor.

import { dirname } from 'node:path';
import { readAnsiScreen } from '../ansi/ansi.js';
import { readAsciicastFinal } from '../asciicast/asciicast.js';
import { parseEnvelope, type CaptureEnvelope } from './envelope-parse.js';
import type { AsciicastOptions } from '../options.js';
import { resolveInside } from './safe-path.js';
import { readTextScreen } from '../text/text.js';
import type { Screen } from '../types.js';

async function screenOf(envelope: CaptureEnvelope, file: string, baseDir: string, options: AsciicastOptions): Promise<Screen> {
  const geometry = { cols: envelope.cols, rows: envelope.rows };
  if (envelope.text !== undefined) return readTextScreen(envelope.text, geometry);
  if (envelope.ansi !== undefined) return readAnsiScreen(envelope.ansi, geometry);
  const cast = await resolveInside(baseDir, envelope.castFile as string, { file });
  return readAsciicastFinal(cast, { ...options, ...geometry });
}

/**
 * The screen an envelope holds. `baseDir` is where its castFile must live: the envelope's own folder
 * for a file, the caller's choice for a string.
 */
export async function readEnvelopeScreen(
  text: string,
  file: string,
  options: AsciicastOptions & { readonly baseDir?: string | undefined } = {},
): Promise<Screen> {
  const envelope = parseEnvelope(text, file);
  const screen = await screenOf(envelope, file, options.baseDir ?? dirname(file), options);
  return {
    ...screen,
    process: { name: envelope.process, ...(envelope.argv !== undefined && { argv: envelope.argv }) },
    ...(envelope.vendor !== undefined && { vendor: envelope.vendor }),
  };
}
