// The wire types of a classification: the five screen states and the result object around them.

// The closed vocabulary of reasons and kinds, written from rules/_signatures/vocabulary.yaml by `npm run validators`.
import { FAILURE_REASONS, GATE_KINDS } from '../generated/vocabulary.js';

export { FAILURE_REASONS, GATE_KINDS };

export const SCREEN_STATES = ['unknown', 'not_agent', 'operator_gate', 'failing', 'ready'] as const;
export type ScreenStateName = (typeof SCREEN_STATES)[number];

/** What a gate asks of a person: trust a folder, sign in, update, first-run choices, a tool's permission, the agent's question. */
export type GateKind = (typeof GATE_KINDS)[number];

/** Why the agent is failing: a short label, never screen text. */
export type FailureReason = (typeof FAILURE_REASONS)[number];

/** How a gate is answered: pick from a menu, y/n, type or paste, press a key, or finish in a browser. */
export const GATE_INPUTS = ['select', 'confirm', 'text', 'key', 'browser'] as const;
export type GateInput = (typeof GATE_INPUTS)[number];

export interface GateOption {
  /** The key that picks this option when the screen shows one (`1`, `y`, `esc`), else null. */
  readonly key: string | null;
  readonly label: string;
  readonly selected: boolean;
}

export interface Gate {
  readonly kind: GateKind;
  /** What the gate is about, as read off the screen (a folder, an account, a command), or null. */
  readonly subject: string | null;
  readonly input: GateInput;
  readonly options: readonly GateOption[];
}

export type ScreenState =
  | { readonly state: 'unknown' }
  | { readonly state: 'not_agent'; readonly observedProcess: string }
  | { readonly state: 'operator_gate'; readonly gate: Gate }
  | { readonly state: 'failing'; readonly reason: FailureReason }
  | { readonly state: 'ready' };

/** Why a result is what it is: the rule that fired (or the process check) and the 1-based screen lines it read. */
export interface Evidence {
  readonly rule: string | null;
  readonly lines: readonly number[];
}

export type ClassificationResult = ScreenState & {
  readonly source?: string;
  /** The pack that matched, or null when no vendor was established. */
  readonly vendor: string | null;
  readonly admitsBlindWrite: boolean;
  readonly evidence: Evidence;
};
