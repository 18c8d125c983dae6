// A command line that names one vendor settles identity: real captures of Gemini CLI (a `node`
// process) read the same with and without it, and with it the other packs' identity markers are
// never scanned for.
import RE2 from 're2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { classifyLines } from '../../src/classify/index.js';
import { identify } from '../../src/classify/identify.js';
import { loadPacks } from '../../src/packs/index.js';
import { fixtureLines } from '../support/fixtures.js';

function lines(name: string): Promise<readonly string[]> {
  return fixtureLines(loadPacks({ npm: false, config: false }).set, 'gemini-cli', name);
}

/** How many RE2.Set scans one classification makes, on a pack set loaded afresh (as `classify FILE` loads it). */
function setScans(screen: readonly string[], hints: { process: string; argv?: string }) {
  // 'once' groups the patterns by reading, so the markers of every pack are a scan of their own.
  const { set } = loadPacks({ npm: false, config: false, screens: 'once' });
  const scan = vi.spyOn(RE2.Set.prototype, 'match');
  const result = classifyLines(set, screen, hints);
  const scans = scan.mock.calls.length;
  scan.mockRestore();
  return { result, scans };
}

afterEach(() => {
  vi.restoreAllMocks();
});

const ARGV = 'node /usr/local/lib/node_modules/@google/gemini-cli/dist/index.js';

describe('a vendor named by the command line', () => {
  it.each(['ready-after-reply-0.61.0__120x40', 'trust-folder-0.61.0__120x40', 'api-401-0.61.0__120x40'])('%s reads the same with the command line, in fewer scans', async (name) => {
    const screen = await lines(name);
    const byScreen = setScans(screen, { process: 'node' });
    const byArgv = setScans(screen, { process: 'node', argv: ARGV });
    expect(byArgv.result).toEqual(byScreen.result);
    expect(byArgv.result.vendor).toBe('gemini-cli');
    expect(byArgv.scans).toBeLessThan(byScreen.scans);
  });

  it('a command line seen before is not matched against every pack again (a watched pane asks at every look)', async () => {
    const screen = await lines('ready-after-reply-0.61.0__120x40');
    const { set } = loadPacks({ npm: false, config: false, screens: 'once' });
    const argv = `${ARGV} --a-flag-no-other-test-uses`;
    const runs = () => {
      const test = vi.spyOn(RE2.prototype, 'test');
      const result = classifyLines(set, screen, { process: 'node', argv });
      const count = test.mock.calls.filter(([input]) => input === argv).length;
      test.mockRestore();
      return { result, count };
    };
    const first = runs();
    const again = runs();
    expect(first.count).toBeGreaterThan(0);
    expect(again.count).toBe(0);
    expect(again.result).toEqual(first.result);
  });

  it("a ready screen's evidence is still the vendor's own marker lines", async () => {
    const screen = await lines('ready-after-reply-0.61.0__120x40');
    const { result } = setScans(screen, { process: 'node', argv: ARGV });
    expect(result.state).toBe('ready');
    expect(result.evidence.lines.length).toBeGreaterThan(0);
    // Every evidence line holds text of Gemini CLI's own screen, not a blank line.
    for (const line of result.evidence.lines) expect(screen[line - 1]!.trim()).not.toBe('');
  });
});

describe('a process that settles the reading alone', () => {
  const { set } = loadPacks({ npm: false, config: false });
  const unread = (): never => {
    throw new Error('the screen was prepared for reading');
  };

  it('is not_agent before its screen is prepared (a shell in a watched pane)', () => {
    expect(identify(set, { process: 'bash' }, unread)).toEqual({ kind: 'not_agent', observedProcess: 'bash' });
    expect(identify(set, { process: 'vim', vendor: 'claude-code' }, unread)).toEqual({ kind: 'not_agent', observedProcess: 'vim' });
  });

  it('classifies a shell pane without preparing its text (no UTF-8 copy, no scan)', async () => {
    const screen = await lines('ready-after-reply-0.61.0__120x40');
    const write = vi.spyOn(Buffer.prototype, 'write');
    const scan = vi.spyOn(RE2.Set.prototype, 'match');
    expect(classifyLines(set, screen, { process: 'bash' })).toMatchObject({ state: 'not_agent', observedProcess: 'bash' });
    expect(write).not.toHaveBeenCalled();
    expect(scan).not.toHaveBeenCalled();
  });

  it('names its vendor from the process or the command line alone, and reads the screen only for evidence', () => {
    const byProcess = identify(set, { process: 'claude' }, unread);
    expect(byProcess).toMatchObject({ kind: 'candidates', vendor: { id: 'claude-code' } });
    const byArgv = identify(set, { process: 'node', argv: ARGV }, unread);
    expect(byArgv).toMatchObject({ kind: 'candidates', vendor: { id: 'gemini-cli' } });
    if (byArgv.kind === 'candidates') expect(() => byArgv.markerLines()).toThrow('prepared');
  });
});
