// How far long work has got, on one line of standard error: what a person at a terminal watches while
// a big recording, a long transcript or a batch of thousands of captures goes through.

/** The stream a progress line is written to: standard error, or a test's stand-in. */
export interface ProgressStream {
  readonly isTTY?: boolean;
  readonly columns?: number;
  write(text: string): unknown;
}

export interface ProgressLineOptions {
  /** The line for `done` of `total` (total undefined when unknown, as for standard input). */
  readonly describe: (done: number, total: number | undefined) => string;
  readonly stream?: ProgressStream;
  readonly env?: NodeJS.ProcessEnv;
  /** Milliseconds, for tests; performance.now by default. */
  readonly now?: () => number;
}

export interface ProgressLine {
  /** False when nothing will ever be shown (not a terminal, or PTYSCREEN_PROGRESS=0): skip the counting. */
  readonly shows: boolean;
  /** Cheap enough to call per chunk or per file: it writes at most every few hundred milliseconds. */
  readonly update: (done: number, total?: number) => void;
  /** Takes the line off the terminal before other output; a later update puts it back. */
  hide(): void;
  /** Takes the line off for good. */
  end(): void;
}

/** Work that ends within this long never shows a line at all: no flicker on short runs. */
const DELAY_MS = 1000;
/** How often a terminal's line is redrawn. */
const REDRAW_MS = 200;
/** How often a line is added to a log (PTYSCREEN_PROGRESS=1 without a terminal). */
const LOG_EVERY_MS = 2000;
const ERASE = '\r\x1b[K';

const OFF: ProgressLine = { shows: false, update() {}, hide() {}, end() {} };

/**
 * A progress line on a terminal, drawn once the work has run for a second and redrawn in place.
 * Off when standard error is not a terminal (or is TERM=dumb), unless PTYSCREEN_PROGRESS=1, which
 * shows it from the start, and without a terminal as a line of its own every two seconds (for CI
 * logs); PTYSCREEN_PROGRESS=0 turns it off everywhere. Standard output is never written to, so
 * --json and pipes are unaffected.
 */
export function createProgressLine(options: ProgressLineOptions): ProgressLine {
  const stream = options.stream ?? process.stderr;
  const env = options.env ?? process.env;
  const asked = env.PTYSCREEN_PROGRESS;
  // A dumb terminal cannot erase a line: it is written to as a log is.
  const terminal = stream.isTTY === true && env.TERM !== 'dumb';
  if (asked === '0' || (asked !== '1' && !terminal)) return OFF;
  const now = options.now ?? (() => performance.now());
  const started = now();
  let nextAt = asked === '1' ? started : started + DELAY_MS;
  let shown = false;
  const erase = (): void => {
    if (shown) stream.write(ERASE);
    shown = false;
  };
  // A line left half drawn when Ctrl-C ends the process would run into the shell's prompt.
  if (terminal) process.once('exit', erase);

  return {
    shows: true,
    update(done, total) {
      const at = now();
      if (at < nextAt) return;
      nextAt = at + (terminal ? REDRAW_MS : LOG_EVERY_MS);
      const text = options.describe(done, total);
      if (!terminal) {
        stream.write(`${text}\n`);
        return;
      }
      // One character short of the width: writing into the last column wraps some terminals.
      const width = Math.max(10, (stream.columns ?? 80) - 1);
      stream.write(`\r${text.length > width ? `${text.slice(0, width - 1)}…` : text}\x1b[K`);
      shown = true;
    },
    // Drawn again at the next redraw time, not at once: output line by line would otherwise
    // redraw it after every line.
    hide: erase,
    end() {
      erase();
      nextAt = Number.POSITIVE_INFINITY;
      if (terminal) process.off('exit', erase);
    },
  };
}

/** `45% (48 of 109 MiB)`, or `48 MiB` when the total is unknown. */
export function describeBytes(done: number, total: number | undefined): string {
  const mib = (bytes: number): string => (bytes / (1 << 20)).toFixed(bytes < 10 << 20 ? 1 : 0);
  if (total === undefined || total <= 0) return `${mib(done)} MiB`;
  return `${percent(done, total)} (${mib(done)} of ${mib(total)} MiB)`;
}

/** `3,412 of 10,000 captures (34%)`. */
export function describeCount(done: number, total: number | undefined, noun: string): string {
  const count = (n: number): string => n.toLocaleString('en-US');
  if (total === undefined) return `${count(done)} ${noun}`;
  return `${count(done)} of ${count(total)} ${noun} (${percent(done, total)})`;
}

function percent(done: number, total: number): string {
  return `${Math.min(100, Math.floor((done / total) * 100))}%`;
}
