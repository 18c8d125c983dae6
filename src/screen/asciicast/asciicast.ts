// The asciicast entry points: settled screens for a timeline, and the final screen.

import { fileChunks, type ChunkSource } from '../../shared/chunk-source.js';
import { replayAsciicast, type SettledScreen } from './asciicast-replay.js';
import type { AsciicastOptions } from '../options.js';
import type { Screen } from '../types.js';

export type { SettledScreen } from './asciicast-replay.js';

export interface SettledScreensOptions extends AsciicastOptions {
  /** Recording time without output after which the screen counts as settled. Default 0.25 s. */
  readonly quietSeconds?: number | undefined;
  /**
   * Also yield the screen when output has gone on this long without such a pause. Off by default: an
   * agent animating a spinner (qwen-code's retry countdown) otherwise never settles until it stops.
   */
  readonly maxIntervalSeconds?: number | undefined;
}

export const DEFAULT_QUIET_SECONDS = 0.25;

function sourceName(path: string): string {
  return path === '-' ? '<stdin>' : path;
}

/**
 * The screen each time the recording pauses for `quietSeconds`, and once at its end. Streams the
 * file: memory stays flat however long the recording is.
 */
export function settledScreens(path: string, options: SettledScreensOptions = {}): AsyncGenerator<SettledScreen> {
  return settledScreensFrom(fileChunks(path, options.onBytes), sourceName(path), options);
}

export function settledScreensFrom(source: ChunkSource, name: string, options: SettledScreensOptions = {}): AsyncGenerator<SettledScreen> {
  return replayAsciicast(source, name, { ...options, quietSeconds: options.quietSeconds ?? DEFAULT_QUIET_SECONDS });
}

/** The screen as the recording leaves it. */
export function readAsciicastFinal(path: string, options: AsciicastOptions = {}): Promise<Screen> {
  return finalScreenFrom(fileChunks(path, options.onBytes), sourceName(path), options);
}

export async function finalScreenFrom(source: ChunkSource, name: string, options: AsciicastOptions = {}): Promise<Screen> {
  let last: Screen | undefined;
  const finalOnly = { ...options, quietSeconds: undefined, maxIntervalSeconds: undefined };
  for await (const settled of replayAsciicast(source, name, finalOnly)) last = settled.screen;
  // replayAsciicast always yields once at the end or throws.
  return last as Screen;
}
