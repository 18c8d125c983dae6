// The generic layer: error-shaped text in a pack's error slot, or a dialog where its composer belongs, that no rule claimed; for a declared agent, the whole reading.

import RE2 from 're2';
import type { CompiledDialogSlot, CompiledErrorSlot, CompiledLeaf, CompiledPack, CompiledSignatures } from '../packs/types.js';
import type { FailureReason, Gate, GateInput } from '../state/types.js';
import { conditionHolds, evaluateCondition, type ScanResult } from '../packs/conditions.js';
import { extractOptions } from './extract.js';
import { lastMatch, matchSpan, type ScreenText } from '../packs/screen-text.js';

/** What the generic layer read: the state, the generic rule that names it, and the lines it read. */
export type GenericFinding =
  | { readonly state: 'failing'; readonly reason: FailureReason; readonly rule: string; readonly pack: CompiledPack; readonly lines: readonly number[] }
  | { readonly state: 'operator_gate'; readonly gate: Gate; readonly rule: string; readonly pack: CompiledPack; readonly lines: readonly number[] };

/** Evidence names of the generic rules; `packs test` tells them from a pack's own rules by this prefix. */
export const GENERIC_RULE_PREFIX = 'generic/';
export const ERROR_SLOT_RULE = `${GENERIC_RULE_PREFIX}error-slot`;
const AUTH_REJECTED = 'auth_rejected';
export const DIALOG_RULE = `${GENERIC_RULE_PREFIX}dialog`;
export const SIGN_IN_RULE = `${GENERIC_RULE_PREFIX}sign-in`;
/** A declared agent's screen on which the generic layer found nothing to refuse. */
export const READY_RULE = `${GENERIC_RULE_PREFIX}ready`;

/** A menu's options, each `1. label`, `label`, with the marker already taken off by the menu reader. */
const OPTION_LABEL = '^(?:(?P<key>\\d{1,2})[.)]\\s+)?(?P<label>\\S.*?)\\s*$';
/** Options without a marker to find them by: numbered lines (`1.`, `2)`, `[3]`). */
const NUMBERED_OPTION = '(?m)^\\s*(?:[❯›>▶▸●◉➤→]\\s*)?\\[?(?P<key>\\d{1,2})[.)\\]]\\s+(?P<label>\\S.*?)\\s*$';

/**
 * The slot's bytes and where they start in the screen's bytes, or null when the screen shows no such
 * slot. Matched on the screen's UTF-8 bytes, as the leaves are: RE2 then converts nothing per call.
 */
export function slotBytes(slot: CompiledErrorSlot, screen: ScreenText): { bytes: Buffer; offset: number } | null {
  const region = screen.regionBytes(slot.region);
  let end = region.bytes.length;
  if (slot.before !== null) {
    const composer = lastMatch(slot.before, region.bytes);
    if (composer !== null) end = composer.index;
  }
  let start = 0;
  if (slot.onlyAfter !== null) {
    const message = lastMatch(slot.onlyAfter, region.bytes.subarray(0, end));
    if (message === null) return null;
    start = message.end;
  }
  const bytes = region.bytes.subarray(start, end);
  const offset = region.offset + start;
  if (slot.pattern === null) return { bytes, offset };
  slot.pattern.lastIndex = 0;
  const match = slot.pattern.exec(bytes) as (RegExpExecArray & { groups?: Record<string, Buffer> }) | null;
  if (match === null) return null;
  const whole = match[0] as unknown as Buffer;
  const part = match.groups?.slot ?? whole;
  return { bytes: part, offset: offset + match.index + Math.max(0, whole.indexOf(part)) };
}

function linesOf(screen: ScreenText, offset: number, length: number): number[] {
  const first = screen.lineAtByte(offset);
  const last = screen.lineAtByte(offset + Math.max(0, length - 1));
  const lines = [];
  for (let line = first; line <= last; line++) lines.push(line);
  return lines;
}

/** The first of `leaves` (in their order) that matches in one of `slots` (in theirs), and the lines it matched. */
function firstInSlots<T extends { readonly leaf: CompiledLeaf }>(slots: readonly CompiledErrorSlot[], leaves: readonly T[], screen: ScreenText): { found: T; lines: number[] } | null {
  for (const slot of slots) {
    const found = slotBytes(slot, screen);
    if (found === null) continue;
    for (const entry of leaves) {
      const match = matchSpan(entry.leaf.regex, found.bytes);
      if (match !== null) return { found: entry, lines: linesOf(screen, found.offset + match.index, match.end - match.index) };
    }
  }
  return null;
}

/**
 * The first reason whose signature occurs in one of the pack's error slots. Credentials refused are a
 * failure; credentials missing ("No API key found … Use /login to log in") are a sign-in the operator
 * owes, whichever slot shows them: an auth error in words of the sign-in table is that gate.
 */
function slotFailure(pack: CompiledPack, present: readonly CompiledSignatures['reasons'][number][], signIn: CompiledLeaf | null, screen: ScreenText): GenericFinding | null {
  const hit = firstInSlots(pack.slots!.errors, present, screen);
  if (hit === null) return null;
  const { reason } = hit.found;
  if (reason === AUTH_REJECTED && signIn !== null) {
    const missing = firstInSlots(pack.slots!.errors, [{ leaf: signIn }], screen);
    if (missing !== null) return signInGate(pack, missing.lines);
  }
  return { state: 'failing', reason, rule: `${ERROR_SLOT_RULE}:${reason}`, pack, lines: hit.lines };
}

/** The options of a menu drawn in the dialog's region, read as the menu reader reads a rule's. */
function dialogOptions(dialog: CompiledDialogSlot, numbered: RE2, label: RE2, screen: ScreenText) {
  const menu = extractOptions({ options: { regex: label, region: dialog.region, menu: dialog.menu, continuation: null, exclude: null } }, screen);
  if (menu.length >= 2) return menu;
  return extractOptions({ options: { regex: numbered, region: dialog.region, menu: null, continuation: null, exclude: null } }, screen);
}

function dialogGate(pack: CompiledPack, signatures: CompiledSignatures, patterns: GenericPatterns, scan: ScanResult): GenericFinding | null {
  const dialog = pack.slots!.dialog!;
  if (conditionHolds(dialog.composer, scan)) return null;
  const region = scan.screen.regionText(dialog.region);
  if (region.text.trim() === '') return null;
  const options = dialogOptions(dialog, patterns.numbered, patterns.label, scan.screen);
  let input: GateInput | undefined;
  let page = false;
  if (options.length >= 2) input = 'select';
  else {
    const asks = ({ leaf }: CompiledSignatures['inputs'][number]): boolean =>
      scan.present.has(leaf.setIndex) && ((leaf.regex.lastIndex = 0), leaf.regex.test(region.text));
    const found = signatures.inputs.find(asks);
    input = found?.input;
    page = found?.page ?? false;
  }
  // The CLI's own dialog frame says a dialog is up even when its words give no cue: most such
  // dialogs are lists whose selection is drawn in colour only.
  if (input === undefined && dialog.frame !== null && conditionHolds(dialog.frame, scan)) input = 'select';
  if (input === undefined) return null;
  // A page one key moves past asks no permission: a tool or a command it mentions is news, not a request.
  const named = signatures.kinds.find(({ kind, keywords }) => !(page && kind === 'permission') && ((keywords.lastIndex = 0), keywords.test(region.text)));
  const kind = named?.kind ?? (page ? signatures.pageFallback : signatures.fallback);
  const gate: Gate = { kind, subject: null, input, options: input === 'select' ? options : [] };
  return { state: 'operator_gate', gate, rule: `${DIALOG_RULE}:${kind}`, pack, lines: [region.range.start + 1, region.range.end] };
}

/** A notice above a live composer that the CLI cannot work until someone signs in: typing the sign-in command answers it. */
function signInNotice(pack: CompiledPack, signIn: CompiledLeaf, screen: ScreenText): GenericFinding | null {
  const hit = firstInSlots(pack.slots!.notices, [{ leaf: signIn }], screen);
  return hit === null ? null : signInGate(pack, hit.lines);
}

function signInGate(pack: CompiledPack, lines: number[]): GenericFinding {
  const gate: Gate = { kind: 'auth', subject: null, input: 'text', options: [] };
  return { state: 'operator_gate', gate, rule: SIGN_IN_RULE, pack, lines };
}

interface GenericPatterns {
  readonly numbered: RE2;
  readonly label: RE2;
}

let patterns: GenericPatterns | undefined;
function genericPatterns(): GenericPatterns {
  return (patterns ??= { numbered: new RE2(NUMBERED_OPTION, 'gm'), label: new RE2(OPTION_LABEL, '') });
}

/**
 * Runs only once no rule claimed the screen. A failure in a slot comes before a dialog: a start-up
 * error drawn with a menu under it (retry, exit) is the error. A sign-in notice comes before a
 * dialog too: it stands above a live composer, where no dialog can be. Packs are tried in identification
 * order; the first finding wins. Cheap when nothing is there: a slot is read only when a signature
 * occurs somewhere on the screen, a dialog only when a dialog cue or a pack's dialog frame does (all
 * found by the one scan).
 */
export function classifyGeneric(packs: readonly CompiledPack[], signatures: CompiledSignatures, scan: ScanResult): GenericFinding | null {
  const present = signatures.reasons.filter(({ leaf }) => scan.present.has(leaf.setIndex));
  const signIn = signatures.signIn !== null && scan.present.has(signatures.signIn.setIndex) ? signatures.signIn : null;
  if (present.length > 0) {
    for (const pack of packs) {
      if (pack.slots === null || pack.slots.errors.length === 0) continue;
      const finding = slotFailure(pack, present, signIn, scan.screen);
      if (finding !== null) return finding;
    }
  }
  if (signIn !== null) {
    for (const pack of packs) {
      if (pack.slots === null || pack.slots.notices.length === 0) continue;
      const finding = signInNotice(pack, signIn, scan.screen);
      if (finding !== null) return finding;
    }
  }
  // A dialog is looked for only where a composer is missing: on a ready screen the cues are never scanned.
  const open = packs.filter((pack) => pack.slots?.dialog != null && !conditionHolds(pack.slots.dialog.composer, scan));
  if (open.length === 0) return null;
  const cued = signatures.cues.some((cue) => scan.present.has(cue.setIndex)) || signatures.inputs.some(({ leaf }) => scan.present.has(leaf.setIndex));
  const framed = (pack: CompiledPack): boolean => pack.slots?.dialog?.frame != null && conditionHolds(pack.slots.dialog.frame, scan);
  if (!cued && !packs.some(framed)) return null;
  for (const pack of open) {
    const finding = dialogGate(pack, signatures, genericPatterns(), scan);
    if (finding !== null) return finding;
  }
  return null;
}

/** The evidence of a declared agent's `ready`: the generic rule, and the lines of the composer its shape found, if any. */
export function genericReady(agent: CompiledPack, scan: ScanResult): { rule: string; lines: readonly number[] } {
  const composer = agent.slots?.dialog?.composer;
  const outcome = composer === undefined ? null : evaluateCondition(composer, scan);
  return { rule: READY_RULE, lines: outcome?.holds === true ? outcome.lines : [] };
}
