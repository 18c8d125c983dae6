// `packs validate`: one test per kind of mistake, each located at file:line:col, and nothing of a bad pack used.
import { rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatProblem, loadPackSet, type PackProblem } from '../../src/packs/index.js';
import { validatePacks } from '../../src/packtest/index.js';
import { MINIMAL_PACK, TESTED_FIXTURES, TESTED_PACK, writeTree } from '../packs/helpers.js';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function validate(yaml: string, files: Record<string, string> = TESTED_FIXTURES): { problems: PackProblem[]; root: string; loaded: number } {
  const root = writeTree({ 'demo/pack.yaml': yaml, ...Object.fromEntries(Object.entries(files).map(([file, text]) => [`demo/${file}`, text])) });
  roots.push(root);
  const result = validatePacks([join(root, 'demo')]);
  return { problems: [...result.problems], root, loaded: result.set.packs.length };
}

const codes = (problems: readonly PackProblem[]) => problems.map((p) => [p.code, p.severity, p.ruleId ?? null, p.line, p.column]);

describe('packs validate: each kind of mistake, located', () => {
  it('a clean pack with its fixtures has no problem', () => {
    expect(validate(TESTED_PACK)).toMatchObject({ problems: [], loaded: 1 });
  });

  it('a schema error', () => {
    const { problems, loaded } = validate(TESTED_PACK.replace('kind: trust', 'kind: trsut'));
    expect(codes(problems)).toEqual([['schema.enum', 'error', 'demo/trust', 11, 11]]);
    expect(loaded).toBe(0);
  });

  it('duplicate rule ids', () => {
    const { problems } = validate(TESTED_PACK.replace('  - id: boom', '  - id: trust'));
    expect(codes(problems)).toEqual([['rule.duplicate-id', 'error', 'demo/trust', 20, 9]]);
    expect(problems[0]!.message).toContain('first at line 10');
  });

  it('a pattern RE2 refuses', () => {
    const { problems } = validate(TESTED_PACK.replace("when: 'Fatal error: out of cheese'", "when: '(?<=x)Fatal'"));
    expect(codes(problems)).toEqual([['pattern.refused', 'error', 'demo/boom', 22, 11]]);
  });

  it('a pattern that counts any character from every line start: a warning, and the pack still loads', () => {
    const { problems, loaded } = validate(TESTED_PACK.replace("when: 'Fatal error: out of cheese'", "when: '(?m)^.{0,40}Fatal error: out of cheese'"));
    expect(codes(problems)).toEqual([['pattern.costly', 'warning', 'demo/boom', 22, 11]]);
    expect(problems[0]!.message).toContain('.{0,40}');
    expect(loaded).toBe(1);
  });

  it('a pattern over the size cap', () => {
    const { problems } = validate(TESTED_PACK.replace("when: 'Fatal error: out of cheese'", `when: '${'x'.repeat(5000)}'`));
    expect(codes(problems)).toEqual([['pattern.too-large', 'error', 'demo/boom', 22, 11]]);
  });

  it("a rule reading region 'turn' in a pack that does not say where its turns are", () => {
    const { problems } = validate(TESTED_PACK.replace("when: 'Fatal error: out of cheese'", "when: { pattern: 'Fatal error: out of cheese', region: turn }"));
    expect(codes(problems)).toEqual([['region.no-turn', 'error', 'demo/boom', 22, 60]]);
    expect(problems[0]!.message).toContain('turn: { after, before }');
    const declared = validate(`${TESTED_PACK.replace("when: 'Fatal error: out of cheese'", "when: { pattern: 'Fatal error: out of cheese', region: turn }")}turn: { after: '(?m)^> .*$' }\n`);
    expect(declared.problems).toEqual([]);
  });

  it('an options pattern without a label group', () => {
    const { problems } = validate(TESTED_PACK.replace('(?P<label>.+)', '(.+)'));
    expect(codes(problems)).toEqual([['pattern.missing-group', 'error', 'demo/trust', 15, 16]]);
  });

  it('a fixture that does not exist', () => {
    const { problems } = validate(TESTED_PACK.replace('match: [trust]', 'match: [trust, trust-80x24]'));
    expect(codes(problems)).toEqual([['fixture.missing', 'error', 'demo/trust', 17, 22]]);
    expect(problems[0]!.message).toContain('"trust-80x24" does not exist');
  });

  it('a fixture outside the pack folder (../)', () => {
    const { problems } = validate(TESTED_PACK.replace('nomatch: [ready]', 'nomatch: [../../etc]'));
    expect(codes(problems)).toEqual([['fixture.outside-pack', 'error', 'demo/trust', 18, 17]]);
  });

  it('a fixture that is a symbolic link out of the pack', () => {
    const outside = writeTree(TESTED_FIXTURES);
    roots.push(outside);
    const root = writeTree({ 'demo/pack.yaml': TESTED_PACK, ...Object.fromEntries(Object.entries(TESTED_FIXTURES).filter(([f]) => !f.includes('/trust/')).map(([f, t]) => [`demo/${f}`, t])) });
    roots.push(root);
    symlinkSync(join(outside, 'fixtures/trust'), join(root, 'demo/fixtures/trust'));
    const { problems } = validatePacks([join(root, 'demo')]);
    expect(codes(problems)).toEqual([['fixture.outside-pack', 'error', 'demo/trust', 17, 15]]);
    expect(problems[0]!.message).toContain('link to a place outside the pack');
  });

  it('a YAML alias bomb', () => {
    const bomb = `${TESTED_PACK}x-a: &a [x, x, x, x, x, x, x, x, x, x]\nx-b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\nx-c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\nx-d: [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\n`;
    const { problems, loaded } = validate(bomb);
    expect(codes(problems)).toEqual([['yaml.alias', 'error', null, 1, 1]]);
    expect(loaded).toBe(0);
  });

  it('a rule that claims every screen', () => {
    const { problems, loaded } = validate(TESTED_PACK.replace("when: 'Fatal error: out of cheese'", "when: '.*'"));
    expect(codes(problems)).toEqual([['pack.claims-everything', 'error', 'demo/boom', 22, 11]]);
    expect(loaded).toBe(0);
  });

  it('a lone not: claims every screen too', () => {
    const { problems } = validate(TESTED_PACK.replace("when: 'Trust this folder\\?'", "when: { not: 'Demo CLI' }"));
    expect(codes(problems)).toEqual([['pack.claims-everything', 'error', 'demo/trust', 13, 11]]);
  });

  it('a version range that does not parse', () => {
    const { problems, loaded } = validate(TESTED_PACK.replace('version: 1.0.0', 'version: 1.0.0\nptyscreen: "banana"\nvendorVersions: ">=1 <"'));
    expect(codes(problems)).toEqual([
      ['pack.version', 'error', null, 4, 12],
      ['pack.version', 'error', null, 5, 17],
    ]);
    expect(loaded).toBe(0);
  });

  it('every mistake of one pack at once, and nothing of it used', () => {
    const yaml = TESTED_PACK.replace('  - id: boom', '  - id: trust')
      .replace("when: 'Fatal error: out of cheese'", "when: '(a)\\1'")
      .replace('(?P<label>.+)', '(.+)')
      .replace('match: [trust]', 'match: [gone]')
      .replace('nomatch: [ready]\nfailures', 'nomatch: [/etc/passwd]\nfailures');
    const root = writeTree({ 'demo/pack.yaml': yaml, ...Object.fromEntries(Object.entries(TESTED_FIXTURES).map(([f, t]) => [`demo/${f}`, t])) });
    roots.push(root);
    const result = validatePacks([join(root, 'demo')]);
    expect(result.problems.map((p) => p.code)).toEqual([
      'pattern.missing-group',
      'fixture.missing',
      'fixture.outside-pack',
      'rule.duplicate-id',
      'pattern.refused',
    ]);
    expect(result.problems.every((p) => p.line !== undefined && p.column !== undefined)).toBe(true);
    expect(result.set.packs).toEqual([]);
    // None of its patterns reaches the scan: only the signature table's, for declared agents.
    expect(result.set.leafCount).toBe(0);
    expect(formatProblem(result.problems[1]!)).toMatch(/demo\/pack\.yaml:17:15: error \[demo\/trust\]: fixture "gone" does not exist/);
  });
});

describe('packs validate: the closed vocabulary and the renamed slot key', () => {
  it('a failure reason outside the vocabulary is an error naming the nearest reason and the list', () => {
    const { problems, loaded } = validate(TESTED_PACK.replace('reason: crash', 'reason: quota_exceeded'));
    expect(codes(problems)).toEqual([['schema.enum', 'error', 'demo/boom', 21, 13]]);
    expect(problems[0]!.message).toBe(
      'failures[0].reason "quota_exceeded" is not a failure reason ptyscreen knows; the nearest is "billing_quota" (the closed list, rules/_signatures/vocabulary.yaml: auth_rejected, billing_quota, rate_limited, overloaded, server_error, network_error, context_too_long, model_not_found, content_refused, bad_request, config_error, crash, error)',
    );
    expect(loaded).toBe(0);
  });

  it('a misspelt gate kind names the nearest kind; question is a kind', () => {
    const { problems } = validate(TESTED_PACK.replace('kind: trust', 'kind: trsut'));
    expect(problems[0]!.message).toMatch(/^gates\[0\]\.kind "trsut" is not a gate kind ptyscreen knows; the nearest is "trust" \(/);
    expect(validate(TESTED_PACK.replace('kind: trust', 'kind: question')).problems.map((p) => p.code)).not.toContain('schema.enum');
  });

  it("a slot's old key `after` is located and names `onlyAfter`; `turn.after` stays", () => {
    const slots = "turn: { after: '(?m)^> .*$' }\nslots:\n  errors:\n    - after: '(?m)^> .*$'\n      pattern: 'Fatal.*'\n";
    const { problems, loaded } = validate(`${TESTED_PACK}${slots}`);
    expect(codes(problems)).toEqual([['schema.unknown-key', 'error', null, 29, 7]]);
    expect(problems[0]!.message).toMatch(/^slots\.errors\[0\]\.after is now "onlyAfter": rename the key/);
    expect(loaded).toBe(0);
    expect(validate(`${TESTED_PACK}${slots.replace('- after:', '- onlyAfter:')}`)).toMatchObject({ problems: [], loaded: 1 });
  });
});

describe('packs validate: mistakes that used to hide one another', () => {
  it('a wrong type and a misspelt top-level key both show', () => {
    const { problems } = validate(TESTED_PACK.replace('version: 1.0.0', 'version: [1]\nnmae: Demo'));
    expect(codes(problems)).toEqual([
      ['schema.type', 'error', null, 3, 10],
      ['schema.unknown-key', 'error', null, 4, 1],
    ]);
    expect(problems[1]!.message).toContain('"nmae"');
  });

  it("an unknown key in a rule stays beside one in that rule's fixtures", () => {
    const yaml = TESTED_PACK.replace('    kind: trust', '    kind: trust\n    colour: red').replace('      nomatch: [ready]\nfailures', '      nomatch: [ready]\n      sometimes: [x]\nfailures');
    const { problems } = validate(yaml);
    expect(codes(problems)).toEqual([
      ['schema.unknown-key', 'error', 'demo/trust', 12, 5],
      ['schema.unknown-key', 'error', 'demo/trust', 20, 7],
    ]);
  });

  it('a missing fixture is reported while the schema refuses the pack', () => {
    const { problems, loaded } = validate(TESTED_PACK.replace('kind: trust', 'kind: trsut').replace('match: [trust]', 'match: [trust, gone]'));
    expect(codes(problems)).toEqual([
      ['schema.enum', 'error', 'demo/trust', 11, 11],
      ['fixture.missing', 'error', 'demo/trust', 17, 22],
    ]);
    expect(loaded).toBe(0);
  });

  it('a pattern RE2 refuses is reported while the schema refuses the pack, in any pattern field', () => {
    const yaml = TESTED_PACK.replace('kind: trust', 'kind: trsut').replace("when: 'Fatal error: out of cheese'", "when: { any: ['ok', '(unclosed'] }");
    const { problems, loaded } = validate(yaml);
    expect(codes(problems)).toEqual([
      ['schema.enum', 'error', 'demo/trust', 11, 11],
      ['pattern.refused', 'error', 'demo/boom', 22, 25],
    ]);
    expect(problems[1]!.message).toBe('RE2 refuses the pattern "(unclosed": missing ). A ( has no closing ); close it, or write \\( for a literal parenthesis');
    expect(loaded).toBe(0);
  });

  it('a condition that fits none of its forms is still one problem at its deepest cause', () => {
    const { problems } = validate(TESTED_PACK.replace("when: 'Trust this folder\\?'", "when: { all: ['Trust', 3] }"));
    expect(codes(problems)).toEqual([['schema.other', 'error', 'demo/trust', 13, 28]]);
  });
});

describe('packs validate on something that is not a pack', () => {
  it('a recording is "not a pack", once, and its text is not quoted', () => {
    const root = writeTree({ 'rec.cast': `${JSON.stringify({ version: 2, width: 80, height: 24 })}\n[0.1, "o", "\\u001b[2J: {[hello"]\n`.repeat(50) });
    roots.push(root);
    const { problems } = validatePacks([join(root, 'rec.cast')]);
    expect(problems.map((p) => [p.code, p.file])).toEqual([['pack.not-a-pack', join(root, 'rec.cast')]]);
    expect(problems[0]!.message).toMatch(/^not a pack/);
    expect(problems[0]!.message).not.toContain('hello');
  });

  it('YAML that is not a mapping with an id is one problem', () => {
    const root = writeTree({ 'list.yaml': '- a\n- b\n', 'other.yaml': 'title: notes\nitems: [1, 2]\n' });
    roots.push(root);
    const { problems } = validatePacks([join(root, 'list.yaml'), join(root, 'other.yaml')]);
    expect(problems.map((p) => [p.code, p.line])).toEqual([
      ['pack.not-a-pack', 1],
      ['pack.not-a-pack', 1],
    ]);
  });

  it('a folder that holds no pack: "not a pack (no pack.yaml)", at the folder', () => {
    const root = writeTree({ 'scratch/notes.txt': 'hello\n' });
    roots.push(root);
    const { problems } = validatePacks([join(root, 'scratch')]);
    expect(problems.map((p) => [p.code, p.message, p.file])).toEqual([['pack.not-a-pack', 'not a pack (no pack.yaml)', join(root, 'scratch')]]);
  });
});

describe('the manifest\'s ptyscreen range', () => {
  it('a pack needing another ptyscreen is skipped whole, with a warning, and the earlier pack of its id stays', () => {
    const root = writeTree({
      'a/demo/pack.yaml': MINIMAL_PACK,
      'b/demo/pack.yaml': MINIMAL_PACK.replace('name: Demo CLI', 'name: Demo CLI (future)').replace('version: 1.0.0', 'version: 2.0.0\nptyscreen: ">=99.0.0"'),
    });
    roots.push(root);
    const { set, problems, records } = loadPackSet([join(root, 'a/demo'), join(root, 'b/demo')]);
    expect(codes(problems)).toEqual([['pack.incompatible', 'warning', null, 4, 12]]);
    expect(problems[0]!.message).toContain('needs ptyscreen >=99.0.0');
    expect(set.packs.map((p) => p.name)).toEqual(['Demo CLI']);
    expect(set.leafCount).toBe(3);
    expect(records.map((r) => r.status)).toEqual(['loaded', 'skipped']);
  });

  it('a range that includes this version loads', () => {
    const root = writeTree({ 'demo/pack.yaml': MINIMAL_PACK.replace('version: 1.0.0', 'version: 1.0.0\nptyscreen: ">=0.1.0 <1"') });
    roots.push(root);
    expect(loadPackSet([join(root, 'demo')], { ptyscreenVersion: '0.4.2' }).set.packs).toHaveLength(1);
    expect(loadPackSet([join(root, 'demo')], { ptyscreenVersion: '1.0.0' }).set.packs).toHaveLength(0);
  });
});

describe('a pack that claims every screen, when loading for classify', () => {
  it('is a warning, and the whole pack is left out', () => {
    const root = writeTree({ 'demo/pack.yaml': MINIMAL_PACK.replace("when: 'Fatal error: out of cheese'", "when: '(?s).*'") });
    roots.push(root);
    const { set, problems } = loadPackSet([join(root, 'demo')]);
    expect(codes(problems)).toEqual([['pack.claims-everything', 'warning', 'demo/boom', 19, 11]]);
    expect(set.packs).toEqual([]);
    expect(set.leafCount).toBe(0);
  });
});
