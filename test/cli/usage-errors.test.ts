// Mistakes at the command line: one line saying what was wrong and what was probably meant, exit 2.
import { describe, expect, it } from 'vitest';
import { closest, editDistance } from '../../src/cli/suggest.js';
import { runCli } from './run-cli.js';

const SCREEN = 'rules/claude-code/fixtures/ready-composer-empty__120x40/screen.txt';

describe('a mistyped flag or command', () => {
  it('--proces: one line, the nearest flag, exit 2 (no usage text scrolling it away)', () => {
    const run = runCli(['classify', SCREEN, '--proces', 'vim']);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe('ptyscreen: unknown flag --proces; did you mean --process? (ptyscreen classify --help shows the usage)\n');
  });

  it('a renamed flag names its new name: --quiet SECONDS is --settle', () => {
    const run = runCli(['classify', '--quiet', '0.5', SCREEN]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--quiet is now --settle SECONDS');
  });

  it('a usage error a command raises is one line too', () => {
    const run = runCli(['classify']);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe('ptyscreen: give capture files, - for standard input, --files-from LIST, or --tmux PANE\n');
  });

  it('--json with --format is rejected, not silently resolved', () => {
    const run = runCli(['classify', SCREEN, '--json', '--format', 'jsonl']);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/--format=jsonl cannot also be provided when using --json|--json=true cannot also be provided when using --format/);
  });

  it('clasify and pack list: the command meant', () => {
    const clasify = runCli(['clasify', SCREEN]);
    expect(clasify.status).toBe(2);
    expect(clasify.stderr).toBe('ptyscreen: no command "clasify"; did you mean "ptyscreen classify"?\n');
    const packList = runCli(['pack', 'list']);
    expect(packList.status).toBe(2);
    expect(packList.stderr).toBe('ptyscreen: no command "pack list"; did you mean "ptyscreen packs list"?\n');
    const nothingNear = runCli(['zzzzzzzz']);
    expect(nothingNear.status).toBe(2);
    expect(nothingNear.stderr).toBe('ptyscreen: no command "zzzzzzzz" (ptyscreen --help lists the commands)\n');
  });

  it('help COMMAND, -h and -v work', () => {
    const help = runCli(['help', 'classify']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('$ ptyscreen classify');
    expect(runCli(['help', 'packs', 'test']).stdout).toContain('$ ptyscreen packs test');
    expect(runCli(['classify', '-h']).stdout).toBe(help.stdout);
    expect(runCli(['-h']).stdout).toContain('COMMANDS');
    expect(runCli(['-v']).stdout).toMatch(/^ptyscreen\/\d+\.\d+\.\d+ /);
  });

  it('an old flag name still works for one release, with a warning', () => {
    const run = runCli(['packs', 'test', 'rules/codex', '--no-builtin', '--reporter', 'json']);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ failed: 0 });
    expect(run.stderr).toContain('"--reporter" flag has been deprecated');
  });
});

describe('closest', () => {
  it('suggests within a few edits, counting a swap of neighbours as one', () => {
    expect(editDistance('calssify', 'classify')).toBe(1);
    expect(closest('--proces', ['--process', '--argv', '--vendor'])).toBe('--process');
    expect(closest('pack:list', ['packs:list', 'packs:test', 'classify'])).toBe('packs:list');
    expect(closest('--zzzzzz', ['--process', '--argv'])).toBeUndefined();
  });
});
