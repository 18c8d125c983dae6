// Qwen Code's session log: chat records holding the Gemini API's content. The lines here are written for the test in
// the shapes Qwen Code 0.24.4 writes; the real log is in real-logs.test.ts.
import { describe, expect, it } from 'vitest';
import { replayText } from '../../src/transcript/index.js';

const record = (type: string, parts: object[] | null, extra: object = {}): string =>
  JSON.stringify({ uuid: 'u', parentUuid: null, sessionId: 's', type, ...extra, ...(parts === null ? {} : { message: { role: type === 'assistant' ? 'model' : 'user', parts } }) });
const todos = (...statuses: string[]) => ({ todos: statuses.map((status, index) => ({ id: String(index + 1), content: `todo ${index + 1}`, status })) });

describe('Qwen Code session log', () => {
  it('reads typed prompts, final replies and todo_write boards, and not the CLI feeding itself', () => {
    const text = [
      record('user', [{ text: 'Plan it' }], { provenance: 'real_user' }),
      record('system', null, { subtype: 'ui_telemetry', systemPayload: { uiEvent: { 'event.name': 'qwen-code.api_response' } } }),
      record('assistant', [{ text: 'Let me plan.' }, { functionCall: { id: 'c1', name: 'todo_write', args: todos('in_progress', 'pending') } }]),
      record('tool_result', [{ functionResponse: { id: 'c1', name: 'todo_write', response: { output: 'ok' } } }], { provenance: 'tool_result' }),
      record('assistant', [{ text: 'thinking', thought: true }, { text: 'Started on todo 1.' }]),
      // A background task's notice and a goal's prompt are the CLI's, not typed.
      record('user', [{ text: 'Task finished.' }], { provenance: 'system', subtype: 'notification' }),
      record('user', [{ text: 'Continue the goal.' }], { subtype: 'goal_runtime' }),
      // Typed while the agent was busy: a person.
      record('user', [{ text: 'Keep the default, by the way.' }], { provenance: 'real_user', subtype: 'mid_turn_user_message' }),
    ].join('\n');
    const report = replayText(`${text}\n`, { keepDecisions: true });
    expect(report.format).toBe('qwen-code');
    // "Let me plan." came before a tool call: narration, not a reply; the thought is not text.
    expect(report.imported).toEqual({ inputs: 2, replies: 1, boards: 1 });
    expect(report.warnings).toEqual([]);
  });

  it('reads a failed turn as no reply: the next prompt follows the one before it', () => {
    const text = [
      record('user', [{ text: 'Go on' }], { provenance: 'real_user' }),
      record('system', null, { subtype: 'ui_telemetry', systemPayload: { uiEvent: { 'event.name': 'qwen-code.api_error' } } }),
      record('user', [{ text: 'Go on' }], { provenance: 'real_user' }),
      record('assistant', [{ text: 'Going on.' }]),
    ].join('\n');
    expect(replayText(`${text}\n`).imported).toEqual({ inputs: 2, replies: 1, boards: 0 });
  });
});
