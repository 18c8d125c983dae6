// Real captured screens from the built-in packs' fixtures, read the way `classify` reads a .txt capture.

import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { foregroundCommand } from '../../src/screen/folder/process-tree.js';
import { readTextScreen } from '../../src/screen/text/text.js';

export interface FixtureScreen {
  /** `vendor/fixture`. */
  readonly name: string;
  readonly vendor: string;
  readonly file: string;
  /** The pane's foreground process when it was captured (meta.json), as `--process` would give it. */
  readonly process: string | undefined;
  /** Its command line, read from the process tree meta.json keeps, as `watch` reads a live pane's. */
  readonly argv: string | undefined;
  readonly text: string;
  readonly lines: readonly string[];
}

/** Every 120x40 fixture screen.txt under rules/, sorted by name; with `everySize`, those of every size. */
export function fixtureScreens(root: string, everySize = false): FixtureScreen[] {
  const screens: FixtureScreen[] = [];
  const rules = join(root, 'rules');
  for (const vendor of readdirSync(rules).sort()) {
    const fixtures = join(rules, vendor, 'fixtures');
    if (!existsSync(fixtures)) continue;
    for (const fixture of readdirSync(fixtures).sort()) {
      const file = join(fixtures, fixture, 'screen.txt');
      if ((!everySize && !fixture.includes('120x40')) || !existsSync(file)) continue;
      const text = readFileSync(file, 'utf8');
      const metaFile = join(fixtures, fixture, 'meta.json');
      const meta = existsSync(metaFile) ? (JSON.parse(readFileSync(metaFile, 'utf8')) as { pane_current_command?: string; process_tree?: string }) : {};
      const argv = meta.process_tree === undefined ? undefined : foregroundCommand(meta.process_tree);
      screens.push({ name: `${vendor}/${fixture}`, vendor, file, process: meta.pane_current_command, argv, text, lines: readTextScreen(text).lines });
    }
  }
  return screens;
}

/** The screen the one-screen case classifies: Claude Code's composer after a reply, a full 120x40 pane. */
export const ONE_SCREEN = 'claude-code/ready-after-reply__120x40';

export function fixtureScreen(root: string, name: string): FixtureScreen {
  const screen = fixtureScreens(root).find((s) => s.name === name);
  if (screen === undefined) throw new Error(`no fixture ${name}`);
  return screen;
}
