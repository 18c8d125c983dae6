// The regions rules can name, read off synthetic screens: the last box (whole, still open at the
// screen's end, or with its top corner scrolled off a small screen) and the lines between rules.
import { describe, expect, it } from 'vitest';
import RE2 from 're2';
import { ScreenText } from '../../src/match/screen-text.js';

const boxText = (lines: string[]): string => new ScreenText(lines).regionText('box').text;

describe("the 'box' region", () => {
  it('is the inside of the last outermost box', () => {
    const screen = ['old reply', '╭──────────────╮', '│ Trust this?  │', '│ 1. Yes       │', '╰──────────────╯', 'footer'];
    expect(boxText(screen)).toBe('Trust this?\n1. Yes');
  });

  it('runs to the screen end when the box is still open', () => {
    expect(boxText(['╭────────╮', '│ Allow? │', '│ 1. Yes │'])).toBe('Allow?\n1. Yes');
  });

  it('starts at the first line when the top corner has scrolled off and the side border runs to it', () => {
    const cut = ['│ Do you trust the files in this folder?  │', '│                                         │', '│ ● 1. Yes, proceed                      │', '│   2. No, exit                           │', '╰─────────────────────────────────────────╯', ' footer'];
    expect(boxText(cut)).toContain('1. Yes, proceed');
    expect(new ScreenText(cut).region('box')).toEqual({ start: 0, end: 4 });
  });

  it('is no box when a bottom corner has no side border reaching the top', () => {
    // a reply line between: the frame above it is not this box's
    const broken = ['│ old frame │', 'a reply line', '│ 1. Yes    │', '╰───────────╯'];
    expect(boxText(broken)).toBe('');
    // a bottom corner alone on the first line
    expect(boxText(['╰───╯', 'text'])).toBe('');
  });
});

describe("the 'turn' region", () => {
  const turn = (after: string, before: string | null = null) => ({
    turn: { after: new RE2(after, 'gm'), before: before === null ? null : new RE2(before, 'gm'), key: `turn:${after}:${before}` },
  });
  const claude = turn('^❯ .*$', '^─{20,}\\n❯');
  const rule = '─'.repeat(30);

  it('is what lies under the latest user message, above the composer', () => {
    const screen = ['❯ first prompt', '● API Error: 429', '', '❯ second prompt', '● Hello!', '', rule, '❯ ', rule];
    expect(new ScreenText(screen).regionText(claude).text).toBe('● Hello!\n');
  });

  it('runs from the top when no user message is on the screen, and to the end with no composer', () => {
    expect(new ScreenText(['● API Error: 429', '', rule, '❯ ', rule]).region(claude)).toEqual({ start: 0, end: 2 });
    expect(new ScreenText(['❯ prompt', '● working']).region(turn('^❯ .*$'))).toEqual({ start: 1, end: 2 });
  });

  it('is empty when the composer comes right under the message', () => {
    expect(new ScreenText(['❯ prompt', rule, '❯ ', rule]).region(claude)).toEqual({ start: 1, end: 1 });
  });
});
