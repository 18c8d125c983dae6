// CLI cold start: `ptyscreen classify one.txt` as a whole process against bare `node -e ""`.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { CaseGroup } from '../lib/context.js';
import { fixtureScreen, ONE_SCREEN } from '../lib/fixtures.js';
import { probe, timeCommands, type Command } from '../lib/processes.js';
import { caseResult, formatNs, round, type CaseResult } from '../lib/results.js';

const GROUP = 'cli-start';
/** Packages `classify` of a plain-text capture has no use for. */
const HEAVY = ['@xterm/headless', 'ajv', 'yaml'];

export const cliStart: CaseGroup = {
  name: GROUP,
  title: 'CLI cold start: classify one .txt capture as a whole process, vs node -e ""',
  async run(ctx) {
    if (!existsSync(join(ctx.root, 'oclif.manifest.json'))) throw new Error('oclif.manifest.json is missing: run `npm run manifest` first');
    const bin = join(ctx.root, 'bin/run.js');
    const file = fixtureScreen(ctx.root, ONE_SCREEN).file;
    // A cache folder of the bench's own, so a run neither reads nor fills the user's.
    const cache = { PTYSCREEN_CACHE_DIR: join(ctx.tmp, 'cache'), NO_COLOR: '1' };
    const classify = ['node', bin, 'classify', file, '--process', 'claude'];
    // Elsewhere the commands run in an empty folder, so that no node_modules or config file is found.
    const commands: Record<string, Command> = {
      node: { argv: ['node', '-e', ''] },
      warm: { argv: classify, env: cache, cwd: ctx.tmp },
      cold: { argv: classify, env: { ...cache, PTYSCREEN_NO_CACHE: '1' }, cwd: ctx.tmp },
      // Run inside a JavaScript project, ptyscreen also looks through its node_modules for pack packages.
      project: { argv: classify, env: cache, cwd: ctx.root },
      help: { argv: ['node', bin, 'classify', '--help'], env: cache, cwd: ctx.tmp },
      version: { argv: ['node', bin, '--version'], env: cache, cwd: ctx.tmp },
    };
    const runs = ctx.quick ? 5 : 21;
    ctx.log(`  ${runs} runs of each, interleaved`);
    const t = timeCommands(commands, runs);
    const node = { name: 'node -e ""', ...t.node! };
    const loaded = (name: string) => {
      const p = probe(commands[name]!, ctx.root, ctx.tmp);
      return { packages: p.packages, heavy: p.packages.filter((pkg) => HEAVY.includes(pkg)), rssMb: round(p.maxRssBytes / 2 ** 20, 0) };
    };
    const row = (name: string, title: string, withTarget: boolean): CaseResult => {
      const times = t[name]!.median_ns / node.median_ns;
      const probed = loaded(name);
      return caseResult(GROUP, title, t[name]!, node, {
        metrics: {
          times_node: round(times, 2),
          heavy_packages_loaded: probed.heavy.length === 0 ? 'none' : probed.heavy.join(','),
          packages_loaded: probed.packages.length,
          peak_rss_mb: probed.rssMb,
        },
        ...(withTarget && {
          targets: [
            {
              text: 'CLI: a single classify within 2× of bare node -e "" start-up',
              met: times <= 2,
              measured: `${round(times, 2)}× (${formatNs(t[name]!.median_ns)} vs ${formatNs(node.median_ns)})`,
            },
          ],
        }),
      });
    };
    return [
      row('warm', 'cli: classify one .txt capture --process claude (pack cache warm)', true),
      row('cold', 'cli: classify one .txt capture --process claude (no pack cache)', false),
      row('project', 'cli: the same, run in this repository (its node_modules scanned for packs)', false),
      row('help', 'cli: classify --help', false),
      row('version', 'cli: --version', false),
    ];
  },
};
