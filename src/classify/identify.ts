// Process identity: which packs may speak for this screen, and whether the process alone says "not an agent".

import { PtyscreenError } from '../errors.js';
import type { CompiledPack, CompiledPackSet } from '../packs/types.js';
import { FIELD_CAPS } from '../state/caps.js';
import { sanitizeField } from '../state/text-bounds.js';
import { evaluateCondition, type ScanResult } from '../packs/conditions.js';

export interface ProcessHints {
  /** The foreground process name (tmux `#{pane_current_command}`). */
  readonly process?: string | undefined;
  /** The foreground process's command line. */
  readonly argv?: string | undefined;
  /** The vendor the caller launched. */
  readonly vendor?: string | undefined;
}

export type Identification =
  | { readonly kind: 'not_agent'; readonly observedProcess: string }
  | {
      readonly kind: 'candidates';
      /** Packs whose rules apply, most likely first. */
      readonly packs: readonly CompiledPack[];
      /** The vendor established by the process AND a naming signal; only then may a screen be `ready`. */
      readonly vendor: CompiledPack | null;
      /** Lines of the identity markers that picked the vendor, for evidence. */
      readonly markerLines: readonly number[];
    };

function claimsAsBinary(pack: CompiledPack, name: string): boolean {
  return pack.binaries.has(name) || pack.titles.some((title) => title.test(name));
}

function markerLines(pack: CompiledPack, scan: ScanResult): readonly number[] | null {
  for (const marker of pack.identity) {
    const outcome = evaluateCondition(marker, scan);
    if (outcome.holds) return outcome.lines;
  }
  return null;
}

/** Narrows packs by the command line, then by screen markers; reports whether something named one vendor. */
function narrow(packs: readonly CompiledPack[], argv: string | undefined, scan: ScanResult) {
  let pool = packs;
  let named = false;
  if (argv !== undefined && argv !== '') {
    const byArgv = pool.filter((pack) => pack.argv.some((pattern) => pattern.test(argv)));
    if (byArgv.length > 0) {
      pool = byArgv;
      named = byArgv.length === 1;
    }
  }
  const marked: { pack: CompiledPack; lines: readonly number[] }[] = [];
  for (const pack of pool) {
    const lines = markerLines(pack, scan);
    if (lines !== null) marked.push({ pack, lines });
  }
  // Once one vendor is named, only its rules read the screen: another vendor's gate wording quoted
  // in this vendor's reply must not fire that vendor's gate.
  if (named) return { packs: [pool[0]!], vendor: pool[0]!, markerLines: marked.find((m) => m.pack === pool[0])?.lines ?? [] };
  if (marked.length === 1) {
    const only = marked[0]!;
    return { packs: [only.pack], vendor: only.pack, markerLines: only.lines };
  }
  // Packs with a marker on screen go first: their rules are the likelier reading.
  const ordered = [...marked.map((m) => m.pack), ...pool.filter((p) => !marked.some((m) => m.pack === p))];
  return { packs: ordered, vendor: null, markerLines: [] as readonly number[] };
}

export function identify(set: CompiledPackSet, hints: ProcessHints, scan: ScanResult): Identification {
  let vendorPack: CompiledPack | undefined;
  if (hints.vendor !== undefined) {
    vendorPack = set.packs.find((pack) => pack.id === hints.vendor);
    if (vendorPack === undefined) {
      const known = set.packs.map((pack) => pack.id).join(', ') || 'none loaded';
      throw new PtyscreenError('vendor.unknown', `no pack for vendor "${hints.vendor}" (loaded: ${known}); check --vendor or add the pack with --pack`);
    }
  }
  const name = hints.process === undefined ? null : sanitizeField(hints.process, FIELD_CAPS.observedProcess);

  if (vendorPack !== undefined) {
    if (name === null) return { kind: 'candidates', packs: [vendorPack], vendor: null, markerLines: [] };
    const tolerated = claimsAsBinary(vendorPack, name) || vendorPack.wrappers.has(name);
    return tolerated
      ? { kind: 'candidates', packs: [vendorPack], vendor: vendorPack, markerLines: [] }
      : { kind: 'not_agent', observedProcess: name };
  }

  if (name === null) {
    // No process signal: every pack's text rules apply, but nothing may reach `ready`.
    const narrowed = narrow(set.packs, hints.argv, scan);
    return { kind: 'candidates', packs: narrowed.packs, vendor: null, markerLines: [] };
  }

  const direct = set.packs.filter((pack) => claimsAsBinary(pack, name));
  if (direct.length === 1) return { kind: 'candidates', packs: direct, vendor: direct[0]!, markerLines: [] };
  if (direct.length > 1) return { kind: 'candidates', ...narrow(direct, hints.argv, scan) };

  const wrapped = set.packs.filter((pack) => pack.wrappers.has(name));
  if (wrapped.length > 0) return { kind: 'candidates', ...narrow(wrapped, hints.argv, scan) };
  return { kind: 'not_agent', observedProcess: name };
}
