// Holds an agent's text until the turn is known to be over, so only a turn's final words count as its reply.
import { type EventSink } from './events.js';

/**
 * Session logs interleave text with tool calls inside one turn ("Let me read the file", a tool
 * call, its result, more text). Only text after which no tool ran is the reply an auto loop
 * reacts to, so text is held: a tool running discards it, and input or the end of the log
 * releases it as one `reply`.
 */
export interface PendingReply {
  add(text: string, line: number): void;
  /** A tool ran: the text held so far was narration inside the turn. */
  discard(): void;
  /** The turn is over: emit what is held as a reply, at the line of its last text. */
  flush(emit: EventSink): void;
  /** True when `text` is already held (agents log some messages twice). */
  holds(text: string): boolean;
}

export function createPendingReply(): PendingReply {
  let parts: string[] = [];
  let lastLine = 0;
  return {
    add(text, line) {
      parts.push(text);
      lastLine = line;
    },
    discard() {
      parts = [];
    },
    flush(emit) {
      if (parts.length === 0) return;
      const text = parts.join('\n');
      parts = [];
      emit({ type: 'reply', text }, lastLine);
    },
    holds: (text) => parts.includes(text),
  };
}
