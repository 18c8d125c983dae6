// Regexes compiled the first time a screen reads them: a load compiles none of the patterns it was
// given, and a classify compiles the dozen its screen needs out of a pack set's hundreds.
import RE2 from 're2';

/** A pattern and its flags; null for a part the pack leaves out. */
export type LazyPattern = readonly [pattern: string, flags: string] | null;

/** A pattern a pack may leave out: null when it does. */
export function optional(pattern: string | undefined, flags: string): LazyPattern {
  return pattern === undefined ? null : [pattern, flags];
}

/**
 * `fields` with one more property per entry of `patterns`: null where the entry is null, else the
 * pattern's RE2, compiled when the property is first read. Only for patterns known to compile
 * (a pack that compiled cleanly before, a checked signature table): a refusal would surface late.
 */
export function withLazyRegexes<T extends object, K extends string>(fields: T, patterns: Readonly<Record<K, LazyPattern>>): T & { readonly [key in K]: RE2 | null } {
  for (const [key, given] of Object.entries(patterns) as [K, LazyPattern][]) {
    if (given === null) {
      Object.defineProperty(fields, key, { value: null, enumerable: true });
      continue;
    }
    let regex: RE2 | undefined;
    Object.defineProperty(fields, key, { get: () => (regex ??= new RE2(given[0], given[1])), enumerable: true });
  }
  return fields as T & { readonly [key in K]: RE2 | null };
}

/**
 * `fields` with one more property per entry of `lists`: the list's RE2s, every one compiled when the
 * property is first read (a pack's process titles and command-line patterns are tried together).
 */
export function withLazyRegexLists<T extends object, K extends string>(fields: T, lists: Readonly<Record<K, readonly (readonly [pattern: string, flags: string])[]>>): T & { readonly [key in K]: readonly RE2[] } {
  for (const [key, given] of Object.entries(lists) as [K, readonly (readonly [string, string])[]][]) {
    let regexes: readonly RE2[] | undefined;
    Object.defineProperty(fields, key, { get: () => (regexes ??= given.map(([pattern, flags]) => new RE2(pattern, flags))), enumerable: true });
  }
  return fields as T & { readonly [key in K]: readonly RE2[] };
}

/** `fields` with a `regex` compiled when first read (see withLazyRegexes). */
export function lazyRegex<T extends object>(pattern: string, flags: string, fields: T): T & { readonly regex: RE2 } {
  return withLazyRegexes(fields, { regex: [pattern, flags] }) as T & { readonly regex: RE2 };
}
