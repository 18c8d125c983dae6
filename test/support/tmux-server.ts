// A tmux server of a test's own (`tmux -L NAME`), and waiting for what its panes show.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll } from 'vitest';

/** Runs tmux commands on the server named `socket`, returning what they print. */
export function tmuxOn(socket: string): (...args: string[]) => string {
  return (...args) => execFileSync('tmux', ['-L', socket, ...args], { encoding: 'utf8' });
}

/** Polls `check` every 100 ms until it holds; fails naming `what` after 15 s. */
export async function waitFor(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 150; i++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * A tmux server of the test file's own: started before its tests and kept up while it has no
 * session, killed after them. Does nothing where tmux is not installed (`available` false).
 */
export function ownTmuxServer(socket: string, available: boolean): (...args: string[]) => string {
  const tmux = tmuxOn(socket);
  beforeAll(() => {
    if (available) tmux('start-server', ';', 'set', '-g', 'exit-empty', 'off');
  });
  afterAll(() => {
    if (!available) return;
    try {
      tmux('kill-server');
    } catch {
      // already gone
    }
  });
  return tmux;
}
