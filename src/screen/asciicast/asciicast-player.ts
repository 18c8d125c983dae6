// Feeds a recording's output to the emulator without waiting on it, taking screens at the points asked for.

import { createEmulator, visibleLines, type Emulator } from '../terminal/terminal.js';
import type { Screen } from '../types.js';

// Output is handed to xterm in batches: each write costs bookkeeping, and each wait costs a timer turn.
const BATCH_CHARS = 256 * 1024;
// xterm parses on timers; reading ahead this far keeps it busy while the file is read and parsed,
// and bounds the memory that waits to be parsed.
const MAX_UNPARSED_CHARS = 8 * 1024 * 1024;
// Screens taken but not yet handed on; each is a few kilobytes.
const MAX_WAITING_SCREENS = 64;

export class AsciicastPlayer {
  private readonly terminal: Emulator;
  private pending: string[] = [];
  private pendingChars = 0;
  private unparsedChars = 0;
  private screensAsked = 0;
  private readonly ready: { t: number; screen: Screen }[] = [];

  constructor(cols: number, rows: number) {
    // Rows above the screen let a resize that adds rows pull output back down, as tmux does.
    this.terminal = createEmulator({ cols, rows, scrollback: rows });
  }

  output(data: string): void {
    this.pending.push(data);
    this.pendingChars += data.length;
    if (this.pendingChars >= BATCH_CHARS) this.write();
  }

  /** Resizes once everything before it is parsed: xterm applies a resize at once, not in stream order. */
  resize(cols: number, rows: number): void {
    this.write(() => { this.terminal.resize(cols, rows); });
  }

  /** Takes the screen once everything output so far is parsed; it comes out of `takeReady`. */
  askScreen(t: number): void {
    this.screensAsked++;
    this.write(() => {
      this.screensAsked--;
      this.ready.push({ t, screen: this.screen() });
    });
  }

  get hasReady(): boolean {
    return this.ready.length > 0;
  }

  /** Screens taken so far, oldest first. */
  takeReady(): { t: number; screen: Screen }[] {
    return this.ready.splice(0, this.ready.length);
  }

  /** True when the reader should wait for the emulator before reading on. */
  get isBehind(): boolean {
    return this.unparsedChars >= MAX_UNPARSED_CHARS || this.screensAsked + this.ready.length >= MAX_WAITING_SCREENS;
  }

  /** Resolves once xterm has parsed everything written. */
  drain(): Promise<void> {
    return new Promise((resolve) => { this.write(resolve); });
  }

  dispose(): void {
    this.terminal.dispose();
  }

  private write(then?: () => void): void {
    const data = this.pending.length === 1 ? (this.pending[0] as string) : this.pending.join('');
    this.pending = [];
    this.pendingChars = 0;
    if (data === '' && then === undefined) return;
    this.unparsedChars += data.length;
    this.terminal.write(data, () => {
      this.unparsedChars -= data.length;
      then?.();
    });
  }

  private screen(): Screen {
    return { lines: visibleLines(this.terminal), cols: this.terminal.cols, rows: this.terminal.rows };
  }
}
