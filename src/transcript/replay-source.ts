// Replays a transcript file, stdin or text end to end: lines → decoder → driver → report.
import { toPtyscreenError } from '../errors.js';
import { type TranscriptDecoder } from './decoder.js';
import { createTranscriptDecoder, createDetectingDecoder } from './detect-format.js';
import { type TranscriptFormat } from './events.js';
import { forEachLine, forEachLineOfText } from '../shared/line-reader.js';
import { createLineFeed } from './line-feed.js';
import { createReplayCollector, type CollectOptions, type ReplayReport } from './report.js';
import { replayInParts } from './replay-in-parts.js';

export interface ReplaySourceOptions extends CollectOptions {
  /** The transcript's format; `auto` (the default) detects it from the first line. */
  from?: TranscriptFormat | 'auto';
  /**
   * Hears how far the replay has read: bytes so far and the file's size (undefined for stdin or a
   * pipe), after each read of 64 KiB, from every thread of a replay in parts. For a progress
   * display; it runs on the replay's own time, so keep it cheap.
   */
  onProgress?: ((read: number, total: number | undefined) => void) | undefined;
}

/**
 * Replays a transcript file (`-` for stdin) 64 KiB at a time: the file is never held whole. A
 * regular file is read synchronously, the event loop getting a turn every 8 MiB (line-reader.ts).
 * Throws a PtyscreenError naming the file (and line) when it cannot be read, holds no record, or a
 * line is malformed (a last line cut short is a warning: see line-feed.ts).
 * A long native transcript is replayed in parts on worker threads (see replayWorkerCount), with
 * the same report.
 */
export async function replayFile(source: string, options: ReplaySourceOptions = {}): Promise<ReplayReport> {
  // What reaches the collector, and worker threads, is plain data: no callback.
  const { onProgress, from, ...collect } = options;
  if (source !== '-' && (from ?? 'auto') in NATIVE_OR_AUTO) {
    const inParts = await replayInParts(source, collect, { onProgress });
    if (inParts !== undefined) return inParts;
  }
  const decoder = decoderFor(source, options);
  const collector = createReplayCollector(collect);
  const feed = createLineFeed(decoder, collector.sink, source);
  let warnings: readonly string[];
  try {
    await forEachLine(source, feed.onLine, { onBytes: onProgress });
    warnings = feed.end();
  } catch (error) {
    throw toPtyscreenError(error, source);
  }
  return collector.finish(source, decoder.format, decoder.toolCalls, warnings);
}

/** Replays a transcript held in memory; `source` names it in the report and in errors. */
export function replayText(text: string, options: ReplaySourceOptions = {}, source = '<text>'): ReplayReport {
  const decoder = decoderFor(source, options);
  const collector = createReplayCollector(options);
  const feed = createLineFeed(decoder, collector.sink, source);
  forEachLineOfText(text, feed.onLine, source);
  // A document's format is known only once it has been read whole, at the end.
  const warnings = feed.end();
  return collector.finish(source, decoder.format, decoder.toolCalls, warnings);
}

const NATIVE_OR_AUTO = { native: true, auto: true };

function decoderFor(source: string, options: ReplaySourceOptions): TranscriptDecoder {
  const from = options.from ?? 'auto';
  return from === 'auto' ? createDetectingDecoder(source) : createTranscriptDecoder(from, source);
}
