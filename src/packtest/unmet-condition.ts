// Why a rule did not fire on a screen: the first condition of its `when` that does not hold, with its line in the pack.

import { evaluateCondition, type ScanResult } from '../match/conditions.js';
import type { PackLocator, SpecPath } from '../packs/locator.js';
import type { CompiledCondition, CompiledPack, CompiledRule, ConditionSpec, Region } from '../packs/types.js';

export interface UnmetCondition {
  /** Where the condition sits in the pack: `['gates', 0, 'when', 'all', 1]`. */
  readonly path: SpecPath;
  readonly line: number;
  readonly column: number;
  /** What did not hold, for a person: `when.all[1] (line 14): 'Trust this folder\?' matched nothing`. */
  readonly message: string;
}

/** A pattern as it is quoted in a message: long ones are cut, since the line number finds the rest. */
function quote(pattern: string): string {
  return `'${pattern.length > 60 ? `${pattern.slice(0, 57)}...` : pattern}'`;
}

function regionWords(region: Region): string {
  if (region === 'screen') return '';
  if (typeof region === 'string') return ` in region ${region}`;
  return 'turn' in region ? ' in the latest turn' : ` in the bottom ${region.bottom} lines`;
}

/** `when.all[1].any` from `['gates', 0, 'when', 'all', 1, 'any']`. */
function conditionPath(path: SpecPath): string {
  return path
    .slice(2)
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? part : `.${part}`))
    .join('');
}

interface Miss {
  readonly path: SpecPath;
  /** `any` or `not`: the miss is pointed at that key of the mapping at `path`. */
  readonly key?: 'any' | 'not';
  readonly what: string;
}

/**
 * The condition to blame, walking the compiled tree beside the YAML it came from (compilePack keeps
 * their shapes alike): in an `all:`, the first child that fails, followed down; an `any:` with no
 * child holding is itself the miss, since no one child is to blame; a `not:` whose condition holds.
 */
function findMiss(condition: CompiledCondition, spec: ConditionSpec, path: SpecPath, scan: ScanResult): Miss | null {
  switch (condition.kind) {
    case 'leaf': {
      if (evaluateCondition(condition, scan).holds) return null;
      const pattern = typeof spec === 'string' ? spec : 'pattern' in spec ? spec.pattern : '';
      return { path, what: `${quote(pattern)} matched nothing${regionWords(condition.region)}` };
    }
    case 'all': {
      const children = (spec as { all: readonly ConditionSpec[] }).all;
      for (const [i, child] of condition.of.entries()) {
        const miss = findMiss(child, children[i]!, [...path, 'all', i], scan);
        if (miss !== null) return miss;
      }
      return null;
    }
    case 'any':
      if (evaluateCondition(condition, scan).holds) return null;
      return { path, key: 'any', what: `none of its ${condition.of.length} conditions holds` };
    case 'not': {
      const inner = evaluateCondition(condition.of, scan);
      if (!inner.holds) return null;
      const where = inner.lines.length > 0 ? ` (screen line ${inner.lines[0]})` : '';
      return { path, key: 'not', what: `the condition it negates holds${where}` };
    }
  }
}

/** The rule's place in its pack's YAML: `['gates', 3]`. */
function rulePath(pack: CompiledPack, rule: CompiledRule): SpecPath | null {
  const list = rule.type === 'gate' ? 'gates' : 'failures';
  const index = (pack.spec[list] ?? []).findIndex((spec) => `${pack.id}/${spec.id}` === rule.id);
  return index < 0 ? null : [list, index];
}

/** The first unmet condition of the rule's `when` on this screen, or null when the whole condition holds. */
export function firstUnmetCondition(pack: CompiledPack, rule: CompiledRule, scan: ScanResult, locator: PackLocator): UnmetCondition | null {
  const at = rulePath(pack, rule);
  if (at === null) return null;
  const list = at[0] as 'gates' | 'failures';
  const spec = pack.spec[list]![at[1] as number]!.when;
  const miss = findMiss(rule.when, spec, [...at, 'when'], scan);
  if (miss === null) return null;
  const path = miss.key === undefined ? miss.path : [...miss.path, miss.key];
  const position = locator.position(miss.path, miss.key);
  return { path, ...position, message: `${conditionPath(path)} (line ${position.line}): ${miss.what}` };
}
