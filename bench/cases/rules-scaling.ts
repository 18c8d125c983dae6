// Cost per screen as the rule count grows from 1 to 1,000: one RE2.Set scan against a RegExp per rule.

import { classifyLines } from '../../src/classify/classify.js';
import { loadPackSet } from '../../src/packs/load.js';
import { inProcess, type CaseGroup } from '../lib/context.js';
import { fixtureScreen, ONE_SCREEN } from '../lib/fixtures.js';
import { measure } from '../lib/measure.js';
import { naiveClassify, naiveSetOf } from '../lib/naive.js';
import { caseResult, formatNs, round, type CaseResult } from '../lib/results.js';
import { writeSyntheticPacks } from '../lib/synthetic.js';
import { join } from 'node:path';

const GROUP = 'rules-scaling';
const COUNTS = [1, 10, 100, 1000];

export const rulesScaling: CaseGroup = {
  name: GROUP,
  title: 'rules scaling: 1, 10, 100, 1,000 generated rules, cost per screen',
  async run(ctx) {
    const screen = fixtureScreen(ctx.root, ONE_SCREEN);
    const results: CaseResult[] = [];
    for (const count of COUNTS) {
      const load = loadPackSet(writeSyntheticPacks(join(ctx.tmp, String(count)), count), { cache: null });
      const errors = load.problems.filter((p) => p.severity === 'error');
      if (errors.length > 0) throw new Error(`synthetic packs: ${errors[0]!.message}`);
      const set = load.set;
      const naive = naiveSetOf(set);
      const hints = { process: 'synthetic-agent' };
      // Both sides must agree that nothing matches: otherwise they would stop early and time less.
      const ours = classifyLines(set, screen.lines, hints);
      if (ours.evidence.rule !== null || naiveClassify(naive, screen.lines) !== null) throw new Error('a synthetic rule matched the screen');
      ctx.log(`  ${count} rules (${set.packs.length} packs, ${set.leafCount} leaves)`);
      const t = await measure(
        { ours: () => classifyLines(set, screen.lines, hints), baseline: () => naiveClassify(naive, screen.lines) },
        inProcess(ctx),
      );
      results.push(
        caseResult(GROUP, `${count.toLocaleString('en-US')} generated rule${count === 1 ? '' : 's'}, one 120x40 screen`, t.ours!, { name: 'JS RegExp loop, same rules', ...t.baseline! }, {
          metrics: { rules: count, packs: set.packs.length, leaves: set.leafCount },
        }),
      );
    }
    const at = (count: number) => results[COUNTS.indexOf(count)]!;
    const flat = at(1000).ours.median_ns / at(10).ours.median_ns;
    results[COUNTS.indexOf(100)] = {
      ...at(100),
      targets: [
        {
          text: 'at 100 rules, at least 5× faster than the JS RegExp loop',
          met: (at(100).ratio ?? 0) >= 5,
          measured: `${at(100).ratio}× (${formatNs(at(100).ours.median_ns)} vs ${formatNs(at(100).baseline!.median_ns)})`,
        },
      ],
    };
    results[COUNTS.indexOf(1000)] = {
      ...at(1000),
      metrics: { ...at(1000).metrics, cost_vs_10_rules: round(flat, 2) },
      targets: [
        {
          text: '1,000 rules: per-screen cost within 3× of 10 rules',
          met: flat <= 3,
          measured: `${round(flat, 2)}× (${formatNs(at(1000).ours.median_ns)} vs ${formatNs(at(10).ours.median_ns)}); the RegExp loop grows ${round(at(1000).baseline!.median_ns / at(10).baseline!.median_ns, 0)}×`,
        },
      ],
    };
    return results;
  },
};
