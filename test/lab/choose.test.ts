// lab/capture.mjs's `choose` step over real screens: the keys that move a menu's cursor to a choice
// named by its words, whichever order a release draws the choices in.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../cli/run-cli.js';
import { labModule } from './lab-modules.js';

let keysToChoose: (screen: string, re: RegExp) => string[] | null;
beforeAll(async () => {
  ({ keysToChoose } = await labModule<{ keysToChoose: typeof keysToChoose }>('capture.mjs'));
});

const screen = (fixture: string): string => readFileSync(join(ROOT, 'rules', 'claude-code', 'fixtures', fixture, 'screen.txt'), 'utf8');

describe('choosing a menu entry by its words', () => {
  it('moves down from the cursor on the first choice of an unnumbered menu', () => {
    // 2.1.332 draws 'No, exit' first, with the cursor on it
    expect(keysToChoose(screen('trust-folder-2.1.332__120x40'), /^Yes, I trust/)).toEqual(['Down', 'Enter']);
  });

  it('moves up when the cursor starts below the choice', () => {
    expect(keysToChoose(screen('auth-api-key-detected-2.1.332__120x40'), /^Yes$/)).toEqual(['Up', 'Enter']);
  });

  it('reads numbered choices, passing over the description lines under them', () => {
    expect(keysToChoose(screen('auth-login-method-2.1.332__120x40'), /^3rd-party/)).toEqual(['Down', 'Down', 'Enter']);
    expect(keysToChoose(screen('auth-login-method-2.1.332__120x40'), /^Claude account/)).toEqual(['Enter']);
  });

  it('gives null when no choice has those words', () => {
    expect(keysToChoose(screen('trust-folder-2.1.332__120x40'), /^Trust and continue/)).toBeNull();
  });
});
