#!/usr/bin/env node
// Refreshes test/corpus/captures from an upstream copy of the labelled corpus (default ../shared/corpus).
// Usage: node scripts/refresh-corpus.mjs [UPSTREAM] [--check]
// --check changes nothing and exits 1 when the repository's copy differs from the upstream.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const check = args.includes('--check');
const upstream = args.find((arg) => !arg.startsWith('--')) ?? join(root, '../shared/corpus');
const here = join(root, 'test/corpus/captures');

if (!existsSync(upstream) || !statSync(upstream).isDirectory()) {
  console.error(`${upstream}: no corpus folder here; give the upstream corpus as the first argument`);
  process.exit(2);
}

/** Every file below a folder, as paths relative to it. */
function filesBelow(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

const theirs = filesBelow(upstream);
const ours = filesBelow(here);
const added = theirs.filter((file) => !ours.includes(file));
const removed = ours.filter((file) => !theirs.includes(file));
const changed = theirs.filter((file) => ours.includes(file) && !readFileSync(join(upstream, file)).equals(readFileSync(join(here, file))));

for (const [mark, list] of [['+', added], ['-', removed], ['~', changed]]) for (const file of list) console.log(`${mark} ${file}`);
console.log(`${added.length} added, ${removed.length} removed, ${changed.length} changed (${theirs.length} files upstream)`);
if (check) process.exit(added.length + removed.length + changed.length > 0 ? 1 : 0);

rmSync(here, { recursive: true, force: true });
cpSync(upstream, here, { recursive: true });
