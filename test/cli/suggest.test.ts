// "Did you mean": the nearest name to a mistyped one, only when it is near enough to be what was meant.
import { describe, expect, it } from 'vitest';
import { closest } from '../../src/cli/suggest.js';

const commands = ['classify', 'capture', 'packs:list', 'packs:new', 'packs:test', 'packs:validate', 'serve', 'watch'];

describe('closest', () => {
  it('names a command one slip away', () => {
    expect(closest('clasify', commands)).toBe('classify');
    expect(closest('calssify', commands)).toBe('classify');
    expect(closest('pack:list', commands)).toBe('packs:list');
    expect(closest('srve', commands)).toBe('serve');
  });

  it('names the candidate that starts with what was typed, from three characters on', () => {
    expect(closest('--proc', ['--process', '--pack'])).toBe('--process');
    expect(closest('packs:val', commands)).toBe('packs:validate');
  });

  it('allows at least two edits, and a third of the length beyond that', () => {
    expect(closest('wtch', commands)).toBe('watch');
    expect(closest('xxtch', commands)).toBe('watch');
    expect(closest('xxxch', commands)).toBeUndefined();
    // 13 characters allow 4 edits, not 5.
    expect(closest('packs:vxxxate', commands)).toBe('packs:validate');
    expect(closest('packs:vxxxxte', commands)).toBeUndefined();
  });

  it('names nothing for a word far from every candidate, or with no candidates', () => {
    expect(closest('deploy', commands)).toBeUndefined();
    expect(closest('classify', [])).toBeUndefined();
  });

  it('keeps the first of equally near candidates', () => {
    expect(closest('ab', ['ax', 'ay'])).toBe('ax');
  });
});
