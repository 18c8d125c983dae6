// Why RE2 refused a pattern, said about the pattern as its author wrote it, with the fix that fits.

/** Hints by RE2's reason (the part of its message before the colon). */
const HINTS: readonly (readonly [RegExp, (fragment: string) => string])[] = [
  [/^missing \)$/, () => 'a ( has no closing ); close it, or write \\( for a literal parenthesis'],
  [/^unexpected \)$/, () => 'a ) has no opening (; write \\) for a literal parenthesis'],
  [/^missing \]$/, () => 'a [ has no closing ]; close the character class, or write \\[ for a literal bracket'],
  [/^missing \] in character class$/, () => 'a [ has no closing ]; close the character class, or write \\[ for a literal bracket'],
  [
    /^invalid perl operator$/,
    (fragment) =>
      /^\(\?<?[=!]/.test(fragment)
        ? 'RE2 has no lookahead or lookbehind; rewrite the rule with all/any/not conditions'
        : 'RE2 knows the groups (?:…), (?P<name>…) and (?<name>…) and the flags (?i), (?m), (?s) and (?U)',
  ],
  [
    /^invalid escape sequence$/,
    (fragment) =>
      /^\\[1-9]/.test(fragment)
        ? 'RE2 has no backreferences; rewrite the rule with all/any/not conditions'
        : 'RE2 does not know this escape; write \\\\ for a literal backslash',
  ],
  [/^invalid repetition size$/, () => 'a repetition {n,m} needs n ≤ m ≤ 1000'],
  [/^no argument for repetition operator$/, () => 'a *, + or ? must follow something to repeat; write \\* \\+ \\? for the characters'],
  [/^bad repetition operator$/, () => 'a repetition cannot repeat another (**, +*); write \\* for a literal star'],
  [/^duplicate capture group name$/, () => 'each (?P<name>…) name may be used once in a pattern'],
  [/^trailing \\$/, () => 'the pattern ends in a lone \\; write \\\\ for a literal backslash'],
  [/^invalid character class range$/, () => 'a range [a-z] must go from the lower character to the higher'],
  [/^invalid named capture group$/, () => 'a group name is letters, digits and _: (?P<name>…)'],
  [/^invalid UTF-8$/, () => 'the pattern holds bytes that are not UTF-8'],
];

/**
 * The message for a pattern RE2 refused: its reason, the part it stumbled on (RE2's own message
 * quotes the pattern with the flags ptyscreen added, such as a second (?m); the pattern is shown as
 * written instead), and a hint for that reason.
 */
export function describeRefusal(error: unknown, written: string): string {
  const message = error instanceof Error ? error.message : String(error);
  const colon = message.indexOf(': ');
  const reason = colon === -1 ? message : message.slice(0, colon);
  const fragment = colon === -1 ? '' : message.slice(colon + 2);
  // A fragment that is the whole pattern, as RE2 was given it, says no more than the pattern.
  const part = fragment === '' || fragment.endsWith(written) || written.length <= fragment.length ? '' : `, at ${JSON.stringify(fragment)}`;
  const hint = HINTS.find(([pattern]) => pattern.test(reason))?.[1](fragment) ?? "see RE2's syntax: https://github.com/google/re2/wiki/Syntax";
  return `RE2 refuses the pattern ${JSON.stringify(written)}: ${reason}${part}. ${capitalised(hint)}`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
