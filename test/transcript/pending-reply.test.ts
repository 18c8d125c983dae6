// An agent's text is held until the turn is over: a tool running makes it narration, the end makes it the reply.
import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../../src/transcript/events.js';
import { createPendingReply } from '../../src/transcript/pending-reply.js';

function collector(): { emit: (event: TranscriptEvent, line: number) => void; events: [TranscriptEvent, number][] } {
  const events: [TranscriptEvent, number][] = [];
  return { emit: (event, line) => events.push([event, line]), events };
}

describe('createPendingReply', () => {
  it('flushes nothing when nothing is held', () => {
    const { emit, events } = collector();
    createPendingReply().flush(emit);
    expect(events).toEqual([]);
  });

  it('flushes the held texts as one reply, joined by newlines, at the line of the last', () => {
    const { emit, events } = collector();
    const pending = createPendingReply();
    pending.add('First part.', 3);
    pending.add('Second part.', 5);
    pending.flush(emit);
    expect(events).toEqual([[{ type: 'reply', text: 'First part.\nSecond part.' }, 5]]);
  });

  it('is empty after a flush', () => {
    const { emit, events } = collector();
    const pending = createPendingReply();
    pending.add('once', 1);
    pending.flush(emit);
    pending.flush(emit);
    expect(events).toHaveLength(1);
    expect(pending.holds('once')).toBe(false);
  });

  it('discards narration when a tool runs, keeping what comes after it', () => {
    const { emit, events } = collector();
    const pending = createPendingReply();
    pending.add('Let me read the file.', 2);
    pending.discard();
    pending.add('All done.', 9);
    pending.flush(emit);
    expect(events).toEqual([[{ type: 'reply', text: 'All done.' }, 9]]);
  });

  it('says whether a text is held already, exactly as written', () => {
    const pending = createPendingReply();
    pending.add('Done.', 1);
    expect(pending.holds('Done.')).toBe(true);
    expect(pending.holds('done.')).toBe(false);
    pending.discard();
    expect(pending.holds('Done.')).toBe(false);
  });
});
