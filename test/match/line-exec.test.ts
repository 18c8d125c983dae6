// A regex's match in one line, remembered per regex: the same answer as exec, without running it again.
// Synthetic lines shaped like a dialog's choices.
import RE2 from 're2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { execLine, LINES_KEPT } from '../../src/match/line-exec.js';

afterEach(() => {
  vi.restoreAllMocks();
});

const choice = () => new RE2('^(?:(\\d+)\\. )?(.+)$', 'g');

describe('execLine', () => {
  it('gives what exec gives from the line start, whatever lastIndex the regex was left at', () => {
    const regex = choice();
    regex.lastIndex = 5;
    const found = execLine(regex, '2. No, exit');
    const fresh = choice().exec('2. No, exit');
    expect([...found!]).toEqual([...fresh!]);
    expect(found!.index).toBe(0);
    expect(execLine(regex, 'no number here')?.[2]).toBe('no number here');
    expect(execLine(new RE2('^\\d+\\. ', ''), 'not a choice')).toBeNull();
  });

  it('runs a line once per regex, however often it is asked', () => {
    const regex = choice();
    const exec = vi.spyOn(regex, 'exec');
    const first = execLine(regex, '1. Yes');
    expect(execLine(regex, '1. Yes')).toBe(first);
    expect(execLine(regex, '2. No')?.[2]).toBe('No');
    expect(exec).toHaveBeenCalledTimes(2);
    // Another regex asked the same line runs it itself.
    const other = new RE2('(Yes)', '');
    expect(execLine(other, '1. Yes')?.[1]).toBe('Yes');
  });

  it('starts over once it holds LINES_KEPT lines, so a pane that scrolls forever keeps a bounded memo', () => {
    const regex = choice();
    const exec = vi.spyOn(regex, 'exec');
    for (let i = 0; i <= LINES_KEPT; i++) execLine(regex, `${i}. choice`);
    expect(exec).toHaveBeenCalledTimes(LINES_KEPT + 1);
    execLine(regex, '0. choice');
    expect(exec).toHaveBeenCalledTimes(LINES_KEPT + 2);
  });
});
