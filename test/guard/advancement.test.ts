// generateAdvancementPrompt varies with the attempt count, so advancing never looks like a repeat.
import { describe, expect, it } from 'vitest';
import {
  createAutoProceedLoopGuard,
  generateAdvancementPrompt,
  MAX_ADVANCEMENT_ATTEMPTS,
  normalizeForRepetition,
} from '../../src/guard/index.js';

const board = [
  { id: '1', content: 'Write the parser', status: 'completed' },
  { id: '2', content: 'Wire the CLI flag', status: 'in_progress', activeForm: 'Wiring the CLI flag' },
  { id: '3', content: 'Document the flag', status: 'pending' },
];
const stalled = { id: '2', content: 'Wire the CLI flag' };

describe('generateAdvancementPrompt', () => {
  it('is capped at 9 advancements', () => {
    expect(MAX_ADVANCEMENT_ATTEMPTS).toBe(9);
  });

  it('gives a different text for every attempt count, well past the cap', () => {
    const texts = Array.from({ length: 3 * MAX_ADVANCEMENT_ATTEMPTS }, (_, i) =>
      normalizeForRepetition(generateAdvancementPrompt(stalled, board[2]!, i + 1, board)),
    );
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('never trips the repetition guard when fed in succession', () => {
    const guard = createAutoProceedLoopGuard();
    for (let attempt = 1; attempt <= MAX_ADVANCEMENT_ATTEMPTS; attempt += 1) {
      expect(guard.record(generateAdvancementPrompt(stalled, board[2]!, attempt, board)).shouldHalt).toBe(false);
    }
  });

  it('names the stalled todo, the attempt count, the next todo and the board', () => {
    const text = generateAdvancementPrompt(stalled, board[2]!, 2, board);
    expect(text).toContain('Wire the CLI flag');
    expect(text).toMatch(/attempt 2\b/i);
    expect(text).toContain('Next, work on: Document the flag');
    expect(text).toContain('Board (1 of 3 done):');
    expect(text).toContain('[x] Write the parser');
    expect(text).toContain('[~] Wire the CLI flag');
    expect(text).toContain('[ ] Document the flag');
  });

  it('uses the active form of an in-progress next todo', () => {
    const text = generateAdvancementPrompt({ id: '3', content: 'Document the flag' }, board[1]!, 1, board);
    expect(text).toContain('Next, work on: Wiring the CLI flag');
  });

  it('asks for a status report when nothing else is open', () => {
    expect(generateAdvancementPrompt(stalled, null, 1, board)).toMatch(/nothing else on the board is open/i);
  });

  it('treats a missing or nonsense attempt count as attempt 1', () => {
    const first = generateAdvancementPrompt(stalled, null, 1, board);
    expect(generateAdvancementPrompt(stalled, null, 0, board)).toBe(first);
    expect(generateAdvancementPrompt(stalled, null, Number.NaN, board)).toBe(first);
  });

  it('cuts a long board to 20 items and a long label to one short line', () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ id: String(i), content: `item ${i}\nsecond line`, status: 'pending' }));
    const text = generateAdvancementPrompt({ id: 'x', content: 'y'.repeat(500) }, many[0]!, 1, many);
    expect(text).toContain('… and 5 more');
    expect(text).toContain('[ ] item 0 second line');
    expect(text.split('\n')[0]!.length).toBeLessThan(200);
  });
});
