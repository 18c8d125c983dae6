// The memo of a server's recent answers: the same question gets the same result, another question
// (a hint or the size differs) its own, and the least recently asked screens go first.
import { describe, expect, it } from 'vitest';
import { RecentResults, type ScreenQuestion } from '../../src/live/recent-results.js';
import type { ClassificationResult } from '../../src/result/types.js';

function question(screen: string, hints: Partial<Omit<ScreenQuestion, 'screen'>> = {}): ScreenQuestion {
  return { screen, process: undefined, argv: undefined, vendor: undefined, cols: undefined, rows: undefined, ...hints };
}

function result(vendor: string): ClassificationResult {
  return { state: 'operator_gate', gate: { kind: 'trust', subject: 'the folder', input: 'select', options: [{ key: '1', label: 'Yes', selected: true }, { key: '2', label: 'No', selected: false }] }, vendor, admitsBlindWrite: false, evidence: { rule: `${vendor}/trust`, lines: [3, 4] } };
}

describe('RecentResults', () => {
  it('hands back the result stored for a question, frozen through and through', () => {
    const recent = new RecentResults();
    const stored = result('codex');
    recent.set(question('screen A', { process: 'node' }), stored);
    const got = recent.get(question('screen A', { process: 'node' }));
    expect(got).toBe(stored);
    expect(Object.isFrozen(got)).toBe(true);
    expect(Object.isFrozen(got!.evidence.lines)).toBe(true);
    expect(Object.isFrozen(got!.state === 'operator_gate' && got!.gate.options[0])).toBe(true);
  });

  it('keeps the results of one screen under other hints or another size apart', () => {
    const recent = new RecentResults();
    recent.set(question('screen A', { process: 'node' }), result('one'));
    recent.set(question('screen A', { process: 'bash' }), result('two'));
    recent.set(question('screen A', { process: 'node', cols: 80 }), result('three'));
    expect(recent.size).toBe(3);
    expect(recent.get(question('screen A', { process: 'node' }))?.vendor).toBe('one');
    expect(recent.get(question('screen A', { process: 'bash' }))?.vendor).toBe('two');
    expect(recent.get(question('screen A', { process: 'node', cols: 80 }))?.vendor).toBe('three');
    // Not given is not the same as any string given.
    expect(recent.get(question('screen A'))).toBeUndefined();
    expect(recent.get(question('screen A', { process: 'null' }))).toBeUndefined();
    expect(recent.get(question('screen A', { argv: 'node' }))).toBeUndefined();
    expect(recent.get(question('screen B', { process: 'node' }))).toBeUndefined();
  });

  it('drops the least recently asked screen first when it holds too many results', () => {
    const recent = new RecentResults({ maxEntries: 2, maxScreenChars: 1000 });
    recent.set(question('A'), result('a'));
    recent.set(question('B'), result('b'));
    // Asking for A again makes B the oldest.
    expect(recent.get(question('A'))?.vendor).toBe('a');
    recent.set(question('C'), result('c'));
    expect(recent.get(question('B'))).toBeUndefined();
    expect(recent.get(question('A'))?.vendor).toBe('a');
    expect(recent.get(question('C'))?.vendor).toBe('c');
    expect(recent.size).toBe(2);
  });

  it('drops a screen with all of its results, and stays within the characters it may hold', () => {
    const recent = new RecentResults({ maxEntries: 100, maxScreenChars: 25 });
    recent.set(question('x'.repeat(10), { process: 'a' }), result('x-a'));
    recent.set(question('x'.repeat(10), { process: 'b' }), result('x-b'));
    recent.set(question('y'.repeat(10)), result('y'));
    expect(recent.size).toBe(3);
    // 30 characters of screens: the oldest screen goes, both of its results with it.
    recent.set(question('z'.repeat(10)), result('z'));
    expect(recent.size).toBe(2);
    expect(recent.get(question('x'.repeat(10), { process: 'a' }))).toBeUndefined();
    expect(recent.get(question('y'.repeat(10)))?.vendor).toBe('y');
    // A screen longer than all the room there is is not kept, and does not empty the memo.
    recent.set(question('w'.repeat(26)), result('w'));
    expect(recent.get(question('w'.repeat(26)))).toBeUndefined();
    expect(recent.size).toBe(2);
  });
});
