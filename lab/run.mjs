#!/usr/bin/env node
// `npm run lab -- VENDOR[@VERSION] [capture options]`: re-captures one vendor's screens with
// lab/capture.mjs, then checks every capture against the built-in pack with lab/check.mjs.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
if (args.length === 0 || args[0].startsWith('-')) {
  console.error('usage: npm run lab -- VENDOR[@VERSION] [--sizes 80x24,120x40,200x50] [--scenario NAME]');
  process.exit(2);
}
const vendor = args[0].replace(/@[^@]*$/, '');
/** @type {(name: string) => string} */
const script = (name) => fileURLToPath(new URL(name, import.meta.url));
const capture = spawnSync(process.execPath, [script('./capture.mjs'), ...args], { stdio: 'inherit' });
if (capture.status !== 0) process.exit(capture.status ?? 1);
const check = spawnSync(process.execPath, [script('./check.mjs'), vendor], { stdio: 'inherit' });
process.exit(check.status ?? 1);
