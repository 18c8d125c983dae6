// `ptyscreen classify`: what each captured screen shows, for people and for CI.
import { Args, Command, Flags } from '@oclif/core';
import { classifyCapture } from '../batch/classify-captures.js';
import { EXIT_FINDINGS, EXIT_INVALID, EXIT_OK } from '../errors.js';
import { formatTextTable } from '../output/results.js';
import { formatProblem, loadPacks } from '../packs/index.js';
import { SCREEN_STATES, type ClassificationResult, type ScreenStateName } from '../state/types.js';

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
  ];

  static override strict = false;

  static override args = {
    file: Args.string({ description: 'capture files or folders; - reads standard input', required: true }),
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
  };

  async run(): Promise<void> {
    const { argv, flags } = await this.parse(Classify);
    const files = argv as string[];
    const format = flags.json ? 'json' : (flags.format as 'text' | 'json' | 'jsonl');
    let exitCode = EXIT_OK;

    const packs = loadPacks({ builtin: flags.builtin, packs: flags.pack ?? [] });
    for (const problem of packs.problems) this.logToStderr(formatProblem(problem));
    if (packs.problems.some((p) => p.severity === 'error')) exitCode = EXIT_INVALID;

    const failOn = new Set<ScreenStateName>((flags['fail-on'] ?? []) as ScreenStateName[]);
    const results: ClassificationResult[] = [];
    for (const file of files) {
      const outcome = await classifyCapture(packs.set, file, {
        process: flags.process,
        argv: flags.argv,
        vendor: flags.vendor,
        capture: { cols: flags.cols, rows: flags.rows, maxBytes: flags['max-bytes'] },
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
    if (format === 'text') for (const line of formatTextTable(results)) this.log(line);
    if (exitCode !== EXIT_OK) this.exit(exitCode);
  }
}
