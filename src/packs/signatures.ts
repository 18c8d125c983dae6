// Loads the error-signature table (rules/_signatures/error-signatures.yaml) and compiles it into leaves of the pack set's one scan.

import * as nodeFs from 'node:fs';
import { dirname, join } from 'node:path';
import RE2 from 're2';
import { GENERATED_SIGNATURES } from '../generated/error-signatures.js';
import { BUILTIN_RULES_DIR } from '../paths.js';
import type { FailureReason, GateInput, GateKind } from '../result/types.js';
import type { LeafRegistry } from './compile.js';
import { hasErrors, type PackProblem } from './problems.js';
import { checkSchema } from './schema-check.js';
import type { CompiledLeaf, CompiledPack, CompiledSignatures, SlotsSpec } from './types.js';
import { compilePack } from './compile.js';
import { lazyRegex, optional, withLazyRegexes, type LazyPattern } from './lazy-regex.js';
import { parseYamlSource } from '../shared/yaml-source.js';
import { ioFailure } from '../errors.js';

export const SIGNATURES_FILE = join(BUILTIN_RULES_DIR, '_signatures', 'error-signatures.yaml');

/** The steps of the generic layer, in the order the table names them. */
export type GenericStep = 'errors' | 'signIn' | 'dialogs';

/** The table as written (after schema validation). */
export interface SignatureTable {
  readonly version: 1;
  readonly order: readonly GenericStep[];
  readonly reasons: readonly ReasonSpec[];
  /** `outsideReplies`: words a reply uses as much as an error, not read in a slot that is in one of the agent's items. */
  readonly catchAll: ReasonSpec & { readonly outsideReplies?: readonly string[] };
  /** Error-shaped text no reason names: a failure with `reason`. */
  readonly shapes?: {
    readonly reason: FailureReason;
    readonly lead?: string;
    readonly patterns?: readonly string[];
    readonly except?: readonly string[];
  };
  /** Errors of what runs beside the agent's turn (an update check, an MCP server): an error slot is read from below them. */
  readonly sideServices?: readonly string[];
  /** The agent's own items (a reply, a tool call): a line `lead` matches opens one. */
  readonly replies?: { readonly lead: string };
  readonly signIn?: {
    readonly notices: readonly string[];
    readonly replaces?: readonly FailureReason[];
    readonly gate: { readonly kind: GateKind; readonly input: GateInput };
  };
  /** A pack whose composer is not on the screen has its errors read by the agent's slots, below a sent message's shape. */
  readonly unanchored?: { readonly onlyAfter: string };
  /** How a declared agent's screen is read: a CLI no pack describes. */
  readonly agent?: { readonly processes?: readonly string[]; readonly slots: SlotsSpec };
  readonly dialogs: {
    readonly options: { readonly label: string; readonly numbered: string };
    readonly cues: readonly string[];
    readonly confirm?: readonly string[];
    readonly browser?: readonly string[];
    readonly text?: readonly string[];
    readonly page?: readonly string[];
    readonly pageFallback?: GateKind;
    readonly pageExcludes?: readonly GateKind[];
    readonly key?: readonly string[];
    readonly select?: readonly string[];
    /** A list the composer opens under itself (slash commands being typed): the menu is that list, not a dialog. */
    readonly popups?: readonly string[];
    readonly kinds: readonly { readonly kind: GateKind; readonly keywords: readonly string[] }[];
    readonly fallback: GateKind;
  };
}

interface ReasonSpec {
  readonly reason: FailureReason;
  readonly description?: string;
  readonly signatures: readonly string[];
}

/** The built-in table, generated from rules/_signatures/error-signatures.yaml by `npm run validators`
 * and checked against its schema there; typed here, where the type lives. */
export const BUILTIN_SIGNATURES: SignatureTable = GENERATED_SIGNATURES;

/** What reading the table gave: the table, or null and the problems that stopped it. */
export type SignatureLoad = { readonly table: SignatureTable; readonly problems: readonly PackProblem[] } | { readonly table: null; readonly problems: readonly PackProblem[] };

/** Each reason's signatures become one alternation, so a reason costs one leaf of the scan and one test of a slot. */
function alternation(patterns: readonly string[]): string {
  return patterns.map((pattern) => `(?:${pattern})`).join('|');
}

const QUANTIFIERS = '?*+{';

/**
 * The pattern with each literal space outside a character class made any run of white space, so a
 * phrase still matches when a narrow screen wraps it ("error sending" / "request for url"). A space
 * that a quantifier follows becomes one white-space character under that quantifier (` ?` is `\s?`).
 */
export function wrapTolerant(pattern: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!;
    if (char === '\\') {
      out += char + (pattern[i + 1] ?? '');
      i++;
    } else if (inClass) {
      if (char === ']') inClass = false;
      out += char;
    } else if (char === '[') {
      inClass = true;
      out += char;
      // A ] right after the opening bracket (or after its ^) is a member, not the end.
      for (const member of ['^', ']']) {
        if (pattern[i + 1] === member) {
          out += member;
          i++;
        }
      }
    } else if (char === ' ') {
      out += QUANTIFIERS.includes(pattern[i + 1] ?? '') ? '\\s' : '\\s+';
    } else {
      out += char;
    }
  }
  return out;
}

/** Signatures of an error or a sign-in notice: prose that wraps, so their spaces match a line break too. */
function phrases(patterns: readonly string[]): string {
  return alternation(patterns.map(wrapTolerant));
}

/**
 * Reads and checks a table from YAML, for a table of one's own (LoadOptions.signatures); the built-in
 * one comes checked in BUILTIN_SIGNATURES. Every pattern must compile in RE2: a refused one is a
 * problem, and the table is then not used rather than half used.
 */
export function readSignatureTable(file: string = SIGNATURES_FILE, fs: Pick<typeof nodeFs, 'readFileSync'> = nodeFs): SignatureLoad {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    const problem: PackProblem = {
      code: 'pack.io',
      severity: 'error',
      message: `cannot read the error-signature table (${ioFailure(error)}); the generic layer is off`,
      file,
    };
    return { table: null, problems: [problem] };
  }
  const parsed = parseYamlSource(file, text);
  const problems: PackProblem[] = [...parsed.problems];
  if (hasErrors(problems)) return { table: null, problems };
  problems.push(...checkSchema('error-signatures', parsed.value, parsed.source));
  if (hasErrors(problems)) return { table: null, problems };
  const table = parsed.value as SignatureTable;
  for (const pattern of allPatterns(table)) {
    try {
      new RE2.Set([pattern], 'm');
    } catch (error) {
      problems.push({ code: 'pattern.refused', severity: 'error', message: `RE2 refuses the signature ${JSON.stringify(pattern)} (${(error as Error).message})`, file });
    }
  }
  if (hasErrors(problems)) return { table: null, problems };
  return { table, problems };
}

/** Every pattern the table compiles, as the scan and the slots run them. */
export function allPatterns(table: SignatureTable): string[] {
  const { dialogs, shapes } = table;
  return [
    ...agentSlotPatterns(table.agent?.slots),
    ...[...table.reasons, table.catchAll].map((reason) => phrases(reason.signatures)),
    ...(table.catchAll.outsideReplies === undefined || table.catchAll.outsideReplies.length === 0 ? [] : [phrases(table.catchAll.outsideReplies)]),
    ...(table.replies === undefined ? [] : [table.replies.lead]),
    ...(shapes === undefined ? [] : shapePatterns(shapes)),
    ...(shapes?.except ?? []),
    ...(table.sideServices ?? []),
    ...(table.unanchored === undefined ? [] : [table.unanchored.onlyAfter]),
    ...(table.signIn === undefined ? [] : [phrases(table.signIn.notices)]),
    dialogs.options.label,
    dialogs.options.numbered,
    ...dialogs.cues,
    ...(dialogs.confirm ?? []),
    ...(dialogs.browser ?? []),
    ...(dialogs.text ?? []),
    ...(dialogs.page ?? []),
    ...(dialogs.key ?? []),
    ...(dialogs.select ?? []),
    ...(dialogs.popups ?? []),
    ...dialogs.kinds.map((kind) => alternation(kind.keywords)),
  ];
}

/** A shape's lead and its patterns, each as the slot tests it. */
function shapePatterns(shapes: NonNullable<SignatureTable['shapes']>): string[] {
  return [...(shapes.lead === undefined ? [] : [shapes.lead]), ...(shapes.patterns ?? [])];
}

/** Every pattern of the declared agent's slots, so a table of one's own is checked whole before use. */
function agentSlotPatterns(slots: SlotsSpec | undefined): string[] {
  if (slots === undefined) return [];
  const conditionPatterns = (condition: unknown): string[] => {
    if (typeof condition === 'string') return [condition];
    if (typeof condition !== 'object' || condition === null) return [];
    return Object.entries(condition).flatMap(([key, value]) =>
      key === 'pattern' && typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(conditionPatterns) : key === 'not' ? conditionPatterns(value) : [],
    );
  };
  const textSlots = [...(slots.errors ?? []), ...(slots.notices ?? [])].flatMap((slot) => [slot.onlyAfter, slot.before, slot.pattern].filter((p) => p !== undefined));
  const dialog = slots.dialog === undefined ? [] : [...conditionPatterns(slots.dialog.composer), ...conditionPatterns(slots.dialog.frame), ...(slots.dialog.marker === undefined ? [] : [slots.dialog.marker])];
  return [...textSlots, ...dialog];
}

/** The vendor a declared agent's results carry, and the id `--vendor` names it by. */
export const GENERIC_VENDOR = 'generic';

/**
 * The declared agent as a pack with no rules: its process names (the table's and `agents`), and the
 * table's slots. Null when the table has no `agent` section.
 */
function compileAgent(table: SignatureTable, leaves: LeafRegistry, agents: readonly string[]): CompiledPack | null {
  if (table.agent === undefined) return null;
  const spec = {
    id: GENERIC_VENDOR,
    name: 'Any agent CLI (the generic layer alone)',
    version: String(table.version),
    process: { binaries: [...new Set([...(table.agent.processes ?? []), ...agents])] },
    slots: table.agent.slots,
  };
  const locator = { file: SIGNATURES_FILE, position: () => ({ line: 1, column: 1 }) };
  // Its patterns were checked with the table's (see compileSignatures): compiled as a verified pack's,
  // each when first read, since only a declared agent's screen or an unanchored error reads them.
  return compilePack(spec, locator, dirname(SIGNATURES_FILE), leaves, new Set(), true).pack;
}

/** The order a dialog with no menu read off it is matched in: the most specific answer first. */
const DIALOG_INPUTS = ['confirm', 'browser', 'text', 'page', 'key', 'select'] as const;

/** The table's leaves go into the same registry as the packs' leaves: one scan finds them all. */
export function compileSignatures(table: SignatureTable, leaves: LeafRegistry, agents: readonly string[] = []): CompiledSignatures {
  // Every pattern of a table was checked as it was read (readSignatureTable, or the build for the
  // built-in one): each RE2 is compiled when a screen first reads it, as a verified pack's are.
  const leaf = (pattern: string): CompiledLeaf => lazyRegex(pattern, 'm', { kind: 'leaf' as const, setIndex: leaves.add(pattern), region: 'screen' as const });
  const { dialogs, shapes, signIn } = table;
  const shapeList = shapes === undefined ? [] : shapePatterns(shapes);
  const anyOf = (patterns: readonly string[] | undefined): LazyPattern => (patterns === undefined || patterns.length === 0 ? null : [alternation(patterns), 'm']);
  const compiled = {
    order: table.order,
    reasons: [...table.reasons, table.catchAll].map((reason) => ({ reason: reason.reason, leaf: leaf(phrases(reason.signatures)), outsideReplies: false })).concat(catchAllOutsideReplies(table.catchAll, leaf)),
    // one leaf of the scan says whether any shape occurs on the screen; each part is then tried on the slot
    shapes:
      shapes === undefined || shapeList.length === 0
        ? null
        : withLazyRegexes(
            { reason: shapes.reason, present: leaf(alternation(shapeList)) },
            { lead: optional(shapes.lead, 'm'), patterns: anyOf(shapes.patterns), except: anyOf(shapes.except) },
          ),
    options: withLazyRegexes({}, { label: [dialogs.options.label, ''], numbered: [dialogs.options.numbered, 'gm'] }) as CompiledSignatures['options'],
    cues: dialogs.cues.map(leaf),
    // a page is answered by a key like a key question; it differs in the kinds it can be
    inputs: DIALOG_INPUTS.flatMap((input) => (dialogs[input] ?? []).map((pattern) => ({ input: input === 'page' ? 'key' : input, page: input === 'page', leaf: leaf(pattern) }))),
    popup: dialogs.popups === undefined || dialogs.popups.length === 0 ? null : leaf(alternation(dialogs.popups)),
    signIn: signIn === undefined ? null : { leaf: leaf(phrases(signIn.notices)), replaces: signIn.replaces ?? [], gate: signIn.gate },
    kinds: dialogs.kinds.map((kind) => withLazyRegexes({ kind: kind.kind }, { keywords: [alternation(kind.keywords), 'm'] }) as CompiledSignatures['kinds'][number]),
    fallback: dialogs.fallback,
    pageFallback: dialogs.pageFallback ?? dialogs.fallback,
    pageExcludes: dialogs.pageExcludes ?? [],
    agent: compileAgent(table, leaves, agents),
  };
  return withLazyRegexes(compiled, {
    sideServices: anyOf(table.sideServices),
    unanchored: table.unanchored === undefined ? null : [table.unanchored.onlyAfter, 'gm'],
    replies: optional(table.replies?.lead, ''),
  });
}

/** The catch-all's words a reply uses as much as an error: tried last, and not in one of the agent's items. */
function catchAllOutsideReplies(catchAll: SignatureTable['catchAll'], leaf: (pattern: string) => CompiledLeaf): CompiledSignatures['reasons'] {
  const words = catchAll.outsideReplies ?? [];
  return words.length === 0 ? [] : [{ reason: catchAll.reason, leaf: leaf(phrases(words)), outsideReplies: true }];
}
