// The generic layer decides by its table: a changed copy of rules/_signatures/error-signatures.yaml changes what it reads, and an error in words the table lacks is still read by its place and shape.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyLines } from '../../src/classify/index.js';
import { loadPacks, loadPackSet } from '../../src/packs/index.js';
import { readSignatureTable, SIGNATURES_FILE } from '../../src/packs/signatures.js';
import { fixtureLines } from '../support/fixtures.js';

const { set } = loadPacks({ npm: false, config: false });
const fixture = (pack: string, name: string): Promise<readonly string[]> => fixtureLines(set, pack, name);



/** The built-in table's YAML with `edit` applied, written to a temporary file and read as a table of one's own. */
function tableWith(edit: (yaml: string) => string) {
  const original = readFileSync(SIGNATURES_FILE, 'utf8');
  const changed = edit(original);
  expect(changed, 'the edit changed the table').not.toBe(original);
  const file = join(mkdtempSync(join(tmpdir(), 'ptyscreen-table-')), 'error-signatures.yaml');
  writeFileSync(file, changed);
  const load = readSignatureTable(file);
  expect(load.problems).toEqual([]);
  return loadPackSet(
    set.packs.map((pack) => pack.dir),
    { signatures: load.table },
  ).set;
}

// Real capture: Codex 0.171.0 drawing OpenAI's 400 invalid_prompt (a refusal of a flagged prompt) in
// the provider's words alone, under its error glyph: '■ Invalid prompt: your prompt was flagged …'.
const REFUSAL = ['codex', 'real-p-openai-400-invalid-prompt-0.171.0__120x40'] as const;
const codex = { vendor: 'codex', process: 'codex' };

/** The table's content_refused reason, which names the refusal's words, taken out of the YAML. */
const withoutContentRefused = (yaml: string): string => yaml.replace(/^ {2}- reason: content_refused\n(?: {4}.*\n| {6}.*\n)+\n/m, '');

describe('an error in words the table lacks is read by its place and shape', () => {
  it("Codex's refusal is named by the table's words; without them it is failing error by its glyph, and with no shapes either it would read ready", async () => {
    const lines = await fixture(...REFUSAL);
    expect(classifyLines(set, lines, codex)).toMatchObject({ state: 'failing', reason: 'content_refused', evidence: { rule: 'generic/error-slot:content_refused' } });
    const unnamed = tableWith(withoutContentRefused);
    const result = classifyLines(unnamed, lines, codex);
    expect(result).toMatchObject({ state: 'failing', reason: 'error', evidence: { rule: 'generic/error-shape:error' } });
    expect(lines[result.evidence.lines[0]! - 1]).toMatch(/^■ Invalid prompt:/);
    const noShapes = tableWith((yaml) => withoutContentRefused(yaml).replace(/^shapes:\n(?:(?: .*)?\n)+/m, ''));
    expect(classifyLines(noShapes, lines, codex).state).toBe('ready');
  });

  it('read as a declared agent, with no pack at all, it is the same failure', async () => {
    const result = classifyLines(set, await fixture(...REFUSAL), { vendor: 'generic', process: 'codex' });
    expect(result).toMatchObject({ state: 'failing', reason: 'content_refused', vendor: 'generic' });
  });

  it("the operator's own interrupt under the same glyph is not an error", async () => {
    for (const vendor of ['codex', 'generic']) {
      const result = classifyLines(set, await fixture('codex', 'ready-after-interrupt-0.171.0__120x40'), { vendor, process: 'codex' });
      expect(result.state, vendor).toBe('ready');
    }
  });
});

describe('a changed copy of the table changes what the generic layer reads', () => {
  it('words added to a reason name the failure that was read by its shape', async () => {
    const lines = await fixture(...REFUSAL);
    const taught = tableWith((yaml) =>
      withoutContentRefused(yaml).replace(/(  - reason: bad_request\n.*\n    signatures:\n)/, `$1      - '(?i)\\binvalid prompt\\b'\n`),
    );
    expect(classifyLines(taught, lines, codex)).toMatchObject({ state: 'failing', reason: 'bad_request', evidence: { rule: 'generic/error-slot:bad_request' } });
  });

  it('the steps run in the order the table names, and a step left out is not read', async () => {
    const lines = await fixture(...REFUSAL);
    const dialogsOnly = tableWith((yaml) => yaml.replace(/^order: \[errors, signIn, dialogs\]$/m, 'order: [dialogs]'));
    expect(classifyLines(dialogsOnly, lines, codex).state).toBe('ready');
  });

  it('the gate a sign-in notice is, and whether notices are read at all, are the table', async () => {
    // Claude Code 2.1.332 answering a prompt with '⎿  Not logged in · Please run /login', read as a declared agent
    const lines = await fixture('claude-code', 'not-logged-in-after-prompt-2.1.332__120x40');
    const hints = { vendor: 'generic', process: 'claude' };
    expect(classifyLines(set, lines, hints)).toMatchObject({ state: 'operator_gate', gate: { kind: 'auth', input: 'text' }, evidence: { rule: 'generic/sign-in' } });
    const browser = tableWith((yaml) => yaml.replace('gate: { kind: auth, input: text }', 'gate: { kind: auth, input: browser }'));
    expect(classifyLines(browser, lines, hints)).toMatchObject({ state: 'operator_gate', gate: { kind: 'auth', input: 'browser' } });
    const noSignIn = tableWith((yaml) => yaml.replace(/^order: \[errors, signIn, dialogs\]$/m, 'order: [errors, dialogs]'));
    expect(classifyLines(noSignIn, lines, hints).state).not.toBe('operator_gate');
  });

  it("a dialog's options are read with the table's patterns", async () => {
    // Grok CLI's tool-permission menu, read as a declared agent: its options come from `dialogs.options.label`
    const lines = await fixture('grok-cli', 'permission-bash-0.0.34__80x24');
    const hints = { vendor: 'generic', process: 'grok' };
    const labels = (result: ReturnType<typeof classifyLines>) => (result.state === 'operator_gate' ? result.gate.options.map((o) => o.label) : null);
    expect(labels(classifyLines(set, lines, hints))).toContain('No');
    const firstWord = tableWith((yaml) => yaml.replaceAll('(?P<label>\\S.*?)\\s*$', '(?P<label>\\S+)'));
    expect(labels(classifyLines(firstWord, lines, hints))).toEqual(['Yes', 'Yes,', 'No', 'No,']);
  });
});
