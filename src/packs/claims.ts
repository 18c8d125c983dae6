// Finds rules that claim every screen (a `.*` gate, a lone `not:`): they would turn every pane into a gate or a failure.

// The check runs the very condition evaluator classify uses on probe screens, so it says exactly what
// classify would do.
import { evaluateCondition, leafIndices, type ScanResult } from '../match/conditions.js';
import { ScreenText } from '../match/screen-text.js';
import type { PackLocator } from './locator.js';
import type { PackProblem, Severity } from './problems.js';
import type { CompiledCondition, CompiledPack } from './types.js';

/** A blank pane as tmux shows one, and a short screen no agent draws: a rule holding on both holds on anything. */
const PROBES: readonly (readonly string[])[] = [
  Array.from({ length: 24 }, () => ''),
  ['$ ls', 'notes.txt  src', '$ echo 42', '42', '$', '', '', ''],
];

function holdsEverywhere(condition: CompiledCondition, probes: readonly ScreenText[]): boolean {
  // `present` is only a skip hint for the evaluator: naming every leaf makes each one run its regex.
  const present = leafIndices(condition, new Set());
  return probes.every((screen) => evaluateCondition(condition, { screen, present } satisfies ScanResult).holds);
}

/**
 * One problem per gate, failure or identity marker of `pack` whose condition holds on every probe.
 * `packs validate` reports them as errors; loading for classify reports warnings and leaves the pack
 * out (see loadPackSet for why the whole pack).
 */
export function findClaimsEverything(pack: CompiledPack, locator: PackLocator, severity: Severity): PackProblem[] {
  const probes = PROBES.map((lines) => new ScreenText(lines));
  const problems: PackProblem[] = [];
  const report = (path: readonly (string | number)[], message: string, ruleId?: string): void => {
    const pos = locator.position(path);
    problems.push({ code: 'pack.claims-everything', severity, message, file: locator.file, line: pos.line, column: pos.column, ruleId });
  };
  const rules = [...pack.gates, ...pack.failures];
  for (const rule of rules) {
    if (!holdsEverywhere(rule.when, probes)) continue;
    const list = rule.type === 'gate' ? 'gates' : 'failures';
    const index = (pack.spec[list] ?? []).findIndex((spec) => `${pack.id}/${spec.id}` === rule.id);
    const what = rule.type === 'gate' ? `an ${rule.kind} gate` : `a ${rule.reason} failure`;
    report(
      [list, index, 'when'],
      `this rule's condition holds on a blank screen and on a shell prompt, so it would make every screen ${what}; require text only this screen shows`,
      rule.id,
    );
  }
  pack.identity.forEach((marker, i) => {
    if (holdsEverywhere(marker, probes)) {
      report(['identity', i], `identity marker ${i + 1} holds on a blank screen and on a shell prompt, so it would name ${pack.id} on every screen`);
    }
  });
  return problems;
}
