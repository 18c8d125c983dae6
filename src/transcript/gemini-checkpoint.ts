// Reads a Gemini CLI checkpoint (`/chat save TAG` → ~/.gemini/tmp/<project>/checkpoint-TAG.json):
// the chat's API history, saved as one JSON document.
import { type EventSink } from './events.js';
import { createGeminiMessageReader } from './gemini-format.js';
import { functionCalls } from './gemini-parts.js';
import { type DocumentReader } from './json-document.js';
import { isPlainObject } from './json-line.js';

function historyOf(document: unknown): unknown[] | null {
  if (Array.isArray(document)) return document as unknown[];
  return isPlainObject(document) && Array.isArray(document['history']) ? document['history'] : null;
}

/**
 * `{"history":[{"role":"user"|"model","parts":[…]}…],"authType":…}` (a bare array in earlier
 * releases). What the model was sent, so a prompt interrupted before its answer, or one whose
 * turn failed, is missing: the session log (gemini-format.ts) holds every prompt. Read as the log's
 * messages are: user text → `manual`; model text → the turn's reply; `functionCall` parts are tool
 * calls, `write_todos` the board.
 */
export const geminiCheckpointReader: DocumentReader = {
  format: 'gemini-cli',
  shape: 'a Gemini CLI checkpoint ({"history": [{"role", "parts"} …]})',
  accepts: (document) => {
    const history = historyOf(document);
    return history !== null && history.every((content) => isPlainObject(content) && Array.isArray(content['parts']));
  },
  read(document, lineOf, emit: EventSink) {
    const reader = createGeminiMessageReader();
    const key = Array.isArray(document) ? [] : ['history'];
    (historyOf(document) ?? []).forEach((content, index) => {
      if (!isPlainObject(content)) return;
      const parts = content['parts'];
      // As the session log records them: a model turn's calls beside its text.
      const record = content['role'] === 'model' ? { type: 'gemini', content: parts, toolCalls: functionCalls(parts) } : { type: 'user', content: parts };
      reader.message(record, lineOf(...key, index) ?? 1, emit);
    });
    reader.end(emit);
    return reader.toolCalls;
  },
};
