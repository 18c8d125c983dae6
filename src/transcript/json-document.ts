// Reads a session saved as one JSON document (Gemini CLI's checkpoints, opencode's exports): the
// lines are gathered, the document is parsed whole at the end, and a reader that knows its shape
// turns it into events, each placed at the line where the part it came from begins.
import { PtyscreenError } from '../errors.js';
import { jsonErrorPlace, jsonErrorWhat } from '../shared/json-position.js';
import { type TranscriptDecoder } from './decoder.js';
import { type EventSink, type TranscriptFormat } from './events.js';

/** The line each array element of a document starts on, by its path (keys and indexes). */
export type LineOf = (...path: readonly (string | number)[]) => number | undefined;

export interface DocumentReader {
  readonly format: TranscriptFormat;
  /** Words for the error when no reader takes a document: what this reader expects. */
  readonly shape: string;
  accepts(document: unknown): boolean;
  /** Emits the document's events; returns how many tool calls it held. */
  read(document: unknown, lineOf: LineOf, emit: EventSink): number;
}

/** True when a first line opens a JSON document written over many lines (`{` or `[` alone). */
export function opensDocument(firstLine: string): boolean {
  const trimmed = firstLine.trim();
  return trimmed === '{' || trimmed === '[';
}

export function createDocumentDecoder(file: string, readers: readonly DocumentReader[]): TranscriptDecoder {
  const lines: string[] = [];
  let chosen: DocumentReader | undefined;
  let toolCalls = 0;
  return {
    get format(): TranscriptFormat {
      return chosen?.format ?? readers[0]?.format ?? 'native';
    },
    line(text: string) {
      lines.push(text);
    },
    end(emit: EventSink) {
      const text = lines.join('\n');
      let document: unknown;
      try {
        document = JSON.parse(text);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new PtyscreenError('transcript.json', `not a valid JSON document (${jsonErrorWhat(reason)}); a session saved as one document must hold one complete JSON value`, {
          file,
          // A document that ends too soon has no offset: it broke off on its last line.
          line: jsonErrorPlace(reason, text)?.line ?? Math.max(lines.length, 1),
        });
      }
      chosen = readers.find((reader) => reader.accepts(document));
      if (chosen === undefined) {
        const shapes = readers.map((reader) => reader.shape).join('; or ');
        throw new PtyscreenError('transcript.json', `a JSON document of no known session shape: expected ${shapes}`, { file, line: 1 });
      }
      const lineOf = elementLines(text);
      toolCalls = chosen.read(document, (...path) => lineOf.get(path.join('\u0000')), emit);
    },
    get toolCalls() {
      return toolCalls;
    },
  };
}

/**
 * The 1-based line on which every array element of a valid JSON text starts, keyed by its path
 * joined with NUL. The text was parsed already, so the scan trusts its syntax.
 */
export function elementLines(text: string): Map<string, number> {
  const found = new Map<string, number>();
  let at = 0;
  let line = 1;
  const space = (): void => {
    for (; at < text.length; at += 1) {
      const char = text[at];
      if (char === '\n') line += 1;
      else if (char !== ' ' && char !== '\t' && char !== '\r') return;
    }
  };
  const string = (): string => {
    const start = at;
    for (at += 1; text[at] !== '"'; at += 1) if (text[at] === '\\') at += 1;
    at += 1;
    return JSON.parse(text.slice(start, at)) as string;
  };
  const value = (path: string): void => {
    space();
    const char = text[at];
    if (char === '{' || char === '[') {
      const close = char === '{' ? '}' : ']';
      at += 1;
      for (let index = 0; ; index += 1) {
        space();
        if (text[at] === close) break;
        let key = String(index);
        if (char === '{') {
          key = string();
          space();
          at += 1;
          space();
        } else found.set(path === '' ? key : `${path}\u0000${key}`, line);
        value(path === '' ? key : `${path}\u0000${key}`);
        space();
        if (text[at] === ',') at += 1;
      }
      at += 1;
    } else if (char === '"') string();
    else while (at < text.length && !/[\s,\]}]/.test(text[at]!)) at += 1;
  };
  value('');
  return found;
}
