// Replays a transcript file, stdin or text end to end: lines → decoder → driver → report.
import { toPtyscreenError } from '../errors.js';
import { type TranscriptDecoder } from './decoder.js';
import { type TranscriptFormat } from './events.js';
import { byFirstLine, detectTranscriptFormat, firstLineOfFile } from './format-detection.js';
import { opensDocument } from './json-document.js';
import { forEachLine } from '../shared/line-reader.js';
import { createNativeDecoder } from './native-format.js';
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
  const decoder = await decoderFor(source, from ?? 'auto');
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

const NATIVE_OR_AUTO = { native: true, auto: true };

type DecoderFactory = (file: string) => TranscriptDecoder;

// The readers that stand alone, each loaded only for a transcript in its format. The others (a
// Gemini CLI log, which may be a document, and the documents) come with every reader.
const READERS: Partial<Record<TranscriptFormat, () => Promise<DecoderFactory>>> = {
  'claude-code': async () => (await import('./claude-code-format.js')).createClaudeCodeDecoder,
  codex: async () => (await import('./codex-format.js')).createCodexDecoder,
  'qwen-code': async () => (await import('./qwen-format.js')).createQwenDecoder,
  'copilot-cli': async () => (await import('./copilot-format.js')).createCopilotDecoder,
};

/**
 * The decoder createDetectingDecoder (or createTranscriptDecoder, given a format) would give, with
 * only the reader it picks loaded: a replay of a native transcript loaded every format's reader,
 * and paid for compiling them, before it read a line. The format is detected from the file's
 * first non-blank line, read ahead; a decoder picks by the same line, so what it reads is the same.
 */
async function decoderFor(source: string, from: TranscriptFormat | 'auto'): Promise<TranscriptDecoder> {
  if (from === 'native') return createNativeDecoder(source);
  let format: TranscriptFormat | undefined = from === 'auto' ? undefined : from;
  if (format === undefined && source !== '-') {
    const first = firstLineQuietly(source);
    if (first !== undefined && !opensDocument(first)) format = detectTranscriptFormat(first);
    // Blank lines before the first are the native decoder's to skip, as they are the picker's.
    if (format === 'native') return createNativeDecoder(source);
  }
  const load = format === undefined ? undefined : READERS[format];
  if (load !== undefined) {
    const create = await load();
    return from === 'auto' ? byFirstLine(() => create(source)) : create(source);
  }
  const readers = await import('./detect-format.js');
  return from === 'auto' ? readers.createDetectingDecoder(source) : readers.createTranscriptDecoder(from, source);
}

/** The first line, or undefined when it cannot be read here: the replay then reports why, in its own words. */
function firstLineQuietly(source: string): string | undefined {
  try {
    return firstLineOfFile(source);
  } catch {
    return undefined;
  }
}
