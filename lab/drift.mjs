#!/usr/bin/env node
// The drift check: what a vendor's new release does to its pack. Captures the release with every
// scenario (lab/capture.mjs), classifies each screen with the current packs (the built library,
// dist/), and reports which screens the packs now read differently from the same case of the release
// already in the pack's fixtures (state, gate kind, options, reason), which they read otherwise than
// the capture's label, and which dialog titles and error templates (lab/catalog.mjs) are new.
//
// Usage: node lab/drift.mjs VENDOR@VERSION [--base VERSION] [--sizes 120x40,80x24] [--scenario A,B]
//                            [--scenarios FILE] [--out DIR] [--from DIR] [--pack DIR] [--no-catalog]
//                            [--all] [--json]
//   --base      the release of the pack's fixtures to compare with (default: the newest one there)
//   --sizes     passed to capture.mjs (default 120x40,80x24)
//   --scenario  only these scenarios (passed to capture.mjs); --scenarios FILE a plugin's scenario module
//   --out       where the captures go (default lab/captures/drift/VENDOR@VERSION; capture.mjs --out)
//   --from      compare captures already taken there instead of capturing (a second look after a pack edit)
//   --pack      the pack folder whose fixtures are the base (default rules/VENDOR, or the plugin's pack)
//   --no-catalog  skip the catalogue comparison (it installs the base release too)
//   --all       list every capture, also those read as before
//   --json      the whole report as JSON
// Exit code: 0 nothing drifted; 1 a screen is read differently or otherwise than its label; 2 bad usage.
// Writes the report to OUT/drift.json as well. Needs `npm run build` first (it classifies with dist/).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { catalogue, cliFiles, defaultPackDir } from './catalog.mjs';
import { install } from './install.mjs';
import { parseVendorSpec } from './vendors.mjs';
import { baseVersionOf, classifyEntries, compareReleases, diffCatalogues, formatDrift, readCaptureSet } from './drift-compare.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..');
const USAGE = 'usage: node lab/drift.mjs VENDOR@VERSION [--base VERSION] [--sizes 120x40,80x24] [--scenario A,B] [--scenarios FILE] [--out DIR] [--from DIR] [--pack DIR] [--no-catalog] [--all] [--json]';
const VALUED = new Set(['--base', '--sizes', '--scenario', '--scenarios', '--out', '--from', '--pack']);

/**
 * @param {string} [message]
 * @returns {never}
 */
function usage(message) {
  if (message) console.error(`lab/drift.mjs: ${message}`);
  console.error(USAGE);
  process.exit(2);
}

/** @type {(spec: string, packDir: string) => ReturnType<typeof catalogue>['templates']} */
function catalogueOf(spec, packDir) {
  const v = install(spec, { quiet: true });
  const pkgDir = join(v.dir, 'node_modules', ...v.pkg.split('/'));
  return catalogue({ files: cliFiles(pkgDir, v.binPath, v.bin), packDir }).templates;
}

async function main() {
  const args = process.argv.slice(2);
  /** @type {(name: string) => string | undefined} */
  const opt = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const spec = args.find((a, i) => !a.startsWith('--') && !VALUED.has(args[i - 1]));
  if (!spec) usage();
  const { vendor } = parseVendorSpec(spec);
  const dist = join(ROOT, 'dist', 'index.js');
  if (!existsSync(dist)) usage('dist/ is missing: run `npm run build` first (the drift check classifies with the built library)');
  const lib = await import(pathToFileURL(dist).href);
  const packDir = resolve(opt('--pack') ?? defaultPackDir(vendor));
  if (!existsSync(join(packDir, 'fixtures'))) usage(`${packDir} has no fixtures/ folder to compare with; name the pack with --pack DIR`);

  // an exact release needs no install to be named (--from compares captures already taken)
  const exact = parseVendorSpec(spec).version;
  const v = /^\d+\.\d+\.\d+/.test(exact) ? { version: exact } : install(spec, { quiet: true });
  let captures;
  const from = opt('--from');
  if (from) {
    captures = resolve(from);
  } else {
    captures = resolve(opt('--out') ?? join(HERE, 'captures', 'drift', `${vendor}@${v.version}`));
    mkdirSync(captures, { recursive: true });
    const pass = ['--scenario', '--scenarios'].flatMap((name) => { const value = opt(name); return value ? [name, value] : []; });
    const run = spawnSync(process.execPath, [join(HERE, 'capture.mjs'), `${vendor}@${v.version}`, '--sizes', opt('--sizes') ?? '120x40,80x24', '--out', captures, ...pass], { stdio: ['ignore', 'inherit', 'inherit'] });
    if (run.status !== 0) {
      console.error(`lab/drift.mjs: capture.mjs ended with exit code ${run.status}; comparing what it captured`);
    }
  }
  const freshDir = join(captures, vendor);
  if (!existsSync(freshDir)) usage(`no captures of ${vendor} under ${captures}`);

  const { set } = lib.loadPacks();
  const fresh = await classifyEntries(lib, set, readCaptureSet(freshDir).filter((e) => e.version === v.version), vendor);
  const fixtures = readCaptureSet(join(packDir, 'fixtures'));
  const baseVersion = opt('--base') ?? baseVersionOf(fixtures, v.version);
  const base = await classifyEntries(lib, set, fixtures.filter((e) => e.version === baseVersion), vendor);
  const comparison = compareReleases(base, fresh);

  let cat = null;
  if (!args.includes('--no-catalog') && baseVersion !== null) {
    cat = diffCatalogues(catalogueOf(`${vendor}@${baseVersion}`, packDir), catalogueOf(`${vendor}@${v.version}`, packDir));
  }
  const report = { vendor, version: v.version, baseVersion, captures: freshDir, pack: packDir, comparison, catalogue: cat };
  writeFileSync(join(captures, 'drift.json'), `${JSON.stringify(report, null, 2)}\n`);
  if (args.includes('--json')) console.log(JSON.stringify(report, null, 2));
  else console.log(formatDrift({ ...report, all: args.includes('--all') }).join('\n'));
  if (comparison.counts.changed > 0 || comparison.counts.misread > 0) process.exitCode = 1;
}

main().catch((e) => { console.error(`lab/drift.mjs: ${e.message}`); process.exit(2); });
