// `packs list`: one row per pack found, as data and as an aligned table with where each came from.
import { describe, expect, it } from 'vitest';
import { formatDeclaredAgents, formatPackList, packListRows, type PackListRow } from '../../src/packs/list.js';
import type { PackRecord } from '../../src/packs/overrides.js';

const row = (overrides: Partial<PackListRow>): PackListRow => ({
  id: 'claude-code',
  name: 'Claude Code',
  version: '1.2.0',
  source: 'builtin',
  origin: null,
  file: 'rules/claude-code/pack.yaml',
  status: 'loaded',
  gates: 12,
  failures: 7,
  disabledRules: [],
  overrides: [],
  overriddenBy: null,
  ...overrides,
});

describe('packListRows', () => {
  it('keeps a record\'s fields for the list, with a missing origin as null and no spec', () => {
    const record = { ...row({}), origin: undefined, spec: null } as unknown as PackRecord;
    const [listed] = packListRows([record]);
    expect(listed).toEqual(row({}));
    expect(listed).not.toHaveProperty('spec');
  });
});

describe('formatPackList', () => {
  it('aligns the columns and counts the packs loaded', () => {
    expect(formatPackList([row({}), row({ id: 'codex', version: '0.9', gates: 3, failures: 10, file: 'rules/codex/pack.yaml' })])).toEqual([
      'ID           VERSION  SOURCE   STATUS  GATES  FAILURES  FROM',
      'claude-code  1.2.0    builtin  loaded  12     7         rules/claude-code/pack.yaml',
      'codex        0.9      builtin  loaded  3      10        rules/codex/pack.yaml',
      '2 packs loaded of 2 found',
    ]);
  });

  it('names an npm pack by its package, and says what a pack overrides and which rules are off', () => {
    const lines = formatPackList(
      [
        row({ source: 'npm', origin: 'ptyscreen-pack-x@1.0.0', file: '/nm/x/pack.yaml', overrides: [{ source: 'builtin', file: 'rules/claude-code/pack.yaml' }], disabledRules: ['claude-code/a', 'claude-code/b'] }),
        row({ id: null, version: null, status: 'invalid', file: 'bad/pack.yaml' }),
      ],
      (file) => `<${file}>`,
    );
    expect(lines[1]).toMatch(/ptyscreen-pack-x@1\.0\.0; overrides builtin <rules\/claude-code\/pack\.yaml>; disabled: claude-code\/a, claude-code\/b$/u);
    expect(lines[2]).toMatch(/^\? +\? +builtin +invalid +12 +7 +<bad\/pack\.yaml>$/u);
    expect(lines[3]).toBe('1 pack loaded of 2 found');
  });

  it('with no pack is the header and a count of none', () => {
    expect(formatPackList([])).toEqual(['ID  VERSION  SOURCE  STATUS  GATES  FAILURES  FROM', '0 packs loaded of 0 found']);
  });
});

describe('formatDeclaredAgents', () => {
  it('is nothing when the generic layer is off', () => {
    expect(formatDeclaredAgents(null)).toEqual([]);
  });

  it('names the declared agents, or none', () => {
    expect(formatDeclaredAgents(['aider', 'goose'])[1]).toBe('generic: agent CLIs no pack describes, read by the generic layer alone (declared: aider, goose)');
    expect(formatDeclaredAgents([])[1]).toBe('generic: agent CLIs no pack describes, read by the generic layer alone (declared: none)');
    expect(formatDeclaredAgents([])[0]).toBe('');
  });
});
