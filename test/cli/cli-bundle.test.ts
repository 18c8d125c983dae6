// The CLI's one-file bundle: loaded with V8's compiled code kept in the cache folder, which V8 must
// accept on the next start; no cache when caches are off or the bundle has no hash; a refused cache
// written again; the folder pruned. Then the real bundle the build wrote, and the CLI run from it.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUNDLE_HEADER, compiledCodeFile, KEPT_COMPILED_CODE, loadCliBundle } from '../../src/cli/cli-bundle.js';
import { BIN, ROOT } from './run-cli.js';

const scratch = mkdtempSync(join(tmpdir(), 'ptyscreen-cli-bundle-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let folders = 0;
function folder(): string {
  const dir = join(scratch, String((folders += 1)));
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** A synthetic bundle: CommonJS that exports an execute. */
function syntheticBundle(dir: string, { header = true, body = 'exports.execute = async () => "ran";' } = {}): { file: string; hash: string } {
  const hash = createHash('sha256').update(body).digest('hex');
  const file = join(dir, 'bundle.cjs');
  writeFileSync(file, header ? `${BUNDLE_HEADER}${hash}\n${body}` : body);
  return { file, hash };
}

const START = join(ROOT, 'dist', 'cli', 'start.cjs');

/**
 * Loads `file` in a process of its own, as the CLI does (in one process V8 keeps what it compiled and
 * would not look at the cache), writing the compiled code at once when the loader asks. Says what the
 * bundle's execute gave and whether the loader asked.
 */
function load(file: string, env: NodeJS.ProcessEnv): { ran: unknown; wrote: boolean } {
  const script = `
    const { loadCliBundle } = require(${JSON.stringify(START)});
    let wrote = false;
    const bundle = loadCliBundle(${JSON.stringify(file)}, process.env, { whenDone: (write) => { wrote = true; write(); } });
    Promise.resolve(bundle?.execute({ dir: '.' })).then((ran) => console.log(JSON.stringify({ ran: ran ?? null, wrote })));`;
  const child = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', env: { PATH: process.env.PATH, ...env } });
  expect(child.status, child.stderr).toBe(0);
  return JSON.parse(child.stdout) as { ran: unknown; wrote: boolean };
}

describe('loadCliBundle', () => {
  it('gives undefined when there is no bundle, so the CLI loads its modules one by one', () => {
    expect(loadCliBundle(join(folder(), 'bundle.cjs'), { PTYSCREEN_CACHE_DIR: folder() })).toBeUndefined();
    expect(load(join(folder(), 'bundle.cjs'), { PTYSCREEN_CACHE_DIR: folder() })).toEqual({ ran: null, wrote: false });
  });

  it('runs the bundle as CommonJS, keeps its compiled code, and starts from it the next time', () => {
    const dir = folder();
    const env = { PTYSCREEN_CACHE_DIR: join(dir, 'cache') };
    const { file, hash } = syntheticBundle(dir);
    expect(load(file, env)).toEqual({ ran: 'ran', wrote: true });
    expect(existsSync(compiledCodeFile(hash, env))).toBe(true);
    // V8 took the code it was given: nothing to write again.
    expect(load(file, env)).toEqual({ ran: 'ran', wrote: false });
  });

  it('writes the code again when V8 refuses what the cache holds', () => {
    const dir = folder();
    const env = { PTYSCREEN_CACHE_DIR: join(dir, 'cache') };
    const { file, hash } = syntheticBundle(dir);
    load(file, env);
    writeFileSync(compiledCodeFile(hash, env), Buffer.from('not code V8 made'));
    const again = load(file, env);
    expect(again.wrote).toBe(true);
    expect(readFileSync(compiledCodeFile(hash, env)).toString()).not.toBe('not code V8 made');
    expect(load(file, env).wrote).toBe(false);
  });

  it('keeps nothing with PTYSCREEN_NO_CACHE=1, nor for a bundle without its hash', () => {
    const dir = folder();
    const cache = join(dir, 'cache');
    const { file } = syntheticBundle(dir);
    expect(load(file, { PTYSCREEN_CACHE_DIR: cache, PTYSCREEN_NO_CACHE: '1' }).wrote).toBe(false);
    const unhashed = syntheticBundle(folder(), { header: false });
    expect(load(unhashed.file, { PTYSCREEN_CACHE_DIR: cache }).wrote).toBe(false);
    expect(existsSync(cache)).toBe(false);
  });

  it(`keeps the ${KEPT_COMPILED_CODE} newest files of compiled code in the folder`, () => {
    const dir = folder();
    const env = { PTYSCREEN_CACHE_DIR: join(dir, 'cache') };
    const cli = join(dir, 'cache', 'cli');
    mkdirSync(cli, { recursive: true });
    for (let i = 0; i < KEPT_COMPILED_CODE + 3; i++) {
      const old = join(cli, `${String(i).padStart(64, '0')}-old.v8`);
      writeFileSync(old, 'old');
      utimesSync(old, 1_000_000 + i, 1_000_000 + i);
    }
    const { file, hash } = syntheticBundle(dir);
    load(file, env);
    const left = readdirSync(cli).filter((name) => name.endsWith('.v8'));
    expect(left).toHaveLength(KEPT_COMPILED_CODE);
    expect(left).toContain(compiledCodeFile(hash, env).slice(cli.length + 1));
    // The oldest went first.
    expect(left).not.toContain(`${'0'.repeat(64)}-old.v8`);
  });
});

describe('the built CLI bundle', () => {
  const bundleFile = join(ROOT, 'dist', 'cli', 'bundle.cjs');
  const text = readFileSync(bundleFile, 'utf8');

  it('opens with the SHA-256 of the rest, and is ASCII only (read without decoding)', () => {
    const newline = text.indexOf('\n');
    expect(text.slice(0, BUNDLE_HEADER.length)).toBe(BUNDLE_HEADER);
    expect(text.slice(BUNDLE_HEADER.length, newline)).toBe(createHash('sha256').update(text.slice(newline + 1)).digest('hex'));
    expect(/[^\u0000-\u007f]/u.test(text)).toBe(false);
  });

  it('holds every command of the manifest and every hook, by its file in dist/', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'oclif.manifest.json'), 'utf8')) as { commands: Record<string, { relativePath: string[] }> };
    const files = Object.values(manifest.commands).map((command) => command.relativePath.slice(1).join('/'));
    expect(files.length).toBeGreaterThan(5);
    const { oclif } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { oclif: { hooks: Record<string, string> } };
    for (const hook of Object.values(oclif.hooks)) files.push(hook.replace(/^\.\/dist\//u, ''));
    for (const file of files) expect(text, file).toContain(`${JSON.stringify(file)}: () =>`);
  });

  it('a build without the bundle runs the CLI from the modules tsc wrote, and answers the same', () => {
    // A copy of the package whose dist/ lacks the bundle and its loader, as a build stopped after tsc.
    const copy = folder();
    cpSync(join(ROOT, 'bin'), join(copy, 'bin'), { recursive: true });
    cpSync(join(ROOT, 'dist'), join(copy, 'dist'), { recursive: true, filter: (source) => !/[\\/]cli[\\/](?:bundle|start)\.cjs/u.test(source) });
    for (const name of ['package.json', 'oclif.manifest.json']) cpSync(join(ROOT, name), join(copy, name));
    for (const name of ['node_modules', 'rules', 'schemas', 'plugins']) symlinkSync(join(ROOT, name), join(copy, name), 'dir');
    expect(existsSync(join(copy, 'dist', 'cli', 'bundle.cjs'))).toBe(false);
    const fixture = join(ROOT, 'rules', 'codex', 'fixtures', 'trust-folder__120x40', 'screen.txt');
    const run = (bin: string, cache: string) => spawnSync(process.execPath, [bin, 'classify', fixture, '--process', 'codex', '--json'], { encoding: 'utf8', env: { ...process.env, PTYSCREEN_CACHE_DIR: cache, NO_COLOR: '1' } });
    const unbundled = run(join(copy, 'bin', 'run.js'), join(copy, 'cache'));
    expect(unbundled.status, unbundled.stderr).toBe(0);
    // No bundle, no compiled code kept for one.
    expect(existsSync(join(copy, 'cache', 'cli'))).toBe(false);
    expect(unbundled.stdout).toBe(run(BIN, join(copy, 'bundled-cache')).stdout);
    expect(JSON.parse(unbundled.stdout)[0].state).toBe('operator_gate');
  });

  it('runs the CLI, keeps its compiled code in the cache folder, and answers the same from it', () => {
    const cache = join(folder(), 'cache');
    const fixture = join(ROOT, 'rules', 'claude-code', 'fixtures');
    const capture = join(fixture, readdirSync(fixture).find((name) => name.startsWith('ready') && existsSync(join(fixture, name, 'screen.txt')))!, 'screen.txt');
    const run = () => spawnSync(process.execPath, [BIN, 'classify', capture, '--process', 'claude', '--json'], { encoding: 'utf8', env: { ...process.env, PTYSCREEN_CACHE_DIR: cache, NO_COLOR: '1' } });
    const first = run();
    expect(first.status, first.stderr).toBe(0);
    const hash = text.slice(BUNDLE_HEADER.length, text.indexOf('\n'));
    expect(existsSync(compiledCodeFile(hash, { PTYSCREEN_CACHE_DIR: cache }))).toBe(true);
    const second = run();
    expect(second.status, second.stderr).toBe(0);
    expect(second.stdout).toBe(first.stdout);
    expect(JSON.parse(first.stdout)[0].state).toBe('ready');
  });
});
