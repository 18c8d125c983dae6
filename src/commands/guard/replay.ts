// `ptyscreen guard replay`: runs prompt transcripts through the auto-proceed loop guard, for CI.
import { Args, Flags } from '../../cli/oclif.js';
import { BaseCommand, formatFlags, formatOf, outputFlag, quietFlag } from '../../cli/base-command.js';
import { paragraphs } from '../../cli/help-text.js';
import { EXIT_FINDINGS, EXIT_INVALID, toPtyscreenError } from '../../errors.js';
// Each module by name, not through transcript/index.js, which loads every format's reader: a
// replay loads the one its transcript needs (replay-source.ts).
import { checkExpectations } from '../../transcript/expectations.js';
import { REPLAY_VERDICTS, type ReplayVerdict } from '../../transcript/events.js';
import { TRANSCRIPT_FORMATS } from '../../transcript/format-detection.js';
import { renderSummary, toJsonFailure, toJsonReport } from '../../transcript/render.js';
import { replayFile } from '../../transcript/replay-source.js';
import { checkSnapshot } from '../../transcript/snapshot.js';
import { summarizeCounts } from '../../output/results.js';
import { decisionsNeeded } from '../../transcript/report.js';

export default class GuardReplay extends BaseCommand {
  static override summary = 'Replay prompt transcripts through the auto-proceed loop guard.';

  static override description = paragraphs([
    'Each FILE is a transcript: the native JSON Lines format (schemas/transcript.schema.json), a',
    'Claude Code session log, or a Codex CLI rollout log; the format is detected from the first line',
    'unless --from says. Gemini CLI session logs and checkpoints, Qwen Code and Copilot CLI session',
    'logs, and opencode sessions exported with `opencode export ID > file.json`, are read too. Every',
    'feed attempt gets an action: feed, steer, advance, halt, or halted',
    '(not fed because an earlier halt stands until manual input).',
    '',
    'The verdict is clean (every attempt fed as is), advanced (the guard steered or advanced past a',
    'todo board that stood still, but never halted) or halted. Each summary says what was read: inputs',
    '(messages typed into the agent by a person or an orchestrator), replies and todo boards; a log',
    'with tool calls but no board read gets a warning, since its todo tool was not recognised.',
    'With --json an input that could not be read is an entry with an "error" object in its place.',
    '',
    '--output FILE writes the summaries (or the JSON) to FILE and prints one line counting the',
    'verdicts; --quiet prints only the summaries of transcripts that failed a check or could not be',
    'read, and that line.',
    '',
    'Exit codes: 0 ok; 1 an --expect, --expect-halt-at or --snapshot check failed; 2 bad usage or',
    'an unreadable, malformed or empty transcript (an empty one is never clean); 130 interrupted',
    '(Ctrl-C). Snapshots are written whole or not at all. A line holding two records run together',
    'is read as both, and a last line cut short is left out; a warning names the line either way.',
    '',
    'A replay that runs longer than a second shows how far it has got (in bytes of one transcript,',
    'or in transcripts of several) on standard error, when that is a terminal. PTYSCREEN_PROGRESS=0 hides it; PTYSCREEN_PROGRESS=1 shows it from the start, and',
    'without a terminal as a line every two seconds (for CI logs).',
  ]);

  static override examples = [
    '<%= config.bin %> guard replay session.jsonl',
    '<%= config.bin %> guard replay test/transcripts/*.jsonl --snapshot',
    '<%= config.bin %> guard replay loop.jsonl --expect halted --expect-halt-at 7',
    '<%= config.bin %> guard replay ~/.claude/projects/my-project/*.jsonl --expect advanced',
    'cat transcript.jsonl | <%= config.bin %> guard replay - --json',
  ];

  static override strict = false;

  static override args = {
    file: Args.string({ description: 'transcript files; - reads stdin', ignoreStdin: true }),
  };

  static override flags = {
    ...formatFlags(['text', 'json'] as const, { description: 'what to print: a summary per file, or a JSON array of reports' }),
    output: outputFlag('the summaries (or the JSON)'),
    quiet: quietFlag('the transcripts that failed a check or could not be read, and a line counting the verdicts'),
    'repeat-threshold': Flags.integer({
      description: 'identical feeds in a row that halt (at least 2)',
      min: 2,
      default: 2,
    }),
    'window-size': Flags.integer({ description: 'recent feeds the guard keeps (raised to the threshold if lower)', min: 1, default: 3 }),
    from: Flags.option({ description: 'transcript format', options: ['auto', ...TRANSCRIPT_FORMATS] as const, default: 'auto' as const })(),
    expect: Flags.option({ description: 'exit 1 unless every file reaches this verdict', options: REPLAY_VERDICTS })(),
    'expect-halt-at': Flags.integer({
      description: 'exit 1 unless halts fire at exactly these lines (repeat the flag for several)',
      min: 1,
      multiple: true,
      // One value per flag: a greedy flag would swallow the transcript paths that follow it.
      multipleNonGreedy: true,
    }),
    snapshot: Flags.boolean({
      description: 'exit 1 when the decisions differ from the snapshot beside each transcript (x.jsonl → x.expected.json)',
      exclusive: ['update-snapshot'],
    }),
    'update-snapshot': Flags.boolean({ description: 'write the snapshot beside each transcript' }),
  };

  protected async work(): Promise<void> {
    const { paths: files, flags } = await this.parseWithPaths(GuardReplay);
    if (files.length === 0) this.error('give a transcript file (or - for standard input)', { exit: EXIT_INVALID });
    const json = formatOf(flags) === 'json';
    // One entry per input, in order: a report, or the error that stopped its replay.
    const entries: object[] = [];
    const verdicts: ReplayVerdict[] = [];
    // Text goes out as each transcript is done, unless it goes to a file or --quiet keeps only failures.
    const streamText = !json && flags.output === undefined && !flags.quiet;
    const textLines: string[] = [];

    // How far the replay has read one transcript, or how many of several are done.
    const { line: progress, inBytes } = this.startPathsProgress('guard replay', files, 'transcripts');
    for (const [index, file] of files.entries()) {
      // Once the reader of stdout is gone (`| head -1`), only snapshots still want the rest replayed.
      if (this.stdoutClosed && !flags['update-snapshot']) break;
      if (!inBytes) progress.update(index, files.length);
      try {
        const report = await replayFile(file, {
          repeatThreshold: flags['repeat-threshold'],
          windowSize: flags['window-size'],
          from: flags.from,
          // Decisions are only needed for printing them or comparing them; a summary stays flat.
          keepDecisions: decisionsNeeded({ json, snapshot: flags.snapshot, updateSnapshot: flags['update-snapshot'] }),
          onProgress: inBytes && progress.shows ? progress.update : undefined,
        });
        entries.push(toJsonReport(report));
        verdicts.push(report.verdict);
        const text = [renderSummary(report)];
        if (streamText) this.print(text[0]!);
        let failed = false;
        for (const failure of checkExpectations(report, { verdict: flags.expect, haltLines: flags['expect-halt-at'] })) {
          this.fail(EXIT_FINDINGS, `${file}: ${failure}`);
          failed = true;
        }
        if (flags.snapshot || flags['update-snapshot']) {
          const outcome = await checkSnapshot(report, flags['update-snapshot']);
          if (outcome.status === 'written') {
            text.push(`  snapshot written: ${outcome.path}`);
            if (streamText) this.print(text.at(-1)!);
          }
          if (outcome.status === 'mismatch') {
            const detail = outcome.differences.map((line) => `  ${line}`).join('\n');
            this.fail(EXIT_FINDINGS, `${file}: snapshot mismatch with ${outcome.path}\n${detail}\n  (run with --update-snapshot to accept the new decisions)`);
            failed = true;
          }
        }
        if (!flags.quiet || failed) textLines.push(...text);
      } catch (error) {
        const problem = toPtyscreenError(error, file);
        if (entries.length <= index) entries.push(toJsonFailure(file, problem));
        this.fail(EXIT_INVALID, problem.format());
      }
    }
    progress.end();
    const summary = summarizeCounts('transcript', verdicts, entries.length - verdicts.length);
    if (json) {
      await this.emit(`${JSON.stringify(entries, null, 2)}\n`, flags.output, `wrote ${flags.output}: ${summary}`);
    } else if (!streamText) {
      const lines = flags.quiet ? [...textLines, summary] : textLines;
      await this.emit(lines.map((line) => `${line}\n`).join(''), flags.output, `wrote ${flags.output}: ${summary}`);
    }
  }
}
