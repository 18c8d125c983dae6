// Reads a capture with ANSI escapes into a Screen: a tmux capture row by row, anything else as a PTY stream.

import { isTmuxCapture } from './ansi-escapes.js';
import { renderAnsiStream } from './ansi-stream.js';
import { renderTmuxCapture } from './ansi-tmux.js';
import { checkGeometryOptions } from './geometry.js';
import type { GeometryOptions } from './options.js';
import type { Screen } from './types.js';

export function readAnsiScreen(text: string, options: GeometryOptions = {}): Promise<Screen> {
  checkGeometryOptions(options);
  return isTmuxCapture(text) ? renderTmuxCapture(text, options) : renderAnsiStream(text, options);
}
