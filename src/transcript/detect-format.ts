// The reader of every transcript format, picked by name or by the first line (format-detection.ts).
import { createClaudeCodeDecoder } from './claude-code-format.js';
import { createCodexDecoder } from './codex-format.js';
import { createCopilotDecoder } from './copilot-format.js';
import { geminiCheckpointReader } from './gemini-checkpoint.js';
import { createGeminiDecoder } from './gemini-format.js';
import { createDocumentDecoder, opensDocument, type DocumentReader } from './json-document.js';
import { opencodeExportReader } from './opencode-export.js';
import { createQwenDecoder } from './qwen-format.js';
import { type TranscriptDecoder } from './decoder.js';
import { type TranscriptFormat } from './events.js';
import { byFirstLine, detectTranscriptFormat } from './format-detection.js';
import { createNativeDecoder } from './native-format.js';

export { detectTranscriptFormat, TRANSCRIPT_FORMATS } from './format-detection.js';

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
