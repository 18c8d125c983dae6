// What every transcript reader does with an empty input and with a last line cut short.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importTranscript, replayFile, replayText } from '../../src/transcript/index.js';
import { expectErrorCode } from '../support/errors.js';

const user = (content: string): string => JSON.stringify({ type: 'user', sessionId: 's', message: { role: 'user', content } });
const reply = (text: string): string => JSON.stringify({ type: 'assistant', sessionId: 's', message: { role: 'assistant', content: [{ type: 'text', text }] } });

describe('an empty transcript', () => {
  it.each([
    ['nothing', ''],
    ['blank lines', '\n  \n\r\n'],
  ])('of %s is an error, not a clean replay', (_, text) => {
    const error = expectErrorCode(() => replayText(text, {}, 'empty.jsonl'), 'transcript.empty');
    expect(error.format()).toMatch(/^empty\.jsonl: the transcript is empty: no line holds a record/);
    expect(error.exitCode).toBe(2);
  });

  it('is an error for a file, in every format, and for an import', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ptyscreen-empty-')), 'session.jsonl');
    writeFileSync(file, '');
    for (const from of ['auto', 'native', 'claude-code', 'codex'] as const) {
      await expect(replayFile(file, { from })).rejects.toMatchObject({ code: 'transcript.empty' });
    }
    await expect(importTranscript(file)).rejects.toMatchObject({ code: 'transcript.empty' });
  });

  it('whose only line is cut short says so', () => {
    const error = expectErrorCode(() => replayText('{"type":"user","mess', {}, 'cut.jsonl'), 'transcript.empty');
    expect(error.message).toContain('its only line is cut short (the log ends inside line 1)');
  });
});

describe('a log cut mid-line', () => {
  it('reads every whole line and warns that the last one was cut short', () => {
    const text = `${user('go')}\n${reply('Done.')}\n${user('next').slice(0, 30)}`;
    const report = replayText(text, {}, 'cut.jsonl');
    expect(report.imported).toEqual({ inputs: 1, replies: 1, boards: 0 });
    expect(report.warnings).toEqual(['line 3 is cut short: the log ends inside it (still being written, or truncated), so it was not read']);
  });

  it('is an error when the bad line is not the last one: that is no cut, the log is damaged', () => {
    const error = expectErrorCode(() => replayText(`${user('go').slice(0, 30)}\n${reply('Done.')}\n`, {}, 'bad.jsonl'), 'transcript.json');
    expect(error.location.line).toBe(1);
  });

  it('is an error when the last line ends with a newline: it was written whole, and it is broken', () => {
    expectErrorCode(() => replayText(`${user('go')}\n{"type":\n`, {}, 'bad.jsonl'), 'transcript.json');
  });

  it('warns in an import too', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ptyscreen-cut-')), 'session.jsonl');
    writeFileSync(file, `${user('go')}\n${reply('Done.')}\n{"type":"assis`);
    const result = await importTranscript(file);
    expect(result.imported).toEqual({ inputs: 1, replies: 1, boards: 0 });
    expect(result.warnings).toEqual([expect.stringMatching(/^line 3 is cut short/)]);
  });
});

describe('records run together on one line', () => {
  it('are all read, and the line is named in a warning', () => {
    const text = `${user('go')}\n${reply('Done.')}${user('resumed later')}\n${reply('Again.')}\n`;
    const report = replayText(text, {}, 'resumed.jsonl');
    expect(report.imported).toEqual({ inputs: 2, replies: 2, boards: 0 });
    expect(report.warnings).toEqual([
      'line 2 holds 2 records run together (a session resumed after one that ended without a newline); all of them were read',
    ]);
  });

  it('are an error where the line is no sequence of objects', () => {
    expectErrorCode(() => replayText(`${user('go')}\n${reply('Done.')}x${user('more')}\n`, {}, 'bad.jsonl'), 'transcript.json');
    expectErrorCode(() => replayText(`${user('go')}\n${reply('Done.')}[1]\n`, {}, 'bad.jsonl'), 'transcript.json');
  });
});
