// rules/README.md is the coverage table generated from the packs and fixtures, never edited by hand.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { listPackDirs, loadPackSet } from '../../src/packs/index.js';
import { BUILTIN_RULES_DIR } from '../../src/paths.js';
import { packCoverage, renderCoverageTable } from '../../src/packtest/coverage.js';

it('rules/README.md is fresh (run `npm run coverage-table` after changing packs or fixtures)', () => {
  // rules/ only: loadPacks would add plugins/, installed packages and a config file's packs.
  const { set } = loadPackSet(listPackDirs(BUILTIN_RULES_DIR));
  const coverage = set.packs.map(packCoverage);
  expect(readFileSync(new URL('../../rules/README.md', import.meta.url), 'utf8')).toBe(renderCoverageTable(coverage));
  for (const pack of coverage) {
    expect(pack.fixtures, pack.id).toBeGreaterThan(0);
    expect(pack.versions.length, pack.id).toBeGreaterThan(0);
  }
});
