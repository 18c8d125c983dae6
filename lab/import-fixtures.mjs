#!/usr/bin/env node
// Copies lab captures into a pack's fixtures, named CASE-VERSION__SIZE so captures of several
// vendor versions sit side by side.
// usage: node lab/import-fixtures.mjs VENDOR [--skip CASE,CASE] [--from DIR] [--to DIR]
//   --from  the captures root (default lab/captures), as given to capture.mjs --out
//   --to    the fixtures folder (default rules/VENDOR/fixtures; a plugin pack names its own)
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const [vendor, ...rest] = process.argv.slice(2);
if (!vendor) {
  console.error('usage: node lab/import-fixtures.mjs VENDOR [--skip CASE,CASE] [--from DIR] [--to DIR]');
  process.exit(2);
}
/** @type {(name: string) => string | undefined} */
const opt = (name) => (rest.includes(name) ? rest[rest.indexOf(name) + 1] : undefined);
const skip = new Set(opt('--skip')?.split(',') ?? []);
const from = join(resolve(opt('--from') ?? join(root, 'lab', 'captures')), vendor);
const to = resolve(opt('--to') ?? join(root, 'rules', vendor, 'fixtures'));
let copied = 0;
for (const name of readdirSync(from).sort()) {
  const [base, size] = name.split('__');
  if (skip.has(base) || skip.has(name)) continue;
  const meta = JSON.parse(readFileSync(join(from, name, 'meta.json'), 'utf8'));
  const target = join(to, `${base}-${meta.version}__${size}`);
  if (existsSync(target)) continue;
  cpSync(join(from, name), target, { recursive: true });
  copied++;
}
console.log(`copied ${copied} captures into ${to}`);
