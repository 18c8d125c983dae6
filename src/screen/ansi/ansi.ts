// Reads a capture with ANSI escapes into a Screen: a tmux capture row by row, anything else as a PTY stream.

import { disarmStrayEscapes, isTmuxCapture } from './ansi-escapes.js';
import { renderAnsiStream } from './ansi-stream.js';
import { renderTmuxCapture } from './ansi-tmux.js';
import { wellFormed } from '../text/decode.js';
import { checkGeometryOptions } from '../geometry.js';
import type { GeometryOptions } from '../options.js';
import type { Screen } from '../types.js';

export function readAnsiScreen(text: string, options: GeometryOptions = {}): Promise<Screen> {
  checkGeometryOptions(options);
  const wellFormedText = wellFormed(text);
  return isTmuxCapture(wellFormedText) ? renderTmuxCapture(disarmStrayEscapes(wellFormedText), options) : renderAnsiStream(wellFormedText, options);
}
