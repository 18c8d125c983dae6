// The one place that drives @xterm/headless: make a terminal, feed it, and read its visible rows back.

import xtermHeadless from '@xterm/headless';
import type { Terminal as XtermTerminal } from '@xterm/headless';
import { trimTrailingSpaces } from '../text/lines.js';
import { UNICODE_VERSION, unicodeProvider } from './unicode-provider.js';

// The package is CommonJS with no named-export hints that Node's ESM loader can see.
const { Terminal } = xtermHeadless;

export type Emulator = XtermTerminal;

export interface EmulatorOptions {
  readonly cols: number;
  readonly rows: number;
  /** Lines kept above the screen: a resize that adds rows pulls them back down, as a real terminal does. */
  readonly scrollback?: number;
}

export function createEmulator({ cols, rows, scrollback = 0 }: EmulatorOptions): Emulator {
  const terminal = new Terminal({ cols, rows, scrollback, allowProposedApi: true, logLevel: 'off' });
  terminal.unicode.register(unicodeProvider);
  terminal.unicode.activeVersion = UNICODE_VERSION;
  return terminal;
}

/** Resolves once the emulator has parsed `data`: xterm's write is asynchronous. */
export function feed(terminal: Emulator, data: string): Promise<void> {
  return new Promise((resolve) => { terminal.write(data, resolve); });
}

/** The rows on screen now, top to bottom, trailing spaces removed. */
export function visibleLines(terminal: Emulator, count = terminal.rows): string[] {
  const buffer = terminal.buffer.active;
  const lines: string[] = [];
  for (let y = 0; y < count; y++) {
    lines.push(trimTrailingSpaces(buffer.getLine(buffer.baseY + y)?.translateToString(true) ?? ''));
  }
  return lines;
}
