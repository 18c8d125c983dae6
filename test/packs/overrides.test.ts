// The override ledger: one record per pack in the order given, a later loaded pack of an id replacing the earlier one.
import { describe, expect, it } from 'vitest';
import { createOverrideLedger, type OwnRecord, type PackSourceKind, type PackStatus } from '../../src/packs/overrides.js';
import type { CompiledPack } from '../../src/packs/types.js';
import { loadFromMemory, MINIMAL_PACK } from './helpers.js';

// Real compiled packs: the ledger reads only their ids, but takes them whole into the set.
const [demo, other] = loadFromMemory({
  '/p/demo/pack.yaml': MINIMAL_PACK,
  '/p/other/pack.yaml': MINIMAL_PACK.replace('id: demo', 'id: other'),
}).set.packs as [CompiledPack, CompiledPack];

function own(file: string, source: PackSourceKind, pack: CompiledPack | null, status: PackStatus = pack === null ? 'invalid' : 'loaded'): OwnRecord {
  return { file, source, id: pack?.id ?? null, name: null, version: null, status, spec: null, gates: 0, failures: 0, disabledRules: [] };
}

describe('the override ledger', () => {
  it('records a pack that did not load as it is: overriding nothing, not in the set', () => {
    const ledger = createOverrideLedger();
    expect(ledger.add(own('/a/demo', 'builtin', null), null)).toBeNull();
    expect(ledger.records).toEqual([expect.objectContaining({ file: '/a/demo', status: 'invalid', overrides: [], overriddenBy: null })]);
    expect(ledger.packs).toEqual([]);
  });

  it('a later pack of an id from another place replaces the earlier one, and both records say so', () => {
    const ledger = createOverrideLedger();
    ledger.add(own('/builtin/demo', 'builtin', demo), demo);
    ledger.add(own('/builtin/other', 'builtin', other), other);
    expect(ledger.add(own('/cli/demo', 'cli', demo), demo)).toBeNull();
    expect(ledger.records.map((r) => [r.file, r.status, r.overrides, r.overriddenBy])).toEqual([
      ['/builtin/demo', 'overridden', [], { file: '/cli/demo', source: 'cli' }],
      ['/builtin/other', 'loaded', [], null],
      ['/cli/demo', 'loaded', [{ file: '/builtin/demo', source: 'builtin' }], null],
    ]);
    // The replacing pack comes last in the set, after the packs loaded before it.
    expect(ledger.packs).toEqual([other, demo]);
  });

  it('a chain of overrides: the last pack lists every one it replaced, in order', () => {
    const ledger = createOverrideLedger();
    ledger.add(own('/builtin/demo', 'builtin', demo), demo);
    ledger.add(own('/plugin/demo', 'plugin', demo), demo);
    ledger.add(own('/config/demo', 'config', demo), demo);
    expect(ledger.records.map((r) => [r.status, r.overrides.map((o) => o.source), r.overriddenBy?.source ?? null])).toEqual([
      ['overridden', [], 'plugin'],
      ['overridden', ['builtin'], 'config'],
      ['loaded', ['builtin', 'plugin'], null],
    ]);
    expect(ledger.packs).toEqual([demo]);
  });

  it('two packs of one id from the same place: the later wins, with a warning at its file', () => {
    const ledger = createOverrideLedger();
    ledger.add(own('/cli/a/demo/pack.yaml', 'cli', demo), demo);
    expect(ledger.add(own('/cli/b/demo/pack.yaml', 'cli', demo), demo)).toEqual({
      code: 'pack.duplicate-id',
      severity: 'warning',
      message: 'pack "demo" overrides the one from /cli/a/demo/pack.yaml',
      file: '/cli/b/demo/pack.yaml',
      line: 1,
      column: 1,
    });
    expect(ledger.records.map((r) => r.status)).toEqual(['overridden', 'loaded']);
  });

  it('two installed packages with one id: no warning, a project install overriding a global one is the point', () => {
    const ledger = createOverrideLedger();
    ledger.add(own('/global/demo', 'npm', demo), demo);
    expect(ledger.add(own('/project/demo', 'npm', demo), demo)).toBeNull();
    expect(ledger.records.map((r) => r.status)).toEqual(['overridden', 'loaded']);
  });

  it('a pack of the same id that did not load replaces nothing', () => {
    const ledger = createOverrideLedger();
    ledger.add(own('/builtin/demo', 'builtin', demo), demo);
    ledger.add({ ...own('/cli/demo', 'cli', null), id: 'demo', status: 'skipped' }, null);
    expect(ledger.records.map((r) => [r.status, r.overriddenBy])).toEqual([
      ['loaded', null],
      ['skipped', null],
    ]);
    expect(ledger.packs).toEqual([demo]);
  });
});
