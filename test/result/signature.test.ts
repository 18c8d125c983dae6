// One definition of "the state changed", shared by recording timelines and watched panes.
import { describe, expect, it } from 'vitest';
import { stateSignature } from '../../src/result/signature.js';
import type { ScreenState } from '../../src/result/types.js';

function gate(selected: number): ScreenState {
  return {
    state: 'operator_gate',
    gate: { kind: 'trust', subject: null, input: 'select', options: ['Yes', 'No'].map((label, i) => ({ key: String(i + 1), label, selected: i === selected })) },
  };
}

describe('stateSignature', () => {
  it('changes with the program that has the terminal, the highlighted option, and a failure reason', () => {
    expect(stateSignature({ state: 'not_agent', observedProcess: 'vim' })).not.toBe(stateSignature({ state: 'not_agent', observedProcess: 'bash' }));
    expect(stateSignature(gate(0))).not.toBe(stateSignature(gate(1)));
    expect(stateSignature({ state: 'failing', reason: 'rate_limited' })).not.toBe(stateSignature({ state: 'failing', reason: 'overloaded' }));
  });

  it('stays the same for the same thing shown', () => {
    expect(stateSignature(gate(1))).toBe(stateSignature(gate(1)));
    expect(stateSignature({ state: 'ready' })).toBe('ready');
  });
});
