// A dialog that fills the screen before a session (sign-in, folder trust, an update, a provider's
// set-up) shows neither banner nor footer. Under `node`, which every pack tolerates, its own words
// must still name the vendor: real captures, read as the CLI reads them.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanScreen } from '../../src/classify/index.js';
import { identify } from '../../src/classify/identify.js';
import { loadPacks } from '../../src/packs/index.js';
import { readCaptureFolder } from '../../src/screen/index.js';
import { fixtureLines } from '../support/fixtures.js';

const { set } = loadPacks({ npm: false, config: false, screens: 'varied' });

function namedVendor(lines: readonly string[]): string | null {
  const identity = identify(set, { process: 'node' }, () => scanScreen(set, lines));
  return identity.kind === 'candidates' ? (identity.vendor?.id ?? null) : null;
}

describe('full-screen dialogs name their vendor', () => {
  it.each([
    ['codex', 'trust-folder-signed-in-0.77.0__120x40'],
    ['codex', 'trust-folder-signed-in-0.149.0__120x40'],
    ['codex', 'trust-folder-0.171.0__120x40'],
    ['codex', 'update-available-prompt-0.118.0__120x40'],
    ['codex', 'onboarding-model-nudge-0.118.0__120x40'],
    ['gemini-cli', 'auth-google-code-entry-0.45.2__120x40'],
    ['gemini-cli', 'trust-folder-onboarded-0.45.2__120x40'],
    ['gemini-cli', 'ready-after-permission-0.19.1__120x40'],
    ['letta-code', 'login-select-0.32.18__120x40'],
    ['qwen-code', 'auth-coding-plan-api-key-0.24.4__120x40'],
    ['qwen-code', 'auth-custom-provider-review-0.21.10__120x40'],
    ['qwen-code', 'auth-third-party-provider-select-0.24.4__120x40'],
    ['copilot-cli', 'permission-shell-1.0.71__120x40'],
    ['continue', 'auth-api-key-prompt-1.5.47__120x40'],
    ['continue', 'auth-method-select-1.5.43__120x40'],
  ])('%s %s', async (pack, name) => {
    expect(namedVendor(await fixtureLines(set, pack, name))).toBe(pack);
  });
});

describe('a start-up question names its vendor only while it waits', () => {
  // The same question above the shell's prompt, once cn exited under it: nothing names Continue.
  it.each(['shell-after-invalid-key-1.5.47__120x40', 'shell-after-invalid-key-1.5.43__120x40'])('continue %s', async (name) => {
    expect(namedVendor(await fixtureLines(set, 'continue', name))).toBeNull();
  });
});

describe('identity never names another vendor', () => {
  // Every fixture at 120x40 read under `node`: a marker that names the wrong vendor would have that
  // vendor's rules read the screen alone.
  it('on any fixture of any pack', async () => {
    const wrong: string[] = [];
    let named = 0;
    for (const pack of set.packs) {
      const fixtures = join(pack.dir, 'fixtures');
      for (const name of readdirSync(fixtures).filter((entry) => entry.endsWith('__120x40'))) {
        const vendor = namedVendor((await readCaptureFolder(join(fixtures, name))).lines);
        if (vendor !== null) named++;
        if (vendor !== null && vendor !== pack.id) wrong.push(`${pack.id}/${name} → ${vendor}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(named).toBeGreaterThan(1000);
  });
});
