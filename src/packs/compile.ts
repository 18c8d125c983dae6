// Compiles a validated pack spec into RE2 matchers; a pattern RE2 refuses is a located problem, never a crash.

import RE2 from 're2';
import type { PackProblem } from './problems.js';
import type {
  CompiledCondition,
  CompiledDialogSlot,
  CompiledExtractor,
  CompiledFailureRule,
  CompiledGateRule,
  CompiledPack,
  CompiledSlots,
  ConditionSpec,
  PackSpec,
  Region,
  RegionSpec,
  TurnRegion,
} from './types.js';
import type { PackLocator } from './locator.js';
import { describeRefusal } from './re2-refusal.js';
import { lazyRegex, optional, withLazyRegexLists, withLazyRegexes } from './lazy-regex.js';

/** Longer patterns are refused: a pack is data from a third party, and a 1 MB pattern is an attack, not a rule. */
export const MAX_PATTERN_LENGTH = 4096;

/** The selection markers CLIs draw before a menu's current option, when a pack names none. */
export const DEFAULT_MENU_MARKER = '[❯›>▶▸●◉➤]';

/** Collects the leaf patterns of every pack compiled together, so one RE2.Set can scan for all of them. */
export interface LeafRegistry {
  add(pattern: string): number;
}

type Path = readonly (string | number)[];
type OptionsSpec = NonNullable<NonNullable<PackSpec['gates']>[number]['options']>;

/** The menu reader's regex for a selection marker: the indent before it, then the marker and a space. */
function menuPattern(marker: string): string {
  return `^(\\s*)(?:${marker})\\s`;
}

class PackCompiler {
  readonly problems: PackProblem[] = [];
  /** The pack's `turn`, compiled the first time a region names it; null when it cannot be. */
  private turnRegion: TurnRegion | null | undefined;

  constructor(
    private readonly spec: PackSpec,
    private readonly locator: PackLocator,
    private readonly leaves: LeafRegistry,
    private readonly verified: boolean,
  ) {}

  private problem(code: PackProblem['code'], message: string, path: Path): void {
    const pos = this.locator.position(path);
    this.problems.push({
      code,
      severity: 'error',
      message,
      file: this.locator.file,
      line: pos.line,
      column: pos.column,
      ruleId: this.ruleIdAt(path),
    });
  }

  private ruleIdAt(path: Path): string | undefined {
    const [list, index] = path;
    if ((list !== 'gates' && list !== 'failures') || typeof index !== 'number') return undefined;
    const rule = this.spec[list]?.[index];
    return rule ? `${this.spec.id}/${rule.id}` : undefined;
  }

  /** `written` is the pattern as the pack has it, when ptyscreen wraps it before compiling. */
  regex(pattern: string, flags: string, path: Path, written: string = pattern): RE2 | null {
    if (pattern.length > MAX_PATTERN_LENGTH) {
      this.problem(
        'pattern.too-large',
        `pattern is ${pattern.length} characters; the limit is ${MAX_PATTERN_LENGTH}. Split it into several conditions`,
        path,
      );
      return null;
    }
    try {
      return new RE2(pattern, flags);
    } catch (error) {
      this.problem('pattern.refused', describeRefusal(error, written), path);
      return null;
    }
  }

  /** `region` is the one the enclosing rule reads, resolved already; a leaf may name its own. */
  condition(spec: ConditionSpec, region: Region, path: Path): CompiledCondition | null {
    if (typeof spec === 'string') return this.leaf(spec, region, path);
    if ('pattern' in spec) {
      const own = this.ownRegion(spec.region, region, path);
      return own === null ? null : this.leaf(spec.pattern, own, [...path, 'pattern']);
    }
    if ('all' in spec || 'any' in spec) {
      const kind = 'all' in spec ? 'all' : 'any';
      const list = 'all' in spec ? spec.all : spec.any;
      const of = list.map((child, i) => this.condition(child, region, [...path, kind, i]));
      return of.every((child) => child !== null) ? { kind, of } : null;
    }
    const inner = this.condition(spec.not, region, [...path, 'not']);
    return inner === null ? null : { kind: 'not', of: inner };
  }

  /** A region as screens are read by it: `turn` becomes the pack's own turn, or a problem when it names none. */
  private region(region: RegionSpec, path: Path): Region | null {
    if (region !== 'turn') return region;
    if (this.turnRegion === undefined) {
      const spec = this.spec.turn;
      if (spec === undefined) {
        this.turnRegion = null;
        this.problem('region.no-turn', 'region `turn` reads the latest turn, but the pack does not say where its turns are: add `turn: { after, before }` (the user message that opens a turn, the composer that closes it)', path);
        return null;
      }
      const key = `turn:${this.spec.id}`;
      if (this.verified) {
        this.turnRegion = { turn: withLazyRegexes({ key }, { after: [spec.after, 'gm'], before: optional(spec.before, 'gm') }) as TurnRegion['turn'] };
        return this.turnRegion;
      }
      const after = this.regex(spec.after, 'gm', ['turn', 'after']);
      const before = spec.before === undefined ? null : this.regex(spec.before, 'gm', ['turn', 'before']);
      this.turnRegion = after === null || (spec.before !== undefined && before === null) ? null : { turn: { after, before, key } };
    }
    return this.turnRegion;
  }

  /** The region a part names for itself (a problem with it located at its `region` key), else the enclosing one. */
  private ownRegion(own: RegionSpec | undefined, enclosing: Region, path: Path): Region | null {
    return own === undefined ? enclosing : this.region(own, [...path, 'region']);
  }

  private leaf(pattern: string, region: Region, path: Path): CompiledCondition | null {
    if (this.verified) return lazyRegex(pattern, 'm', { kind: 'leaf' as const, setIndex: this.leaves.add(pattern), region });
    const regex = this.regex(pattern, 'm', path);
    if (regex === null) return null;
    return { kind: 'leaf', setIndex: this.leaves.add(pattern), regex, region };
  }

  private extractor(spec: { pattern: string; region?: RegionSpec }, enclosing: Region, path: Path): CompiledExtractor | null {
    const region = this.ownRegion(spec.region, enclosing, path);
    if (region === null) return null;
    if (this.verified) return lazyRegex(spec.pattern, 'm', { region });
    const regex = this.regex(spec.pattern, 'm', [...path, 'pattern']);
    return regex === null ? null : { regex, region };
  }

  gate(index: number): CompiledGateRule | null {
    const rule = this.spec.gates![index]!;
    const path = ['gates', index] as const;
    const region = this.ownRegion(rule.region, 'screen', path);
    if (region === null) return null;
    const when = this.condition(rule.when, region, [...path, 'when']);
    let subject: CompiledGateRule['subject'] = null;
    if (rule.subject !== undefined) {
      subject = 'value' in rule.subject ? { value: rule.subject.value } : this.extractor(rule.subject, region, [...path, 'subject']);
    }
    let options: CompiledGateRule['options'] = null;
    if (rule.options !== undefined) {
      options = this.verified ? this.lazyOptions(rule.options, region, [...path, 'options']) : this.options(rule.options, region, [...path, 'options']);
    }
    if (when === null || (rule.subject !== undefined && subject === null) || (rule.options !== undefined && options === null)) return null;
    return {
      type: 'gate',
      id: `${this.spec.id}/${rule.id}`,
      kind: rule.kind,
      input: rule.input,
      when,
      subject,
      options,
      fixtures: rule.fixtures ?? {},
      location: { file: this.locator.file, ...this.locator.position(path) },
    };
  }

  /** A gate's options, every pattern compiled now: a pattern RE2 refuses is a problem at its place. */
  private options(spec: OptionsSpec, enclosing: Region, path: Path): CompiledGateRule['options'] {
    // Options are read with a global scan over the region, so their pattern carries the g flag.
    const regex = this.regex(spec.pattern, 'gm', [...path, 'pattern']);
    const region = this.ownRegion(spec.region, enclosing, path);
    const extractor = regex === null || region === null ? null : { regex, region };
    if (extractor !== null && !/\(\?P?<label>/.test(spec.pattern)) {
      this.problem('pattern.missing-group', 'an options pattern needs a (?P<label>…) group: the text of each choice', [...path, 'pattern']);
    }
    const continuation = spec.continuation === undefined ? null : this.regex(spec.continuation, 'm', [...path, 'continuation']);
    const exclude = spec.exclude === undefined ? null : this.regex(spec.exclude, 'm', [...path, 'exclude']);
    const menu = spec.menu === undefined ? null : this.regex(menuPattern(spec.menu), '', [...path, 'menu'], spec.menu);
    return extractor === null ? null : { ...extractor, continuation, exclude, menu };
  }

  /** A verified pack's options (see compilePack): the same patterns, each compiled when a screen first reads it. */
  private lazyOptions(spec: OptionsSpec, enclosing: Region, path: Path): CompiledGateRule['options'] {
    const region = this.ownRegion(spec.region, enclosing, path);
    if (region === null) return null;
    return withLazyRegexes(
      { region },
      {
        regex: [spec.pattern, 'gm'],
        continuation: optional(spec.continuation, 'm'),
        exclude: optional(spec.exclude, 'm'),
        menu: optional(spec.menu === undefined ? undefined : menuPattern(spec.menu), ''),
      },
    ) as NonNullable<CompiledGateRule['options']>;
  }

  failure(index: number): CompiledFailureRule | null {
    const rule = this.spec.failures![index]!;
    const path = ['failures', index] as const;
    const region = this.ownRegion(rule.region, 'screen', path);
    const when = region === null ? null : this.condition(rule.when, region, [...path, 'when']);
    if (when === null) return null;
    return {
      type: 'failure',
      id: `${this.spec.id}/${rule.id}`,
      reason: rule.reason,
      when,
      fixtures: rule.fixtures ?? {},
      location: { file: this.locator.file, ...this.locator.position(path) },
    };
  }

  /**
   * The pack's slots. A slot pattern is run only on a screen no rule claims that shows an error
   * signature or a dialog cue, so none of them is a leaf of the scan; the composer condition is.
   */
  slots(): CompiledSlots | null | undefined {
    const spec = this.spec.slots;
    if (spec === undefined) return null;
    const compiled = (pattern: string | undefined, flags: string, path: Path): RE2 | null | undefined =>
      pattern === undefined ? null : (this.regex(pattern, flags, path) ?? undefined);
    const textSlots = (list: 'errors' | 'notices') =>
      (spec[list] ?? []).map((slot, i) => {
        const path = ['slots', list, i] as const;
        if (this.verified) {
          const region = this.ownRegion(slot.region, 'screen', path);
          const { onlyAfter, before, pattern } = slot;
          return region === null ? undefined : withLazyRegexes({ region }, { onlyAfter: optional(onlyAfter, 'gm'), before: optional(before, 'gm'), pattern: optional(pattern, 'm') });
        }
        const onlyAfter = compiled(slot.onlyAfter, 'gm', [...path, 'onlyAfter']);
        const before = compiled(slot.before, 'gm', [...path, 'before']);
        const pattern = compiled(slot.pattern, 'm', [...path, 'pattern']);
        const region = this.ownRegion(slot.region, 'screen', path);
        if (onlyAfter === undefined || before === undefined || pattern === undefined || region === null) return undefined;
        return { onlyAfter, before, pattern, region };
      });
    const errors = textSlots('errors');
    const notices = textSlots('notices');
    let dialog: CompiledSlots['dialog'] | undefined = null;
    if (spec.dialog !== undefined) {
      const path = ['slots', 'dialog'] as const;
      const composer = this.condition(spec.dialog.composer, 'screen', [...path, 'composer']);
      const marker = spec.dialog.marker ?? DEFAULT_MENU_MARKER;
      const menu = this.verified ? null : this.regex(menuPattern(marker), '', [...path, 'marker'], marker);
      const frame = spec.dialog.frame === undefined ? null : (this.condition(spec.dialog.frame, 'screen', [...path, 'frame']) ?? undefined);
      const region = this.ownRegion(spec.dialog.region, 'screen', path);
      if (composer === null || (!this.verified && menu === null) || frame === undefined || region === null) dialog = undefined;
      else dialog = this.verified ? (withLazyRegexes({ composer, frame, region }, { menu: [menuPattern(marker), ''] }) as CompiledDialogSlot) : { composer, menu: menu!, frame, region };
    }
    if (dialog === undefined || [...errors, ...notices].some((slot) => slot === undefined)) return undefined;
    return { errors: errors as CompiledSlots['errors'], notices: notices as CompiledSlots['notices'], dialog };
  }

  duplicateIds(): void {
    // Positions are looked up only for a duplicate: a cached pack has no YAML at hand to ask cheaply.
    const seen = new Map<string, readonly (string | number)[]>();
    for (const list of ['gates', 'failures'] as const) {
      (this.spec[list] ?? []).forEach((rule, i) => {
        const earlier = seen.get(rule.id);
        if (earlier !== undefined) {
          const first = this.locator.position(earlier);
          this.problem('rule.duplicate-id', `rule id "${rule.id}" is used twice (first at line ${first.line}); rule ids must be unique in a pack`, [list, i, 'id']);
        } else {
          seen.set(rule.id, [list, i, 'id']);
        }
      });
    }
  }
}

/**
 * Compiles one validated pack. Returns the pack only when it compiled without a single error. Rules
 * named in `disabled` (as `pack/rule`) are left out before compiling: none of their patterns reaches
 * the scanner, so a disabled rule costs nothing and cannot fire. `verified` says this very text
 * compiled without a problem before (the pack cache holds only such packs): every RE2 of it (its
 * condition leaves, extractors, slots, turn, process titles and command-line patterns) is then
 * compiled on first use, so a classify compiles the few its screen and process ask for.
 */
export function compilePack(
  spec: PackSpec,
  locator: PackLocator,
  dir: string,
  leaves: LeafRegistry,
  disabled: ReadonlySet<string> = new Set(),
  verified = false,
): { pack: CompiledPack | null; problems: PackProblem[] } {
  const compiler = new PackCompiler(spec, locator, leaves, verified);
  const enabled = (rule: { id: string }): boolean => !disabled.has(`${spec.id}/${rule.id}`);
  compiler.duplicateIds();
  // A process title is matched whole; both lists are tried as lists, so a verified pack compiles a list on first use.
  const titlePatterns = (spec.process.titles ?? []).map((p) => `^(?:${p})$`);
  const argvPatterns = spec.process.argv ?? [];
  const titles = verified ? [] : titlePatterns.map((p, i) => compiler.regex(p, '', ['process', 'titles', i], spec.process.titles![i]));
  const argv = verified ? [] : argvPatterns.map((p, i) => compiler.regex(p, '', ['process', 'argv', i]));
  const identity = (spec.identity ?? []).map((c, i) => compiler.condition(c, 'screen', ['identity', i]));
  const gates = (spec.gates ?? []).map((rule, i) => (enabled(rule) ? compiler.gate(i) : undefined)).filter((rule) => rule !== undefined);
  const failures = (spec.failures ?? []).map((rule, i) => (enabled(rule) ? compiler.failure(i) : undefined)).filter((rule) => rule !== undefined);
  const slots = compiler.slots();
  if (compiler.problems.length > 0 || slots === undefined) return { pack: null, problems: compiler.problems };
  const fields = {
    id: spec.id,
    name: spec.name,
    version: spec.version,
    spec,
    dir,
    file: locator.file,
    binaries: new Set(spec.process.binaries ?? []),
    wrappers: new Set(spec.process.wrappers ?? []),
  };
  const rest = { identity: identity as CompiledCondition[], gates: gates as CompiledGateRule[], failures: failures as CompiledFailureRule[], slots };
  if (verified) {
    const lazy = withLazyRegexLists({ ...fields }, { titles: titlePatterns.map((p) => [p, ''] as const), argv: argvPatterns.map((p) => [p, ''] as const) });
    return { pack: Object.assign(lazy, rest), problems: [] };
  }
  return { pack: { ...fields, titles: titles as RE2[], argv: argv as RE2[], ...rest }, problems: [] };
}
