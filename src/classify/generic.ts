// The generic layer: error-shaped text in a pack's error slot, or a dialog where its composer belongs, that no rule claimed; for a declared agent, the whole reading.

import type RE2 from 're2';
import type { CompiledDialogSlot, CompiledErrorSlot, CompiledLeaf, CompiledPack, CompiledReason, CompiledSignatures } from '../packs/types.js';
import type { FailureReason, Gate, GateInput } from '../result/types.js';
import { conditionHolds, evaluateCondition, isSpaceByte, type ScanResult } from '../match/conditions.js';
import { extractOptions } from './extract.js';
import { matchSpan, type ScreenText } from '../match/screen-text.js';
import { anchoredTwin } from '../match/line-search.js';
import { groupNamed, numberedGroups } from '../match/numbered-groups.js';

/** What the generic layer read: the state, the generic rule that names it, and the lines it read. */
export type GenericFinding =
  | { readonly state: 'failing'; readonly reason: FailureReason; readonly rule: string; readonly pack: CompiledPack; readonly lines: readonly number[] }
  | { readonly state: 'operator_gate'; readonly gate: Gate; readonly rule: string; readonly pack: CompiledPack; readonly lines: readonly number[] };

/** Evidence names of the generic rules; `packs test` tells them from a pack's own rules by this prefix. */
export const GENERIC_RULE_PREFIX = 'generic/';
export const ERROR_SLOT_RULE = `${GENERIC_RULE_PREFIX}error-slot`;
/** A failure read by its shape alone: error-shaped text in an error slot that no signature names. */
export const ERROR_SHAPE_RULE = `${GENERIC_RULE_PREFIX}error-shape`;
export const DIALOG_RULE = `${GENERIC_RULE_PREFIX}dialog`;
export const SIGN_IN_RULE = `${GENERIC_RULE_PREFIX}sign-in`;
/** A declared agent's screen on which the generic layer found nothing to refuse. */
export const READY_RULE = `${GENERIC_RULE_PREFIX}ready`;

/**
 * The slot's bytes and where they start in the screen's bytes, or null when the screen shows no such
 * slot. Matched on the screen's UTF-8 bytes, as the leaves are: RE2 then converts nothing per call.
 */
export function slotBytes(slot: CompiledErrorSlot, screen: ScreenText): { bytes: Buffer; offset: number } | null {
  const region = screen.regionBytes(slot.region);
  let end = region.bytes.length;
  if (slot.before !== null) {
    const composer = screen.lastMatchIn(slot.before, region.offset, region.offset + end);
    if (composer !== null) end = composer.index;
  }
  let start = 0;
  if (slot.onlyAfter !== null) {
    const message = screen.lastMatchIn(slot.onlyAfter, region.offset, region.offset + end);
    if (message === null) return null;
    start = message.end;
  }
  const bytes = region.bytes.subarray(start, end);
  const offset = region.offset + start;
  if (slot.pattern === null) return { bytes, offset };
  const twin = numberedGroups(slot.pattern);
  // A line-anchored slot is looked for at the lines that can open it, then read from there alone.
  const at = screen.firstMatchByLinesIn(slot.pattern, offset, offset + bytes.length);
  if (at === null) return null;
  const reader = at === undefined ? twin.regex : anchoredTwin(twin.regex);
  reader.lastIndex = at?.index ?? 0;
  const match = reader.exec(bytes) as unknown as (Buffer[] & { index: number; groups?: Record<string, Buffer> }) | null;
  if (match === null) return null;
  const whole = match[0]!;
  const part = groupNamed(twin, match, 'slot') ?? whole;
  return { bytes: part, offset: offset + match.index + Math.max(0, whole.indexOf(part)) };
}

/** The width of a line's indent, a left border counted as indent. */
function indentOf(line: string): number {
  return /^[ \t│┃]*/.exec(line)![0].length;
}

/**
 * An error slot's text from below the side notices it opens with: each line `side` matches is passed
 * over with the lines indented deeper under it (a notice's wrapped rest), and blank lines with them.
 * Null when nothing is left. A failure of an update check or an MCP server is not the session's.
 */
export function belowSideNotices(found: { bytes: Buffer; offset: number }, side: RE2 | null): { bytes: Buffer; offset: number } | null {
  if (side === null) return found;
  const { bytes } = found;
  let start = 0;
  let notice = -1;
  while (start < bytes.length) {
    const newline = bytes.indexOf(10, start);
    const end = newline === -1 ? bytes.length : newline;
    const line = bytes.toString('utf8', start, end);
    const indent = indentOf(line);
    if (line.trim() !== '' && !(notice >= 0 && indent > notice)) {
      side.lastIndex = 0;
      if (!side.test(line)) break;
      notice = indent;
    }
    start = end + 1;
  }
  if (start === 0) return found;
  return start >= bytes.length ? null : { bytes: bytes.subarray(start), offset: found.offset + start };
}

/**
 * A slot's text read from below its side notices: what the error step reads in an error slot. Read
 * once per screen, since the reasons, the sign-in notice and the shapes are each looked for in it. An
 * error slot is always read below the table's side notices and a notice slot never, so the slot alone
 * is the key.
 */
function slotTextBelowNotices(slot: CompiledErrorSlot, screen: ScreenText, side: RE2 | null): { bytes: Buffer; offset: number } | null {
  return screen.remember(slot, () => {
    const whole = slotBytes(slot, screen);
    return whole === null ? null : belowSideNotices(whole, side);
  });
}

function linesOf(screen: ScreenText, offset: number, length: number): number[] {
  const first = screen.lineAtByte(offset);
  const last = screen.lineAtByte(offset + Math.max(0, length - 1));
  const lines = [];
  for (let line = first; line <= last; line++) lines.push(line);
  return lines;
}

/**
 * Whether screen line `line` (1-based) is in one of the agent's own items: it opens one (`lead`
 * matches it), or it is indented under one, however deep (a reply's second paragraph, a quoted
 * block in it). Walking up, a line less indented than the one below it is the next level up; a line
 * at the margin that opens no item ends the walk.
 */
export function inAgentItem(screen: ScreenText, line: number, lead: RE2): boolean {
  const { lines } = screen;
  const opens = (text: string): boolean => ((lead.lastIndex = 0), lead.test(text));
  const text = lines[line - 1] ?? '';
  if (opens(text)) return true;
  let indent = indentOf(text);
  for (let i = line - 2; i >= 0 && indent > 0; i--) {
    const above = lines[i]!;
    if (above.trim() === '') continue;
    const column = indentOf(above);
    if (column >= indent) continue;
    if (opens(above)) return true;
    indent = column;
  }
  return false;
}

/**
 * The first of `leaves` (in their order) that matches in one of `slots` (in theirs), and the lines it
 * matched; an error slot is read from below its side notices (`side`). An entry `admits` refuses for a
 * slot is not tried there.
 */
function firstInSlots<T extends { readonly leaf: CompiledLeaf }>(
  slots: readonly CompiledErrorSlot[],
  leaves: readonly T[],
  screen: ScreenText,
  side: RE2 | null,
  admits: (entry: T, found: { bytes: Buffer; offset: number }) => boolean = () => true,
): { found: T; lines: number[] } | null {
  for (const slot of slots) {
    const found = slotTextBelowNotices(slot, screen, side);
    if (found === null) continue;
    for (const entry of leaves) {
      if (!admits(entry, found)) continue;
      const match = matchSpan(entry.leaf.regex, found.bytes);
      if (match !== null) return { found: entry, lines: linesOf(screen, found.offset + match.index, match.end - match.index) };
    }
  }
  return null;
}

type SignIn = NonNullable<CompiledSignatures['signIn']>;
type Shapes = NonNullable<CompiledSignatures['shapes']>;

/** What an error slot is read with beyond the reasons: the table's error shapes, sign-in notice, side notices and the agent's items. */
interface SlotReading {
  readonly shapes: Shapes | null;
  readonly signIn: SignIn | null;
  readonly side: RE2 | null;
  readonly replies: RE2 | null;
}

/**
 * The first reason whose signature occurs in one of the pack's error slots; failing that, the first
 * slot whose text has an error's shape. A failure of a reason the sign-in notice `replaces`, in a
 * slot that also shows that notice, is the sign-in gate instead. The catch-all's words a reply uses
 * as much as an error are not read in a slot whose first line is in one of the agent's items.
 */
function slotFailure(pack: CompiledPack, present: readonly CompiledReason[], reading: SlotReading, screen: ScreenText): GenericFinding | null {
  const { shapes, signIn, side, replies } = reading;
  const slots = pack.slots!.errors;
  const outsideItems = (entry: CompiledReason, found: { offset: number }): boolean => !entry.outsideReplies || replies === null || !inAgentItem(screen, screen.lineAtByte(found.offset), replies);
  const hit = present.length === 0 ? null : firstInSlots(slots, present, screen, side, outsideItems);
  if (hit === null) return shapes === null ? null : shapedSlot(pack, shapes, side, screen);
  const { reason } = hit.found;
  if (signIn !== null && signIn.replaces.includes(reason)) {
    const missing = firstInSlots(slots, [{ leaf: signIn.leaf }], screen, side);
    if (missing !== null) return signInGate(pack, signIn, missing.lines);
  }
  return { state: 'failing', reason, rule: `${ERROR_SLOT_RULE}:${reason}`, pack, lines: hit.lines };
}

/**
 * The first of the pack's error slots that is error-shaped: its first screen line opens with the
 * glyph a CLI draws its errors under (the table's `lead`), or its text has an error's shape (its
 * `patterns`), and it is not one of the shapes' exceptions.
 */
function shapedSlot(pack: CompiledPack, shapes: Shapes, side: RE2 | null, screen: ScreenText): GenericFinding | null {
  for (const slot of pack.slots!.errors) {
    const found = slotTextBelowNotices(slot, screen, side);
    if (found === null) continue;
    // Read as the screen's bytes, as the leaves are: RE2 converts nothing, and offsets are bytes.
    const { bytes } = found;
    if (bytes.every(isSpaceByte)) continue;
    if (shapes.except !== null && ((shapes.except.lastIndex = 0), shapes.except.test(bytes))) continue;
    const first = screen.lineAtByte(found.offset);
    let lines: number[] | null = null;
    if (shapes.lead !== null && ((shapes.lead.lastIndex = 0), shapes.lead.test(screen.lines[first - 1] ?? ''))) lines = [first];
    else if (shapes.patterns !== null) {
      const match = matchSpan(shapes.patterns, bytes);
      if (match !== null) lines = linesOf(screen, found.offset + match.index, match.end - match.index);
    }
    if (lines !== null) return { state: 'failing', reason: shapes.reason, rule: `${ERROR_SHAPE_RULE}:${shapes.reason}`, pack, lines };
  }
  return null;
}

/** The options of a menu drawn in the dialog's region, read as the menu reader reads a rule's. */
function dialogOptions(dialog: CompiledDialogSlot, numbered: RE2, label: RE2, screen: ScreenText) {
  const menu = extractOptions({ options: { regex: label, region: dialog.region, menu: dialog.menu, continuation: null, exclude: null } }, screen);
  if (menu.length >= 2) return menu;
  return extractOptions({ options: { regex: numbered, region: dialog.region, menu: null, continuation: null, exclude: null } }, screen);
}

function dialogGate(pack: CompiledPack, signatures: CompiledSignatures, scan: ScanResult): GenericFinding | null {
  const dialog = pack.slots!.dialog!;
  if (conditionHolds(dialog.composer, scan)) return null;
  const region = scan.screen.regionText(dialog.region);
  if (region.text.trim() === '') return null;
  // The composer's own completion list under a command being typed: the session is waiting on its typist.
  const { popup } = signatures;
  if (popup !== null && scan.present.has(popup.setIndex) && ((popup.regex.lastIndex = 0), popup.regex.test(region.text))) return null;
  const options = dialogOptions(dialog, signatures.options.numbered, signatures.options.label, scan.screen);
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
  const named = signatures.kinds.find(({ kind, keywords }) => !(page && signatures.pageExcludes.includes(kind)) && ((keywords.lastIndex = 0), keywords.test(region.text)));
  const kind = named?.kind ?? (page ? signatures.pageFallback : signatures.fallback);
  const gate: Gate = { kind, subject: null, input, options: input === 'select' ? options : [] };
  return { state: 'operator_gate', gate, rule: `${DIALOG_RULE}:${kind}`, pack, lines: [region.range.start + 1, region.range.end] };
}

/** A notice above a live composer that the CLI cannot work until someone signs in: typing the sign-in command answers it. */
function signInNotice(pack: CompiledPack, signIn: SignIn, screen: ScreenText): GenericFinding | null {
  const hit = firstInSlots(pack.slots!.notices, [{ leaf: signIn.leaf }], screen, null);
  return hit === null ? null : signInGate(pack, signIn, hit.lines);
}

function signInGate(pack: CompiledPack, signIn: SignIn, lines: number[]): GenericFinding {
  const gate: Gate = { kind: signIn.gate.kind, subject: null, input: signIn.gate.input, options: [] };
  return { state: 'operator_gate', gate, rule: SIGN_IN_RULE, pack, lines };
}

/** The reasons whose signatures, and the error shapes, that occur somewhere on the screen; null when none does. */
function errorsOnScreen(signatures: CompiledSignatures, scan: ScanResult): { present: CompiledReason[]; shapes: Shapes | null } | null {
  const present = signatures.reasons.filter(({ leaf }) => scan.present.has(leaf.setIndex));
  const shapes = signatures.shapes !== null && scan.present.has(signatures.shapes.present.setIndex) ? signatures.shapes : null;
  return present.length === 0 && shapes === null ? null : { present, shapes };
}

/** An error in a pack's error slot: read only when a signature or a shape occurs somewhere on the screen. */
function errorStep(packs: readonly CompiledPack[], signatures: CompiledSignatures, scan: ScanResult): GenericFinding | null {
  const onScreen = errorsOnScreen(signatures, scan);
  if (onScreen === null) return null;
  const signIn = presentSignIn(signatures, scan);
  for (const pack of packs) {
    if (pack.slots === null || pack.slots.errors.length === 0) continue;
    const finding = slotFailure(pack, onScreen.present, { shapes: onScreen.shapes, signIn, side: signatures.sideServices, replies: signatures.replies }, scan.screen);
    if (finding !== null) return finding;
  }
  return null;
}

function presentSignIn(signatures: CompiledSignatures, scan: ScanResult): SignIn | null {
  return signatures.signIn !== null && scan.present.has(signatures.signIn.leaf.setIndex) ? signatures.signIn : null;
}

/** A sign-in notice in a pack's notice slot. */
function signInStep(packs: readonly CompiledPack[], signatures: CompiledSignatures, scan: ScanResult): GenericFinding | null {
  const signIn = presentSignIn(signatures, scan);
  if (signIn === null) return null;
  for (const pack of packs) {
    if (pack.slots === null || pack.slots.notices.length === 0) continue;
    const finding = signInNotice(pack, signIn, scan.screen);
    if (finding !== null) return finding;
  }
  return null;
}

/** A dialog where a pack's composer belongs: looked for only when a dialog cue or a pack's dialog frame occurs. */
function dialogStep(packs: readonly CompiledPack[], signatures: CompiledSignatures, scan: ScanResult): GenericFinding | null {
  // A dialog is looked for only where a composer is missing: on a ready screen the cues are never scanned.
  const open = packs.filter((pack) => pack.slots?.dialog != null && !conditionHolds(pack.slots.dialog.composer, scan));
  if (open.length === 0) return null;
  const cued = signatures.cues.some((cue) => scan.present.has(cue.setIndex)) || signatures.inputs.some(({ leaf }) => scan.present.has(leaf.setIndex));
  const framed = (pack: CompiledPack): boolean => pack.slots?.dialog?.frame != null && conditionHolds(pack.slots.dialog.frame, scan);
  if (!cued && !packs.some(framed)) return null;
  for (const pack of open) {
    const finding = dialogGate(pack, signatures, scan);
    if (finding !== null) return finding;
  }
  return null;
}

const STEPS = { errors: errorStep, signIn: signInStep, dialogs: dialogStep } as const;

/** The agent's error slots, each starting below the table's `unanchored.onlyAfter`: built once per table. */
const unanchoredSlots = new WeakMap<CompiledSignatures, readonly CompiledErrorSlot[]>();

function slotsBelowSentMessage(signatures: CompiledSignatures, onlyAfter: RE2, agent: CompiledPack): readonly CompiledErrorSlot[] {
  let slots = unanchoredSlots.get(signatures);
  if (slots === undefined) {
    slots = agent.slots!.errors.map((slot) => ({ onlyAfter, before: slot.before, pattern: slot.pattern, region: slot.region }));
    unanchoredSlots.set(signatures, slots);
  }
  return slots;
}

/**
 * A pack whose own composer is not on the screen finds nothing in its own slots, which are anchored
 * on that composer and on how the CLI draws a message: a release that draws them otherwise reads
 * `ready` under errors. Its screen's errors are then read by shape, as a declared agent's are, below
 * the last line shaped like a sent message (a start-up notice above a fresh composer is no turn's
 * outcome), and named by the pack. Last, so a dialog in the composer's place is read as one first.
 */
function unanchoredStep(packs: readonly CompiledPack[], signatures: CompiledSignatures, scan: ScanResult): GenericFinding | null {
  const { agent, unanchored } = signatures;
  if (agent === null || agent.slots === null || agent.slots.errors.length === 0 || unanchored === null) return null;
  const adrift = packs.filter((pack) => pack !== agent && pack.slots?.dialog != null && !conditionHolds(pack.slots.dialog.composer, scan));
  if (adrift.length === 0) return null;
  const onScreen = errorsOnScreen(signatures, scan);
  if (onScreen === null) return null;
  for (const pack of adrift) {
    const byShape = { ...pack, slots: { ...pack.slots!, errors: slotsBelowSentMessage(signatures, unanchored, agent) } };
    const reading = { shapes: onScreen.shapes, signIn: presentSignIn(signatures, scan), side: signatures.sideServices, replies: signatures.replies };
    const finding = slotFailure(byShape, onScreen.present, reading, scan.screen);
    if (finding !== null) return finding;
  }
  return null;
}

/**
 * Runs only once no rule claimed the screen: the table's steps in the table's `order`, each over the
 * packs in identification order; the first finding wins. Cheap when nothing is there: a slot is read
 * only when a signature or a shape occurs somewhere on the screen, a dialog only when a dialog cue or
 * a pack's dialog frame does (all found by the one scan).
 */
export function classifyGeneric(packs: readonly CompiledPack[], signatures: CompiledSignatures, scan: ScanResult): GenericFinding | null {
  for (const step of signatures.order) {
    const finding = STEPS[step](packs, signatures, scan);
    if (finding !== null) return finding;
  }
  return unanchoredStep(packs, signatures, scan);
}

/** The evidence of a declared agent's `ready`: the generic rule, and the lines of the composer its shape found, if any. */
export function genericReady(agent: CompiledPack, scan: ScanResult): { rule: string; lines: readonly number[] } {
  const composer = agent.slots?.dialog?.composer;
  const outcome = composer === undefined ? null : evaluateCondition(composer, scan);
  return { rule: READY_RULE, lines: outcome?.holds === true ? outcome.lines : [] };
}
