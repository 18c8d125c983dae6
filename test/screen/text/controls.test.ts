// The control characters a screen line must not carry, with and without ESC kept for the emulator.
import { describe, expect, it } from 'vitest';
import { stripControls, stripControlsButEscape } from '../../../src/screen/text/controls.js';

describe('stripControls', () => {
  it('drops C0 but tab, DEL, C1 and a BOM', () => {
    expect(stripControls('a\u0000b\u0007c\u001bd\u007fe\u0085f\u009bg\ufeffh')).toBe('abcdefgh');
    expect(stripControls('a\rb\nc')).toBe('abc');
  });

  it('keeps tab and every printable character, no-break space and bidi characters included', () => {
    expect(stripControls('a\tb\u00a0é中😀\u202e')).toBe('a\tb\u00a0é中😀\u202e');
  });
});

describe('stripControlsButEscape', () => {
  it('keeps ESC, so SGR sequences reach the emulator, and drops the rest', () => {
    expect(stripControlsButEscape('\u001b[31mred\u001b[0m\u0000\u0007\ufeff')).toBe('\u001b[31mred\u001b[0m');
    expect(stripControlsButEscape('a\u001a\u001cb')).toBe('ab');
  });
});
