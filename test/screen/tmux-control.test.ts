// The control-mode tmux client and the repeated looks of a watch, against a real tmux server of the
// test's own: what they read must be what a tmux client per command reads.
import { describe, expect, it } from 'vitest';
import { controlLine, openTmuxControl } from '../../src/screen/tmux-control.js';
import { paneLooker } from '../../src/screen/tmux-looks.js';
import { TMUX } from '../support/tools.js';
import { ownTmuxServer, waitFor } from '../support/tmux-server.js';

const SOCKET = `ptyscreen-control-test-${process.pid}`;
const tmux = ownTmuxServer(SOCKET, TMUX.path !== undefined);

/** A pane that prints coloured, wide and box-drawing text once and then stays quiet. */
const PAINT = `printf '\\033[1;31mred\\033[0m plain  \\342\\224\\202 box \\344\\270\\255\\346\\226\\207\\n%%end 1 2 1\\n'; exec sleep 600`;

describe('controlLine', () => {
  it('quotes every argument, a quote inside one included, and refuses a line break', () => {
    expect(controlLine(['capture-pane', '-t', '%3'])).toBe("'capture-pane' '-t' '%3'");
    expect(controlLine(['list-panes', '-t', "it's #{x}; y"])).toBe("'list-panes' '-t' 'it'\\''s #{x}; y'");
    expect(controlLine(['display-message', '-p', 'a\nb'])).toBeNull();
  });
});

describe.skipIf(TMUX.path === undefined)(`tmux control mode${TMUX.skipNote}`, () => {
  it('runs commands through one client: output as a client per command prints it, errors as errors', async () => {
    const PANE = "=it's here:";
    tmux('new-session', '-d', '-s', "it's here", '-x', '60', '-y', '10', PAINT);
    await waitFor(() => tmux('capture-pane', '-p', '-t', PANE).includes('box'), 'the pane to paint');
    const control = openTmuxControl("=it's here", { socket: SOCKET });
    try {
      const [capture, listed, missing] = await Promise.all([
        control.run(['capture-pane', '-p', '-e', '-t', PANE]),
        control.run(['display-message', '-p', '-t', PANE, '#{session_name} #{pane_width}x#{pane_height}']),
        control.run(['capture-pane', '-p', '-t', '%999']),
      ]);
      expect(capture).toMatchObject({ ok: true, output: tmux('capture-pane', '-p', '-e', '-t', PANE) });
      // The pane's own line that looks like the end of a block stays part of the output.
      expect(capture.output).toContain('%end 1 2 1\n');
      expect(capture.output).toContain('\x1b[1m\x1b[31mred');
      expect(listed).toMatchObject({ ok: true, output: "it's here 60x10\n" });
      expect(Math.abs(listed.serverSecond - Date.now() / 1000)).toBeLessThan(5);
      expect(missing.ok).toBe(false);
      // It never resized the window it attached to.
      expect(tmux('display-message', '-p', '-t', PANE, '#{window_width}x#{window_height}')).toBe('60x10\n');
    } finally {
      control.close();
    }
    expect(control.closed).toBe(true);
    await expect(control.run(['list-sessions'])).rejects.toThrow(/ended/);
  });

  it('a client whose session closes ends, and its waiting commands fail', async () => {
    tmux('new-session', '-d', '-s', 'short', '-x', '40', '-y', '5', 'exec sleep 600');
    const control = openTmuxControl('=short', { socket: SOCKET });
    await control.run(['display-message', '-p', 'up']);
    tmux('kill-session', '-t', '=short');
    await waitFor(() => control.closed, 'the client to end');
    await expect(control.run(['display-message', '-p', 'x'])).rejects.toThrow(/ended/);
  });

  it('looks again capture only panes with output since, and miss no change', async () => {
    tmux('new-session', '-d', '-s', 'looks', '-x', '50', '-y', '8', 'exec sleep 600');
    // Quiet for six seconds, then output: its process (sleep) and size stay the same throughout.
    tmux('new-window', '-t', '=looks', "sleep 6; printf 'printed after a quiet while'; exec sleep 600");
    const [quiet, busy] = tmux('list-panes', '-s', '-t', '=looks', '-F', '#{pane_id}').trim().split('\n') as [string, string];
    const looker = paneLooker({ kind: 'session', session: 'looks' }, { socket: SOCKET });
    try {
      const first = await looker.look();
      expect([...first.captures.keys()].sort()).toEqual([quiet, busy].sort());
      // The first look ran tmux clients; the control client starts after it.
      await looker.look();
      // Once a second has passed since their last output, the panes are no longer captured.
      await new Promise((resolve) => setTimeout(resolve, 2100));
      await looker.look();
      const still = await looker.look();
      expect([...still.unchanged].sort()).toEqual([quiet, busy].sort());
      expect(still.captures.size).toBe(0);
      // Output in one pane: that pane is captured again, and shows it.
      let after = await looker.look();
      for (let i = 0; i < 100 && !(after.captures.get(busy) ?? '').includes('printed after'); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        after = await looker.look();
      }
      expect(after.captures.get(busy)).toContain('printed after a quiet while');
      expect(after.unchanged.has(quiet)).toBe(true);
      // A pane that opens is captured at once.
      tmux('new-window', '-t', '=looks', 'exec sleep 600');
      const opened = await looker.look();
      expect(opened.panes).toHaveLength(3);
      expect(opened.captures.size + opened.unchanged.size).toBe(3);
    } finally {
      looker.close();
    }
  });
});
