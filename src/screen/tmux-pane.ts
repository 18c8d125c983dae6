// Reads a live tmux pane: its screen (capture-pane -p -e), its size, and its foreground process.

import { execFile } from 'node:child_process';
import { readFile, readdir } from 'node:fs/promises';
import { promisify } from 'node:util';
import { PtyscreenError, errnoOf } from '../errors.js';
import { readAnsiScreen } from './ansi/ansi.js';
import type { Screen } from './types.js';

const run = promisify(execFile);

export interface TmuxOptions {
  /** The tmux server: a socket name (tmux -L) or, when it holds a slash, a socket path (tmux -S). */
  readonly socket?: string | undefined;
}

/** The arguments that name the server: `-L name` or `-S path`. */
export function socketArgs(options: TmuxOptions): string[] {
  if (options.socket === undefined) return [];
  return options.socket.includes('/') ? ['-S', options.socket] : ['-L', options.socket];
}

/**
 * Runs one tmux command on the given server. A failure is a PtyscreenError: tmux missing, or
 * `failure(why)` worded by the caller, which knows what it was trying to do.
 */
export async function runTmux(
  args: readonly string[],
  options: TmuxOptions,
  failure: (why: string) => { message: string; file?: string },
): Promise<string> {
  try {
    const { stdout } = await run('tmux', [...socketArgs(options), ...args], { maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const err = error as NodeJS.ErrnoException & { stderr?: string };
    const { message, file } = failure((err.stderr ?? err.message).trim().split('\n')[0] ?? '');
    if (errnoOf(error) === 'ENOENT') {
      throw new PtyscreenError('tmux.missing', 'tmux is not installed or not on PATH; install it (e.g. apt-get install tmux)', { file });
    }
    throw new PtyscreenError('tmux.failed', message, { file });
  }
}

function tmux(args: readonly string[], target: string, options: TmuxOptions): Promise<string> {
  return runTmux(args, options, (why) => ({
    message: `tmux could not read pane "${target}": ${why}; check the target with tmux list-panes -a`,
    file: `tmux:${target}`,
  }));
}

async function childrenOf(pid: number): Promise<number[]> {
  try {
    const tasks = await readdir(`/proc/${pid}/task`);
    const lists = await Promise.all(tasks.map((task) => readFile(`/proc/${pid}/task/${task}/children`, 'utf8').catch(() => '')));
    return lists.flatMap((list) => list.trim().split(/\s+/).filter(Boolean).map(Number));
  } catch {
    return [];
  }
}

async function commandLine(pid: number): Promise<string | undefined> {
  try {
    const raw = await readFile(`/proc/${pid}/cmdline`, 'utf8');
    const argv = raw.split('\0').filter(Boolean).join(' ');
    return argv === '' ? undefined : argv;
  } catch {
    return undefined;
  }
}

async function commName(pid: number): Promise<string | undefined> {
  try {
    return (await readFile(`/proc/${pid}/comm`, 'utf8')).trim();
  } catch {
    return undefined;
  }
}

/**
 * The command line of the pane's foreground process: the deepest descendant of the pane's shell
 * whose name is the one tmux reports (a wrapper like node may start more node processes below it).
 */
export async function foregroundArgv(panePid: number, name: string): Promise<string | undefined> {
  let best: { pid: number; depth: number } | undefined;
  const walk = async (pid: number, depth: number): Promise<void> => {
    if (depth > 32) return;
    if ((await commName(pid)) === name && (best === undefined || depth >= best.depth)) best = { pid, depth };
    for (const child of await childrenOf(pid)) await walk(child, depth + 1);
  };
  await walk(panePid, 0);
  return best === undefined ? undefined : commandLine(best.pid);
}

/** What tmux says of a pane besides its screen: what `#{pane_current_command}`, `#{pane_pid}` and its size show. */
export interface PaneProcessInfo {
  readonly name: string;
  readonly pid: string;
  readonly width: number;
  readonly height: number;
}

/** A pane's screen from its `capture-pane -p -e` output, at its size, with its foreground process and that process's command line. */
export async function paneScreen(ansi: string, info: PaneProcessInfo): Promise<Screen> {
  const { name, pid } = info;
  const screen = await readAnsiScreen(ansi, { cols: info.width, rows: info.height });
  const argv = name && pid ? await foregroundArgv(Number(pid), name) : undefined;
  return { ...screen, process: { name: name || undefined, argv } };
}

/** The screen a live pane shows now, with the foreground process tmux reports for it. */
export async function captureTmuxPane(target: string, options: TmuxOptions = {}): Promise<Screen> {
  const info = await tmux(['display-message', '-p', '-t', target, '#{pane_current_command}\t#{pane_pid}\t#{pane_width}\t#{pane_height}'], target, options);
  const [name = '', pid = '', width, height] = info.trimEnd().split('\t');
  const ansi = await tmux(['capture-pane', '-p', '-e', '-t', target], target, options);
  return paneScreen(ansi, { name, pid, width: Number(width), height: Number(height) });
}
