// A regex's named groups made plain groups, read by number: node-re2 builds a `groups` object on every match.

import RE2 from 're2';
import { classEnd, escapeEnd } from './regex-source.js';

/** A regex whose named groups are plain ones, and the number of each name. */
export interface NumberedGroups {
  /** The same pattern and flags, every `(?P<name>…)` or `(?<name>…)` a plain `(…)`: the same matches, the same group numbers. */
  readonly regex: RE2;
  /** Each name's group number, the index of its text in exec's result. */
  readonly numbers: ReadonlyMap<string, number>;
}

const NAMED_GROUP_OPENING = /\(\?P?<([A-Za-z_]\w*)>/uy;

/**
 * `source` with its named groups unnamed, and the number of each name, counting groups by their
 * opening parenthesis as RE2 does. An escaped character, a `\Q…\E` quote and a character class hold
 * no group; `(?` opens none unless it names one.
 */
export function unnameGroups(source: string): { source: string; numbers: Map<string, number> } {
  const numbers = new Map<string, number>();
  let out = '';
  let groups = 0;
  let i = 0;
  while (i < source.length) {
    const char = source[i]!;
    let next = i + 1;
    if (char === '\\') {
      next = escapeEnd(source, i);
    } else if (char === '[') {
      const end = classEnd(source, i);
      next = end < 0 ? source.length : end;
    } else if (char === '(') {
      NAMED_GROUP_OPENING.lastIndex = i;
      const named = source[i + 1] === '?' ? NAMED_GROUP_OPENING.exec(source) : null;
      if (named !== null) {
        numbers.set(named[1]!, ++groups);
        out += '(';
        i += named[0].length;
        continue;
      }
      if (source[i + 1] !== '?') groups++;
    }
    out += source.slice(i, next);
    i = next;
  }
  return { source: out, numbers };
}

const twins = new WeakMap<RE2, NumberedGroups>();

/**
 * `regex` with plain groups in place of named ones, made once per regex. A match read by number costs
 * a microsecond or two less than one read by name. A regex with no named group, or whose plain twin
 * RE2 refuses, is its own twin with no names.
 */
export function numberedGroups(regex: RE2): NumberedGroups {
  let twin = twins.get(regex);
  if (twin === undefined) {
    const plain = unnameGroups(regex.source);
    twin = { regex, numbers: new Map() };
    if (plain.numbers.size > 0) {
      try {
        twin = { regex: new RE2(plain.source, regex.flags), numbers: plain.numbers };
      } catch {
        // Kept as it is: its groups are then read by name.
      }
    }
    twins.set(regex, twin);
  }
  return twin;
}

/** The text of the group called `name` in a match of `twin.regex`, as `match.groups[name]` of the named regex; undefined when it took no part. */
export function groupNamed<T>(twin: NumberedGroups, match: ArrayLike<T | undefined> & { groups?: Record<string, T | undefined> }, name: string): T | undefined {
  const number = twin.numbers.get(name);
  return number === undefined ? match.groups?.[name] : match[number];
}
