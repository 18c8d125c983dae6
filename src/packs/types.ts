// The rule-pack document as written in YAML (after schema validation), and the compiled form the classifier runs.

import type RE2 from 're2';
import type { PatternScanner } from '../match/scanner.js';
import type { FailureReason, GateInput, GateKind } from '../result/types.js';
import type { CompiledCondition, CompiledLeaf, Region, RegionSpec } from '../match/types.js';

export type { CompiledCondition, CompiledLeaf, Region, RegionSpec, TurnRegion } from '../match/types.js';

export type ConditionSpec =
  | string
  | { readonly pattern: string; readonly region?: RegionSpec }
  | { readonly all: readonly ConditionSpec[] }
  | { readonly any: readonly ConditionSpec[] }
  | { readonly not: ConditionSpec };

export interface FixturesSpec {
  readonly match?: readonly string[];
  readonly nomatch?: readonly string[];
}

export interface GateRuleSpec {
  readonly id: string;
  readonly description?: string;
  readonly kind: GateKind;
  readonly input: GateInput;
  readonly region?: RegionSpec;
  readonly when: ConditionSpec;
  readonly subject?: { readonly value: string } | { readonly pattern: string; readonly region?: RegionSpec };
  readonly options?: {
    readonly pattern: string;
    readonly region?: RegionSpec;
    readonly continuation?: string;
    readonly exclude?: string;
    readonly menu?: string;
  };
  readonly fixtures?: FixturesSpec;
}

export interface FailureRuleSpec {
  readonly id: string;
  readonly description?: string;
  readonly reason: FailureReason;
  readonly region?: RegionSpec;
  readonly when: ConditionSpec;
  readonly fixtures?: FixturesSpec;
}

/** One place a CLI shows an error (see the schema's errorSlot). */
export interface ErrorSlotSpec {
  /** The slot is below the last match; with no match there is no slot (unlike `turn.after`). */
  readonly onlyAfter?: string;
  readonly before?: string;
  readonly pattern?: string;
  readonly region?: RegionSpec;
}

/** Where a CLI shows a turn's outcome, its start-up errors and its dialogs, for the generic layer. */
export interface SlotsSpec {
  readonly errors?: readonly ErrorSlotSpec[];
  /** Where a notice shows that leaves the composer up (a start-up warning): read for sign-in notices only. */
  readonly notices?: readonly ErrorSlotSpec[];
  readonly dialog?: { readonly composer: ConditionSpec; readonly region?: RegionSpec; readonly marker?: string; readonly frame?: ConditionSpec };
}

export interface PackSpec {
  readonly id: string;
  readonly name: string;
  readonly version: string;
  readonly vendorVersions?: string;
  readonly ptyscreen?: string;
  readonly maintainers?: readonly string[];
  readonly homepage?: string;
  readonly process: {
    readonly binaries?: readonly string[];
    readonly wrappers?: readonly string[];
    readonly titles?: readonly string[];
    readonly argv?: readonly string[];
  };
  readonly identity?: readonly ConditionSpec[];
  readonly gates?: readonly GateRuleSpec[];
  readonly failures?: readonly FailureRuleSpec[];
  /** Where the latest turn is, for rules that read region `turn`. */
  readonly turn?: { readonly after: string; readonly before?: string };
  readonly slots?: SlotsSpec;
}

/** Where a compiled thing came from, so a result or a problem can point back at the YAML. */
export interface SpecLocation {
  readonly file: string;
  readonly line?: number | undefined;
  readonly column?: number | undefined;
}

export interface CompiledExtractor {
  readonly regex: RE2;
  readonly region: Region;
}

export interface CompiledGateRule {
  readonly type: 'gate';
  /** `pack/rule`, the id results carry as evidence. */
  readonly id: string;
  readonly kind: GateKind;
  readonly input: GateInput;
  readonly when: CompiledCondition;
  readonly subject: { readonly value: string } | CompiledExtractor | null;
  readonly options:
    | (CompiledExtractor & { readonly continuation: RE2 | null; readonly exclude: RE2 | null; readonly menu: RE2 | null })
    | null;
  readonly fixtures: FixturesSpec;
  readonly location: SpecLocation;
}

export interface CompiledFailureRule {
  readonly type: 'failure';
  readonly id: string;
  readonly reason: FailureReason;
  readonly when: CompiledCondition;
  readonly fixtures: FixturesSpec;
  readonly location: SpecLocation;
}

export type CompiledRule = CompiledGateRule | CompiledFailureRule;

/** An error slot compiled: `onlyAfter` and `before` carry the g flag, since their last match is wanted. */
export interface CompiledErrorSlot {
  readonly onlyAfter: RE2 | null;
  readonly before: RE2 | null;
  readonly pattern: RE2 | null;
  readonly region: Region;
}

export interface CompiledDialogSlot {
  readonly composer: CompiledCondition;
  readonly region: Region;
  /** The menu reader's marker regex, `^(\s*)(?:marker)\s`. */
  readonly menu: RE2;
  /** Holds while the CLI draws one of its dialogs, by its frame; null when the pack names none. */
  readonly frame: CompiledCondition | null;
}

export interface CompiledSlots {
  readonly errors: readonly CompiledErrorSlot[];
  readonly notices: readonly CompiledErrorSlot[];
  readonly dialog: CompiledDialogSlot | null;
}

export interface CompiledPack {
  readonly id: string;
  readonly name: string;
  readonly version: string;
  readonly spec: PackSpec;
  /** The pack's folder and its YAML file. */
  readonly dir: string;
  readonly file: string;
  readonly binaries: ReadonlySet<string>;
  readonly wrappers: ReadonlySet<string>;
  readonly titles: readonly RE2[];
  readonly argv: readonly RE2[];
  readonly identity: readonly CompiledCondition[];
  readonly gates: readonly CompiledGateRule[];
  readonly failures: readonly CompiledFailureRule[];
  /** Where the generic layer looks; null when the pack declares no slots. */
  readonly slots: CompiledSlots | null;
}

/** Packs compiled together: every leaf pattern of every pack sits in one RE2.Set, so a screen is scanned once. */
export interface CompiledPackSet {
  readonly packs: readonly CompiledPack[];
  readonly scanner: PatternScanner | null;
  /** The packs' leaf patterns; the signature table's few leaves share the scan but are not counted. */
  readonly leafCount: number;
  /** The error-signature table compiled into the same scan; null when the generic layer is off. */
  readonly generic: CompiledSignatures | null;
}

/** A reason of the error-signature table: its signatures as one leaf of the scan. */
export interface CompiledReason {
  readonly reason: FailureReason;
  readonly leaf: CompiledLeaf;
  /** Words a reply uses as much as an error: not read in a slot whose first line is in one of the agent's items. */
  readonly outsideReplies: boolean;
}

export interface CompiledSignatures {
  /** The generic layer's steps in the order it reads them; the first finding wins. */
  readonly order: readonly ('errors' | 'signIn' | 'dialogs')[];
  /** In the table's order, the catch-all last, then its words a reply uses as much (`outsideReplies`). */
  readonly reasons: readonly CompiledReason[];
  /**
   * Error-shaped text no reason names: `present` is one leaf of the scan for all of them, `lead` is
   * tried on the slot's first screen line, `patterns` and `except` on its text. Null when the table has none.
   */
  readonly shapes: {
    readonly reason: FailureReason;
    readonly present: CompiledLeaf;
    readonly lead: RE2 | null;
    readonly patterns: RE2 | null;
    readonly except: RE2 | null;
  } | null;
  /**
   * Errors of what runs beside the agent's own turn (an update check, a helper tool's download, an MCP
   * server), tried on each line an error slot opens with: the slot is read from below the lines it
   * matches, each with the lines indented under it. Null when the table has none.
   */
  readonly sideServices: RE2 | null;
  /**
   * A line that opens one of the agent's own items (a reply, a tool call): an error slot whose first
   * line opens one or is indented under one does not read the catch-all's `outsideReplies` words.
   * Null when the table has none.
   */
  readonly replies: RE2 | null;
  /**
   * For a pack whose composer is not on the screen: where a sent message ends, below which the
   * agent's error slots are read for it, after every step found nothing. Null when the table has none.
   */
  readonly unanchored: RE2 | null;
  /** How a generic dialog's options are read: a menu option's text (`label`), a numbered line with no marker (`numbered`). */
  readonly options: { readonly label: RE2; readonly numbered: RE2 };
  /** Menu shapes: any of these or of `inputs` on the screen lets a generic dialog be looked for. */
  readonly cues: readonly CompiledLeaf[];
  /** What a dialog with no menu asks for, in the order tried: y/n, a browser, something typed, a key, a pick by key hints. */
  readonly inputs: readonly { readonly input: 'confirm' | 'browser' | 'text' | 'key' | 'select'; readonly leaf: CompiledLeaf; /** A page one key moves past, not a question. */ readonly page: boolean }[];
  /**
   * A notice that the CLI cannot work until someone signs in, read in a pack's notice slots, and in an
   * error slot whose failure is one of `replaces`; it is the gate `gate`. Null when the table has none.
   */
  /** The composer's own completion list (slash commands being typed): shown in a dialog's region, no gate is read there. Null when the table has none. */
  readonly popup: CompiledLeaf | null;
  readonly signIn: { readonly leaf: CompiledLeaf; readonly replaces: readonly FailureReason[]; readonly gate: { readonly kind: GateKind; readonly input: GateInput } } | null;
  readonly kinds: readonly { readonly kind: GateKind; readonly keywords: RE2 }[];
  readonly fallback: GateKind;
  /** The kind of a page one key moves past that no keyword names. */
  readonly pageFallback: GateKind;
  /** Kinds a page one key moves past never is, whatever its words. */
  readonly pageExcludes: readonly GateKind[];
  /**
   * A declared agent (a CLI no pack describes) as a pack with no rules: the process names declared,
   * and the table's slots, which the generic layer reads alone. Null when the table declares none.
   */
  readonly agent: CompiledPack | null;
}
