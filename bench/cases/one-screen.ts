// One 120x40 screen with every built-in pack: ptyscreen's single RE2.Set scan against the same rules as JS RegExps one by one.

import { classifyLines } from '../../src/classify/classify.js';
import { builtinSet, inProcess, scannerGrouping, type CaseGroup } from '../lib/context.js';
import { fixtureScreen, fixtureScreens, ONE_SCREEN } from '../lib/fixtures.js';
import { measure } from '../lib/measure.js';
import { naiveClassify, naiveSetOf } from '../lib/naive.js';
import { caseResult, formatNs, type CaseResult } from '../lib/results.js';
import { countRe2Work, perItem } from '../lib/re2-work.js';

const GROUP = 'one-screen';
/** A failure screen whose own rules the generic-layer case leaves out, so the layer does the reading. */
const GENERIC_SCREEN = 'claude-code/api-429-final-2.1.332__120x40';

export const oneScreen: CaseGroup = {
  name: GROUP,
  title: 'classify one 120x40 screen, all built-in packs, in process',
  async run(ctx) {
    const set = builtinSet(ctx.root);
    const naiveAll = naiveSetOf(set);
    const screen = fixtureScreen(ctx.root, ONE_SCREEN);
    const sets = set.scanner?.setSizes().length ?? 0;
    const notes = [
      `${set.packs.length} packs, ${set.leafCount} leaf patterns in ${sets === 1 ? 'one RE2.Set' : `${sets} RE2.Sets`}; the baseline compiles the same ${naiveAll.leaves} leaves as JS RegExp (${naiveAll.skipped.length} untranslatable)`,
    ];
    const results: CaseResult[] = [];

    // No process hint: every pack's rules apply, on both sides.
    ctx.log(`  ${ONE_SCREEN}, no process hint`);
    let t = await measure(
      { ours: () => classifyLines(set, screen.lines, {}), baseline: () => naiveClassify(naiveAll, screen.lines) },
      inProcess(ctx),
    );
    const allPacks = caseResult(GROUP, 'one screen 120x40, all built-in packs, no --process', t.ours!, { name: 'JS RegExp loop, all packs', ...t.baseline! }, {
      metrics: { screen: ONE_SCREEN, state: classifyLines(set, screen.lines, {}).state },
      notes,
    });
    results.push(allPacks);

    // The orchestrator's usual call: the pane's process is known, so only its vendor's rules apply;
    // the naive detector then also runs only that vendor's rules.
    const naiveClaude = naiveSetOf(set, ['claude-code']);
    ctx.log(`  ${ONE_SCREEN}, --process claude`);
    t = await measure(
      {
        ours: () => classifyLines(set, screen.lines, { process: 'claude' }),
        baseline: () => naiveClassify(naiveClaude, screen.lines),
      },
      inProcess(ctx),
    );
    const withProcess = caseResult(GROUP, 'one screen 120x40, all built-in packs, --process claude', t.ours!, { name: 'JS RegExp loop, claude-code rules', ...t.baseline! }, {
      metrics: { screen: ONE_SCREEN, state: classifyLines(set, screen.lines, { process: 'claude' }).state },
    });
    results.push(withProcess);

    // Every fixture screen in turn, each with its recorded process: gates with extraction included.
    // Hundreds of different screens are a batch's work, so the packs are loaded as a batch loads them.
    const screens = fixtureScreens(ctx.root);
    const batchSet = builtinSet(ctx.root, 'varied');
    ctx.log(`  all ${screens.length} fixture screens`);
    let agree = 0;
    // Not with `set`: hundreds of different screens teach a scanner to split its sets, and the
    // single-screen cases below would pay for passes their own screen never asked for. The batch set
    // meets these very screens next anyway.
    for (const s of screens) {
      const ours = classifyLines(batchSet, s.lines, {});
      const naive = naiveClassify(naiveAll, s.lines);
      if ((ours.evidence.rule ?? null) === (naive?.startsWith('vendor:') ? null : naive)) agree++;
    }
    // Every screen with its process, and with its command line too when `withArgv`.
    const classifyEach = (withArgv: boolean) => () => {
      for (const s of screens) classifyLines(batchSet, s.lines, { process: s.process, ...(withArgv && { argv: s.argv }) });
    };
    const naiveEach = () => {
      for (const s of screens) naiveClassify(naiveAll, s.lines);
    };
    t = await measure({ ours: classifyEach(false), baseline: naiveEach }, inProcess(ctx, 2));
    const per = (timing: typeof t.ours) => ({ ...timing!, median_ns: Math.round(timing!.median_ns / screens.length), p95_ns: Math.round(timing!.p95_ns / screens.length) });
    // One more pass, counted: the RE2 work a screen costs, which the machine's load does not move.
    const work = countRe2Work(classifyEach(false));
    const everyScreen = caseResult(GROUP, `every fixture screen (${screens.length}), per screen, each with its process`, per(t.ours), { name: 'JS RegExp loop, all packs', ...per(t.baseline) }, {
      metrics: { screens: screens.length, same_rule_as_baseline: agree, sets: scannerGrouping(batchSet), ...perItem(work, screens.length) },
      notes: ['the baseline ignores regions and process hints, so it can name a different rule on some screens; its cost is what is compared'],
    });
    results.push({
      ...everyScreen,
      targets: [
        {
          text: 'every fixture screen, each with its process: at least 15× faster than the JS RegExp loop',
          met: (everyScreen.ratio ?? 0) >= 15,
          measured: `${everyScreen.ratio}× (${formatNs(everyScreen.ours.median_ns)} vs ${formatNs(everyScreen.baseline?.median_ns ?? 0)} a screen)`,
        },
      ],
    });

    // The same screens as a live pane gives them: `watch` and a `tmux` request read the foreground
    // process's command line too, which names the vendor behind `node` without the markers' scan.
    t = await measure({ ours: classifyEach(true), baseline: naiveEach }, inProcess(ctx, 2));
    const liveWork = countRe2Work(classifyEach(true));
    results.push(
      caseResult(GROUP, `every fixture screen (${screens.length}), per screen, each with its process and command line (as watch reads a pane)`, per(t.ours), { name: 'JS RegExp loop, all packs', ...per(t.baseline) }, {
        metrics: { screens: screens.length, with_command_line: screens.filter((s) => s.argv !== undefined).length, ...perItem(liveWork, screens.length) },
      }),
    );

    // The generic layer against the build without it, side by side on the same screens: its leaves
    // ride the one scan, and a slot is read only when a signature or a dialog cue occurs on the screen.
    // Both sides are loaded afresh for each comparison, so neither carries what an earlier case taught
    // its scanner (scannerGrouping).
    let on = builtinSet(ctx.root);
    let without = builtinSet(ctx.root, undefined, false);
    ctx.log(`  ${ONE_SCREEN}, generic layer on vs off`);
    t = await measure(
      { ours: () => classifyLines(on, screen.lines, { process: 'claude' }), baseline: () => classifyLines(without, screen.lines, { process: 'claude' }) },
      inProcess(ctx),
    );
    results.push(
      caseResult(GROUP, 'one screen 120x40, --process claude: generic layer on vs off', t.ours!, { name: 'ptyscreen without the generic layer', ...t.baseline! }, {
        metrics: { screen: ONE_SCREEN, leaves_on: on.scanner?.size ?? 0, leaves_off: without.scanner?.size ?? 0, sets_on: scannerGrouping(on), sets_off: scannerGrouping(without) },
      }),
    );
    const errorScreen = fixtureScreen(ctx.root, GENERIC_SCREEN);
    ctx.log(`  ${GENERIC_SCREEN} (an error the generic layer reads once its rule is gone), on vs off`);
    on = builtinSet(ctx.root);
    without = builtinSet(ctx.root, undefined, false);
    const reduced = { ...on, packs: on.packs.map((pack) => (pack.id === 'claude-code' ? { ...pack, failures: [] } : pack)) };
    const reducedOff = { ...without, packs: without.packs.map((pack) => (pack.id === 'claude-code' ? { ...pack, failures: [] } : pack)) };
    t = await measure(
      { ours: () => classifyLines(reduced, errorScreen.lines, { process: 'claude' }), baseline: () => classifyLines(reducedOff, errorScreen.lines, { process: 'claude' }) },
      inProcess(ctx),
    );
    results.push(
      caseResult(GROUP, 'error screen 120x40 read by the generic layer (its rules left out) vs off', t.ours!, { name: 'ptyscreen without the generic layer (reads ready)', ...t.baseline! }, {
        metrics: { screen: GENERIC_SCREEN, on: classifyLines(reduced, errorScreen.lines, { process: 'claude' }).evidence.rule ?? 'none', off: classifyLines(reducedOff, errorScreen.lines, { process: 'claude' }).state },
      }),
    );
    const onBatch = builtinSet(ctx.root, 'varied');
    const withoutBatch = builtinSet(ctx.root, 'varied', false);
    ctx.log(`  all ${screens.length} fixture screens, generic layer on vs off`);
    t = await measure(
      {
        ours: () => {
          for (const s of screens) classifyLines(onBatch, s.lines, { process: s.process });
        },
        baseline: () => {
          for (const s of screens) classifyLines(withoutBatch, s.lines, { process: s.process });
        },
      },
      inProcess(ctx, 2),
    );
    const genericCost = caseResult(GROUP, `every fixture screen (${screens.length}), per screen: generic layer on vs off`, per(t.ours), { name: 'ptyscreen without the generic layer', ...per(t.baseline) }, {
      metrics: { sets_on: scannerGrouping(onBatch), sets_off: scannerGrouping(withoutBatch) },
    });
    results.push({
      ...genericCost,
      targets: [
        {
          text: 'generic layer: at most 10 % over every fixture screen (on vs off at least 0.9×)',
          met: (genericCost.ratio ?? 0) >= 0.9,
          measured: `${genericCost.ratio}× (${formatNs(genericCost.ours.median_ns)} on, ${formatNs(genericCost.baseline?.median_ns ?? 0)} off)`,
        },
      ],
    });

    const targets = [
      {
        text: 'one screen, all built-in packs, in-process: under 50 µs (median)',
        met: allPacks.ours.median_ns < 50_000 && withProcess.ours.median_ns < 50_000,
        measured: `${formatNs(allPacks.ours.median_ns)} without a process hint, ${formatNs(withProcess.ours.median_ns)} with --process claude`,
      },
    ];
    results[0] = { ...allPacks, targets };
    return results;
  },
};
