// The progress line: when it shows, how often it is redrawn, and that it leaves nothing behind.
import { describe, expect, it } from 'vitest';
import { createProgressLine, describeBytes, describeCount, type ProgressStream } from '../../src/cli/progress-line.js';

interface FakeTerminal extends ProgressStream {
  readonly written: string[];
}

function stream(isTTY: boolean, columns = 80): FakeTerminal {
  const written: string[] = [];
  return { isTTY, columns, written, write: (text: string) => written.push(text) };
}

/** A progress line on `out` whose clock the test moves. */
function lineOn(out: ProgressStream, env: NodeJS.ProcessEnv = {}) {
  let clock = 0;
  const line = createProgressLine({ stream: out, env, now: () => clock, describe: (done, total) => `work ${done}/${total ?? '?'}` });
  return { line, at: (ms: number) => (clock = ms) };
}

describe('createProgressLine', () => {
  it('on a terminal, shows nothing in the first second, then redraws in place at most every 200 ms', () => {
    const out = stream(true);
    const { line, at } = lineOn(out);
    at(999);
    line.update(1, 10);
    expect(out.written).toEqual([]);
    at(1000);
    line.update(2, 10);
    at(1100);
    line.update(3, 10);
    at(1200);
    line.update(4, 10);
    expect(out.written).toEqual(['\rwork 2/10\x1b[K', '\rwork 4/10\x1b[K']);
  });

  it('erases the line at the end, and only if it drew one', () => {
    const quiet = stream(true);
    const short = lineOn(quiet);
    short.line.update(1, 2);
    short.line.end();
    expect(quiet.written).toEqual([]);

    const out = stream(true);
    const { line, at } = lineOn(out);
    at(1500);
    line.update(1, 2);
    line.end();
    expect(out.written.at(-1)).toBe('\r\x1b[K');
    at(5000);
    line.update(2, 2);
    expect(out.written).toHaveLength(2);
  });

  it('takes the line off for other output and draws it again at the next redraw time', () => {
    const out = stream(true);
    const { line, at } = lineOn(out);
    at(1000);
    line.update(1, 3);
    line.hide();
    line.hide();
    expect(out.written).toEqual(['\rwork 1/3\x1b[K', '\r\x1b[K']);
    at(1100);
    line.update(2, 3);
    expect(out.written).toHaveLength(2);
    at(1200);
    line.update(2, 3);
    expect(out.written.at(-1)).toBe('\rwork 2/3\x1b[K');
  });

  it('cuts a line wider than the terminal, one column short of its width', () => {
    const out = stream(true, 12);
    const { line, at } = lineOn(out);
    at(1000);
    line.update(123456, 999999);
    expect(out.written).toEqual(['\rwork 12345…\x1b[K']);
  });

  it('without a terminal shows nothing, unless PTYSCREEN_PROGRESS=1: then a line every two seconds from the start', () => {
    const piped = stream(false);
    const off = lineOn(piped);
    expect(off.line.shows).toBe(false);
    off.at(5000);
    off.line.update(1, 2);
    expect(piped.written).toEqual([]);

    const log = stream(false);
    const { line, at } = lineOn(log, { PTYSCREEN_PROGRESS: '1' });
    expect(line.shows).toBe(true);
    line.update(1, 4);
    at(1999);
    line.update(2, 4);
    at(2000);
    line.update(3, 4);
    line.end();
    expect(log.written).toEqual(['work 1/4\n', 'work 3/4\n']);
  });

  it('treats a dumb terminal, which cannot erase a line, as no terminal', () => {
    const dumb = stream(true);
    const off = lineOn(dumb, { TERM: 'dumb' });
    expect(off.line.shows).toBe(false);
    const asked = stream(true);
    const { line } = lineOn(asked, { TERM: 'dumb', PTYSCREEN_PROGRESS: '1' });
    line.update(1, 2);
    line.end();
    expect(asked.written).toEqual(['work 1/2\n']);
  });

  it('PTYSCREEN_PROGRESS=0 hides it on a terminal too; =1 shows it there from the start', () => {
    const hidden = stream(true);
    const off = lineOn(hidden, { PTYSCREEN_PROGRESS: '0' });
    off.at(5000);
    off.line.update(1, 2);
    expect(hidden.written).toEqual([]);

    const shown = stream(true);
    lineOn(shown, { PTYSCREEN_PROGRESS: '1' }).line.update(1, 2);
    expect(shown.written).toEqual(['\rwork 1/2\x1b[K']);
  });
});

describe('progress texts', () => {
  it('bytes: a share of the total in MiB, or what was read when the total is unknown', () => {
    expect(describeBytes(48 << 20, 109 << 20)).toBe('44% (48 of 109 MiB)');
    expect(describeBytes(1 << 19, 4 << 20)).toBe('12% (0.5 of 4.0 MiB)');
    expect(describeBytes(3 << 20, undefined)).toBe('3.0 MiB');
    expect(describeBytes(110 << 20, 109 << 20)).toBe('100% (110 of 109 MiB)');
  });

  it('counts: done of total and the share', () => {
    expect(describeCount(3412, 10000, 'captures')).toBe('3,412 of 10,000 captures (34%)');
    expect(describeCount(7, undefined, 'captures')).toBe('7 captures');
  });
});
