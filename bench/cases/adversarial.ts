// Patterns and screens that make backtracking engines explode: RE2 stays linear; JS RegExp is stopped at a cap.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { classifyLines } from '../../src/classify/classify.js';
import { loadPackSet } from '../../src/packs/load.js';
import { listPackDirs } from '../../src/packs/pack-file.js';
import type { CompiledPackSet } from '../../src/packs/types.js';
import { inProcess, type CaseGroup } from '../lib/context.js';
import { fixtureScreen, ONE_SCREEN } from '../lib/fixtures.js';
import { measure, summarize } from '../lib/measure.js';
import { naiveClassify, naiveSetOf } from '../lib/naive.js';
import { caseResult, formatNs, round, type CaseResult } from '../lib/results.js';
import { writePack, yamlQuote } from '../lib/synthetic.js';
import { screenOfSize } from './screen-size.js';

const GROUP = 'adversarial';

/**
 * Classic catastrophic-backtracking shapes: nested quantifiers, overlapping alternation, and a
 * polynomial `(.*a){n}`. Each needs its literal prefix so that no rule claims a blank screen or a
 * shell prompt (the loader refuses such packs).
 */
export const ADVERSARIAL_PATTERNS = [
  '(?m)^Retry (a+)+$',
  '(?m)^Retry (a|aa)+$',
  '(?m)^Retry (\\w+\\s?)+$',
  '(?m)^Retry (?:.*a){12}Z',
];

/** 40 lines of 120 columns: `Retry aaaa…a!`, the input that sends every pattern above into backtracking. */
export function adversarialScreen(): string[] {
  return Array.from({ length: 40 }, () => `Retry ${'a'.repeat(113)}!`);
}

/** 40 lines of `│ │ │ … x`: what once made the classifier's own border stripping quadratic. */
export function borderScreen(): string[] {
  return Array.from({ length: 40 }, () => `${'│ '.repeat(59)}x`);
}

function adversarialSet(ctx: { root: string; tmp: string }): CompiledPackSet {
  const packDir = writePack(
    ctx.tmp,
    'adversarial',
    ADVERSARIAL_PATTERNS.map((pattern, i) => ({ id: `redos-${i}`, when: yamlQuote(pattern) })),
  );
  const load = loadPackSet([...listPackDirs(join(ctx.root, 'rules')), packDir], { cache: null });
  const errors = load.problems.filter((p) => p.severity === 'error' || p.code === 'pack.claims-everything');
  if (errors.length > 0) throw new Error(`adversarial pack: ${errors[0]!.message}`);
  return load.set;
}

/** Runs the naive RegExp loop over the screen in a child process, killed after `capMs`. */
function timeJsRegExp(screenFile: string, capMs: number, ctx: { root: string; tmp: string }): { ms: number; timedOut: boolean } {
  // The child writes its pack into this group's scratch folder: killed at the cap, it cleans up nothing.
  const scratch = mkdtempSync(join(ctx.tmp, 'js-'));
  const start = process.hrtime.bigint();
  const child = spawnSync(process.execPath, [process.argv[1]!, '--child', 'js-regexp', screenFile, ctx.root, scratch], { timeout: capMs, stdio: 'pipe' });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (child.error !== undefined && (child.error as NodeJS.ErrnoException).code !== 'ETIMEDOUT') throw child.error;
  return { ms, timedOut: child.signal !== null };
}

/** The child side of timeJsRegExp: built-in packs plus the adversarial rules, as JS RegExps. */
export function jsRegExpChild(screenFile: string, root: string, tmp: string): void {
  const set = adversarialSet({ root, tmp });
  const lines = JSON.parse(readFileSync(screenFile, 'utf8')) as string[];
  naiveClassify(naiveSetOf(set), lines);
}

/** JS RegExp time for `(a+)+$` on n a's and a `!`: it doubles with every a. */
function backtrackingGrowth(ns: readonly number[]): Record<string, number> {
  const regex = /^Retry (a+)+$/m;
  const growth: Record<string, number> = {};
  for (const n of ns) {
    const text = `Retry ${'a'.repeat(n)}!`;
    const start = process.hrtime.bigint();
    regex.test(text);
    growth[`js_regexp_ms_at_${n}_a`] = round(Number(process.hrtime.bigint() - start) / 1e6, 2);
  }
  return growth;
}

export const adversarial: CaseGroup = {
  name: GROUP,
  title: 'adversarial input: catastrophic-backtracking rules and the screens that trigger them',
  async run(ctx) {
    const set = adversarialSet(ctx);
    const attack = adversarialScreen();
    const attackBytes = Buffer.byteLength(attack.join('\n'));
    const benign = screenOfSize(
      fixtureScreen(ctx.root, ONE_SCREEN).lines.filter((line) => line.trim() !== ''),
      attackBytes,
    );
    ctx.log(`  ours on ${attack.length} lines, ${attackBytes} bytes: ${classifyLines(set, attack, {}).state}; benign ${benign.length} lines`);
    const borders = borderScreen();
    const bordersBenign = screenOfSize(
      fixtureScreen(ctx.root, ONE_SCREEN).lines.filter((line) => line.trim() !== ''),
      Buffer.byteLength(borders.join('\n')),
    );
    const t = await measure(
      {
        ours: () => classifyLines(set, attack, {}),
        benign: () => classifyLines(set, benign, {}),
        borders: () => classifyLines(set, borders, {}),
        bordersBenign: () => classifyLines(set, bordersBenign, {}),
      },
      inProcess(ctx),
    );

    const capMs = ctx.quick ? 1000 : 5000;
    const screenFile = join(ctx.tmp, 'adversarial-screen.json');
    writeFileSync(screenFile, JSON.stringify(attack));
    ctx.log(`  JS RegExp loop on the same screen, capped at ${capMs / 1000} s`);
    const runs = ctx.quick ? 1 : 3;
    const js = Array.from({ length: runs }, () => timeJsRegExp(screenFile, capMs, ctx));
    const timedOut = js.every((run) => run.timedOut);
    const jsTiming = summarize(js.map((run) => (run.timedOut ? capMs : run.ms)));
    const growth = backtrackingGrowth(ctx.quick ? [14, 16, 18, 20] : [16, 18, 20, 22, 24]);

    const vsRegExp = caseResult(
      GROUP,
      'adversarial 120x40 screen, built-in packs + 4 (a+)+$-style rules',
      t.ours!,
      { name: timedOut ? `JS RegExp loop (stopped at ${capMs / 1000} s)` : 'JS RegExp loop', ...jsTiming, timed_out: timedOut },
      {
        metrics: { bytes: attackBytes, ...growth },
        notes: [
          'the JS baseline runs in a child process killed at the cap; its median is the cap, so the ratio is a lower bound',
          "JS time for (a+)+$ doubles with each extra 'a': see the js_regexp_ms_at_N_a metrics",
        ],
        targets: [
          {
            text: 'adversarial: the RegExp baseline exceeds 1,000× ptyscreen',
            met: jsTiming.median_ns / t.ours!.median_ns >= 1000,
            measured: `${timedOut ? '> ' : ''}${round(jsTiming.median_ns / t.ours!.median_ns, 0)}× (${timedOut ? '> ' : ''}${formatNs(jsTiming.median_ns)} vs ${formatNs(t.ours!.median_ns)})`,
          },
        ],
      },
    );
    const vsBenign = caseResult(GROUP, 'ptyscreen: adversarial screen vs benign screen of the same size', t.ours!, { name: 'ptyscreen, benign screen', ...t.benign! }, {
      targets: [
        {
          text: 'adversarial: within 2× of benign input of the same size',
          met: t.ours!.median_ns <= 2 * t.benign!.median_ns,
          measured: `${round(t.ours!.median_ns / t.benign!.median_ns, 2)}× (${formatNs(t.ours!.median_ns)} vs ${formatNs(t.benign!.median_ns)})`,
        },
      ],
    });
    const bordersVsBenign = caseResult(GROUP, 'ptyscreen: box-border screen (│ │ │ … x) vs benign screen of the same size', t.borders!, { name: 'ptyscreen, benign screen', ...t.bordersBenign! }, {
      notes: ['attacks the JS regexes ptyscreen itself runs to strip box borders, rather than a pack rule'],
      targets: [
        {
          text: 'adversarial: within 2× of benign input (box-border screen)',
          met: t.borders!.median_ns <= 2 * t.bordersBenign!.median_ns,
          measured: `${round(t.borders!.median_ns / t.bordersBenign!.median_ns, 2)}× (${formatNs(t.borders!.median_ns)} vs ${formatNs(t.bordersBenign!.median_ns)})`,
        },
      ],
    });
    return [vsRegExp, vsBenign, bordersVsBenign] satisfies CaseResult[];
  },
};
