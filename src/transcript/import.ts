// Turns a session log (or any transcript) into the native transcript a replay of it reads: `guard import`.
import { toPtyscreenError } from '../errors.js';
import { type TranscriptDecoder } from './decoder.js';
import { createDetectingDecoder, createTranscriptDecoder } from './detect-format.js';
import { type ImportedCounts, type TranscriptEvent, type TranscriptFormat } from './events.js';
import { boardWarning, countImported, describeImported } from './imported.js';
import { forEachLine } from '../shared/line-reader.js';
import { createLineFeed } from './line-feed.js';

export interface ImportOptions {
  /** The log's format; `auto` (the default) detects it from the first line. */
  from?: TranscriptFormat | 'auto';
}

export interface ImportedTranscript {
  readonly source: string;
  readonly format: TranscriptFormat;
  /** The native transcript: one JSON line per event, each ending in a newline. */
  readonly text: string;
  readonly imported: ImportedCounts;
  /** Tool calls the log held (0 for a native transcript). */
  readonly toolCalls: number;
  /** What a person should know about how the log was read (as a replay's report warnings). */
  readonly warnings: readonly string[];
}

/**
 * Reads a transcript file (`-` for stdin) and writes each event it yields as a native line, with a
 * `note` naming the line of the log it came from, so a person can see what was understood and
 * CI can keep a stable transcript. Replaying the result makes the same decisions as replaying the
 * log (at the native lines); a message read from a session log keeps `mayEchoFeed`, since the log
 * cannot tell an orchestrator's feed from typing. Throws a PtyscreenError naming the file and line.
 */
export async function importTranscript(source: string, options: ImportOptions = {}): Promise<ImportedTranscript> {
  const from = options.from ?? 'auto';
  const decoder: TranscriptDecoder = from === 'auto' ? createDetectingDecoder(source) : createTranscriptDecoder(from, source);
  const lines: string[] = [];
  const imported = { inputs: 0, replies: 0, boards: 0 };
  const sink = (event: TranscriptEvent, line: number): void => {
    countImported(imported, event);
    lines.push(nativeLine(event, line));
  };
  const feed = createLineFeed(decoder, sink, source);
  let readerWarnings: readonly string[];
  try {
    await forEachLine(source, feed.onLine);
    readerWarnings = feed.end();
  } catch (error) {
    throw toPtyscreenError(error, source);
  }
  const text = lines.length === 0 ? '' : `${lines.join('\n')}\n`;
  const toolCalls = decoder.toolCalls ?? 0;
  const warning = boardWarning(toolCalls, imported);
  const warnings = warning === null ? readerWarnings : [...readerWarnings, warning];
  return { source, format: decoder.format, text, imported, toolCalls, warnings };
}

/** One event as a native line; `note` says where in the log it was read. */
export function nativeLine(event: TranscriptEvent, line: number): string {
  const note = `line ${line}`;
  switch (event.type) {
    case 'auto':
    case 'grounded':
      return JSON.stringify({ type: event.type, prompt: event.prompt, note });
    case 'manual':
      return JSON.stringify(event.mayEchoFeed === true ? { type: 'manual', text: event.text, mayEchoFeed: true, note } : { type: 'manual', text: event.text, note });
    case 'reply':
      return JSON.stringify({ type: 'reply', text: event.text, note });
    case 'todos':
      return JSON.stringify({ type: 'todos', todos: event.todos, note });
  }
}

/** `wrote FILE (claude-code log: read 4 inputs, 3 replies, 2 boards)`, and a line per warning. */
export function describeImport(result: ImportedTranscript, written: string): string {
  const summary = `wrote ${written} (${result.format} ${result.format === 'native' ? 'transcript' : 'log'}: ${describeImported(result.imported)})`;
  return [summary, ...result.warnings.map((warning) => `  warning: ${warning}`)].join('\n');
}
