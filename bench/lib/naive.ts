// The naive baseline: the same rules as JS RegExps, run one by one over the screen, as hand-written detectors do.
//
// Translation from RE2 syntax (what the packs are written in) to JS: `(?P<name>` becomes `(?<name>`;
// leading inline flag groups (`(?m)`, `(?i)`, `(?s)`, `(?mi)`, `(?i)(?m)` …) move into the RegExp's flags; every
// leaf also gets `m`, as the compiler gives every RE2 leaf, so an `(?m)` elsewhere is dropped. A pattern
// using `\p{…}` gets `u`. A pattern JS still refuses is counted as skipped (none of the built-in packs has one). Regions are
// ignored: every leaf runs over the whole screen text, which, if anything, flatters the baseline.

import type { CompiledPackSet, ConditionSpec, PackSpec } from '../../src/packs/types.js';

export type NaiveCondition =
  | { readonly kind: 'leaf'; readonly regex: RegExp }
  | { readonly kind: 'all' | 'any'; readonly of: readonly NaiveCondition[] }
  | { readonly kind: 'not'; readonly of: NaiveCondition };

export interface NaiveRule {
  readonly id: string;
  readonly when: NaiveCondition;
}

export interface NaivePack {
  readonly id: string;
  readonly identity: readonly NaiveCondition[];
  readonly gates: readonly NaiveRule[];
  readonly failures: readonly NaiveRule[];
}

export interface NaiveSet {
  readonly packs: readonly NaivePack[];
  /** Leaf patterns compiled as RegExp. */
  readonly leaves: number;
  /** Patterns JS would not compile, with the reason; their rules are left out. */
  readonly skipped: readonly string[];
}

const LEADING_FLAGS = /^\(\?([imsU]+)\)/;

/** An RE2 pattern as JS source and flags, or null when JS refuses it. */
export function translatePattern(pattern: string): { source: string; flags: string } | null {
  let source = pattern.replace(/\(\?P</g, '(?<');
  const flags = new Set(['m']);
  // Packs stack them too: `(?i)(?m)^…`.
  for (let leading = LEADING_FLAGS.exec(source); leading !== null; leading = LEADING_FLAGS.exec(source)) {
    // RE2's U (ungreedy) has no JS equivalent.
    if (leading[1]!.includes('U')) return null;
    for (const flag of leading[1]!) flags.add(flag);
    source = source.slice(leading[0].length);
  }
  // `m` is on for every leaf, so an `(?m)` further in (one branch of an alternation) says nothing more.
  source = source.replace(/\(\?m\)/g, '');
  if (/\\[pP]\{/.test(source)) flags.add('u');
  const flagText = [...flags].sort().join('');
  try {
    new RegExp(source, flagText);
    return { source, flags: flagText };
  } catch {
    return null;
  }
}

class Translator {
  readonly skipped: string[] = [];
  leaves = 0;

  condition(spec: ConditionSpec): NaiveCondition | null {
    if (typeof spec === 'string') return this.leaf(spec);
    if ('pattern' in spec) return this.leaf(spec.pattern);
    if ('all' in spec || 'any' in spec) {
      const kind = 'all' in spec ? 'all' : 'any';
      const of = ('all' in spec ? spec.all : spec.any).map((child) => this.condition(child));
      return of.every((child) => child !== null) ? { kind, of } : null;
    }
    const inner = this.condition(spec.not);
    return inner === null ? null : { kind: 'not', of: inner };
  }

  private leaf(pattern: string): NaiveCondition | null {
    const translated = translatePattern(pattern);
    if (translated === null) {
      this.skipped.push(pattern);
      return null;
    }
    this.leaves++;
    return { kind: 'leaf', regex: new RegExp(translated.source, translated.flags) };
  }

  rules(pack: PackSpec, list: 'gates' | 'failures'): NaiveRule[] {
    const rules: NaiveRule[] = [];
    for (const rule of pack[list] ?? []) {
      const when = this.condition(rule.when);
      if (when !== null) rules.push({ id: `${pack.id}/${rule.id}`, when });
    }
    return rules;
  }
}

/** The naive twin of a compiled pack set: the same packs, the same rules, in the same order. */
export function naiveSetOf(set: CompiledPackSet, packIds?: readonly string[]): NaiveSet {
  const translator = new Translator();
  const packs = set.packs
    .filter((pack) => packIds === undefined || packIds.includes(pack.id))
    .map((pack) => ({
      id: pack.id,
      identity: (pack.spec.identity ?? []).map((marker) => translator.condition(marker)).filter((c) => c !== null),
      gates: translator.rules(pack.spec, 'gates'),
      failures: translator.rules(pack.spec, 'failures'),
    }));
  return { packs, leaves: translator.leaves, skipped: translator.skipped };
}

function holds(condition: NaiveCondition, text: string): boolean {
  switch (condition.kind) {
    case 'leaf':
      return condition.regex.test(text);
    case 'all':
      return condition.of.every((child) => holds(child, text));
    case 'any':
      return condition.of.some((child) => holds(child, text));
    case 'not':
      return !holds(condition.of, text);
  }
}

/**
 * What a hand-written detector does with a screen: join its lines, then try every vendor's markers,
 * every gate, then every failure, each pattern on its own, first match wins. Returns the rule id that
 * matched (or `vendor:<id>` for a marker alone, or null).
 */
export function naiveClassify(set: NaiveSet, lines: readonly string[]): string | null {
  const text = lines.join('\n');
  let vendor: string | null = null;
  for (const pack of set.packs) {
    if (vendor === null && pack.identity.some((marker) => holds(marker, text))) vendor = pack.id;
  }
  for (const list of ['gates', 'failures'] as const) {
    for (const pack of set.packs) {
      for (const rule of pack[list]) if (holds(rule.when, text)) return rule.id;
    }
  }
  return vendor === null ? null : `vendor:${vendor}`;
}
