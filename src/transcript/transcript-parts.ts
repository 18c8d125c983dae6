// Cuts a native transcript file into parts that replay independently: each later part starts at a
// person's input, which resets all replay state but the todo board, so a part needs only the board.
import { closeSync, openSync, readSync } from 'node:fs';
import { type TodoItem, type TranscriptEvent } from './events.js';
import { cleanLine } from '../shared/line-reader.js';
import { decodeNativeLine } from './native-format.js';

/** Bytes `start` to `end` (exclusive) of a transcript, and the todo board as it stood before them. */
export interface TranscriptPart {
  readonly start: number;
  readonly end: number;
  readonly board: readonly TodoItem[];
}

const NEWLINE = 0x0a;
// Lines are short next to this: a cut reads a few windows around it, and the replay waits for them.
const WINDOW_BYTES = 64 << 10;
/** What the calling thread replays in the time a worker thread takes to start (about 50 ms). */
const HEAD_START_BYTES = 6 << 20;
/** How far past its target a cut is looked for: a transcript with no manual input there is not cut. */
const SEARCH_BYTES = 8 << 20;
const MANUAL_MARK = Buffer.from('"manual"');
const TODOS_MARK = Buffer.from('"todos"');

/**
 * Up to `count` parts covering `[0, size)` in order; a part after the first starts at a line that
 * holds a valid `manual` event, near an even share of the file (the first part a little more). Fewer parts (down to one) when no
 * such line is near a share's start. Which bytes a line holds follows the line reader: lines end
 * at `\n`, a trailing CR is not part of the line.
 */
export function splitTranscript(path: string, size: number, count: number): TranscriptPart[] {
  const fd = openSync(path, 'r');
  try {
    const file = new FileWindow(fd, size, path);
    const cuts: number[] = [];
    // The first part runs in the calling thread, which starts on it while the workers are still
    // starting up, so it is given that much more.
    const headStart = Math.min(HEAD_START_BYTES, Math.floor(size / (4 * count)));
    for (let share = 1; share < count; share += 1) {
      const even = headStart + Math.floor(((size - headStart) * share) / count);
      const from = Math.max(even, (cuts.at(-1) ?? 0) + 1);
      const cut = file.findManualLine(from, Math.min(size, from + SEARCH_BYTES));
      if (cut !== undefined) cuts.push(cut);
    }
    const parts: TranscriptPart[] = [];
    let board: readonly TodoItem[] = [];
    let start = 0;
    for (const cut of [...cuts, size]) {
      parts.push({ start, end: cut, board });
      // The board the next part starts with: the last todos event before its first line.
      board = file.lastBoard(start, cut) ?? board;
      start = cut;
    }
    return parts;
  } finally {
    closeSync(fd);
  }
}

/** Reads lines around byte positions of an open file, a window at a time. */
class FileWindow {
  constructor(
    private readonly fd: number,
    private readonly size: number,
    private readonly path: string,
  ) {}

  private read(start: number, end: number): Buffer {
    const buffer = Buffer.allocUnsafe(Math.max(0, end - start));
    let filled = 0;
    while (filled < buffer.length) {
      const got = readSync(this.fd, buffer, filled, buffer.length - filled, start + filled);
      if (got === 0) break;
      filled += got;
    }
    return buffer.subarray(0, filled);
  }

  /** The start of the line holding byte `at`. */
  private lineStart(at: number): number {
    for (let end = at; end > 0; end -= WINDOW_BYTES) {
      const begin = Math.max(0, end - WINDOW_BYTES);
      const newline = this.read(begin, end).lastIndexOf(NEWLINE);
      if (newline !== -1) return begin + newline + 1;
    }
    return 0;
  }

  /** The end (the `\n`, or the file's end) of the line holding byte `at`. */
  private lineEnd(at: number): number {
    for (let begin = at; begin < this.size; begin += WINDOW_BYTES) {
      const newline = this.read(begin, Math.min(this.size, begin + WINDOW_BYTES)).indexOf(NEWLINE);
      if (newline !== -1) return begin + newline;
    }
    return this.size;
  }

  /** The event on the line `[start, end)`, or null when the line is blank or not a valid native event. */
  private eventAt(start: number, end: number): TranscriptEvent | null {
    const text = cleanLine(this.read(start, end).toString('utf8'), start === 0);
    try {
      return decodeNativeLine(text, 0, this.path);
    } catch {
      return null;
    }
  }

  /**
   * The start of the first line starting in `[from, until)` that holds a manual event a person
   * typed. A message imported from a session log (`mayEchoFeed`) may be an orchestrator's feed,
   * which resets nothing, so no cut is made there.
   */
  findManualLine(from: number, until: number): number | undefined {
    const first = from === 0 ? 0 : this.lineEnd(from - 1) + 1;
    for (let begin = first; begin < until; ) {
      const window = this.read(begin, Math.min(this.size, begin + WINDOW_BYTES));
      let hit = window.indexOf(MANUAL_MARK);
      if (hit === -1) {
        // Step back so that a mark cut by the window's edge is seen whole in the next one.
        begin += Math.max(1, window.length - MANUAL_MARK.length);
        continue;
      }
      hit += begin;
      const start = this.lineStart(hit);
      const end = this.lineEnd(hit);
      const event = start >= first && start < until && start > 0 ? this.eventAt(start, end) : null;
      if (event?.type === 'manual' && event.mayEchoFeed !== true) return start;
      begin = end + 1;
    }
    return undefined;
  }

  /**
   * The todos of the last todos event on a line within `[from, to)`, or undefined when there is
   * none. A line that does not decode is passed over: the part holding it fails on it, and a
   * failing part ends the whole replay, so what a later part starts with no longer matters.
   */
  lastBoard(from: number, to: number): readonly TodoItem[] | undefined {
    for (let end = to; end > from; ) {
      const begin = Math.max(from, end - WINDOW_BYTES);
      const hit = this.read(begin, end).lastIndexOf(TODOS_MARK);
      if (hit === -1) {
        if (begin === from) return undefined;
        end = Math.min(end - 1, begin + TODOS_MARK.length);
        continue;
      }
      const start = this.lineStart(begin + hit);
      if (start >= from) {
        const event = this.eventAt(start, this.lineEnd(begin + hit));
        if (event?.type === 'todos') return event.todos;
      }
      end = start;
    }
    return undefined;
  }
}
