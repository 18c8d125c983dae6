// A regex's match in one line of a screen, remembered per regex: a dialog's lines recur from screen to screen.

import type RE2 from 're2';
import { RecentPerOwner } from '../shared/recent-per-owner.js';

/** A match as exec gives it for a string; shared by every caller that asks with the same line, so never changed. */
export type LineMatch = Readonly<RegExpExecArray>;

/**
 * Lines remembered per regex. A menu is a handful of lines and the dialogs of one CLI share most of
 * them ('1. Yes', '2. No, and tell Claude what to do differently'); past this many a memo starts over.
 */
export const LINES_KEPT = 256;

const matches = new RecentPerOwner<RE2, LineMatch | null>(LINES_KEPT);

/**
 * exec of `regex` over `line` from its start, remembered: node-re2 builds a match's array, its
 * groups' strings and its `index`, `input` and `groups` properties at 1–2 µs a call, whether the line
 * holds ten characters or a hundred, where a lookup costs a few dozen nanoseconds. The menu reader
 * asks each line of a dialog, and a pane or a batch shows the same dialog lines again and again (85 %
 * of the menu lines over every fixture screen repeat one seen before). The regex's lastIndex is left
 * as it was on a remembered line; callers start every exec from 0 and never read it after.
 */
export function execLine(regex: RE2, line: string): LineMatch | null {
  return matches.get(regex, line, () => {
    regex.lastIndex = 0;
    return regex.exec(line);
  });
}
