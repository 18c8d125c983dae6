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
