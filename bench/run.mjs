#!/usr/bin/env node
// `npm run bench [-- --quick] [--only group,group] [--out FILE] [--no-build]`: builds what the suite
// needs, then runs it. Plain JS, so that it runs before anything is built.
//
// The suite (bench/suite.ts and the case files) is bundled with esbuild; its imports of src/ are
// pointed at the built dist/ and left external, so the benchmarks time the very code the CLI runs.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SRC = join(ROOT, 'src') + sep;
const DIST = join(ROOT, 'dist');
const OUT_DIR = join(ROOT, 'node_modules/.cache/ptyscreen-bench');
const args = process.argv.slice(2);

function run(command, commandArgs) {
  process.stdout.write(`$ ${command} ${commandArgs.join(' ')}\n`);
  const child = spawnSync(command, commandArgs, { cwd: ROOT, stdio: 'inherit' });
  if (child.status !== 0) process.exit(child.status ?? 1);
}

if (!args.includes('--no-build')) {
  run('npm', ['run', 'build', '--silent']);
  if (!existsSync(join(ROOT, 'oclif.manifest.json'))) run('npm', ['run', 'manifest', '--silent']);
}

const srcToDist = {
  name: 'src-to-dist',
  setup(builder) {
    builder.onResolve({ filter: /\/src\// }, (resolveArgs) => {
      const path = resolve(resolveArgs.resolveDir, resolveArgs.path);
      if (!path.startsWith(SRC)) return undefined;
      // By absolute URL: node_modules may be a link to another checkout's (a git worktree's), and a
      // path relative to the bundle would then reach that checkout's dist/ instead of this one's.
      return { path: pathToFileURL(join(DIST, relative(SRC, path))).href, external: true };
    });
  },
};

// One bundle per checkout: checkouts that share node_modules do not overwrite each other's.
const outfile = join(OUT_DIR, `suite-${createHash('sha256').update(ROOT).digest('hex').slice(0, 12)}.mjs`);
await build({
  entryPoints: [join(ROOT, 'bench/suite.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  outfile,
  plugins: [srcToDist],
  logLevel: 'warning',
});
if (!existsSync(dirname(outfile))) throw new Error(`esbuild wrote nothing to ${outfile}`);

const suite = spawnSync(process.execPath, [outfile, '--root', ROOT, ...args.filter((arg) => arg !== '--no-build')], { cwd: ROOT, stdio: 'inherit' });
process.exit(suite.status ?? 1);
