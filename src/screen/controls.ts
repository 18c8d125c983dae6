// Control characters a screen line must not carry: C0 (but tab), DEL and C1.

const CONTROLS = /[\x00-\x08\x0a-\x1f\x7f-\x9f]/g;
const CONTROLS_BUT_ESC = /[\x00-\x08\x0a-\x1a\x1c-\x1f\x7f-\x9f]/g;

export function stripControls(line: string): string {
  return line.replace(CONTROLS, '');
}

/** As stripControls, keeping ESC so that SGR sequences survive for the emulator. */
export function stripControlsButEscape(line: string): string {
  return line.replace(CONTROLS_BUT_ESC, '');
}
