// A declared agent (an agent CLI no pack describes) is read by the generic layer alone, and a process name two owners share is settled by the screen: real captures of several CLIs.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyLines, classifyScreen } from '../../src/classify/index.js';
import { loadPacks } from '../../src/packs/index.js';
import { compareWithExpectation, LABEL_FILE, readExpectation } from '../../src/packtest/index.js';
import { readCaptureFolder } from '../../src/screen/index.js';
import { runCli } from '../cli/run-cli.js';
import { writeTree } from '../packs/helpers.js';

const { set } = loadPacks({ npm: false, config: false });

async function fixture(pack: string, name: string) {
  const dir = set.packs.find((p) => p.id === pack)!.dir;
  return readCaptureFolder(join(dir, 'fixtures', name));
}

const generic = { vendor: 'generic', process: 'some-agent' };

describe('--vendor generic: the generic layer alone, on real screens of CLIs it is not told about', () => {
  it("a tool-permission menu where the composer would be is a gate, with its options", async () => {
    const screen = await fixture('grok-cli', 'permission-bash-0.0.34__80x24');
    const result = classifyLines(set, screen.lines, generic);
    expect(result).toMatchObject({ state: 'operator_gate', vendor: 'generic', gate: { kind: 'permission', input: 'select' }, evidence: { rule: 'generic/dialog:permission' } });
    expect(result.state === 'operator_gate' && result.gate.options.map((o) => o.label)).toEqual(['Yes', "Yes, and don't ask again this session", 'No', 'No, with feedback']);
    // A pack's reading names the subject too: what the generic layer cannot.
    expect(classifyLines(set, screen.lines, { vendor: 'grok-cli', process: 'node' })).toMatchObject({ gate: { subject: 'mkdir -p build && touch build/out.txt' } });
  });

  it('an error under the latest message is the failure, its reason read from the signature table', async () => {
    const cases: [string, string, string][] = [
      ['claude-code', 'api-401-2.1.332__80x24', 'auth_rejected'],
      ['codex', 'api-429-final-0.171.0__80x24', 'rate_limited'],
      ['opencode', 'api-429-1.18.33__80x24', 'rate_limited'],
      ['continue', 'api-429-final-1.5.47__80x24', 'rate_limited'],
      ['grok-cli', 'api-429-0.0.34__80x24', 'rate_limited'],
    ];
    for (const [pack, name, reason] of cases) {
      const result = classifyLines(set, (await fixture(pack, name)).lines, generic);
      expect(result, `${pack}/${name}`).toMatchObject({ state: 'failing', reason, vendor: 'generic', evidence: { rule: `generic/error-slot:${reason}` } });
    }
  });

  it('a numbered list and error words quoted in a reply above the composer stay ready', async () => {
    for (const [pack, name] of [
      ['claude-code', 'ready-after-decoy-reply-2.1.332__80x24'],
      ['auggie', 'ready-after-decoy-reply-0.36.0__80x24'],
      ['copilot-cli', 'ready-after-decoy-reply-1.0.102__80x24'],
    ] as const) {
      const result = classifyLines(set, (await fixture(pack, name)).lines, generic);
      expect(result, `${pack}/${name}`).toMatchObject({ state: 'ready', vendor: 'generic', evidence: { rule: 'generic/ready' } });
      // The composer its shape found is the evidence.
      expect(result.evidence.lines.length, `${pack}/${name}`).toBeGreaterThan(0);
    }
  });

  it('a sign-in notice above the composer is the auth gate', async () => {
    const result = classifyLines(set, (await fixture('copilot-cli', 'not-logged-in-after-prompt-1.0.102__80x24')).lines, generic);
    expect(result).toMatchObject({ state: 'operator_gate', vendor: 'generic', gate: { kind: 'auth' } });
  });

  it('takes any process at the caller\'s word, and is never a pack\'s result', async () => {
    const screen = await fixture('codex', 'ready-after-approval-0.171.0__80x24');
    expect(classifyLines(set, screen.lines, { vendor: 'generic', process: 'codex' })).toMatchObject({ state: 'ready', vendor: 'generic' });
    expect(classifyLines(set, screen.lines, { process: 'kiro-cli' })).toMatchObject({ state: 'not_agent' });
  });
});

describe('agents: in .ptyscreenrc.yaml', () => {
  it('declares process names no pack claims; their screens are read by the generic layer', async () => {
    const dir = writeTree({ '.ptyscreenrc.yaml': 'agents: [kiro-cli, cursor-agent]\n' });
    const declared = loadPacks({ npm: false, cwd: dir });
    expect(declared.problems).toEqual([]);
    const screen = await fixture('codex', 'api-429-final-0.171.0__80x24');
    expect(classifyLines(declared.set, screen.lines, { process: 'kiro-cli' })).toMatchObject({ state: 'failing', reason: 'rate_limited', vendor: 'generic' });
    expect(classifyLines(declared.set, screen.lines, { process: 'cursor-agent' })).toMatchObject({ vendor: 'generic' });
    expect(classifyLines(declared.set, screen.lines, { process: 'vim' })).toMatchObject({ state: 'not_agent' });
  });

  it('a name a pack claims becomes contested: the pack where its identity shows, else generic', async () => {
    const dir = writeTree({ '.ptyscreenrc.yaml': 'agents: [codex]\n' });
    const declared = loadPacks({ npm: false, cwd: dir }).set;
    const own = await fixture('codex', 'api-429-final-0.171.0__80x24');
    expect(classifyLines(declared, own.lines, { process: 'codex' })).toMatchObject({ state: 'failing', vendor: 'codex', evidence: { rule: 'codex/rate-limited' } });
    const other = await fixture('claude-code', 'ready-after-decoy-reply-2.1.332__80x24');
    expect(classifyLines(declared, other.lines, { process: 'codex' })).toMatchObject({ state: 'ready', vendor: 'generic' });
  });
});

describe('agents: as the CLI reads it', () => {
  it('packs list names the declared agents; a mistyped value is reported at its line and ignored', () => {
    const dir = writeTree({ '.ptyscreenrc.yaml': 'agents: [kiro-cli]\n' });
    const list = runCli(['packs', 'list'], { cwd: dir });
    expect(list.status).toBe(0);
    expect(list.stdout).toContain('read by the generic layer alone (declared: grok, kiro-cli)');
    const bad = writeTree({ '.ptyscreenrc.yaml': 'agents: kiro-cli\n' });
    const load = loadPacks({ npm: false, cwd: bad });
    expect(load.problems.map((p) => p.line)).toContain(1);
    expect(load.set.generic?.agent?.binaries.has('kiro-cli')).toBe(false);
  });

  it('classify --vendor generic on a real capture: vendor generic, a generic rule as evidence', () => {
    const dir = set.packs.find((p) => p.id === 'grok-cli')!.dir;
    const run = runCli(['classify', join(dir, 'fixtures', 'permission-bash-0.0.34__80x24'), '--vendor', 'generic', '--json']);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject([{ state: 'operator_gate', vendor: 'generic', evidence: { rule: 'generic/dialog:permission' } }]);
  });
});

/** Every labelled fixture of a pack with the CLI running, read under the process name `grok`, without --vendor. */
async function underGrok(packId: string) {
  const pack = set.packs.find((p) => p.id === packId)!;
  const dir = join(pack.dir, 'fixtures');
  const out = [];
  for (const name of existsSync(dir) ? readdirSync(dir).sort() : []) {
    const expected = await readExpectation(join(dir, name, LABEL_FILE)).catch(() => null);
    // A screen captured after the CLI exited (a shell's) says nothing of who owns `grok`.
    if (expected === null || expected.state === 'not_agent') continue;
    const screen = await readCaptureFolder(join(dir, name));
    out.push({ name, expected, result: classifyScreen(set, { ...screen, vendor: undefined, process: undefined }, { process: 'grok', vendor: undefined }) });
  }
  return out;
}

describe('a shared binary name: `grok` is the grok-cli pack\'s and xAI\'s Grok CLI\'s', () => {
  it("grok-cli's own screens: read by its pack wherever its identity shows, else by the generic layer", async () => {
    const cases = await underGrok('grok-cli');
    expect(cases.length).toBeGreaterThan(90);
    const byPack = cases.filter((c) => c.result.vendor === 'grok-cli');
    expect(cases.filter((c) => c.result.vendor !== 'grok-cli' && c.result.vendor !== 'generic')).toEqual([]);
    expect(byPack.length / cases.length).toBeGreaterThan(0.8);
    const wrong = byPack.filter((c) => compareWithExpectation(c.result, c.expected).length > 0).map((c) => c.name);
    expect(wrong).toEqual([]);
  });

  it('screens of other CLIs run as `grok` carry none of its identity: never read by the grok-cli pack', async () => {
    let total = 0;
    for (const pack of ['claude-code', 'codex', 'gemini-cli', 'qwen-code', 'copilot-cli']) {
      for (const c of await underGrok(pack)) {
        total++;
        expect(c.result.vendor, `${pack}/${c.name}`).toBe('generic');
        expect(c.result.evidence.rule ?? '', `${pack}/${c.name}`).toMatch(/^generic\//);
      }
    }
    expect(total).toBeGreaterThan(500);
  }, 120_000);
});
