// What a command loads before it does its work: start-up is most of a short command's time, so the
// packages a command does not need stay unloaded, and oclif comes as the build's one-file bundle.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN, ROOT } from './run-cli.js';
import { CORPUS_DIR } from '../corpus/corpus.js';

const PROBE = fileURLToPath(new URL('./loaded-packages.cjs', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'ptyscreen-start-up-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const CAPTURE = join(CORPUS_DIR, 'claude-code/api-401-invalid-key__120x40');

/** The packages a CLI run loaded, and its exit code. */
function packagesLoadedBy(args: readonly string[]): { status: number | null; packages: string[] } {
  const out = join(scratch, `loaded-${Math.random().toString(36).slice(2)}.json`);
  const run = spawnSync(process.execPath, ['--require', PROBE, BIN, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', PTYSCREEN_LOADED_PACKAGES: out },
    timeout: 60_000,
  });
  return { status: run.status, packages: JSON.parse(readFileSync(out, 'utf8')) as string[] };
}

describe('start-up', () => {
  it('guard replay of a valid transcript loads no package at all', () => {
    const transcript = join(scratch, 'session.jsonl');
    writeFileSync(transcript, '{"type":"auto","prompt":"Run the tests"}\n{"type":"auto","prompt":"Run the tests"}\n');
    expect(packagesLoadedBy(['guard', 'replay', transcript])).toEqual({ status: 0, packages: [] });
  });

  it('guard replay of a transcript with a malformed line loads no package: its schema is compiled ahead of time', () => {
    const transcript = join(scratch, 'malformed.jsonl');
    writeFileSync(transcript, '{"type":"auto","promt":"Run the tests"}\n');
    expect(packagesLoadedBy(['guard', 'replay', transcript])).toEqual({ status: 2, packages: [] });
  });

  it('--help loads no package: oclif is bundled', () => {
    expect(packagesLoadedBy(['--help'])).toEqual({ status: 0, packages: [] });
  });

  it('classifying a text capture loads RE2 but not oclif or the terminal emulator', () => {
    const { status, packages } = packagesLoadedBy(['classify', join(CAPTURE, 'screen.txt'), '--process', 'claude']);
    expect(status).toBe(0);
    expect(packages).toContain('re2');
    expect(packages).not.toContain('@oclif/core');
    expect(packages).not.toContain('@xterm/headless');
  });

  it('classifying an ANSI capture loads the terminal emulator (the probe sees what loads)', () => {
    const { status, packages } = packagesLoadedBy(['classify', join(CAPTURE, 'screen.ansi'), '--process', 'claude']);
    expect(status).toBe(0);
    expect(packages).toContain('@xterm/headless');
    expect(packages).not.toContain('@oclif/core');
  });

  // scripts/bundle-oclif.mjs swaps oclif's localeCompare sort of the command ids for code-unit
  // order, which costs no ICU collator at start-up; the two must agree on ptyscreen's ids.
  it('sorts the command ids in the same order without a collator', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'oclif.manifest.json'), 'utf8')) as { commands: Record<string, unknown> };
    const ids = Object.keys(manifest.commands);
    expect(ids.length).toBeGreaterThan(5);
    const byCollator = [...ids].sort((a, b) => a.localeCompare(b));
    expect([...ids].sort()).toEqual(byCollator);
    expect(readFileSync(join(ROOT, 'dist/cli/oclif.js'), 'utf8')).not.toContain('a.id.localeCompare(b.id)');
  });
});
