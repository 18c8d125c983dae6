#!/usr/bin/env node
// Classifies every capture of a vendor (lab/captures/VENDOR by default) and says, per capture, whether
// the built-in pack still reads it as its label says: the check to run on the day a vendor ships.
// usage: node lab/check.mjs VENDOR [DIR]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const [vendor, dirArg] = process.argv.slice(2);
if (!vendor) {
  console.error('usage: node lab/check.mjs VENDOR [DIR]');
  process.exit(2);
}
const dir = dirArg ?? join(root, 'lab', 'captures', vendor);
if (!existsSync(dir)) {
  console.error(`no captures in ${dir}; run node lab/capture.mjs ${vendor} first`);
  process.exit(2);
}
// the built library (npm run build); its types are the source's
/** @type {typeof import('../src/index.js')} */
const { loadPacks, readCaptureFolder, classifyScreen, compareWithExpectation } = await import(new URL('../dist/index.js', import.meta.url).href);
const { set } = loadPacks({ builtin: true });
let held = 0;
let changed = 0;
for (const name of readdirSync(dir).sort()) {
  const folder = join(dir, name);
  if (!existsSync(join(folder, 'label.json'))) continue;
  const label = JSON.parse(readFileSync(join(folder, 'label.json'), 'utf8'));
  const screen = await readCaptureFolder(folder);
  const result = classifyScreen(set, screen, { vendor });
  const differences = compareWithExpectation(result, label);
  if (differences.length === 0) {
    held++;
    console.log(`  ✓ ${name}  ${result.state}${result.evidence.rule ? `  ${result.evidence.rule}` : ''}`);
  } else {
    changed++;
    console.log(`  ✗ ${name}  ${differences.join('; ')}`);
  }
}
console.log(`${held} passed, ${changed} failed`);
process.exit(changed === 0 ? 0 : 1);
