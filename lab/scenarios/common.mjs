// What every vendor's scenarios share: the prompts typed, the shell prompt seen after the CLI exits,
// the labels a capture is given, and the steps of an API failure that retries before its final error.

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
