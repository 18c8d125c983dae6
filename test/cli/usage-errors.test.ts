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

  it('a flag with no value points to --help as every other usage error does', () => {
    const run = runCli(['classify', SCREEN, '--process']);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe('ptyscreen: Flag --process expects a value (ptyscreen classify --help shows the usage)\n');
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

  it('`version` is a command: the line -v prints, or JSON', () => {
    const line = runCli(['version']);
    expect(line.status).toBe(0);
    expect(line.stdout).toBe(runCli(['-v']).stdout);
    expect(JSON.parse(runCli(['version', '--json']).stdout)).toEqual({ ptyscreen: expect.stringMatching(/^\d+\.\d+\.\d+/), node: process.versions.node, platform: process.platform, arch: process.arch });
  });

  it('the old names --reporter and --report are gone: unknown flags, with the nearest match', () => {
    const reporter = runCli(['packs', 'test', 'rules/codex', '--no-builtin', '--reporter', 'json']);
    expect(reporter.status).toBe(2);
    expect(reporter.stderr).toMatch(/^ptyscreen: unknown flag --reporter/);
    const report = runCli(['classify', SCREEN, '--report', 'x.html']);
    expect(report.status).toBe(2);
    expect(report.stderr).toMatch(/^ptyscreen: unknown flag --report/);
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
