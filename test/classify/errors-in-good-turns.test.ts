// Not every error is a failure, and a customised UI is no dialog: real captures of good turns whose
// screens show error-shaped or menu-shaped text (a slash command's refusal, a tool's failing
// command, a reply that explains a traceback, a numbered list ending with a question, a start-up
// warning the session went on past) and of footers redrawn by a status line or theme. Each is
// `ready` with its vendor; the failures beside them (a slash command whose own request failed) stay
// failures.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { classifyLines } from '../../src/classify/index.js';
import { loadPacks } from '../../src/packs/index.js';

const { set } = loadPacks({ npm: false, config: false });

interface Capture {
  readonly lines: string[];
  readonly label: { state: string; reason?: string };
  readonly process: string;
}

function capture(pack: string, fixture: string): Capture {
  const dir = new URL(`../../rules/${pack}/fixtures/${fixture}/`, import.meta.url);
  const meta = JSON.parse(readFileSync(new URL('meta.json', dir), 'utf8')) as { pane_current_command: string };
  return {
    lines: readFileSync(new URL('screen.txt', dir), 'utf8').split('\n'),
    label: JSON.parse(readFileSync(new URL('label.json', dir), 'utf8')) as Capture['label'],
    process: meta.pane_current_command,
  };
}

/** The fixtures of one vendor, classified as tmux saw them: the foreground process, no vendor hint. */
function asCaptured(pack: string, fixtures: readonly string[]): void {
  for (const fixture of fixtures) {
    it(`${pack} ${fixture}: as labelled`, () => {
      const { lines, label, process } = capture(pack, fixture);
      const result = classifyLines(set, lines, { process });
      expect({ state: result.state, vendor: result.vendor, reason: 'reason' in result ? result.reason : undefined })
        .toEqual({ state: label.state, vendor: pack, reason: label.reason });
    });
  }
}

/** Behind a shared runtime whose command line names nobody, only the screen says whose it is. */
function behindWrapper(pack: string, fixtures: readonly string[]): void {
  for (const fixture of fixtures) {
    it(`${pack} ${fixture}: ready with its vendor behind node`, () => {
      const { lines } = capture(pack, fixture);
      const result = classifyLines(set, lines, { process: 'node', argv: 'node /opt/agent/cli.js' });
      expect({ state: result.state, vendor: result.vendor }).toEqual({ state: 'ready', vendor: pack });
    });
  }
}

describe('Claude Code 2.1.332: errors that are not failures', () => {
  asCaptured('claude-code', [
    'ready-after-slash-compact-refused-2.1.332__120x40',
    'ready-after-slash-compact-refused-2.1.332__80x24',
    'ready-after-slash-resume-cancelled-2.1.332__80x24',
    'slash-resume-shown-2.1.332__120x40',
    'ready-after-tool-error-2.1.332__80x24',
    'ready-after-traceback-reply-2.1.332__120x40',
    'ready-after-numbered-list-reply-2.1.332__120x40',
    // the other side: a slash command whose own model request failed is a failure
    'compact-failed-2.1.332__120x40',
    'compact-failed-2.1.332__80x24',
  ]);
});

describe('Claude Code 2.1.332: a custom statusLine in place of the footer hints', () => {
  asCaptured('claude-code', ['ready-composer-statusline-2.1.332__80x24', 'ready-statusline-scrolled-2.1.332__80x24']);
  behindWrapper('claude-code', ['ready-statusline-scrolled-2.1.332__80x24', 'ready-statusline-scrolled-2.1.332__120x40', 'ready-after-tool-error-2.1.332__80x24']);
});

describe('Codex 0.171.0: errors that are not failures, and a custom status line', () => {
  asCaptured('codex', [
    'ready-after-slash-copy-refused-0.171.0__120x40',
    'ready-after-slash-copy-refused-0.171.0__80x24',
    'ready-after-tool-error-0.171.0__120x40',
    'ready-after-traceback-reply-0.171.0__120x40',
    'ready-after-numbered-list-reply-0.171.0__120x40',
    'ready-after-reply-startup-warning-0.171.0__120x40',
    'ready-after-list-reply-statusline-0.171.0__80x24',
    // a slash command is not echoed: its own request's failure is the last ■ block above the composer
    'compact-failed-0.171.0__120x40',
    'compact-failed-0.171.0__80x24',
  ]);
});

describe('Gemini CLI 0.61.0: errors that are not failures, and footers the settings redraw', () => {
  asCaptured('gemini-cli', [
    'ready-after-slash-compress-refused-0.61.0__120x40',
    // the /resume page has nothing to offer; the start-up tips' numbered list above is no menu of it
    'slash-resume-shown-0.61.0__120x40',
    'ready-after-slash-resume-0.61.0__120x40',
    'ready-after-tool-error-0.61.0__120x40',
    'ready-after-traceback-reply-0.61.0__120x40',
    'ready-after-numbered-list-reply-0.61.0__120x40',
    // ui.hideBanner with ui.footer.items or ui.hideFooter: neither the banner nor the default footer names it
    'ready-composer-custom-footer-0.61.0__120x40',
    'ready-after-reply-custom-footer-0.61.0__120x40',
    'ready-after-reply-hidden-footer-0.61.0__120x40',
  ]);
});
