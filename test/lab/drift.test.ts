// lab/drift-compare.mjs over real fixtures: Claude Code 2.1.197's captures against 2.1.332's, paired
// case by case, read with the library's own classifier.
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import * as library from '../../src/index.js';
import { ROOT } from '../cli/run-cli.js';
import { labModule } from './lab-modules.js';

interface Summary { state: string; kind: string | null; options: string[] | null; reason: string | null; rule: string | null }
interface Entry {
  name: string; case: string; size: string; version: string; scenario: string | null; dir: string;
  label: Record<string, unknown> | null; result?: Summary | null; error?: string | null; labelDifferences?: string[];
}
interface Row { case: string; size: string; status: 'same' | 'changed' | 'new' | 'missing'; changes: { field: string; base: unknown; fresh: unknown }[]; misread: boolean }
interface Comparison { rows: Row[]; counts: Record<string, number> }
interface Template { kind: string; text: string; covered?: string | null }
interface DriftModule {
  caseOf(name: string, version?: string): string;
  readCaptureSet(dir: string): Entry[];
  compareVersions(a: string, b: string): number;
  baseVersionOf(entries: Entry[], freshVersion: string): string | null;
  classifyEntries(lib: unknown, set: unknown, entries: Entry[], vendor: string): Promise<Entry[]>;
  compareReleases(base: Entry[], fresh: Entry[]): Comparison;
  resultChanges(base: Summary | null | undefined, fresh: Summary | null | undefined): { field: string; base: unknown; fresh: unknown }[];
  diffCatalogues(base: Template[], fresh: Template[]): { added: Template[]; removed: Template[] };
  formatDrift(report: { vendor: string; version: string; baseVersion: string | null; comparison: Comparison; catalogue?: unknown; all?: boolean }): string[];
}

const FIXTURES = join(ROOT, 'rules', 'claude-code', 'fixtures');
let drift: DriftModule;
let all: Entry[];
let set: library.PackSet;

const at = (version: string, size = '120x40'): Entry[] => all.filter((e) => e.version === version && e.size === size);
const row = (comparison: Comparison, name: string, size = '120x40'): Row | undefined => comparison.rows.find((r) => r.case === name && r.size === size);

beforeAll(async () => {
  drift = await labModule<DriftModule>('drift-compare.mjs');
  all = drift.readCaptureSet(FIXTURES);
  set = library.loadPackSet([join(ROOT, 'rules', 'claude-code')]).set;
});

describe('pairing captures of two releases', () => {
  it('names the same case in a fresh capture and in a fixture that carries its version', () => {
    expect(drift.caseOf('api-401__80x24', '2.1.332')).toBe('api-401');
    expect(drift.caseOf('api-401-2.1.332__80x24', '2.1.332')).toBe('api-401');
    // a fixture named before versions were appended keeps its whole name
    expect(drift.caseOf('auth-login-method__120x40', '2.1.197')).toBe('auth-login-method');
  });

  it('reads every versioned fixture of the pack, with its release, size and label', () => {
    const login = all.filter((e) => e.case === 'auth-login-method');
    expect(login.map((e) => `${e.version} ${e.size}`)).toEqual(expect.arrayContaining(['2.1.197 120x40', '2.1.332 120x40', '2.1.332 80x24']));
    expect(login.every((e) => e.label !== null)).toBe(true);
  });

  it('orders releases part by part and picks the newest other release as the base', () => {
    expect(drift.compareVersions('2.1.40', '2.1.332')).toBe(-1);
    expect(drift.compareVersions('2.1.4', '2.1.40')).toBe(-1);
    expect(drift.compareVersions('0.171.0', '0.171.0')).toBe(0);
    const two = all.filter((e) => e.version === '2.1.197' || e.version === '2.1.332');
    expect(drift.baseVersionOf(two, '2.1.197')).toBe('2.1.332');
    expect(drift.baseVersionOf(two, '2.1.332')).toBe('2.1.197');
    expect(drift.baseVersionOf(all, '2.1.4')).toBe('2.1.332');
  });
});

describe('comparing what the packs read', () => {
  let comparison: Comparison;
  beforeAll(async () => {
    const base = await drift.classifyEntries(library, set, at('2.1.332'), 'claude-code');
    const fresh = await drift.classifyEntries(library, set, at('2.1.197'), 'claude-code');
    comparison = drift.compareReleases(base, fresh);
  });

  it('reports a menu whose choices were reworded between the releases as changed options', () => {
    const login = row(comparison, 'auth-login-method');
    expect(login?.status).toBe('changed');
    expect(login?.changes.map((c) => c.field)).toEqual(['options']);
    expect(login?.changes[0]?.fresh).toContain('Claude account with subscription · Pro, Max, Team, or Enterprise');
    expect(login?.changes[0]?.base).toContain('Claude account with subscription · Individual, Team, or Enterprise');
  });

  it('reports a screen both releases draw alike as the same, and a case only one has as new', () => {
    expect(row(comparison, 'ready-composer-empty')?.status).toBe('same');
    expect(row(comparison, 'onboarding-theme')?.status).toBe('same');
    expect(row(comparison, 'api-401-invalid-key')?.status).toBe('new');
    expect(comparison.counts.changed).toBe(comparison.rows.filter((r) => r.status === 'changed').length);
  });

  it('reports a failure read as a different reason, and a label the packs disagree with', async () => {
    // the 401 of 2.1.332 put where the fresh release's 429 screen is: the reason differs, and the
    // 401's label (auth_rejected) is not what the packs read on the 429 screen
    const [rateLimited] = at('2.1.197').filter((e) => e.case === 'api-429-retrying');
    const [rejected] = at('2.1.332').filter((e) => e.case === 'api-401');
    const fresh = await drift.classifyEntries(library, set, [{ ...rateLimited!, label: rejected!.label }], 'claude-code');
    const base = await drift.classifyEntries(library, set, [{ ...rejected!, case: 'api-429-retrying' }], 'claude-code');
    const { rows, counts } = drift.compareReleases(base, fresh);
    expect(rows[0]?.changes).toEqual([{ field: 'reason', base: 'auth_rejected', fresh: 'rate_limited' }]);
    expect(rows[0]?.misread).toBe(true);
    expect(counts.misread).toBe(1);
  });

  it('compares options without the folder each run works in', async () => {
    // the same dialog captured in two runs: '… commands in /tmp/lab/cc38/proj-cc38' and '… cc39/proj-cc39'
    const [one] = at('2.1.332').filter((e) => e.case === 'permission-bash');
    const [other] = at('2.1.332', '80x24').filter((e) => e.case === 'permission-bash');
    const [a, b] = await drift.classifyEntries(library, set, [one!, { ...other!, size: '120x40' }], 'claude-code');
    expect(a!.result!.options![1]).not.toBe(b!.result!.options![1]);
    expect(drift.resultChanges(a!.result, b!.result)).toEqual([]);
    expect(drift.resultChanges(a!.result, { ...b!.result!, options: b!.result!.options!.slice(0, 2) })).toHaveLength(1);
  });

  it('reports a case the fresh run played at a size but did not capture as missing', async () => {
    const base = await drift.classifyEntries(library, set, at('2.1.332'), 'claude-code');
    // the api-429 scenario ran (its retrying screen is there), its final error was not captured;
    // the api-403 scenario did not run at all, so its absence is no finding
    const fresh = base.filter((e) => e.case !== 'api-429-final' && e.scenario !== 'api-403');
    const { rows, counts } = drift.compareReleases(base, fresh);
    expect(rows.filter((r) => r.status === 'missing').map((r) => r.case)).toEqual(['api-429-final']);
    expect(counts.same).toBe(fresh.length);
    expect(counts.misread).toBe(0);
  });

  it('says so in the report, one line per case to look at', () => {
    const lines = drift.formatDrift({ vendor: 'claude-code', version: '2.1.197', baseVersion: '2.1.332', comparison });
    expect(lines[0]).toBe("claude-code 2.1.197 against the pack's fixtures of 2.1.332");
    expect(lines.some((l) => l.startsWith('  changed  auth-login-method 120x40: options ['))).toBe(true);
    expect(lines.some((l) => l.includes('ready-composer-empty'))).toBe(false);
    expect(lines.at(-1)).toMatch(/^\d+ captures: \d+ read as in 2\.1\.332, 1 read differently, \d+ new, 0 not captured; 0 read otherwise than their label$/);
  });
});

describe('the catalogue between releases', () => {
  it('lists the templates only the fresh release has, and counts those it lost', () => {
    const base = [{ kind: 'dialog', text: 'Do you trust the files in this folder?' }, { kind: 'error', text: 'API Error: ‹›' }];
    const fresh = [{ kind: 'dialog', text: 'Quick safety check: Is this a project you created or one you trust?' }, { kind: 'error', text: 'API Error: ‹›' }];
    const { added, removed } = drift.diffCatalogues(base, fresh);
    expect(added.map((t) => t.text)).toEqual(['Quick safety check: Is this a project you created or one you trust?']);
    expect(removed.map((t) => t.text)).toEqual(['Do you trust the files in this folder?']);
  });
});
