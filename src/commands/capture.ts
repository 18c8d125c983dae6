// `ptyscreen capture -- COMMAND`: runs a command in a terminal and saves what its screen shows, for fixtures.
import { Flags } from '../cli/oclif.js';
import { BaseCommand, formatFlags, formatOf, outputFlag, quietFlag } from '../cli/base-command.js';
import { paragraphs } from '../cli/help-text.js';
import { captureCommand, type CaptureEnvelope } from '../record/tmux-session.js';
import { EXIT_INVALID, toPtyscreenError } from '../errors.js';

export default class Capture extends BaseCommand {
  static override summary = 'Run a command in a terminal and save its screen as a capture envelope.';

  static override description = paragraphs([
    'Runs COMMAND in a private tmux server at the given size and attaches your terminal to it. Use',
    'the program as you normally would; detach with the tmux prefix and d (Ctrl-b d) when the screen',
    'shows what you want to capture, or let the program exit. The screen at that moment is printed,',
    'or with --output written to FILE: as a capture envelope (--format json, schemas/capture.schema.json)',
    'with the foreground process, its command line and the size, or as the text the screen shows',
    '(--format text). --cast also records everything the program printed as an asciicast recording.',
    'Without a terminal (or with --no-attach) it runs for --duration seconds or until the command exits.',
    '',
    'Exit codes: 0 captured; 2 bad usage, tmux missing or failing, or an --output that cannot be',
    'written; 130 interrupted (Ctrl-C), after writing the screen as it was then.',
  ]);

  static override examples = [
    '<%= config.bin %> capture --output trust.json --cast trust.cast -- claude',
    '<%= config.bin %> capture --no-attach --duration 5 --cols 80 --rows 24 -- gemini > shot.json',
    '<%= config.bin %> capture --no-attach --format text -- gemini | <%= config.bin %> classify - --process node',
  ];

  static override strict = false;

  static override flags = {
    ...formatFlags(['json', 'text'] as const, { description: 'what to print: the capture envelope, or the text the screen shows' }),
    output: outputFlag('the capture'),
    quiet: quietFlag('the capture: no line saying what was written'),
    cast: Flags.string({ description: 'also record the session as an asciicast v2 file' }),
    cols: Flags.integer({ description: 'terminal width', default: 120, min: 20, max: 1000 }),
    rows: Flags.integer({ description: 'terminal height', default: 40, min: 5, max: 500 }),
    vendor: Flags.string({ description: 'the vendor id to record in the envelope (e.g. claude-code)' }),
    attach: Flags.boolean({
      description: 'attach this terminal to the session (default when it is a terminal)',
      allowNo: true,
      // Asked when the command runs: attaching needs a terminal on both ends.
      default: () => Promise.resolve(process.stdin.isTTY && process.stdout.isTTY),
      noCacheDefault: true,
    }),
    duration: Flags.integer({ description: 'without attaching: seconds to run before the capture', default: 10, min: 1 }),
  };

  // Ctrl-C ends the session, and the screen as it was then is still written (exit 130).
  static override interrupt = 'abort' as const;

  protected async work(): Promise<void> {
    const { argv, flags } = await this.parse(Capture);
    const command = argv.map(String);
    if (command.length === 0) this.error('give the command to run after --, e.g. ptyscreen capture --output x.json -- claude', { exit: EXIT_INVALID });
    try {
      const envelope = await captureCommand({
        command,
        cols: flags.cols,
        rows: flags.rows,
        castFile: flags.cast,
        attach: flags.attach,
        durationSeconds: flags.duration,
        signal: this.interrupted.signal,
      });
      const withVendor = flags.vendor === undefined ? envelope : { ...envelope, vendor: flags.vendor };
      const content = formatOf(flags) === 'text' ? await screenText(withVendor) : `${JSON.stringify(withVendor, null, 2)}\n`;
      const written = [flags.output, flags.cast].filter((file) => file !== undefined).join(' and ');
      const summary = `ptyscreen: wrote ${written} (process ${envelope.process})`;
      if (flags.output === undefined) {
        await this.emit(content, undefined, '');
        if (flags.cast !== undefined && !flags.quiet) this.printError(summary);
      } else if (await this.writeOutputFile(flags.output, content)) {
        // On standard error: standard output may be the terminal the session was attached to.
        if (!flags.quiet) this.printError(summary);
      }
    } catch (error) {
      this.fail(EXIT_INVALID, `ptyscreen: ${toPtyscreenError(error).format()}`);
    }
  }
}

/** The screen as text, one line per row, rendered as a terminal shows it. */
async function screenText(envelope: CaptureEnvelope): Promise<string> {
  const { readCaptureFromString } = await import('../screen/read-capture.js');
  const screen = await readCaptureFromString(JSON.stringify(envelope), { format: 'envelope' });
  return screen.lines.map((line) => `${line}\n`).join('');
}
