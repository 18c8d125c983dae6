// A tmux server of a test's own (`tmux -L NAME`), and waiting for what its panes show.
import { execFileSync } from 'node:child_process';

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
