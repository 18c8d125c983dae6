// Runs a command in a private tmux server, records it, and reads back its final screen as an envelope.

import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { foregroundArgv, runTmux } from '../screen/tmux-pane.js';
import { shellQuote } from '../shared/shell-quote.js';

const RECORDER = fileURLToPath(new URL('./record-cast-main.js', import.meta.url));

export interface CaptureSessionOptions {
  readonly command: readonly string[];
  readonly cols: number;
  readonly rows: number;
  /** Write an asciicast recording of everything the command printed. */
  readonly castFile?: string | undefined;
  /** Attach the user's terminal to the session; the capture is taken on detach or when the command exits. */
  readonly attach: boolean;
  /** Without attaching: stop after this many seconds even if the command still runs. */
  readonly durationSeconds?: number | undefined;
  readonly signal?: AbortSignal | undefined;
}

/** What a capture envelope holds: schemas/capture.schema.json. */
export interface CaptureEnvelope {
  readonly process: string;
  readonly argv?: string;
  readonly vendor?: string;
  readonly cols: number;
  readonly rows: number;
  readonly ansi: string;
}

class PrivateTmux {
  readonly socket = `ptyscreen-capture-${process.pid}-${Date.now()}`;

  tmux(...args: string[]): Promise<string> {
    return runTmux(args, { socket: this.socket }, (why) => ({ message: `tmux ${args[0]} failed: ${why}` }));
  }

  async kill(): Promise<void> {
    await this.tmux('kill-server').catch(() => undefined);
  }
}

/**
 * Runs the command, waits for the user to detach (or for the command to end, or the duration), and
 * returns the envelope of the screen as it was then. The command starts only once recording is on,
 * so the recording misses nothing of its output.
 */
export async function captureCommand(options: CaptureSessionOptions): Promise<CaptureEnvelope> {
  const tmux = new PrivateTmux();
  const gate = `ptyscreen-go-${process.pid}`;
  const command = options.command.map(shellQuote).join(' ');
  try {
    await tmux.tmux('new-session', '-d', '-s', 'capture', '-x', String(options.cols), '-y', String(options.rows), `tmux -L ${tmux.socket} wait-for ${gate}; exec ${command}`);
    await tmux.tmux('set-option', '-t', 'capture', 'remain-on-exit', 'on');
    await tmux.tmux('set-option', '-t', 'capture', 'status', 'off');
    if (options.castFile !== undefined) {
      await tmux.tmux('pipe-pane', '-t', 'capture', '-o', `${shellQuote(process.execPath)} ${shellQuote(RECORDER)} ${shellQuote(options.castFile)} ${options.cols} ${options.rows}`);
    }
    await tmux.tmux('wait-for', '-S', gate);

    let last = await snapshot(tmux);
    if (options.attach) {
      await new Promise<void>((resolve) => {
        const child = spawn('tmux', ['-L', tmux.socket, 'attach-session', '-t', 'capture'], { stdio: 'inherit' });
        child.on('exit', () => { resolve(); });
      });
      last = await snapshot(tmux, last);
    } else {
      const deadline = Date.now() + (options.durationSeconds ?? 3600) * 1000;
      while (Date.now() < deadline && options.signal?.aborted !== true) {
        last = await snapshot(tmux, last);
        if (last.dead) break;
        await sleep(100);
      }
    }
    return last.envelope;
  } finally {
    await tmux.kill();
  }
}

interface Snapshot {
  readonly envelope: CaptureEnvelope;
  readonly dead: boolean;
}

/** The pane now; once the command has exited, the process it last showed is kept, not the dead pane's. */
async function snapshot(tmux: PrivateTmux, previous?: Snapshot): Promise<Snapshot> {
  const info = (await tmux.tmux('display-message', '-p', '-t', 'capture', '#{pane_dead}\t#{pane_current_command}\t#{pane_pid}\t#{pane_width}\t#{pane_height}')).trimEnd();
  const [dead, name, pid, width, height] = info.split('\t');
  const ansi = await tmux.tmux('capture-pane', '-p', '-e', '-t', 'capture');
  let processName = name || 'unknown';
  let argv: string | undefined;
  if (dead === '1' && previous !== undefined) {
    processName = previous.envelope.process;
    argv = previous.envelope.argv;
  } else if (pid) {
    argv = await foregroundArgv(Number(pid), processName);
  }
  return {
    dead: dead === '1',
    envelope: { process: processName, ...(argv !== undefined && { argv }), cols: Number(width), rows: Number(height), ansi },
  };
}
