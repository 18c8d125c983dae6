// The plugin package end to end: `npm pack` of plugins/ptyscreen-pack-cline, installed offline into an empty
// project, is found there as an npm pack and used by classify, packs list and packs test with no other setup.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCli } from '../cli/run-cli.js';

const PLUGIN = join(ROOT, 'plugins/ptyscreen-pack-cline');
const { version } = JSON.parse(readFileSync(join(PLUGIN, 'package.json'), 'utf8')) as { version: string };
const scratch = mkdtempSync(join(tmpdir(), 'ptyscreen-plugin-'));
const project = join(scratch, 'project');
const installed = join(project, 'node_modules/ptyscreen-pack-cline');
let tarballFiles: string[] = [];

beforeAll(() => {
  const npm = (args: string[], cwd: string): string =>
    execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8', env: { ...process.env, npm_config_update_notifier: 'false' } });
  const packed = JSON.parse(npm(['pack', PLUGIN, '--pack-destination', scratch, '--json'], scratch)) as { filename: string; files: { path: string }[] }[];
  tarballFiles = packed[0]!.files.map((file) => file.path);
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'some-project', version: '1.0.0', private: true }));
  // No registry is needed: the package has no dependencies.
  npm(['install', '--offline', join(scratch, packed[0]!.filename)], project);
}, 120_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the cline pack package', () => {
  it('packs its pack and fixtures, and nothing else', () => {
    expect(tarballFiles).toContain('package.json');
    expect(tarballFiles).toContain('pack/pack.yaml');
    expect(tarballFiles.filter((file) => file.startsWith('pack/fixtures/')).length).toBeGreaterThan(10);
    expect(tarballFiles.some((file) => file.startsWith('scripts/'))).toBe(false);
  });

  it('installed into a project, packs list shows it with source npm, overriding the in-repo plugin', () => {
    const run = runCli(['packs', 'list', '--json'], { cwd: project });
    expect(run.status).toBe(0);
    const rows = JSON.parse(run.stdout) as { id: string; source: string; status: string; origin: string | null; file: string; overrides: { source: string }[] }[];
    const cline = rows.filter((row) => row.id === 'cline');
    expect(cline.map((row) => [row.source, row.status])).toEqual([
      ['plugin', 'overridden'],
      ['npm', 'loaded'],
    ]);
    expect(cline[1]).toMatchObject({ origin: `ptyscreen-pack-cline@${version}`, file: join(installed, 'pack/pack.yaml') });
  });

  it('classify in that project recognises cline screens from the installed pack alone', () => {
    const fixtures = join(installed, 'pack/fixtures');
    const screens = ['auth-welcome-3.0.65__120x40', 'ready-composer-first-run-3.0.65__80x24', 'permission-run-commands-3.0.65__120x40', 'api-key-rejected-3.0.65__80x24'];
    expect(screens.every((name) => readdirSync(fixtures).includes(name))).toBe(true);
    // --no-builtin: neither rules/ nor plugins/ of this repository, so only the npm install can know cline.
    const run = runCli(['classify', ...screens.map((name) => join(fixtures, name)), '--no-builtin', '--json'], { cwd: project });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const results = JSON.parse(run.stdout) as { vendor: string; state: string; gate?: { kind: string; subject: string }; reason?: string }[];
    expect(results.map((r) => [r.vendor, r.state, r.gate?.kind ?? r.reason ?? null])).toEqual([
      ['cline', 'operator_gate', 'auth'],
      ['cline', 'ready', null],
      ['cline', 'operator_gate', 'permission'],
      ['cline', 'failing', 'auth_rejected'],
    ]);
    expect(results[2]!.gate!.subject).toBe('mkdir -p build && touch build/out.txt');
  });

  it('packs test in that project passes its fixtures', () => {
    const run = runCli(['packs', 'test', installed, '--no-builtin'], { cwd: project });
    expect(run.stdout.trimEnd().split('\n').at(-1)).toMatch(/^\d+ passed, 0 failed$/);
    expect(run.status).toBe(0);
  });
});
