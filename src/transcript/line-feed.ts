// Hands a transcript's lines to a decoder: the one place that says what an empty input and a last line cut short mean.
import { PtyscreenError } from '../errors.js';
import { type TranscriptDecoder } from './decoder.js';
import { type EventSink } from './events.js';
import { type LineHandler } from '../shared/line-reader.js';

export interface LineFeed {
  /** Give it to forEachLine. */
  readonly onLine: LineHandler;
  /**
   * The input ended: the decoder emits what it held back, and the warnings about how the input
   * was read come back (the decoder's, and a last line cut short). Throws `transcript.empty`
   * when no line held a record.
   */
  end(): readonly string[];
}

/**
 * A log is written as the session goes, so its last line may be one the writer had not finished
 * (the session is still running, or the copy was cut): when that line, and only that one, is not
 * valid JSON, everything before it is read and a warning says the line was not. An input with no
 * record at all is an error, not a clean replay of nothing: most often the wrong file.
 */
export function createLineFeed(decoder: TranscriptDecoder, sink: EventSink, source: string): LineFeed {
  let read = false;
  let cutLine: number | null = null;
  return {
    onLine(text, line, unterminated) {
      if (unterminated) {
        try {
          decoder.line(text, line, sink);
        } catch (error) {
          if (!(error instanceof PtyscreenError) || error.code !== 'transcript.json') throw error;
          cutLine = line;
          return;
        }
      } else {
        decoder.line(text, line, sink);
      }
      // Past the first line that holds something, this is one comparison a line.
      if (!read && text.trim().length > 0) read = true;
    },
    end() {
      decoder.end(sink);
      if (!read) {
        const why = cutLine === null ? 'no line holds a record' : `its only line is cut short (the log ends inside line ${cutLine})`;
        throw new PtyscreenError(
          'transcript.empty',
          `the transcript is empty: ${why}, so there is nothing to replay; an empty session is not a clean one. Is this the right file?`,
          { file: source },
        );
      }
      const warnings = decoder.warnings ?? [];
      if (cutLine === null) return warnings;
      return [...warnings, `line ${cutLine} is cut short: the log ends inside it (still being written, or truncated), so it was not read`];
    },
  };
}
