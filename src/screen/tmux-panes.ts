// Many live tmux panes at once: which panes a server (or a session) has, and what each shows, in one
// tmux call rather than two per pane.

import { randomBytes } from 'node:crypto';
import { PtyscreenError } from '../errors.js';
import { runTmux, type PaneProcessInfo, type TmuxOptions } from './tmux-pane.js';

/** Which panes: every pane of the server, those of one session, or one pane (any tmux target). */
export type PaneScope = { readonly kind: 'all' } | { readonly kind: 'session'; readonly session: string } | { readonly kind: 'pane'; readonly target: string };

export interface PaneInfo extends PaneProcessInfo {
  /** tmux's pane id (`%3`): stable while the pane lives, never reused by the same server. */
  readonly id: string;
  /** `session:window.pane`, as a person names it. */
  readonly target: string;
  /** tmux's id of the pane's session (`$2`). */
  readonly session: string;
  /** When the pane's window last had output, by the tmux server's clock in whole seconds. */
  readonly activity: number;
}

export interface PanesSnapshot {
  /** The panes in scope now. */
  readonly panes: readonly PaneInfo[];
  /** `capture-pane -p -e` output by pane id, for every pane in `panes` that could be captured. */
  readonly captures: ReadonlyMap<string, string>;
}

// Fields apart by a character neither a session name nor a command name holds in practice.
const FIELD = '\x1f';
const FORMAT = [
  '#{pane_id}',
  '#{pane_pid}',
  '#{pane_width}',
  '#{pane_height}',
  '#{session_name}:#{window_index}.#{pane_index}',
  '#{session_id}',
  '#{window_activity}',
  '#{pane_current_command}',
].join(FIELD);
// Printed after each part of the output, to cut it apart; random, so no screen can hold it.
const MARK = `ptyscreen-${randomBytes(8).toString('hex')}`;

/** The tmux command that lists the panes in `scope`, one line each in FORMAT. */
export function listArgs(scope: PaneScope): string[] {
  switch (scope.kind) {
    case 'all':
      return ['list-panes', '-a', '-F', FORMAT];
    case 'session':
      return ['list-panes', '-s', '-t', scope.session, '-F', FORMAT];
    case 'pane':
      return ['display-message', '-p', '-t', scope.target, FORMAT];
  }
}

/** What could not be read, and what to check. */
export function describeScope(scope: PaneScope): { what: string; check: string } {
  switch (scope.kind) {
    case 'all':
      return { what: 'the panes of the tmux server', check: 'check that the server runs (tmux list-sessions; --tmux-socket names another server)' };
    case 'session':
      return { what: `the panes of session "${scope.session}"`, check: 'check the name with tmux list-sessions' };
    case 'pane':
      return { what: `pane "${scope.target}"`, check: 'check the target with tmux list-panes -a' };
  }
}

/** The panes of `listArgs`'s output. */
export function parsePanes(text: string): PaneInfo[] {
  const panes: PaneInfo[] = [];
  for (const line of text.split('\n')) {
    const [id, pid, width, height, target, session, activity, ...name] = line.split(FIELD);
    if (id === undefined || target === undefined) continue;
    panes.push({ id, pid: pid ?? '', width: Number(width), height: Number(height), target, session: session ?? '', activity: Number(activity), name: name.join(FIELD) });
  }
  return panes;
}

/** tmux commands, one call: the list, then each pane's capture, each part followed by the mark. */
function snapshotArgs(scope: PaneScope | null, ids: readonly string[]): string[] {
  const args: string[] = [];
  const part = (command: readonly string[]): void => {
    if (args.length > 0) args.push(';');
    args.push(...command, ';', 'display-message', '-p', MARK);
  };
  if (scope !== null) part(listArgs(scope));
  for (const id of ids) part(['capture-pane', '-p', '-e', '-t', id]);
  return args;
}

/** The parts of a call's output: what each command printed, in order. */
function splitParts(output: string): string[] {
  const parts = output.split(`${MARK}\n`);
  parts.pop();
  return parts;
}

async function tmuxCall(args: readonly string[], scope: PaneScope, options: TmuxOptions): Promise<string> {
  const { what, check } = describeScope(scope);
  return runTmux(args, options, (why) => ({
    message: `tmux could not read ${what}: ${why}; ${check}`,
    file: scope.kind === 'pane' ? `tmux:${scope.target}` : undefined,
  }));
}

/**
 * The panes in `scope` and what each shows, in one tmux call when `known` (the ids seen last time)
 * are still all there; panes new since then are captured in a second call. A pane that closes
 * between the list and its capture is left out of `captures` (it will be missing from the next list).
 * Throws when the scope itself cannot be read: no server, no such session or pane.
 */
export async function snapshotPanes(scope: PaneScope, known: readonly string[], options: TmuxOptions = {}): Promise<PanesSnapshot> {
  let output: string | undefined;
  try {
    output = await tmuxCall(snapshotArgs(scope, known), scope, options);
  } catch (error) {
    // A known pane closed and tmux stopped at its capture: the list alone says what is left.
    if (known.length === 0 || !(error instanceof PtyscreenError) || error.code !== 'tmux.failed') throw error;
  }
  const parts = splitParts(output ?? (await tmuxCall(snapshotArgs(scope, []), scope, options)));
  const panes = parsePanes(parts[0] ?? '');
  const captures = new Map<string, string>();
  if (output !== undefined) known.forEach((id, i) => captures.set(id, parts[i + 1] ?? ''));
  const missing = panes.filter((pane) => !captures.has(pane.id)).map((pane) => pane.id);
  if (missing.length > 0) {
    try {
      const more = splitParts(await tmuxCall(snapshotArgs(null, missing), scope, options));
      missing.forEach((id, i) => captures.set(id, more[i] ?? ''));
    } catch {
      // One of them closed meanwhile: the next snapshot lists what is left.
    }
  }
  const listed = new Set(panes.map((pane) => pane.id));
  for (const id of captures.keys()) if (!listed.has(id)) captures.delete(id);
  return { panes, captures };
}
