// Teaches the emulator our cell widths, so emoji take two cells as they do in tmux and in the agents' layout.

import type { IUnicodeVersionProvider } from '@xterm/headless';
import { cellWidth } from './cell-width.js';

export const UNICODE_VERSION = 'ptyscreen-15';

// xterm packs a character's properties as (state << 3) | (width << 1) | shouldJoin; its built-in
// provider joins a zero-width character onto the cell before it, and so does this one.
function packProperties(width: number, shouldJoin: boolean): number {
  return ((width & 3) << 1) | (shouldJoin ? 1 : 0);
}

function widthOf(properties: number): number {
  return (properties >> 1) & 3;
}

export const unicodeProvider: IUnicodeVersionProvider = {
  version: UNICODE_VERSION,
  wcwidth: cellWidth,
  charProperties(codePoint: number, preceding: number): number {
    let width: number = cellWidth(codePoint);
    let shouldJoin = width === 0 && preceding !== 0;
    if (shouldJoin) {
      const precedingWidth = widthOf(preceding);
      if (precedingWidth === 0) shouldJoin = false;
      else if (precedingWidth > width) width = precedingWidth;
    }
    return packProperties(width, shouldJoin);
  },
};
