// Generated rule packs for the scaling and adversarial cases, written as real pack folders and loaded the real way.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Rules per generated pack: 1,000 rules are ten packs, as a vendor's growing set would be. */
const RULES_PER_PACK = 100;

/**
 * The i-th synthetic pattern, in the shapes the built-in packs use: anchored line starts with
 * optional glyphs, alternations, case-insensitive phrases. None occurs on a real screen, so every
 * rule is evaluated and none short-circuits the loop.
 */
export function syntheticPattern(i: number): string {
  switch (i % 4) {
    case 0:
      return `(?m)^\\s*(?:✗\\s+)?Synth${i} error: (?:quota|limit|token) (?:exceeded|expired)`;
    case 1:
      return `Synth${i} failed to connect to [a-z]+\\.example\\.com`;
    case 2:
      return `(?m)^\\s*Do you want to synth${i} (?:this|that) file\\?`;
    default:
      return `(?i)synth${i} (?:rate limit|usage cap) reached`;
  }
}

function quote(pattern: string): string {
  return `'${pattern.replace(/'/g, "''")}'`;
}

export interface SyntheticRule {
  readonly id: string;
  /** A YAML condition, already indented for a `when:` value. */
  readonly when: string;
}

/** One pack file's text: failures only, tolerated under the `synthetic-agent` process. */
export function packYaml(id: string, rules: readonly SyntheticRule[]): string {
  const lines = [`id: ${id}`, `name: ${id}`, 'version: 1.0.0', 'process:', '  wrappers: [synthetic-agent]', 'failures:'];
  for (const rule of rules) lines.push(`  - id: ${rule.id}`, '    reason: error', `    when: ${rule.when}`);
  return `${lines.join('\n')}\n`;
}

/** Writes `count` synthetic rules as packs of up to 100 under `dir`; returns the pack folders. */
export function writeSyntheticPacks(dir: string, count: number): string[] {
  const dirs: string[] = [];
  for (let start = 0, k = 0; start < count; start += RULES_PER_PACK, k++) {
    const rules: SyntheticRule[] = [];
    for (let i = start; i < Math.min(count, start + RULES_PER_PACK); i++) rules.push({ id: `r${i}`, when: quote(syntheticPattern(i)) });
    const packDir = join(dir, `synth-${count}-${k}`);
    mkdirSync(packDir, { recursive: true });
    writeFileSync(join(packDir, 'pack.yaml'), packYaml(`synth-${k}`, rules));
    dirs.push(packDir);
  }
  return dirs;
}

/** Writes one pack holding the given rules; returns its folder. */
export function writePack(dir: string, id: string, rules: readonly SyntheticRule[]): string {
  const packDir = join(dir, id);
  mkdirSync(packDir, { recursive: true });
  writeFileSync(join(packDir, 'pack.yaml'), packYaml(id, rules));
  return packDir;
}

export { quote as yamlQuote };
