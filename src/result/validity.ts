// admitsBlindWrite and isValid: the two questions a consumer asks of every screen state.

import { FIELD_CAPS, MAX_OPTIONS } from './caps.js';
import { isRecord } from '../shared/is-record.js';
import { isBoundedText } from './text-bounds.js';
import { GATE_INPUTS, GATE_KINDS, type Gate, type ScreenState } from './types.js';

/**
 * True unless the screen was read as an obstacle. `unknown` admits on purpose: it means nothing was
 * recognised, and refusing on it would make ignorance look like a finding.
 */
export function admitsBlindWrite(state: ScreenState): boolean {
  return state.state === 'ready' || state.state === 'unknown';
}

function isValidOption(option: unknown): boolean {
  return (
    isRecord(option) &&
    isBoundedText(option.label, FIELD_CAPS.optionLabel) &&
    (option.key === null || isBoundedText(option.key, FIELD_CAPS.optionKey)) &&
    typeof option.selected === 'boolean'
  );
}

function isValidGate(gate: unknown): gate is Gate {
  if (!isRecord(gate)) return false;
  if (!(GATE_KINDS as readonly unknown[]).includes(gate.kind) || !isBoundedText(gate.kind, FIELD_CAPS.kind)) return false;
  if (!(GATE_INPUTS as readonly unknown[]).includes(gate.input)) return false;
  if (gate.subject !== null && !isBoundedText(gate.subject, FIELD_CAPS.subject)) return false;
  if (!Array.isArray(gate.options) || gate.options.length > MAX_OPTIONS) return false;
  return (gate.options as readonly unknown[]).every(isValidOption);
}

/**
 * Bounds check: every carried string non-empty, free of control characters, within its byte cap.
 * Takes anything, so a consumer can check a state read off the wire before trusting its type.
 */
export function isValid(state: unknown): state is ScreenState {
  if (!isRecord(state)) return false;
  switch (state.state) {
    case 'unknown':
    case 'ready':
      return true;
    case 'not_agent':
      return isBoundedText(state.observedProcess, FIELD_CAPS.observedProcess);
    case 'failing':
      return isBoundedText(state.reason, FIELD_CAPS.reason);
    case 'operator_gate':
      return isValidGate(state.gate);
    default:
      return false;
  }
}
