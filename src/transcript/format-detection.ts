// Tells a native transcript from a Claude Code, Codex, Gemini CLI, Qwen Code or Copilot CLI session log, or an
// opencode export, by its first line. Detection alone: no format's reader is loaded here, so that a
// replay of a native transcript loads none of them (detect-format.ts puts the readers behind it).
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { cleanLine } from '../shared/line-reader.js';
import { type TranscriptDecoder } from './decoder.js';
import { EVENT_TYPES, type EventSink, type TranscriptFormat } from './events.js';
import { isPlainObject } from './json-line.js';

export const TRANSCRIPT_FORMATS: readonly TranscriptFormat[] = ['native', 'claude-code', 'codex', 'gemini-cli', 'qwen-code', 'copilot-cli', 'opencode'];

const CODEX_TYPES = new Set(['session_meta', 'response_item', 'event_msg', 'turn_context', 'compacted']);
// Claude Code 2.1.3xx opens a log with any of several bookkeeping lines; `sessionId` and
// `parentUuid` still mark its message lines.
const CLAUDE_CODE_TYPES = new Set([
  'user',
  'assistant',
  'system',
  'summary',
  'file-history-snapshot',
  'queue-operation',
  'attachment',
  'last-prompt',
  'atis-latch',
  'permission-mode',
  'custom-title',
]);

/**
 * The format a first line belongs to. Anything unrecognised is taken as native, so a mistyped
 * native line is reported by the schema ("type" must be one of …) rather than as a guess.
 */
export function detectTranscriptFormat(firstLine: string): TranscriptFormat {
  let value: unknown;
  try {
    value = JSON.parse(firstLine);
  } catch {
    return 'native';
  }
  if (!isPlainObject(value)) return 'native';
  const type = value['type'];
  if ((EVENT_TYPES as readonly unknown[]).includes(type)) return 'native';
  if (typeof type === 'string' && CODEX_TYPES.has(type) && isPlainObject(value['payload'])) return 'codex';
  // A 0.2x rollout opens with a bare header (`{"id","timestamp","instructions",…}`), or a state record.
  if ((type === undefined && 'instructions' in value && 'id' in value) || value['record_type'] === 'state') return 'codex';
  const other = otherAgentFormat(value);
  if (other !== null) return other;
  if ((typeof type === 'string' && CLAUDE_CODE_TYPES.has(type)) || 'sessionId' in value || 'parentUuid' in value) {
    return 'claude-code';
  }
  return 'native';
}

// Copilot CLI's events are named `area.event` (`session.start`, `user.message` …) and carry `data`.
const COPILOT_TYPE = /^(session|user|assistant|tool|system|subagent|skill|hook)\.[a-z_.]+$/;

/**
 * Gemini CLI opens a log with its session's metadata (`projectHash`); Qwen Code's records, which
 * share Claude Code's `sessionId` and `parentUuid`, hold the Gemini API's `parts` or a `systemPayload`.
 */
function otherAgentFormat(value: Record<string, unknown>): TranscriptFormat | null {
  if (typeof value['type'] === 'string' && COPILOT_TYPE.test(value['type']) && isPlainObject(value['data'])) return 'copilot-cli';
  // An opencode export put on one line (as written it spans many, and opens with `{` alone).
  if (isPlainObject(value['info']) && Array.isArray(value['messages'])) return 'opencode';
  if (typeof value['projectHash'] === 'string' && typeof value['sessionId'] === 'string') return 'gemini-cli';
  const message = value['message'];
  if ((isPlainObject(message) && Array.isArray(message['parts'])) || isPlainObject(value['systemPayload'])) return 'qwen-code';
  return null;
}

/** The decoder `pick` chooses on seeing the first non-blank line, which it is then given with every line after. */
export function byFirstLine(pick: (firstLine: string) => TranscriptDecoder): TranscriptDecoder {
  let chosen: TranscriptDecoder | undefined;
  return {
    get format(): TranscriptFormat {
      return chosen?.format ?? 'native';
    },
    line(text: string, line: number, emit: EventSink) {
      if (chosen === undefined) {
        if (text.trim().length === 0) return;
        chosen = pick(text);
      }
      chosen.line(text, line, emit);
    },
    end(emit: EventSink) {
      chosen?.end(emit);
    },
    get toolCalls(): number {
      return chosen?.toolCalls ?? 0;
    },
    get warnings(): readonly string[] {
      return chosen?.warnings ?? [];
    },
  };
}

/** How far into a file its first line is looked for, and how much is read at a time. */
const HEAD_BYTES = 1 << 20;
const HEAD_WINDOW_BYTES = 64 << 10;

/**
 * The first non-blank line of a file as a replay reads it (no byte-order mark, no trailing CR),
 * when it ends within the first mebibyte; undefined otherwise. Throws when the file cannot be read.
 */
export function firstLineOfFile(path: string): string | undefined {
  const fd = openSync(path, 'r');
  try {
    // Read a window at a time: the first line is nearly always in the first one.
    const head = Buffer.allocUnsafe(Math.min(fstatSync(fd).size, HEAD_BYTES));
    let filled = 0;
    let looked = 0;
    while (filled < head.length) {
      const got = readSync(fd, head, filled, Math.min(HEAD_WINDOW_BYTES, head.length - filled), filled);
      if (got === 0) break;
      filled += got;
      // Only whole lines are looked at: the last piece may be a line cut short by the read.
      const read = head.subarray(0, filled);
      for (let end = read.indexOf(0x0a, looked); end !== -1; end = read.indexOf(0x0a, looked)) {
        const line = cleanLine(head.toString('utf8', looked, end), looked === 0);
        looked = end + 1;
        if (line.trim().length > 0) return line;
      }
    }
    return undefined;
  } finally {
    closeSync(fd);
  }
}
