// packs test counts each pack's label checks per vendor release: the pass rate, the screens read
// `ready` against their label, and the `ready` screens read as something else.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPackSet } from '../../src/packs/index.js';
import { formatReleaseRate, formatTestReport, testPacks } from '../../src/packtest/index.js';
import { MINIMAL_PACK, scratchFolders, writeTree } from '../packs/helpers.js';

const scratch = scratchFolders('ptyscreen-release-rates-');

/** A capture folder of the demo CLI at one release, with its label. */
function capture(name: string, version: string | undefined, lines: string[], label: object): Record<string, string> {
  return {
    [`fixtures/${name}/screen.txt`]: `${lines.join('\n')}\n`,
    [`fixtures/${name}/meta.json`]: JSON.stringify({ vendor: 'demo', cols: 80, rows: 24, pane_current_command: 'demo', ...(version ? { version } : {}) }),
    [`fixtures/${name}/label.json`]: JSON.stringify(label),
  };
}

const TRUST = ['Demo CLI v1', '', 'Trust this folder?', '> 1. Yes', '  2. No'];
const COMPOSER = ['Demo CLI v1', '', '> type here'];
const trustLabel = { state: 'operator_gate', gate: { kind: 'trust', options: ['Yes', 'No'] } };

describe('the pass rate per release', () => {
  it('counts held labels, false ready and refused ready screens for each release, oldest first', async () => {
    const root = writeTree({
      'demo/pack.yaml': MINIMAL_PACK,
      ...Object.fromEntries(Object.entries({
        ...capture('trust-1.10.0', '1.10.0', TRUST, trustLabel),
        ...capture('ready-1.10.0', '1.10.0', COMPOSER, { state: 'ready' }),
        ...capture('trust-1.9.0', '1.9.0', TRUST, trustLabel),
        // labels that say otherwise than the screen: a composer labelled a gate is read `ready` against
        // its label, a dialog labelled `ready` is a ready screen refused
        ...capture('composer-labelled-gate-1.9.0', '1.9.0', COMPOSER, trustLabel),
        ...capture('trust-labelled-ready-1.9.0', '1.9.0', TRUST, { state: 'ready' }),
        ...capture('ready-unversioned', undefined, COMPOSER, { state: 'ready' }),
      }).map(([file, text]) => [`demo/${file}`, text])),
    }, scratch());
    const load = loadPackSet([join(root, 'demo')]);
    const report = await testPacks(load.set);
    const releases = report.packs[0]!.releases;
    expect(releases).toEqual([
      { release: '1.9.0', heldOut: false, labelled: 3, held: 1, falseReady: 1, ready: 1, readyRefused: 1 },
      { release: '1.10.0', heldOut: false, labelled: 2, held: 2, falseReady: 0, ready: 1, readyRefused: 0 },
      { release: null, heldOut: false, labelled: 1, held: 1, falseReady: 0, ready: 1, readyRefused: 0 },
    ]);
    expect(releases.map(formatReleaseRate)).toEqual([
      '1.9.0 1/3 (33.3 %, 1 false ready, 1 of 1 ready refused)',
      '1.10.0 2/2 (100.0 %)',
      'unversioned 1/1 (100.0 %)',
    ]);
    const text = formatTestReport(report, { quiet: true });
    expect(text).toContain('  labels held per release: 1.9.0 1/3 (33.3 %, 1 false ready, 1 of 1 ready refused); 1.10.0 2/2 (100.0 %); unversioned 1/1 (100.0 %)');
  });
});
