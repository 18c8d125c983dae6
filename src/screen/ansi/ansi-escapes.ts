// Recognises the escape sequences in a capture: which ones a tmux capture may hold, and how to strip them all.

// `tmux capture-pane -e` emits SGR only, and newer tmux OSC 8 hyperlinks; neither moves the cursor.
export const CAPTURE_ESCAPE = /\x1b\[[0-9;:]*m|\x1b\]8;[^\x07\x1b]*(?:\x07|\x1b\\)/;
const CAPTURE_ESCAPES = new RegExp(CAPTURE_ESCAPE.source, 'g');
// A CR that is not part of CRLF, backspace, VT and FF all move the cursor, so the text is a stream.
const CURSOR_CONTROLS = /\r(?!\n)|[\b\v\f]/;

// CSI, OSC/DCS/APC/PM strings, charset designations and two-byte escapes: enough to measure a stream's text.
const ANY_ESCAPE =
  /\x1b\[[0-?]*[ -/]*[@-~]|\x1b[\]P_^X][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b[()*+#%][\x20-\x7e]?|\x1b[\x20-\x7e]?/g;

/** True for `tmux capture-pane -e` output: styled lines, nothing that moves the cursor. */
export function isTmuxCapture(text: string): boolean {
  if (CURSOR_CONTROLS.test(text)) return false;
  return !text.replace(CAPTURE_ESCAPES, '').includes('\x1b');
}

export function stripCaptureEscapes(text: string): string {
  return text.replace(CAPTURE_ESCAPES, '');
}

export function stripAllEscapes(text: string): string {
  return text.replace(ANY_ESCAPE, '');
}
