// A failure is the latest outcome of the agent's own turn (issue 25, class 5). Two screens that show
// an error's words and are `ready`, all real captures: an error above a later good turn on a CLI
// that marks no sent message (opencode draws the message and the error in the same bar), and a reply
// whose paragraphs open with "Failed". Each is read ready by its pack and as a declared agent; the
// failures beside them, drawn the same way, stay failures.
import RE2 from 're2';
import { describe, expect, it } from 'vitest';
import { classifyLines } from '../../src/classify/index.js';
import { inAgentItem } from '../../src/classify/generic.js';
import { ScreenText } from '../../src/match/screen-text.js';
import { loadPacks } from '../../src/packs/index.js';
import { fixtureLines } from '../support/fixtures.js';

const { set } = loadPacks({ npm: false, config: false });
const generic = { vendor: 'generic', process: 'some-agent' };
const failedWords: [string, string, string][] = [
  ['claude-code', 'ready-after-failed-words-reply-2.1.332__120x40', 'claude'],
  ['claude-code', 'ready-after-failed-words-reply-2.1.332__80x24', 'claude'],
  ['codex', 'ready-after-failed-words-reply-0.171.0__120x40', 'codex'],
  ['codex', 'ready-after-failed-words-reply-0.171.0__80x24', 'codex'],
  ['gemini-cli', 'ready-after-failed-words-reply-0.61.0__120x40', 'gemini'],
  ['gemini-cli', 'ready-after-failed-words-reply-0.61.0__80x24', 'gemini'],
];

describe('an error above a later good turn, on a CLI that marks no sent message', () => {
  it.each([
    ['opencode', 'ready-after-failure-recovered-1.18.33__120x40', 'opencode'],
    ['opencode', 'ready-after-failure-recovered-1.18.33__80x24', 'opencode'],
    // Kilo Code takes the failed turn's error away when the next prompt is sent
    ['kilocode', 'ready-after-failure-recovered-7.7.7__120x40', 'kilo'],
  ])('%s %s: ready by its pack', async (pack, name, process) => {
    expect(classifyLines(set, await fixtureLines(set, pack, name), { process, vendor: pack })).toMatchObject({ state: 'ready', vendor: pack });
  });

  it.each([
    // the 429 block is in the latest turn: still the failure, with and without the toast repeating it
    ['opencode', 'api-429-1.18.33__120x40', 'rate_limited'],
    ['opencode', 'api-429-with-toast-1.18.33__80x24', 'rate_limited'],
    ['opencode', 'api-401-1.18.33__200x50', 'auth_rejected'],
  ])('%s %s: the latest turn failed, %s', async (pack, name, reason) => {
    expect(classifyLines(set, await fixtureLines(set, pack, name), { process: 'opencode', vendor: pack })).toMatchObject({ state: 'failing', reason });
  });

  it("as a declared agent, a reply drawn under Droid's reply mark (⛬) puts the 401 above it behind it", async () => {
    for (const name of ['ready-after-failure-recovered-0.225.2__120x40', 'ready-after-failure-recovered-0.225.2__80x24']) {
      expect(classifyLines(set, await fixtureLines(set, 'droid', name), generic)).toMatchObject({ state: 'ready', vendor: 'generic' });
    }
    // the same 401 with nothing after it is the failure
    expect(classifyLines(set, await fixtureLines(set, 'droid', 'api-401-0.225.2__120x40'), generic)).toMatchObject({ state: 'failing', reason: 'auth_rejected' });
  });
});

describe('a reply whose paragraphs open with "Failed"', () => {
  it.each(failedWords)('%s %s: ready by its pack', async (pack, name, process) => {
    const result = classifyLines(set, await fixtureLines(set, pack, name), { process, vendor: pack });
    expect(result).toMatchObject({ state: 'ready', vendor: pack });
  });

  it.each(failedWords)('%s %s: ready as a declared agent', async (pack, name) => {
    expect(classifyLines(set, await fixtureLines(set, pack, name), generic)).toMatchObject({ state: 'ready', vendor: 'generic' });
  });

  it('an error drawn in the same kind of item still names itself and is read', async () => {
    const cases: [string, string, string][] = [
      // "● Request failed due to a transient API error. Retrying..."
      ['copilot-cli', 'byok-500-1.0.102__120x40', 'failing'],
      // "● API Error: 500 Internal server error. …"
      ['claude-code', 'api-500-final-2.1.332__120x40', 'failing'],
      // "⏺ Failed after 3 retries" and "⏺ Error: Connection error."
      ['cline', 'real-dns-2.14.0__120x40', 'failing'],
    ];
    for (const [pack, name, state] of cases) {
      expect(classifyLines(set, await fixtureLines(set, pack, name), generic)).toMatchObject({ state });
    }
  });
});

describe('inAgentItem (synthetic lines)', () => {
  const lead = new RE2('^[ \\t]*[●⏺•◦✦⛬]\\s', '');
  const screen = new ScreenText([
    '> Run the tests.',
    '',
    '✦ Failed tests: none — all 12 pass.',
    '',
    '  Failed to reproduce the bug.',
    '    (indented deeper still)',
    'Error: 401 Unauthorized',
    '  https://example.invalid/keys',
  ]);

  it('holds on a line that opens an item, and on the lines indented under it past blank lines', () => {
    expect([3, 5, 6].map((line) => inAgentItem(screen, line, lead))).toEqual([true, true, true]);
  });

  it('does not hold at the margin below an item, nor under a line that opens none', () => {
    expect([1, 7, 8].map((line) => inAgentItem(screen, line, lead))).toEqual([false, false, false]);
  });
});
