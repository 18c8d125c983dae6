// `ptyscreen serve`: the packs loaded once, a classification per request line, for orchestrators.
import { Flags } from '../cli/oclif.js';
import { BaseCommand, formatFlags, formatOf, packFlags, packSelectionOf } from '../cli/base-command.js';
import { paragraphs } from '../cli/help-text.js';
import { EXIT_INVALID, toPtyscreenError } from '../errors.js';
import type { ServeAnswer } from '../live/serve.js';

export default class Serve extends BaseCommand {
  static override summary = 'Answer classification requests, one JSON line each, with the packs loaded once.';

  static override description = paragraphs([
    'Reads requests from standard input, one JSON object per line, and answers each with one line, in',
    'request order, until standard input ends (exit 0). A request names what to classify:',
    '',
    '  {"id": 1, "screen": "<the screen\'s text, plain or with ANSI escapes>", "process": "node"}',
    '  {"id": 2, "file": "captures/pane.txt"}',
    '  {"id": 3, "tmux": "agent:0.1", "tmuxSocket": "work"}',
    '',
    'with optional "process", "argv", "vendor", "cols", "rows" as classify takes them. The answer is',
    '{"id": …, "result": {…}}, the result exactly what classify --json gives for that input (a screen\'s',
    'source is "-", as for classify -), or {"id": …, "error": {"code", "message", "file", "line"}}. A',
    'line that is not a request gets an error answer (code request.json, request.invalid or',
    'request.too-large) and the next line is read as usual; blank lines are skipped. --format text',
    'answers with a line for people instead: the id, then what classify prints.',
    '',
    '--socket PATH serves the same protocol on a Unix socket instead, to any number of clients at once,',
    'each answered in its own request order, until interrupted; a socket file left by a server that is',
    'gone is replaced.',
    '',
    'Exit codes: 0 standard input ended; 2 a pack could not be loaded (the others still answer) or the',
    'socket cannot be listened on; 130 interrupted (Ctrl-C), 143 terminated.',
  ]);

  static override examples = [
    'echo \'{"id": 1, "file": "pane.txt", "process": "node"}\' | <%= config.bin %> serve',
    '<%= config.bin %> serve --socket /tmp/ptyscreen.sock',
  ];

  static override flags = {
    ...formatFlags(['json', 'text'] as const, { description: 'how to answer: the JSON line programs read, or a line for people' }),
    socket: Flags.string({ description: 'serve on a Unix socket at PATH instead of standard input and output', helpValue: 'PATH' }),
    'tmux-socket': Flags.string({ description: 'the tmux server of requests that give no "tmuxSocket": a socket name (tmux -L) or path (tmux -S)' }),
    'max-bytes': Flags.integer({ description: 'refuse captures, and request lines, larger than this many bytes', min: 1 }),
  };

  static override baseFlags = packFlags;

  // Stops the server: the socket file is removed, answers under way are dropped (exit 130).
  static override interrupt = 'abort' as const;

  // Nobody reads the answers any more: stop reading requests.
  protected override onStdoutClosed(): void {
    this.interrupted.abort();
  }

  protected async work(): Promise<void> {
    const { flags } = await this.parse(Serve);
    const [{ loadPacks }, { serveStream, serveSocket, answerJson }, { formatTextLine }, { terminalSafe }] = await Promise.all([
      import('../packs/discover.js'),
      import('../live/serve.js'),
      import('../output/results.js'),
      import('../shared/terminal-safe.js'),
    ]);
    // A server meets many different screens: the scanner starts in sets that hold all their states.
    const packs = loadPacks({ ...packSelectionOf(flags), screens: 'varied' });
    this.printProblems(packs.problems);
    if (packs.problems.some((p) => p.severity === 'error')) this.raiseExitCode(EXIT_INVALID);

    const format =
      formatOf(flags) === 'json'
        ? answerJson
        : (answer: ServeAnswer): string =>
            terminalSafe(`${JSON.stringify(answer.id)}  ${'result' in answer ? formatTextLine(answer.result) : `error ${answer.error.code}: ${answer.error.message}`}`);
    const options = { tmuxSocket: flags['tmux-socket'], maxBytes: flags['max-bytes'], format };

    if (flags.socket !== undefined) {
      const path = flags.socket;
      try {
        await serveSocket(packs.set, path, { ...options, signal: this.interrupted.signal, onListening: () => { this.printError(`${this.config.bin} serve: listening on ${path}`); } });
      } catch (error) {
        this.fail(EXIT_INVALID, `${this.config.bin}: ${toPtyscreenError(error).format()}`);
      }
      return;
    }
    // Ctrl-C, or the reader of the answers gone: standard input is read no further.
    this.interrupted.signal.addEventListener('abort', () => process.stdin.destroy(), { once: true });
    try {
      await serveStream(packs.set, process.stdin, process.stdout, options);
    } catch (error) {
      if (!this.interrupted.signal.aborted) this.fail(EXIT_INVALID, `${this.config.bin}: ${toPtyscreenError(error, '<stdin>').format()}`);
    }
  }
}
