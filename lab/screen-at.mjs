#!/usr/bin/env node
// Saves the settled screen of a real recording at a given time as a capture folder (a fixture).
// usage: node lab/screen-at.mjs REC_FOLDER SECONDS OUT_FOLDER
// The screen is the one ptyscreen's emulator shows at the last settle point at or before SECONDS;
// meta.json is the recording's own, with the size and where the screen came from.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [recFolder, seconds, out] = process.argv.slice(2);
if (!recFolder || !seconds || !out) {
  console.error('usage: node lab/screen-at.mjs REC_FOLDER SECONDS OUT_FOLDER');
  process.exit(2);
}
// the built library (npm run build); its types are the source's
/** @type {typeof import('../src/screen/index.js')} */
const { settledScreens } = await import(new URL('../dist/screen/index.js', import.meta.url).href);
let chosen;
for await (const settled of settledScreens(join(recFolder, 'rec.cast'))) {
  if (settled.t <= Number(seconds)) chosen = settled;
  else break;
}
if (!chosen) {
  console.error(`no settled screen at or before ${seconds}s`);
  process.exit(1);
}
const meta = JSON.parse(readFileSync(join(recFolder, 'meta.json'), 'utf8'));
mkdirSync(out, { recursive: true });
const lines = [...chosen.screen.lines];
while (lines.length < chosen.screen.rows) lines.push('');
writeFileSync(join(out, 'screen.txt'), `${lines.join('\n')}\n`);
writeFileSync(
  join(out, 'meta.json'),
  `${JSON.stringify({ ...meta, cols: chosen.screen.cols, rows: chosen.screen.rows, derived_from: { recording: 'rec.cast', t: chosen.t, how: 'the recording\'s settled screen at t, rendered by @xterm/headless (lab/screen-at.mjs)' } }, null, 2)}\n`,
);
console.log(`t=${chosen.t}s → ${out}`);
console.log(lines.filter((line) => line.trim() !== '').slice(-16).join('\n'));
