// Synthetic screens (hand-written, named as such) pin the classifier's precedence and regions.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyLines } from '../../src/classify/index.js';
import { isValid } from '../../src/result/index.js';
import { loadFromMemory, MINIMAL_PACK } from '../packs/helpers.js';
import { expectErrorCode } from '../support/errors.js';

const OTHER_PACK = `id: other
name: Other CLI
version: 1.0.0
process:
  binaries: [other]
  wrappers: [node]
  argv: ['other-cli']
identity:
  - 'Other CLI ready'
`;

const { set } = loadFromMemory({ '/p/demo/pack.yaml': MINIMAL_PACK, '/p/other/pack.yaml': OTHER_PACK });

const TRUST = ['Demo CLI v1', '', 'Trust this folder?', '> 1. Yes', '  2. No'];
const FATAL = ['Demo CLI v1', 'Fatal error: out of cheese'];
const BOTH = [...TRUST, 'Fatal error: out of cheese'];
const PLAIN = ['Demo CLI v1', '> '];
const BLANK = ['', ''];

describe('precedence', () => {
  it('a process no pack claims → not_agent, whatever the screen shows', () => {
    const r = classifyLines(set, TRUST, { process: 'vim' });
    expect(r).toMatchObject({ state: 'not_agent', observedProcess: 'vim', admitsBlindWrite: false, vendor: null });
  });

  it('a process that is not the named vendor’s → not_agent', () => {
    expect(classifyLines(set, PLAIN, { process: 'other', vendor: 'demo' })).toMatchObject({ state: 'not_agent', observedProcess: 'other' });
  });

  it('a gate beats a failure', () => {
    const r = classifyLines(set, BOTH, { process: 'demo' });
    expect(r).toMatchObject({ state: 'operator_gate', vendor: 'demo', evidence: { rule: 'demo/trust', lines: [3] } });
  });

  it('a failure when no gate shows', () => {
    expect(classifyLines(set, FATAL, { process: 'demo' })).toMatchObject({
      state: 'failing',
      reason: 'crash',
      admitsBlindWrite: false,
      evidence: { rule: 'demo/boom', lines: [2] },
    });
  });

  it('process matches and nothing recognised → ready', () => {
    expect(classifyLines(set, PLAIN, { process: 'demo' })).toMatchObject({ state: 'ready', vendor: 'demo', admitsBlindWrite: true });
  });

  it('no process signal and nothing recognised → unknown, never ready', () => {
    expect(classifyLines(set, PLAIN, {})).toMatchObject({ state: 'unknown', vendor: null, admitsBlindWrite: true });
    expect(classifyLines(set, PLAIN, { vendor: 'demo' })).toMatchObject({ state: 'unknown' });
  });

  it('no process signal but a gate or failure → those, from the text alone', () => {
    expect(classifyLines(set, TRUST, {})).toMatchObject({ state: 'operator_gate', vendor: 'demo' });
    expect(classifyLines(set, FATAL, {})).toMatchObject({ state: 'failing', vendor: 'demo' });
  });

  it('a wrapper process needs a naming signal (markers or argv) before ready', () => {
    expect(classifyLines(set, BLANK, { process: 'node' })).toMatchObject({ state: 'unknown' });
    expect(classifyLines(set, PLAIN, { process: 'node' })).toMatchObject({ state: 'ready', vendor: 'demo', evidence: { lines: [1] } });
    expect(classifyLines(set, BLANK, { process: 'node', argv: 'node /usr/lib/other-cli/bin.js' })).toMatchObject({ state: 'ready', vendor: 'other' });
    expect(classifyLines(set, BLANK, { process: 'node', vendor: 'other' })).toMatchObject({ state: 'ready', vendor: 'other' });
  });

  it('an unknown --vendor is an error that lists the loaded packs', () => {
    const error = expectErrorCode(() => classifyLines(set, PLAIN, { process: 'demo', vendor: 'nope' }), 'vendor.unknown');
    expect(error.message).toMatch(/no pack for vendor "nope" \(loaded: demo, other\)/);
  });

  it('reads the options with key, label and selection', () => {
    const r = classifyLines(set, TRUST, { process: 'demo' });
    expect(r.state === 'operator_gate' && r.gate).toEqual({
      kind: 'trust',
      subject: null,
      input: 'select',
      options: [
        { key: '1', label: 'Yes', selected: true },
        { key: '2', label: 'No', selected: false },
      ],
    });
  });

  it('carries the source', () => {
    expect(classifyLines(set, PLAIN, { process: 'demo', source: 'a.txt' }).source).toBe('a.txt');
  });
});

describe('regions and conditions', () => {
  const REGION_PACK = `id: regions
name: Regions
version: 1.0.0
process: { binaries: [r] }
gates:
  - id: boxed
    kind: trust
    input: select
    region: box
    when: { all: ['Allow\\?', { not: { pattern: '^> composer', region: { bottom: 1 } } }] }
  - id: bottom
    kind: update
    input: key
    when: { pattern: 'Update now', region: { bottom: 2 } }
  - id: between
    kind: auth
    input: text
    when: { pattern: 'Enter key', region: betweenRules }
  - id: below
    kind: onboarding
    input: key
    when: { any: [{ pattern: 'Press any key', region: belowRule }] }
`;
  const regions = loadFromMemory({ '/r/pack.yaml': REGION_PACK }).set;
  const at = (lines: string[]) => classifyLines(regions, lines, { process: 'r' });

  it('box: fires inside the last box, not on the same words outside it', () => {
    expect(at(['╭────╮', '│ Allow? │', '╰────╯'])).toMatchObject({ state: 'operator_gate', evidence: { rule: 'regions/boxed', lines: [2] } });
    expect(at(['Allow?', '╭────╮', '│ fine │', '╰────╯']).state).toBe('ready');
  });

  it('not: a live composer below keeps the gate from firing', () => {
    expect(at(['╭────╮', '│ Allow? │', '╰────╯', '> composer']).state).toBe('ready');
  });

  it('bottom N non-empty lines: scrollback above does not fire', () => {
    expect(at(['Update now', 'a', '', 'b']).state).toBe('ready');
    expect(at(['a', 'Update now', '', 'b']).state).toBe('operator_gate');
  });

  it('betweenRules and belowRule', () => {
    const rule = '─'.repeat(20);
    expect(at(['Enter key', rule, 'x', rule])).toMatchObject({ state: 'ready' });
    expect(at([rule, 'Enter key', rule, 'x'])).toMatchObject({ evidence: { rule: 'regions/between' } });
    expect(at(['Press any key', rule, 'x'])).toMatchObject({ state: 'ready' });
    expect(at([rule, 'x', 'Press any key'])).toMatchObject({ evidence: { rule: 'regions/below' } });
  });
});

describe('every result passes isValid (property)', () => {
  it('any screen text and any process string', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'binary', maxLength: 200 }), { maxLength: 30 }),
        fc.option(fc.string({ unit: 'binary', maxLength: 100 }), { nil: undefined }),
        (lines, process) => {
          const result = classifyLines(set, lines, { process });
          expect(isValid(result)).toBe(true);
          expect(classifyLines(set, lines, { process })).toEqual(result);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('hostile text inside a gate’s options is stripped, never carried', () => {
    const lines = ['Trust this folder?', `> 1. Yes\u001b[31m\u202e${'x'.repeat(400)}`, '  2. \u0007'];
    const result = classifyLines(set, lines, { process: 'demo' });
    expect(isValid(result)).toBe(true);
    expect(result.state === 'operator_gate' && result.gate.options.map((o) => o.label.length)).toEqual([160]);
  });
});
