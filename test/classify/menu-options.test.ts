// A menu read by its shape: the marker's line and the choices aligned with it, over real Claude Code
// screens of several releases.
import { join } from 'node:path';
import RE2 from 're2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { classifyScreen, loadPackSet, readCapture } from '../../src/index.js';
import { ROOT } from '../cli/run-cli.js';

const { set } = loadPackSet([join(ROOT, 'rules', 'claude-code')]);
const options = async (fixture: string): Promise<string[]> => {
  const screen = await readCapture(join(ROOT, 'rules', 'claude-code', 'fixtures', fixture));
  const result = classifyScreen(set, screen, { vendor: 'claude-code' });
  return result.state === 'operator_gate' ? result.gate.options.map((o) => o.label) : [];
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('menu options', () => {
  it('reads a dialog shown again without running its choices\' pattern over each line again', async () => {
    const fixture = 'permission-bash-2.1.332__120x40';
    const first = await options(fixture);
    const exec = vi.spyOn(RE2.prototype, 'exec');
    expect(await options(fixture)).toEqual(first);
    // The menu's lines are remembered from the first reading: no exec runs over a line of it.
    const menuLines = new Set(first.map((label) => label.slice(0, 12)));
    const inputs = exec.mock.calls.map((call) => call[0] as unknown);
    const overMenuLines = inputs.filter((input): input is string => typeof input === 'string' && input.length < 200 && [...menuLines].some((start) => input.includes(start)));
    expect(first.length).toBeGreaterThanOrEqual(3);
    expect(overMenuLines).toEqual([]);
  });

  it('reads numbered choices that stand a blank line apart (2.1.4 login menu)', async () => {
    for (const size of ['120x40', '80x24']) {
      expect(await options(`auth-login-method-2.1.4__${size}`)).toEqual([
        'Claude account with subscription · Pro, Max, Team, or Enterprise',
        'Anthropic Console account · API usage billing',
      ]);
    }
  });

  it('passes over the description line under each choice of a question picker (2.1.4 AskUserQuestion)', async () => {
    for (const size of ['120x40', '80x24']) {
      expect(await options(`question-picker-2.1.4__${size}`)).toEqual(['pytest', 'unittest', 'doctest', 'Type something.']);
    }
  });

  it('reads the choice drawn below a rule inside the same dialog (2.1.332 question picker)', async () => {
    for (const fixture of ['question-picker-2.1.332__120x40', 'question-picker-2.1.332__80x24', 'question-picker-2.1.242__120x40']) {
      expect(await options(fixture)).toEqual(['pytest', 'unittest', 'doctest', 'Type something.', 'Chat about this']);
    }
  });

  it('still joins a label wrapped at the screen edge', async () => {
    const [, second, third] = await options('permission-bash-2.1.332__60x20');
    expect(second).toBe("Yes, and don't ask again for mkdir -p build and touch build/out.txt commands in /tmp/lab/cc88/proj-cc88");
    expect(third).toBe('Yes, and switch to auto mode · auto mode handles these prompts for you');
  });

  it('still ends a menu at the blank line before the hint under it', async () => {
    expect(await options('trust-folder-2.1.332__120x40')).toEqual(['No, exit', 'Yes, I trust this folder']);
    expect(await options('auth-3p-platform-2.1.242__120x40')).toEqual([
      'Amazon Bedrock · interactive setup', 'Microsoft Foundry · opens docs', 'Google Vertex AI · interactive setup', 'Go back',
    ]);
  });

  it('reads checkbox choices without their boxes, and the unboxed action under them (2.1.332 multi-select question)', async () => {
    const choices = ['lint', 'type check', 'unit tests', 'Type something', 'Submit', 'Chat about this'];
    for (const fixture of ['question-multi-picker-2.1.332__120x40', 'question-multi-picker-2.1.332__80x24', 'question-multi-ticked-2.1.332__80x24']) {
      expect(await options(fixture)).toEqual(choices);
    }
  });
});

describe('menus in captures as people save them', () => {
  const gateOf = async (pack: string, fixture: string) => {
    const packs = loadPackSet([join(ROOT, 'rules', pack)]).set;
    const result = classifyScreen(packs, await readCapture(join(ROOT, 'rules', pack, 'fixtures', fixture)), { vendor: pack });
    return result.state === 'operator_gate' ? { rule: result.evidence.rule, subject: result.gate.subject, labels: result.gate.options.map((o) => o.label) } : null;
  };

  it('reads a dialog whose box lost its left border when the capture was cut (derived from Gemini CLI 0.61.0)', async () => {
    expect(await gateOf('gemini-cli', 'derived-left-edge-cut-permission-shell-0.61.0__80x24')).toEqual({
      rule: 'gemini-cli/tool-permission',
      subject: 'mkdir -p build && touch build/out.txt',
      labels: ['Allow once', 'Allow for this session', 'No, suggest changes (esc)'],
    });
  });

  it('reads an ANSI capture with one unfinished escape as the capture it is (derived from Claude Code 2.1.332)', async () => {
    expect((await gateOf('claude-code', 'derived-damaged-escape-question-multi-picker-2.1.332__80x24'))?.labels).toEqual(
      ['lint', 'type check', 'unit tests', 'Type something', 'Submit', 'Chat about this'],
    );
  });

  it('reads the live dialog at the bottom, not the answered one above it (2.1.332, captured with history)', async () => {
    expect(await gateOf('claude-code', 'auto-mode-offer-history-2.1.332__120x40')).toMatchObject({ rule: 'claude-code/auto-mode-offer' });
    expect(await gateOf('claude-code', 'auto-mode-offer-history-2.1.332__80x24')).toMatchObject({ rule: 'claude-code/auto-mode-offer' });
  });

  it('reads a pane 1,000 rows tall', async () => {
    expect((await gateOf('claude-code', 'question-picker-2.1.332__120x1000'))?.labels).toEqual(['pytest', 'unittest', 'doctest', 'Type something.', 'Chat about this']);
  });
});
