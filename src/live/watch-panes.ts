// Polls live tmux panes — one, a session's, or a whole server's — and reports each pane's
// classification at first sight and whenever its state (or gate kind, or reason) changes, and each
// pane that closes.

import { setTimeout as sleep } from 'node:timers/promises';
import { classifyScreen, type ClassifyOptions } from '../classify/classify.js';
import { PtyscreenError } from '../errors.js';
import type { CompiledPackSet } from '../packs/types.js';
import { paneScreen, type TmuxOptions } from '../screen/tmux-pane.js';
import { paneLooker, type PanesLook } from '../screen/tmux-looks.js';
import type { PaneInfo, PaneScope } from '../screen/tmux-panes.js';
import type { ClassificationResult } from '../result/types.js';
import { stateSignature } from '../result/signature.js';

export type { PaneScope } from '../screen/tmux-panes.js';

export interface WatchOptions extends Omit<ClassifyOptions, 'source'>, TmuxOptions {
  /** Milliseconds between looks (default 500). */
  readonly intervalMs?: number;
  /** Stops the watch when aborted. */
  readonly signal?: AbortSignal;
}

/** The pane an event is about. */
export interface WatchedPane {
  /** tmux's pane id, `%3`. */
  readonly id: string;
  /** `session:window.pane`. */
  readonly target: string;
  /** The pane's foreground process, as tmux's `#{pane_current_command}` shows it. */
  readonly process: string | undefined;
}

export type PaneEvent =
  | { readonly kind: 'state'; readonly pane: WatchedPane; readonly result: ClassificationResult }
  | { readonly kind: 'gone'; readonly pane: WatchedPane };

/** What was last seen of a pane: a screen and process unchanged since need no classifying again. */
interface Seen {
  readonly key: string;
  readonly signature: string;
  readonly pane: WatchedPane;
}

function watched(info: PaneInfo): WatchedPane {
  return { id: info.id, target: info.target, process: info.name === '' ? undefined : info.name };
}

/**
 * Yields each pane in `scope` as it is first seen, then again whenever its state changes, and a
 * `gone` event when it closes; panes opened later are followed too. Runs until the signal aborts.
 * The panes are read through one tmux control-mode client for the whole watch (paneLooker), a pane
 * with no output since its last look is not captured again, and one whose screen, size and process
 * are as they were is not classified again. A result's source is `tmux:<target>` for a one-pane scope (as
 * `classify --tmux` names it) and `tmux:<pane id>` otherwise.
 *
 * Throws when the scope cannot be read at the first look (no server, session or pane of that name),
 * and for a one-pane scope when that pane goes away; a session or server that empties later just
 * reports its panes gone.
 */
export async function* watchTmuxPanes(set: CompiledPackSet, scope: PaneScope, options: WatchOptions = {}): AsyncGenerator<PaneEvent> {
  const interval = options.intervalMs ?? 500;
  const seen = new Map<string, Seen>();
  const looker = paneLooker(scope, options);
  let first = true;
  try {
    while (options.signal?.aborted !== true) {
      let snapshot: PanesLook;
      try {
        snapshot = await looker.look();
      } catch (error) {
        if (first || scope.kind === 'pane' || !(error instanceof PtyscreenError)) throw error;
        snapshot = { panes: [], captures: new Map(), unchanged: new Set() };
      }
      first = false;
      for (const info of snapshot.panes) {
        // No output since its last capture: as it was.
        if (snapshot.unchanged.has(info.id) && seen.has(info.id)) continue;
        // Listed but closed before its capture: the next look leaves it out.
        const ansi = snapshot.captures.get(info.id);
        if (ansi === undefined) continue;
        const key = `${info.name}\n${info.pid}\n${info.width}x${info.height}\n${ansi}`;
        const before = seen.get(info.id);
        if (before?.key === key) continue;
        const screen = await paneScreen(ansi, info);
        const source = `tmux:${scope.kind === 'pane' ? scope.target : info.id}`;
        const result = classifyScreen(set, screen, { ...options, source });
        const signature = stateSignature(result);
        const pane = watched(info);
        seen.set(info.id, { key, signature, pane });
        if (before?.signature !== signature) yield { kind: 'state', pane, result };
      }
      const listed = new Set(snapshot.panes.map((pane) => pane.id));
      for (const [id, before] of seen) {
        if (listed.has(id)) continue;
        seen.delete(id);
        yield { kind: 'gone', pane: before.pane };
      }
      if (scope.kind === 'pane' && snapshot.panes.length === 0) {
        throw new PtyscreenError('tmux.failed', `tmux pane "${scope.target}" is gone`, { file: `tmux:${scope.target}` });
      }
      try {
        await sleep(interval, undefined, { signal: options.signal });
      } catch {
        return;
      }
    }
  } finally {
    // The control-mode client would otherwise keep the process alive.
    looker.close();
  }
}
