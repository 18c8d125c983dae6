// Hostile rule packs: each is a clear, located problem (or warning), nothing of a bad pack is used, nothing crashes.
import fc from 'fast-check';
import { Volume } from 'memfs';
import { describe, expect, it } from 'vitest';
import * as library from '../../src/index.js';
// The scanner's sets are internal: these tests read them through the library's own modules.
import { classifyLines } from '../../src/classify/classify.js';
import { loadPackSet, type PackSetLoad } from '../../src/packs/load.js';
import { type PackFs } from '../../src/packs/pack-file.js';
import { isValid } from '../../src/index.js';
import { hostileProperties } from './properties.js';

const FILE = '/packs/demo/pack.yaml';
const HEAD = 'id: demo\nname: Demo\nversion: 1.0.0\nprocess: {binaries: [demo]}\n';

function load(yaml: string | Buffer, others: Record<string, string> = {}): PackSetLoad {
  const volume = Volume.fromJSON({ [FILE]: yaml as string, ...others });
  return loadPackSet(['/packs/demo', ...Object.keys(others)], { fs: volume as unknown as PackFs });
}

function failureRules(count: number, pattern: (i: number) => string): string {
  const rules = Array.from({ length: count }, (_, i) => `  - id: r${i}\n    reason: crash\n    when: '${pattern(i)}'\n`);
  return `${HEAD}failures:\n${rules.join('')}`;
}

describe('properties (bounded here; `npm run fuzz` runs them for longer)', () => {
  for (const property of hostileProperties(library).filter((p) => p.area === 'packs' && p.fuzzOnly !== true)) {
    it(property.name, async () => {
      await fc.assert(property.property, { numRuns: property.runs });
    });
  }
});

describe('hostile packs', () => {
  it('5,000 rules load into one scanner and a screen is still classified at once', () => {
    const started = performance.now();
    const { set, problems } = load(failureRules(5_000, (i) => `fatal error ${i} here`));
    expect(problems).toEqual([]);
    expect(set.leafCount).toBe(5_000);
    const classifyStarted = performance.now();
    const result = classifyLines(set, ['ok', 'fatal error 4321 here'], { process: 'demo' });
    expect(performance.now() - classifyStarted).toBeLessThan(500);
    expect(result).toMatchObject({ state: 'failing', evidence: { rule: 'demo/r4321', lines: [2] } });
    expect(performance.now() - started).toBeLessThan(20_000);
  });

  // Each pattern compiles alone, but together they pass RE2's memory cap for one set: the pack is
  // refused by name, and the other packs still load.
  it('rules whose patterns together exceed RE2.Set memory: a located problem, the pack left out, others kept', () => {
    // Each compiles on its own (a literal repeated up to 1,000 times); 100 of them do not fit one set.
    const greedy = failureRules(100, (i) => `L{50,1000}${i}`);
    expect(() => load(failureRules(50, (i) => `L{50,1000}${i}`))).not.toThrow();
    const other = { '/packs/other/pack.yaml': HEAD.replace('id: demo', 'id: other').replace('[demo]', '[other]') + "failures:\n  - {id: boom, reason: crash, when: 'Fatal'}\n" };
    const result = load(greedy, other);
    expect(result.problems).toEqual([expect.objectContaining({ file: FILE, severity: 'error' })]);
    expect(result.set.packs.map((pack) => pack.id)).toEqual(['other']);
  });

  it('a pack spread over several of the scanner\'s sets is still held to fitting one: it loads when it does', () => {
    // A varied batch starts the scanner in sets of 128, so these 300 patterns lie across three sets.
    const volume = Volume.fromJSON({ [FILE]: failureRules(300, (i) => `fatal error ${i} here`) });
    const { set, problems } = loadPackSet(['/packs/demo'], { fs: volume as unknown as PackFs, screens: 'varied' });
    expect(problems).toEqual([]);
    // The pack's 300 in three sets of their own; the signature table's patterns in groups of theirs.
    const sizes = set.scanner!.setSizes();
    expect(sizes.slice(0, 3)).toEqual([100, 100, 100]);
    expect(sizes.every((size) => size <= 128)).toBe(true);
    expect(set.scanner!.holdsTogether(0, 300)).toBe(false);
    expect(classifyLines(set, ['fatal error 250 here'], { process: 'demo' })).toMatchObject({ state: 'failing', evidence: { rule: 'demo/r250' } });
  });

  it('the greedy pack is refused by name when it is loaded for a varied batch too', () => {
    const volume = Volume.fromJSON({ [FILE]: failureRules(100, (i) => `L{50,1000}${i}`) });
    const { set, problems } = loadPackSet(['/packs/demo'], { fs: volume as unknown as PackFs, screens: 'varied' });
    expect(problems).toEqual([expect.objectContaining({ code: 'pattern.too-large', file: FILE, line: 1 })]);
    expect(set.packs).toEqual([]);
  });

  it('__proto__ and constructor keys are unknown keys at their line; nothing reaches Object.prototype, nothing of the pack is used', () => {
    const { set, problems } = load(`${HEAD}__proto__: {polluted: true}\nconstructor: {prototype: {polluted: true}}\nprocess2: {}\n`);
    expect(problems.map((p) => [p.code, p.line])).toEqual([
      ['schema.unknown-key', 5],
      ['schema.unknown-key', 6],
      ['schema.unknown-key', 7],
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(set.packs).toEqual([]);
  });

  it('a YAML tag that names code (!!js/function) is never run: an unresolved-tag warning, the value a string', () => {
    const globals = globalThis as Record<string, unknown>;
    const { set, problems } = load(HEAD.replace('name: Demo', "name: !!js/function 'function () { globalThis.pwned = 1 }'"));
    expect(problems).toEqual([expect.objectContaining({ code: 'yaml.syntax', severity: 'warning', line: 2, message: expect.stringContaining('Unresolved tag') })]);
    expect(globals.pwned).toBeUndefined();
    expect(typeof set.packs[0]?.name).toBe('string');
  });

  // `!!binary` would reach the schema check as a byte array and be reported once per array method.
  it('a !!binary value is one problem at its line, not a hundred', () => {
    const { problems, set } = load(`${HEAD}failures:\n  - id: a\n    reason: crash\n    when: !!binary aGk=\n`);
    expect(set.packs).toEqual([]);
    expect(problems).toHaveLength(1);
  });

  // Bytes that are not UTF-8 would otherwise become U+FFFD unnoticed, and a pattern would quietly stop matching.
  it('bytes that are not UTF-8 are a located problem, not silently replaced', () => {
    const yaml = Buffer.concat([Buffer.from(`${HEAD}failures:\n  - id: a\n    reason: crash\n    when: 'Trust`), Buffer.from([0xff, 0xfe]), Buffer.from("'\n")]);
    const { problems, set } = load(yaml);
    expect(problems).toEqual([expect.objectContaining({ severity: 'error', file: FILE, line: 8 })]);
    expect(set.packs).toEqual([]);
  });

  it('a condition nested past what the parser can hold is a YAML error at a line, not a stack overflow', () => {
    const depth = 5_000;
    const { set, problems } = load(`${HEAD}failures:\n  - id: a\n    reason: crash\n    when: ${'{not: '.repeat(depth)}x${'}'.repeat(depth)}\n`);
    expect(problems[0]).toMatchObject({ code: 'yaml.syntax', severity: 'error', file: FILE });
    expect(set.packs).toEqual([]);
  });

  it('a fixed subject with control and bidi characters reaches the result stripped', () => {
    const yaml = `${HEAD}gates:\n  - id: t\n    kind: trust\n    input: key\n    when: 'Trust me'\n    subject: {value: "the\\u202e folder\\u0007\\u061c"}\n`;
    const { set, problems } = load(yaml);
    expect(problems).toEqual([]);
    const result = classifyLines(set, ['Trust me'], { process: 'demo' });
    expect(result).toMatchObject({ state: 'operator_gate', gate: { subject: 'the folder' } });
    expect(isValid(result)).toBe(true);
  });

  it('a pack file over the size cap is refused before it is read', () => {
    const { set, problems } = load(`${HEAD}# ${'x'.repeat(1024 * 1024)}\n`);
    expect(problems).toEqual([expect.objectContaining({ code: 'pack.too-large', file: FILE, message: expect.stringContaining('over the 1 MiB limit') })]);
    expect(set.packs).toEqual([]);
  });
});
