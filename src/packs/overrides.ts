// The record of each pack a load was given, and which replaced which: a later pack with an earlier one's id overrides it.

import type { PackProblem } from './problems.js';
import type { CompiledPack, PackSpec } from './types.js';

/** Where a pack was found, in precedence order: each later source overrides an earlier one by pack id. */
export type PackSourceKind = 'builtin' | 'plugin' | 'npm' | 'config' | 'cli';

/**
 * What became of one pack: `loaded` into the set; `overridden` by a later pack with its id;
 * `disabled` by a config file; `skipped` because its ptyscreen range excludes this version;
 * `invalid` when it had an error (then nothing of it is used).
 */
export type PackStatus = 'loaded' | 'overridden' | 'disabled' | 'skipped' | 'invalid';

export interface PackRef {
  readonly file: string;
  readonly source: PackSourceKind;
}

export interface PackRecord extends PackRef {
  readonly origin?: string | undefined;
  readonly id: string | null;
  readonly name: string | null;
  readonly version: string | null;
  readonly status: PackStatus;
  /** The pack's document when it passed the schema (even if it then failed to compile), for checks that read it. */
  readonly spec: PackSpec | null;
  /** Rules compiled into the set (zero unless loaded or overridden). */
  readonly gates: number;
  readonly failures: number;
  /** Rules of this pack a config file disabled, as `pack/rule`. */
  readonly disabledRules: readonly string[];
  /** Packs with the same id that this one replaced. */
  readonly overrides: readonly PackRef[];
  readonly overriddenBy: PackRef | null;
}

/** A pack's record as its own load leaves it, before it is weighed against the packs given before it. */
export type OwnRecord = Omit<PackRecord, 'overrides' | 'overriddenBy'>;

/** The packs of a load in the order given, each later pack of an id replacing the earlier one. */
export interface OverrideLedger {
  /** One record per pack given, in the order given. */
  readonly records: readonly PackRecord[];
  /** The packs in the set: those loaded and not overridden, in the order they were loaded. */
  readonly packs: readonly CompiledPack[];
  /**
   * Records the next pack given, with its compiled pack when it loaded. A loaded pack takes the place
   * of an earlier loaded one with its id; the warning it returns, when there is one, is the load's to report.
   */
  add(record: OwnRecord, pack: CompiledPack | null): PackProblem | null;
}

export function createOverrideLedger(): OverrideLedger {
  const records: PackRecord[] = [];
  const packs: CompiledPack[] = [];
  // The loaded pack of each id, and where its record sits.
  const byId = new Map<string, { pack: CompiledPack; record: number }>();

  return {
    records,
    packs,
    add(record, pack) {
      if (pack === null) {
        records.push({ ...record, overrides: [], overriddenBy: null });
        return null;
      }
      let overrides: readonly PackRef[] = [];
      let warning: PackProblem | null = null;
      const earlier = byId.get(pack.id);
      if (earlier !== undefined) {
        const earlierRecord = records[earlier.record]!;
        if (earlierRecord.source === record.source && record.source !== 'npm') {
          // Two packs with one id from the same place is a mistake; across places it is how a plugin,
          // a config file or --pack replaces a pack, which `packs list` shows. Installed packages are
          // left to `packs list` too: a project's install overriding a global one is the point.
          warning = {
            code: 'pack.duplicate-id',
            severity: 'warning',
            message: `pack "${pack.id}" overrides the one from ${earlierRecord.file}`,
            file: record.file,
            line: 1,
            column: 1,
          };
        }
        records[earlier.record] = { ...earlierRecord, status: 'overridden', overriddenBy: { file: record.file, source: record.source } };
        overrides = [...earlierRecord.overrides, { file: earlierRecord.file, source: earlierRecord.source }];
        packs.splice(packs.indexOf(earlier.pack), 1);
      }
      byId.set(pack.id, { pack, record: records.length });
      records.push({ ...record, overrides, overriddenBy: null });
      packs.push(pack);
      return warning;
    },
  };
}
