// A menu read by its shape: the marker's line and the choices aligned with it, over real Claude Code
// screens of several releases.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyScreen, loadPackSet, readCapture } from '../../src/index.js';
import { ROOT } from '../cli/run-cli.js';

const { set } = loadPackSet([join(ROOT, 'rules', 'claude-code')]);
const options = async (fixture: string): Promise<string[]> => {
  const screen = await readCapture(join(ROOT, 'rules', 'claude-code', 'fixtures', fixture));
  const result = classifyScreen(set, screen, { vendor: 'claude-code' });
  return result.state === 'operator_gate' ? result.gate.options.map((o) => o.label) : [];
};

describe('menu options', () => {
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
});
