// Request lines answered from memory without reading their JSON: the id a line opens with is found
// exactly (any JSON number, string, true, false, null, spaced or not), a line asked again under
// another id gets the same result under its own id, and a line whose JSON says otherwise is read in full.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RecentLines, splitLeadingId } from '../../src/live/recent-lines.js';
import { answerLine } from '../../src/live/serve.js';
import { loadPackSet } from '../../src/packs/load.js';
import type { CaptureResult } from '../../src/batch/classify-captures.js';

const ROOT = join(import.meta.dirname, '..', '..');

describe('splitLeadingId', () => {
  it('finds the id a line opens with, as JSON writes it with or without spaces', () => {
    expect(splitLeadingId('{"id":1,"screen":"x"}')).toEqual({ idText: '1', rest: '"screen":"x"}' });
    expect(splitLeadingId('{"id": "pane-3", "screen": "x"}')).toEqual({ idText: '"pane-3"', rest: ' "screen": "x"}' });
    expect(splitLeadingId(' { "id" : -1.5e3 ,"screen":"x"}')).toEqual({ idText: '-1.5e3', rest: '"screen":"x"}' });
    expect(splitLeadingId('{"id":"a \\" , b","screen":"x"}')).toEqual({ idText: '"a \\" , b"', rest: '"screen":"x"}' });
    for (const literal of ['true', 'false', 'null']) expect(splitLeadingId(`{"id":${literal},"file":"f"}`)?.idText).toBe(literal);
  });

  it('gives null for a line that does not open with a plain id followed by more', () => {
    for (const line of ['{"screen":"x","id":1}', '{"id":1}', '{"id":{"a":1},"screen":"x"}', '{"id":[1],"screen":"x"}', '{"id":01,"screen":"x"}', '{"id":"open', '[1]', '', '{"identity":1,"screen":"x"}']) {
      expect(splitLeadingId(line), line).toBeNull();
    }
  });

  it('finds, in any line JSON.stringify writes, the id and the rest JSON.parse reads', () => {
    const id = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.string({ unit: 'binary' }), fc.constantFrom(true, false, null));
    fc.assert(
      fc.property(id, fc.string({ unit: 'binary' }), (value, screen) => {
        const line = JSON.stringify({ id: value, screen });
        const lead = splitLeadingId(line);
        return lead !== null && JSON.stringify(JSON.parse(lead.idText)) === JSON.stringify(value) && JSON.parse(`{${lead.rest}`).screen === screen;
      }),
    );
  });
});

describe('RecentLines', () => {
  const result = (state: string) => Object.freeze({ state, vendor: null, admitsBlindWrite: false, evidence: { rule: null, lines: [] }, source: '-' }) as unknown as CaptureResult;

  it('keeps frozen results only, and drops the least recently asked line past its limits', () => {
    const lines = new RecentLines({ maxEntries: 2, maxScreenChars: 1000 });
    lines.set('a', { state: 'ready' } as unknown as CaptureResult);
    expect(lines.get('a')).toBeUndefined();
    lines.set('a', result('ready'));
    lines.set('b', result('failing'));
    expect(lines.get('a')?.state).toBe('ready');
    lines.set('c', result('unknown'));
    expect([lines.get('a')?.state, lines.get('b'), lines.get('c')?.state]).toEqual(['ready', undefined, 'unknown']);
    const small = new RecentLines({ maxEntries: 10, maxScreenChars: 5 });
    small.set('abc', result('ready'));
    small.set('defg', result('ready'));
    expect([small.get('abc'), small.get('defg')?.state, small.size]).toEqual([undefined, 'ready', 1]);
  });
});

describe('answerLine', () => {
  const set = loadPackSet([join(ROOT, 'rules', 'codex')], { cache: null }).set;
  const screen = readFileSync(join(ROOT, 'rules', 'codex', 'fixtures', 'trust-folder__120x40', 'screen.txt'), 'utf8');

  it('answers a line asked again under another id with the result it got, under the new id', async () => {
    const first = await answerLine(set, JSON.stringify({ id: 1, screen, process: 'codex' }), 1);
    const again = await answerLine(set, JSON.stringify({ id: 'two', screen, process: 'codex' }), 2);
    const spaced = await answerLine(set, `{"id": null, ${JSON.stringify({ screen, process: 'codex' }).slice(1)}`, 3);
    expect('result' in first && first.result.state).toBe('operator_gate');
    expect(again).toEqual({ id: 'two', result: 'result' in first ? first.result : null });
    expect('result' in again && 'result' in first && again.result).toBe('result' in first && first.result);
    expect(spaced.id).toBeNull();
  });

  it('reads a line whose rest names another id in full, and answers with the id JSON reads', async () => {
    const text = `{"id":7,${JSON.stringify({ screen, process: 'codex', id: 8 }).slice(1)}`;
    expect((await answerLine(set, text, 1)).id).toBe(8);
    expect((await answerLine(set, text.replace('"id":7', '"id":9'), 2)).id).toBe(8);
  });

  it('answers as reading the whole line does, whatever the id', async () => {
    const fresh = loadPackSet([join(ROOT, 'rules', 'codex')], { cache: null }).set;
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.integer(), fc.string(), fc.constantFrom(null, true)), fc.constantFrom('codex', 'node', undefined), async (id, process) => {
        const text = JSON.stringify({ id, screen, process });
        const remembered = await answerLine(set, text, 1);
        const read = await answerLine(fresh, text.replace(/^\{/u, '{ '), 1);
        return JSON.stringify(remembered) === JSON.stringify(read);
      }),
      { numRuns: 30 },
    );
  });
});
