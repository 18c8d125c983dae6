// `ptyscreen classify`: what each captured screen shows, for people and for CI.
import { Args, Command, Flags } from '../cli/oclif.js';
import { paragraphs } from '../cli/help-text.js';
import type { Transition } from '../classify/timeline.js';
import { packPositionalRuns } from '../cli/input-order.js';
import { createProgressLine, describeBytes, describeCount } from '../cli/progress-line.js';
import { packSelectionFlags, packSelectionOf } from '../cli/pack-flags.js';
import { exitOnInterrupt, watchStdout } from '../cli/stop-signals.js';
import { EXIT_FINDINGS, EXIT_INVALID, EXIT_OK, toPtyscreenError } from '../errors.js';
import type { BatchOptions } from '../batch/classify-captures.js';
import type { RecordingReport } from '../output/html-report.js';
import { describeResult, formatTextTable } from '../output/results.js';
import { terminalSafe } from '../shared/terminal-safe.js';
import { writeFileAtomic } from '../shared/write-file-atomic.js';
import { SCREEN_STATES, type ClassificationResult, type ScreenStateName } from '../state/types.js';
import type { TimelineEntry } from '../classify/timeline.js';

export default class Classify extends Command {
  static override summary = 'Classify captured terminal screens of AI coding agents.';

  static override description = paragraphs([
    'Each FILE is a capture: plain text (tmux capture-pane -p), text with ANSI escapes',
    '(tmux capture-pane -p -e, or raw PTY output), an asciicast v2 recording (.cast, classified at',
    'its final screen), a capture envelope (.json/.yaml), or a capture folder holding screen.txt or',
    'screen.ansi and meta.json. - reads standard input.',
    '',
    'Give the foreground process with --process (what tmux #{pane_current_command} shows: node,',
    'claude, or for Claude Code\'s native build its version, e.g. 2.1.197). Without a process a screen',
    'is never ready: an unrecognised screen is unknown. --vendor names the CLI you launched.',
    '',
    'States: ready, operator_gate (trust, auth, update, onboarding, permission), failing (reason),',
    'not_agent (another program has the terminal), unknown.',
    '',
    'Exit codes: 0 ok; 1 a result is in a --fail-on state; 2 an unreadable capture or a bad pack',
    '(the other captures are still classified and printed); 130 interrupted (Ctrl-C), leaving no',
    'half-written --report.',
    '',
    'Work that runs longer than a second (a batch, a long recording) shows how far it has got on',
    'standard error, when that is a terminal. PTYSCREEN_PROGRESS=0 hides it; PTYSCREEN_PROGRESS=1',
    'shows it from the start, and without a terminal as a line every two seconds (for CI logs).',
  ]);

  static override examples = [
    '<%= config.bin %> classify pane.txt --process node --vendor gemini-cli',
    '<%= config.bin %> classify captures/*.txt --process claude --json',
    'tmux capture-pane -p -t agent | <%= config.bin %> classify - --process "$(tmux display -p -t agent \'#{pane_current_command}\')"',
    '<%= config.bin %> classify captures/ --fail-on operator_gate,failing',
    'find captures -name screen.txt | <%= config.bin %> classify --files-from - --process node --format jsonl',
    '<%= config.bin %> classify session.cast --timeline --report timeline.html',
    '<%= config.bin %> classify --tmux agent:0.0 --json',
  ];

  static override strict = false;

  // ignoreStdin on every argument: oclif would otherwise read piped input into a missing argument
  // (within 10 ms), where `-` and --files-from - mean to read it themselves.
  static override args = {
    file: Args.string({ description: 'capture files or folders; - reads standard input (not needed with --tmux)', ignoreStdin: true }),
  };

  static override flags = {
    process: Flags.string({ description: 'the foreground process name (tmux #{pane_current_command})' }),
    argv: Flags.string({ description: 'the foreground process command line; names the vendor behind node' }),
    vendor: Flags.string({ description: 'the vendor CLI you launched (a pack id, e.g. claude-code)' }),
    json: Flags.boolean({ description: 'print one JSON array of results, in input order (same as --format json)' }),
    format: Flags.string({ description: 'output format', options: ['text', 'json', 'jsonl'], default: 'text' }),
    'fail-on': Flags.string({
      description: 'exit 1 when any result is in one of these states (comma-separated, or the flag repeated)',
      delimiter: ',',
      multiple: true,
      // One value per flag: a greedy flag would swallow the capture paths that follow it.
      multipleNonGreedy: true,
      options: [...SCREEN_STATES],
    }),
    ...packSelectionFlags,
    cols: Flags.integer({ description: 'terminal width for ANSI and asciicast captures that do not say', min: 1 }),
    rows: Flags.integer({ description: 'terminal height for ANSI and asciicast captures that do not say', min: 1 }),
    'max-bytes': Flags.integer({ description: 'refuse captures larger than this many bytes (asciicast is streamed)', min: 1 }),
    tmux: Flags.string({ description: 'classify a live tmux pane (a target such as agent:0.1 or %3) instead of files' }),
    'tmux-socket': Flags.string({ description: 'the tmux server: a socket name (tmux -L) or a socket path (tmux -S)' }),
    timeline: Flags.boolean({ description: 'classify a recording at every settled screen and list the transitions' }),
    quiet: Flags.string({ description: 'seconds of recording time without output after which a screen counts as settled', default: '0.25' }),
    lenient: Flags.boolean({ description: 'skip broken lines of an asciicast recording instead of failing' }),
    report: Flags.string({ description: 'with --timeline: write a self-contained HTML report of the transitions to this file' }),
    'files-from': Flags.string({ description: 'also classify the paths listed in this file, one per line (- reads them from standard input)' }),
  };

  async run(): Promise<void> {
    // Handed to oclif packed: its parser's time grows with the square of the number of paths.
    const args = packPositionalRuns(this.argv);
    const { raw, flags } = await this.parse(Classify, args.argv);
    // Loaded only now: `--help` and a usage error never pay for packs, RE2 or the capture readers.
    const [{ loadPacks }, { formatProblem }, { classifyCaptures }, { classifyCapturesInWorkers, workerCount }] = await Promise.all([
      import('../packs/discover.js'),
      import('../packs/problems.js'),
      import('../batch/classify-captures.js'),
      import('../batch/worker-pool.js'),
    ]);
    const files = args.positional(raw);
    if (flags['files-from'] !== undefined) {
      if (flags['files-from'] === '-' && files.includes('-')) this.error('standard input cannot hold both a capture (-) and the path list (--files-from -)', { exit: EXIT_INVALID });
      const { readPathList } = await import('../batch/path-list.js');
      files.push(...(await readPathList(flags['files-from']).catch((error: unknown) => this.error(terminalSafe(toPtyscreenError(error).format()), { exit: EXIT_INVALID }))));
    }
    if (files.length === 0 && flags.tmux === undefined) this.error('give capture files, - for standard input, --files-from LIST, or --tmux PANE', { exit: EXIT_INVALID });
    const format = flags.json ? 'json' : (flags.format as 'text' | 'json' | 'jsonl');
    let exitCode = EXIT_OK;
    exitOnInterrupt();
    // Once the reader of stdout is gone (`| head -1`), only a --report still wants the rest classified.
    const stdout = watchStdout();
    // How far a batch has got, in captures; for a single recording, in bytes read.
    const single = files.length === 1 ? terminalSafe(files[0] === '-' ? '<stdin>' : files[0]!) : undefined;
    const progress = createProgressLine({
      describe: (done, total) => (single === undefined ? `classify: ${describeCount(done, total, 'captures')}` : `classify: ${single} ${describeBytes(done, total)}`),
    });
    // Pack problems, file names and screen text are strangers' text: printed, never obeyed by the terminal.
    const print = (line: string): void => {
      progress.hide();
      this.log(terminalSafe(line));
    };
    const warn = (line: string): void => {
      progress.hide();
      this.logToStderr(terminalSafe(line));
    };

    // Many captures are many different screens: the scanner starts in sets that hold all their states.
    const selection = { ...packSelectionOf(flags), screens: files.length > 1 ? ('varied' as const) : undefined };
    const packs = loadPacks(selection);
    for (const problem of packs.problems) warn(formatProblem(problem));
    if (packs.problems.some((p) => p.severity === 'error')) exitCode = EXIT_INVALID;

    const quietSeconds = Number(flags.quiet);
    if (!Number.isFinite(quietSeconds) || quietSeconds <= 0) this.error(`--quiet must be a positive number of seconds, got "${flags.quiet}"`, { exit: EXIT_INVALID });
    if (flags.report !== undefined && !flags.timeline) this.error('--report needs --timeline', { exit: EXIT_INVALID });

    const failOn = new Set<ScreenStateName>((flags['fail-on'] ?? []) as ScreenStateName[]);
    const results: ClassificationResult[] = [];
    const transitions = new Map<string, Transition[]>();
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
        onSkippedLine: (problem) => warn(`ptyscreen: ${problem.format()} (skipped: --lenient)`),
        onBytes: single !== undefined && progress.shows ? progress.update : undefined,
      },
      timeline: flags.timeline,
      quietSeconds,
      onTransition:
        flags.report === undefined
          ? undefined
          : (source, transition) => transitions.set(source, [...(transitions.get(source) ?? []), transition]),
    };
    // Outcomes come in input order either way; many files go to worker threads (see workerCount).
    const workers = workerCount(sources, batch);
    const outcomes = workers > 0 ? classifyCapturesInWorkers(sources, batch, { workers, selection }) : classifyCaptures(packs.set, sources, batch);
    let done = 0;
    for await (const outcome of outcomes) {
      if (single === undefined) progress.update((done += 1), sources.length);
      if (stdout.closed && flags.report === undefined) break;
      if (!outcome.ok) {
        // An error about the capture's own claims (a vendor no pack is loaded for) names no file itself.
        const where = outcome.error.location.file === undefined ? `${outcome.source}: ` : '';
        warn(`ptyscreen: ${where}${outcome.error.format()}`);
        exitCode = EXIT_INVALID;
        continue;
      }
      results.push(outcome.result);
      if (format === 'jsonl') print(JSON.stringify(outcome.result));
      if (failOn.has(outcome.result.state) && exitCode === EXIT_OK) exitCode = EXIT_FINDINGS;
    }

    progress.end();
    if (format === 'json') print(JSON.stringify(results, null, 2));
    if (format === 'text') {
      formatTextTable(results).forEach((line, i) => {
        print(line);
        for (const entry of (results[i] as { timeline?: TimelineEntry[] }).timeline ?? []) {
          const detail = describeResult({ ...entry, admitsBlindWrite: false } as unknown as ClassificationResult);
          print(`  ${entry.t.toFixed(2).padStart(8)}s  ${entry.state.padEnd(13)}  ${detail.padEnd(20)}  ${entry.evidence.rule ?? ''}`.trimEnd());
        }
      });
    }
    if (flags.report !== undefined) {
      const reports: RecordingReport[] = results.map((result) => ({
        source: result.source ?? '-',
        result,
        transitions: transitions.get(result.source ?? '-') ?? [],
      }));
      const { renderHtmlReport } = await import('../output/html-report.js');
      // Written beside its destination and renamed, so an interrupted run never leaves half a report.
      try {
        await writeFileAtomic(flags.report, renderHtmlReport(reports));
      } catch (error) {
        const why = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
        warn(`ptyscreen: ${flags.report}: cannot write the report (${why}); check that its folder exists and is writable`);
        exitCode = EXIT_INVALID;
      }
    }
    if (exitCode !== EXIT_OK) this.exit(exitCode);
  }
}
