// When two results show the same thing: the one definition a timeline and a watched pane use to say "the state changed".
import type { ScreenState } from './types.js';

/**
 * A key that differs exactly when what an operator would act on differs: the state, a gate's kind
 * and which option is highlighted (an arrow key moved it), a failure's reason, or the program that
 * has the terminal.
 */
export function stateSignature(state: ScreenState): string {
  switch (state.state) {
    case 'operator_gate':
      return `operator_gate:${state.gate.kind}:${state.gate.options.findIndex((option) => option.selected)}`;
    case 'failing':
      return `failing:${state.reason}`;
    case 'not_agent':
      return `not_agent:${state.observedProcess}`;
    default:
      return state.state;
  }
}
