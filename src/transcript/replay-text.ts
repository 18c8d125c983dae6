// Replays a transcript held in memory. Apart from replay-source.ts, whose file replay loads only the
// reader its transcript's format needs: text is replayed synchronously, so every reader is loaded.
import { createDetectingDecoder, createTranscriptDecoder } from './detect-format.js';
import { forEachLineOfText } from '../shared/line-reader.js';
import { createLineFeed } from './line-feed.js';
import { createReplayCollector, type ReplayReport } from './report.js';
import { type ReplaySourceOptions } from './replay-source.js';

/** Replays a transcript held in memory; `source` names it in the report and in errors. */
export function replayText(text: string, options: ReplaySourceOptions = {}, source = '<text>'): ReplayReport {
  const from = options.from ?? 'auto';
  const decoder = from === 'auto' ? createDetectingDecoder(source) : createTranscriptDecoder(from, source);
  const collector = createReplayCollector(options);
  const feed = createLineFeed(decoder, collector.sink, source);
  forEachLineOfText(text, feed.onLine, source);
  // A document's format is known only once it has been read whole, at the end.
  const warnings = feed.end();
  return collector.finish(source, decoder.format, decoder.toolCalls, warnings);
}

