// Renders replay reports for people (the default output) and as the JSON that --json prints.
import { collapseWhitespace } from '../guard/normalize.js';
import { type PtyscreenError } from '../errors.js';
import { terminalSafe } from '../shared/terminal-safe.js';
import { type ReplayHalt } from './events.js';
import { count, describeImported } from './imported.js';
import { type ReplayReport } from './report.js';

const PROMPT_SHOWN = 72;

/** The report as `--json` prints it, in a fixed key order. */
export function toJsonReport(report: ReplayReport): object {
  const { source, format, events, imported, decisions, halts, warnings, verdict } = report;
  return { source, format, events, imported, decisions, halts, warnings, verdict };
}

/**
 * An input that could not be replayed, as its entry in the --json array: the array stays aligned
 * with the inputs, and a reader sees which one failed and why.
 */
export function toJsonFailure(source: string, error: PtyscreenError): object {
  const { file, line } = error.location;
  return { source, error: { code: error.code, message: error.message, file: file ?? source, line: line ?? null } };
}

/**
 * A heading line per transcript (the verdict, what was read, what the guard did), then a line per
 * warning and per halt: where it fired, why, and the prompt. Safe to print: prompts are model
 * output, so control and bidi characters in them are shown as escapes.
 */
export function renderSummary(report: ReplayReport): string {
  const read = describeImported(report.imported);
  const guard = `${count(report.attempts, 'feed attempt')}, ${outcome(report)}`;
  const heading = `${report.source}: ${report.verdict} (${read}; ${guard})`;
  return terminalSafe(
    [heading, ...report.warnings.map((warning) => `  warning: ${warning}`), ...report.halts.map((halt) => `  line ${halt.line}: ${describeHalt(halt)}`)].join(
      '\n',
    ),
  );
}

function outcome(report: ReplayReport): string {
  const halts = report.halts.length === 0 ? 'no halt' : count(report.halts.length, 'halt');
  return report.redirected === 0 ? halts : `${report.redirected} steered or advanced, ${halts}`;
}


function describeHalt(halt: ReplayHalt): string {
  const prompt = shorten(halt.prompt);
  switch (halt.reason) {
    case 'repeat':
      return `halt, the same prompt was about to be fed again: ${prompt}`;
    case 'no_progress':
      return `halt, the board did not move even after a steer: ${prompt}`;
    case 'advancement_exhausted':
      return `halt, advancing past stalled todos did not move the board either: ${prompt}`;
  }
}

/** The prompt's first non-blank line, cut to fit a terminal line; `…` marks anything left out. */
function shorten(prompt: string): string {
  // Walked line by line with indexOf: a report can list thousands of halts, and only the first two
  // non-blank lines of each prompt matter.
  let first = '';
  let more = false;
  for (let start = 0; start <= prompt.length; ) {
    let end = prompt.indexOf('\n', start);
    if (end === -1) end = prompt.length;
    const line = collapseWhitespace(prompt.slice(start, end));
    if (line.length > 0) {
      if (first.length > 0) {
        more = true;
        break;
      }
      first = line;
    }
    start = end + 1;
  }
  const cut = first.length > PROMPT_SHOWN ? `${first.slice(0, PROMPT_SHOWN - 1)}…` : more ? `${first} …` : first;
  return JSON.stringify(cut);
}
