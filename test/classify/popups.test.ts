// The composer's own completion list (slash commands being typed) is not a dialog: real captures of
// Continue's slash menu read as ready by the generic layer alone, and real dialogs with a menu stay
// gates. The short screens at the end are synthetic (hand-written, named as such).
import { describe, expect, it } from 'vitest';
import { classifyLines } from '../../src/classify/index.js';
import { loadPacks } from '../../src/packs/index.js';
import { fixtureLines } from '../support/fixtures.js';

const { set } = loadPacks({ npm: false, config: false });

function lines(pack: string, name: string): Promise<readonly string[]> {
  return fixtureLines(set, pack, name);
}

const generic = { vendor: 'generic', process: 'some-agent' };

describe('a completion list under the composer, read by the generic layer alone', () => {
  it.each(['ready-slash-menu-exit-1.5.43__120x40', 'ready-slash-menu-exit-1.5.47__120x40', 'ready-slash-menu-exit-1.5.47__80x24'])('continue %s is ready', async (name) => {
    expect(classifyLines(set, await lines('continue', name), generic)).toMatchObject({ state: 'ready', vendor: 'generic' });
  });

  it.each([
    ['claude-code', 'trust-folder-2.1.332__120x40', 'trust'],
    ['codex', 'approval-command-0.171.0__120x40', 'permission'],
    ['gemini-cli', 'trust-folder-0.61.0__120x40', 'trust'],
  ])('a real dialog stays a gate: %s %s', async (pack, name, kind) => {
    expect(classifyLines(set, await lines(pack, name), generic)).toMatchObject({ state: 'operator_gate', gate: { kind } });
  });

  // Synthetic: a menu whose rows name paths, not commands, is still a dialog.
  const MENU_OF_PATHS = ['Allow edits to these files?', '', '❯ 1. Yes', '  2. No', '', '  /tmp/project/a.txt    new file', '  /tmp/project/b.txt    modified'];
  const SLASH_MENU = ['Ask anything', '', '╭────────────────────╮', '│ ● /ex              │', '╰────────────────────╯', '    /exit      Exit the chat', '    /export    Save the chat', '  ↑/↓ to navigate, Enter to select'];

  it('synthetic: rows of paths are not a completion list', () => {
    expect(classifyLines(set, MENU_OF_PATHS, generic)).toMatchObject({ state: 'operator_gate', gate: { kind: 'permission' } });
  });

  it('synthetic: rows of slash commands with descriptions are', () => {
    expect(classifyLines(set, SLASH_MENU, generic)).toMatchObject({ state: 'ready' });
  });
});
