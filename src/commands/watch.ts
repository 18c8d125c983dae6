// `ptyscreen watch`: a line each time a live tmux pane changes state — one pane, a session's, or a whole server's.
import { Flags } from '../cli/oclif.js';
import { BaseCommand, formatFlags, formatOf, packFlags, packSelectionOf } from '../cli/base-command.js';
import { paragraphs } from '../cli/help-text.js';
import { EXIT_INVALID, toPtyscreenError } from '../errors.js';
import type { PaneEvent, PaneScope } from '../live/watch-panes.js';

export default class Watch extends BaseCommand {
  static override summary = 'Print a line each time a live tmux pane changes state: one pane, a session\'s, or every pane of a server.';

  static override description = paragraphs([
    'Looks at the panes every --interval milliseconds through one tmux client in control mode (tmux -C,',
    'attached read-only to a session of the server: it never types into a pane or resizes a window, but',
    'tmux lists that session as attached; tmux before 3.2 gets a tmux call per look instead), captures',
    '(capture-pane -p -e) the panes with output since their last capture,',
    'takes each foreground process from tmux and /proc, classifies what changed, and prints a line for',
    'each pane at start and whenever its state, gate kind, selected option, failure reason or foreign',
    'process changes. --tmux watches one pane; --session NAME the panes of one session; --all every pane',
    'of the server (--tmux-socket chooses the server). Panes opened later are followed, and a pane that',
    'closes gets a line saying so.',
    '',
    'With --json each line is the pane\'s result with "at" (the time), "pane" (tmux\'s pane id, %3),',
    '"target" (session:window.pane) and "process" beside it, or {"at", "pane", "target", "gone": true}',
    'when a pane closes. Without --json each line is the time, the pane id, the target, the state, the',
    'vendor and what the screen asks for.',
    '',
    'Runs until interrupted (exit 130), until the pane of --tmux is gone (exit 2), or until the reader',
    'of its output goes away (`| head -1`; exit 0), at once even while nothing changes.',
  ]);

  static override examples = [
    '<%= config.bin %> watch --tmux agent:0.0',
    '<%= config.bin %> watch --tmux %3 --vendor claude-code --interval 250 --json',
    '<%= config.bin %> watch --all --json',
    '<%= config.bin %> watch --session agents --tmux-socket work --json | head -1',
  ];

  static override flags = {
    tmux: Flags.string({ description: 'the pane to watch (a tmux target such as agent:0.1 or %3)', exactlyOne: ['tmux', 'session', 'all'] }),
    session: Flags.string({ description: 'watch every pane of this tmux session', exactlyOne: ['tmux', 'session', 'all'] }),
    all: Flags.boolean({ description: 'watch every pane of the tmux server', exactlyOne: ['tmux', 'session', 'all'] }),
    'tmux-socket': Flags.string({ description: 'the tmux server: a socket name (tmux -L) or a socket path (tmux -S)' }),
    interval: Flags.integer({ description: 'milliseconds between looks', default: 500, min: 20 }),
    vendor: Flags.string({ description: 'the vendor CLI running in the panes (a pack id)' }),
    process: Flags.string({ description: 'override the foreground process name tmux reports' }),
    ...formatFlags(['text', 'json'] as const, { description: 'what to print: a line for people, or a JSON line per pane and change' }),
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
    const [{ loadPacks }, { watchTmuxPanes }, { describeResult }, { followPipeReaders }] = await Promise.all([
      import('../packs/discover.js'),
      import('../live/watch-panes.js'),
      import('../output/results.js'),
      import('../shared/pipe-readers.js'),
    ]);
    const packs = loadPacks(packSelectionOf(flags));
    this.printProblems(packs.problems);
    const scope: PaneScope =
      flags.tmux !== undefined ? { kind: 'pane', target: flags.tmux }
      : flags.session !== undefined ? { kind: 'session', session: flags.session }
      : { kind: 'all' };

    // A quiet pane prints nothing, so a pipe whose reader left would only be noticed at the next
    // change: the pipe's readers are looked at as often as the panes are.
    const readers = followPipeReaders();
    const readersCheck = readers === null ? undefined : setInterval(() => { if (readers.gone()) this.onStdoutClosed(); }, flags.interval);
    readersCheck?.unref();

    const json = formatOf(flags) === 'json';
    const line = (event: PaneEvent): string => {
      const at = new Date().toISOString();
      const { pane } = event;
      if (json) {
        return JSON.stringify(event.kind === 'gone' ? { at, pane: pane.id, target: pane.target, gone: true } : { at, pane: pane.id, target: pane.target, process: pane.process ?? null, ...event.result });
      }
      const what = event.kind === 'gone' ? 'gone' : [event.result.state, event.result.vendor ?? '-', describeResult(event.result)].join('  ').trimEnd();
      return `${at.slice(11, 19)}  ${pane.id}  ${pane.target}  ${what}`;
    };
    try {
      for await (const event of watchTmuxPanes(packs.set, scope, {
        socket: flags['tmux-socket'],
        intervalMs: flags.interval,
        vendor: flags.vendor,
        process: flags.process,
        signal: this.interrupted.signal,
      })) {
        this.print(line(event));
      }
    } catch (error) {
      if (!this.interrupted.signal.aborted) this.fail(EXIT_INVALID, `${this.config.bin}: ${toPtyscreenError(error).format()}`);
    } finally {
      clearInterval(readersCheck);
    }
  }
}
