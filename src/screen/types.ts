// The Screen: what a terminal shows, as lines of text, whatever the capture format was.

/** The foreground process a capture was taken with, when the capture carries it. */
export interface ProcessSignal {
  /** The process name, as tmux's `#{pane_current_command}` gives it (e.g. `node`, `claude`, `2.1.197`). */
  readonly name?: string | undefined;
  /** The process command line, when known: it names the vendor behind a `node` wrapper. */
  readonly argv?: string | undefined;
}

export interface Screen {
  /** Visible lines, top to bottom, trailing spaces removed. */
  readonly lines: readonly string[];
  readonly cols: number;
  readonly rows: number;
  readonly process?: ProcessSignal | undefined;
  /** The vendor the capture says it shows, when it says. */
  readonly vendor?: string | undefined;
}
