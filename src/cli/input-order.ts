// The positional arguments as typed: a batch prints its results in input order, so it must read them in that order.

/**
 * oclif 4's `argv` (with `strict: false`) is sorted by each value's first position, which moves a
 * repeated path next to its first copy (`a b a` comes back `a a b`); its `raw` tokens keep the order.
 */
export function positionalArgs(raw: readonly { readonly type: string; readonly input: string }[]): string[] {
  return raw.filter((token) => token.type === 'arg').map((token) => token.input);
}

/** An argv for oclif, and how to read the positional arguments back from what oclif parsed of it. */
export interface PackedArgv {
  readonly argv: string[];
  /** The positional arguments of the original argv, in the order typed. */
  positional(raw: readonly { readonly type: string; readonly input: string }[]): string[];
}

// No argument can equal a placeholder: the system hands a program its arguments as C strings, and
// a C string holds no NUL.
const RUN_MARK = '\u0000positional run ';

/**
 * `argv` with each run of arguments that can only be positional given to oclif as one placeholder.
 * oclif's parser takes time quadratic in the positional arguments (for each it filters all tokens
 * so far, and it sorts argv by indexOf): a shell glob of 10,000 captures spent half a second there.
 *
 * An argument can only be positional when neither it nor the one before it looks like a flag (`-`
 * alone is a path): oclif takes a flag's value only from the argument right after the flag. That
 * holds while no flag of the command is a greedy `multiple` one, which takes every value after it
 * (test/cli/flags.test.ts holds every command to that).
 */
export function packPositionalRuns(argv: readonly string[]): PackedArgv {
  const packed: string[] = [];
  const runs: string[][] = [];
  let inRun = false;
  for (const [index, token] of argv.entries()) {
    const positional = !looksLikeFlag(token) && (index === 0 || !looksLikeFlag(argv[index - 1]!));
    if (!positional) {
      packed.push(token);
      inRun = false;
    } else if (inRun) {
      runs.at(-1)!.push(token);
    } else {
      packed.push(`${RUN_MARK}${runs.length}`);
      runs.push([token]);
      inRun = true;
    }
  }
  return {
    argv: packed,
    positional: (raw) => positionalArgs(raw).flatMap((input) => (input.startsWith(RUN_MARK) ? runs[Number(input.slice(RUN_MARK.length))]! : [input])),
  };
}

function looksLikeFlag(token: string): boolean {
  return token.length > 1 && token.startsWith('-');
}
