// Renders a `tmux capture-pane -p -e` capture through the emulator, one pane row per line.

import { stripCaptureEscapes } from './ansi-escapes.js';
import { stripControls, stripControlsButEscape } from '../text/controls.js';
import { paneRows, splitLines } from '../text/lines.js';
import type { GeometryOptions } from '../options.js';
import { createEmulator, feed, visibleLines } from '../terminal/terminal.js';
import { cleanTextLine, expandTabs, widestLine } from '../text/text.js';
import type { Screen } from '../types.js';
import { dropUnjoinedZeroWidth } from '../terminal/zero-width.js';

// Cells one emulator holds at a time (xterm keeps 12 bytes a cell): a capture with more is rendered in slices.
const CELL_BUDGET = 1 << 21;
// Past this width an emulator row alone outgrows the budget; SGR draws nothing, so the stripped text is the render.
const MAX_RENDER_COLS = CELL_BUDGET;

export async function renderTmuxCapture(text: string, options: GeometryOptions = {}): Promise<Screen> {
  const styled = paneRows(splitLines(text), options.rows).map((line) => dropUnjoinedZeroWidth(stripControlsButEscape(line)));
  const plain = styled.map(stripCaptureEscapes);
  const expectedLines = plain.map(cleanTextLine);
  const cols = options.cols ?? widestLine(expectedLines);
  const rows = Math.max(options.rows ?? 0, styled.length);
  // Wide enough for every line untrimmed, so that nothing wraps: a tmux capture's rows are the pane's rows.
  const renderCols = Math.max(1, widestLine(plain.map((line) => expandTabs(stripControls(line)))));
  if (styled.length === 0 || renderCols > MAX_RENDER_COLS) return { lines: expectedLines, cols, rows };

  const sliceRows = Math.max(1, Math.floor(CELL_BUDGET / renderCols));
  const lines: string[] = [];
  for (let start = 0; start < styled.length; start += sliceRows) {
    const slice = styled.slice(start, start + sliceRows);
    const terminal = createEmulator({ cols: renderCols, rows: slice.length });
    try {
      await feed(terminal, slice.join('\r\n'));
      lines.push(...visibleLines(terminal));
    } finally {
      terminal.dispose();
    }
  }
  return { lines, cols, rows };
}
