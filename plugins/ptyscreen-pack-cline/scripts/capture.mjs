#!/usr/bin/env node
// Captures Cline CLI screens into pack/fixtures/ with the repository's capture lab: lab/capture.mjs
// plays scripts/scenarios.mjs (fresh HOME and git project in tmux, the lab's mock API), then
// lab/import-fixtures.mjs copies each capture in as CASE-VERSION__SIZE.
//
// Usage: node scripts/capture.mjs [VERSION] [--sizes 120x40,80x24,200x50] [--scenario NAME,...] [--hold]
// Not part of the published package (see "files" in package.json).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const LAB = join(HERE, '..', '..', '..', 'lab');
const args = process.argv.slice(2);
const version = args[0] && !args[0].startsWith('--') ? args.shift() : '3.0.65';

const node = (script, ...rest) => {
  const run = spawnSync(process.execPath, [join(LAB, script), ...rest], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
};

const out = mkdtempSync(join(tmpdir(), 'cline-captures-'));
try {
  node('capture.mjs', `cline@${version}`, '--scenarios', join(HERE, 'scenarios.mjs'), '--out', out, ...args);
  node('import-fixtures.mjs', 'cline', '--from', out, '--to', join(HERE, '..', 'pack', 'fixtures'));
} finally {
  rmSync(out, { recursive: true, force: true });
}
