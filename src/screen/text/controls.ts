// Control characters a screen line must not carry: C0 (but tab), DEL, C1, and U+FEFF.

// U+FEFF (a byte-order mark inside the text) draws nothing: the emulator drops it, so the text reader
// does too, or the same screen would read differently as text and as ANSI (found by `npm run fuzz`).
const CONTROLS = /[\x00-\x08\x0a-\x1f\x7f-\x9f\ufeff]/g;
const CONTROLS_BUT_ESC = /[\x00-\x08\x0a-\x1a\x1c-\x1f\x7f-\x9f\ufeff]/g;

// The same characters but the newline: what a whole capture holds that stripControls would drop from its lines.
const CONTROLS_IN_TEXT = /[\x00-\x08\x0b-\x1f\x7f-\x9f\ufeff]/;

/** True when some line of `text` has a character stripControls drops (a \r before \n counts: splitting drops it anyway). */
export function hasControls(text: string): boolean {
  return CONTROLS_IN_TEXT.test(text);
}

export function stripControls(line: string): string {
  return line.replace(CONTROLS, '');
}

/** As stripControls, keeping ESC so that SGR sequences survive for the emulator. */
export function stripControlsButEscape(line: string): string {
  return line.replace(CONTROLS_BUT_ESC, '');
}
