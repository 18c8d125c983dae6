// The command every ptyscreen command extends (oclif's baseFlags pattern): shared flags, exit codes,
// Ctrl-C, standard output going away, the progress line, usage errors in one line, and output files
// written whole.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Input, ParserOutput } from '@oclif/core/interfaces';
import { Command, Flags } from './oclif.js';
import { packPositionalRuns } from './input-order.js';
import { createProgressLine, describeBytes, describeCount, type ProgressLine, type ProgressLineOptions } from './progress-line.js';
import { EXIT_INTERRUPTED, EXIT_TERMINATED, exitOnInterrupt, watchStdout } from './stop-signals.js';
import { EXIT_INVALID, EXIT_OK, PtyscreenError, errnoOf, ioFailure } from '../errors.js';
import type { PackSelection } from '../packs/discover.js';
import { formatProblem, type PackProblem } from '../packs/problems.js';
import { terminalSafe } from '../shared/terminal-safe.js';
import { writeFileAtomic } from '../shared/write-file-atomic.js';

/** The flags of every command that loads packs: which packs, beyond or instead of the built-in ones. */
export const packFlags = {
  pack: Flags.string({
    description: 'also load this pack (a folder holding pack.yaml, or the file); repeatable; overrides packs with its id',
    helpGroup: 'PACK',
    multiple: true,
    // One value per flag: a greedy flag would swallow the PATH arguments that follow it.
    multipleNonGreedy: true,
  }),
  builtin: Flags.boolean({ description: 'load the packs shipped with ptyscreen (rules/ and plugins/); --no-builtin uses only the packs you name', default: true, allowNo: true, helpGroup: 'PACK' }),
  config: Flags.string({ description: 'config file to use instead of the .ptyscreenrc.yaml found upward from here', helpGroup: 'PACK' }),
};

export function packSelectionOf(flags: { pack?: string[] | undefined; builtin: boolean; config?: string | undefined }): PackSelection {
  return { builtin: flags.builtin, packs: flags.pack ?? [], config: flags.config };
}

/*
 * The flags every command speaks alike, where they make sense for it: `--format` chooses what is
 * printed, `--json` is short for `--format json`, `--output FILE` writes it to FILE instead, and
 * `--quiet` prints less. Each command takes them from here, so they mean the same everywhere.
 */

/**
 * `--format` (the first format is the default) and `--json`, its shorthand; oclif rejects the two
 * together. Every command with --format has a json format.
 */
export function formatFlags<const T extends readonly [string, ...string[]]>(formats: T & ('json' extends T[number] ? unknown : never), options: { readonly description: string }) {
  return {
    format: Flags.option({ options: formats, default: formats[0] as T[0], description: options.description })(),
    json: Flags.boolean({ description: 'same as --format json', exclusive: ['format'] }),
  };
}

/** The format asked for: --json, else --format. */
export function formatOf<F extends string>(flags: { readonly format: F; readonly json: boolean }): F | 'json' {
  return flags.json ? 'json' : flags.format;
}

/** `--output FILE`, for a command that can write what it prints to a file instead. */
export function outputFlag(what: string) {
  return Flags.string({
    description: `write ${what} to FILE instead of standard output (whole or not at all; a missing folder is created); a one-line summary is still printed`,
    helpValue: 'FILE',
  });
}

/**
 * `--quiet`: print less. `what` says what is still printed; the structured formats (json, jsonl,
 * junit, html) are never cut, so quiet changes only the text format.
 */
export function quietFlag(what: string) {
  return Flags.boolean({ description: `print only ${what} (text format; the other formats are whole)` });
}

/** A usage error from oclif's parser: an unknown flag, a bad value, flags that exclude each other. */
interface ParseError extends Error {
  readonly parse: unknown;
  /** The unknown flags, on oclif's NonExistentFlagsError. */
  readonly flags?: unknown;
}

function isParseError(error: unknown): error is ParseError {
  return error instanceof Error && 'parse' in error;
}

/** An error a command raised with `this.error(message, { exit })`; not oclif's ExitError, which `this.exit` throws. */
interface RaisedError extends Error {
  readonly oclif: { readonly exit: number };
  readonly code?: unknown;
}

function isRaisedError(error: unknown): error is RaisedError {
  if (!(error instanceof Error) || 'parse' in error || !('oclif' in error)) return false;
  const { oclif, code } = error as { oclif?: { exit?: unknown }; code?: unknown };
  return typeof oclif?.exit === 'number' && oclif.exit !== 0 && code !== 'EEXIT';
}

type Suggest = typeof import('./suggest.js').closest;

interface FlagShape {
  readonly allowNo?: boolean;
  readonly aliases?: readonly string[];
  readonly char?: string;
}

export abstract class BaseCommand extends Command {
  /**
   * How Ctrl-C (or SIGTERM) ends the command: `exit` at once, after taking away the temporary files
   * of output files being written (an output file is whole or absent); `abort` the `interrupted`
   * signal, for a command that winds down by itself (watch, capture). Either way the exit code is
   * 130 (143 for SIGTERM).
   */
  static interrupt: 'exit' | 'abort' = 'exit';

  /** Aborted on Ctrl-C or SIGTERM when `interrupt` is `abort`, or when standard output's reader leaves and the command asks for that. */
  protected readonly interrupted = new AbortController();

  private exitCode = EXIT_OK;
  private signal: NodeJS.Signals | undefined;
  private progressLine: ProgressLine | undefined;
  private readonly cleanups: (() => void)[] = [];
  private stdoutState: { readonly closed: boolean } = { closed: false };

  /** The command's work; `run` sets up around it and exits with the code its failures raised. */
  protected abstract work(): Promise<void>;

  override async init(): Promise<void> {
    await super.init();
    const ctor = this.constructor as typeof BaseCommand;
    if (ctor.interrupt === 'exit') {
      this.cleanups.push(exitOnInterrupt());
    } else {
      const onSignal = (signal: NodeJS.Signals): void => {
        this.signal = signal;
        this.interrupted.abort();
      };
      process.once('SIGINT', onSignal);
      process.once('SIGTERM', onSignal);
      this.cleanups.push(() => {
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
      });
    }
    const stdout = watchStdout(() => { this.onStdoutClosed(); });
    this.stdoutState = stdout;
    this.cleanups.push(() => { stdout.dispose(); });
  }

  async run(): Promise<void> {
    await this.work();
    this.progressLine?.end();
    if (this.signal !== undefined) this.exit(this.signal === 'SIGINT' ? EXIT_INTERRUPTED : EXIT_TERMINATED);
    if (this.exitCode !== EXIT_OK) this.exit(this.exitCode);
  }

  override async finally(error: Error | undefined): Promise<unknown> {
    this.progressLine?.end();
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    return super.finally(error);
  }

  /**
   * A usage error is one line and a suggestion, exit 2: oclif's usage text would scroll it away.
   * An error a command raised with `this.error(message, { exit })` is one line too.
   */
  override async catch(error: Error & { exitCode?: number }): Promise<unknown> {
    if (isRaisedError(error)) {
      this.printError(`${this.config.bin}: ${error.message}`);
      return this.exit(error.oclif.exit);
    }
    if (!isParseError(error)) return super.catch(error);
    const name = `${this.config.bin} ${(this.id ?? '').replaceAll(':', ' ')}`.trim();
    // Loaded only for a mistake: a command that parses cleanly never pays for it.
    const { closest } = await import('./suggest.js');
    this.logToStderr(terminalSafe(`${this.config.bin}: ${this.usageMessage(error, closest)} (${name} --help shows the usage)`));
    return this.exit(EXIT_INVALID);
  }

  private usageMessage(error: ParseError, closest: Suggest): string {
    const unknown = Array.isArray(error.flags) ? error.flags.map(String) : [];
    if (unknown.length > 0) return unknown.map((flag) => this.unknownFlagMessage(flag, closest)).join('; ');
    // oclif's message: a first line, reasons indented below it, and a pointer to --help.
    const lines = error.message
      .replace(/\x1b\[[0-9;]*m/g, '')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('See more help with'));
    return lines.length > 1 && /^The following errors? occurred:$/.test(lines[0]!) ? lines.slice(1).join('; ') : lines.join('; ');
  }

  private unknownFlagMessage(token: string, closest: Suggest): string {
    const ctor = this.constructor as typeof BaseCommand;
    const typed = token.replace(/=.*$/, '');
    const names: string[] = [];
    for (const [name, flag] of Object.entries({ ...ctor.baseFlags, ...ctor.flags } as Record<string, FlagShape>)) {
      names.push(`--${name}`, ...(flag.aliases ?? []).map((alias) => `--${alias}`));
      if (flag.allowNo === true) names.push(`--no-${name}`);
      if (flag.char !== undefined) names.push(`-${flag.char}`);
    }
    const suggestion = closest(typed, names);
    return `unknown flag ${typed}${suggestion === undefined ? '' : `; did you mean ${suggestion}?`}`;
  }

  /**
   * Every error the parser raises is a usage error: some (`Flag --process expects a value`) come
   * as plain CLI errors, which would otherwise print without the pointer to --help.
   */
  protected override async parse<F extends Record<string, unknown>, B extends Record<string, unknown>, A extends Record<string, unknown>>(
    options?: Input<F, B, A>,
    argv?: string[],
  ): Promise<ParserOutput<F, B, A>> {
    try {
      return await super.parse(options, argv);
    } catch (error) {
      if (error instanceof Error && !isParseError(error)) Object.assign(error, { parse: {} });
      throw error;
    }
  }

  /**
   * Parses a command whose positional arguments are paths: they come back in the order typed, and
   * oclif is handed each run of them packed (its parser's time grows with the square of their number).
   */
  protected async parseWithPaths<F extends Record<string, unknown>, B extends Record<string, unknown>, A extends Record<string, unknown>>(
    options: Input<F, B, A>,
  ): Promise<ParserOutput<F, B, A> & { readonly paths: string[] }> {
    const packed = packPositionalRuns(this.argv);
    const parsed = await this.parse(options, packed.argv);
    return { ...parsed, paths: packed.positional(parsed.raw) };
  }

  /** The paths that do not exist (`-` is standard input), each as an error naming it. */
  protected missingPaths(paths: readonly string[]): PtyscreenError[] {
    return paths.filter((path) => path !== '-' && !existsSync(path)).map((path) => new PtyscreenError('io.ENOENT', 'no such file or folder; check the path', { file: path }));
  }

  /** Standard output's reader went away (`| head -1`): work nobody will read can stop. */
  protected get stdoutClosed(): boolean {
    return this.stdoutState.closed;
  }

  /** Called once when standard output's reader goes away; a command that never ends by itself stops here. */
  protected onStdoutClosed(): void {}

  /** A progress line on standard error (see progress-line.ts); `print` and `printError` keep it out of their way. */
  protected startProgress(describe: ProgressLineOptions['describe']): ProgressLine {
    this.progressLine = createProgressLine({ describe });
    return this.progressLine;
  }

  /**
   * The progress line of work over `paths`: several are counted (`classify: 4 of 9 captures`), a
   * single one is measured in bytes read (`classify: rec.cast 40% (…)`). `inBytes` says which.
   */
  protected startPathsProgress(label: string, paths: readonly string[], noun: string): { readonly line: ProgressLine; readonly inBytes: boolean } {
    const single = paths.length === 1 ? terminalSafe(paths[0] === '-' ? '<stdin>' : paths[0]!) : undefined;
    const line = this.startProgress((done, total) =>
      single === undefined ? `${label}: ${describeCount(done, total, noun)}` : `${label}: ${single} ${describeBytes(done, total)}`,
    );
    return { line, inBytes: single !== undefined };
  }

  /** A line on standard output. File names and screen text are strangers' text: shown, never obeyed by the terminal. */
  protected print(line: string): void {
    this.progressLine?.hide();
    this.log(terminalSafe(line));
  }

  /** A line on standard error, made safe as `print` makes it. */
  protected printError(line: string): void {
    this.progressLine?.hide();
    this.logToStderr(terminalSafe(line));
  }

  /** Pack problems (errors and warnings) on standard error, each a line prefixed as every other message is. */
  protected printProblems(problems: readonly PackProblem[]): void {
    for (const problem of problems) this.printError(`${this.config.bin}: ${formatProblem(problem)}`);
  }

  /** Prints `message` on standard error and makes the exit code at least `code` (2 outranks 1). */
  protected fail(code: number, message: string): void {
    this.printError(message);
    this.exitCode = Math.max(this.exitCode, code);
  }

  /** Makes the exit code at least `code`, without a message (the output already says why). */
  protected raiseExitCode(code: number): void {
    this.exitCode = Math.max(this.exitCode, code);
  }

  /**
   * Writes `content` whole to `file`: into a temporary file beside it, renamed into place, so an
   * interrupted run leaves the old file or the new one and no temporary file. A missing folder is
   * created. A file that cannot be written is a usage error (exit 2) naming it; returns false then.
   */
  protected async writeOutputFile(file: string, content: string): Promise<boolean> {
    try {
      await mkdir(dirname(file), { recursive: true });
      await writeFileAtomic(file, content);
      return true;
    } catch (error) {
      const code = errnoOf(error);
      // mkdir says EEXIST, and open ENOTDIR, when a file stands where a folder of the path would.
      const why = code === 'EEXIST' || code === 'ENOTDIR' ? 'a file stands where a folder of its path would be' : ioFailure(error);
      this.fail(EXIT_INVALID, `${this.config.bin}: ${file}: cannot write it (${why}); check that its folder can be created and written to`);
      return false;
    }
  }

  /**
   * What the command prints: `content` on standard output, or with `output` written to that file
   * and `summary` printed instead, so a CI log still says what happened.
   */
  protected async emit(content: string, output: string | undefined, summary: string): Promise<void> {
    if (output === undefined) {
      this.progressLine?.hide();
      process.stdout.write(terminalSafe(content));
      return;
    }
    if (await this.writeOutputFile(output, content)) this.print(summary);
  }
}
