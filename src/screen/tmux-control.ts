// One tmux client in control mode (`tmux -C`), kept open to run many commands: a watch that looks
// at its panes twice a second would otherwise start a tmux client at every look, and that start is
// most of what following quiet panes costs.
//
// The client attaches to a session (control mode has no other way to stay connected), with the
// flags that keep it out of the way: read-only (it cannot type), ignore-size (it never resizes a
// window), no-output (tmux does not stream every pane's output to it). tmux older than 3.2 has no
// such flags and refuses the attach; the caller then runs a client per command as before.

import { spawn } from 'node:child_process';
import { socketArgs, type TmuxOptions } from './tmux-pane.js';

/** What one command printed, and whether tmux ran it without an error. */
export interface ControlReply {
  readonly ok: boolean;
  /** The command's output: its lines, each ending in a newline, as `tmux COMMAND` prints them. */
  readonly output: string;
  /** The tmux server's clock, in whole seconds, when it took the command. */
  readonly serverSecond: number;
}

export interface TmuxControl {
  /** Runs one tmux command; rejects when the client has ended (session gone, server gone). */
  run(args: readonly string[]): Promise<ControlReply>;
  /** True once the client has ended; a closed client runs nothing. */
  readonly closed: boolean;
  close(): void;
}

interface Pending {
  resolve(reply: ControlReply): void;
  reject(error: Error): void;
}

/**
 * A command line as tmux's parser reads it: every argument single-quoted, a quote inside one closed,
 * escaped and reopened. Null for an argument no line can carry (a line break).
 */
export function controlLine(args: readonly string[]): string | null {
  if (args.some((arg) => /[\n\r]/.test(arg))) return null;
  return args.map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(' ');
}

// `%begin TIME NUMBER FLAGS`: flags 1 marks a command this client sent (0: the attach itself).
const GUARD = /^%(begin|end|error) (\d+) (\d+) (\d+)$/;

/** Starts a control-mode client attached to `session` (a tmux target: `$3`, or `=name`). */
export function openTmuxControl(session: string, options: TmuxOptions = {}): TmuxControl {
  const child = spawn('tmux', [...socketArgs(options), '-C', 'attach-session', '-f', 'read-only,ignore-size,no-output', '-t', session], {
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  const pending: Pending[] = [];
  let closed = false;
  // The block being read: its guard's numbers, and its lines so far.
  let block: { readonly time: number; readonly number: string; readonly lines: string[] } | null = null;
  let rest = '';

  const end = (why: string): void => {
    if (closed) return;
    closed = true;
    for (const waiting of pending.splice(0)) waiting.reject(new Error(`tmux control client ended: ${why}`));
    child.stdin.destroy();
    child.stdout.destroy();
    if (child.exitCode === null) child.kill();
  };

  const onLine = (line: string): void => {
    const guard = GUARD.exec(line);
    if (block !== null) {
      // A screen line that looks like a guard ends nothing unless its numbers are the block's own.
      if (guard === null || guard[1] === 'begin' || guard[3] !== block.number) {
        block.lines.push(line);
        return;
      }
      const { time, lines } = block;
      block = null;
      // Blocks of the attach itself (flags 0) answer nothing this client asked.
      if (guard[4] === '0') return;
      const output = lines.length === 0 ? '' : `${lines.join('\n')}\n`;
      pending.shift()?.resolve({ ok: guard[1] === 'end', output, serverSecond: time });
      return;
    }
    if (guard?.[1] === 'begin') block = { time: Number(guard[2]), number: guard[3]!, lines: [] };
    else if (line.startsWith('%exit')) end(line.slice(5).trim() || 'detached');
    // Anything else between blocks is a notification (a window added, a session renamed): not asked for.
  };

  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    const text = rest + chunk;
    let start = 0;
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', start)) {
      onLine(text.slice(start, at));
      start = at + 1;
    }
    rest = text.slice(start);
  });
  child.on('error', (error) => { end(error.message); });
  child.on('exit', (code, signal) => { end(`exit ${code ?? signal}`); });
  child.stdin.on('error', (error) => { end(error.message); });

  return {
    run(args) {
      const line = controlLine(args);
      if (closed) return Promise.reject(new Error('tmux control client ended'));
      if (line === null) return Promise.reject(new Error('a tmux argument holds a line break'));
      return new Promise<ControlReply>((resolve, reject) => {
        pending.push({ resolve, reject });
        child.stdin.write(`${line}\n`);
      });
    },
    get closed() {
      return closed;
    },
    close() {
      end('closed');
    },
  };
}
