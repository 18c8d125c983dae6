// Tells a native transcript from a Claude Code, Codex, Gemini CLI, Qwen Code or Copilot CLI session log, or an
// opencode export, by its first line.
import { createClaudeCodeDecoder } from './claude-code-format.js';
import { createCodexDecoder } from './codex-format.js';
import { createCopilotDecoder } from './copilot-format.js';
import { geminiCheckpointReader } from './gemini-checkpoint.js';
import { createGeminiDecoder } from './gemini-format.js';
import { createDocumentDecoder, opensDocument, type DocumentReader } from './json-document.js';
import { opencodeExportReader } from './opencode-export.js';
import { createQwenDecoder } from './qwen-format.js';
import { type TranscriptDecoder } from './decoder.js';
import { EVENT_TYPES, type EventSink, type TranscriptFormat } from './events.js';
import { isPlainObject } from './json-line.js';
import { createNativeDecoder } from './native-format.js';

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

export function createTranscriptDecoder(format: TranscriptFormat, file: string): TranscriptDecoder {
  switch (format) {
    case 'native':
      return createNativeDecoder(file);
    case 'claude-code':
      return createClaudeCodeDecoder(file);
    case 'codex':
      return createCodexDecoder(file);
    case 'gemini-cli':
      return byFirstLine((first) => (opensDocument(first) ? documentDecoder(file, format) : createGeminiDecoder(file)));
    case 'qwen-code':
      return createQwenDecoder(file);
    case 'copilot-cli':
      return createCopilotDecoder(file);
    case 'opencode':
      return documentDecoder(file, format);
  }
}

// Sessions saved as one JSON document, written over many lines.
const DOCUMENT_READERS: readonly DocumentReader[] = [geminiCheckpointReader, opencodeExportReader];

function documentDecoder(file: string, only?: TranscriptFormat): TranscriptDecoder {
  return createDocumentDecoder(file, DOCUMENT_READERS.filter((reader) => only === undefined || reader.format === only));
}

/** A decoder that picks the format from the first non-blank line, then hands every line to it. */
export function createDetectingDecoder(file: string): TranscriptDecoder {
  return byFirstLine((first) => (opensDocument(first) ? documentDecoder(file) : createTranscriptDecoder(detectTranscriptFormat(first), file)));
}

/** The decoder `pick` chooses on seeing the first non-blank line, which it is then given with every line after. */
function byFirstLine(pick: (firstLine: string) => TranscriptDecoder): TranscriptDecoder {
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
