// Reads a gate's subject and options off the screen, cleaned so that every result passes isValid.

import type { CompiledGateRule } from '../packs/types.js';
import { FIELD_CAPS, MAX_OPTIONS } from '../result/caps.js';
import { sanitizeField } from '../result/text-bounds.js';
import type { GateOption } from '../result/types.js';
import type { ScreenText } from '../match/screen-text.js';
import { groupNamed, numberedGroups } from '../match/numbered-groups.js';
import { execLine } from '../match/line-exec.js';
import { firstMatchIn, matchesIn } from '../match/global-matches.js';

export function extractSubject(rule: CompiledGateRule, screen: ScreenText): string | null {
  const spec = rule.subject;
  if (spec === null) return null;
  if ('value' in spec) return sanitizeField(spec.value, FIELD_CAPS.subject);
  const region = screen.regionText(spec.region);
  const twin = numberedGroups(spec.regex);
  const found = firstMatchIn(twin.regex, region.text);
  if (found === null) return null;
  const { match } = found;
  return sanitizeField(groupNamed(twin, match, 'subject') ?? match[1] ?? match[0]!, FIELD_CAPS.subject);
}

/**
 * Every match of the options pattern in the region is one option, in screen order. A narrow
 * terminal wraps long labels: lines matching `continuation` right after an option, before the
 * next option starts, extend its label.
 */
export function extractOptions(rule: Pick<CompiledGateRule, 'options'>, screen: ScreenText): GateOption[] {
  const spec = rule.options;
  if (spec === null) return [];
  if (spec.menu !== null) return finishOptions(menuDrafts(spec, screen));
  const region = screen.regionText(spec.region);
  const drafts: Draft[] = [];
  const twin = numberedGroups(spec.regex);
  for (const { index, match } of matchesIn(twin.regex, region.text)) {
    const label = groupNamed(twin, match, 'label');
    if (label === undefined || label === '') continue;
    if (spec.exclude !== null && spec.exclude.test(label)) continue;
    const labelEnd = region.offset + index + match[0]!.indexOf(label) + label.length;
    const selected = groupNamed(twin, match, 'selected');
    drafts.push({
      key: groupNamed(twin, match, 'key') ?? null,
      label,
      selected: selected !== undefined && selected !== '',
      lastLine: screen.lineAt(labelEnd) - 1,
    });
    if (drafts.length > MAX_OPTIONS) break;
  }
  if (spec.continuation !== null) appendContinuations(drafts, spec.continuation, screen, region.range.end);
  return finishOptions(drafts);
}

interface Draft {
  key: string | null;
  label: string;
  selected: boolean;
  lastLine: number;
}

type OptionsSpec = NonNullable<CompiledGateRule['options']>;

// A numbered choice with a checkbox: the group is everything before the box, marker included.
const BOXED_CHOICE = /^(\s*(?:\S\s+)?\d+[.)]\s+)(?:\[.\]|[☐☑☒])\s/u;

function indentOf(line: string): number {
  return line.search(/\S/u);
}

/**
 * A menu is read by its shape, not its wording: the line with the selection marker, and the lines
 * aligned with it above and below. Claude Code dropped its option numbers between releases; reading
 * the alignment keeps one rule working across both.
 */
function menuDrafts(spec: OptionsSpec, screen: ScreenText): Draft[] {
  const { start, end } = screen.region(spec.region);
  const lines = screen.lines;
  let markerLine = -1;
  let markerCol = -1;
  let markerText = '';
  // The last marker line: an agent's own prompt history may start lines with the same marker above it.
  for (let i = end - 1; i >= start; i--) {
    const match = execLine(spec.menu!, lines[i]!);
    if (match !== null) {
      markerLine = i;
      markerCol = match[1]!.length;
      markerText = lines[i]!.slice(match[0].length).trim();
      break;
    }
  }
  if (markerLine < 0) return [];
  // Options sit a little right of the marker's column; a blank line or anything further left ends the menu.
  // A checkbox pushes a choice's description four columns further right (the marker may sit on the
  // unboxed action under the boxes, hence the line above it too).
  const boxed = [markerText, lines[markerLine - 1] ?? ''].some((text) => BOXED_CHOICE.test(text));
  const depth = boxed ? 12 : 8;
  const inMenu = (i: number): boolean => {
    const indent = indentOf(lines[i] ?? '');
    return i >= start && i < end && indent > markerCol && indent <= markerCol + depth;
  };
  // Numbered choices may stand a blank line apart (Claude Code 2.1.4's login menu), or the last ones
  // below a rule inside the same dialog (2.1.332's question picker puts 'Chat about this' there): a
  // blank or rule line between the marker's numbered choice and another numbered one does not end it.
  const numbered = (text: string): boolean => /^\d+[.)]\s/u.test(text.trim());
  const markerNumbered = numbered(markerText);
  const gap = (i: number): boolean => i >= start && i < end && /^\s*(?:[─━]{8,}\s*)?$/u.test(lines[i] ?? '');
  const bridges = (between: number, next: number): boolean => markerNumbered && gap(between) && inMenu(next) && numbered(lines[next]!);
  let first = markerLine;
  for (;;) {
    if (inMenu(first - 1)) first--;
    else if (bridges(first - 1, first - 2)) first -= 2;
    else break;
  }
  let last = markerLine;
  for (;;) {
    if (inMenu(last + 1)) last++;
    else if (bridges(last + 1, last + 2)) last += 2;
    else break;
  }
  const others = [];
  for (let i = first; i <= last; i++) if (i !== markerLine && !gap(i)) others.push(indentOf(lines[i]!));
  const labelColumn = others.length > 0 ? Math.min(...others) : markerCol + 2;

  // A line indented under a choice either carries on its label, wrapped at the screen's edge, or is a
  // description of its own (Claude Code's question picker puts a grey line under each choice): it is
  // a wrap only when its first word would not have fitted on the line above. The widest line stands for
  // the screen's width; the text box of a dialog is narrower by its border and padding, hence the slack.
  const width = Math.max(...lines.map((line) => line.length));
  const WRAP_SLACK = 10;
  const wrapped = (i: number, text: string): boolean => lines[i - 1]!.trimEnd().length + 1 + text.split(/\s/u)[0]!.length > width - WRAP_SLACK;
  // A multi-select menu ends its checkbox choices with an action aligned with their boxes (Claude Code's
  // 'Submit' under '4. [ ] Type something'): deeper than the numbers, but a choice, not a description.
  const boxColumn = (i: number): number => {
    const choice = BOXED_CHOICE.exec(lines[i] ?? '');
    return choice === null ? -1 : choice[1]!.length;
  };
  const action = (i: number, text: string): boolean => drafts.length > 0 && indentOf(lines[i]!) === boxColumn(drafts[drafts.length - 1]!.lastLine) && !CHECKBOX.test(text);
  const drafts: Draft[] = [];
  const twin = numberedGroups(spec.regex);
  let described = false;
  for (let i = first; i <= last; i++) {
    const selected = i === markerLine;
    const text = selected ? markerText : lines[i]!.trim();
    if (gap(i)) continue;
    if (!selected && indentOf(lines[i]!) > labelColumn && drafts.length > 0 && !action(i, text)) {
      if (!described && wrapped(i, text)) drafts[drafts.length - 1]!.label += ` ${text}`;
      else described = true;
      continue;
    }
    described = false;
    const match = execLine(twin.regex, text);
    const label = match === null ? undefined : groupNamed(twin, match, 'label');
    if (label === undefined || label === '' || (spec.exclude !== null && spec.exclude.test(label))) continue;
    drafts.push({ key: groupNamed(twin, match!, 'key') ?? null, label, selected, lastLine: i });
  }
  return drafts;
}

// A multi-select menu's checkbox before a choice (`[ ]`, `[✔]`, `[x]`, `☐`, `☒`): its state, not its name.
const CHECKBOX = /^(?:\[[ xX✔✓✗*•]\]|[☐☑☒])\s+(?=\S)/u;

function finishOptions(drafts: readonly Draft[]): GateOption[] {
  const options: GateOption[] = [];
  for (const draft of drafts.slice(0, MAX_OPTIONS)) {
    const label = sanitizeField(draft.label.replace(CHECKBOX, ''), FIELD_CAPS.optionLabel);
    if (label === null) continue;
    const key = draft.key === null ? null : sanitizeField(draft.key, FIELD_CAPS.optionKey);
    options.push({ key, label, selected: draft.selected });
  }
  return options;
}

function appendContinuations(
  drafts: Draft[],
  continuation: NonNullable<CompiledGateRule['options']>['continuation'] & object,
  screen: ScreenText,
  regionEnd: number,
): void {
  const twin = numberedGroups(continuation);
  drafts.forEach((draft, i) => {
    const stop = i + 1 < drafts.length ? drafts[i + 1]!.lastLine : regionEnd;
    for (let line = draft.lastLine + 1; line < stop; line++) {
      const text = screen.lines[line]!;
      const more = text.trim() === '' ? null : execLine(twin.regex, text);
      if (more === null) break;
      draft.label += ` ${groupNamed(twin, more, 'label') ?? more[1] ?? more[0]}`;
    }
  });
}
