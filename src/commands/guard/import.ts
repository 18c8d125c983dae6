// `ptyscreen guard import`: writes the native transcript a replay of a session log reads.
import { Args, Flags } from '../../cli/oclif.js';
import { BaseCommand, outputFlag } from '../../cli/base-command.js';
import { paragraphs } from '../../cli/help-text.js';
import { EXIT_INVALID, toPtyscreenError } from '../../errors.js';
import { describeImport, importTranscript, TRANSCRIPT_FORMATS } from '../../transcript/index.js';

export default class GuardImport extends BaseCommand {
  static override summary = 'Write the native transcript that a replay of a session log reads.';

  static override description = paragraphs([
    'LOG is a Claude Code session log (~/.claude/projects/<project>/<session>.jsonl), a Codex CLI',
    'rollout log (~/.codex/sessions/…/rollout-*.jsonl) or a native transcript; the format is',
    'detected from the first line unless --from says (Gemini CLI session logs and checkpoints, Qwen',
    'Code and Copilot CLI session logs, and opencode sessions exported with `opencode export ID >',
    'file.json`, are read too). Every input, reply and todo board read from it',
    'becomes one line of the native format (schemas/transcript.schema.json), with a note naming the',
    'line of the log it came from: see and diff what was understood, or keep a stable transcript for',
    'CI. `guard replay` of the result makes the same decisions as `guard replay LOG`.',
    '',
    'The transcript goes to standard output, or with --output to FILE (written whole or not at all)',
    'and a summary of what was read (and any warning) to standard output. Warnings (records run',
    'together on a line, a last line cut short, a sub-agent\'s log, a Copilot CLI statement on its',
    'todos table that was not read, tool calls but no board) go to',
    'standard error when the transcript goes to standard output. Exit codes: 0 ok; 2 bad usage or',
    'an unreadable, malformed or empty log.',
  ]);

  static override examples = [
    '<%= config.bin %> guard import ~/.claude/projects/my-project/session.jsonl > session.transcript.jsonl',
    '<%= config.bin %> guard import rollout.jsonl --output test/transcripts/rollout.native.jsonl',
  ];

  static override args = {
    log: Args.string({ description: 'the session log; - reads stdin', ignoreStdin: true }),
  };

  static override flags = {
    from: Flags.option({ description: 'log format', options: ['auto', ...TRANSCRIPT_FORMATS] as const, default: 'auto' as const })(),
    output: outputFlag('the transcript'),
  };

  protected async work(): Promise<void> {
    const { args, flags } = await this.parse(GuardImport);
    if (args.log === undefined) this.error('give a session log file (or - for standard input)', { exit: EXIT_INVALID });
    try {
      const result = await importTranscript(args.log, { from: flags.from });
      await this.emit(result.text, flags.output, describeImport(result, flags.output ?? '-'));
      // The summary, warnings included, goes with --output; with the transcript on standard
      // output, the warnings go to standard error, where they spoil nothing.
      if (flags.output === undefined) for (const warning of result.warnings) this.printError(`${args.log}: warning: ${warning}`);
    } catch (error) {
      this.fail(EXIT_INVALID, toPtyscreenError(error, args.log).format());
    }
  }
}
