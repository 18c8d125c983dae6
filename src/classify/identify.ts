// Process identity: which packs may speak for this screen (or the generic layer alone, for a declared agent), and whether the process alone says "not an agent".

import { PtyscreenError } from '../errors.js';
import type { CompiledCondition, CompiledPack, CompiledPackSet } from '../packs/types.js';
import { FIELD_CAPS } from '../result/caps.js';
import { sanitizeField } from '../result/text-bounds.js';
import { conditionHolds, evaluateCondition, type ScanResult } from '../match/conditions.js';
import { GENERIC_VENDOR } from '../packs/signatures.js';
import { RecentPerOwner } from '../shared/recent-per-owner.js';

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
      /**
       * Lines of the identity marker that picked the vendor, for evidence: read only when the result
       * shows them (a `ready` screen), since finding where a marker matched is a regex run of its own.
       */
      readonly markerLines: () => readonly number[];
    };

function claimsAsBinary(pack: CompiledPack, name: string): boolean {
  return pack.binaries.has(name) || pack.titles.some((title) => title.test(name));
}

/** The pack's first identity marker that holds on the screen. Whether it holds needs no regex run for a whole-screen leaf; its lines are read only when a result shows them. */
function markerOf(pack: CompiledPack, scan: ScanResult): CompiledCondition | null {
  return pack.identity.find((marker) => conditionHolds(marker, scan)) ?? null;
}

const NO_LINES = (): readonly number[] => [];

function linesOf(marker: CompiledCondition | undefined, scan: ScanResult): () => readonly number[] {
  return marker === undefined ? NO_LINES : () => evaluateCondition(marker, scan).lines;
}

/**
 * The lines of the first of one pack's identity markers on the screen, found only when asked (a
 * `ready` result shows them). For a vendor the command line already named: a gate or a failure then
 * never pays for the scan of every pack's markers, which nothing else on its screen needs.
 */
function namedMarkerLines(pack: CompiledPack, scanOf: () => ScanResult): () => readonly number[] {
  return () => {
    const scan = scanOf();
    return linesOf(markerOf(pack, scan) ?? undefined, scan)();
  };
}

/** A watched pane shows the same few command lines and process names again and again; past this many, a memo of them starts over. */
const RECENT_KEPT = 256;

/** Per pack, what its `argv` patterns said of the command lines seen lately. */
const argvVerdicts = new RecentPerOwner<CompiledPack, boolean>(RECENT_KEPT);

/**
 * Whether one of the pack's `argv` patterns matches the command line. Remembered per pack: a live
 * pane asks with the same command line at every look, and each pattern would take the string
 * converted to UTF-8 again.
 */
function argvNames(pack: CompiledPack, argv: string): boolean {
  return argvVerdicts.get(pack, argv, () => pack.argv.some((pattern) => pattern.test(argv)));
}

/** Who claims a process name: packs by binary or title, a declared agent by binary, packs as a wrapper. */
interface Claims {
  /** The name as a result reports it; null when nothing is left of it. */
  readonly name: string | null;
  readonly direct: readonly CompiledPack[];
  readonly declared: CompiledPack | null;
  readonly wrapped: readonly CompiledPack[];
}

/** Per pack set, the claims on the process names seen lately: a server or a watch asks about the same few names at every screen. */
const claimsBySet = new RecentPerOwner<CompiledPackSet, Claims>(RECENT_KEPT);

function claimsOf(set: CompiledPackSet, process: string): Claims {
  return claimsBySet.get(set, process, (): Claims => {
    const name = sanitizeField(process, FIELD_CAPS.observedProcess);
    const agent = set.generic?.agent ?? null;
    return name === null
      ? { name, direct: [], declared: null, wrapped: [] }
      : {
          name,
          direct: set.packs.filter((pack) => claimsAsBinary(pack, name)),
          declared: agent !== null && agent.binaries.has(name) ? agent : null,
          wrapped: set.packs.filter((pack) => pack.wrappers.has(name)),
        };
  });
}

/** Narrows packs by the command line, then by screen markers; reports whether something named one vendor. */
function narrow(packs: readonly CompiledPack[], argv: string | undefined, scanOf: () => ScanResult) {
  let pool = packs;
  let named = false;
  if (argv !== undefined && argv !== '') {
    const byArgv = pool.filter((pack) => argvNames(pack, argv));
    if (byArgv.length > 0) {
      pool = byArgv;
      named = byArgv.length === 1;
    }
  }
  // Once one vendor is named, only its rules read the screen: another vendor's gate wording quoted
  // in this vendor's reply must not fire that vendor's gate.
  if (named) return { packs: [pool[0]!], vendor: pool[0]!, markerLines: namedMarkerLines(pool[0]!, scanOf) };
  const scan = scanOf();
  const marked: { pack: CompiledPack; marker: CompiledCondition }[] = [];
  for (const pack of pool) {
    const marker = markerOf(pack, scan);
    if (marker !== null) marked.push({ pack, marker });
  }
  if (marked.length === 1) {
    const only = marked[0]!;
    return { packs: [only.pack], vendor: only.pack, markerLines: linesOf(only.marker, scan) };
  }
  // Packs with a marker on screen go first: their rules are the likelier reading.
  const ordered = [...marked.map((m) => m.pack), ...pool.filter((p) => !marked.some((m) => m.pack === p))];
  return { packs: ordered, vendor: null, markerLines: NO_LINES };
}

/** The declared agent read alone: any process is taken at the caller's word. */
function declaredAgent(agent: CompiledPack): Identification {
  return { kind: 'candidates', packs: [agent], vendor: agent, markerLines: NO_LINES };
}

/**
 * A process name more than one owner could have: packs that claim it, and maybe a declared agent
 * (a CLI no pack describes that installs the same name). The command line, then the screen's identity
 * markers settle it; with a declared agent in the contest only the screen speaks, since the command
 * line then holds the same bare name. A screen no pack's identity claims is read as a declared agent,
 * never by the wrong pack; only with the generic layer off do all claimants' text rules apply, and
 * then nothing may reach `ready`.
 */
function contested(claimants: readonly CompiledPack[], declared: CompiledPack | null, agent: CompiledPack | null, argv: string | undefined, scanOf: () => ScanResult): Identification {
  const narrowed = narrow(claimants, declared === null ? argv : undefined, scanOf);
  if (narrowed.vendor !== null || agent === null) return { kind: 'candidates', ...narrowed };
  return declaredAgent(agent);
}

/**
 * `scanOf` gives the screen's scan, made on the first call: a process that settles the reading alone
 * (a shell: `not_agent`) never has its screen prepared or scanned.
 */
export function identify(set: CompiledPackSet, hints: ProcessHints, scanOf: () => ScanResult): Identification {
  const agent = set.generic?.agent ?? null;
  if (hints.vendor === GENERIC_VENDOR) {
    if (agent === null) {
      throw new PtyscreenError('vendor.unknown', `vendor "${GENERIC_VENDOR}" reads a screen by the generic layer alone, which is off here (no error-signature table with an agent section); name a pack with --vendor instead`);
    }
    return declaredAgent(agent);
  }
  let vendorPack: CompiledPack | undefined;
  if (hints.vendor !== undefined) {
    vendorPack = set.packs.find((pack) => pack.id === hints.vendor);
    if (vendorPack === undefined) {
      const known = set.packs.map((pack) => pack.id).join(', ') || 'none loaded';
      throw new PtyscreenError(
        'vendor.unknown',
        `no pack for vendor "${hints.vendor}" (loaded: ${known}); check --vendor, add the pack with --pack, or say --vendor ${GENERIC_VENDOR} for an agent CLI no pack describes`,
      );
    }
  }
  const claims = hints.process === undefined ? null : claimsOf(set, hints.process);
  const name = claims?.name ?? null;

  if (vendorPack !== undefined) {
    if (name === null) return { kind: 'candidates', packs: [vendorPack], vendor: null, markerLines: NO_LINES };
    const tolerated = claimsAsBinary(vendorPack, name) || vendorPack.wrappers.has(name);
    return tolerated
      ? { kind: 'candidates', packs: [vendorPack], vendor: vendorPack, markerLines: NO_LINES }
      : { kind: 'not_agent', observedProcess: name };
  }

  if (claims === null || claims.name === null) {
    // No process signal: every pack's text rules apply, but nothing may reach `ready`.
    const narrowed = narrow(set.packs, hints.argv, scanOf);
    return { kind: 'candidates', packs: narrowed.packs, vendor: null, markerLines: NO_LINES };
  }

  const { direct, declared, wrapped } = claims;
  if (declared !== null && direct.length === 0) return declaredAgent(declared);
  if (direct.length === 1 && declared === null) return { kind: 'candidates', packs: direct, vendor: direct[0]!, markerLines: NO_LINES };
  if (direct.length > 0) return contested(direct, declared, agent, hints.argv, scanOf);
  if (wrapped.length > 0) return { kind: 'candidates', ...narrow(wrapped, hints.argv, scanOf) };
  return { kind: 'not_agent', observedProcess: claims.name };
}
