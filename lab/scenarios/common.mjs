// What the vendors' scenarios share: the prompts typed, the shell prompt seen after the CLI exits,
// the labels a capture is given, the steps of an API failure that retries before its final error and
// of a decoy reply, and the steps that drive the TUI opencode and Kilo Code share.

// The types below are the scenario language: capture.mjs plays it, every scenarios file is written in
// it (lab/README.md describes the steps). A vendor's own scenario fields (`mockProvider`, `byok` …)
// are its `X` in `Scenario<X>` and `Vendor<X>`, declared in its own file.

/**
 * What label.json holds: the state a person read off the screen, and in `notes` what they saw.
 * @typedef {object} Label
 * @property {'ready' | 'operator_gate' | 'failing' | 'not_agent' | 'unknown'} state
 * @property {string} [reason] a failure's reason
 * @property {{ kind: string, subject: string | null, input: string, options?: readonly string[] }} [gate] a gate's kind, subject, input and choices
 * @property {string} [observed_process] the foreground process, for not_agent
 * @property {string} [text_state] what the screen's text alone reads as, where the process overrules it
 * @property {string} [ruling] why the process overrules the text
 * @property {string[]} [also] other states a reading of this screen may rightly give (a failure drawn as a dialog)
 * @property {string | undefined} notes
 */

/**
 * What a scenario's functions are given: the run's folders, the mock's address, and `write` into HOME.
 * @typedef {object} RunContext
 * @property {string} vendor
 * @property {string} version
 * @property {number} cols
 * @property {number} rows
 * @property {string} id the run's id (the vendor's short name and a counter)
 * @property {string} runDir
 * @property {string} home
 * @property {string} proj the fresh git project the CLI starts in
 * @property {string} projName
 * @property {string} projParentName
 * @property {number} mockPort
 * @property {number} proxyPort
 * @property {string} caPem the proxy's CA certificate file
 * @property {string} mock the scenario's mock behaviour
 * @property {string} originUrl the per-scenario mock of an `originMock` vendor
 * @property {(behaviour?: string, suffix?: string) => string} mockUrl
 * @property {(rel: string, text: string) => void} write writes a file under HOME, making its folders
 */

/**
 * A capture's label function is given the run context, the screen's text and the pane's foreground command.
 * @typedef {RunContext & { screen: string, pcc: string }} CaptureContext
 */

/**
 * A label as written, or a function of the capture that picks one of the labels a person wrote
 * (`eitherScreen`, `onlyIf`, or the foreground process); none (null) leaves the capture without label.json.
 * @typedef {Label | ((c: CaptureContext) => Label | null)} LabelSource
 */

/**
 * How long the screen must stay unchanged before a step goes on (`quietMs`), and how long to wait at most.
 * @typedef {{ quietMs?: number, timeoutMs?: number, pollMs?: number }} SettleOptions
 */

/**
 * One step of a scenario. Which kind it is is decided by the first of these fields it has, in this
 * order (capture.mjs): `command` (or `type: 'command'`), `text`, `keys`, `failNext`, `wait`, `waitFor`,
 * `until`, `while`, `choose`, `if`, `capture`, `settle`, `print`. `settle: false` skips the settling
 * after the step (for a capture: captures at once).
 * @typedef {object} Step
 * @property {string} [command] types this (or, empty, the vendor's command) at the shell prompt and presses Enter
 * @property {'command'} [type] the vendor's own command, as `command: ''`
 * @property {string | ((ctx: RunContext) => string)} [text] types this text
 * @property {boolean} [enter] after `text`, presses Enter
 * @property {number} [delay] ms after typing, and between `keys`/`choose` keys (default 300 after text, 250 between keys)
 * @property {readonly string[]} [keys] tmux key names pressed one by one; with `choose`, nothing else
 * @property {{ status: number | string, count?: number, tools?: boolean }} [failNext] the mock fails the agent's next `count` model
 *   requests with `status`; with `tools`, only requests that offer tools (a side request in the Responses API carries `input` too)
 * @property {number} [wait] sleeps this many ms
 * @property {RegExp} [waitFor] waits until the screen matches, at most `timeout` ms
 * @property {number} [timeout] for `waitFor` (default 30 s)
 * @property {RegExp} [until] presses `keys_` (Enter) until the screen matches, at most `max` times (6)
 * @property {RegExp} [while] presses `keys_` (Enter) while the screen matches, `every` ms apart, at most `max` times (3)
 * @property {readonly string[]} [keys_] the keys of `until` and `while`
 * @property {number} [max]
 * @property {number} [every]
 * @property {RegExp} [choose] moves a menu's cursor to the choice whose words match and confirms it
 * @property {readonly string[]} [fallback] `choose`'s keys when no such choice is on screen
 * @property {RegExp} [if] plays `then` when the screen matches, else `else`
 * @property {readonly Step[]} [then]
 * @property {readonly Step[]} [else]
 * @property {string} [capture] saves the screen as `<capture>__<cols>x<rows>`
 * @property {LabelSource} [label] the capture's label.json
 * @property {RegExp} [expect] what the capture should show: the driver warns when it does not
 * @property {string | ((ctx: RunContext) => string)} [how] the capture's meta.json `how` (default: the scenario's)
 * @property {SettleOptions | false} [settle]
 * @property {boolean} [history] a capture with the pane's scrollback (`capture-pane -S -`), as people save a session
 * @property {boolean} [print] prints the screen (for exploring by hand)
 */

/**
 * The fields every scenario may have; a vendor adds its own (`X`), which its `setupHome`, `env` and
 * `metaEnv` read.
 * @typedef {object} ScenarioBase
 * @property {string} name
 * @property {readonly Step[]} steps
 * @property {string} [how] meta.json's `how` for the captures that do not say their own
 * @property {string} [mock] the mock behaviour (default 'ok')
 * @property {boolean} [manual] run only when named with --scenario
 * @property {readonly string[]} [sizes] only at these sizes ('120x40' …)
 * @property {string} [command] the command a bare `command` step types (default: the vendor's)
 * @property {(ctx: RunContext) => void | Promise<void>} [setup] prepares HOME or the project before the run
 * @property {(ctx: RunContext) => Env} [env] environment variables beside the vendor's (null drops one)
 */

/**
 * @template [X={}]
 * @typedef {ScenarioBase & X} Scenario
 */

/** @typedef {Partial<Omit<ScenarioBase, 'steps'>>} ScenarioFields what a scenario helper's caller may set beside the helper's own options */
/** @typedef {(text?: string) => readonly Step[]} Send types a prompt and sends it */
/** @typedef {{ capture: string, notes: string, expect?: RegExp }} BusyCapture */

/** @typedef {Record<string, string | null | undefined>} Env an environment; null or undefined leaves a variable out */

/**
 * A scenarios file's default export: the vendor, how its runs are prepared, and its scenarios.
 * @template [X={}]
 * @typedef {object} Vendor
 * @property {string} vendor
 * @property {string} short the prefix of run ids (short: run ids show on screen)
 * @property {boolean} [proxy] starts the HTTPS-intercepting proxy (lab/proxy.mjs) beside the mock
 * @property {string} [command] the command a bare `command` step types (default: the package's binary)
 * @property {true | ((ctx: RunContext, sc: Scenario<X>) => string[])} [originMock] a mock per scenario at the vendor's origin, and its arguments
 * @property {(ctx: RunContext, sc: Scenario<X>) => void | Promise<void>} [setupHome]
 * @property {(ctx: RunContext, sc: Scenario<X>) => Env} [env]
 * @property {(ctx: RunContext, sc: Scenario<X>) => string[]} [metaEnv] what meta.json's `env` lists beside the variable names
 * @property {readonly Scenario<X>[]} scenarios
 */

export const PROMPT = 'Say hello in one sentence.';
export const TOOL_PROMPT = 'Create build/out.txt using the shell.';
export const SHELL_PROMPT = /@lab:[^\n]*#\s*$/m;

/** @type {(notes?: string) => Label} */
export const ready = (notes) => ({ state: 'ready', notes });
/** @type {(reason: string, notes?: string) => Label} */
export const failing = (reason, notes) => ({ state: 'failing', reason, notes });
/** @type {(kind: string, subject: string | null, input: string, options: readonly string[] | undefined, notes?: string) => Label} */
export const gate = (kind, subject, input, options, notes) => ({ state: 'operator_gate', gate: { kind, subject, input, options }, notes });
/** @type {(notes?: string, extra?: { text_state?: string, ruling?: string }) => Label} */
export const notAgent = (notes, extra = {}) => ({ state: 'not_agent', observed_process: 'bash', ...extra, notes });

// Ground truth is written by a person reading the screen. Where a CLI draws a capture one of two ways
// for a reason the lab cannot fix (a race between two redraws, what fits a short pane), both readings
// are written out in full and the screen only picks which of them applies (`eitherScreen`); where a
// person described one screen only, any other gets no label (`onlyIf`). A pattern never decides a state.

/**
 * The verdict of a label: everything but its notes.
 * @param {Label} label
 */
const verdictOf = (label) => JSON.stringify({ ...label, notes: undefined });

/**
 * A capture the CLI draws one of two ways: `whenShown` is a person's reading of the screen that shows
 * `shows`, `otherwise` of the screen that does not. The two readings differ in their notes only (the
 * state, reason and gate are the same; a call whose readings differ in more throws), so the pattern
 * picks a description, never a state. A reading may be a function of the run (a gate's subject is the
 * project's path).
 * @param {RegExp} shows
 * @param {Label | ((c: RunContext) => Label)} whenShown
 * @param {Label | ((c: RunContext) => Label)} otherwise
 * @returns {((c: CaptureContext) => Label) & { readings: (c: RunContext) => [Label, Label] }}
 */
export function eitherScreen(shows, whenShown, otherwise) {
  /** @type {(c: RunContext) => [Label, Label]} */
  const readings = (c) => {
    const both = /** @type {[Label, Label]} */ ([whenShown, otherwise].map((l) => (typeof l === 'function' ? l(c) : l)));
    if (verdictOf(both[0]) !== verdictOf(both[1])) {
      throw new Error(`the two readings of a screen that may show ${shows} differ in more than their notes (${verdictOf(both[0])} / ${verdictOf(both[1])}): a pattern may pick a description, not a state; make them two captures`);
    }
    return both;
  };
  return Object.assign((/** @type {CaptureContext} */ c) => readings(c)[shows.test(c.screen) ? 0 : 1], { readings });
}

/**
 * The label a person wrote for the screen that shows `shows`. A screen that does not show it is one
 * nobody has read: it gets no label.json (the driver prints NO LABEL), and a person labels it.
 * @param {RegExp} shows
 * @param {Label} label
 * @returns {(c: CaptureContext) => Label | null}
 */
export const onlyIf = (shows, label) => (c) => (shows.test(c.screen) ? label : null);

/**
 * A capture taken when the CLI may have exited after an error or may still be running, which differs
 * between releases and with timing: `exited` is a person's reading of the screen over the shell,
 * `running` of the CLI's own screen. The foreground process, which tmux reports, picks which applies
 * (a screen whose agent has exited is not_agent by the state model), never the screen's text.
 * @param {Label} exited
 * @param {Label} running
 * @returns {(c: CaptureContext) => Label}
 */
export const byForeground = (exited, running) => (c) => (c.pcc === 'bash' ? exited : running);

/**
 * Types the prompt and presses Enter without waiting for the screen to settle: the reply streams.
 * @type {(text?: string) => Step}
 */
export const sendPrompt = (text = PROMPT) => ({ text, enter: true, settle: false });

/**
 * The steps after the prompt is sent, for an API failure. With `retry`, waits for it and captures
 * `<name>-<retrySuffix>` while the CLI retries (the screen keeps changing, so without settling). With
 * `final`, waits for it and captures `<name>`, or `<name>-<finalSuffix>` after a retry capture when
 * a suffix is given.
 * @param {{ name: string, reason: string, retry?: RegExp, retryExpect?: RegExp, retryNotes?: string, retryWait?: number,
 *   retryTimeout?: number, retrySuffix?: string, final?: RegExp, finalNotes?: string, finalTimeout?: number, finalSuffix?: string | null }} o
 * @returns {Step[]}
 */
export function retryThenFinal({
  name, reason, retry, retryExpect = retry, retryNotes, retryWait = 1500, retryTimeout = 60000, retrySuffix = 'retrying',
  final, finalNotes, finalTimeout = 240000, finalSuffix = 'final',
}) {
  /** @type {Step[]} */
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
 * A screen drawn one of two ways gets `label` (`eitherScreen`) in place of `notes`. With `toolsOnly`, only
 * requests that offer tools fail (a CLI whose side requests, such as a title, come first in the same shape).
 * `between` is played after the error shows and before the second prompt (a person reads the error
 * first: a toast that repeats it for some seconds is gone by then). `expect` is what the capture should
 * show (default `final`: the old error; a CLI that takes the failed turn's error away when the next
 * prompt is sent shows only the two messages and the reply).
 * @template {object} X the vendor's own fields, passed through
 * @param {{ start: readonly Step[], send?: Send, status: number | string, count?: number, toolsOnly?: boolean, final: RegExp, finalTimeout?: number,
 *   between?: readonly Step[], expect?: RegExp, notes?: string, label?: LabelSource } & ScenarioFields & X} o
 * @returns {Scenario<X>}
 */
export const recoveredScenario = ({ start, send = (text) => [sendPrompt(text)], status, count = 1, toolsOnly = false, final, finalTimeout = 180000, between = [], expect = final, notes, label, ...rest }) => /** @type {Scenario<X>} */ ({
  name: 'recovered', mock: 'ok', ...rest,
  steps: [
    ...start, { failNext: { status, count, tools: toolsOnly } }, ...send(PROMPT), { waitFor: final, timeout: finalTimeout }, ...between,
    // requests the CLI did not make before it gave up fail no more: the second turn is answered
    { failNext: { status, count: 0 } }, ...send(AGAIN_PROMPT), { waitFor: /comes from a local mock server/, timeout: 60000 },
    { capture: 'ready-after-failure-recovered', expect, label: label ?? ready(notes) },
  ],
});

/** What a decoy scenario asks; the mock's 'decoy' behaviour answers with quoted gate wording whatever is asked. */
export const DECOY_PROMPT = 'Quote the folder trust prompt and the rate limit message.';

/**
 * After the decoy prompt: wait for the whole reply, then capture it as `ready-after-decoy-reply`, labelled ready.
 * @type {(notes: string, timeout?: number) => Step[]}
 */
export const decoyReplyCapture = (notes, timeout = 60000) => [
  { waitFor: /nothing is waiting/, timeout },
  { capture: 'ready-after-decoy-reply', expect: /Do you trust the files/, label: ready(notes) },
];

/**
 * The decoy scenario every vendor has: `start` reaches the composer, `send` types the decoy prompt
 * (a plain line by default; the TUIs use `tuiSendPrompt`), the mock's 'decoy' reply is captured.
 * Other fields (`setup`, the vendor's own flags) pass through to the scenario.
 * @template {object} X
 * @param {{ start: readonly Step[], send?: Send, notes: string, timeout?: number } & ScenarioFields & X} o
 * @returns {Scenario<X>}
 */
export const decoyScenario = ({ start, send = (text) => [sendPrompt(text)], notes, timeout, ...rest }) => /** @type {Scenario<X>} */ ({
  name: 'decoy', mock: 'decoy', ...rest,
  steps: [...start, ...send(DECOY_PROMPT), ...decoyReplyCapture(notes, timeout)],
});

/**
 * The tool permission refused: `start`, the tool `prompt`, the mock's 'tool' call until `dialog` shows,
 * Esc (`refuse` steps), and the screen after it captured as `ready-after-permission-denied`.
 * @template {object} X
 * @param {{ start: readonly Step[], send?: Send, prompt?: string, dialog: RegExp, timeout?: number, refuse?: readonly Step[],
 *   notes: string } & ScenarioFields & X} o
 * @returns {Scenario<X>}
 */
export const permissionDeniedScenario = ({
  start, send = (text) => [sendPrompt(text)], prompt = TOOL_PROMPT, dialog, timeout, refuse = [{ keys: ['Escape'] }], notes, ...rest
}) => /** @type {Scenario<X>} */ ({
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
 * @template {object} X
 * @param {{ start: readonly Step[], send?: Send, wait?: number, spinner: BusyCapture, interrupt?: readonly Step[],
 *   after: BusyCapture, name?: string } & ScenarioFields & X} o
 * @returns {Scenario<X>}
 */
export const busyScenario = ({
  start, send = () => [sendPrompt()], wait = 6000, spinner,
  interrupt = [{ keys: ['Escape'] }, { wait: 1500 }], after, name = 'busy', ...rest
}) => /** @type {Scenario<X>} */ ({
  name, mock: 'slow', ...rest,
  steps: [
    ...start, ...send(), { wait },
    { capture: spinner.capture, settle: false, expect: spinner.expect, label: ready(spinner.notes) },
    ...interrupt,
    { capture: after.capture, expect: after.expect, label: ready(after.notes) },
  ],
});

// opencode and its fork Kilo Code draw the same full-screen TUI, so they are driven the same way.

/**
 * Starts the TUI's `command` and waits for its home screen (several seconds offline, minutes on a loaded machine).
 * @type {(command: string, homeScreen: RegExp, timeout?: number) => Step[]}
 */
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
 * @type {Send}
 */
export const tuiSendPrompt = (text = PROMPT) => [
  { text, settle: false }, { wait: 500 },
  { if: PLACEHOLDER, then: [{ wait: 10000 }, { if: PLACEHOLDER, then: [{ text, settle: false }, { wait: 5000 }] }] },
  { keys: ['Enter'], settle: false },
];
/**
 * Opens the /connect provider dialog from the composer.
 * @type {readonly Step[]}
 */
export const TUI_OPEN_CONNECT = [
  { text: '/connect', settle: false }, { wait: 800 }, { keys: ['Enter'], settle: { quietMs: 1500, timeoutMs: 20000 } },
  { waitFor: /Connect a provider/, timeout: 60000 },
];
/**
 * The TUIs' interrupt: a first Esc only asks for another ('esc again to interrupt', captured while the
 * work goes on as `busy-esc-again-to-interrupt`), the second stops the turn.
 * @type {(o: { expect?: RegExp, notes: string }) => Step[]}
 */
export const tuiInterruptTwice = ({ expect, notes }) => [
  { keys: ['Escape'], settle: false },
  { wait: 700 },
  { capture: 'busy-esc-again-to-interrupt', settle: false, expect, label: ready(notes) },
  { keys: ['Escape'], settle: { quietMs: 1500, timeoutMs: 20000 } },
];
/**
 * Filters the provider list and picks the first hit.
 * @type {(filter: string) => Step[]}
 */
export const tuiPickProvider = (filter) => [
  { text: filter, settle: false }, { wait: 800 }, { keys: ['Enter'], settle: { quietMs: 2000, timeoutMs: 30000 } },
];

/** What a full-screen TUI (opencode, Kilo Code) shows once started: its home screen, its config error, or the shell it fell back to. */
const TUI_STARTED = /Ask anything|ctrl\+p commands|not valid JSON|@lab:[^\n]*#\s*$/m;

/**
 * A start-up scenario of such a TUI, named `name`, as `tuiStartupScenario` makes them.
 * @template [X={}] the vendor's own fields, passed through
 * @typedef {(name: string, o: { how: string, label: LabelSource, expect?: RegExp } & ScenarioFields & X) => Scenario<X>} TuiStartup
 */

/**
 * A start-up capture of such a TUI: `command` typed, the first of those awaited, then `after` (a
 * slower CLI's extra wait), then the capture named after the scenario.
 * @template [X={}]
 * @param {string} command
 * @param {readonly Step[]} [after]
 * @returns {TuiStartup<X>}
 */
export const tuiStartupScenario = (command, after = []) => (name, { how, label, expect, ...rest }) => /** @type {Scenario<X>} */ ({
  name, how, ...rest,
  steps: [{ command, settle: { quietMs: 2500, timeoutMs: 60000 } }, { waitFor: TUI_STARTED, timeout: 180000, settle: { quietMs: 3000, timeoutMs: 30000 } },
    ...after, { capture: name, expect, label }],
});

// Errors that are not failures, and prose that is not a dialog: each a good turn whose screen is `ready`.
/** What the 'traceback' scenario asks; the mock's 'traceback' reply quotes a Python traceback and an HTTP 500 line. */
export const TRACEBACK_PROMPT = 'Explain the traceback app.py printed.';
/** What the 'failed-words-reply' scenario asks; the mock's 'failed-words' reply opens its paragraphs with "Failed". */
export const FAILED_WORDS_PROMPT = 'Run the tests and try to reproduce the bug.';
/** What the 'numbered-list' scenario asks; the mock's 'list' reply is a numbered list ending with a question. */
export const LIST_PROMPT = 'Plan the tests for this project.';
/** What the 'tool-error' scenario asks; the mock's 'tool-fail' calls the shell with a command that fails. */
export const FAILING_TOOL_PROMPT = 'Call calc.add with one argument using the shell.';

/**
 * A turn that goes well although its screen shows error-shaped or menu-shaped text: `start`, the
 * `prompt` (the mock answers as `mock` says), `between` (steps that answer a permission prompt), the
 * reply's last words awaited (`done`), and the screen captured as `capture`, labelled ready.
 * @template [X={}]
 * @param {{ name: string, mock: string, prompt: string, start: readonly Step[], send?: Send,
 *   between?: readonly Step[], done: RegExp, capture: string, expect?: RegExp, notes: string, timeout?: number }
 *   & ScenarioFields & X} o
 * @returns {Scenario<X>}
 */
export const goodTurnScenario = ({ name, mock, prompt, start, send = (text) => [sendPrompt(text)], between = [], done, capture, expect = done, notes, timeout = 60000, ...rest }) => /** @type {Scenario<X>} */ ({
  name, mock, ...rest,
  steps: [...start, ...send(prompt), ...between, { waitFor: done, timeout }, { capture, expect, label: ready(notes) }],
});
/** The last words of the mock's 'tool-fail', 'traceback', 'failed-words' and 'list' replies. */
export const TOOL_FAIL_DONE = /itself\s+is\s+fine/;
export const TRACEBACK_DONE = /retrying the request is safe/;
export const FAILED_WORDS_DONE = /correct\s+as\s+is\./;
export const LIST_DONE = /Which of these should I start with\?/;
