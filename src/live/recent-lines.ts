// Request lines a server answered lately, by their text after the id. A poller sends an unchanged
// pane's screen as the same line again and again, only its id differing, and once the answer is
// remembered (recent-results.ts), reading that line's JSON is most of what answering it costs.

import type { CaptureResult } from '../batch/classify-captures.js';
import { RECENT_RESULTS_LIMITS, type RecentResultsLimits } from './recent-results.js';

/** A request line that opens with its id: the id's JSON text, and the line after the comma that follows it. */
export interface LeadingId {
  readonly idText: string;
  readonly rest: string;
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const LITERAL = /true|false|null/y;

function skipSpace(line: string, at: number): number {
  let i = at;
  while (i < line.length && (line[i] === ' ' || line[i] === '\t' || line[i] === '\n' || line[i] === '\r')) i++;
  return i;
}

/** Where the JSON string opening at `at` ends (past its closing quote), or -1. Its escapes are checked by JSON.parse later. */
function stringEnd(line: string, at: number): number {
  for (let i = at + 1; i < line.length; i++) {
    if (line[i] === '\\') i++;
    else if (line[i] === '"') return i + 1;
  }
  return -1;
}

/**
 * `{"id": VALUE, …` with VALUE a number, a string, true, false or null: VALUE's text and the rest of
 * the line after the comma. Null for any other line (the id elsewhere or missing, an object or an
 * array as the id): such a line is read in full.
 */
export function splitLeadingId(line: string): LeadingId | null {
  let i = skipSpace(line, 0);
  if (line[i] !== '{') return null;
  i = skipSpace(line, i + 1);
  if (!line.startsWith('"id"', i)) return null;
  i = skipSpace(line, i + 4);
  if (line[i] !== ':') return null;
  const start = skipSpace(line, i + 1);
  let end: number;
  if (line[start] === '"') {
    end = stringEnd(line, start);
  } else {
    const pattern = line[start] === '-' || (line[start]! >= '0' && line[start]! <= '9') ? NUMBER : LITERAL;
    pattern.lastIndex = start;
    end = pattern.test(line) ? pattern.lastIndex : -1;
  }
  if (end === -1) return null;
  const comma = skipSpace(line, end);
  if (line[comma] !== ',') return null;
  return { idText: line.slice(start, end), rest: line.slice(comma + 1) };
}

/**
 * Results by the text of the request line after its id, least recently asked dropped first once
 * either limit is passed. Only a line that asked for a screen and whose id is the one it opens with
 * is kept (see serve.ts), so the same text after any id asks the same question.
 */
export class RecentLines {
  private readonly lines = new Map<string, CaptureResult>();
  private chars = 0;

  constructor(private readonly limits: RecentResultsLimits = RECENT_RESULTS_LIMITS) {}

  get size(): number {
    return this.lines.size;
  }

  get(rest: string): CaptureResult | undefined {
    const result = this.lines.get(rest);
    if (result === undefined) return undefined;
    this.lines.delete(rest);
    this.lines.set(rest, result);
    return result;
  }

  /** Keeps `result`, which must be frozen (one object goes to every later asker). */
  set(rest: string, result: CaptureResult): void {
    if (rest.length > this.limits.maxScreenChars || this.limits.maxEntries < 1 || !Object.isFrozen(result)) return;
    if (this.lines.has(rest)) this.lines.delete(rest);
    else this.chars += rest.length;
    this.lines.set(rest, result);
    for (const oldest of this.lines.keys()) {
      if (this.lines.size <= this.limits.maxEntries && this.chars <= this.limits.maxScreenChars) break;
      this.lines.delete(oldest);
      this.chars -= oldest.length;
    }
  }
}
