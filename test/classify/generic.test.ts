// The generic layer: an error in a pack's slot or a dialog in place of its composer that no rule claims, and the decoys it must leave alone.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { classifyLines } from '../../src/classify/index.js';
import { loadPacks } from '../../src/packs/index.js';
import { withoutRules } from '../../src/packtest/generalisation.js';

const { set } = loadPacks({ npm: false, config: false });
const plain = { ...set, generic: null };

function fixtureLines(pack: string, fixture: string): string[] {
  return readFileSync(new URL(`../../rules/${pack}/fixtures/${fixture}/screen.txt`, import.meta.url), 'utf8').split('\n');
}

/** A real capture with one line swapped: a synthetic screen in a real CLI's frame. */
function synthetic(pack: string, fixture: string, from: RegExp, to: string[]): string[] {
  const lines = fixtureLines(pack, fixture);
  const at = lines.findIndex((line) => from.test(line));
  expect(at, `${fixture} has a line matching ${from}`).toBeGreaterThanOrEqual(0);
  // The error's wrapped second line goes too, when there is one.
  const span = lines[at + 1]?.startsWith('  ') && lines[at + 1]!.trim() !== '' ? 2 : 1;
  return [...lines.slice(0, at), ...to, ...lines.slice(at + span)];
}

const claude = { vendor: 'claude-code', process: 'claude' };

describe('generic error slot (synthetic wordings no rule names, in real Claude Code frames)', () => {
  const cases: [string, string, string][] = [
    ['● API Error: 400 {"type":"error","error":{"type":"invalid_request_error","message":"Your credit balance is too low to access the Anthropic API."}}', 'billing_quota', 'Anthropic credit balance'],
    ['● API Error: 402 Insufficient Balance', 'billing_quota', 'DeepSeek 402'],
    ['● API Error: 400 prompt is too long: 215304 tokens > 200000 maximum', 'context_too_long', 'Anthropic context overflow'],
    ['● API Error: 404 The model `gpt-9` does not exist or you do not have access to it.', 'model_not_found', 'OpenAI unknown model'],
    ['● API Error: ThrottlingException: Too many requests, please wait before trying again.', 'rate_limited', 'Bedrock throttling'],
    ['● API Error: <html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>', 'server_error', 'a gateway answering with HTML'],
    ['● API Error: getaddrinfo ENOTFOUND api.example.com', 'network_error', 'DNS failure'],
    ['● API Error: self-signed certificate in certificate chain (SELF_SIGNED_CERT_IN_CHAIN)', 'network_error', 'TLS failure'],
    ['● API Error: Invalid API-key provided. (InvalidApiKey)', 'auth_rejected', 'DashScope key'],
    ['● Something went sideways: unknown error', 'error', 'the catch-all'],
    // under the message, in no reply item: the catch-all's words a reply uses as much are read too
    ['  ⎿  Something went sideways: unknown failure', 'error', "the catch-all's reply words outside a reply item"],
  ];
  for (const [line, reason, what] of cases) {
    it(`${what} → failing ${reason}`, () => {
      const lines = synthetic('claude-code', 'api-429-final-2.1.332__120x40', /API Error: Request rejected/, [line]);
      const result = classifyLines(set, lines, claude);
      expect(result).toMatchObject({ state: 'failing', reason, evidence: { rule: `generic/error-slot:${reason}` } });
      // Without the generic layer no rule reads it: the screen would be ready.
      expect(classifyLines(plain, lines, claude).state).toBe('ready');
    });
  }

  it("in a reply item (●), the words a reply uses as much as an error are not read: a reply that opens with 'Failed' is ready", () => {
    for (const line of ['● Failed tests: none — all 12 pass.', '● Something went sideways: unknown failure', '● I could not find calc.py, so I created it.']) {
      const lines = synthetic('claude-code', 'api-429-final-2.1.332__120x40', /API Error: Request rejected/, [line]);
      expect(classifyLines(set, lines, claude), line).toMatchObject({ state: 'ready' });
    }
  });

  it('a specific rule wins over the generic layer', () => {
    const result = classifyLines(set, fixtureLines('claude-code', 'api-429-final-2.1.332__120x40'), claude);
    expect(result.evidence.rule).toBe('claude-code/rate-limited');
  });
});

describe('decoys stay ready', () => {
  it("the model's reply quoting an error", () => {
    const lines = fixtureLines('claude-code', 'ready-after-decoy-reply-2.1.332__80x24');
    expect(classifyLines(set, lines, claude).state).toBe('ready');
  });

  it("a tool's output with Error: lines (synthetic, in a real frame)", () => {
    const lines = synthetic('claude-code', 'api-429-final-2.1.332__120x40', /API Error: Request rejected/, [
      '● Bash(curl -s https://api.example.com/v1/chat)',
      '  ⎿  Error: 429 Too Many Requests (ECONNREFUSED after retry)',
      '',
      '● The endpoint is rate limiting; I will wait before trying again.',
    ]);
    expect(classifyLines(set, lines, claude)).toMatchObject({ state: 'ready' });
  });

  it('an old error in scrollback above a newer good turn (synthetic, in a real frame)', () => {
    const lines = synthetic('claude-code', 'api-429-final-2.1.332__120x40', /API Error: Request rejected/, [
      '● API Error: 402 Insufficient Balance',
      '',
      '❯ Try again now.',
      '',
      '● Hello! The request went through this time.',
    ]);
    expect(classifyLines(set, lines, claude)).toMatchObject({ state: 'ready' });
  });
});

describe('generic dialog', () => {
  it('a menu in place of the composer that no rule claims is a gate, options read by the menu reader', () => {
    const lines = fixtureLines('claude-code', 'trust-folder-2.1.332__120x40').map((line) =>
      line.replace(/Is this a project you created or one you trust\?|Do you trust the files in this folder\?/, 'Allow the new sandbox for this session?').replace(/Yes, I trust this folder/, 'Yes, allow it'),
    );
    const result = classifyLines(set, lines, claude);
    expect(result.state).toBe('operator_gate');
    if (result.state !== 'operator_gate') return;
    expect(result.evidence.rule).toMatch(/^generic\/dialog:/);
    expect(result.gate.input).toBe('select');
    expect(result.gate.options.map((option) => option.label)).toContain('Yes, allow it');
    expect(classifyLines(plain, lines, claude).state).toBe('ready');
  });

  it('the specific rule still decides its own dialog', () => {
    expect(classifyLines(set, fixtureLines('claude-code', 'trust-folder-2.1.332__120x40'), claude).evidence.rule).toBe('claude-code/trust-folder');
  });

  // Real captures with the rule written for them left out: the generic layer alone must still refuse them.
  const unclaimed: [string, string, string, string, string, string][] = [
    // pack, fixture, rule left out, process, input, what tells it
    ['auggie', 'permission-launch-process-0.36.0__80x24', 'tool-approval', 'node', 'key', 'one-letter answers in brackets, "[A]llow [D]eny"'],
    ['amp', 'onboarding-tour-page-0.0.1790142911-g7618fb__80x24', 'welcome-tour', 'amp', 'key', 'a page "Space to continue" dismisses'],
    ['droid', 'permission-shell-0.225.2__80x24', 'command-approval', 'droid', 'select', 'menu key hints, "↑↓ navigate   Enter select"'],
    ['opencode', 'permission-bash-1.18.33__80x24', 'tool-permission', 'opencode', 'select', 'a row of choices with "⇆ select", the selection in colour only'],
    ['opencode', 'auth-anthropic-api-key-entry-1.18.33__80x24', 'api-key-entry', 'opencode', 'text', 'a field with the hint "enter submit"'],
  ];
  for (const [pack, fixture, rule, process, input, what] of unclaimed) {
    it(`${pack}: ${what} → a ${input} gate`, () => {
      const compiled = set.packs.find((p) => p.id === pack)!;
      const reduced = withoutRules(set, compiled, new Set([`${pack}/${rule}`]));
      const lines = fixtureLines(pack, fixture);
      const hints = { vendor: pack, process };
      expect(classifyLines(set, lines, hints).evidence.rule).toBe(`${pack}/${rule}`);
      const result = classifyLines(reduced, lines, hints);
      expect(result.state).toBe('operator_gate');
      if (result.state !== 'operator_gate') return;
      expect(result.evidence.rule).toMatch(/^generic\/dialog:/);
      expect(result.gate.input).toBe(input);
    });
  }

  it("opencode's modal frame alone makes an unnamed list a gate; without the frame it would read ready", () => {
    const compiled = set.packs.find((p) => p.id === 'opencode')!;
    const reduced = withoutRules(set, compiled, new Set(['opencode/connect-provider']));
    const lines = fixtureLines('opencode', 'auth-connect-provider-list-1.18.33__80x24');
    const hints = { vendor: 'opencode', process: 'opencode' };
    const result = classifyLines(reduced, lines, hints);
    expect(result).toMatchObject({ state: 'operator_gate', gate: { kind: 'auth', input: 'select' }, evidence: { rule: 'generic/dialog:auth' } });
    const opencode = reduced.packs.find((p) => p.id === 'opencode')!;
    const frameless = { ...opencode, slots: { ...opencode.slots!, dialog: { ...opencode.slots!.dialog!, frame: null } } };
    const noFrame = { ...reduced, packs: reduced.packs.map((p) => (p === opencode ? frameless : p)) };
    expect(classifyLines(noFrame, lines, hints).state).toBe('ready');
  });

  it('numbered options in brackets are read as a menu, "→ [1] Always index"', () => {
    const compiled = set.packs.find((p) => p.id === 'auggie')!;
    const reduced = withoutRules(set, compiled, new Set(['auggie/indexing-consent']));
    const result = classifyLines(reduced, fixtureLines('auggie', 'indexing-consent-selected-0.36.0__80x24'), { vendor: 'auggie', process: 'node' });
    expect(result.state).toBe('operator_gate');
    if (result.state !== 'operator_gate') return;
    expect(result.gate.input).toBe('select');
    expect(result.gate.options.map((option) => option.key)).toEqual(['1', '2', '3', '4']);
    expect(result.gate.options[0]!.label).toMatch(/^Always index this workspace/);
  });

  it("a slash command's completion menu under Continue's input box is still the composer", () => {
    const lines = fixtureLines('continue', 'ready-slash-menu-exit-1.5.47__80x24');
    expect(lines.join('\n')).toMatch(/↑\/↓ to navigate, Enter to select/);
    expect(classifyLines(set, lines, { vendor: 'continue', process: 'cn' }).state).toBe('ready');
  });
});

describe('generic sign-in notice above a live composer', () => {
  const pi = { vendor: 'pi', process: 'pi' };
  const reducedPi = () => withoutRules(set, set.packs.find((p) => p.id === 'pi')!, new Set(['pi/login-needed']));

  it("pi's start-up warning that no model is available until a login is a gate, with no rule written for it", () => {
    for (const fixture of ['login-needed-no-models-0.73.1__60x20', 'login-needed-no-models-0.73.1__120x40']) {
      const result = classifyLines(reducedPi(), fixtureLines('pi', fixture), pi);
      expect(result, fixture).toMatchObject({ state: 'operator_gate', gate: { kind: 'auth', input: 'text' }, evidence: { rule: 'generic/sign-in' } });
    }
  });

  it('the same warning with a later message under it reads ready (the key was saved since)', () => {
    const lines = fixtureLines('pi', 'ready-after-api-key-saved-0.73.1__100x30');
    expect(lines.join('\n')).toMatch(/Warning: No models available/);
    expect(classifyLines(reducedPi(), lines, pi).state).toBe('ready');
  });

  it("the model's reply saying the words reads ready (synthetic, in a real frame)", () => {
    const lines = fixtureLines('pi', 'ready-after-reply-0.73.1__120x40').map((line) =>
      line.replace(/Hello! This answer comes from a local mock server.*/, 'Not logged in? Use /login to log into a provider; no models are available until then.'),
    );
    expect(lines.join('\n')).toMatch(/Use \/login/);
    expect(classifyLines(set, lines, pi).state).toBe('ready');
  });
});

describe('generic error slot under the mode line', () => {
  const droid = { vendor: 'droid', process: 'droid' };

  it("Droid's airgap notice (no custom model) is a config error, with its own rule left out", () => {
    const reduced = withoutRules(set, set.packs.find((p) => p.id === 'droid')!, new Set(['droid/airgap-no-model']));
    for (const fixture of ['airgap-no-model-0.225.2__80x24', 'airgap-no-model-0.225.2__120x40', 'airgap-no-model-0.225.2__200x50']) {
      const result = classifyLines(reduced, fixtureLines('droid', fixture), droid);
      expect(result, fixture).toMatchObject({ state: 'failing', reason: 'config_error', evidence: { rule: 'generic/error-slot:config_error' } });
    }
  });
});
