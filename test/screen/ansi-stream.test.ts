import { describe, expect, it } from 'vitest';
import { isTmuxCapture } from '../../src/screen/ansi/ansi-escapes.js';
import { guessStreamGeometry } from '../../src/screen/ansi/ansi-stream.js';
import { readAnsiScreen } from '../../src/screen/ansi/ansi.js';

const ESC = '\x1b';
const size = { cols: 20, rows: 6 };

describe('a raw PTY stream', () => {
  it('is told apart from a tmux capture by anything that moves the cursor', () => {
    expect(isTmuxCapture(`${ESC}[1;31mred${ESC}[0m\nplain\n`)).toBe(true);
    expect(isTmuxCapture(`${ESC}]8;;https://x.test${ESC}\\link${ESC}]8;;${ESC}\\\n`)).toBe(true);
    expect(isTmuxCapture('crlf lines\r\nare fine\r\n')).toBe(true);
    expect(isTmuxCapture(`${ESC}[5;10Hx`)).toBe(false);
    expect(isTmuxCapture('progress 10%\rprogress 20%')).toBe(false);
    expect(isTmuxCapture(`${ESC}[?1049h`)).toBe(false);
  });

  it('places text at a cursor address', async () => {
    const screen = await readAnsiScreen(`${ESC}[5;10Hhere`, size);
    expect(screen.lines).toEqual(['', '', '', '', '         here', '']);
    expect(screen).toMatchObject(size);
  });

  it('erases the display with ESC[2J and the rest of a line with ESC[K', async () => {
    const screen = await readAnsiScreen(`old text\r\nmore old${ESC}[2J${ESC}[Hfresh line${ESC}[1;6H${ESC}[K\r\nkept`, size);
    expect(screen.lines).toEqual(['fresh', 'kept', '', '', '', '']);
  });

  it('shows the alternate screen while it is up, and the main screen after it is left', async () => {
    const main = 'shell prompt $ ';
    const inAlternate = await readAnsiScreen(`${main}${ESC}[?1049h${ESC}[H${ESC}[2Jfull-screen app`, size);
    expect(inAlternate.lines[0]).toBe('full-screen app');
    expect(inAlternate.lines.join('\n')).not.toContain('shell prompt');
    const afterwards = await readAnsiScreen(`${main}${ESC}[?1049h${ESC}[H${ESC}[2Jfull-screen app${ESC}[?1049l`, size);
    expect(afterwards.lines[0]).toBe('shell prompt $');
  });

  it('lays wide characters out in two cells each, as tmux does', async () => {
    const screen = await readAnsiScreen(`中文${ESC}[1;5Hx\r\n😀${ESC}[2;3Hy\r\n`, size);
    expect(screen.lines.slice(0, 2)).toEqual(['中文x', '😀y']);
  });

  it('wraps a wide character that does not fit at the end of the row', async () => {
    const screen = await readAnsiScreen(`${ESC}[H${'x'.repeat(19)}中`, size);
    expect(screen.lines.slice(0, 2)).toEqual(['x'.repeat(19), '中']);
  });

  it('scrolls, keeping the last rows on screen', async () => {
    const text = Array.from({ length: 10 }, (_, i) => `line ${i}`).join('\r\n');
    const screen = await readAnsiScreen(`${ESC}[H${text}`, size);
    expect(screen.lines).toEqual(['line 4', 'line 5', 'line 6', 'line 7', 'line 8', 'line 9']);
  });

  it('without a given size, grows a usual 80x24 terminal to what the stream addresses', () => {
    expect(guessStreamGeometry('hi\r\n')).toEqual({ cols: 80, rows: 24 });
    expect(guessStreamGeometry(`${ESC}[40;100Hx${ESC}[1;120r`)).toEqual({ cols: 100, rows: 120 });
    expect(guessStreamGeometry(`${'y'.repeat(130)}\r\n`)).toEqual({ cols: 130, rows: 24 });
  });
});

describe('a tmux capture with escapes', () => {
  it('keeps every row, unwrapped, and reports the given width', async () => {
    const wide = `${ESC}[1m${'w'.repeat(150)}${ESC}[0m`;
    const screen = await readAnsiScreen(`${wide}\n${ESC}[32mok${ESC}[39m\n`, { cols: 120, rows: 40 });
    expect(screen.lines).toEqual(['w'.repeat(150), 'ok']);
    expect(screen).toMatchObject({ cols: 120, rows: 40 });
  });

  it('takes its geometry from its content when none is given', async () => {
    const screen = await readAnsiScreen(`${ESC}[31mabc${ESC}[0m\n中文字符\n`);
    expect(screen).toEqual({ lines: ['abc', '中文字符'], cols: 8, rows: 2 });
  });

  it('renders more rows than one emulator slice holds', async () => {
    const lines = Array.from({ length: 3000 }, (_, i) => `${ESC}[3${i % 8}mrow ${i}${ESC}[0m ${'.'.repeat(1000)}`);
    const screen = await readAnsiScreen(lines.join('\n'));
    expect(screen.lines).toHaveLength(3000);
    expect(screen.lines[2999]).toBe(`row 2999 ${'.'.repeat(1000)}`);
  });
});

describe('a tmux capture saved with damage or history', () => {
  const styledRows = (count: number): string[] => Array.from({ length: count }, (_, i) => `${ESC}[3${i % 8}mrow ${i}${ESC}[0m`);

  it('reads one unfinished escape among styled rows as text, not as a stream to replay', async () => {
    const rows = styledRows(12);
    rows[5] = `${ESC}[1;32choice${ESC}[0m`;
    const text = rows.join('\n');
    expect(isTmuxCapture(text)).toBe(true);
    const screen = await readAnsiScreen(text, { cols: 30, rows: 12 });
    expect(screen.lines[5]).toBe('choice');
    expect(screen.lines[11]).toBe('row 11');
  });

  it('still replays a stream: CRLF lines, or escapes that are not styling', () => {
    const rows = styledRows(12);
    rows[5] = `${ESC}[1;32choice`;
    expect(isTmuxCapture(rows.join('\r\n'))).toBe(false);
    expect(isTmuxCapture(`${ESC}[31mred${ESC}[0m\n${ESC}[2J${ESC}[Hfresh\n`)).toBe(false);
  });

  it('shows only the pane\'s last rows when a capture holds its history too', async () => {
    const text = `${styledRows(30).join('\n')}\n`;
    const screen = await readAnsiScreen(text, { cols: 20, rows: 6 });
    expect(screen.lines).toEqual(['row 24', 'row 25', 'row 26', 'row 27', 'row 28', 'row 29']);
    expect(screen.rows).toBe(6);
  });
});
