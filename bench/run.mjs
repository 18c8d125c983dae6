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

const USAGE = `Usage: npm run bench [-- --quick] [--only GROUP,GROUP] [--out FILE] [--no-build]

  --quick          fewer rounds and smaller inputs (about 30 seconds); gives no verdict on the throughput targets
  --only a,b       only these groups: one-screen, rules-scaling, screen-size, adversarial, pack-loading,
                   cli-start, batch, asciicast, guard-replay, serve, live
  --out FILE       where the results go (default bench/results.json)
  --no-build       time the dist/ that is there, without building first

A full run takes about 10 minutes on 2 cores; BENCHMARKS.md says what each case compares.`;

// Every flag is checked before anything runs: a full run is ten minutes of a machine's time, not
// what a mistyped flag should start.
const VALUED = new Set(['--only', '--out']);
const FLAGS = new Set(['--quick', '--no-build', ...VALUED]);
if (args.includes('--help') || args.includes('-h')) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
for (let i = 0; i < args.length; i++) {
  const [flag] = args[i].split('=', 1);
  if (!FLAGS.has(flag)) {
    process.stderr.write(`bench: unknown argument ${args[i]}\n\n${USAGE}\n`);
    process.exit(2);
  }
  if (VALUED.has(flag) && !args[i].includes('=')) {
    if (i + 1 >= args.length) {
      process.stderr.write(`bench: ${flag} needs a value\n\n${USAGE}\n`);
      process.exit(2);
    }
    i += 1;
  }
}

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
