// detectTranscriptFormat tells native transcripts, Claude Code session logs and Codex rollouts apart by the first line.
import { describe, expect, it } from 'vitest';
import { detectTranscriptFormat, replayText } from '../../src/transcript/index.js';
import { expectErrorCode } from '../support/errors.js';

describe('detectTranscriptFormat', () => {
  it.each([
    ['{"type":"auto","prompt":"x"}', 'native'],
    ['{"type":"todos","todos":[]}', 'native'],
    ['{"type":"atuo","prompt":"x"}', 'native'],
    ['not json', 'native'],
    ['[1]', 'native'],
    ['{"type":"summary","summary":"s","leafUuid":"u"}', 'claude-code'],
    ['{"parentUuid":null,"sessionId":"s","type":"user","message":{"role":"user","content":"hi"}}', 'claude-code'],
    ['{"type":"file-history-snapshot","messageId":"m","snapshot":{}}', 'claude-code'],
    ['{"type":"something-new","sessionId":"s"}', 'claude-code'],
    ['{"timestamp":"t","type":"session_meta","payload":{"id":"x"}}', 'codex'],
    ['{"timestamp":"t","type":"response_item","payload":{"type":"message"}}', 'codex'],
    ['{"type":"session_meta"}', 'native'],
    ['{"id":"x","timestamp":"t","instructions":null,"git":{}}', 'codex'],
    ['{"record_type":"state"}', 'codex'],
    ['{"sessionId":"s","projectHash":"h","startTime":"t","lastUpdated":"t","kind":"main"}', 'gemini-cli'],
    ['{"uuid":"u","parentUuid":null,"sessionId":"s","type":"user","message":{"role":"user","parts":[{"text":"hi"}]}}', 'qwen-code'],
    ['{"uuid":"u","parentUuid":"p","sessionId":"s","type":"system","subtype":"ui_telemetry","systemPayload":{}}', 'qwen-code'],
    ['{"type":"session.start","data":{"sessionId":"s","producer":"copilot-agent","copilotVersion":"1.0.102"},"id":"i","timestamp":"t","parentId":null}', 'copilot-cli'],
    ['{"type":"session.start","data":"s"}', 'native'],
    ['{"info":{"id":"ses_1"},"messages":[]}', 'opencode'],
  ])('%s → %s', (line, format) => {
    expect(detectTranscriptFormat(line)).toBe(format);
  });

  it('skips blank lines before deciding, and reports the format it used', () => {
    expect(replayText('\n\n{"type":"summary","summary":"s"}\n').format).toBe('claude-code');
  });

  it('lets the caller force a format', () => {
    const text = '{"type":"user","message":{"content":"hi"}}\n';
    expect(replayText(text, { from: 'claude-code' }).events).toBe(1);
    const error = expectErrorCode(() => replayText(text, { from: 'native' }, 'x.jsonl'), 'transcript.schema');
    expect(error.format()).toMatch(/^x\.jsonl:1: "type" must be one of/);
  });
});
