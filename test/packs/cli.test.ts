// The packs commands as a user runs them: new → validate → test, list with sources, validate's exit codes and JSON.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli.js';
import { MINIMAL_PACK, TESTED_FIXTURES, TESTED_PACK, writeTree } from './helpers.js';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});
const scratch = (): string => {
  const root = mkdtempSync(join(tmpdir(), 'ptyscreen-packs-cli-'));
  roots.push(root);
  return root;
};

describe('ptyscreen packs new', () => {
  it('scaffolds a pack that packs validate accepts and packs test passes', () => {
    const root = scratch();
    const made = runCli(['packs', 'new', 'acme-cli', '--name', 'Acme CLI', '--binary', 'acme', '--dir', root]);
    expect(made.status).toBe(0);
    expect(made.stdout).toContain('pack.yaml');
    const pack = join(root, 'acme-cli');
    const validated = runCli(['packs', 'validate', pack]);
    expect(validated.stdout).toContain('1 pack checked: 0 errors, 0 warnings');
    expect(validated.status).toBe(0);
    const tested = runCli(['packs', 'test', pack]);
    expect(tested.status).toBe(0);
    expect(tested.stdout).toContain('✓ acme-cli/trust-folder  match example-trust');
    expect(tested.stdout).toContain('✓ acme-cli  expect example-auth-error.txt');
    expect(tested.stdout.trimEnd().split('\n').at(-1)).toMatch(/^\d+ passed, 0 failed$/);
  });

  it('--package writes a package declaring its pack, which validates too; an existing folder or a bad id is refused', () => {
    const root = scratch();
    expect(runCli(['packs', 'new', 'acme-cli', '--package', '--dir', root]).status).toBe(0);
    const validated = runCli(['packs', 'validate', join(root, 'ptyscreen-pack-acme-cli'), '--json']);
    expect(validated.status).toBe(0);
    expect(JSON.parse(validated.stdout)).toMatchObject({ valid: true, packs: 1, errors: 0 });
    const again = runCli(['packs', 'new', 'acme-cli', '--package', '--dir', root]);
    expect(again.status).toBe(2);
    expect(again.stderr).toContain('already exists');
    expect(runCli(['packs', 'new', 'Acme CLI', '--dir', root]).status).toBe(2);
  });
});

describe('ptyscreen packs validate', () => {
  it('lists every problem as file:line:col and exits 1; --json gives the same data', () => {
    const yaml = TESTED_PACK.replace('kind: trust', 'kind: trsut').replace('reason: crash', 'reason: Crash!');
    const root = writeTree({ 'demo/pack.yaml': yaml, ...Object.fromEntries(Object.entries(TESTED_FIXTURES).map(([f, t]) => [`demo/${f}`, t])) });
    roots.push(root);
    const run = runCli(['packs', 'validate', join(root, 'demo')], { cwd: root });
    expect(run.status).toBe(1);
    expect(run.stdout.split('\n').slice(0, 2)).toEqual([
      'demo/pack.yaml:11:11: error [demo/trust]: gates[0].kind "trsut" is not a gate kind ptyscreen knows; the nearest is "trust" (the closed list, rules/_signatures/vocabulary.yaml: trust, auth, update, onboarding, permission, question)',
      'demo/pack.yaml:21:13: error [demo/boom]: failures[0].reason "Crash!" is not a failure reason ptyscreen knows; the nearest is "crash" (the closed list, rules/_signatures/vocabulary.yaml: auth_rejected, billing_quota, rate_limited, overloaded, server_error, network_error, context_too_long, model_not_found, content_refused, bad_request, config_error, crash, error)',
    ]);
    const json = JSON.parse(runCli(['packs', 'validate', join(root, 'demo'), '--json']).stdout) as { valid: boolean; problems: { code: string }[] };
    expect(json.valid).toBe(false);
    expect(json.problems.map((p) => p.code)).toEqual(['schema.enum', 'schema.enum']);
  });

  it('exits 2 for a path that does not exist', () => {
    expect(runCli(['packs', 'validate', '/no/such/pack']).status).toBe(2);
  });

  it('exits 2, saying "not a pack" once, for a folder with no pack and for a file that is not one', () => {
    const root = writeTree({ 'scratch/notes.txt': 'hello\n', 'rec.cast': '{"version": 2}\n[0.1, "o", "x: [y"]\n'.repeat(40) });
    roots.push(root);
    const folder = runCli(['packs', 'validate', 'scratch'], { cwd: root });
    expect(folder.status).toBe(2);
    expect(folder.stdout.split('\n')[0]).toBe('scratch: error: not a pack (no pack.yaml)');
    const cast = runCli(['packs', 'validate', 'rec.cast'], { cwd: root });
    expect(cast.status).toBe(2);
    expect(cast.stdout.match(/not a pack/g)).toHaveLength(1);
    expect(cast.stdout.split('\n').length).toBeLessThan(4);
  });

  it('with no path, checks every pack that would be loaded: the built-in packs and plugins pass', () => {
    const run = runCli(['packs', 'validate']);
    expect(run.stdout).toMatch(/\d+ packs checked: 0 errors, 0 warnings/);
    expect(run.status).toBe(0);
  });
});

describe('ptyscreen packs test over everything loaded', () => {
  it('passes on every built-in pack and plugin, ending with the pass/fail line', () => {
    const run = runCli(['packs', 'test'], { timeoutMs: 230_000 });
    const last = run.stdout.trimEnd().split('\n').at(-1)!;
    expect(last).toMatch(/^\d+ passed, 0 failed$/);
    expect(Number(last.split(' ')[0])).toBeGreaterThan(200);
    expect(run.status).toBe(0);
    // Every fixture of every pack (thousands of captures) in one process: the slowest CLI run of the suite.
  }, 240_000);
});

describe('ptyscreen classify with a pack that claims every screen', () => {
  it('warns, leaves that pack out, and still classifies (exit 0)', () => {
    const root = writeTree({ 'greedy/pack.yaml': MINIMAL_PACK.replace("when: 'Fatal error: out of cheese'", "when: '.*'"), 'pane.txt': 'Demo CLI v1\n> \n' });
    roots.push(root);
    const run = runCli(['classify', join(root, 'pane.txt'), '--pack', join(root, 'greedy'), '--no-builtin', '--process', 'demo', '--json'], { cwd: root });
    expect(run.stderr).toContain('warning [demo/boom]: this rule\'s condition holds on a blank screen and on a shell prompt');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject([{ state: 'not_agent', observedProcess: 'demo' }]);
  });
});

describe('ptyscreen packs list', () => {
  it('shows each pack with its version, source, rule counts and what it overrides', () => {
    const root = writeTree({ 'work/.ptyscreenrc.yaml': 'packs: [../mine/codex]\n', 'mine/codex/pack.yaml': MINIMAL_PACK.replace('id: demo', 'id: codex') });
    roots.push(root);
    const run = runCli(['packs', 'list', '--json'], { cwd: join(root, 'work') });
    expect(run.status).toBe(0);
    const rows = JSON.parse(run.stdout) as { id: string; source: string; status: string; gates: number; failures: number; overrides: { source: string }[] }[];
    expect(rows.find((r) => r.id === 'claude-code')).toMatchObject({ source: 'builtin', status: 'loaded' });
    expect(rows.filter((r) => r.id === 'codex').map((r) => [r.source, r.status, r.gates, r.failures])).toEqual([
      ['builtin', 'overridden', expect.any(Number), expect.any(Number)],
      ['config', 'loaded', 1, 1],
    ]);
    expect(rows.find((r) => r.source === 'config')!.overrides.map((o) => o.source)).toEqual(['builtin']);
    const text = runCli(['packs', 'list'], { cwd: join(root, 'work') }).stdout;
    expect(text).toMatch(/^codex +1\.0\.0 +config +loaded +1 +1 +.*overrides builtin .*rules\/codex\/pack\.yaml$/m);
  });
});

describe('a config file with one bad key', () => {
  it('keeps what is valid: packs list names the key, still disables, and exits 2 as classify would; packs validate exits 1 on it', () => {
    const root = writeTree({ 'work/.ptyscreenrc.yaml': 'disable:\n  packs: [codex]\n  rule: [gemini-cli/trust-folder]\n' });
    roots.push(root);
    const list = runCli(['packs', 'list', '--json'], { cwd: join(root, 'work') });
    expect(list.status).toBe(2);
    expect(list.stderr).toMatch(/^ptyscreen: \S*\.ptyscreenrc\.yaml:3:3: error: disable has an unknown key "rule"/);
    const rows = JSON.parse(list.stdout) as { id: string; status: string }[];
    expect(rows.find((r) => r.id === 'codex')!.status).toBe('disabled');
    const validate = runCli(['packs', 'validate'], { cwd: join(root, 'work') });
    expect(validate.status).toBe(1);
    expect(validate.stdout).toContain('.ptyscreenrc.yaml:3:3: error: disable has an unknown key "rule"');
  });
});
