// The pieces of a packs test report a person reads: paths shown short, and one release's label figures on a line.
import { describe, expect, it } from 'vitest';
import { displayPath, formatReleaseRate } from '../../src/packtest/report-text.js';
import type { ReleaseRate } from '../../src/packtest/test-pack.js';

const rate = (overrides: Partial<ReleaseRate>): ReleaseRate => ({ release: '2.1.332', heldOut: false, labelled: 152, held: 150, falseReady: 0, ready: 40, readyRefused: 0, ...overrides });

describe('displayPath', () => {
  it('shows a path under the working directory relative to it, and any other as it is', () => {
    expect(displayPath('/work/repo/rules/x/pack.yaml', '/work/repo')).toBe('rules/x/pack.yaml');
    expect(displayPath('/elsewhere/pack.yaml', '/work/repo')).toBe('/elsewhere/pack.yaml');
    expect(displayPath('/work/repo-other/pack.yaml', '/work/repo')).toBe('/work/repo-other/pack.yaml');
    expect(displayPath('/work/repo', '/work/repo')).toBe('/work/repo');
  });
});

describe('formatReleaseRate', () => {
  it('gives the release, what held of what was labelled, and the rate to one place', () => {
    expect(formatReleaseRate(rate({}))).toBe('2.1.332 150/152 (98.7 %)');
  });

  it('adds the false readies and the refused readies when there are any', () => {
    expect(formatReleaseRate(rate({ falseReady: 1, readyRefused: 1 }))).toBe('2.1.332 150/152 (98.7 %, 1 false ready, 1 of 40 ready refused)');
    expect(formatReleaseRate(rate({ readyRefused: 2 }))).toBe('2.1.332 150/152 (98.7 %, 2 of 40 ready refused)');
  });

  it('says unversioned for fixtures with no release, and 100 % for none labelled', () => {
    expect(formatReleaseRate(rate({ release: null, labelled: 0, held: 0 }))).toBe('unversioned 0/0 (100.0 %)');
  });
});
