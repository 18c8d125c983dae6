// A folder that is not one capture is searched for captures: `classify captures/ --fail-on …` works on a folder of .txt files.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expandCapturePaths } from '../../src/batch/capture-paths.js';
import { ROOT, runCli } from './run-cli.js';

const CLAUDE_READY = join(ROOT, 'rules/claude-code/fixtures/ready-composer-empty__120x40/screen.txt');
const GEMINI_TRUST = join(ROOT, 'rules/gemini-cli/fixtures/trust-folder-120x40/screen.txt');
const scratch = mkdtempSync(join(tmpdir(), 'ptyscreen-walk-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** captures/: two .txt captures, a capture folder, and files a walk must leave alone. */
function capturesFolder(): string {
  const root = join(scratch, 'captures');
  mkdirSync(join(root, 'nested', 'trust-folder'), { recursive: true });
  mkdirSync(join(root, '.hidden'));
  copyFileSync(CLAUDE_READY, join(root, 'b-ready.txt'));
  copyFileSync(GEMINI_TRUST, join(root, 'nested', 'a-trust.txt'));
  copyFileSync(GEMINI_TRUST, join(root, 'nested', 'trust-folder', 'screen.txt'));
  writeFileSync(join(root, 'nested', 'trust-folder', 'meta.json'), '{"pane_current_command":"node"}');
  writeFileSync(join(root, 'label.json'), '{}');
  copyFileSync(CLAUDE_READY, join(root, '.hidden', 'skipped.txt'));
  return root;
}

describe('a folder of captures', () => {
  it('is walked in name order for capture folders and .txt/.ansi/.cast files', () => {
    const root = capturesFolder();
    expect(expandCapturePaths([root, '-'])).toEqual([join(root, 'b-ready.txt'), join(root, 'nested', 'a-trust.txt'), join(root, 'nested', 'trust-folder'), '-']);
  });

  it('the README CI example: classify captures/ --fail-on operator_gate,failing', () => {
    const root = join(scratch, 'captures');
    const run = runCli(['classify', root, '--process', 'node', '--fail-on', 'operator_gate,failing', '--format', 'jsonl']);
    expect(run.stderr).toBe('ptyscreen: 2 of 3 captures: 2 operator_gate\n');
    expect(run.status).toBe(1);
    expect(run.stdout.trim().split('\n').map((line) => (JSON.parse(line) as { state: string }).state)).toEqual(['ready', 'operator_gate', 'operator_gate']);
  });

  it('a folder with no capture in it says so and points at --files-from; exit 2', () => {
    const empty = join(scratch, 'empty');
    mkdirSync(join(empty, 'sub'), { recursive: true });
    writeFileSync(join(empty, 'notes.md'), 'not a capture');
    const run = runCli(['classify', empty, '--process', 'node']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`${empty}: no screen.ansi, screen.txt or rec.cast in this folder, nor any .txt, .ansi or .cast capture below it; to classify other files, list them with --files-from`);
  });
});
