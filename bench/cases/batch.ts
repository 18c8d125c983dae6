// Batch: 10,000 capture files classified end to end by one `ptyscreen classify` process, in files per second.

import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CaseGroup } from '../lib/context.js';
import { fixtureScreens } from '../lib/fixtures.js';
import { probe, timeCommands, type Command } from '../lib/processes.js';
import { caseResult, formatNs, round, sizedTargets } from '../lib/results.js';

const GROUP = 'batch';

/** Copies real fixture screens, round robin, into `count` files; returns their names (relative to dir). */
function writeCaptures(root: string, dir: string, count: number): string[] {
  mkdirSync(dir, { recursive: true });
  const sources = fixtureScreens(root).map((screen) => screen.file);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const name = `${String(i).padStart(5, '0')}.txt`;
    copyFileSync(sources[i % sources.length]!, join(dir, name));
    names.push(name);
  }
  return names;
}

export const batch: CaseGroup = {
  name: GROUP,
  title: 'batch: capture files in a folder, end to end through the CLI, files/s',
  async run(ctx) {
    const count = ctx.quick ? 1000 : 10_000;
    const dir = join(ctx.tmp, 'captures');
    const names = writeCaptures(ctx.root, dir, count);
    const bin = join(ctx.root, 'bin/run.js');
    const base = ['node', bin, 'classify', ...names, '--process', 'node', '--json'];
    const env = { PTYSCREEN_CACHE_DIR: join(ctx.tmp, 'cache'), NO_COLOR: '1' };
    // The same paths as a list file: they skip oclif's argument parser, which is slow at 10,000 values.
    writeFileSync(join(dir, 'captures.list'), `${names.join('\n')}\n`);
    const listed = ['node', bin, 'classify', '--files-from', 'captures.list', '--process', 'node', '--json'];
    // PTYSCREEN_WORKERS chooses the batch mode without a flag: 0 classifies in the main thread.
    const commands: Record<string, Command> = {
      sequential: { argv: base, cwd: dir, env: { ...env, PTYSCREEN_WORKERS: '0' }, stdoutFile: join(ctx.tmp, 'sequential.json') },
      workers: { argv: base, cwd: dir, env: { ...env, PTYSCREEN_WORKERS: '2' }, stdoutFile: join(ctx.tmp, 'workers.json') },
      default: { argv: base, cwd: dir, env, stdoutFile: join(ctx.tmp, 'default.json') },
      list: { argv: listed, cwd: dir, env, stdoutFile: join(ctx.tmp, 'list.json') },
    };
    const runs = ctx.quick ? 1 : 3;
    ctx.log(`  ${count.toLocaleString('en-US')} files, ${runs} run(s) of each mode`);
    const t = timeCommands(commands, runs);
    const output = (name: string) => readFileSync(commands[name]!.stdoutFile!, 'utf8');
    const sameOutput = output('sequential') === output('workers') && output('sequential') === output('default') && output('default') === output('list');
    const results = JSON.parse(output('default')) as unknown[];
    if (results.length !== count) throw new Error(`batch printed ${results.length} results for ${count} files`);
    const filesPerSecond = (name: string) => round(count / (t[name]!.median_ns / 1e9), 0);
    const rss = (name: string) => round(probe(commands[name]!, ctx.root, ctx.tmp).maxRssBytes / 2 ** 20, 0);
    const sequential = { name: 'same CLI, main thread only (PTYSCREEN_WORKERS=0)', ...t.sequential! };
    const best = Math.max(filesPerSecond('default'), filesPerSecond('workers'), filesPerSecond('sequential'), filesPerSecond('list'));
    return [
      caseResult(GROUP, `batch: ${count.toLocaleString('en-US')} .txt captures, one classify --json process, main thread only`, t.sequential!, null, {
        metrics: { files: count, files_per_s: filesPerSecond('sequential'), peak_rss_mb: rss('sequential') },
      }),
      caseResult(GROUP, `batch: ${count.toLocaleString('en-US')} .txt captures, 2 worker threads`, t.workers!, sequential, {
        metrics: { files: count, files_per_s: filesPerSecond('workers'), peak_rss_mb: rss('workers'), same_output_as_sequential: sameOutput },
      }),
      caseResult(GROUP, `batch: ${count.toLocaleString('en-US')} .txt captures, default mode`, t.default!, sequential, {
        metrics: { files: count, files_per_s: filesPerSecond('default'), same_output_as_sequential: sameOutput },
        ...sizedTargets(ctx.quick, [
          {
            text: 'batch: at least 10,000 files/s',
            met: filesPerSecond('default') >= 10_000,
            measured: `${filesPerSecond('default').toLocaleString('en-US')} files/s by default (${formatNs(t.default!.median_ns)} for ${count.toLocaleString('en-US')} files, start-up included); best mode ${best.toLocaleString('en-US')} files/s`,
          },
        ]),
      }),
      caseResult(GROUP, `batch: ${count.toLocaleString('en-US')} .txt captures, paths given with --files-from`, t.list!, { name: 'the same paths as arguments (default mode)', ...t.default! }, {
        metrics: { files: count, files_per_s: filesPerSecond('list'), same_output_as_sequential: sameOutput },
      }),
    ];
  },
};
