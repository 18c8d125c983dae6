// Line handling shared by every reader: splitting on \n or \r\n and trimming the spaces a terminal pads with.

// Only U+0020: a no-break space at the end of a line is content (Claude Code's composer prompt ends in one).
const TRAILING_SPACES = / +$/;

export function trimTrailingSpaces(line: string): string {
  return line.charCodeAt(line.length - 1) === 0x20 ? line.replace(TRAILING_SPACES, '') : line;
}

/** Lines of a capture; the newline that ends the last line does not start another. */
export function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split(/\r?\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/**
 * The rows a pane shows now. A capture saved with the pane's history (`tmux capture-pane -p -S -`)
 * holds more lines than the pane has rows: those above the last `rows` had scrolled off, and a dialog
 * answered there is no longer on screen. Without a known height every line is taken as on screen.
 */
export function paneRows<T>(lines: readonly T[], rows: number | undefined): readonly T[] {
  return rows !== undefined && lines.length > rows ? lines.slice(lines.length - rows) : lines;
}
