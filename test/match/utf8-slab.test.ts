// A screen's UTF-8 written into a shared slab: each view is the text's bytes, and later writes leave it be.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SLAB_BYTES, utf8Of } from '../../src/match/utf8-slab.js';

describe('utf8Of', () => {
  // One to four UTF-8 bytes a character, and a lone surrogate, which UTF-8 writes as U+FFFD.
  const piece = fc.constantFrom('a', ' ', '\n', 'é', '│', '─', '❯', '中文', '🙂', '\ud800', '');
  const text = fc.array(piece, { maxLength: 200 }).map((parts) => parts.join(''));

  it('is the UTF-8 of the text, and stays so while other texts are written after it', () => {
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 60 }), (texts) => {
        const views = texts.map((value) => utf8Of(value));
        views.forEach((view, i) => expect(view.equals(Buffer.from(texts[i]!, 'utf8'))).toBe(true));
      }),
    );
  });

  it('moves to a new slab when the text may not fit in what is left, without touching earlier views', () => {
    // Each writes the 3 × 20,000 bytes it reserves: the fifth no longer fits in a slab of 256 KiB.
    const texts = Array.from({ length: 6 }, (_, i) => `${i}${'─'.repeat(20_000)}`.slice(0, 20_000));
    const views = texts.map((value) => utf8Of(value));
    expect(new Set(views.map((view) => view.buffer)).size).toBeGreaterThan(1);
    views.forEach((view, i) => expect(view.toString('utf8')).toBe(texts[i]));
  });

  it('gives a text larger than half a slab a buffer of its own', () => {
    const big = '─'.repeat(SLAB_BYTES / 6 + 1);
    const small = utf8Of('a');
    const view = utf8Of(big);
    expect(view.buffer).not.toBe(small.buffer);
    expect(view.toString('utf8')).toBe(big);
    expect(view.length).toBe(big.length * 3);
  });

  it('gives the empty text no bytes', () => {
    expect(utf8Of('').length).toBe(0);
  });
});
