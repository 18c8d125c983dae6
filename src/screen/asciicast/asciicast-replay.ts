// Plays an asciicast v2 recording into one emulator, yielding the screen whenever the output pauses.

import { PtyscreenError } from '../../errors.js';
import { formatBytes } from '../../shared/format-bytes.js';
import { parseEvent, parseHeader, parseResize, type AsciicastEvent } from './asciicast-format.js';
import type { ChunkSource } from '../../shared/chunk-source.js';
import { checkGeometryOptions } from '../geometry.js';
import { readLines, type SourceLine } from '../../shared/chunk-lines.js';
import type { AsciicastOptions } from '../options.js';
import { AsciicastPlayer } from './asciicast-player.js';
import type { Screen } from '../types.js';

export interface SettledScreen {
  /** Recording time, in seconds, of the last output before the pause (0 when there was none). */
  readonly t: number;
  readonly screen: Screen;
}

export interface ReplayOptions extends AsciicastOptions {
  /** Yield a screen after each pause in output this long; undefined yields only the final screen. */
  readonly quietSeconds?: number | undefined;
  /** Also yield a screen when output has gone on this long without a pause (a spinner never pauses). */
  readonly maxIntervalSeconds?: number | undefined;
}

// One event's data larger than this is not a terminal recording any more.
const MAX_LINE_BYTES = 64 * 1024 * 1024;
// Recording times are decimal fractions; a pause of exactly quietSeconds must count despite rounding.
const TIME_EPSILON = 1e-9;

function overlongLine(line: SourceLine, file: string, code: 'capture.asciicast.header' | 'capture.asciicast.event'): PtyscreenError {
  return new PtyscreenError(
    code,
    `line is ${formatBytes(line.bytes)}, over the ${formatBytes(MAX_LINE_BYTES)} limit for one event`,
    { file, line: line.number },
  );
}

export async function* replayAsciicast(source: ChunkSource, file: string, options: ReplayOptions = {}): AsyncGenerator<SettledScreen> {
  checkGeometryOptions(options);
  const { quietSeconds, maxIntervalSeconds } = options;
  if (quietSeconds !== undefined && !(quietSeconds >= 0)) {
    throw new PtyscreenError('capture.options', `quietSeconds must be a number of seconds, 0 or more, not ${quietSeconds}`);
  }
  if (maxIntervalSeconds !== undefined && !(maxIntervalSeconds > 0)) {
    throw new PtyscreenError('capture.options', `maxIntervalSeconds must be a number of seconds above 0, not ${maxIntervalSeconds}`);
  }
  const lines = readLines(source, MAX_LINE_BYTES);
  let player: AsciicastPlayer | undefined;
  let lastChange: number | undefined;
  // When the last screen was taken (or output began): measures maxIntervalSeconds.
  let lastTaken: number | undefined;
  try {
    for await (const line of lines) {
      if (player === undefined) {
        if (line.text === undefined) throw overlongLine(line, file, 'capture.asciicast.header');
        const header = parseHeader(line.text, { file, line: line.number });
        player = new AsciicastPlayer(options.cols ?? header.width, options.rows ?? header.height);
        continue;
      }
      const event = readEvent(line, file, options);
      if (event === undefined || (event.code !== 'o' && event.code !== 'r')) continue;
      const size = event.code === 'r' ? parseResizeOrSkip(event, line, file, options) : undefined;
      if (event.code === 'r' && size === undefined) continue;
      if (lastChange !== undefined) {
        const paused = quietSeconds !== undefined && event.time - lastChange >= quietSeconds - TIME_EPSILON;
        const overdue = maxIntervalSeconds !== undefined && event.time - (lastTaken as number) >= maxIntervalSeconds - TIME_EPSILON;
        if (paused || overdue) {
          player.askScreen(lastChange);
          lastTaken = event.time;
        }
      } else lastTaken = event.time;
      if (size === undefined) player.output(event.data);
      else player.resize(size.cols, size.rows);
      lastChange = event.time;
      if (player.isBehind) await player.drain();
      if (player.hasReady) yield* player.takeReady();
    }
    if (player === undefined) {
      throw new PtyscreenError(
        'capture.asciicast.empty',
        'empty recording: no asciicast header; a recording starts with a line such as {"version":2,"width":80,"height":24}',
        { file, line: 1 },
      );
    }
    player.askScreen(lastChange ?? 0);
    await player.drain();
    yield* player.takeReady();
  } finally {
    // xterm may still hold writes; it must finish them before it is disposed.
    await player?.drain();
    player?.dispose();
    await lines.return(undefined);
  }
}

/** A malformed line fails the replay, saying how to get past it, or under `lenient` is reported and skipped. */
function skipOrThrow(problem: PtyscreenError, options: AsciicastOptions): undefined {
  if (!options.lenient) {
    throw new PtyscreenError(
      problem.code,
      `${problem.message}; fix or delete the line, or skip broken lines with --lenient (lenient in the library)`,
      problem.location,
    );
  }
  options.onSkippedLine?.(problem);
  return undefined;
}

function readEvent(line: SourceLine, file: string, options: AsciicastOptions): AsciicastEvent | undefined {
  if (line.text === undefined) { skipOrThrow(overlongLine(line, file, 'capture.asciicast.event'), options); return; }
  // A blank line (a trailing newline, an editor's) carries nothing and breaks nothing.
  if (line.text.trim() === '') return undefined;
  try {
    return parseEvent(line.text, { file, line: line.number });
  } catch (error) {
    if (error instanceof PtyscreenError) { skipOrThrow(error, options); return; }
    throw error;
  }
}

function parseResizeOrSkip(event: AsciicastEvent, line: SourceLine, file: string, options: AsciicastOptions) {
  try {
    return parseResize(event.data, { file, line: line.number });
  } catch (error) {
    if (error instanceof PtyscreenError) { skipOrThrow(error, options); return; }
    throw error;
  }
}
