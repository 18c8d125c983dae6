// Reads a gate's subject and options off the screen, cleaned so that every result passes isValid.

import type { CompiledGateRule } from '../packs/types.js';
import { FIELD_CAPS, MAX_OPTIONS } from '../state/caps.js';
import { sanitizeField } from '../state/text-bounds.js';
import type { GateOption } from '../state/types.js';
import type { ScreenText } from './screen-text.js';

export function extractSubject(rule: CompiledGateRule, screen: ScreenText): string | null {
  const spec = rule.subject;
  if (spec === null) return null;
  if ('value' in spec) return sanitizeField(spec.value, FIELD_CAPS.subject);
  const region = screen.regionText(spec.region);
  spec.regex.lastIndex = 0;
  const match = spec.regex.exec(region.text);
  if (match === null) return null;
  const text = match.groups?.subject ?? match[1] ?? match[0];
  return text === undefined ? null : sanitizeField(text, FIELD_CAPS.subject);
}

/**
 * Every match of the options pattern in the region is one option, in screen order. A narrow
 * terminal wraps long labels: lines matching `continuation` right after an option, before the
 * next option starts, extend its label.
 */
export function extractOptions(rule: CompiledGateRule, screen: ScreenText): GateOption[] {
  const spec = rule.options;
  if (spec === null) return [];
  const region = screen.regionText(spec.region);
  const drafts: { key: string | null; label: string; selected: boolean; lastLine: number }[] = [];
  spec.regex.lastIndex = 0;
  for (let match = spec.regex.exec(region.text); match !== null; match = spec.regex.exec(region.text)) {
    if (match[0].length === 0) spec.regex.lastIndex++;
    const label = match.groups?.label;
    if (label === undefined || label === '') continue;
    if (spec.exclude !== null && spec.exclude.test(label)) continue;
    const labelEnd = region.offset + match.index + match[0].indexOf(label) + label.length;
    drafts.push({
      key: match.groups?.key ?? null,
      label,
      selected: match.groups?.selected !== undefined && match.groups.selected !== '',
      lastLine: screen.lineAt(labelEnd) - 1,
    });
    if (drafts.length > MAX_OPTIONS) break;
  }
  if (spec.continuation !== null) appendContinuations(drafts, spec.continuation, screen, region.range.end);

  const options: GateOption[] = [];
  for (const draft of drafts.slice(0, MAX_OPTIONS)) {
    const label = sanitizeField(draft.label, FIELD_CAPS.optionLabel);
    if (label === null) continue;
    const key = draft.key === null ? null : sanitizeField(draft.key, FIELD_CAPS.optionKey);
    options.push({ key, label, selected: draft.selected });
  }
  return options;
}

function appendContinuations(
  drafts: { label: string; lastLine: number }[],
  continuation: NonNullable<CompiledGateRule['options']>['continuation'] & object,
  screen: ScreenText,
  regionEnd: number,
): void {
  drafts.forEach((draft, i) => {
    const stop = i + 1 < drafts.length ? drafts[i + 1]!.lastLine : regionEnd;
    for (let line = draft.lastLine + 1; line < stop; line++) {
      const text = screen.lines[line]!;
      continuation.lastIndex = 0;
      const more = text.trim() === '' ? null : continuation.exec(text);
      if (more === null) break;
      draft.label += ` ${more.groups?.label ?? more[1] ?? more[0]}`;
    }
  });
}
