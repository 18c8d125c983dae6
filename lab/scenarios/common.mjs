// What the vendors' scenarios share: the prompts typed, the shell prompt seen after the CLI exits,
// the labels a capture is given, the steps of an API failure that retries before its final error and
// of a decoy reply, and the steps that drive the TUI opencode and Kilo Code share.

export const PROMPT = 'Say hello in one sentence.';
export const TOOL_PROMPT = 'Create build/out.txt using the shell.';
export const SHELL_PROMPT = /@lab:[^\n]*#\s*$/m;

export const ready = (notes) => ({ state: 'ready', notes });
export const failing = (reason, notes) => ({ state: 'failing', reason, notes });
export const gate = (kind, subject, input, options, notes) => ({ state: 'operator_gate', gate: { kind, subject, input, options }, notes });
export const notAgent = (notes, extra = {}) => ({ state: 'not_agent', observed_process: 'bash', ...extra, notes });

/** Types the prompt and presses Enter without waiting for the screen to settle: the reply streams. */
export const sendPrompt = (text = PROMPT) => ({ text, enter: true, settle: false });

/**
 * The steps after the prompt is sent, for an API failure. With `retry`, waits for it and captures
 * `<name>-<retrySuffix>` while the CLI retries (the screen keeps changing, so without settling). With
 * `final`, waits for it and captures `<name>`, or `<name>-<finalSuffix>` after a retry capture when
 * a suffix is given.
 */
export function retryThenFinal({
  name, reason, retry, retryExpect = retry, retryNotes, retryWait = 1500, retryTimeout = 60000, retrySuffix = 'retrying',
  final, finalNotes, finalTimeout = 240000, finalSuffix = 'final',
}) {
  const steps = [];
  if (retry) {
    steps.push({ waitFor: retry, timeout: retryTimeout, settle: false }, { wait: retryWait },
      { capture: `${name}-${retrySuffix}`, settle: false, label: failing(reason, retryNotes), expect: retryExpect });
  }
  if (final) {
    steps.push({ waitFor: final, timeout: finalTimeout },
      { capture: retry && finalSuffix ? `${name}-${finalSuffix}` : name, label: failing(reason, finalNotes), expect: final });
  }
  return steps;
}

/** The second prompt of a recovered scenario, answered by the mock's 'ok' behaviour. */
export const AGAIN_PROMPT = 'Say hello again, in one sentence.';

/**
 * A failure, then a good turn: `start` reaches the composer, the agent's next `count` model requests
 * fail with `status` (at least as many as the CLI makes before it gives up; those left when `final`
 * shows are dropped), the prompt is sent and the final error `final` awaited; then a second prompt,
 * which the mock answers. The old error above the newer good turn is captured as
 * `ready-after-failure-recovered`, labelled ready: an error in scrollback is not the state of the agent.
 * `notes` may be a function of the run context, like a capture's label.
 */
export const recoveredScenario = ({ start, send = (text) => [sendPrompt(text)], status, count = 1, final, finalTimeout = 180000, notes, ...rest }) => ({
  name: 'recovered', mock: 'ok', ...rest,
  steps: [
    ...start, { failNext: { status, count } }, ...send(PROMPT), { waitFor: final, timeout: finalTimeout },
    // requests the CLI did not make before it gave up fail no more: the second turn is answered
    { failNext: { status, count: 0 } }, ...send(AGAIN_PROMPT), { waitFor: /comes from a local mock server/, timeout: 60000 },
    { capture: 'ready-after-failure-recovered', expect: final, label: typeof notes === 'function' ? (c) => ready(notes(c)) : ready(notes) },
  ],
});

/** What a decoy scenario asks; the mock's 'decoy' behaviour answers with quoted gate wording whatever is asked. */
export const DECOY_PROMPT = 'Quote the folder trust prompt and the rate limit message.';

/** After the decoy prompt: wait for the whole reply, then capture it as `ready-after-decoy-reply`, labelled ready. */
export const decoyReplyCapture = (notes, timeout = 60000) => [
  { waitFor: /nothing is waiting/, timeout },
  { capture: 'ready-after-decoy-reply', expect: /Do you trust the files/, label: ready(notes) },
];

/**
 * The decoy scenario every vendor has: `start` reaches the composer, `send` types the decoy prompt
 * (a plain line by default; the TUIs use `tuiSendPrompt`), the mock's 'decoy' reply is captured.
 * Other fields (`setup`, the vendor's own flags) pass through to the scenario.
 */
export const decoyScenario = ({ start, send = (text) => [sendPrompt(text)], notes, timeout, ...rest }) => ({
  name: 'decoy', mock: 'decoy', ...rest,
  steps: [...start, ...send(DECOY_PROMPT), ...decoyReplyCapture(notes, timeout)],
});

/**
 * The tool permission refused: `start`, the tool `prompt`, the mock's 'tool' call until `dialog` shows,
 * Esc (`refuse` steps), and the screen after it captured as `ready-after-permission-denied`.
 */
export const permissionDeniedScenario = ({
  start, send = (text) => [sendPrompt(text)], prompt = TOOL_PROMPT, dialog, timeout, refuse = [{ keys: ['Escape'] }], notes, ...rest
}) => ({
  name: 'permission-denied', mock: 'tool', ...rest,
  steps: [
    ...start, ...send(prompt), { waitFor: dialog, timeout }, ...refuse,
    { capture: 'ready-after-permission-denied', label: ready(notes) },
  ],
});

/**
 * The busy scenario: `start`, the prompt, `wait` ms into the mock's 'slow' hold, the spinner captured
 * unsettled (`spinner`), then `interrupt` (steps; Esc by default) and the screen after it (`after`).
 * `spinner` and `after` are `{ capture, notes, expect? }`.
 */
export const busyScenario = ({
  start, send = () => [sendPrompt()], wait = 6000, spinner,
  interrupt = [{ keys: ['Escape'] }, { wait: 1500 }], after, name = 'busy', ...rest
}) => ({
  name, mock: 'slow', ...rest,
  steps: [
    ...start, ...send(), { wait },
    { capture: spinner.capture, settle: false, expect: spinner.expect, label: ready(spinner.notes) },
    ...interrupt,
    { capture: after.capture, expect: after.expect, label: ready(after.notes) },
  ],
});

// opencode and its fork Kilo Code draw the same full-screen TUI, so they are driven the same way.

/** Starts the TUI's `command` and waits for its home screen (several seconds offline, minutes on a loaded machine). */
export const tuiStart = (command, homeScreen, timeout = 180000) => [
  { command, settle: { quietMs: 2500, timeoutMs: 60000 } },
  { waitFor: homeScreen, timeout, settle: { quietMs: 2000, timeoutMs: 30000 } },
];
const PLACEHOLDER = /Ask anything(?:…|\.\.\.) "/;
/**
 * Types into the TUI's composer and presses Enter. On a loaded machine the TUI draws its home screen
 * before it reads keys: when the placeholder ('Ask anything… "…"', Kilo's 'Ask anything... "…"') still
 * shows ten seconds on, nothing was taken, so it types again (a redraw slower than that leaves the
 * prompt twice in the message).
 */
export const tuiSendPrompt = (text = PROMPT) => [
  { text, settle: false }, { wait: 500 },
  { if: PLACEHOLDER, then: [{ wait: 10000 }, { if: PLACEHOLDER, then: [{ text, settle: false }, { wait: 5000 }] }] },
  { keys: ['Enter'], settle: false },
];
/** Opens the /connect provider dialog from the composer. */
export const TUI_OPEN_CONNECT = [
  { text: '/connect', settle: false }, { wait: 800 }, { keys: ['Enter'], settle: { quietMs: 1500, timeoutMs: 20000 } },
  { waitFor: /Connect a provider/, timeout: 60000 },
];
/**
 * The TUIs' interrupt: a first Esc only asks for another ('esc again to interrupt', captured while the
 * work goes on as `busy-esc-again-to-interrupt`), the second stops the turn.
 */
export const tuiInterruptTwice = ({ expect, notes }) => [
  { keys: ['Escape'], settle: false },
  { wait: 700 },
  { capture: 'busy-esc-again-to-interrupt', settle: false, expect, label: ready(notes) },
  { keys: ['Escape'], settle: { quietMs: 1500, timeoutMs: 20000 } },
];
/** Filters the provider list and picks the first hit. */
export const tuiPickProvider = (filter) => [
  { text: filter, settle: false }, { wait: 800 }, { keys: ['Enter'], settle: { quietMs: 2000, timeoutMs: 30000 } },
];

/** What a full-screen TUI (opencode, Kilo Code) shows once started: its home screen, its config error, or the shell it fell back to. */
const TUI_STARTED = /Ask anything|ctrl\+p commands|not valid JSON|@lab:[^\n]*#\s*$/m;

/**
 * A start-up capture of such a TUI: `command` typed, the first of those awaited, then `after` (a
 * slower CLI's extra wait), then the capture named after the scenario.
 */
export const tuiStartupScenario = (command, after = []) => (name, { how, label, expect, ...rest }) => ({
  name, how, ...rest,
  steps: [{ command, settle: { quietMs: 2500, timeoutMs: 60000 } }, { waitFor: TUI_STARTED, timeout: 180000, settle: { quietMs: 3000, timeoutMs: 30000 } },
    ...after, { capture: name, expect, label }],
});

// Errors that are not failures, and prose that is not a dialog: each a good turn whose screen is `ready`.
/** What the 'traceback' scenario asks; the mock's 'traceback' reply quotes a Python traceback and an HTTP 500 line. */
export const TRACEBACK_PROMPT = 'Explain the traceback app.py printed.';
/** What the 'numbered-list' scenario asks; the mock's 'list' reply is a numbered list ending with a question. */
export const LIST_PROMPT = 'Plan the tests for this project.';
/** What the 'tool-error' scenario asks; the mock's 'tool-fail' calls the shell with a command that fails. */
export const FAILING_TOOL_PROMPT = 'Call calc.add with one argument using the shell.';

/**
 * A turn that goes well although its screen shows error-shaped or menu-shaped text: `start`, the
 * `prompt` (the mock answers as `mock` says), `between` (steps that answer a permission prompt), the
 * reply's last words awaited (`done`), and the screen captured as `capture`, labelled ready.
 */
export const goodTurnScenario = ({ name, mock, prompt, start, send = (text) => [sendPrompt(text)], between = [], done, capture, expect = done, notes, timeout = 60000, ...rest }) => ({
  name, mock, ...rest,
  steps: [...start, ...send(prompt), ...between, { waitFor: done, timeout }, { capture, expect, label: ready(notes) }],
});
/** The last words of the mock's 'tool-fail', 'traceback' and 'list' replies. */
export const TOOL_FAIL_DONE = /itself\s+is\s+fine/;
export const TRACEBACK_DONE = /retrying the request is safe/;
export const LIST_DONE = /Which of these should I start with\?/;
