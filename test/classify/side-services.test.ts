// Errors of what runs beside the agent's own turn (an update check, a helper tool's download, an MCP
// server) are not the session's failure: real captures of sessions that went on past them, read by
// the generic layer alone, and real failures that sit below such notices, which stay failures.
import RE2 from 're2';
import { describe, expect, it } from 'vitest';
import { classifyLines } from '../../src/classify/index.js';
import { belowSideNotices } from '../../src/classify/generic.js';
import { loadPacks } from '../../src/packs/index.js';
import { fixtureLines } from '../support/fixtures.js';

const { set } = loadPacks({ npm: false, config: false });

function lines(pack: string, name: string): Promise<readonly string[]> {
  return fixtureLines(set, pack, name);
}

const generic = { vendor: 'generic', process: 'some-agent' };

describe('side services, read by the generic layer alone', () => {
  it.each([
    // "● Error auto updating: Failed to fetch latest release … dns error" above an empty composer
    ['copilot-cli', 'ready-composer-settings-invalid-1.0.71__120x40'],
    ['copilot-cli', 'ready-composer-unknown-model-1.0.102__120x40'],
    // "! Failed to connect to MCP server "lab-tools"" under the update check's error
    ['copilot-cli', 'ready-composer-mcp-failed-1.0.102__120x40'],
    // "⚠ MCP client for `lab-tools` failed to start"
    ['codex', 'ready-composer-mcp-failed-0.149.0__120x40'],
    // "Failed to download fd: fetch failed" above pi's own banner, offline
    ['pi', 'ready-composer-empty-0.73.1__120x40'],
    ['pi', 'ready-startup-missing-api-key-0.70.2__120x40'],
  ])('%s %s: the session goes on past them, ready', async (pack, name) => {
    expect(classifyLines(set, await lines(pack, name), generic)).toMatchObject({ state: 'ready', vendor: 'generic' });
  });

  it.each([
    // pi's own "Error: models.json error" under its banner, the helper downloads' errors above it
    ['pi', 'startup-malformed-models-json-0.73.1__120x40', 'config_error'],
    // a turn's 401 on a screen whose start-up also failed to download fd and ripgrep
    ['pi', 'api-401-0.73.1__120x40', 'auth_rejected'],
    // Copilot's sign-in failing below the update check's error
    ['copilot-cli', 'login-sign-in-network-error-1.0.71__80x24', 'network_error'],
  ])('%s %s: a failure below them is still read, as %s', async (pack, name, reason) => {
    expect(classifyLines(set, await lines(pack, name), generic)).toMatchObject({ state: 'failing', reason });
  });

  it("with Copilot's own rule for it left out, its slot reads the sign-in error, not the update check above it", async () => {
    const screen = await lines('copilot-cli', 'login-sign-in-network-error-1.0.71__80x24');
    const withoutRule = { ...set, packs: set.packs.map((pack) => (pack.id === 'copilot-cli' ? { ...pack, failures: pack.failures.filter((rule) => rule.id !== 'copilot-cli/network-error') } : pack)) };
    expect(withoutRule.packs.find((p) => p.id === 'copilot-cli')!.failures.length).toBe(set.packs.find((p) => p.id === 'copilot-cli')!.failures.length - 1);
    const result = classifyLines(withoutRule, screen, { process: 'copilot' });
    expect(result).toMatchObject({ state: 'failing', reason: 'network_error', evidence: { rule: 'generic/error-slot:network_error' } });
    const signInLine = screen.findIndex((line) => line.includes('Error during sign-in')) + 1;
    expect(signInLine).toBeGreaterThan(0);
    expect(result.evidence.lines).toEqual([signInLine]);
  });
});

describe('belowSideNotices (synthetic slot texts)', () => {
  const side = new RE2('(?i)\\bauto[- ]?updat\\w*|\\bMCP server\\b', 'm');
  const slot = (text: string) => ({ bytes: Buffer.from(text), offset: 100 });

  it('passes over a notice with the lines indented under it, and blank lines, and keeps what follows', () => {
    const text = ' ● Error auto updating: request failed\n   (https://example.invalid): dns error\n\n Error: 401 Unauthorized\n';
    const below = belowSideNotices(slot(text), side)!;
    expect(below.bytes.toString()).toBe(' Error: 401 Unauthorized\n');
    expect(below.offset).toBe(100 + Buffer.from(text).indexOf(' Error: 401'));
  });

  it('passes over several notices in a row', () => {
    expect(belowSideNotices(slot('! Failed to connect to MCP server "x"\n● Error auto updating\nboom\n'), side)!.bytes.toString()).toBe('boom\n');
  });

  it('is null when the slot holds nothing but notices', () => {
    expect(belowSideNotices(slot('● Error auto updating: failed\n   dns error\n\n'), side)).toBeNull();
  });

  it('leaves a slot that does not open with a notice as it is, even with one further down', () => {
    const found = slot('Error: 500 Internal Server Error\n● Error auto updating\n');
    expect(belowSideNotices(found, side)).toBe(found);
    expect(belowSideNotices(found, null)).toBe(found);
  });
});
