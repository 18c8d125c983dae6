// Pack discovery: the precedence chain (built-in, plugins/, npm global then project, config, --pack), overrides and disabling.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { Volume } from 'memfs';
import { afterAll, describe, expect, it } from 'vitest';
import { discoverPacks, loadPacks, type PackFs, type PackSelection } from '../../src/packs/index.js';
import { expandPackPath } from '../../src/packs/discover.js';
import { MINIMAL_PACK, writeTree } from './helpers.js';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

const named = (name: string) => MINIMAL_PACK.replace('name: Demo CLI', `name: ${name}`);
const pkg = (name: string, packs: unknown = ['pack']) => JSON.stringify({ name, version: '1.2.3', ptyscreen: { packs } });

/** One `demo` pack in every place a pack can come from, each named after its place. */
function chain(): { root: string; selection: PackSelection } {
  const root = writeTree({
    'rules/demo/pack.yaml': named('from rules'),
    'rules/other/pack.yaml': MINIMAL_PACK.replace('id: demo', 'id: other'),
    'plugins/ptyscreen-pack-demo/package.json': pkg('ptyscreen-pack-demo'),
    'plugins/ptyscreen-pack-demo/pack/pack.yaml': named('from plugins'),
    'global/ptyscreen-pack-demo/package.json': pkg('ptyscreen-pack-demo'),
    'global/ptyscreen-pack-demo/pack/pack.yaml': named('from global npm'),
    'proj/node_modules/@acme/ptyscreen-pack-demo/package.json': pkg('@acme/ptyscreen-pack-demo'),
    'proj/node_modules/@acme/ptyscreen-pack-demo/pack/pack.yaml': named('from project npm'),
    'proj/node_modules/left-pad/package.json': JSON.stringify({ name: 'left-pad', version: '1.0.0' }),
    'proj/.ptyscreenrc.yaml': 'packs: [local/demo]\n',
    'proj/local/demo/pack.yaml': named('from config'),
    'proj/sub/.keep': '',
    'cli/demo/pack.yaml': named('from --pack'),
  });
  roots.push(root);
  return {
    root,
    selection: {
      cwd: join(root, 'proj/sub'),
      builtinDir: join(root, 'rules'),
      pluginsDir: join(root, 'plugins'),
      globalModules: join(root, 'global'),
      packs: [join(root, 'cli/demo')],
      cache: null,
    },
  };
}

describe('the precedence chain', () => {
  it('finds a pack in every place, later places overriding earlier ones, with the overrides recorded', () => {
    const { root, selection } = chain();
    const load = loadPacks(selection);
    expect(load.problems).toEqual([]);
    expect(load.set.packs.map((p) => `${p.id}: ${p.name}`)).toEqual(['other: Demo CLI', 'demo: from --pack']);
    expect(load.records.map((r) => [r.name, r.source, r.status])).toEqual([
      ['from rules', 'builtin', 'overridden'],
      ['Demo CLI', 'builtin', 'loaded'],
      ['from plugins', 'plugin', 'overridden'],
      ['from global npm', 'npm', 'overridden'],
      ['from project npm', 'npm', 'overridden'],
      ['from config', 'config', 'overridden'],
      ['from --pack', 'cli', 'loaded'],
    ]);
    const last = load.records.at(-1)!;
    expect(last.overrides.map((ref) => ref.source)).toEqual(['builtin', 'plugin', 'npm', 'npm', 'config']);
    expect(load.records[4]!.origin).toBe('@acme/ptyscreen-pack-demo@1.2.3');
    expect(load.records[5]!.origin).toBe(join(root, 'proj/.ptyscreenrc.yaml'));
    expect(load.config?.file).toBe(join(root, 'proj/.ptyscreenrc.yaml'));
  });

  it('--no-builtin leaves out rules/ and plugins/ but keeps what was installed or given', () => {
    const { selection } = chain();
    const sources = discoverPacks({ ...selection, builtin: false }).entries.map((e) => e.source);
    expect(sources).toEqual(['npm', 'npm', 'config', 'cli']);
  });

  it('--config names the config file; config: false uses none', () => {
    const { root, selection } = chain();
    const other = writeTree({ 'elsewhere.yaml': 'packs: []\ndisable: { packs: [other] }\n' });
    roots.push(other);
    const load = loadPacks({ ...selection, config: join(other, 'elsewhere.yaml') });
    expect(load.set.packs.map((p) => p.id)).toEqual(['demo']);
    expect(load.records.find((r) => r.id === 'other')?.status).toBe('disabled');
    expect(discoverPacks({ ...selection, config: false }).entries.some((e) => e.source === 'config')).toBe(false);
    expect(root).toBeTruthy();
  });

  it('a pack named twice (config and --pack) is loaded once, where it comes last', () => {
    const root = writeTree({ 'w/.ptyscreenrc.yaml': 'packs: [../p/demo]\n', 'p/demo/pack.yaml': MINIMAL_PACK });
    roots.push(root);
    const load = loadPacks({ cwd: join(root, 'w'), builtin: false, npm: false, packs: [join(root, 'p/demo/pack.yaml')], cache: null });
    expect(load.problems).toEqual([]);
    expect(load.records.map((r) => [r.source, r.status])).toEqual([['cli', 'loaded']]);
  });

  it('the nearest node_modules holding a package wins, as in Node', () => {
    const root = writeTree({
      'proj/node_modules/ptyscreen-pack-demo/package.json': pkg('ptyscreen-pack-demo'),
      'proj/node_modules/ptyscreen-pack-demo/pack/pack.yaml': named('outer'),
      'proj/app/node_modules/ptyscreen-pack-demo/package.json': pkg('ptyscreen-pack-demo'),
      'proj/app/node_modules/ptyscreen-pack-demo/pack/pack.yaml': named('inner'),
    });
    roots.push(root);
    const load = loadPacks({ cwd: join(root, 'proj/app'), builtin: false, globalModules: null, cache: null });
    expect(load.records.map((r) => r.name)).toEqual(['inner']);
  });

  it('discovers through an injected file system (memfs) too', () => {
    const volume = Volume.fromJSON({
      '/r/demo/pack.yaml': MINIMAL_PACK,
      '/w/node_modules/ptyscreen-pack-x/package.json': pkg('ptyscreen-pack-x'),
      '/w/node_modules/ptyscreen-pack-x/pack/pack.yaml': MINIMAL_PACK.replace('id: demo', 'id: x'),
    });
    const load = loadPacks({ fs: volume as unknown as PackFs, cwd: '/w', builtinDir: '/r', pluginsDir: '/p', globalModules: null });
    expect(load.problems).toEqual([]);
    expect(load.records.map((r) => [r.id, r.source])).toEqual([
      ['demo', 'builtin'],
      ['x', 'npm'],
    ]);
  });
});

describe('packages that declare packs', () => {
  it('a pack folder outside the package is refused, and nothing of that package is loaded', () => {
    const root = writeTree({
      'w/node_modules/evil/package.json': pkg('evil', ['pack', '../victim']),
      'w/node_modules/evil/pack/pack.yaml': MINIMAL_PACK,
      'w/node_modules/victim/pack.yaml': MINIMAL_PACK.replace('id: demo', 'id: victim'),
    });
    roots.push(root);
    const load = loadPacks({ cwd: join(root, 'w'), builtin: false, globalModules: null, cache: null });
    expect(load.problems.map((p) => [p.code, p.file, p.line])).toEqual([['plugin.manifest', join(root, 'w/node_modules/evil/package.json'), 1]]);
    expect(load.problems[0]!.message).toContain('"../victim" is outside the package');
    expect(load.records).toEqual([]);
  });

  it('a malformed "ptyscreen" field is an error at its line', () => {
    const root = writeTree({ 'w/node_modules/bad/package.json': '{\n  "name": "bad",\n  "ptyscreen": "pack"\n}\n' });
    roots.push(root);
    const load = loadPacks({ cwd: join(root, 'w'), builtin: false, globalModules: null, cache: null });
    expect(load.problems.map((p) => [p.code, p.line, p.column])).toEqual([['plugin.manifest', 3, 3]]);
  });

  it('a path names a pack, a package, or a folder of either', () => {
    const { root } = chain();
    expect(expandPackPath(join(root, 'rules')).entries.map((e) => e.path)).toEqual([join(root, 'rules/demo'), join(root, 'rules/other')]);
    expect(expandPackPath(join(root, 'plugins')).entries.map((e) => e.path)).toEqual([join(root, 'plugins/ptyscreen-pack-demo/pack')]);
    expect(expandPackPath(join(root, 'plugins/ptyscreen-pack-demo')).entries.map((e) => e.path)).toEqual([join(root, 'plugins/ptyscreen-pack-demo/pack')]);
    expect(expandPackPath(join(root, 'cli/demo')).entries.map((e) => e.path)).toEqual([join(root, 'cli/demo')]);
  });
});

describe('the config file', () => {
  function withConfig(config: string) {
    const root = writeTree({ 'rules/demo/pack.yaml': MINIMAL_PACK, 'rules/other/pack.yaml': MINIMAL_PACK.replace('id: demo', 'id: other'), 'w/.ptyscreenrc.yaml': config });
    roots.push(root);
    return loadPacks({ cwd: join(root, 'w'), builtinDir: join(root, 'rules'), pluginsDir: join(root, 'none'), npm: false, cache: null });
  }

  it('disables packs and rules; a disabled rule is not compiled into the set', () => {
    const all = withConfig('');
    const load = withConfig('disable:\n  packs: [other]\n  rules: [demo/trust]\n');
    expect(load.problems).toEqual([]);
    expect(load.set.packs.map((p) => p.id)).toEqual(['demo']);
    expect(load.set.packs[0]!.gates).toEqual([]);
    expect(load.set.packs[0]!.failures.map((f) => f.id)).toEqual(['demo/boom']);
    // demo's identity and failure patterns only: other's three and the trust gate's one are gone
    expect(all.set.leafCount).toBe(6);
    expect(load.set.leafCount).toBe(2);
    expect(load.records.map((r) => [r.id, r.status, r.disabledRules])).toEqual([
      ['demo', 'loaded', ['demo/trust']],
      ['other', 'disabled', []],
    ]);
  });

  it('warns about disable entries that match nothing, at their line', () => {
    const load = withConfig('disable:\n  packs: [nope]\n  rules: [demo/nope, other/anything]\n');
    expect(load.problems.map((p) => [p.code, p.severity, p.line, p.column])).toEqual([
      ['config.unknown-pack', 'warning', 2, 11],
      ['config.unknown-rule', 'warning', 3, 11],
      ['config.unknown-rule', 'warning', 3, 22],
    ]);
  });

  it('a config with a misspelt key: that key is an error at its line, and the rest of the config is used', () => {
    const load = withConfig('disable:\n  packs: [other]\n  rule: [demo/trust]\n');
    expect(load.problems.map((p) => [p.code, p.severity, p.line, p.column])).toEqual([['schema.unknown-key', 'error', 3, 3]]);
    expect(load.problems[0]!.message).toBe('disable has an unknown key "rule"; check its spelling against the schema');
    expect(load.set.packs.map((p) => p.id)).toEqual(['demo']);
  });

  it('a value of the wrong shape is set aside, with what is valid beside it kept', () => {
    const load = withConfig('colour: red\npacks: ../elsewhere\ndisable:\n  packs: [other, Not An Id]\n  rules: [demo/trust]\n');
    expect(load.problems.map((p) => [p.code, p.line, p.column])).toEqual([
      ['schema.unknown-key', 1, 1],
      ['schema.type', 2, 8],
      ['schema.format', 4, 18],
    ]);
    expect(load.problems[0]!.message).toBe('the config file has an unknown key "colour"; check its spelling against the schema');
    expect(load.config?.packs).toEqual([]);
    expect(load.config?.disable.packs.map((p) => p.value)).toEqual(['other']);
    expect(load.records.map((r) => [r.id, r.status, r.disabledRules])).toEqual([
      ['demo', 'loaded', ['demo/trust']],
      ['other', 'disabled', []],
    ]);
  });
});
