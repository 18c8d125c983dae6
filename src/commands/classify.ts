// `ptyscreen classify`: what each captured screen shows, for people and for CI.
import { Args, Command, Flags } from '@oclif/core';
import { rename, writeFile } from 'node:fs/promises';
import { classifyCapture } from '../batch/classify-captures.js';
import type { Transition } from '../classify/timeline.js';
import { EXIT_FINDINGS, EXIT_INVALID, EXIT_OK } from '../errors.js';
import { renderHtmlReport, type RecordingReport } from '../output/html-report.js';
import { describeResult, formatTextTable } from '../output/results.js';
import { formatProblem, loadPacks } from '../packs/index.js';
import { SCREEN_STATES, type ClassificationResult, type ScreenStateName } from '../state/types.js';
import type { TimelineEntry } from '../classify/timeline.js';

export default class Classify extends Command {
  static override summary = 'Classify captured terminal screens of AI coding agents.';

  static override description = [
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
    '(the other captures are still classified and printed).',
  ].join('\n');

  static override examples = [
    '<%= config.bin %> classify pane.txt --process node --vendor gemini-cli',
    '<%= config.bin %> classify captures/*.txt --process claude --json',
    'tmux capture-pane -p -t agent | <%= config.bin %> classify - --process "$(tmux display -p -t agent \'#{pane_current_command}\')"',
    '<%= config.bin %> classify captures/ --fail-on operator_gate,failing',
    '<%= config.bin %> classify session.cast --timeline --report timeline.html',
    '<%= config.bin %> classify --tmux agent:0.0 --json',
  ];

  static override strict = false;

  static override args = {
    file: Args.string({ description: 'capture files or folders; - reads standard input (not needed with --tmux)' }),
  };

  static override flags = {
    process: Flags.string({ description: 'the foreground process name (tmux #{pane_current_command})' }),
    argv: Flags.string({ description: 'the foreground process command line; names the vendor behind node' }),
    vendor: Flags.string({ description: 'the vendor CLI you launched (a pack id, e.g. claude-code)' }),
    json: Flags.boolean({ description: 'print one JSON array of results, in input order (same as --format json)' }),
    format: Flags.string({ description: 'output format', options: ['text', 'json', 'jsonl'], default: 'text' }),
    'fail-on': Flags.string({
      description: 'exit 1 when any result is in one of these states (comma-separated)',
      delimiter: ',',
      multiple: true,
      options: [...SCREEN_STATES],
    }),
    pack: Flags.string({ description: 'also load this pack (a folder holding pack.yaml); repeatable', multiple: true }),
    builtin: Flags.boolean({ description: 'load the built-in packs', default: true, allowNo: true }),
    cols: Flags.integer({ description: 'terminal width for ANSI and asciicast captures that do not say', min: 1 }),
    rows: Flags.integer({ description: 'terminal height for ANSI and asciicast captures that do not say', min: 1 }),
    'max-bytes': Flags.integer({ description: 'refuse captures larger than this many bytes (asciicast is streamed)', min: 1 }),
    tmux: Flags.string({ description: 'classify a live tmux pane (a target such as agent:0.1 or %3) instead of files' }),
    'tmux-socket': Flags.string({ description: 'the tmux server: a socket name (tmux -L) or a socket path (tmux -S)' }),
    timeline: Flags.boolean({ description: 'classify a recording at every settled screen and list the transitions' }),
    quiet: Flags.string({ description: 'seconds of recording time without output after which a screen counts as settled', default: '0.25' }),
    lenient: Flags.boolean({ description: 'skip broken lines of an asciicast recording instead of failing' }),
    report: Flags.string({ description: 'with --timeline: write a self-contained HTML report of the transitions to this file' }),
  };

  async run(): Promise<void> {
    const { argv, flags } = await this.parse(Classify);
    const files = argv as string[];
    if (files.length === 0 && flags.tmux === undefined) this.error('give capture files, - for standard input, or --tmux PANE', { exit: EXIT_INVALID });
    const format = flags.json ? 'json' : (flags.format as 'text' | 'json' | 'jsonl');
    let exitCode = EXIT_OK;

    const packs = loadPacks({ builtin: flags.builtin, packs: flags.pack ?? [] });
    for (const problem of packs.problems) this.logToStderr(formatProblem(problem));
    if (packs.problems.some((p) => p.severity === 'error')) exitCode = EXIT_INVALID;

    const quietSeconds = Number(flags.quiet);
    if (!Number.isFinite(quietSeconds) || quietSeconds <= 0) this.error(`--quiet must be a positive number of seconds, got "${flags.quiet}"`, { exit: EXIT_INVALID });
    if (flags.report !== undefined && !flags.timeline) this.error('--report needs --timeline', { exit: EXIT_INVALID });

    const failOn = new Set<ScreenStateName>((flags['fail-on'] ?? []) as ScreenStateName[]);
    const results: ClassificationResult[] = [];
    const transitions = new Map<string, Transition[]>();
    const sources = flags.tmux === undefined ? files : [`tmux:${flags.tmux}`];
    for (const file of sources) {
      const outcome = await classifyCapture(packs.set, file, {
        tmux: flags.tmux === undefined ? undefined : { target: flags.tmux, socket: flags['tmux-socket'] },
        process: flags.process,
        argv: flags.argv,
        vendor: flags.vendor,
        capture: { cols: flags.cols, rows: flags.rows, maxBytes: flags['max-bytes'], lenient: flags.lenient },
        timeline: flags.timeline,
        quietSeconds,
        onTransition:
          flags.report === undefined
            ? undefined
            : (source, transition) => transitions.set(source, [...(transitions.get(source) ?? []), transition]),
      });
      if (!outcome.ok) {
        this.logToStderr(`ptyscreen: ${outcome.error.format()}`);
        exitCode = EXIT_INVALID;
        continue;
      }
      results.push(outcome.result);
      if (format === 'jsonl') this.log(JSON.stringify(outcome.result));
      if (failOn.has(outcome.result.state) && exitCode === EXIT_OK) exitCode = EXIT_FINDINGS;
    }

    if (format === 'json') this.log(JSON.stringify(results, null, 2));
    if (format === 'text') {
      formatTextTable(results).forEach((line, i) => {
        this.log(line);
        for (const entry of (results[i] as { timeline?: TimelineEntry[] }).timeline ?? []) {
          const detail = describeResult({ ...entry, admitsBlindWrite: false } as unknown as ClassificationResult);
          this.log(`  ${entry.t.toFixed(2).padStart(8)}s  ${entry.state.padEnd(13)}  ${detail.padEnd(20)}  ${entry.evidence.rule ?? ''}`.trimEnd());
        }
      });
    }
    if (flags.report !== undefined) {
      const reports: RecordingReport[] = results.map((result) => ({
        source: result.source ?? '-',
        result,
        transitions: transitions.get(result.source ?? '-') ?? [],
      }));
      // Written beside its destination and renamed, so an interrupted run never leaves half a report.
      const temporary = `${flags.report}.${process.pid}.tmp`;
      await writeFile(temporary, renderHtmlReport(reports));
      await rename(temporary, flags.report);
    }
    if (exitCode !== EXIT_OK) this.exit(exitCode);
  }
}
