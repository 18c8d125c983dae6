#!/usr/bin/env node
// Usage: node lab/install.mjs VENDOR[@VERSION] [--json]
// npm-installs the vendor CLI into /tmp/ptyscreen-lab/pkgs/<vendor>@<version>/ and prints the
// binary path and the installed version. Re-running with an installed version is a no-op.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LAB_ROOT, parseVendorSpec } from './vendors.mjs';

/**
 * A vendor CLI installed into the scratch folder.
 * @typedef {{ vendor: string, pkg: string, bin: string, version: string, dir: string, binPath: string, binDir: string }} Installed
 */

/**
 * Installs `VENDOR[@VERSION]` (no-op when present) and says where its binary is.
 * @param {string} spec
 * @param {{ quiet?: boolean }} [options]
 * @returns {Installed}
 */
export function install(spec, { quiet = false } = {}) {
  const v = parseVendorSpec(spec);
  let version = v.version;
  if (version === 'latest' || !/^\d+\.\d+\.\d+/.test(version)) {
    // npm prints at least one line
    version = /** @type {string} */ (execFileSync('npm', ['view', `${v.pkg}@${version}`, 'version'], { encoding: 'utf8' })
      .trim().split('\n').pop()).replace(/^.*'(.*)'$/, '$1').trim();
  }
  const dir = join(LAB_ROOT, 'pkgs', `${v.vendor}@${version}`);
  const binPath = join(dir, 'node_modules', '.bin', v.bin);
  if (!existsSync(binPath)) {
    mkdirSync(dir, { recursive: true });
    // npm 11 runs install scripts only for packages listed in allowScripts (Claude Code's
    // postinstall puts its native binary in place).
    // A dependency the registry does not serve and the CLI's bundle does not load (vendors.mjs
    // absentDeps): an empty package of that name stands in for it (npm overrides).
    /** @type {Record<string, string>} */
    const overrides = {};
    for (const name of v.absentDeps || []) {
      const stub = join(dir, 'absent', name.replace(/[@/]/g, '_'));
      mkdirSync(stub, { recursive: true });
      writeFileSync(join(stub, 'package.json'), JSON.stringify({ name, version: '0.0.0-absent', main: 'index.js' }, null, 2));
      writeFileSync(join(stub, 'index.js'), '');
      overrides[name] = `file:${stub}`;
    }
    writeFileSync(join(dir, 'package.json'), JSON.stringify({
      name: 'lab-pkg', private: true, allowScripts: { [`${v.pkg}@${version}`]: true },
      ...(v.absentDeps ? { overrides } : {}),
    }, null, 2));
    if (!quiet) console.error(`installing ${v.pkg}@${version} into ${dir} ...`);
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error',
      ...(v.ignoreScripts ? ['--ignore-scripts'] : []),
      `${v.pkg}@${version}`], { cwd: dir, stdio: quiet ? 'ignore' : 'inherit' });
  }
  // A package without a bin entry (a platform binary package): link its binary into .bin.
  if (v.binFile && !existsSync(binPath)) {
    mkdirSync(dirname(binPath), { recursive: true });
    symlinkSync(join('..', ...v.pkg.split('/'), v.binFile), binPath);
  }
  const pj = JSON.parse(readFileSync(join(dir, 'node_modules', ...v.pkg.split('/'), 'package.json'), 'utf8'));
  return { vendor: v.vendor, pkg: v.pkg, bin: v.bin, version: pj.version, dir, binPath, binDir: join(dir, 'node_modules', '.bin') };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const spec = args.find((a) => !a.startsWith('--'));
  if (!spec) {
    console.error('usage: node lab/install.mjs VENDOR[@VERSION] [--json]');
    process.exit(2);
  }
  const r = install(spec);
  if (args.includes('--json')) console.log(JSON.stringify(r, null, 2));
  else console.log(`${r.binPath}\n${r.pkg}@${r.version}`);
}
