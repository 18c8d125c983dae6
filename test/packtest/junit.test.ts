// Text in JUnit XML: markup escaped, and characters XML 1.0 cannot hold at all replaced.
import { describe, expect, it } from 'vitest';
import { escapeXml } from '../../src/packtest/junit.js';

describe('escapeXml', () => {
  it('escapes the five markup characters', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;');
  });

  it('keeps tab, newline, carriage return and any character XML allows', () => {
    expect(escapeXml('a\tb\nc\rd é 中 😀')).toBe('a\tb\nc\rd é 中 😀');
  });

  it('replaces control characters, lone surrogates and U+FFFE with U+FFFD', () => {
    expect(escapeXml('\u0000\u001b[31m\u0007')).toBe('\ufffd\ufffd[31m\ufffd');
    expect(escapeXml('x\ud800y\uffff')).toBe('x\ufffdy\ufffd');
    expect(escapeXml('\ufffe')).toBe('\ufffd');
  });
});
