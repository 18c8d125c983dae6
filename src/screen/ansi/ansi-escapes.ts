// Recognises the escape sequences in a capture: which ones a tmux capture may hold, and how to strip them all.

// `tmux capture-pane -e` emits SGR only, and newer tmux OSC 8 hyperlinks; neither moves the cursor.
export const CAPTURE_ESCAPE = /\x1b\[[0-9;:]*m|\x1b\]8;[^\x07\x1b]*(?:\x07|\x1b\\)/;
const CAPTURE_ESCAPES = new RegExp(CAPTURE_ESCAPE.source, 'g');
// A CR that is not part of CRLF, backspace, VT and FF all move the cursor, so the text is a stream.
const CURSOR_CONTROLS = /\r(?!\n)|[\b\v\f]/;

// CSI, OSC/DCS/APC/PM strings, charset designations and two-byte escapes: enough to measure a stream's text.
const ANY_ESCAPE =
  /\x1b\[[0-?]*[ -/]*[@-~]|\x1b[\]P_^X][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b[()*+#%][\x20-\x7e]?|\x1b[\x20-\x7e]?/g;

// An escape a capture may hold, or else one left unfinished: ESC, and the `[` and parameters of an SGR
// that lost its final `m` (the letter after them is the text it was to colour).
const CAPTURE_OR_STRAY = new RegExp(`(${CAPTURE_ESCAPE.source})|\x1b(?:\[[0-9;:]*)?`, 'g');
// Styled rows and rows of text for each stray escape a damaged capture may have; a PTY stream's lines end in CRLF.
const CAPTURE_ESCAPES_PER_STRAY = 8;
const ROWS_PER_STRAY = 8;

/** Matches of a global pattern. */
function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

/**
 * True for `tmux capture-pane -e` output: styled lines, nothing that moves the cursor. A capture saved
 * by hand can lose a byte, leaving an escape unfinished; a few such among many styled rows, in a
 * file of bare-LF lines, still make a capture (whose stray escapes `disarmStrayEscapes` reads as text),
 * not a stream to replay in a size guessed from it.
 */
export function isTmuxCapture(text: string): boolean {
  if (CURSOR_CONTROLS.test(text)) return false;
  const rest = text.replace(CAPTURE_ESCAPES, '');
  if (!rest.includes('\x1b')) return true;
  if (text.includes('\r\n')) return false;
  const stray = count(rest, /\x1b/g);
  return count(text, CAPTURE_ESCAPES) >= stray * CAPTURE_ESCAPES_PER_STRAY && count(text, /\n/g) >= stray * ROWS_PER_STRAY;
}

/** A capture's escapes, with the ones left unfinished taken out so that what follows them reads as text. */
export function disarmStrayEscapes(text: string): string {
  return text.replace(CAPTURE_OR_STRAY, (_escape, capture: string | undefined) => capture ?? '');
}

export function stripCaptureEscapes(text: string): string {
  return text.replace(CAPTURE_ESCAPES, '');
}

export function stripAllEscapes(text: string): string {
  return text.replace(ANY_ESCAPE, '');
}
