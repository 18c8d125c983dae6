// `ptyscreen classify`: what each captured screen shows, for people and for CI.
import { Args, Flags } from '../cli/oclif.js';
import { BaseCommand, formatFlags, formatOf, outputFlag, packFlags, packSelectionOf, quietFlag } from '../cli/base-command.js';
import { paragraphs } from '../cli/help-text.js';
import { EXIT_FINDINGS, EXIT_INVALID, toPtyscreenError, type PtyscreenError } from '../errors.js';
import type { BatchOptions, CaptureResult } from '../batch/classify-captures.js';
import { errorEntry, type ErrorEntry } from '../output/error-entry.js';
import { summarizeFailOn, summarizeResults } from '../output/results.js';
import { formatResultsWithTimelines } from '../output/timeline-text.js';
import { terminalSafe } from '../shared/terminal-safe.js';
import { SCREEN_STATES } from '../result/types.js';

export default class Classify extends BaseCommand {
  static override summary = 'Classify captured terminal screens of AI coding agents.';

  static override description = paragraphs([
    'Each FILE is a capture: plain text (tmux capture-pane -p), text with ANSI escapes',
    '(tmux capture-pane -p -e, or raw PTY output), an asciicast v2 recording (.cast, classified at',
    'its final screen), a capture envelope (.json/.yaml), or a capture folder holding screen.txt,',
    'screen.ansi or rec.cast (and meta.json). A folder that is not a capture folder is searched for',
    'captures: capture folders and .txt, .ansi and .cast files, in name order. - reads standard input.',
    '',
    'Give the foreground process with --process (what tmux #{pane_current_command} shows: node,',
    'claude, or for Claude Code\'s native build its version, e.g. 2.1.197). Without a process a screen',
    'is never ready: an unrecognised screen is unknown. --vendor names the CLI you launched.',
    '',
    '--vendor generic says the process is an agent CLI no pack describes (so do `agents:` in',
    '.ptyscreenrc.yaml): the vendor-independent layer alone reads its screen, with vendor "generic"',
    'and a generic/ rule as evidence. It reads less than a pack does (see `packs list`).',
    '',
    'States: ready, operator_gate (trust, auth, update, onboarding, permission, question), failing (reason),',
    'not_agent (another program has the terminal), unknown.',
    '',
    '--timeline classifies a recording at every settled screen (no output for --settle seconds) and',
    'lists each change of state. --format html writes a self-contained page of the timeline with the',
    'screen at each change (it implies --timeline; a capture that is not a recording shows its one',
    'screen); a page shows at most the first 300 changes of a recording and says how many it left out.',
    '',
    '--json and --format jsonl print one entry per input, in input order: a result, or for an input',
    'that failed { "source", "error": { "code", "message", "file", "line" } }.',
    '',
    '--quiet prints only the results in a --fail-on state and a one-line count of every state.',
    'When a result is in a --fail-on state, a line on standard error counts them',
    '(2 of 119 captures: 1 failing, 1 operator_gate).',
    '',
    'An empty capture (0 bytes, an empty pipe) and a binary file are errors, not unknown screens.',
    '',
    'Exit codes: 0 ok; 1 a result is in a --fail-on state; 2 an unreadable, empty or binary capture,',
    'a bad pack or bad usage (the other captures are still classified and printed); 130 interrupted',
    '(Ctrl-C), leaving no half-written --output.',
    '',
    'Work that runs longer than a second (a batch, a long recording) shows how far it has got on',
    'standard error, when that is a terminal. PTYSCREEN_PROGRESS=0 hides it; PTYSCREEN_PROGRESS=1',
    'shows it from the start, and without a terminal as a line every two seconds (for CI logs).',
  ]);

  // pane.txt, captures/ and session.cast stand for the reader's own files, as the first line says.
  static override examples = [
    { description: 'pane.txt, captures/ and session.cast stand for your own captures. One screen saved with `tmux capture-pane -p`:', command: '<%= config.bin %> classify pane.txt --process node --vendor gemini-cli' },
    '<%= config.bin %> classify captures/*.txt --process claude --json',
    'tmux capture-pane -p -t agent | <%= config.bin %> classify - --process "$(tmux display -p -t agent \'#{pane_current_command}\')"',
    '<%= config.bin %> classify captures/ --fail-on operator_gate,failing',
    'find captures -name screen.txt | <%= config.bin %> classify --files-from - --process node --format jsonl',
    '<%= config.bin %> classify session.cast --timeline',
    '<%= config.bin %> classify session.cast --format html --output reports/timeline.html',
    '<%= config.bin %> classify --tmux agent:0.0 --json',
  ];

  static override strict = false;

  static override baseFlags = packFlags;

  // ignoreStdin on every argument: oclif would otherwise read piped input into a missing argument
  // (within 10 ms), where `-` and --files-from - mean to read it themselves.
  static override args = {
    file: Args.string({ description: 'capture files or folders; - reads standard input (not needed with --tmux)', ignoreStdin: true }),
  };

  static override flags = {
    process: Flags.string({ description: 'the foreground process name (tmux #{pane_current_command})' }),
    argv: Flags.string({ description: 'the foreground process command line; names the vendor behind node' }),
    vendor: Flags.string({ description: 'the vendor CLI you launched (a pack id, e.g. claude-code), or generic for an agent CLI no pack describes' }),
    ...formatFlags(['text', 'json', 'jsonl', 'html'] as const, {
      description: 'what to print: an aligned table, one JSON array, a JSON object per line, or an HTML page of the timeline (implies --timeline)',
    }),
    output: outputFlag('what would be printed (the --format)'),
    quiet: quietFlag('the results in a --fail-on state and a one-line count'),
    'fail-on': Flags.option({
      description: 'exit 1 when any result is in one of these states (comma-separated, or the flag repeated)',
      delimiter: ',',
      multiple: true,
      // One value per flag: a greedy flag would swallow the capture paths that follow it.
      multipleNonGreedy: true,
      options: SCREEN_STATES,
    })(),
    cols: Flags.integer({ description: 'terminal width for ANSI and asciicast captures that do not say', min: 1 }),
    rows: Flags.integer({ description: 'terminal height for ANSI and asciicast captures that do not say; a capture with more lines holds the pane\'s history, and its last rows are the screen', min: 1 }),
    'max-bytes': Flags.integer({ description: 'refuse captures larger than this many bytes (asciicast is streamed)', min: 1 }),
    tmux: Flags.string({ description: 'classify a live tmux pane (a target such as agent:0.1 or %3) instead of files' }),
    'tmux-socket': Flags.string({ description: 'the tmux server: a socket name (tmux -L) or a socket path (tmux -S)' }),
    timeline: Flags.boolean({ description: 'classify a recording at every settled screen and list the transitions' }),
    settle: Flags.string({ description: 'with --timeline: seconds of recording time without output after which a screen counts as settled', default: '0.25', helpValue: 'SECONDS' }),
    lenient: Flags.boolean({ description: 'skip broken lines of an asciicast recording instead of failing' }),
    'files-from': Flags.string({ description: 'also classify the paths listed in this file, one per line (- reads them from standard input)' }),
  };

  protected async work(): Promise<void> {
    const { paths, flags } = await this.parseWithPaths(Classify);
    // Loaded only now: `--help` and a usage error never pay for packs, RE2 or the capture readers.
    const [{ loadPacks }, { classifyCaptures }, { workerCount }, { expandCapturePaths }] = await Promise.all([
      import('../packs/discover.js'),
      import('../batch/classify-captures.js'),
      import('../batch/worker-count.js'),
      import('../batch/capture-paths.js'),
    ]);
    const files = expandCapturePaths(paths);
    if (flags['files-from'] !== undefined) {
      if (flags['files-from'] === '-' && files.includes('-')) this.error('standard input cannot hold both a capture (-) and the path list (--files-from -)', { exit: EXIT_INVALID });
      const { readPathList } = await import('../batch/path-list.js');
      files.push(...(await readPathList(flags['files-from']).catch((error: unknown) => this.error(terminalSafe(toPtyscreenError(error).format()), { exit: EXIT_INVALID }))));
    }
    if (files.length === 0 && flags.tmux === undefined) this.error('give capture files, - for standard input, --files-from LIST, or --tmux PANE', { exit: EXIT_INVALID });
    const settleSeconds = Number(flags.settle);
    if (!Number.isFinite(settleSeconds) || settleSeconds <= 0) this.error(`--settle must be a positive number of seconds, got "${flags.settle}"`, { exit: EXIT_INVALID });

    const format = formatOf(flags);
    const html = format === 'html';
    const timeline = flags.timeline || html;

    // How far a batch has got, in captures; for a single recording, in bytes read.
    const { line: progress, inBytes } = this.startPathsProgress('classify', files, 'captures');

    // Many captures are many different screens: the scanner starts in sets that hold all their states.
    // One capture is read once: only the groups its reading asks for are compiled.
    const selection = { ...packSelectionOf(flags), screens: files.length > 1 ? ('varied' as const) : ('once' as const) };
    const packs = loadPacks(selection);
    this.printProblems(packs.problems);
    if (packs.problems.some((p) => p.severity === 'error')) this.raiseExitCode(EXIT_INVALID);

    const failOn = new Set(flags['fail-on'] ?? []);
    const { transitionCollector } = html ? await import('../output/html-report.js') : { transitionCollector: undefined };
    const transitions = transitionCollector?.();
    const sources = flags.tmux === undefined ? files : [`tmux:${flags.tmux}`];
    const batch: BatchOptions = {
      tmux: flags.tmux === undefined ? undefined : { target: flags.tmux, socket: flags['tmux-socket'] },
      process: flags.process,
      argv: flags.argv,
      vendor: flags.vendor,
      capture: {
        cols: flags.cols,
        rows: flags.rows,
        maxBytes: flags['max-bytes'],
        lenient: flags.lenient,
        // --lenient skips a broken line of a recording, but says which: nothing is dropped unseen.
        onSkippedLine: (problem) => { this.printError(`ptyscreen: ${problem.format()} (skipped: --lenient)`); },
        onBytes: inBytes && progress.shows ? progress.update : undefined,
      },
      timeline,
      quietSeconds: settleSeconds,
      onTransition: transitions?.add,
    };

    // What is printed, in input order: a result, or an entry for an input that failed.
    const entries: (CaptureResult | ErrorEntry)[] = [];
    const results: CaptureResult[] = [];
    // JSON Lines go out as they come, unless they go to a file.
    const streamLines = format === 'jsonl' && flags.output === undefined;
    const fileWritten = flags.output !== undefined;
    const record = (entry: CaptureResult | ErrorEntry): void => {
      entries.push(entry);
      if (streamLines) this.print(JSON.stringify(entry));
    };

    // Outcomes come in input order either way; many files go to worker threads (see workerCount).
    const workers = workerCount(sources, batch);
    const outcomes = workers > 0 ? (await import('../batch/worker-pool.js')).classifyCapturesInWorkers(sources, batch, { workers, selection }) : classifyCaptures(packs.set, sources, batch);
    let done = 0;
    for await (const outcome of outcomes) {
      if (!inBytes) progress.update((done += 1), sources.length);
      // Once the reader of stdout is gone (`| head -1`), only a file still wants the rest classified.
      if (this.stdoutClosed && !fileWritten) break;
      if (!outcome.ok) {
        this.fail(EXIT_INVALID, `ptyscreen: ${this.captureErrorText(outcome.source, outcome.error)}`);
        record(errorEntry(outcome.source, outcome.error));
        continue;
      }
      const { result } = outcome;
      if (flags.timeline && result.timeline === undefined) this.printError(`ptyscreen: ${notARecording(outcome.source)}`);
      results.push(result);
      record(result);
      if (failOn.has(result.state)) this.raiseExitCode(EXIT_FINDINGS);
    }
    progress.end();

    const summary = summarizeResults(results, entries.length - results.length);
    // CI's log says why the job failed, as a linter's does: `2 of 119 captures: 1 failing, 1 operator_gate`.
    const failing = summarizeFailOn(results, failOn, entries.length);
    if (failing !== null) this.printError(`ptyscreen: ${failing}`);
    if (html) {
      const { renderHtmlReport } = await import('../output/html-report.js');
      const page = renderHtmlReport(results.map((result) => transitions!.reportOf(result)));
      await this.emit(page, flags.output, `wrote ${flags.output}: ${summary}`);
      return;
    }
    if (streamLines) return;
    const text =
      format === 'json' ? `${JSON.stringify(entries, null, 2)}\n`
      : format === 'jsonl' ? entries.map((entry) => `${JSON.stringify(entry)}\n`).join('')
      : flags.quiet ? quietText(results.filter((result) => failOn.has(result.state)), summary)
      : formatResultsWithTimelines(results);
    await this.emit(text, flags.output, `wrote ${flags.output}: ${summary}`);
  }

  /** The error for a capture that failed, naming it when the error itself names no file. */
  private captureErrorText(source: string, error: PtyscreenError): string {
    // An error about the capture's own claims (a vendor no pack is loaded for) names no file itself.
    const where = error.location.file === undefined ? `${source}: ` : '';
    // A folder the walk found no capture in: say how to classify files of other names.
    const hint = error.code === 'capture.folder' ? ', nor any .txt, .ansi or .cast capture below it; to classify other files, list them with --files-from' : '';
    return `${where}${error.format()}${hint}`;
  }
}

/** --quiet: the results that need a look, then the count of every state. */
function quietText(flagged: readonly CaptureResult[], summary: string): string {
  return `${flagged.length === 0 ? '' : formatResultsWithTimelines(flagged)}${summary}\n`;
}

function notARecording(source: string): string {
  return source === '-'
    ? '-: standard input is classified at its final screen; for --timeline give the recording as a file (.cast) or a folder holding rec.cast'
    : `${source}: one screen, not a recording; --timeline lists the changes of a .cast recording or a folder holding rec.cast`;
}
