// The in-sample / out-of-sample split, on a synthetic pack whose release 2.0.0 is held out: packs test
// counts it on its own line and fails nothing on its misreads, leave-one-out and the generic-only
// report count it apart, and a broken held-out.yaml is a located error.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPackSet } from '../../src/packs/index.js';
import {
  formatGeneralisation,
  formatGenericOnly,
  formatJunit,
  formatSplitSummary,
  formatTestReport,
  measureGeneralisation,
  measureGenericOnly,
  readHeldOut,
  testPacks,
  validatePacks,
} from '../../src/packtest/index.js';
import { ROOT } from '../cli/run-cli.js';
import { scratchFolders } from '../packs/helpers.js';

const PACK = join(ROOT, 'test/fixtures-synthetic/synthetic-pack');
const scratch = scratchFolders('ptyscreen-held-out-');

/** A copy of the synthetic pack, changed by `edit`, to test what the split does when a file differs. */
function copy(edit: (dir: string) => void): string {
  const dir = join(scratch(), 'synthetic');
  cpSync(PACK, dir, { recursive: true });
  edit(dir);
  return dir;
}

async function tested(dir: string) {
  const load = loadPackSet([dir]);
  expect(load.problems).toEqual([]);
  return testPacks(load.set);
}

describe("a pack's held-out.yaml", () => {
  it('is read: the releases it names', () => {
    expect(readHeldOut(PACK)).toEqual({
      file: join(PACK, 'held-out.yaml'),
      releases: [{ release: '2.0.0', frozen_at: '4548c13', captured: '2026-12-03' }],
      problems: [],
    });
  });

  it('is optional: without one, nothing is held out', () => {
    expect(readHeldOut(copy((dir) => rmSync(join(dir, 'held-out.yaml'))))).toEqual({ file: null, releases: [], problems: [] });
  });

  it('is checked against its schema, each problem with its file, line and column, and then holds nothing out', () => {
    const dir = copy((d) =>
      writeFileSync(
        join(d, 'held-out.yaml'),
        ['releases:', '  - release: "2.0.0"', '    frozen_at: main', '    captured: 2026-12-03', '  - release: "1.0.0"', '    captured: 2026-12-03', '    note: old'].join('\n'),
      ),
    );
    const file = join(dir, 'held-out.yaml');
    const declared = readHeldOut(dir);
    expect(declared.releases).toEqual([]);
    expect(declared.problems.map((p) => [p.line, p.column, p.code, p.message])).toEqual([
      [3, 16, 'schema.format', 'releases[0].frozen_at does not have the expected form (^[0-9a-f]{7,40}$)'],
      [5, 5, 'schema.required', 'releases[1] is missing "frozen_at"'],
      [7, 5, 'schema.unknown-key', 'releases[1] has an unknown key "note"; check its spelling against the schema'],
    ]);
    expect(declared.problems.every((p) => p.file === file && p.severity === 'error')).toBe(true);
  });

  it('names a release once', () => {
    const entry = ['  - release: "2.0.0"', '    frozen_at: 4548c13', '    captured: 2026-12-03'];
    const dir = copy((d) => writeFileSync(join(d, 'held-out.yaml'), ['releases:', ...entry, ...entry].join('\n')));
    expect(readHeldOut(dir).problems.map((p) => [p.line, p.message])).toEqual([[5, 'release "2.0.0" is listed twice; remove one entry']]);
  });

  it('is checked by packs validate with the pack', () => {
    const dir = copy((d) => writeFileSync(join(d, 'held-out.yaml'), 'releases:\n  - release: 2.0\n    frozen_at: 4548c13\n    captured: 2026-12-03\n'));
    const { problems } = validatePacks([dir]);
    expect(problems.map((p) => `${p.file.slice(dir.length + 1)}:${p.line}: ${p.message}`)).toEqual(['held-out.yaml:2: releases[0].release must be string']);
    expect(validatePacks([PACK]).problems).toEqual([]);
  });
});

describe('packs test with a held-out release', () => {
  it('counts the held-out fixtures on a line of their own and fails none of their misreads', async () => {
    const report = await tested(PACK);
    const pack = report.packs[0]!;
    expect([report.passed, report.failed]).toEqual([10, 0]);
    expect(pack.releases).toEqual([
      { release: '2.0.0', heldOut: true, labelled: 4, held: 3, falseReady: 1, ready: 1, readyRefused: 0 },
      { release: '3.1.0', heldOut: false, labelled: 3, held: 3, falseReady: 0, ready: 1, readyRefused: 0 },
    ]);
    // the held-out fixtures are not among the checks that pass or fail the run
    expect(pack.checks.filter((c) => c.fixture.includes('2.0.0'))).toEqual([]);
    expect(pack.heldOut.checks.map((c) => [c.fixture, c.passed, c.message])).toEqual([
      ['synthetic-quota-2.0.0__80x24', true, null],
      ['synthetic-ready-2.0.0__80x24', true, null],
      ['synthetic-server-error-2.0.0__80x24', false, 'state is ready, expected failing'],
      ['synthetic-trust-2.0.0__80x24', true, null],
    ]);
    // the quota error is read by the generic layer alone, and no one is told to add a rule for it
    expect(pack.genericOnly).toEqual([]);
    const text = formatTestReport(report, { cwd: ROOT });
    expect(text).toContain('  labels held per release: 3.1.0 3/3 (100.0 %)');
    expect(text).toContain('  held out (out-of-sample): 2.0.0 3/4 (75.0 %, 1 false ready); a misread here fails nothing');
    expect(text).toContain('  ~ synthetic  held out: expect synthetic-server-error-2.0.0__80x24  state is ready, expected failing (out-of-sample: counted, not failed)');
    expect(text.at(-1)).toBe('10 passed, 0 failed');
  });

  it('fails the same misread, and asks for a rule, once the release is no longer held out', async () => {
    const report = await tested(copy((dir) => rmSync(join(dir, 'held-out.yaml'))));
    const pack = report.packs[0]!;
    expect([report.passed, report.failed]).toEqual([10, 1]);
    expect(pack.checks.filter((c) => !c.passed).map((c) => c.fixture)).toEqual(['synthetic-server-error-2.0.0__80x24']);
    expect(pack.genericOnly.map((c) => [c.fixture, c.rule])).toEqual([['synthetic-quota-2.0.0__80x24', 'generic/error-slot:billing_quota']]);
    expect(formatTestReport(report).join('\n')).not.toContain('held out');
  });

  it('still fails a held-out fixture that cannot be read: a label that is not JSON', async () => {
    const dir = copy((d) => writeFileSync(join(d, 'fixtures/synthetic-ready-2.0.0__80x24/label.json'), '{ "state": "ready",'));
    const report = await tested(dir);
    expect(report.failed).toBe(1);
    const failed = report.packs[0]!.checks.filter((c) => !c.passed);
    expect(failed.map((c) => c.fixture)).toEqual(['synthetic-ready-2.0.0__80x24']);
    expect(failed[0]!.message).toMatch(/label\.json: not valid JSON/);
  });

  it('fails on an error of held-out.yaml, located, in the text and in JUnit', async () => {
    const dir = copy((d) => writeFileSync(join(d, 'held-out.yaml'), 'releases:\n  - release: "2.0.0"\n    frozen_at: 4548c13\n'));
    const report = await tested(dir);
    // the file holds nothing out meanwhile: the misread of 2.0.0 fails too
    expect(report.failed).toBe(2);
    const text = formatTestReport(report, { cwd: dir, quiet: true });
    expect(text).toContain('  ✗ held-out.yaml  releases[0] is missing "captured"');
    expect(text).toContain('      at held-out.yaml:2:5');
    const junit = formatJunit(report);
    expect(junit).toContain(`<testcase classname="synthetic" name="synthetic held-out.yaml schema.required" file="${join(dir, 'held-out.yaml')}" line="2">`);
    expect(junit).toMatch(/<testsuites name="ptyscreen packs test" tests="\d+" failures="2"/);
  });

  it('warns of a rule that names a held-out fixture, and of a release no fixture has', async () => {
    const dir = copy((d) => {
      const yaml = join(d, 'pack.yaml');
      const text = readFileSync(yaml, 'utf8').replace('nomatch: [synthetic-ready-3.1.0__80x24]\n\nfailures', 'nomatch: [synthetic-ready-3.1.0__80x24, synthetic-ready-2.0.0__80x24]\n\nfailures');
      writeFileSync(yaml, text);
      writeFileSync(join(d, 'held-out.yaml'), 'releases:\n  - { release: "2.0.0", frozen_at: 4548c13, captured: 2026-12-03 }\n  - { release: "1.9.0", frozen_at: 4548c13, captured: 2026-12-03 }\n');
    });
    const report = await tested(dir);
    expect(report.packs[0]!.heldOut.tunedOn.map((t) => [t.rule, t.fixture, t.release])).toEqual([['synthetic/trust-folder', 'synthetic-ready-2.0.0__80x24', '2.0.0']]);
    const text = formatTestReport(report, { cwd: dir });
    expect(text).toContain(
      '  ! synthetic/trust-folder  names held-out fixture synthetic-ready-2.0.0__80x24: release 2.0.0 is held out and never tuned on; take the fixture out of the rule, or 2.0.0 out of held-out.yaml (it then counts in-sample)',
    );
    expect(text).toContain("  ! held-out.yaml  names release 1.9.0, but no labelled fixture's meta.json has that version");
    expect(text).toContain('2 warnings (2 about held-out releases); --quiet hides them');
  });

  it('carries the split in JUnit: a suite of held-out fixtures, misreads skipped', async () => {
    const junit = formatJunit(await tested(PACK));
    expect(junit).toContain('<testsuites name="ptyscreen packs test" tests="11" failures="0" errors="0" skipped="1">');
    expect(junit).toContain('<testsuite name="synthetic held out" tests="4" failures="0" errors="0" skipped="1">');
    expect(junit).toContain('<skipped message="held out (out-of-sample, not a failure): state is ready, expected failing"/>');
  });
});

describe("another pack's rule that decides a fixture", () => {
  /** A second synthetic pack whose one failure rule reads `when`, beside the Synth pack; its marker is Synth's banner too, so both packs' rules read Synth's screens when no process is given. */
  async function withOther(when: string) {
    const other = join(scratch(), 'other');
    mkdirSync(other, { recursive: true });
    writeFileSync(
      join(other, 'pack.yaml'),
      ['id: other', 'name: Other (synthetic)', 'version: 1.0.0', 'process:', '  binaries: [other]', 'identity:', "  - 'Synth v\\d+'", 'failures:', '  - id: claims', '    reason: server_error', `    when: '${when}'`].join('\n'),
    );
    const load = loadPackSet([PACK, other]);
    expect(load.problems.filter((p) => p.severity === 'error')).toEqual([]);
    return testPacks(load.set);
  }

  it('of a held-out release is a misread counted apart: listed, skipped in JUnit, not failed', async () => {
    const report = await withOther('(?m)^Error: 500 Internal Server Error');
    expect(report.conflicts).toEqual([]);
    expect(report.heldOutConflicts.map((c) => [c.rule, c.fixture])).toContainEqual(['other/claims', 'synthetic-server-error-2.0.0__80x24']);
    expect(report.failed).toBe(0);
    expect(formatTestReport(report, { cwd: '/' }).some((line) => line.includes('~ other/claims  claims synthetic fixture synthetic-server-error-2.0.0__80x24, of a held-out release'))).toBe(true);
    expect(formatJunit(report)).toMatch(/<testcase [^>]*name="other\/claims claims synthetic synthetic-server-error-2\.0\.0__80x24"[^>]*>\s*<skipped message="held out/);
  });

  it('of an in-sample release is a conflict that fails the run', async () => {
    const report = await withOther('(?m)^Synth v3');
    expect(report.conflicts.map((c) => [c.rule, c.fixture])).toContainEqual(['other/claims', 'synthetic-ready-3.1.0__80x24']);
    expect(report.failed).toBeGreaterThan(0);
  });
});

describe('leave-one-out and the generic-only report, in-sample and out-of-sample', () => {
  const { set } = loadPackSet([PACK]);

  it('leave-one-out counts the held-out releases apart', async () => {
    const report = await measureGeneralisation(set);
    expect(report.problems).toEqual([]);
    const one = (held: number, total: number, withoutGeneric: number | null, right: number) => ({ total, held, heldWithoutGeneric: withoutGeneric, right });
    expect(report.total).toEqual({
      inSample: { failures: one(1, 1, 0, 1), gates: one(1, 1, 0, 1), ready: one(1, 1, null, 1) },
      outOfSample: { failures: one(1, 2, 0, 1), gates: one(1, 1, 0, 1), ready: one(1, 1, null, 1) },
    });
    const miss = report.cases.find((c) => c.fixture === 'synthetic-server-error-2.0.0__80x24');
    expect(miss).toMatchObject({ heldOut: true, expected: 'failing', outcome: 'ready', dropped: [], rule: null });
    // the rule written for the in-sample failure is left out; the generic layer reads it from the slot
    expect(report.cases.find((c) => c.fixture === 'synthetic-rate-limited-3.1.0__80x24')).toMatchObject({
      heldOut: false,
      dropped: ['synthetic/rate-limited'],
      outcome: 'failing rate_limited',
      withoutGeneric: 'ready',
      rule: 'generic/error-slot:rate_limited',
    });
    expect(report.met).toBe(true);
    const text = formatGeneralisation(report);
    expect(text[0]).toMatch(/^In-sample: .*the signature table and the pack's slots stay, and both were tuned on these very fixtures/);
    expect(text).toContain('| total | 0/2 → 1/2 (50.0 %), 1 right | 0/1 → 1/1 (100.0 %), 1 right | 1/1 (100.0 %) |');
    expect(text.at(-1)).toMatch(/^targets \(in-sample; the out-of-sample figure has none\): .*: met$/);
    expect(formatSplitSummary(report)).toBe(
      'in-sample: failures 1/1 (100.0 %), gates 1/1 (100.0 %), ready 1/1 (100.0 %); out-of-sample: failures 1/2 (50.0 %), gates 1/1 (100.0 %), ready 1/1 (100.0 %) over 4 held-out fixtures',
    );
  });

  it('the generic-only report counts them apart too', async () => {
    const report = await measureGenericOnly(set);
    expect(report.cases.filter((c) => c.heldOut).map((c) => c.fixture)).toEqual([
      'synthetic-quota-2.0.0__80x24',
      'synthetic-ready-2.0.0__80x24',
      'synthetic-server-error-2.0.0__80x24',
      'synthetic-trust-2.0.0__80x24',
    ]);
    expect(report.total.outOfSample.failures).toEqual({ total: 2, held: 2, heldWithoutGeneric: null, right: 2 });
    expect(report.total.inSample.failures).toEqual({ total: 1, held: 1, heldWithoutGeneric: null, right: 1 });
    const text = formatGenericOnly(report);
    expect(text.filter((line) => /^(In-sample|Out-of-sample): /.test(line))).toHaveLength(2);
  });

  it('say so when no pack declares a held-out release', async () => {
    const { set: plain } = loadPackSet([copy((dir) => rmSync(join(dir, 'held-out.yaml')))]);
    const report = await measureGenericOnly(plain);
    expect(report.total.inSample.failures.total).toBe(3);
    expect(formatGenericOnly(report)).toContain('none: no pack declares a held-out release (a held-out.yaml beside its pack.yaml)');
    expect(formatSplitSummary(report)).toMatch(/; out-of-sample: none \(no pack declares a held-out release in a held-out\.yaml\)$/);
  });

  it('report a broken held-out.yaml and miss the targets', async () => {
    const { set: broken } = loadPackSet([copy((dir) => writeFileSync(join(dir, 'held-out.yaml'), 'releases: 2.0.0\n'))]);
    const report = await measureGenericOnly(broken);
    expect(report.problems.map((p) => p.message)).toEqual(['releases must be array']);
    expect(report.met).toBe(false);
    expect(formatGenericOnly(report).some((line) => /^held-out\.yaml not read: .*held-out\.yaml:1:\d+: error: releases must be array$/.test(line))).toBe(true);
  });
});
