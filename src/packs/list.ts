// Rows for `packs list`: one per pack found, with where it came from and what it overrode, as data and as a table.

import type { PackRecord, PackSourceKind, PackStatus } from './overrides.js';

export interface PackListRow {
  readonly id: string | null;
  readonly name: string | null;
  readonly version: string | null;
  readonly source: PackSourceKind;
  /** The package (name@version) or config file that brought the pack in, when one did. */
  readonly origin: string | null;
  readonly file: string;
  readonly status: PackStatus;
  readonly gates: number;
  readonly failures: number;
  readonly disabledRules: readonly string[];
  readonly overrides: readonly { readonly source: PackSourceKind; readonly file: string }[];
  readonly overriddenBy: { readonly source: PackSourceKind; readonly file: string } | null;
}

export function packListRows(records: readonly PackRecord[]): PackListRow[] {
  return records.map((record) => ({
    id: record.id,
    name: record.name,
    version: record.version,
    source: record.source,
    origin: record.origin ?? null,
    file: record.file,
    status: record.status,
    gates: record.gates,
    failures: record.failures,
    disabledRules: record.disabledRules,
    overrides: record.overrides,
    overriddenBy: record.overriddenBy,
  }));
}

function pad(cells: readonly string[][]): string[] {
  const widths = cells[0]!.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  return cells.map((row) => row.map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]!))).join('  ').trimEnd());
}

/** An aligned table, then the file each pack came from and what it overrode. */
export function formatPackList(rows: readonly PackListRow[], showPath: (file: string) => string = (file) => file): string[] {
  const header = ['ID', 'VERSION', 'SOURCE', 'STATUS', 'GATES', 'FAILURES', 'FROM'];
  const cells = rows.map((row) => {
    const notes = [
      row.origin !== null && row.source === 'npm' ? row.origin : showPath(row.file),
      ...row.overrides.map((ref) => `overrides ${ref.source} ${showPath(ref.file)}`),
      ...(row.disabledRules.length > 0 ? [`disabled: ${row.disabledRules.join(', ')}`] : []),
    ];
    return [row.id ?? '?', row.version ?? '?', row.source, row.status, String(row.gates), String(row.failures), notes.join('; ')];
  });
  const loaded = rows.filter((row) => row.status === 'loaded').length;
  return [...pad([header, ...cells]), `${loaded} pack${loaded === 1 ? '' : 's'} loaded of ${rows.length} found`];
}

/**
 * What `packs list` says of declared agents: the process names read by the generic layer alone, when
 * to declare one, and what that costs. Empty when the generic layer is off.
 */
export function formatDeclaredAgents(agents: readonly string[] | null): string[] {
  if (agents === null) return [];
  return [
    '',
    `generic: agent CLIs no pack describes, read by the generic layer alone (declared: ${agents.length > 0 ? agents.join(', ') : 'none'})`,
    '  Declare one with --vendor generic, or `agents: [name, ...]` in .ptyscreenrc.yaml (its process names),',
    '  when an agent CLI has no pack here: its screens are then ready, a gate or a failure instead of not_agent.',
    '  What it costs: no gate subject, a generic kind or reason more often, and some gates and failures missed',
    '  (on the packs\' own fixtures it still refuses most failures and gates; BENCHMARKS.md has the figures).',
    '  A name a pack also claims is settled by the screen: that pack when its identity shows, else generic.',
  ];
}
