// Cost against screen size, 1 KB to 1 MB of text: it should grow linearly, on both sides.

import { classifyLines } from '../../src/classify/classify.js';
import { builtinSet, inProcess, scannerGrouping, type CaseGroup } from '../lib/context.js';
import { fixtureScreen, ONE_SCREEN } from '../lib/fixtures.js';
import { measure } from '../lib/measure.js';
import { naiveClassify, naiveSetOf } from '../lib/naive.js';
import { caseResult, round, type CaseResult } from '../lib/results.js';

const GROUP = 'screen-size';
const SIZES = [1024, 10 * 1024, 100 * 1024, 1024 * 1024];

/** Lines of a real capture, repeated until the text (lines joined by newlines) holds `bytes` bytes. */
export function screenOfSize(source: readonly string[], bytes: number): string[] {
  const lines: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const line = source[i % source.length]!;
    const room = bytes - size - 1;
    const cut = Buffer.byteLength(line) > room ? line.slice(0, Math.max(0, room)) : line;
    lines.push(cut);
    size += Buffer.byteLength(cut) + 1;
  }
  return lines;
}

function label(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`;
}

export const screenSize: CaseGroup = {
  name: GROUP,
  title: 'screen-size scaling: 1 KB to 1 MB of screen text, all built-in packs',
  async run(ctx) {
    const naive = naiveSetOf(builtinSet(ctx.root));
    const source = fixtureScreen(ctx.root, ONE_SCREEN).lines.filter((line) => line.trim() !== '');
    const results: CaseResult[] = [];
    for (const bytes of SIZES) {
      const lines = screenOfSize(source, bytes);
      // A set of its own for each size: what a larger screen teaches a scanner (to split its sets) must
      // not weigh on the next size's timing.
      const set = builtinSet(ctx.root);
      const ours = classifyLines(set, lines, {});
      ctx.log(`  ${label(bytes)} (${lines.length} lines): ${ours.state} ${ours.evidence.rule ?? ''}`);
      const t = await measure({ ours: () => classifyLines(set, lines, {}), baseline: () => naiveClassify(naive, lines) }, inProcess(ctx));
      results.push(
        caseResult(GROUP, `${label(bytes)} of screen text, all built-in packs`, t.ours!, { name: 'JS RegExp loop, all packs', ...t.baseline! }, {
          metrics: {
            bytes,
            lines: lines.length,
            ours_ns_per_kb: round(t.ours!.median_ns / (bytes / 1024), 0),
            baseline_ns_per_kb: round(t.baseline!.median_ns / (bytes / 1024), 0),
            sets: scannerGrouping(set),
          },
        }),
      );
    }
    const perKb = (i: number) => results[i]!.metrics!.ours_ns_per_kb as number;
    const growth = perKb(SIZES.length - 1) / perKb(1);
    const last = results.length - 1;
    results[last] = {
      ...results[last]!,
      targets: [
        {
          text: 'screen size: linear (cost per KB at 1 MB within 2× of cost per KB at 10 KB)',
          met: growth <= 2,
          measured: `${perKb(1)} ns/KB at 10 KB, ${perKb(SIZES.length - 1)} ns/KB at 1 MB (${round(growth, 2)}×)`,
        },
      ],
    };
    return results;
  },
};
