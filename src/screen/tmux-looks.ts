// Looking at the same tmux panes again and again (a watch): through one control-mode client rather
// than a tmux client per look, and capturing only the panes that may have changed since their last
// capture. A quiet pane then costs one line of a `list-panes` per look.

import { openTmuxControl, type TmuxControl } from './tmux-control.js';
import type { TmuxOptions } from './tmux-pane.js';
import { listArgs, parsePanes, snapshotPanes, type PaneInfo, type PaneScope, type PanesSnapshot } from './tmux-panes.js';

export interface PanesLook extends PanesSnapshot {
  /**
   * Panes not captured this time, because nothing can have changed them since their last capture:
   * the same size and process, and no output in their window since then. Not in `captures`.
   */
  readonly unchanged: ReadonlySet<string>;
}

export interface PaneLooker {
  /** The panes in scope now; throws as `snapshotPanes` does. */
  look(): Promise<PanesLook>;
  /** Ends the control-mode client, if one runs. */
  close(): void;
}

/** What a pane was when last captured. */
interface Stamp {
  readonly pid: string;
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly activity: number;
  /** The server's second when the list before that capture ran: output after the capture sets the window's activity to this second or later. */
  readonly listedAt: number;
}

/**
 * Whether `pane` may show something other than at its last capture. tmux stamps a window with the
 * second of its latest output; a capture taken after a list that ran at second L has seen all output
 * stamped before L, so a pane whose window's stamp is still the same, and older than L, is as it was.
 */
function mayHaveChanged(pane: PaneInfo, stamp: Stamp | undefined): boolean {
  if (stamp === undefined || !Number.isFinite(pane.activity)) return true;
  return pane.pid !== stamp.pid || pane.name !== stamp.name || pane.width !== stamp.width || pane.height !== stamp.height || pane.activity !== stamp.activity || pane.activity >= stamp.listedAt;
}

const NOTHING_UNCHANGED: ReadonlySet<string> = new Set();

/**
 * Looks at the panes in `scope`. The first look runs tmux clients (so that a server, session or
 * pane that is not there fails as `snapshotPanes` says); the later ones go through a control-mode
 * client attached to the session of a listed pane. When that client cannot start or ends (its
 * session closed, tmux older than 3.2), the look is taken with clients as before and a new control
 * client tried at the next look, unless one never answered at all.
 */
export function paneLooker(scope: PaneScope, options: TmuxOptions = {}): PaneLooker {
  let control: TmuxControl | null = null;
  // Off for good once a control client has failed before answering once: tmux cannot run one.
  let controlWorks: boolean | undefined;
  let answered = false;
  const stamps = new Map<string, Stamp>();
  // The panes of the last look: a look by clients captures them in the same call as the list.
  let known: readonly string[] = [];

  const byClients = async (): Promise<PanesLook> => {
    const snapshot = await snapshotPanes(scope, known, options);
    stamps.clear();
    return { ...snapshot, unchanged: NOTHING_UNCHANGED };
  };

  const startControl = (panes: readonly PaneInfo[]): void => {
    if (controlWorks === false || control?.closed === false) return;
    if (control !== null && !answered) {
      controlWorks = false;
      return;
    }
    const session = scope.kind === 'session' ? `=${scope.session}` : panes[0]?.session;
    if (session === undefined || session === '') return;
    control = openTmuxControl(session, options);
    answered = false;
  };

  const byControl = async (channel: TmuxControl): Promise<PanesLook> => {
    const list = await channel.run(listArgs(scope));
    answered = true;
    if (!list.ok) throw new Error('the pane list failed');
    const panes = parsePanes(list.output);
    const unchanged = new Set<string>();
    const wanted = panes.filter((pane) => {
      if (mayHaveChanged(pane, stamps.get(pane.id))) return true;
      unchanged.add(pane.id);
      return false;
    });
    // Sent together; tmux answers them in order.
    const replies = await Promise.all(wanted.map((pane) => channel.run(['capture-pane', '-p', '-e', '-t', pane.id])));
    const captures = new Map<string, string>();
    const listed = new Set(panes.map((pane) => pane.id));
    for (const id of stamps.keys()) if (!listed.has(id)) stamps.delete(id);
    wanted.forEach((pane, i) => {
      const reply = replies[i]!;
      // A pane closed between the list and its capture: the next list leaves it out.
      if (!reply.ok) return;
      captures.set(pane.id, reply.output);
      stamps.set(pane.id, { pid: pane.pid, name: pane.name, width: pane.width, height: pane.height, activity: pane.activity, listedAt: list.serverSecond });
    });
    return { panes, captures, unchanged };
  };

  return {
    async look() {
      let look: PanesLook | undefined;
      if (control !== null && !control.closed) {
        try {
          look = await byControl(control);
        } catch {
          control.close();
          // Taken again below with clients, which also say why when the scope itself is gone.
        }
      }
      if (look === undefined) {
        look = await byClients();
        startControl(look.panes);
      }
      known = look.panes.map((pane) => pane.id);
      return look;
    },
    close() {
      control?.close();
      control = null;
    },
  };
}
