// A pack set crosses the public API as a PackSet: the set loadPacks gave classifies, a look-alike is refused by name.
import { describe, expect, it } from 'vitest';
import { classifyLines, loadPacks, PtyscreenError, type PackSet } from '../../src/index.js';

describe('PackSet', () => {
  it('the set loadPacks returns classifies, and shows its packs', () => {
    const { set } = loadPacks();
    expect(set.packs.map((pack) => pack.id)).toContain('claude-code');
    expect(classifyLines(set, ['$ ls'], { process: 'bash' })).toMatchObject({ state: 'not_agent', observedProcess: 'bash' });
  });

  it('an object that only looks like a set is refused with a code and a message saying what to pass', () => {
    const lookAlike: PackSet = { packs: [] };
    expect(() => classifyLines(lookAlike, ['$ ls'])).toThrow(PtyscreenError);
    expect(() => classifyLines(lookAlike, ['$ ls'])).toThrow(expect.objectContaining({ code: 'packs.foreign-set', message: expect.stringContaining('loadPacks') }));
  });
});
