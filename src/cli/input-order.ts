// The positional arguments as typed: a batch prints its results in input order, so it must read them in that order.

/**
 * oclif 4's `argv` (with `strict: false`) is sorted by each value's first position, which moves a
 * repeated path next to its first copy (`a b a` comes back `a a b`); its `raw` tokens keep the order.
 */
export function positionalArgs(raw: readonly { readonly type: string; readonly input: string }[]): string[] {
  return raw.filter((token) => token.type === 'arg').map((token) => token.input);
}
