// A memo of values per owner and string key, bounded per owner.
import { describe, expect, it, vi } from 'vitest';
import { RecentPerOwner } from '../../src/shared/recent-per-owner.js';

describe('RecentPerOwner', () => {
  it('works a key out once per owner, and apart for each owner', () => {
    const memo = new RecentPerOwner<object, string>(4);
    const first = {};
    const second = {};
    const compute = vi.fn((key: string) => key.toUpperCase());
    expect(memo.get(first, 'a', () => compute('a'))).toBe('A');
    expect(memo.get(first, 'a', () => compute('a'))).toBe('A');
    expect(compute).toHaveBeenCalledTimes(1);
    expect(memo.get(second, 'a', () => 'other')).toBe('other');
    expect(memo.get(first, 'a', () => 'never')).toBe('A');
  });

  it('remembers falsy values: false and null are answers, not misses', () => {
    const memo = new RecentPerOwner<object, boolean | null>(4);
    const owner = {};
    const compute = vi.fn(() => false);
    memo.get(owner, 'k', compute);
    memo.get(owner, 'k', compute);
    expect(compute).toHaveBeenCalledTimes(1);
    expect(memo.get(owner, 'n', () => null)).toBeNull();
    expect(memo.get(owner, 'n', () => true)).toBeNull();
  });

  it('starts an owner over once it holds `kept` keys', () => {
    const memo = new RecentPerOwner<object, number>(3);
    const owner = {};
    for (const key of ['a', 'b', 'c']) memo.get(owner, key, () => 1);
    // The fourth key finds the memo full: it starts over, so 'a' is worked out again.
    memo.get(owner, 'd', () => 1);
    const again = vi.fn(() => 2);
    expect(memo.get(owner, 'a', again)).toBe(2);
    expect(memo.get(owner, 'd', () => 3)).toBe(1);
    expect(again).toHaveBeenCalledTimes(1);
  });
});
