// The contract every transcript reader meets: lines in, events out through a sink.
import { type EventSink, type TranscriptFormat } from './events.js';

export interface TranscriptDecoder {
  readonly format: TranscriptFormat;
  /** Decodes one line (1-based `line`, without its newline); emits zero or more events. */
  line(text: string, line: number, emit: EventSink): void;
  /** The input ended: emit whatever was held back. */
  end(emit: EventSink): void;
  /** Tool calls a session log held, so a replay can say when none of them was read as a board. */
  readonly toolCalls?: number;
  /** What a person should know about how the log was read (records run together, a sub-agent's log). */
  readonly warnings?: readonly string[];
}
