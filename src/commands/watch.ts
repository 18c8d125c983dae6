// `ptyscreen watch`: a JSON line each time a live tmux pane's state changes, until interrupted.
import { Flags } from '../cli/oclif.js';
import { BaseCommand, packFlags, packSelectionOf } from '../cli/base-command.js';
import { paragraphs } from '../cli/help-text.js';
import { watchTmuxPane } from '../batch/watch-pane.js';
import { EXIT_INVALID, toPtyscreenError } from '../errors.js';
import { formatProblem, loadPacks } from '../packs/index.js';

export default class Watch extends BaseCommand {
  static override summary = 'Print a JSON line each time a live tmux pane changes state.';

  static override description = paragraphs([
    'Captures the pane (tmux capture-pane -p -e) every --interval milliseconds, takes its foreground',
    'process from tmux and /proc, classifies it, and prints the result as one JSON line whenever the',
    'state, gate kind, selected option, failure reason or foreign process changes. Runs until',
    'interrupted (exit 130), until the pane is gone (exit 2), or until the reader of its output goes',
    'away (`| head -1`; exit 0).',
  ]);

  static override examples = [
    '<%= config.bin %> watch --tmux agent:0.0',
    '<%= config.bin %> watch --tmux %3 --vendor claude-code --interval 250',
  ];

  static override flags = {
    tmux: Flags.string({ description: 'the pane to watch (a tmux target such as agent:0.1 or %3)', required: true }),
    'tmux-socket': Flags.string({ description: 'the tmux server: a socket name (tmux -L) or a socket path (tmux -S)' }),
    interval: Flags.integer({ description: 'milliseconds between captures', default: 500, min: 20 }),
    vendor: Flags.string({ description: 'the vendor CLI running in the pane (a pack id)' }),
    process: Flags.string({ description: 'override the foreground process name tmux reports' }),
  };

  static override baseFlags = packFlags;

  // A watch never ends by itself: Ctrl-C stops the loop, which then exits 130.
  static override interrupt = 'abort' as const;

  // Once nobody reads its lines, it has nothing left to do (exit 0).
  protected override onStdoutClosed(): void {
    this.interrupted.abort();
  }

  protected async work(): Promise<void> {
    const { flags } = await this.parse(Watch);
    const packs = loadPacks(packSelectionOf(flags));
    for (const problem of packs.problems) this.printError(formatProblem(problem));
    try {
      for await (const result of watchTmuxPane(packs.set, flags.tmux, {
        socket: flags['tmux-socket'],
        intervalMs: flags.interval,
        vendor: flags.vendor,
        process: flags.process,
        signal: this.interrupted.signal,
      })) {
        this.print(JSON.stringify({ at: new Date().toISOString(), ...result }));
      }
    } catch (error) {
      if (!this.interrupted.signal.aborted) this.fail(EXIT_INVALID, `ptyscreen: ${toPtyscreenError(error).format()}`);
    }
  }
}
