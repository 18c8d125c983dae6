// `packs test`: fixture checks per rule, expectations, cross-pack conflicts, the text report's last line and JUnit XML.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPackSet } from '../../src/packs/index.js';
import { formatJunit, formatTestReport, testPacks, type PacksTestReport } from '../../src/packtest/index.js';
import { ROOT, runCli } from '../cli/run-cli.js';
import { MINIMAL_PACK, TESTED_FIXTURES, TESTED_PACK, captureFolder, writeTree } from './helpers.js';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function packTree(packs: Record<string, { yaml: string; files: Record<string, string> }>): string {
  const files: Record<string, string> = {};
  for (const [dir, pack] of Object.entries(packs)) {
    files[`${dir}/pack.yaml`] = pack.yaml;
    for (const [file, text] of Object.entries(pack.files)) files[`${dir}/${file}`] = text;
  }
  const root = writeTree(files);
  roots.push(root);
  return root;
}

async function run(packs: Record<string, { yaml: string; files: Record<string, string> }>, tested?: string[]) {
  const root = packTree(packs);
  const load = loadPackSet(Object.keys(packs).map((dir) => join(root, dir)));
  expect(load.problems).toEqual([]);
  return { root, report: await testPacks(load.set, tested) };
}

describe('testing a pack against its fixtures', () => {
  it('passes a pack whose rules fire on their match fixtures, not on nomatch, and whose expectations hold', async () => {
    const { report } = await run({ demo: { yaml: TESTED_PACK, files: TESTED_FIXTURES } });
    const checks = report.packs[0]!.checks.map((c) => `${c.passed ? '✓' : '✗'} ${c.rule ?? c.pack} ${c.kind} ${c.fixture}`);
    expect(checks).toEqual([
      '✓ demo/trust match trust',
      '✓ demo/trust nomatch ready',
      '✓ demo/boom match boom.txt',
      '✓ demo/boom nomatch ready',
      '✓ demo label boom.txt',
      '✓ demo label ready',
      '✓ demo label trust',
    ]);
    expect([report.passed, report.failed]).toEqual([7, 0]);
  });

  it('fails a match fixture the rule does not fire on, a nomatch it fires on, and an expectation that differs', async () => {
    const files = {
      ...TESTED_FIXTURES,
      // the capture now shows the failure, so the trust gate fires there; its options differ from the label
      ...captureFolder('ready', ['Demo CLI v1', 'Trust this folder?', '> 1. Sure'], 'demo', { state: 'ready' }),
      'fixtures/boom.txt': 'Demo CLI v1\nall good\n',
    };
    const { root, report } = await run({ demo: { yaml: TESTED_PACK, files } });
    const failed = report.packs[0]!.checks.filter((c) => !c.passed).map((c) => [c.rule ?? c.pack, c.kind, c.fixture, c.message]);
    expect(failed).toEqual([
      ['demo/trust', 'nomatch', 'ready', 'demo/trust fired on a fixture it must not match'],
      // a capture file carries no process, so without a rule firing it is unknown, never ready
      ['demo/boom', 'match', 'boom.txt', "expected demo/boom to fire (failing crash); got unknown; first unmet condition: when (line 22): 'Fatal error: out of cheese' matched nothing"],
      ['demo', 'label', 'boom.txt', 'state is unknown, expected failing'],
      ['demo', 'label', 'ready', 'state is operator_gate, expected ready'],
    ]);
    const text = formatTestReport(report, { cwd: root });
    expect(text).toContain(`  ✗ demo/boom  match boom.txt  expected demo/boom to fire (failing crash); got unknown; first unmet condition: when (line 22): 'Fatal error: out of cheese' matched nothing`);
    expect(text).toContain('      at demo/pack.yaml:20:5');
    expect(text.at(-1)).toBe('3 passed, 4 failed');
  });

  it('a rule that does not fire names its first unmet condition of all: or any:, with its line', async () => {
    const yaml = TESTED_PACK.replace("    when: 'Trust this folder\\?'\n", "    when:\n      all:\n        - 'Demo CLI'\n        - any: ['Trust this folder\\?', 'Trust these files\\?']\n        - 'Yes'\n").replace(
      "    when: 'Fatal error: out of cheese'",
      "    when:\n      all:\n        - 'Demo CLI'\n        - { pattern: 'Fatal error', region: { bottom: 1 } }",
    );
    const files = { ...TESTED_FIXTURES, ...captureFolder('trust', ['Demo CLI v1', '', 'Trust this place?', '> 1. Yes', '  2. No'], 'demo'), 'fixtures/boom.txt': 'Demo CLI v1\nFatal error: out of cheese\n> later\n' };
    const { report } = await run({ demo: { yaml, files } });
    const misses = report.packs[0]!.checks.filter((c) => c.kind === 'match' && !c.passed);
    expect(misses.map((c) => [c.rule, c.unmet?.line, c.unmet?.message])).toEqual([
      ['demo/trust', 16, 'when.all[1].any (line 16): none of its 2 conditions holds'],
      ['demo/boom', 29, "when.all[1] (line 29): 'Fatal error' matched nothing in the bottom 1 lines"],
    ]);
    expect(misses[0]!.message).toBe('expected demo/trust to fire (operator_gate trust); got ready; first unmet condition: when.all[1].any (line 16): none of its 2 conditions holds');
  });

  it('compares the subject only when the expectation asks with checkSubject', async () => {
    const yaml = TESTED_PACK.replace("    options:\n", "    subject: { pattern: 'Trust (?P<subject>this folder)' }\n    options:\n");
    const label = (subject: string, checkSubject?: boolean) => ({
      state: 'operator_gate',
      gate: { kind: 'trust', subject, options: ['Yes', 'No'] },
      ...(checkSubject === undefined ? {} : { checkSubject }),
    });
    const lines = ['Demo CLI v1', '', 'Trust this folder?', '> 1. Yes', '  2. No'];
    const files = { ...TESTED_FIXTURES, ...captureFolder('trust', lines, 'demo', label('a person wrote this')) };
    expect((await run({ demo: { yaml, files } })).report.failed).toBe(0);
    const checked = { ...TESTED_FIXTURES, ...captureFolder('trust', lines, 'demo', label('a person wrote this', true)) };
    const { report } = await run({ demo: { yaml, files: checked } });
    expect(report.packs[0]!.checks.filter((c) => !c.passed).map((c) => c.message)).toEqual(['subject is "this folder", expected "a person wrote this"']);
    const right = { ...TESTED_FIXTURES, ...captureFolder('trust', lines, 'demo', label('this folder', true)) };
    expect((await run({ demo: { yaml, files: right } })).report.failed).toBe(0);
  });

  it("a label's reason or gate kind outside the vocabulary fails, naming the nearest word", async () => {
    const files = {
      ...TESTED_FIXTURES,
      'fixtures/boom.expect.json': JSON.stringify({ state: 'failing', reason: 'crashed' }),
      ...captureFolder('trust', ['Demo CLI v1', '', 'Trust this folder?', '> 1. Yes', '  2. No'], 'demo', { state: 'operator_gate', gate: { kind: 'trusted' } }),
    };
    const { root, report } = await run({ demo: { yaml: TESTED_PACK, files } });
    expect(report.packs[0]!.checks.filter((c) => !c.passed).map((c) => [c.kind, c.fixture, c.message?.replace(root, '<root>')])).toEqual([
      ['label', 'boom.txt', '<root>/demo/fixtures/boom.expect.json: "reason" "crashed" is not a failure reason ptyscreen knows; the nearest is "crash" (the closed list is rules/_signatures/vocabulary.yaml)'],
      ['label', 'trust', '<root>/demo/fixtures/trust/label.json: "gate.kind" "trusted" is not a gate kind ptyscreen knows; the nearest is "trust" (the closed list is rules/_signatures/vocabulary.yaml)'],
    ]);
  });

  it('reports rules without a match fixture as untested, a warning', async () => {
    const { root, report } = await run({ demo: { yaml: MINIMAL_PACK, files: {} } });
    expect(report.packs[0]!.untested.map((u) => u.rule)).toEqual(['demo/trust', 'demo/boom']);
    expect(report.failed).toBe(0);
    expect(formatTestReport(report, { cwd: root })).toContain('  ! demo/trust  untested: no match fixture exercises it (demo/pack.yaml:10:5)');
  });

  it('quiet prints failures only; the warning count and the closing line always show', async () => {
    const yaml = TESTED_PACK.replace('    fixtures:\n      match: [boom.txt]\n      nomatch: [ready]\n', '');
    const files = { ...TESTED_FIXTURES, ...captureFolder('ready', ['Demo CLI v1', 'Trust this folder?', '> 1. Sure'], 'demo') };
    delete files['fixtures/ready/label.json'];
    const { root, report } = await run({ demo: { yaml, files } });
    const loud = formatTestReport(report, { cwd: root });
    expect(loud).toContain('  ✓ demo/trust  match trust');
    expect(loud).toContain('  ! demo/boom  untested: no match fixture exercises it (demo/pack.yaml:20:5)');
    expect(loud.slice(-2)).toEqual(['1 warning (rules no fixture exercises, skipped in JUnit); --quiet hides them', '3 passed, 1 failed']);
    expect(formatTestReport(report, { cwd: root, quiet: true })).toEqual([
      'demo',
      '  ✗ demo/trust  nomatch ready  demo/trust fired on a fixture it must not match',
      '      at demo/pack.yaml:10:5',
      '1 warning (rules no fixture exercises, skipped in JUnit); --quiet hides them',
      '3 passed, 1 failed',
    ]);
  });
});

describe('cross-pack checks', () => {
  // A second vendor that also runs under node and whose failure rule claims any "Fatal error: out of cheese".
  const GREEDY = MINIMAL_PACK.replace('id: demo', 'id: greedy')
    .replace('name: Demo CLI', 'name: Greedy')
    .replace('binaries: [demo]', 'binaries: [greedy]')
    .replace("'Demo CLI v\\d'", "'Greedy v\\d'")
    .replace("when: 'Trust this folder\\?'", "when: 'Greedy trust'");

  it("a fixture another vendor's rule decides is a conflict, and fails", async () => {
    // demo's crash capture, taken under node and without demo's banner: nothing keeps it with demo,
    // and greedy, loaded first, decides it.
    const files = { ...TESTED_FIXTURES, ...captureFolder('crash-under-node', ['Fatal error: out of cheese'], 'node') };
    const { report } = await run({ greedy: { yaml: GREEDY, files: {} }, demo: { yaml: TESTED_PACK, files } });
    expect(report.conflicts.map((c) => [c.pack, c.fixture, c.rule, c.outcome, c.hints])).toEqual([
      ['demo', 'crash-under-node', 'greedy/boom', 'failing crash', 'process'],
    ]);
    expect(report.failed).toBe(1);
  });

  it("with the process name alone, an error read in another pack's slots is a conflict; from the text alone it is not", async () => {
    // Both run under node. Demo's command line names it; its name alone (tmux's pane_current_command)
    // leaves the screen's markers to say, and this screen has none: the generic layer reads it in
    // slotty's error slot, under slotty's name.
    const SLOTTY = `id: slotty
name: Slotty
version: 1.0.0
process:
  binaries: [slotty]
  wrappers: [node]
  argv: ['slotty-cli']
identity:
  - 'Slotty v\\d'
slots:
  errors:
    - pattern: '(?m)^(?P<slot>Error: .*)\\s*\\z'
`;
    const demo = TESTED_PACK.replace('  wrappers: [node]\n', "  wrappers: [node]\n  argv: ['demo-cli']\n");
    const underNode = {
      ...captureFolder('quota-under-node', ['> fix the tests', 'Error: 429 Too Many Requests'], 'node'),
      'fixtures/quota-under-node/meta.json': JSON.stringify({
        vendor: 'demo',
        pane_current_command: 'node',
        process_tree: '  PID  PPID COMMAND  COMMAND\n  10     1 bash     bash\n  11    10  \\_ node   \\_ node /opt/demo-cli/bin/demo\n',
      }),
    };
    const { root, report } = await run({ demo: { yaml: demo, files: { ...TESTED_FIXTURES, ...underNode } }, slotty: { yaml: SLOTTY, files: {} } });
    expect(report.conflicts.map((c) => [c.pack, c.fixture, c.rule, c.outcome, c.hints])).toEqual([
      ['demo', 'quota-under-node', "generic/error-slot:rate_limited in slotty's slots", 'failing rate_limited', 'process-name'],
    ]);
    expect(formatTestReport(report, { cwd: root }).join('\n')).toContain('classified with its process name alone, it comes out failing rate_limited');
  });

  it('another vendor matching a fixture that identity keeps with its own pack is only an overlap', async () => {
    const { root, report } = await run({ demo: { yaml: TESTED_PACK, files: TESTED_FIXTURES }, greedy: { yaml: GREEDY, files: {} } });
    expect(report.conflicts).toEqual([]);
    expect(report.overlaps.map((o) => [o.pack, o.fixture, o.rule])).toEqual([['demo', 'boom.txt', 'greedy/boom']]);
    expect(report.failed).toBe(0);
    expect(formatTestReport(report, { cwd: root })).toContain(
      '  ! greedy/boom  also matches demo fixture boom.txt (failing crash under --vendor greedy); identity keeps it with demo',
    );
  });
});

describe('JUnit XML', () => {
  it('is well-formed XML a real parser reads, with a testcase per check and failures carried', async () => {
    const files = { ...TESTED_FIXTURES, 'fixtures/boom.txt': 'Demo CLI v1\n<all & "good">\u0007\n' };
    const { report } = await run({ demo: { yaml: TESTED_PACK, files } });
    const xml = formatJunit(report);
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => ['testsuite', 'testcase'].includes(name) }).parse(xml) as {
      testsuites: { tests: string; failures: string; testsuite: { name: string; testcase: { name: string; failure?: { message: string } }[] }[] };
    };
    expect(doc.testsuites.tests).toBe('7');
    expect(doc.testsuites.failures).toBe('2');
    const demo = doc.testsuites.testsuite.find((s) => s.name === 'demo')!;
    expect(demo.testcase.map((c) => c.name)).toContain('demo/boom match boom.txt');
    expect(demo.testcase.filter((c) => c.failure).map((c) => c.failure!.message)).toEqual([
      "expected demo/boom to fire (failing crash); got unknown; first unmet condition: when (line 22): 'Fatal error: out of cheese' matched nothing",
      'state is unknown, expected failing',
    ]);
  });
});

describe('JUnit XML: what CI sees when a pack does not load, and when the cross-pack check is clean', () => {
  type Doc = { testsuites: { tests: string; failures: string; skipped: string; testsuite: { name: string; tests: string; testcase: { name: string; file?: string; line?: string; failure?: { message: string; '#text': string } }[] }[] } };
  const parse = (xml: string): Doc =>
    new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => ['testsuite', 'testcase'].includes(name) }).parse(xml) as Doc;

  it("a pack's load error is a failed test case carrying its message and place", async () => {
    const root = packTree({ demo: { yaml: TESTED_PACK.replace('kind: trust', 'kind: trsut'), files: TESTED_FIXTURES } });
    const load = loadPackSet([join(root, 'demo')]);
    const report = await testPacks(load.set, [], { loadErrors: load.problems });
    expect(report.failed).toBe(1);
    const doc = parse(formatJunit(report));
    expect([doc.testsuites.tests, doc.testsuites.failures]).toEqual(['1', '1']);
    const [testcase] = doc.testsuites.testsuite.find((s) => s.name === 'load')!.testcase;
    expect(testcase!.file).toBe(join(root, 'demo', 'pack.yaml'));
    expect(testcase!.line).toBe('11');
    expect(testcase!.failure!.message).toBe(`${join(root, 'demo', 'pack.yaml')}:11:11: error [demo/trust]: gates[0].kind "trsut" is not a gate kind ptyscreen knows; the nearest is "trust" (the closed list, rules/_signatures/vocabulary.yaml: trust, auth, update, onboarding, permission, question)`);
  });

  it('a clean cross-pack check counts one passing case per fixture it classified', async () => {
    const GREEDY_FREE = MINIMAL_PACK.replace('id: demo', 'id: other').replace('binaries: [demo]', 'binaries: [other]').replace("'Demo CLI v\\d'", "'Other v\\d'")
      .replace("when: 'Trust this folder\\?'", "when: 'Other trust'").replace("when: 'Fatal error: out of cheese'", "when: 'Other fatal'");
    const files = { ...captureFolder('other-ready', ['Other v1', '', '> '], 'other', { state: 'ready' }) };
    const { report } = await run({ demo: { yaml: TESTED_PACK, files: TESTED_FIXTURES }, other: { yaml: GREEDY_FREE, files } });
    expect(report.conflicts).toEqual([]);
    expect(report.crossPackChecked.map((c) => `${c.pack} ${c.fixture}`)).toEqual(['demo boom.txt', 'demo ready', 'demo trust', 'other other-ready']);
    const cross = parse(formatJunit(report)).testsuites.testsuite.find((s) => s.name === 'cross-pack')!;
    expect(cross.tests).toBe('4');
    expect(cross.testcase.map((c) => c.name)).toContain('demo trust decided by no other pack');
    expect(cross.testcase.every((c) => c.failure === undefined)).toBe(true);
  });

  it('the counts agree: JUnit holds the passed and failed checks the text counts, and the untested rules as skipped', async () => {
    const untested = TESTED_PACK.replace(/\n {4}fixtures:\n {6}match: \[boom\.txt\]\n {6}nomatch: \[ready\]/, '');
    const other = MINIMAL_PACK.replace('id: demo', 'id: other').replace('name: Demo CLI', 'name: Other CLI').replace('binaries: [demo]', 'binaries: [other]')
      .replace("'Demo CLI v\\d'", "'Other v\\d'").replace("when: 'Trust this folder\\?'", "when: 'Other trust'").replace("when: 'Fatal error: out of cheese'", "when: 'Other fatal'");
    const files = { ...captureFolder('other-ready', ['Other v1', '', '> '], 'other', { state: 'ready' }) };
    const { report } = await run({ demo: { yaml: untested, files: TESTED_FIXTURES }, other: { yaml: other, files } });
    const checks = report.packs.flatMap((pack) => pack.checks);
    // Each fixture check, and each fixture the cross-pack check found decided by no other pack.
    expect(report.passed).toBe(checks.filter((check) => check.passed).length + report.crossPackChecked.length);
    expect(report.crossPackChecked.length).toBeGreaterThan(0);
    const skipped = report.packs.reduce((sum, pack) => sum + pack.untested.length, 0);
    expect(skipped).toBeGreaterThan(0);
    const root = parse(formatJunit(report)).testsuites;
    expect([Number(root.tests), Number(root.failures), Number(root.skipped)]).toEqual([report.passed + report.failed + skipped, report.failed, skipped]);
    expect(formatTestReport(report).at(-1)).toBe(`${report.passed} passed, ${report.failed} failed`);
  });
});

describe('ptyscreen packs test (CLI)', () => {
  it('prints per-check lines and the pass/fail line; exit 1 on a failure; --format junit --output writes valid XML', () => {
    const good = packTree({ demo: { yaml: TESTED_PACK, files: TESTED_FIXTURES } });
    const ok = runCli(['packs', 'test', join(good, 'demo')]);
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain('✓ demo/trust  match trust');
    // 7 checks of demo's own, and every loaded fixture put to demo's rules (and demo's to theirs).
    const [passed] = /^(\d+) passed, 0 failed$/.exec(ok.stdout.trimEnd().split('\n').at(-1)!)!.slice(1).map(Number);
    expect(passed).toBeGreaterThan(7);

    const bad = packTree({ demo: { yaml: TESTED_PACK.replace('match: [trust]', 'match: [ready]'), files: TESTED_FIXTURES } });
    const out = join(bad, 'junit.xml');
    const failed = runCli(['packs', 'test', join(bad, 'demo'), '--format', 'junit', '--output', out]);
    expect(failed.status).toBe(1);
    expect(failed.stdout.trim()).toBe(`${passed! - 1} passed, 1 failed`);
    const xml = readFileSync(out, 'utf8');
    expect(XMLValidator.validate(xml)).toBe(true);
    const root = /<testsuites [^>]*tests="(\d+)" failures="(\d+)" errors="0" skipped="(\d+)"/.exec(xml)!.slice(1).map(Number);
    expect(root[0]! - root[2]!).toBe(passed);
    expect(root[1]).toBe(1);
    // Two runs, each putting every built-in fixture to the demo pack's rules.
  }, 180_000);

  it("counts a held-out release's fixtures on a line of their own, fails none of their misreads, and carries the split in --json and JUnit", () => {
    const pack = join(ROOT, 'test/fixtures-synthetic/synthetic-pack');
    const text = runCli(['packs', 'test', pack, '--no-builtin']);
    expect(text.status).toBe(0);
    expect(text.stdout).toContain('  held out (out-of-sample): 2.0.0 3/4 (75.0 %, 1 false ready); a misread here fails nothing\n');
    expect(text.stdout.trimEnd().split('\n').at(-1)).toBe('10 passed, 0 failed');
    const json = JSON.parse(runCli(['packs', 'test', pack, '--no-builtin', '--json']).stdout) as PacksTestReport;
    expect(json.packs[0]!.releases.map((rate) => [rate.release, rate.heldOut])).toEqual([['2.0.0', true], ['3.1.0', false]]);
    expect(json.packs[0]!.heldOut.checks.filter((check) => !check.passed).map((check) => check.fixture)).toEqual(['synthetic-server-error-2.0.0__80x24']);
    const xml = runCli(['packs', 'test', pack, '--no-builtin', '--format', 'junit']).stdout;
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain('<testsuite name="synthetic held out" tests="4" failures="0" errors="0" skipped="1">');
  });

  it('a folder that holds no pack is a usage error, exit 2, said once', () => {
    const root = writeTree({ 'scratch/notes.txt': 'hello\n' });
    roots.push(root);
    const run = runCli(['packs', 'test', 'scratch'], { cwd: root });
    expect(run.status).toBe(2);
    expect(run.stderr.trim()).toBe('ptyscreen: scratch: error: not a pack (no pack.yaml)');
  });

  it('a tested pack that fails to load fails the run', () => {
    const root = packTree({ demo: { yaml: TESTED_PACK.replace('kind: trust', 'kind: trsut'), files: TESTED_FIXTURES } });
    const run = runCli(['packs', 'test', join(root, 'demo')]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('error [demo/trust]: gates[0].kind "trsut" is not a gate kind ptyscreen knows; the nearest is "trust"');
    expect(run.stdout.trimEnd().split('\n').at(-1)).toBe('0 passed, 1 failed');
  });
});
