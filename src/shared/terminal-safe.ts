// Makes text safe to print on a terminal: control and bidi characters are shown as \uXXXX, never acted on.

// File names, pack problems and replayed prompts come from strangers: an ESC in one could retitle
// or repaint the terminal (an 8-bit CSI, U+009B, on some), a bidi override could reorder a line.
// Tab and newline stay: messages use them. U+2028/U+2029 and lone surrogates do not.
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]|\p{Cs}/gu;

/**
 * `text` with every unsafe character written as a `\uXXXX` escape. On JSON text this is lossless:
 * such characters can only sit inside strings, where the escape decodes to the same character.
 */
export function terminalSafe(text: string): string {
  return text.replace(UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
