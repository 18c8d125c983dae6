// `ptyscreen capture -- COMMAND`: runs a command in a terminal and saves what its screen shows, for fixtures.
import { Flags } from '../cli/oclif.js';
import { BaseCommand } from '../cli/base-command.js';
import { paragraphs } from '../cli/help-text.js';
import { captureCommand } from '../capture/tmux-session.js';
import { EXIT_INVALID, toPtyscreenError } from '../errors.js';

export default class Capture extends BaseCommand {
  static override summary = 'Run a command in a terminal and save its screen as a capture envelope.';

  static override description = paragraphs([
    'Runs COMMAND in a private tmux server at the given size and attaches your terminal to it. Use',
    'the program as you normally would; detach with the tmux prefix and d (Ctrl-b d) when the screen',
    'shows what you want to capture, or let the program exit. The screen at that moment is written to',
    '--out as a capture envelope (schemas/capture.schema.json) with the foreground process, its command',
    'line and the size; --cast also records everything the program printed as an asciicast recording.',
    'Without a terminal (or with --no-attach) it runs for --duration seconds or until the command exits.',
  ]);

  static override examples = [
    '<%= config.bin %> capture --out trust.json --cast trust.cast -- claude',
    '<%= config.bin %> capture --out shot.json --no-attach --duration 5 --cols 80 --rows 24 -- gemini',
  ];

  static override strict = false;

  static override flags = {
    out: Flags.string({ description: 'where to write the capture envelope (JSON)', required: true }),
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
    if (command.length === 0) this.error('give the command to run after --, e.g. ptyscreen capture --out x.json -- claude', { exit: EXIT_INVALID });
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
      if (await this.writeOutputFile(flags.out, `${JSON.stringify(withVendor, null, 2)}\n`)) {
        this.printError(`ptyscreen: wrote ${flags.out}${flags.cast ? ` and ${flags.cast}` : ''} (process ${envelope.process})`);
      }
    } catch (error) {
      this.fail(EXIT_INVALID, `ptyscreen: ${toPtyscreenError(error).format()}`);
    }
  }
}
