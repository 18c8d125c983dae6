#!/usr/bin/env node
// Writes rules/README.md, the per-vendor coverage table, from the built-in packs and their fixtures.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const { loadPackSet, listPackDirs } = await import('../dist/packs/index.js');
const { BUILTIN_RULES_DIR } = await import('../dist/paths.js');
const { packCoverage, renderCoverageTable } = await import('../dist/packtest/coverage.js');

// rules/ only: loadPacks would add plugins/, installed packages and a config file's packs.
const { set } = loadPackSet(listPackDirs(BUILTIN_RULES_DIR));
const target = fileURLToPath(new URL('../rules/README.md', import.meta.url));
writeFileSync(target, renderCoverageTable(set.packs.map(packCoverage)));
console.log(`wrote ${target} (${set.packs.length} packs)`);
